import BoardloreEngine
import Foundation

/// Maps the core's unit-square geometry onto a view: the board is the
/// largest square that fits, centred; flipping turns it half a turn. Also
/// finds the square under a touch (nearest centre within half a step).
public struct BoardLayout: Equatable, Sendable {
    public let frame: CGRect
    public let flipped: Bool

    public init(size: CGSize, flipped: Bool) {
        let side = max(0, min(size.width, size.height))
        frame = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
        self.flipped = flipped
    }

    public func point(_ p: BoardPoint) -> CGPoint {
        let x = flipped ? 1 - CGFloat(p.x) : CGFloat(p.x)
        let y = flipped ? 1 - CGFloat(p.y) : CGFloat(p.y)
        return CGPoint(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
    }

    public func length(_ unit: Float) -> CGFloat {
        CGFloat(unit) * frame.width
    }

    /// A cell's rectangle on screen (its origin is its top-left corner in
    /// the unit square, which a flip moves to the bottom-right).
    public func rect(of cell: BoardCell) -> CGRect {
        let size = length(cell.size)
        let corner = point(cell.origin)
        return flipped
            ? CGRect(x: corner.x - size, y: corner.y - size, width: size, height: size)
            : CGRect(x: corner.x, y: corner.y, width: size, height: size)
    }

    public func centre(of square: UInt32, in geometry: BoardGeometry) -> CGPoint? {
        let index = Int(square)
        guard index < geometry.points.count else { return nil }
        return point(geometry.points[index])
    }

    /// The distance between neighbouring squares, in points.
    public func step(in geometry: BoardGeometry) -> CGFloat {
        guard geometry.points.count > 1 else { return frame.width }
        let a = point(geometry.points[0])
        let b = point(geometry.points[1])
        return max(1, distance(a, b))
    }

    /// The square whose centre is nearest to `location`, within half a step.
    public func square(at location: CGPoint, in geometry: BoardGeometry) -> UInt32? {
        let reach = step(in: geometry) * 0.5
        var best: (index: Int, distance: CGFloat)? = nil
        for (index, p) in geometry.points.enumerated() {
            let gap = distance(point(p), location)
            if gap <= reach && gap < (best?.distance ?? .infinity) {
                best = (index, gap)
            }
        }
        return best.map { UInt32($0.index) }
    }
}

/// The straight-line distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = Double(a.x - b.x)
    let dy = Double(a.y - b.y)
    return CGFloat((dx * dx + dy * dy).squareRoot())
}
