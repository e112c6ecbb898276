import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Cancelling a search, or changing the match under it, at every stage of
/// its life. Not on the main actor: other suites keep it busy, and these
/// tests time how quickly a cancelled search returns.
struct CancelTests {
    @Test func cancelEndsASearchQuickly() async throws {
        let match = try GameMatch(gameId: "buff-and-green", options: [])
        let player = ComputerPlayer()
        let search = Task { try await player.run(match.requestThink(level: .expert)) }
        try await Task.sleep(for: .milliseconds(30))
        let clock = ContinuousClock()
        let start = clock.now
        search.cancel()
        let result = await search.result
        let elapsed = clock.now - start
        switch result {
        case .success(let move):
            // Only if the search had already finished in 30 ms.
            Issue.record("the search was not cancelled: it played \(move.notation)")
        case .failure(let error):
            #expect(EngineErrorText.isStaleSearch(error))
        }
        // The engine promises 50 ms; the rest is slack for a busy test machine.
        #expect(elapsed < .milliseconds(300))
    }

    /// A cancel that comes before the engine has begun the search (the
    /// task not yet started, or started but not yet inside the engine) must
    /// stop it all the same: a search that plays its move after a cancel is
    /// a lost race. Swept over delays from none to a few milliseconds, so
    /// that some cancels land in every stage of starting a search.
    @Test func aCancelBeforeTheSearchStartsStopsIt() async throws {
        let match = try GameMatch(gameId: "buff-and-green", options: [])
        let player = ComputerPlayer()
        for delay in [0, 0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] {
            let search = Task { try await player.run(match.requestThink(level: .expert)) }
            if delay > 0 {
                try await Task.sleep(for: .microseconds(delay))
            }
            search.cancel()
            switch await search.result {
            case .success(let move):
                Issue.record("cancelled \(delay) µs after it began, the search still played \(move.notation)")
            case .failure(let error):
                #expect(EngineErrorText.isStaleSearch(error), "\(error)")
            }
        }
        let history: [MoveDescription] = match.history()
        #expect(history.isEmpty)
    }

    /// The cancel lands at the last moment before the engine searches: the
    /// search has been asked for and its thread has started, but the engine
    /// has not begun. It must still stop it, at once.
    @Test func aCancelJustBeforeTheJobRunsStopsIt() async throws {
        let match = try GameMatch(gameId: "buff-and-green", options: [])
        let player = ComputerPlayer(beforeRun: { match.cancel() })
        let clock = ContinuousClock()
        let start = clock.now
        let result = await Task { try await player.run(match.requestThink(level: .expert)) }.result
        let elapsed = clock.now - start
        switch result {
        case .success(let move):
            Issue.record("the search was cancelled before it began, yet it played \(move.notation)")
        case .failure(let error):
            #expect(EngineErrorText.isStaleSearch(error), "\(error)")
        }
        let history: [MoveDescription] = match.history()
        #expect(history.isEmpty)
        // Expert thinks for 1.5 s; returning well before that shows the search
        // never ran. The margin is wide because CI machines are loaded.
        #expect(elapsed < .milliseconds(1000))
    }

    /// The match changes while the engine thinks: the move it finds, for the
    /// position it was asked about, is refused and never played.
    @Test func aMoveFoundForAnOldPositionIsNotPlayed() async throws {
        let match = try GameMatch(gameId: "seega", options: [])
        let player = ComputerPlayer()
        let job = try match.requestThink(level: .expert)
        let search = Task { try await player.run(job) }
        try await Task.sleep(for: .milliseconds(50))
        // The board can be read and changed while the engine thinks.
        let moves: [MoveDescription] = match.legalMoves()
        let played: MoveDescription = try match.play(notation: moves[0].notation)
        let result = await search.result
        if case .success(let move) = result {
            Issue.record("a move for the old position was played: \(move.notation)")
        }
        let history: [MoveDescription] = match.history()
        #expect(history.map(\.notation) == [played.notation])
    }

    /// The same when the change comes after the search was asked for but
    /// before it runs.
    @Test func aChangeBeforeTheJobRunsMakesItStale() async throws {
        let match = try GameMatch(gameId: "seega", options: [])
        let first = try #require(match.legalMoves().first)
        let player = ComputerPlayer(beforeRun: { _ = try? match.play(notation: first.notation) })
        let result = await Task { try await player.run(match.requestThink(level: .expert)) }.result
        switch result {
        case .success(let move):
            Issue.record("a move for the old position was played: \(move.notation)")
        case .failure(let error):
            #expect(EngineErrorText.isStaleSearch(error), "\(error)")
        }
        let history: [MoveDescription] = match.history()
        #expect(history.map(\.notation) == [first.notation])
    }

    /// The engine's side of it: a job cancelled, or whose match is
    /// cancelled or changed, before it runs never searches or plays.
    @Test func aJobCancelledBeforeItRunsNeverPlays() throws {
        let match = try GameMatch(gameId: "seega", options: [])
        let cancelled = try match.requestThink(level: .expert)
        cancelled.cancel()
        #expect(isCancelled(failure(of: cancelled)))

        let matchCancelled = try match.requestHint(level: .expert)
        match.cancel()
        #expect(isCancelled(failure(of: matchCancelled)))

        let overtaken = try match.requestThink(level: .expert)
        let moves: [MoveDescription] = match.legalMoves()
        _ = try match.play(notation: moves[0].notation)
        #expect(failure(of: overtaken) != nil)
        let history: [MoveDescription] = match.history()
        #expect(history.count == 1)
        #expect(match.board().hint == nil)
    }

    /// The engine's error from running `job`; `nil` if it found a move.
    func failure(of job: SearchJob) -> BoardloreError? {
        do {
            _ = try job.run()
            return nil
        } catch {
            return error as? BoardloreError
        }
    }

    func isCancelled(_ error: BoardloreError?) -> Bool {
        if case .Cancelled = error { return true }
        return false
    }
}
