import BoardloreEngine
import Foundation

/// Runs the engine's blocking searches away from the main actor.
///
/// A search is asked for first, on the caller's actor: the engine's
/// `requestComputerMove` / `requestHint` return a `SearchJob` for the match as it
/// is now. From then on a `cancel()` of the match, or any change of it,
/// stops that job, even before it has begun to run. The job then runs
/// (blocking, up to the level's budget) on a thread of its own; the caller
/// only awaits it. Cancelling the awaiting task cancels the job, which then
/// returns `Cancelled` within 50 ms, or at once if it has not started.
public struct ComputerPlayer: Sendable {
    /// Runs on the search thread just before the job runs. Tests land a
    /// cancel or a change of the match there: after the search was asked
    /// for and its thread started, before the engine searches.
    let beforeRun: @Sendable () -> Void

    public init() {
        self.init(beforeRun: {})
    }

    init(beforeRun: @escaping @Sendable () -> Void) {
        self.beforeRun = beforeRun
    }

    /// The stack of a search thread, as large as a Rust main thread's.
    static let searchStackSize = 8 << 20

    /// Asks for the computer's move in the match as it is now, at its seat's
    /// level (the core says whether the computer is to move); `run` plays it.
    public func requestMove(in match: GameMatch) throws -> SearchJob {
        try match.requestComputerMove()
    }

    /// Asks for a move to suggest; once `run` finds it, the engine marks it
    /// on the board (`SquareState.hint`) until the position changes.
    public func requestHint(in match: GameMatch, level: ComputerLevel) throws -> SearchJob {
        try match.requestHint(level: level.engineLevel)
    }

    /// Runs a job on a thread of its own and returns its move: the move played
    /// (a move job) or suggested (a hint job). Fails with the engine's
    /// `Cancelled` when cancelled, and `StalePosition` when the match
    /// changed since the job was asked for (nothing is played then).
    public func run(_ job: SearchJob) async throws -> MoveDescription {
        let beforeRun = self.beforeRun
        return try await withTaskCancellationHandler {
            // A thread of its own: a search blocks its thread for up to the
            // level's budget, and both Swift's task threads and dispatch's
            // worker threads are as many as the cores; a search there holds
            // up everything queued behind it.
            try await withCheckedThrowingContinuation { continuation in
                let thread = Thread {
                    beforeRun()
                    continuation.resume(with: Result { try job.run().best })
                }
                thread.name = "boardlore search"
                thread.qualityOfService = .userInitiated
                // The engine's search recurses; secondary threads on Apple
                // platforms get only 512 KiB by default.
                thread.stackSize = ComputerPlayer.searchStackSize
                thread.start()
            }
        } onCancel: {
            job.cancel()
        }
    }

    /// Asks for the computer's move and plays it.
    public func play(in match: GameMatch) async throws -> MoveDescription {
        try await run(requestMove(in: match))
    }
}

extension ComputerLevel {
    /// The app's form of an engine level.
    public init(_ level: Level) {
        switch level {
        case .easy: self = .easy
        case .medium: self = .medium
        case .hard: self = .hard
        case .expert: self = .expert
        case .perfect: self = .perfect
        }
    }

    /// The engine's own level.
    public var engineLevel: Level {
        switch self {
        case .easy: return Level.easy
        case .medium: return Level.medium
        case .hard: return Level.hard
        case .expert: return Level.expert
        case .perfect: return Level.perfect
        }
    }
}
