import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// A panic inside the Rust engine's search must never crash the app: the
/// handle catches it and the core's screen says that something went wrong,
/// keeps the game, and starts the computer's search once more. The library's
/// debug-build-only hook `debugPanicInNextSearch()` makes the next search of
/// any match panic. It is process-wide, so this suite runs in a process of
/// its own (`scripts/test-ios` runs it apart from the others, which would
/// otherwise take its panic or give it theirs) and one test at a time.
@MainActor
@Suite(.serialized)
struct EnginePanicTests {
    @Test func aPanicInEveryComputerSearchLeavesTheGameAsItWas() throws {
        let store = try temporaryStore()
        // The computer has the goats, who move first. Each of its searches
        // panics: the core starts it once more, then waits, showing why.
        // Driven step by step through the handle, as the model drives it.
        let screen = try GameScreenHandle(
            setup: against("bagh-chal", human: .second, level: .easy), language: .en)
        let start = screen.frame().squares
        var update = screen.act(action: .shown)
        var errors = 0
        for _ in 0..<3 {
            for effect in update.effects {
                if case .save(let save, _) = effect { _ = screen.saveTo(store: store.store, save: save) }
                if case .showError(let text) = effect {
                    #expect(text.contains("debug_panic_in_next_search"))
                    errors += 1
                }
            }
            let jobs = update.effects.compactMap { effect -> UInt64? in
                if case .startSearch(let job, _, _) = effect { return job }
                return nil
            }
            guard let job = jobs.first else { break }
            #expect(debugPanicInNextSearch(), "the tests link a debug build of the library")
            update = screen.act(action: screen.runSearch(job: job))
        }
        #expect(errors == 2)
        #expect(update.frame.busy == .idle)
        #expect(update.frame.turns.isEmpty)
        #expect(update.frame.squares == start)
        // The store still keeps the game, and it opens.
        #expect(try kept("bagh-chal", in: store).status().ply == 0)
        // Showing the screen again tries again.
        update = screen.act(action: .hidden)
        update = screen.act(action: .shown)
        #expect(update.frame.busy == .thinking)
    }

    @Test func aPanicWhileFindingAHintKeepsTheGamePlayable() async throws {
        let model = try shown(twoPlayers("chiangmai-checkers"))
        // The same moves on a match of the test's own, to know the replies.
        let mirror = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let opening: MoveDescription = mirror.legalMoves()[0]
        enter(opening, on: model)
        _ = try mirror.play(notation: opening.notation)
        let squares = model.frame.squares
        #expect(model.frame.turns.count == 1)
        #expect(debugPanicInNextSearch(), "the tests link a debug build of the library")
        model.send(.hint)
        let ended = await waitUntil(seconds: 20) { model.frame.busy == .idle }
        #expect(ended)
        #expect(model.message?.contains("debug_panic_in_next_search") == true)
        #expect(model.frame.turns.count == 1)
        #expect(model.frame.squares == squares)
        #expect(model.frame.hint == nil)
        // The game goes on: the player dismisses the message and moves.
        model.isShowingMessage = false
        #expect(model.frame.canHint)
        enter(mirror.legalMoves()[0], on: model)
        #expect(model.frame.turns.count == 2)
        #expect(model.message == nil)
    }

    @Test func throughTheScreenAPanicInTheComputersSearchIsShownAndRetried() async throws {
        // The computer has the goats, who move first.
        let seats = Seats(first: .computer(level: .easy), second: .human)
        let setup = GameSetup(gameId: "bagh-chal", options: [], seats: seats, budget: nil)
        let model = try GameScreenModel.start(setup, language: .en, store: nil)
        #expect(debugPanicInNextSearch(), "the tests link a debug build of the library")
        model.send(.shown)
        #expect(model.frame.busy == .thinking)
        // The core shows the failure and starts the search once more.
        let replied = await waitUntil(seconds: 20) { model.frame.turns.count == 1 && model.frame.busy == .idle }
        #expect(replied)
        let message = try #require(model.message)
        #expect(message.contains("debug_panic_in_next_search"))
        #expect(model.frame.acceptsTaps)
    }
}
