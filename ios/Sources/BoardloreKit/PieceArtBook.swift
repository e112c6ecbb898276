import BoardloreEngine
import Foundation

/// The iOS interpreter of the core's piece art: every piece is the list of
/// paths the core draws it with, in its unit square, mapped onto the box
/// around the piece (the square of side twice the radius) and turned into
/// `BoardShape`s, which the SwiftUI `Canvas` renders like the board.
public struct PieceArtBook: Sendable {
    /// One shape of a piece, in the unit square.
    struct Figure: Equatable, Sendable {
        let steps: [PathStep]
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
                    steps: PieceArtBook.steps(shape.path),
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

    public func has(_ letter: String) -> Bool { figures[letter] != nil }

    /// The core's operations as path steps, still in the unit square.
    static func steps(_ ops: [PathOp]) -> [PathStep] {
        ops.map { (op: PathOp) -> PathStep in
            switch op {
            case .move(let x, let y): return .move(CGPoint(x: CGFloat(x), y: CGFloat(y)))
            case .line(let x, let y): return .line(CGPoint(x: CGFloat(x), y: CGFloat(y)))
            case .quad(let cx, let cy, let x, let y):
                return .quad(
                    to: CGPoint(x: CGFloat(x), y: CGFloat(y)), control: CGPoint(x: CGFloat(cx), y: CGFloat(cy)))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                return .cubic(
                    to: CGPoint(x: CGFloat(x), y: CGFloat(y)), control1: CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)),
                    control2: CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
            case .close: return .close
            }
        }
    }

    /// `steps` with the unit square mapped onto the box of side `size` whose
    /// top-left corner is `origin`.
    static func place(_ steps: [PathStep], origin: CGPoint, size: CGFloat) -> [PathStep] {
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: origin.x + p.x * size, y: origin.y + p.y * size) }
        return steps.map { step in
            switch step {
            case .move(let p): return .move(map(p))
            case .line(let p): return .line(map(p))
            case .quad(let p, let c): return .quad(to: map(p), control: map(c))
            case .cubic(let p, let c1, let c2): return .cubic(to: map(p), control1: map(c1), control2: map(c2))
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
                PieceArtBook.place(figure.steps, origin: origin, size: size), evenOdd: figure.evenOdd)
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
