import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The game screen driven from Swift as the app drives it: actions in,
/// the core's frame out, its effects carried out (searches on threads of
/// their own, saves in the store, cues, announcements, errors).
@MainActor
struct GameScreenModelTests {
    /// Sends the taps of `move` (a legal move of a fresh match of the same
    /// game, for the opening position), ending a chain where it waits.
    func play(_ move: MoveDescription, on model: GameScreenModel) {
        if move.isPass {
            model.send(.pass)
            return
        }
        let before = model.frame.turns.count
        for square in move.taps {
            model.send(.tap(square: square))
        }
        if model.frame.turns.count == before, model.frame.canFinish, let last = move.taps.last {
            model.send(.tap(square: last))
        }
    }

    @Test func theComputerRepliesWhileTheMainActorStaysFree() async throws {
        // The computer has the goats, who move first, so it starts once shown.
        let setup = against("bagh-chal", human: .second, level: .easy)
        let model = try GameScreenModel.start(setup, language: .en, store: nil)
        model.send(.shown)
        #expect(model.frame.busy == .thinking)
        #expect(model.frame.busyText == "Thinking…")
        // The main actor is not blocked: this runs while the engine thinks.
        #expect(model.frame.squares.count == 25)
        let replied = await waitUntil(seconds: 20) { model.frame.busy == .idle }
        #expect(replied)
        #expect(model.frame.turns.count == 1)
        #expect(model.frame.turns.first?.side == .first)
        #expect(model.frame.acceptsTaps)
        #expect(model.searchesRunning == 0)
        // The move's cue and its sentence for VoiceOver are the core's.
        #expect(model.feedback?.cue != nil)
        #expect(model.announcement != nil)
    }

    @Test func undoWhileTheComputerThinksDropsItsMove() async throws {
        // The player has the goats (first); after their move the tigers think.
        let setup = against("bagh-chal", human: .first, level: .expert)
        let model = try GameScreenModel.start(setup, language: .en, store: nil)
        model.send(.shown)
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        play(match.legalMoves()[0], on: model)
        #expect(model.frame.turns.count == 1)
        #expect(model.frame.busy == .thinking)
        model.send(.undo)
        #expect(model.frame.busy == .idle)
        #expect(model.frame.turns.isEmpty)
        // The cancelled search answers soon, and its move is dropped.
        let answered = await waitUntil(seconds: 20) { model.searchesRunning == 0 }
        #expect(answered)
        #expect(model.frame.turns.isEmpty)
        #expect(model.frame.busy == .idle)
    }

    @Test func aClosedGameStopsThinkingAndWritesNothingMore() async throws {
        let history = try temporaryStore()
        let setup = against("bagh-chal", human: .first, level: .expert)
        let model = try GameScreenModel.start(setup, language: .en, store: history.store)
        model.send(.shown)
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        play(match.legalMoves()[0], on: model)
        #expect(model.frame.busy == .thinking)
        model.close()
        #expect(model.frame.busy == .idle)
        let answered = await waitUntil(seconds: 20) { model.searchesRunning == 0 }
        #expect(answered)
        // The store keeps the game as it was when it was closed.
        #expect(try kept("bagh-chal", in: history).history().count == 1)
        model.send(.undo)
        #expect(model.frame.turns.count == 1)
    }

