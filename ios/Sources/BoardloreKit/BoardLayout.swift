import BoardloreEngine
import Foundation

/// Maps the core's unit-square geometry onto a view: the board is the
/// largest square that fits, centred; flipping turns it half a turn. The
/// square under a touch is the core's answer (`boardSquareAt`).
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

    /// How far from a square's centre a touch still hits it, in points:
    /// the core's touch radius (half the spacing of neighbouring squares).
    public func touchRadius(in geometry: BoardGeometry) -> CGFloat {
        max(0.5, length(boardTouchRadius(geometry: geometry)))
    }

    /// The square under `location`, as the core hit-tests it.
    public func square(at location: CGPoint, in geometry: BoardGeometry) -> UInt32? {
        guard frame.width > 0 else { return nil }
        var x = (location.x - frame.minX) / frame.width
        var y = (location.y - frame.minY) / frame.height
        if flipped {
            x = 1 - x
            y = 1 - y
        }
        return boardSquareAt(geometry: geometry, x: Float(x), y: Float(y), radius: nil)
    }
}

/// The straight-line distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = Double(a.x - b.x)
    let dy = Double(a.y - b.y)
    return CGFloat((dx * dx + dy * dy).squareRoot())
}
