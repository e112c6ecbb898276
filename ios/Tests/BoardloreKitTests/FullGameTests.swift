import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Every game in the catalogue, by id.
let allGameIds: [String] = BoardloreEngine.games(language: .en).map { (game: GameDescription) -> String in game.id }

/// Whole games through the screen's taps, which go to the core's touch
/// state machine: the app never decides what a tap means.
@MainActor
struct FullGameTests {
    /// Off the main actor, through the handle the model drives: a whole
    /// game's frames take a while to make in a debug build, and the other
    /// suites' searches answer on the main actor meanwhile.
    @Test(arguments: allGameIds)
    nonisolated func aFullGameThroughTapsAlone(gameId: String) throws {
        let screen = try GameScreenHandle(setup: twoPlayers(gameId), language: .en)
        var frame = screen.act(action: .shown).frame
        // The same moves on a match of the test's own, to know the legal ones.
        let match = try GameMatch(gameId: gameId, options: [])
        var random = SplitMix(state: UInt64(gameId.count))
        var plies = 0
        while !frame.isOver && plies < 5000 {
            let moves: [MoveDescription] = match.legalMoves()
            try #require(!moves.isEmpty, "\(gameId): no legal move in a game that is not over")
            let move = moves[random.below(moves.count)]
            let before = frame.revision
            if move.isPass {
                frame = screen.act(action: .pass).frame
            } else {
                for square in move.taps {
                    frame = screen.act(action: .tap(square: square)).frame
                }
                if frame.revision == before, frame.canFinish, let last = move.taps.last {
                    frame = screen.act(action: .tap(square: last)).frame
                }
            }
            try #require(
                frame.revision != before && frame.lastMove?.notation == move.notation,
                "\(gameId): tapping \(move.taps) did not play \(move.notation)")
            _ = try match.play(notation: move.notation)
            #expect(frame.selection.isEmpty)
            plies += 1
        }
        #expect(frame.isOver, "\(gameId) did not end in \(plies) plies")
        let result = try #require(frame.resultText)
        #expect(!result.isEmpty)
        #expect(frame.moveList == match.moveList())
        #expect(!frame.acceptsTaps)
        // Taps after the end are not taken.
        let after = screen.act(action: .tap(square: 0)).frame
        #expect(after.revision == frame.revision)
        #expect(after.moveList == match.moveList())
    }

    @Test func undoAndRedoBetweenTwoPlayers() throws {
        let model = try shown(twoPlayers("bagh-chal"))
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let first: MoveDescription = match.legalMoves()[0]
        enter(first, on: model)
        _ = try match.play(notation: first.notation)
        #expect(model.frame.turns.count == 1)
        #expect(model.lastPlayed?.move.notation == first.notation)
        model.send(.undo)
        #expect(model.frame.turns.isEmpty)
        #expect(model.announcement?.text == "Move taken back. \(model.frame.statusText)")
        #expect(model.frame.canRedo)
        model.send(.redo)
        #expect(model.frame.turns.map(\.text) == [first.notation])
        #expect(model.announcement?.text == match.playedAnnouncement())
    }

    @Test func aPieceCanBeDraggedToItsTarget() throws {
        let model = try shown(twoPlayers("chiangmai-checkers"))
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let moves: [MoveDescription] = match.legalMoves()
        let step = try #require(moves.first { (move: MoveDescription) -> Bool in move.taps.count == 2 })
        model.send(.dragBegan(square: step.taps[0]))
        #expect(model.frame.selection == [step.taps[0]])
        model.send(TouchEnding.drop(step.taps[1]).action)
        #expect(model.frame.turns.map(\.text) == [step.notation])
        // A drag from an empty square carries nothing.
        let empty = try #require(model.frame.squares.first { $0.piece == nil })
        model.send(.dragBegan(square: empty.index))
        #expect(model.frame.selection.isEmpty)
        #expect(model.frame.turns.count == 1)
    }

    @Test func aTapThatFitsNoMoveIsIllegal() throws {
        // Bagh Chal opens with a goat placement: tapping a tiger (a1) is not a move.
        let model = try shown(twoPlayers("bagh-chal"))
        model.send(.tap(square: 0))
        #expect(model.feedback?.cue == .illegal)
        #expect(model.frame.turns.isEmpty)
    }

    @Test func squaresAndMovesAreNarrated() throws {
        let model = try shown(twoPlayers("bagh-chal"))
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let c3 = try #require(model.frame.squares.first { $0.name == "c3" })
        model.send(.tap(square: c3.index))
        _ = try match.tap(square: c3.index)
        // The words are the core's (`playedAnnouncement`, `squareSpeech`).
        let spoken = try #require(match.playedAnnouncement())
        #expect(model.announcement?.text == spoken)
        #expect(spoken.contains("c3"))
        let placed = model.frame.squares[Int(c3.index)]
        #expect(try placed.spoken == match.squareSpeech(square: c3.index))
        #expect(placed.spoken.contains("goat"))
        #expect(model.frame.squares[0].spoken.contains("tiger"))
    }
}
