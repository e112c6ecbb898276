import BoardloreEngine
import Foundation

/// A piece carried by a drag: the square it came from and where the finger is.
public struct LiftedPiece: Equatable, Sendable {
    public let square: UInt32
    public let location: CGPoint
}

/// A touch on the board, from finger down to finger up. A touch that barely
/// moves is a tap on the square under it; one that moves picks up the piece
/// it started on and drops it where it ends.
public struct BoardTouch: Equatable, Sendable {
    /// How far (in points) a finger must move before a touch is a drag.
    public static let dragDistance: CGFloat = 10

    /// The square the touch started on, if any.
    public let start: UInt32?
    public let startLocation: CGPoint
    public private(set) var location: CGPoint
    /// The touch has moved far enough to be a drag.
    public private(set) var moved = false

    public init(at startLocation: CGPoint, layout: BoardLayout, geometry: BoardGeometry) {
        self.start = layout.square(at: startLocation, in: geometry)
        self.startLocation = startLocation
        self.location = startLocation
    }

    /// The finger moved to `location`. Returns the square whose piece to
    /// pick up when the touch has just become a drag.
    public mutating func move(to location: CGPoint) -> UInt32? {
        self.location = location
        guard !moved, distance(startLocation, location) > BoardTouch.dragDistance else { return nil }
        moved = true
        return start
    }

    /// What the lifted finger means, at `location`.
    public func end(at location: CGPoint, layout: BoardLayout, geometry: BoardGeometry) -> TouchEnding {
        if moved {
            return .drop(layout.square(at: location, in: geometry))
        }
        if let start {
            return .tap(start)
        }
        return .clearSelection
    }

    /// The piece the drag carries: only when it is the selected piece (the
    /// core decides whether picking it up selected it).
    public func lifted(selection: [UInt32]) -> LiftedPiece? {
        guard moved, let start, selection.last == start else { return nil }
        return LiftedPiece(square: start, location: location)
    }
}

/// What a touch that ended does.
public enum TouchEnding: Equatable, Sendable {
    /// A drag dropped over a square (`nil`: off the board).
    case drop(UInt32?)
    /// A tap on a square.
    case tap(UInt32)
    /// A tap off the squares.
    case clearSelection
}

extension TouchEnding {
    /// The game screen's action for it.
    public var action: GameAction {
        switch self {
        case .drop(let square): return .dragEnded(square: square)
        case .tap(let square): return .tap(square: square)
        case .clearSelection: return .clearSelection
        }
    }
}
