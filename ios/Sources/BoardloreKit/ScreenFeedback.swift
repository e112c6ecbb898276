import BoardloreEngine
import Foundation

/// A move to animate, once: `serial` changes with every move played.
public struct PlayedMove: Equatable, Sendable {
    public let serial: Int
    public let move: MoveDescription
    /// The board just before the move, to draw the moving and captured pieces.
    public let before: BoardState
    public let byComputer: Bool
}

/// A sentence for VoiceOver to read once.
public struct Announcement: Equatable, Sendable {
    public let serial: Int
    public let text: String
}

/// What kind of haptic (and sound) a user action deserves.
public enum FeedbackKind: Equatable, Sendable {
    case selection
    case move
    case capture
    case illegal
    case gameOver
}

public struct Feedback: Equatable, Sendable {
    public let serial: Int
    public let kind: FeedbackKind
}

/// A haptic, in the terms of SwiftUI's `SensoryFeedback`.
public enum Haptic: Equatable, Sendable {
    case selection
    case lightImpact
    case mediumImpact
    case error
    case success
}

extension FeedbackKind {
    /// The haptic for what just happened on the board.
    public var haptic: Haptic {
        switch self {
        case .selection: return .selection
        case .move: return .lightImpact
        case .capture: return .mediumImpact
        case .illegal: return .error
        case .gameOver: return .success
        }
    }

    /// The iOS system sound to play, if any: a soft click for a move.
    public var systemSound: UInt32? {
        switch self {
        case .move: return 1104
        case .capture: return 1105
        case .gameOver: return 1025
        case .selection, .illegal: return nil
        }
    }
}

extension Feedback {
    /// The haptic to play when haptics are on.
    public func haptic(enabled: Bool) -> Haptic? {
        enabled ? kind.haptic : nil
    }

    /// The system sound to play when sound is on.
    public func systemSound(enabled: Bool) -> UInt32? {
        enabled ? kind.systemSound : nil
    }
}

/// How the game screen arranges itself for its size.
public enum ScreenArrangement: Equatable, Sendable {
    /// Board beside the panel: clearly wider than tall (landscape, iPad).
    case sideBySide
    /// Status, board, controls and moves in a column.
    case stacked

    public init(width: CGFloat, height: CGFloat) {
        self = width > height * 1.1 ? .sideBySide : .stacked
    }
}
