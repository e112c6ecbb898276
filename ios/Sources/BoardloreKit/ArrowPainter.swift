import BoardloreEngine
import Foundation

/// Arrows over the board (the browse screen's played and better moves),
/// drawn from square centres with the same layout and geometry as the rest
/// of the board, so an arrow starts and ends exactly on the pieces.
extension BoardPainter {
    /// An arrow along `path` (squares, first stop to last) in `colour`: a
    /// shaft through every stop with a head whose tip is the last square's
    /// centre. A path of one square (a placement) is a ring around it.
    public func arrow(along path: [UInt32], colour: PaintColour) -> [BoardShape] {
        let stops = path.compactMap { (square: UInt32) -> CGPoint? in layout.centre(of: square, in: geometry) }
        guard stops.count == path.count, let tip = stops.last else { return [] }
        let r = pieceRadius
        let width = max(2, r * 0.3)
        guard stops.count > 1, let (unit, length) = direction(from: stops[stops.count - 2], to: tip) else {
            let ring = disc(at: tip, radius: r * 1.1)
            return [.stroke(ring, colour, StrokeLook(width: width, roundCaps: true))]
        }
        // The head's length, at most the last step's (short steps keep a shaft).
        let head = min(r * 0.95, length * 0.6)
        let halfWidth = head * 0.6
        let base = CGPoint(x: tip.x - unit.x * head, y: tip.y - unit.y * head)
        var points = Array(stops.dropLast())
        points.append(base)
        let shaft = zip(points, points.dropFirst()).map { Segment(from: $0, to: $1) }
        let side = CGPoint(x: -unit.y * halfWidth, y: unit.x * halfWidth)
        let triangle: [PathStep] = [
            .move(tip),
            .line(CGPoint(x: base.x + side.x, y: base.y + side.y)),
            .line(CGPoint(x: base.x - side.x, y: base.y - side.y)),
            .close,
        ]
        return [
            .stroke(.segments(shaft), colour, StrokeLook(width: width, roundCaps: true)),
            .fill(.path(triangle, evenOdd: false), colour),
        ]
    }

    /// The unit vector from `a` to `b` and the distance; `nil` when they meet.
    func direction(from a: CGPoint, to b: CGPoint) -> (CGPoint, CGFloat)? {
        let length = distance(a, b)
        guard length > 0.5 else { return nil }
        return (CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length), length)
    }
}

extension BoardPalette {
    /// The played move's arrow: the theme's last-move colour, made solid
    /// enough to read over pieces.
    public var playedArrow: PaintColour {
        PaintColour(red: lastMove.red, green: lastMove.green, blue: lastMove.blue, opacity: 0.85)
    }

    /// The better move's arrow: the theme's hint colour.
    public var betterArrow: PaintColour {
        hint.opacity(0.85)
    }
}
