import BoardloreEngine
import Foundation

/// Runs the engine's blocking searches away from the main actor.
///
/// The engine's `think` and `hint` are synchronous and may take a second or
/// more, so each runs in a detached task; the main actor only awaits the
/// result. Cancelling the awaiting task calls the engine's `cancel()`, which
/// makes the search return (with `Cancelled`) within 50 ms.
public struct ComputerPlayer: Sendable {
    public init() {}

    /// Searches for the side to move and plays the move found. The engine
    /// refuses (with `StalePosition`) to play a move found for a position
    /// that has changed meanwhile.
    public func play(in match: GameMatch, level: ComputerLevel) async throws -> MoveDescription {
        let engineLevel = level.engineLevel
        return try await withTaskCancellationHandler {
            try await Task.detached(priority: .userInitiated) {
                try match.think(level: engineLevel).best
            }.value
        } onCancel: {
            match.cancel()
        }
    }

    /// Searches for a move to suggest; the engine marks it on the board
    /// (`SquareState.hint`) until the position changes.
    public func hint(in match: GameMatch, level: ComputerLevel) async throws -> MoveDescription {
        let engineLevel = level.engineLevel
        return try await withTaskCancellationHandler {
            try await Task.detached(priority: .userInitiated) {
                try match.hint(level: engineLevel).best
            }.value
        } onCancel: {
            match.cancel()
        }
    }
}

extension ComputerLevel {
    /// The engine's own level.
    public var engineLevel: AiLevel {
        switch self {
        case .easy: return AiLevel.easy
        case .medium: return AiLevel.medium
        case .hard: return AiLevel.hard
        case .expert: return AiLevel.expert
        }
    }
}