    @Test func aHintIsShownOnTheBoardAndAnnounced() async throws {
        let model = try GameScreenModel.start(
            twoPlayers("chiangmai-checkers"), language: .en, store: nil)
        model.send(.shown)
        #expect(model.frame.canHint)
        model.send(.hint)
        #expect(model.frame.busy == .findingHint)
        let found = await waitUntil(seconds: 30) { model.frame.busy == .idle }
        #expect(found)
        #expect(model.frame.hint != nil)
        #expect(model.frame.squares.contains { $0.hint })
        #expect(model.frame.turns.isEmpty)
        let line = try #require(model.frame.hintText)
        #expect(line.hasPrefix("Hint: "))
        let said = try #require(model.announcement)
        #expect(said.text.hasPrefix("Hint: "))
        // A move played takes the hint away.
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        play(try #require(match.legalMoves().first), on: model)
        #expect(model.frame.turns.count == 1)
        #expect(model.frame.hintText == nil)
    }

    @Test func everyMoveIsKeptAndResumes() throws {
        let history = try temporaryStore()
        let model = try GameScreenModel.start(
            twoPlayers("bagh-chal"), language: .en, store: history.store)
        model.send(.shown)
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        play(match.legalMoves()[0], on: model)
        #expect(model.frame.turns.count == 1)
        #expect(model.frame.saveError == nil)
        let kept = try kept("bagh-chal", in: history)
        #expect(kept.history().count == 1)
        let resumed = try resumed("bagh-chal", store: history, fallbackLevel: .medium)
        #expect(resumed.frame.turns == model.frame.turns)
        #expect(resumed.frame.playersText == "Two players")
    }

    @Test func aGameNotKeptOpensAgainstTheComputerAsTheCoreSays() throws {
        // The core's policy: one person opening the app is the usual case.
        let history = try temporaryStore()
        let model = try resumed("seega", store: history, fallbackLevel: .hard)
        #expect(model.frame.gameId == "seega")
        #expect(model.frame.humanSide == .first)
        #expect(model.frame.level == .hard)
        #expect(model.frame.turns.isEmpty)
    }

    @Test func aRefusedTapIsExplainedAndCued() throws {
        let model = try GameScreenModel.start(twoPlayers("bagh-chal"), language: .en, store: nil)
        model.send(.shown)
        // A corner holds a tiger at the start: goats place first, so a tap
        // on it selects nothing.
        model.send(.tap(square: 0))
        let refusal = try #require(model.frame.refusal)
        #expect(model.frame.statusText == refusal)
        #expect(model.feedback?.cue == .illegal)
    }

    @Test func aMoveJustPlayedIsGivenToTheBoardWithTheSquaresBeforeIt() async throws {
        let model = try GameScreenModel.start(twoPlayers("bagh-chal"), language: .en, store: nil)
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        #expect(model.lastPlayed == nil)
        // A goat placed: animated from the board as it stood.
        let first = try #require(match.legalMoves().first)
        let before = model.frame.squares
        play(first, on: model)
        let played = try #require(model.lastPlayed)
        #expect(played.move == model.frame.lastMove)
        #expect(played.move.notation == first.notation)
        #expect(played.before == before)
        #expect(played.before != model.frame.squares)
        // A tap that only selects changes nothing to animate.
        _ = try match.play(notation: first.notation)
        let tiger = try #require(match.legalMoves().first)
        model.send(.tap(square: tiger.taps[0]))
        #expect(model.lastPlayed == played)
        // Undo is drawn at rest; redo plays the move again.
        model.send(.clearSelection)
        model.send(.undo)
        #expect(model.lastPlayed == nil)
        model.send(.redo)
        #expect(model.lastPlayed?.move.notation == first.notation)
        #expect(model.lastPlayed?.serial != played.serial)
        // The computer's move too, from the board before it.
        let against = try GameScreenModel.start(
            against("bagh-chal", human: .second, level: .easy), language: .en, store: nil)
        let start = against.frame.squares
        against.send(.shown)
        let replied = await waitUntil(seconds: 20) { against.frame.busy == .idle }
        #expect(replied)
        #expect(against.lastPlayed?.before == start)
        #expect(against.lastPlayed?.move == against.frame.lastMove)
    }

    @Test func theGamesNamesAndGeometryFollowTheFrame() throws {
        let model = try GameScreenModel.start(twoPlayers("bagh-chal"), language: .en, store: nil)
        let english = try game(id: "bagh-chal", language: .en)
        #expect(model.game == english)
        #expect(model.game?.geometry.squareNames == model.frame.squares.map(\.name))
        // Another language: the names are read again, in it.
        model.send(.languageChanged(language: .fr))
        let french = try game(id: "bagh-chal", language: .fr)
        #expect(model.game == french)
        #expect(model.game?.name == model.frame.gameName)
        // A new game of another game: its geometry.
        model.send(.newGame(setup: twoPlayers("bobail")))
        #expect(model.frame.gameId == "bobail")
        let bobail = try game(id: "bobail", language: .fr)
        #expect(model.game == bobail)
    }
}
