import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The game screen's frame as the board view will draw it: its squares
/// (`SquareFrame`) must show the same pieces and highlights and give the
/// same VoiceOver elements as the match's own board (`SquareState`), for
/// the same position in every game.
@MainActor
struct GameFrameDrawingTests {
    static let layout = BoardLayout(size: CGSize(width: 400, height: 400), flipped: false)

    func painter(_ game: GameDescription) -> BoardPainter {
        BoardPainter(
            game: game, geometry: game.geometry, layout: GameFrameDrawingTests.layout,
            palette: .forAppearance(dark: false), showCoordinates: true)
    }

    /// What the picture shows of each square: its piece and highlights.
    func painted<Square: PaintedSquare>(_ squares: [Square]) -> [String] {
        squares.map { s in
            let flags = [s.selected, s.hint, s.isTarget, s.isLastMove, s.wasCaptured].map { $0 ? "1" : "0" }
            return "\(s.index) \(s.standing?.letter ?? "-") \(flags.joined())"
        }
    }

    /// The frame and the match, after the same taps, show the same.
    func expectSameDrawing(_ model: GameScreenModel, _ match: GameMatch, _ game: GameDescription) {
        let board: BoardState = match.board()
        #expect(model.frame.squares.count == board.squares.count)
        #expect(painted(model.frame.squares) == painted(board.squares), "\(game.id)")
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
        // motion, and in flight it is drawn apart from the board at rest.
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
                let start = MoveInFlight(
                    played: PlayedFrame(serial: 0, move: last, before: beforeSquares), progress: 0)
                #expect(
                    painter.frame(squares: model.frame.squares, moving: start)
                        != painter.frame(squares: model.frame.squares), "\(game.id) \(played.notation)")
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
