import BoardloreEngine
import Foundation

/// The core's board picture (`boardPicture`, `moveInFlight`,
/// `pieceDrawing`: shapes in board units, every size, colour and layer
/// decided there, the pieces' art included) as `BoardShape`s on a
/// `BoardLayout`, which the SwiftUI `Canvas` executes. Nothing is decided here.
public struct BoardPainter: Sendable {
    public let gameId: String
    public let geometry: BoardGeometry
    public let layout: BoardLayout
    public let palette: BoardPalette
    public let options: PictureOptions

    public init(
        game: GameDescription, geometry: BoardGeometry, layout: BoardLayout, palette: BoardPalette,
        showCoordinates: Bool, showTargets: Bool = true
    ) {
        gameId = game.id
        self.geometry = geometry
        self.layout = layout
        self.palette = palette
        let pixel = Float(1 / max(1, layout.frame.width))
        options = PictureOptions(
            coordinates: showCoordinates, legalMoves: showTargets, flipped: layout.flipped, pixel: pixel, dp: pixel)
    }

    /// The empty board.
    public func board() -> [BoardShape] { frame(squares: []) }

    /// The board showing `squares` and `arrows`: the core's picture, a move
    /// in flight between its layers (its landing squares left out below) and
    /// the piece a drag carries over all, a little larger.
    public func frame(
        squares: [SquareFrame], arrows: [BoardArrow] = [], moving: MoveInFlight? = nil, lifted: LiftedPiece? = nil
    ) -> [BoardShape] {
        let played = moving?.played
        let hidden = (played.map { flight(played: $0.move).hidden } ?? []) + (lifted.map { [$0.square] } ?? [])
        let picture = boardPicture(
            gameId: gameId, geometry: geometry, theme: palette.theme, squares: squares, arrows: arrows,
            hidden: hidden, options: options)
        var ops = picture.below
        if let played, let moving {
            ops += moveInFlight(
                gameId: gameId, geometry: geometry, before: played.before, after: squares, played: played.move,
                progress: Float(moving.progress), flipped: layout.flipped)
        }
        var shapes = BoardPainter.shapes(ops + picture.above, origin: layout.frame.origin, scale: layout.frame.width)
        if let lifted, let letter = squares.first(where: { $0.index == lifted.square })?.piece {
            let radius = Float(layout.length(geometry.pieceRadius) * 1.2)
            let at = lifted.location
            let ops = pieceDrawing(
                gameId: gameId, letter: letter, x: Float(at.x), y: Float(at.y), radius: radius, opacity: 1)
            shapes += BoardPainter.shapes(ops, origin: .zero, scale: 1)
        }
        return shapes
    }

    /// The core's `ops`, their unit mapped onto `scale` points from `origin`.
    public static func shapes(_ ops: [DrawOp], origin: CGPoint, scale: CGFloat) -> [BoardShape] {
        func at(_ x: Float, _ y: Float) -> CGPoint {
            CGPoint(x: origin.x + CGFloat(x) * scale, y: origin.y + CGFloat(y) * scale)
        }
        func box(_ x: Float, _ y: Float, _ r: Float) -> CGRect {
            CGRect(
                origin: at(x - r, y - r), size: CGSize(width: CGFloat(2 * r) * scale, height: CGFloat(2 * r) * scale))
        }
        return ops.flatMap { (op: DrawOp) -> [BoardShape] in
            let outline: ShapeOutline
            switch op.shape {
            case .rect(let left, let top, let right, let bottom, let corner):
                let rect = CGRect(
                    origin: at(left, top),
                    size: CGSize(
                        width: CGFloat(right - left) * scale,
                        height: CGFloat(bottom - top) * scale))
                outline = .roundedRect(rect, cornerRadius: CGFloat(corner) * scale)
            case .circle(let x, let y, let radius): outline = .ellipse(in: box(x, y, radius))
            case .line(let x1, let y1, let x2, let y2): outline = .segments([Segment(from: at(x1, y1), to: at(x2, y2))])
            case .path(let ops, let evenOdd):
                let steps = ops.map { (op: PathOp) -> PathStep in
                    switch op {
                    case .move(let x, let y): return .move(at(x, y))
                    case .line(let x, let y): return .line(at(x, y))
                    case .quad(let cx, let cy, let x, let y): return .quad(to: at(x, y), control: at(cx, cy))
                    case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                        return .cubic(to: at(x, y), control1: at(c1x, c1y), control2: at(c2x, c2y))
                    case .close: return .close
                    }
                }
                outline = .path(steps, evenOdd: evenOdd)
            case .text(let x, let y, let size, let text):
                return op.fill.map { [.text(text, at: at(x, y), size: CGFloat(size) * scale, PaintColour(argb: $0))] }
                    ?? []
            }
            let look = StrokeLook(
                width: CGFloat(op.width) * scale, roundCaps: true, dash: op.dash.map { CGFloat($0) * scale })
            return (op.fill.map { [BoardShape.fill(outline, PaintColour(argb: $0))] } ?? [])
                + (op.stroke.map { [BoardShape.stroke(outline, PaintColour(argb: $0), look)] } ?? [])
        }
    }
}

extension PaintColour {
    /// The core's `0xAARRGGBB`.
    public init(argb: UInt32) {
        func part(_ shift: UInt32) -> Double { Double((argb >> shift) & 0xFF) / 255 }
        self.init(red: part(16), green: part(8), blue: part(0), opacity: part(24))
    }
}
