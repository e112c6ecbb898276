import BoardloreEngine
import Foundation

/// Readable text for errors from the engine. The generated error type
/// describes itself for debugging only (`IllegalMove(message: "...")`);
/// players see the message the core wrote.
public enum EngineErrorText {
    public static func message(for error: any Error) -> String {
        guard let engineError = error as? BoardloreError else {
            return error.localizedDescription
        }
        switch engineError {
        case .UnknownGame(let message),
            .BadOption(let message),
            .BadPosition(let message),
            .BadNotation(let message),
            .IllegalMove(let message),
            .GameOver(let message),
            .NothingToUndo(let message),
            .NothingToRedo(let message),
            .CorruptSave(let message),
            .InvalidSquare(let message),
            .Cancelled(let message),
            .StalePosition(let message),
            .Internal(let message):
            return message
        }
    }

    /// Whether the error only says that a search result no longer applies:
    /// it was cancelled, or the position changed meanwhile. Such results are
    /// dropped silently.
    public static func isStaleSearch(_ error: any Error) -> Bool {
        if error is CancellationError { return true }
        guard let engineError = error as? BoardloreError else { return false }
        switch engineError {
        case .Cancelled, .StalePosition: return true
        default: return false
        }
    }
}
