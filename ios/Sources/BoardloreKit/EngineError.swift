import BoardloreEngine
import Foundation

/// Readable text for errors from the engine. The generated error type
/// describes itself for debugging only (`IllegalMove(message: "...")`);
/// players see the message the core wrote.
public enum EngineErrorText {
    /// What players see when the engine itself failed (see `isEngineFailure`).
    public static var engineFailure: String {
        Chrome.text("Something went wrong in the engine. The game is kept as it was.")
    }

    public static func message(for error: any Error) -> String {
        if isEngineFailure(error) { return engineFailure }
        if let browseError = error as? BrowseError {
            switch browseError {
            case .NoSuchPly(let message),
                .NoSuchMove(let message),
                .OtherGame(let message),
                .Match(let message),
                .NoGame(let message):
                return message
            }
        }
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
            .Store(let message),
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

    /// Whether the engine itself failed, rather than refusing what it was
    /// asked: a Rust panic, which UniFFI throws as its own (file-private)
    /// `UniffiInternalError.rustPanic`, not as a `BoardloreError`, or the
    /// core's `Internal` error. Its text means nothing to players. The match
    /// object outlives it, so the model reads the match again (the match is
    /// the truth) and the game goes on.
    public static func isEngineFailure(_ error: any Error) -> Bool {
        if error is CancellationError || error is BrowseError { return false }
        guard let engineError = error as? BoardloreError else { return true }
        if case .Internal = engineError { return true }
        return false
    }
}
