import BoardloreEngine
import Foundation

/// Runs the core's review of a game (`ReviewJob`) on a thread of its own,
/// reporting its progress meanwhile; cancelling the awaiting task cancels
/// the review within milliseconds (the job then throws `Cancelled`).
public enum ReviewRunner {
    /// How often the progress is read while the review runs.
    static let pollInterval: Duration = .milliseconds(200)

    public static func run(
        _ job: ReviewJob, progress: @escaping @Sendable (UInt32, UInt32) -> Void = { _, _ in }
    ) async throws -> GameReviewView {
        let work = Task.detached(priority: .userInitiated) { try job.run() }
        let poll = Task.detached(priority: .utility) {
            while !Task.isCancelled {
                let now = job.progress()
                progress(now.done, now.total)
                try? await Task.sleep(for: pollInterval)
            }
        }
        defer { poll.cancel() }
        return try await withTaskCancellationHandler {
            try await work.value
        } onCancel: {
            job.cancel()
        }
    }
}
