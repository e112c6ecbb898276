import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The game screen's frame drawn as the board view will draw it: its
/// squares (`SquareFrame`) must give the same picture and the same
/// VoiceOver elements as the match's own board (`SquareState`), which the
/// browser and the trainer draw, for the same position in every game.
@MainActor
struct GameFrameDrawingTests {
    static let layout = BoardLayout(size: CGSize(width: 400, height: 400), flipped: false)

    func painter(_ game: GameDescription) -> BoardPainter {
        BoardPainter(
            game: game, geometry: game.geometry, layout: GameFrameDrawingTests.layout,
            palette: .forAppearance(dark: false), showCoordinates: true)
    }

    /// The frame and the match, after the same taps, are drawn alike.
    func expectSameDrawing(_ model: GameScreenModel, _ match: GameMatch, _ game: GameDescription) {
        let painter = painter(game)
        let board: BoardState = match.board()
        #expect(model.frame.squares.count == board.squares.count)
        #expect(
            painter.frame(squares: model.frame.squares, lifted: nil)
                == painter.frame(squares: board.squares, lifted: nil), "\(game.id)")
        // A lifted piece is carried the same way from either.
        if let square = board.selection.last {
            let lifted = LiftedPiece(square: square, location: CGPoint(x: 10, y: 20))
            #expect(
                painter.frame(squares: model.frame.squares, lifted: lifted)
                    == painter.frame(squares: board.squares, lifted: lifted), "\(game.id)")
        }
        let layout = GameFrameDrawingTests.layout
        let elements = model.squareElements(layout: layout, geometry: game.geometry)
        let reading = SquareElement.reading(board.squares, layout: layout, geometry: game.geometry) {
            (try? match.squareSpeech(square: $0.index)) ?? ""
        }
        #expect(elements.map(\.square) == reading.map(\.square), "\(game.id)")
        #expect(elements.map(\.centre) == reading.map(\.centre), "\(game.id)")
        #expect(elements.map(\.label) == reading.map(\.label), "\(game.id)")
    }

    @Test func theFramesSquaresAreDrawnAsTheMatchsBoard() throws {
        for game in games(language: .en) {
            let setup = GameSetup(
                gameId: game.id, options: [], seats: Seats(first: .human, second: .human), budget: nil)
            let model = try GameScreenModel.start(setup, language: .en, store: nil)
            let match = try GameMatch(gameId: game.id, options: [])
            expectSameDrawing(model, match, game)
            // A piece picked up: the selection and its legal targets.
            let move = try #require(match.legalMoves().first { !$0.isPass && !$0.taps.isEmpty })
            model.send(.tap(square: move.taps[0]))
            _ = try match.tap(square: move.taps[0])
            expectSameDrawing(model, match, game)
            // The rest of the move: the last move's squares and its captures.
            for square in move.taps.dropFirst() {
                model.send(.tap(square: square))
                _ = try match.tap(square: square)
            }
            expectSameDrawing(model, match, game)
            #expect(model.frame.squares.contains { $0.lastTo }, "\(game.id)")
        }
    }

    @Test func theFramesLastMoveIsAnimatedAsTheMatchsMove() throws {
        // The same moves in the frame and in the match (a capture whenever
        // there is one): the frame's last move is the match's, motion by
        // motion, and drawn from the board before it no piece goes missing.
        for game in games(language: .en) {
            let setup = GameSetup(
                gameId: game.id, options: [], seats: Seats(first: .human, second: .human), budget: nil)
            let model = try GameScreenModel.start(setup, language: .en, store: nil)
            let match = try GameMatch(gameId: game.id, options: [])
            let painter = painter(game)
            var random = SplitMix(state: 11)
            var captures = 0
            for _ in 0..<30 {
                let moves: [MoveDescription] = match.legalMoves().filter { !$0.isPass && !$0.taps.isEmpty }
                guard !moves.isEmpty, !model.frame.isOver else { break }
                let chosen = moves.first { $0.isCapture } ?? moves[random.below(moves.count)]
                let beforeBoard: BoardState = match.board()
                let beforeSquares = model.frame.squares
                let turns = model.frame.turns.count
                for square in chosen.taps {
                    model.send(.tap(square: square))
                }
                if model.frame.turns.count == turns, model.frame.canFinish, let last = chosen.taps.last {
                    model.send(.tap(square: last))
                }
                let played = try match.play(notation: chosen.notation)
                let last = try #require(model.frame.lastMove, "\(game.id) \(chosen.notation)")
                #expect(last.notation == played.notation)
                #expect(last.captured == played.captured)
                if played.isCapture { captures += 1 }
                #expect(last.motions.map(\.from) == played.motions.map(\.from))
                #expect(last.motions.map(\.path) == played.motions.map(\.path))
                #expect(
                    painter.move(last, progress: 0, before: beforeSquares, after: model.frame.squares).count
                        >= painter.pieces(of: beforeBoard.squares).count, "\(game.id) \(played.notation)")
            }
            if game.id == "bagh-chal" { #expect(captures > 0) }
        }
    }

    /// VoiceOver names the board in the player's language, as the core's
    /// catalogue words it (it said "<name> board" in English whatever the
    /// language).
    @Test func theBoardIsNamedForVoiceOverInThePlayersLanguage() throws {
        let model = try GameScreenModel.start(twoPlayers("seega"), language: .fr, store: nil)
        let label = boardLabel(gameId: model.frame.gameId, language: model.frame.language)
        #expect(label.contains(model.frame.gameName))
        #expect(!label.contains("board"))
        #expect(boardLabel(gameId: "bagh-chal", language: .en) == "Bagh Chal board")
    }
}
