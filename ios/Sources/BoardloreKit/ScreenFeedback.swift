import BoardloreEngine
import Foundation

/// A sentence for VoiceOver to read once.
public struct Announcement: Equatable, Sendable {
    public let serial: Int
    public let text: String
}

/// A cue the core asked for (a selection, a move, a placement, a capture,
/// an illegal tap, won, lost, drawn), once: `serial` changes with every one. The core
/// says which sound and which haptic it deserves.
public struct Feedback: Equatable, Sendable {
    public let serial: Int
    public let cue: Cue

    /// The core's haptic for the cue, when haptics are on.
    public func haptic(enabled: Bool) -> HapticKind? {
        enabled ? cueFeedback(cue: cue).haptic : nil
    }

    /// The file name (without `.wav`) of the sound to play when sound is on:
    /// the project's own `sound_<name>.wav`, the name the core gives the cue
    /// (none for a cue that is only felt, a selection).
    public func soundFile(enabled: Bool) -> String? {
        guard enabled, let sound = cueFeedback(cue: cue).sound else { return nil }
        return "sound_" + sound
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
