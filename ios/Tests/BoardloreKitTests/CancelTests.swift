import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Cancelling the game screen's search, or changing the game under it, at
/// every stage of its life, through the handle as the model drives it. Not
/// on the main actor: other suites keep it busy. Nothing here is timed: a
/// cancelled search answers `cancelled`, and plays no move.
struct CancelTests {
    /// A screen whose computer (expert) has the first move, shown: its
    /// search job is asked for.
    func thinking(_ gameId: String) throws -> (GameScreenHandle, UInt64) {
        let screen = try GameScreenHandle(setup: against(gameId, human: .second, level: .expert), language: .en)
        let update = screen.act(action: .shown)
        for case .startSearch(let job, _, _) in update.effects {
            return (screen, job)
        }
        throw BoardloreError.Internal(message: "the computer did not start thinking")
    }

    /// Whether `answer` says the search was cancelled.
    func isCancelled(_ answer: GameAction) -> Bool {
        if case .searchFailed(_, .cancelled) = answer { return true }
        return false
    }

    @Test func cancelEndsASearch() async throws {
        let (screen, job) = try thinking("buff-and-green")
        let search = Task { await onThread { screen.runSearch(job: job) } }
        try await Task.sleep(for: .milliseconds(30))
        // The screen going away cancels its search (the handle sets the flag).
        _ = screen.act(action: .hidden)
        let answer = await search.value
        // A search that ran its course would answer with a move.
        #expect(isCancelled(answer), "\(answer)")
        #expect(screen.act(action: answer).frame.turns.isEmpty)
    }

    /// A cancel that comes before the engine has begun the search (the
    /// thread not yet started, or started but not yet inside the engine)
    /// must stop it all the same: a search that plays its move after a
    /// cancel is a lost race. Swept over delays from none to a few
    /// milliseconds, so that some cancels land in every stage of starting.
    @Test func aCancelBeforeTheSearchStartsStopsIt() async throws {
        let (screen, first) = try thinking("buff-and-green")
        var job = first
        for delay in [0, 0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] {
            let current = job
            let search = Task { await onThread { screen.runSearch(job: current) } }
            if delay > 0 {
                try await Task.sleep(for: .microseconds(delay))
            }
            _ = screen.act(action: .hidden)
            let answer = await search.value
            #expect(isCancelled(answer), "cancelled \(delay) µs after it began: \(answer)")
            #expect(screen.act(action: answer).frame.turns.isEmpty)
            for case .startSearch(let next, _, _) in screen.act(action: .shown).effects {
                job = next
            }
        }
        #expect(screen.frame().turns.isEmpty)
    }

    /// The cancel lands before the search is run at all: it never searches.
    @Test func aCancelJustBeforeTheJobRunsStopsIt() throws {
        let (screen, job) = try thinking("buff-and-green")
        _ = screen.act(action: .hidden)
        let answer = screen.runSearch(job: job)
        #expect(isCancelled(answer), "\(answer)")
        #expect(screen.act(action: answer).frame.turns.isEmpty)
    }

    /// The game changes while a hint is searched: the move found, for the
    /// position it was asked about, is never shown or played.
    @Test func aMoveFoundForAnOldPositionIsNotPlayed() throws {
        let screen = try GameScreenHandle(setup: twoPlayers("seega"), language: .en)
        _ = screen.act(action: .shown)
        var job: UInt64? = nil
        for case .startSearch(let hint, _, _) in screen.act(action: .hint).effects {
            job = hint
        }
        let hint = try #require(job)
        let match = try GameMatch(gameId: "seega", options: [])
        let moves: [MoveDescription] = match.legalMoves()
        for square in moves[0].taps {
            _ = screen.act(action: .tap(square: square))
        }
        #expect(screen.frame().lastMove?.notation == moves[0].notation)
        // The search's answer, found for the old position, comes late.
        let late = screen.act(action: .searchFound(job: hint, moveIndex: 1, notation: moves[1].notation))
        #expect(late.frame.lastMove?.notation == moves[0].notation)
        #expect(late.frame.hint == nil)
        #expect(late.effects.isEmpty)
        #expect(isCancelled(screen.runSearch(job: hint)))
    }
}
