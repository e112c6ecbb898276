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

/// Something worth a haptic and maybe a sound. `cue` is the core's name for
/// the event (a move, a placement, a capture, an illegal tap, won, lost,
/// drawn); the core says which sound and which haptic it deserves.
public struct Feedback: Equatable, Sendable {
    public let serial: Int
    public let kind: FeedbackKind
    public let cue: Cue?

    public init(serial: Int, kind: FeedbackKind, cue: Cue? = nil) {
        self.serial = serial
        self.kind = kind
        self.cue = cue
    }
}

/// A haptic, in the terms of SwiftUI's `SensoryFeedback`.
public enum Haptic: Equatable, Sendable {
    case selection
    case lightImpact
    case mediumImpact
    case heavyImpact
    case error
    case success
    case warning
}

extension FeedbackKind {
    /// The haptic when the core names no cue (a selection, a resignation).
    public var haptic: Haptic {
        switch self {
        case .selection: return .selection
        case .move: return .lightImpact
        case .capture: return .mediumImpact
        case .illegal: return .error
        case .gameOver: return .warning
        }
    }

    /// The kind of feedback a core cue is.
    public init(cue: Cue) {
        switch cue {
        case .move, .placement: self = .move
        case .capture: self = .capture
        case .illegal: self = .illegal
        case .won, .lost, .drawn: self = .gameOver
        }
    }
}

extension Haptic {
    /// The core's haptic for a cue.
    public init(_ kind: HapticKind) {
        switch kind {
        case .light: self = .lightImpact
        case .heavy: self = .heavyImpact
        case .error: self = .error
        case .success: self = .success
        case .warning: self = .warning
        }
    }
}

extension Feedback {
    /// The haptic to play when haptics are on: the core's for its cue.
    public func haptic(enabled: Bool) -> Haptic? {
        guard enabled else { return nil }
        guard let cue else { return kind.haptic }
        return Haptic(cueFeedback(cue: cue).haptic)
    }

    /// The file name (without `.wav`) of the sound to play when sound is on:
    /// the project's own `sound_<name>.wav`, the name the core gives the cue.
    public func soundFile(enabled: Bool) -> String? {
        guard enabled, let cue else { return nil }
        return "sound_" + cueFeedback(cue: cue).sound
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
