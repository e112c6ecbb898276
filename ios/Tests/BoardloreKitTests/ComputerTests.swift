import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The computer through the game screen: its searches run off the main
/// actor, undo stops them, and a hint is searched at the core's level.
@MainActor
struct ComputerTests {
    @Test func theComputerRepliesWhileTheMainActorStaysFree() async throws {
        // The computer has the goats, who move first, so it starts once shown.
        let model = try shown(against("bagh-chal", human: .second, level: .easy))
        #expect(model.frame.busy == .thinking)
        #expect(model.frame.busyText == "Thinking…")
        #expect(!model.frame.acceptsTaps)
        // The main actor is not blocked: this runs while the engine thinks.
        #expect(model.frame.squares.count == 25)
        let replied = await waitUntil(seconds: 20) { model.frame.busy == .idle }
        #expect(replied)
        #expect(model.frame.turns.map(\.side) == [.first])
        #expect(model.frame.acceptsTaps)
        #expect(model.lastPlayed?.move.side == .first)
        #expect(model.searchesRunning == 0)
    }

    @Test func undoWhileTheComputerThinksDropsItsMove() async throws {
        // The player has the goats (first); after their move the tigers think.
        let model = try shown(against("bagh-chal", human: .first, level: .expert))
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        enter(match.legalMoves()[0], on: model)
        #expect(model.frame.busy == .thinking)
        model.send(.undo)
        #expect(model.frame.busy == .idle)
        #expect(model.frame.turns.isEmpty)
        // The cancelled search answers, and nothing is played.
        let answered = await waitUntil(seconds: 20) { model.searchesRunning == 0 }
        #expect(answered)
        #expect(model.frame.turns.isEmpty)
        #expect(model.frame.busy == .idle)
    }

    @Test func aHintIsShownOnTheBoard() async throws {
        let model = try shown(twoPlayers("chiangmai-checkers"))
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        model.send(.hint)
        #expect(model.frame.busy == .findingHint)
        let found = await waitUntil(seconds: 30) { model.frame.busy == .idle }
        #expect(found)
        let hinted = try #require(model.frame.hint)
        #expect(match.legalMoves().contains { $0.notation == hinted })
        #expect(model.frame.squares.contains { $0.hint })
        #expect(model.frame.turns.isEmpty)
        // VoiceOver hears the hinted move, and the screen shows the core's
        // line about it while it shows.
        let said = try #require(model.announcement)
        #expect(said.text.hasPrefix("Hint: "))
        let line = try #require(model.frame.hintText)
        #expect(line.hasPrefix("Hint: "))
        #expect(line.contains(hinted))
        let move = try #require(match.legalMoves().first)
        enter(move, on: model)
        #expect(model.frame.turns.count == 1)
        #expect(model.frame.hintText == nil)
        #expect(!model.frame.squares.contains { $0.hint })
    }
}
