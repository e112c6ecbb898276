import BoardloreEngine
import Foundation

/// Runs the engine's blocking searches away from the main actor.
///
/// The engine's `think` and `hint` are synchronous and may take a second or
/// more, so each runs in a detached task; the main actor only awaits the
/// result. Cancelling the awaiting task calls the engine's `cancel()`, which
/// makes the search return (with `Cancelled`) within 50 ms.
public struct ComputerPlayer: Sendable {
    /// Runs in the search task just before the engine call. Tests land a
    /// cancel there: the last moment before the engine knows of the search.
    let beforeEngineCall: @Sendable () -> Void

    public init() {
        self.init(beforeEngineCall: {})
    }

    init(beforeEngineCall: @escaping @Sendable () -> Void) {
        self.beforeEngineCall = beforeEngineCall
    }

    /// Searches for the side to move and plays the move found. The engine
    /// refuses (with `StalePosition`) to play a move found for a position
    /// that has changed meanwhile.
    public func play(in match: GameMatch, level: ComputerLevel) async throws -> MoveDescription {
        let engineLevel = level.engineLevel
        return try await search(match) { try match.think(level: engineLevel).best }
    }

    /// Searches for a move to suggest; the engine marks it on the board
    /// (`SquareState.hint`) until the position changes.
    public func hint(in match: GameMatch, level: ComputerLevel) async throws -> MoveDescription {
        let engineLevel = level.engineLevel
        return try await search(match) { try match.hint(level: engineLevel).best }
    }

    /// Runs a blocking engine call in a detached task. The engine's `cancel()`
    /// stops the searches that are running; the flag stops one that has not
    /// started yet when the cancel comes.
    private func search(
        _ match: GameMatch, _ call: @escaping @Sendable () throws -> MoveDescription
    ) async throws -> MoveDescription {
        let cancelled = CancelFlag()
        let beforeEngineCall = self.beforeEngineCall
        return try await withTaskCancellationHandler {
            try await Task.detached(priority: .userInitiated) {
                if cancelled.isSet { throw CancellationError() }
                beforeEngineCall()
                return try call()
            }.value
        } onCancel: {
            cancelled.set()
            match.cancel()
        }
    }
}

/// A flag set from the cancellation handler and read by the search task.
private final class CancelFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
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
