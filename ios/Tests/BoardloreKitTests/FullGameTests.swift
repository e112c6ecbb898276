import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Every game in the catalogue, by id.
let allGameIds: [String] = BoardloreEngine.games(language: .en).map { (game: GameDescription) -> String in game.id }

/// Whole games through the model's `tap`, which forwards to the core's
/// touch state machine: the app never decides what a tap means.
@MainActor
struct FullGameTests {
    @Test(arguments: allGameIds)
    func aFullGameThroughTapsAlone(gameId: String) throws {
        let match = try GameMatch(gameId: gameId, options: [])
        let model = GameModel(match: match, setup: MatchSetup(gameId: gameId, opponent: .twoPlayers), store: nil)
        var random = SplitMix(state: UInt64(gameId.count))
        var plies = 0
        while !model.status.isOver && plies < 5000 {
            let moves: [MoveDescription] = match.legalMoves()
            try #require(!moves.isEmpty, "\(gameId): no legal move in a game that is not over")
            let move = moves[random.below(moves.count)]
            let before: UInt32 = model.status.ply
            enter(move, on: model)
            try #require(
                model.status.ply == before + 1, "\(gameId): tapping \(move.taps) did not play \(move.notation)")
            let history: [MoveDescription] = model.history
            #expect(history.last?.notation == move.notation)
            let board: BoardState = model.board
            #expect(board.selection.isEmpty)
            plies += 1
        }
        #expect(model.status.isOver, "\(gameId) did not end in \(plies) plies")
        let outcome = try #require(model.status.outcome)
        #expect(!outcome.text.isEmpty)
        #expect(model.history.count == Int(model.status.ply))
        // Taps after the end do nothing but say so.
        model.tap(square: 0)
        #expect(model.feedback?.kind == .illegal)
        #expect(model.history.count == plies)
    }

    @Test func undoAndRedoBetweenTwoPlayers() throws {
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let model = GameModel(match: match, setup: MatchSetup(gameId: "bagh-chal", opponent: .twoPlayers), store: nil)
        let first: MoveDescription = match.legalMoves()[0]
        enter(first, on: model)
        #expect(model.history.count == 1)
        #expect(model.lastPlayed?.move.notation == first.notation)
        model.undo()
        #expect(model.history.isEmpty)
        #expect(model.announcement?.text == "Move taken back. \(model.status.text)")
        #expect(model.canRedo)
        model.redo()
        #expect(model.history.map { (move: MoveDescription) -> String in move.notation } == [first.notation])
        #expect(model.announcement?.text == match.playedAnnouncement()?.text)
    }

    @Test func aPieceCanBeDraggedToItsTarget() throws {
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let model = GameModel(
            match: match, setup: MatchSetup(gameId: "chiangmai-checkers", opponent: .twoPlayers), store: nil)
        let moves: [MoveDescription] = match.legalMoves()
        let step = try #require(moves.first { (move: MoveDescription) -> Bool in move.taps.count == 2 })
        model.dragBegan(at: step.taps[0])
        #expect(model.board.selection == [step.taps[0]])
        model.dragEnded(at: step.taps[1])
        #expect(model.history.map { (move: MoveDescription) -> String in move.notation } == [step.notation])
        // A drag from an empty square carries nothing.
        let empty = try #require(model.board.squares.first { (square: SquareState) -> Bool in square.piece == nil })
        model.dragBegan(at: empty.index)
        #expect(model.board.selection.isEmpty)
        #expect(model.history.count == 1)
    }

    @Test func aTapThatFitsNoMoveIsIllegal() throws {
        // Bagh Chal opens with a goat placement: tapping a tiger (a1) is not a move.
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let model = GameModel(match: match, setup: MatchSetup(gameId: "bagh-chal", opponent: .twoPlayers), store: nil)
        model.tap(square: 0)
        #expect(model.feedback?.kind == .illegal)
        #expect(model.history.isEmpty)
    }

    @Test func squaresAndMovesAreNarrated() throws {
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let model = GameModel(match: match, setup: MatchSetup(gameId: "bagh-chal", opponent: .twoPlayers), store: nil)
        let board: BoardState = model.board
        let c3 = try #require(board.squares.first { (square: SquareState) -> Bool in square.name == "c3" })
        model.tap(square: c3.index)
        // The words are the core's (`lastMoveSpeech`, `squareSpeech`).
        let spoken = try #require(match.lastMoveSpeech())
        #expect(model.announcement?.text == spoken.text)
        #expect(spoken.text.contains("c3"))
        let placed = model.board.squares[Int(c3.index)]
        #expect(try model.spokenLabel(of: placed) == match.squareSpeech(square: c3.index).text)
        #expect(model.spokenLabel(of: placed).contains("goat"))
        #expect(model.spokenLabel(of: model.board.squares[0]).contains("tiger"))
    }
}
