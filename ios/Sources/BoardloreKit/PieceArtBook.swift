import BoardloreEngine
import Foundation

/// The iOS interpreter of the core's piece art: every piece is the list of
/// paths the core draws it with, in its unit square, mapped onto the box
/// around the piece (the square of side twice the radius) and turned into
/// `BoardShape`s, which the SwiftUI `Canvas` renders like the board.
public struct PieceArtBook: Sendable {
    /// One shape of a piece, in the unit square.
    struct Figure: Equatable, Sendable {
        let ops: [PathOp]
        let fill: PaintColour?
        let stroke: PaintColour?
        let strokeWidth: CGFloat
        let opacity: Double
        let evenOdd: Bool
    }

    private let figures: [String: [Figure]]

    /// The core's `pieceArt(gameId:)`, read once per game.
    public init(_ pieces: [PieceArt]) {
        var figures: [String: [Figure]] = [:]
        for piece in pieces {
            figures[piece.letter] = piece.shapes.map { (shape: ArtShape) -> Figure in
                Figure(
                    ops: shape.path,
                    fill: shape.fill.flatMap { PaintColour(hex: $0) },
                    stroke: shape.stroke.flatMap { PaintColour(hex: $0) },
                    strokeWidth: CGFloat(shape.strokeWidth),
                    opacity: Double(shape.opacity),
                    evenOdd: shape.evenOdd)
            }
        }
        self.figures = figures
    }

    /// The art of a game, or none when the core has none (an unknown id).
    public init(gameId: String) {
        self.init((try? pieceArt(gameId: gameId)) ?? [])
    }

    public var letters: Set<String> { Set(figures.keys) }

    /// The core's operations in the unit square as path steps on the box
    /// of side `size` whose top-left corner is `origin`.
    static func place(_ ops: [PathOp], origin: CGPoint, size: CGFloat) -> [PathStep] {
        func map(_ x: Float, _ y: Float) -> CGPoint {
            CGPoint(x: origin.x + CGFloat(x) * size, y: origin.y + CGFloat(y) * size)
        }
        return ops.map { (op: PathOp) -> PathStep in
            switch op {
            case .move(let x, let y): return .move(map(x, y))
            case .line(let x, let y): return .line(map(x, y))
            case .quad(let cx, let cy, let x, let y): return .quad(to: map(x, y), control: map(cx, cy))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                return .cubic(to: map(x, y), control1: map(c1x, c1y), control2: map(c2x, c2y))
            case .close: return .close
            }
        }
    }

    /// The shapes of piece `letter` centred on `centre` with `radius`, at
    /// `opacity`; `nil` when the art has no such piece.
    public func shapes(of letter: String, at centre: CGPoint, radius: CGFloat, opacity: Double = 1) -> [BoardShape]? {
        guard let list = figures[letter] else { return nil }
        let size = radius * 2
        let origin = CGPoint(x: centre.x - radius, y: centre.y - radius)
        var shapes: [BoardShape] = []
        for figure in list {
            let outline = ShapeOutline.path(
                PieceArtBook.place(figure.ops, origin: origin, size: size), evenOdd: figure.evenOdd)
            let alpha = figure.opacity * opacity
            if let fill = figure.fill {
                shapes.append(.fill(outline, fill.opacity(alpha)))
            }
            if let stroke = figure.stroke {
                shapes.append(
                    .stroke(
                        outline, stroke.opacity(alpha), StrokeLook(width: figure.strokeWidth * size, roundCaps: true)))
            }
        }
        return shapes
    }
}
