import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The computer player: searches run off the main actor, can be cancelled,
/// and a result for a position that has changed is dropped.
@MainActor
struct ComputerTests {
    @Test func theComputerRepliesWhileTheMainActorStaysFree() async throws {
        // The computer has the goats, who move first, so it starts at once.
        let setup = MatchSetup(gameId: "bagh-chal", opponent: .computer(human: .second, level: .easy))
        let model = try await GameModel.start(setup, store: nil)
        model.startComputerIfItsTurn()
        #expect(model.isThinking)
        // The main actor is not blocked: this runs while the engine thinks.
        #expect(model.board.squares.count == 25)
        let replied = await waitUntil(seconds: 20) { !model.isThinking }
        #expect(replied)
        #expect(model.history.count == 1)
        #expect(model.canHumanMove)
        #expect(model.lastPlayed?.byComputer == true)
    }

    @Test func undoWhileTheComputerThinksDropsItsMove() async throws {
        // The player has the goats (first); after their move the tigers think.
        let setup = MatchSetup(gameId: "bagh-chal", opponent: .computer(human: .first, level: .expert))
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let model = GameModel(match: match, setup: setup, store: nil)
        enter(match.legalMoves()[0], on: model)
        #expect(model.isThinking)
        model.undo()
        #expect(!model.isThinking)
        #expect(model.history.isEmpty)
        // Longer than the expert's budget: nothing arrives late.
        try await Task.sleep(for: .milliseconds(2000))
        #expect(model.history.isEmpty)
        #expect(match.history().isEmpty)
        #expect(!model.isThinking)
    }

    @Test func aHintIsShownOnTheBoard() async throws {
        let setup = MatchSetup(gameId: "chiangmai-checkers", opponent: .twoPlayers)
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let model = GameModel(match: match, setup: setup, store: nil)
        model.hintLevel = .easy
        model.requestHint()
        #expect(model.isFindingHint)
        let found = await waitUntil(seconds: 20) { !model.isFindingHint }
        #expect(found)
        let board: BoardState = model.board
        #expect(board.hint != nil)
        #expect(board.squares.contains { (square: SquareState) -> Bool in square.hint })
        #expect(model.history.isEmpty)
        // VoiceOver hears the hinted move in the core's words.
        let said = try #require(model.announcement)
        #expect(said.text.hasPrefix("Hint: "))
        #expect(said.text == match.hintAnnouncement()?.text)
        // The screen shows the core's line about the hint while it shows.
        let line = try #require(model.hintText)
        #expect(line == match.hintText())
        #expect(line.hasPrefix("Hint: "))
        let move = try #require(match.legalMoves().first)
        enter(move, on: model)
        #expect(model.history.count == 1)
        #expect(model.hintText == nil)
    }
}
