import Foundation

/// An outline the view turns into a SwiftUI `Path`.
public enum ShapeOutline: Equatable, Sendable {
    case roundedRect(CGRect, cornerRadius: CGFloat)
    case ellipse(in: CGRect)
    /// Straight segments, each from its first point to its second.
    case segments([Segment])
    /// A free path (piece art), filled by the even-odd rule when asked.
    case path([PathStep], evenOdd: Bool)
}

/// One step of a free path, in view points.
public enum PathStep: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(to: CGPoint, control: CGPoint)
    case cubic(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close
}

/// A straight line from one point to another.
public struct Segment: Equatable, Sendable {
    public let from: CGPoint
    public let to: CGPoint
}

/// How a stroke looks.
public struct StrokeLook: Equatable, Sendable {
    public let width: CGFloat
    public let roundCaps: Bool
    /// Dash and gap lengths; empty for a solid line.
    public let dash: [CGFloat]

    public init(width: CGFloat, roundCaps: Bool = false, dash: [CGFloat] = []) {
        self.width = width
        self.roundCaps = roundCaps
        self.dash = dash
    }
}

/// One thing the board view draws, in order: what `BoardPainter` makes of
/// the core's geometry and board state. The view only renders these.
public enum BoardShape: Equatable, Sendable {
    case fill(ShapeOutline, PaintColour)
    case stroke(ShapeOutline, PaintColour, StrokeLook)
    /// A coordinate label centred on `at`.
    case text(String, at: CGPoint, size: CGFloat, PaintColour)
}
