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

    @Test func cancelEndsASearchQuickly() async throws {
        let match = try GameMatch(gameId: "buff-and-green", options: [])
        let player = ComputerPlayer()
        let search = Task { try await player.play(in: match, level: .expert) }
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
            let search = Task { try await player.play(in: match, level: .expert) }
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

    /// The cancel lands at the last moment before the engine call: after
    /// the search task has checked its flag, before the engine has
    /// registered the search. The engine must still stop it.
    @Test func aCancelJustBeforeTheEngineCallStopsTheSearch() async throws {
        let match = try GameMatch(gameId: "buff-and-green", options: [])
        let player = ComputerPlayer(beforeEngineCall: { match.cancel() })
        let clock = ContinuousClock()
        let start = clock.now
        let result = await Task { try await player.play(in: match, level: .expert) }.result
        let elapsed = clock.now - start
        switch result {
        case .success(let move):
            Issue.record("the search was cancelled before it began, yet it played \(move.notation)")
        case .failure(let error):
            #expect(EngineErrorText.isStaleSearch(error), "\(error)")
        }
        let history: [MoveDescription] = match.history()
        #expect(history.isEmpty)
        #expect(elapsed < .milliseconds(300))
    }

    @Test func aMoveFoundForAnOldPositionIsNotPlayed() async throws {
        let match = try GameMatch(gameId: "seega", options: [])
        let player = ComputerPlayer()
        let search = Task { try await player.play(in: match, level: .expert) }
        try await Task.sleep(for: .milliseconds(50))
        // The board can be read and changed while the engine thinks.
        let moves: [MoveDescription] = match.legalMoves()
        let played: MoveDescription = try match.play(notation: moves[0].notation)
        let result = await search.result
        let history: [MoveDescription] = match.history()
        #expect(history.first?.notation == played.notation)
        switch result {
        case .failure(let error):
            // The usual case: the search was running and its move is refused.
            #expect(EngineErrorText.isStaleSearch(error))
            #expect(history.count == 1)
        case .success(let move):
            // Only when the search began after the move: then it answered
            // the new position, after the move, never the old one.
            #expect(history.count == 2)
            #expect(history.last?.notation == move.notation)
        }
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
        let model = try await GameModel.start(setup, store: nil)
        model.hintLevel = .easy
        model.requestHint()
        #expect(model.isFindingHint)
        let found = await waitUntil(seconds: 20) { !model.isFindingHint }
        #expect(found)
        let board: BoardState = model.board
        #expect(board.hint != nil)
        #expect(board.squares.contains { (square: SquareState) -> Bool in square.hint })
        #expect(model.history.isEmpty)
    }
}
