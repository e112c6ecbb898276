import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// A panic inside the Rust engine reaches Swift as UniFFI's internal error
/// (`rustPanic`), not as a `BoardloreError`. The model must say that
/// something went wrong and keep the game, never crash. The library's
/// debug-build-only hook `debugPanicInNextSearch()` makes the next search of
/// any match panic. It is process-wide, so this suite runs in a process of
/// its own (`scripts/test-ios` runs it apart from the others, which would
/// otherwise take its panic or give it theirs) and one test at a time.
@MainActor
@Suite(.serialized)
struct EnginePanicTests {
    @Test func aPanicInEveryComputerSearchLeavesTheGameAsItWas() async throws {
        let store = try temporaryStore()
        // The computer has the goats, who move first. Every search it runs
        // panics: the hook is armed again on the search thread before each.
        let setup = MatchSetup(gameId: "bagh-chal", opponent: .computer(human: .second, level: .easy))
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let panicking = ComputerPlayer(beforeRun: { _ = debugPanicInNextSearch() })
        let model = GameModel(match: match, setup: setup, store: store, computer: panicking)
        model.autosave()
        let start: BoardState = model.board
        model.screenAppeared()
        #expect(model.isThinking)
        // The first failure is retried once; the second ends the attempt.
        let settled = await waitUntil(seconds: 20) { model.message != nil && !model.isThinking }
        #expect(settled)
        #expect(model.message == EngineErrorText.engineFailure)
        #expect(!model.isThinking)
        #expect(model.history.isEmpty)
        #expect(model.status.ply == 0)
        #expect(model.board.squares == start.squares)
        #expect(match.history().isEmpty)
        #expect(!match.isThinking())
        // The store still keeps the game, and it opens.
        #expect(try kept("bagh-chal", in: store).status().ply == 0)
    }

    @Test func aPanicInTheComputersSearchIsRetriedAndTheGameGoesOn() async throws {
        let store = try temporaryStore()
        let setup = MatchSetup(gameId: "bagh-chal", opponent: .computer(human: .second, level: .easy))
        let model = try await GameModel.start(setup, store: store)
        #expect(debugPanicInNextSearch(), "the tests link a debug build of the library")
        model.screenAppeared()
        let replied = await waitUntil(seconds: 20) { model.history.count == 1 && !model.isThinking }
        #expect(replied)
        // The panic was shown in plain words, not as the panic's own text.
        #expect(model.message == EngineErrorText.engineFailure)
        #expect(model.history.first?.side == model.game.sides[0].side)
        #expect(model.lastPlayed?.byComputer == true)
        #expect(model.canHumanMove)
        // The computer's move is saved.
        #expect(try kept("bagh-chal", in: store).status().ply == 1)
    }

    @Test func aPanicWhileFindingAHintKeepsTheGamePlayable() async throws {
        let setup = MatchSetup(gameId: "chiangmai-checkers", opponent: .twoPlayers)
        let model = try await GameModel.start(setup, store: nil)
        // The same moves on a match of the test's own, to know the replies.
        let mirror = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let opening: MoveDescription = mirror.legalMoves()[0]
        enter(opening, on: model)
        _ = try mirror.play(notation: opening.notation)
        let board: BoardState = model.board
        #expect(model.history.count == 1)
        #expect(debugPanicInNextSearch(), "the tests link a debug build of the library")
        model.hintLevel = .easy
        model.requestHint()
        let ended = await waitUntil(seconds: 20) { !model.isFindingHint }
        #expect(ended)
        #expect(model.message == EngineErrorText.engineFailure)
        #expect(model.history.count == 1)
        #expect(model.board.squares == board.squares)
        #expect(model.board.hint == nil)
        // The game goes on: the player dismisses the message and moves.
        model.isShowingMessage = false
        #expect(model.canHint)
        enter(mirror.legalMoves()[0], on: model)
        #expect(model.history.count == 2)
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
