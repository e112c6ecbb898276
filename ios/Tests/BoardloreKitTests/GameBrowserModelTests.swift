import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The browse screen's model over the core's browser screen: stepping, a
/// tapped move, the frame's squares and arrows drawn with the board
/// painter, the review the core asks for with its progress and cancel, the
/// way up the game screen had, and the typed error for no game.
@MainActor
struct GameBrowserModelTests {
    static let size = CGSize(width: 360, height: 360)

    func painter(_ model: GameBrowserModel) -> BoardPainter {
        BoardPainter(
            game: model.game, geometry: model.geometry,
            layout: BoardLayout(size: GameBrowserModelTests.size, flipped: model.flipped),
            palette: .forAppearance(dark: false), showCoordinates: false, showTargets: false)
    }

    /// Finished game `id`, opened as History opens it but reviewed at `level`.
    func opened(_ id: Int64, in history: GameHistory, level: Level = .easy) async throws -> GameBrowserModel {
        let open = BrowserOpen(
            save: nil, finishedGameId: id, ply: nil, flipped: nil, language: .en, reviewLevel: level)
        return try await GameBrowserModel.open(open, store: history.store, fromGame: false)
    }

    /// The pieces of `squares`, by index: the letters the frame and the match name.
    func pieces(_ squares: [SquareFrame]) -> [String?] { squares.map(\.piece) }
    func pieces(_ squares: [SquareState]) -> [String?] { squares.map { $0.piece?.letter } }

    @Test func itOpensAtTheEndAndStepsThroughTheGame() async throws {
        let history = try temporaryStore()
        let id = try HistoryModelTests.finish("bagh-chal", in: history, moves: 6)
        let game = try history.open(id)
        let model = try await opened(id, in: history)
        await model.reviewFinished()
        #expect(model.frame.ply == 6)
        #expect(!model.canForward)
        #expect(model.canBack)
        #expect(model.frame.arrows.isEmpty)
        #expect(model.currentRow == nil)
        #expect(pieces(model.frame.squares) == pieces(game.board().squares))
        #expect(!model.caption.isEmpty)
        // The human played the first side: drawn at the bottom, not flipped.
        #expect(!model.flipped)

        model.toStart()
        #expect(model.frame.ply == 0)
        #expect(!model.canBack)
        #expect(model.currentRow == 0)
        #expect(try pieces(model.frame.squares) == pieces(game.atPly(ply: 0).board().squares))
        model.forward()
        model.forward()
        #expect(model.frame.ply == 2)
        #expect(model.currentRow == 2)
        model.back()
        #expect(model.frame.ply == 1)
        #expect(model.currentRow == 1)
        let atOne = try game.atPly(ply: 1).board().squares
        #expect(pieces(model.frame.squares) == pieces(atOne))
        // The move that led there is marked as the game screen marks the last move.
        #expect(model.frame.squares.map(\.lastTo) == atOne.map(\.lastMoveTo))
        model.toEnd()
        #expect(model.frame.ply == 6)
        #expect(model.currentRow == nil)
        model.goTo(ply: 3)
        #expect(model.frame.ply == 3)
        #expect(model.currentRow == 3)
        model.flip()
        #expect(model.flipped)
    }

    /// The move list is the core's rows: one per move, numbered as the
    /// move list numbers moves, with the core's spoken text; the current
    /// row is the frame's.
    @Test func theMoveListIsTheCoresRows() async throws {
        let history = try temporaryStore()
        let id = try HistoryModelTests.finish("bagh-chal", in: history, moves: 6)
        let game = try history.open(id)
        let model = try await opened(id, in: history)
        model.cancelReview()
        let moves: [MoveDescription] = game.history()
        #expect(model.rows.count == 6)
        #expect(model.rows.map(\.firstPly) == Array(0..<6))
        #expect(model.rows.map(\.text) == moves.map(\.notation))
        #expect(model.rows.map(\.number) == ["1.", "1…", "2.", "2…", "3.", "3…"])
        #expect(model.rows.map(\.side) == [.first, .second, .first, .second, .first, .second])
        #expect(model.rows.allSatisfy { $0.label == nil && $0.labelText == nil })
        // What VoiceOver says is the core's: the round, the side, the move.
        let turns = game.turns()
        #expect(model.rows.map(\.spoken) == turns.map(\.spoken))
        #expect(model.rows[1].spoken.hasPrefix("Round 1, Tigers, "))
        #expect(model.rows.map(\.captures) == moves.map(\.isCapture))
        // A tapped row shows its move and becomes the current row.
        model.select(model.rows[4])
        #expect(model.frame.ply == 4)
        #expect(model.currentRow == model.rows[4].firstPly)
        model.back()
        #expect(model.currentRow == 3)
    }

    /// A tapped move shows the position before it, with it as the played
    /// arrow, drawn from the squares' centres as the painter places pieces.
    @Test func aTappedMoveIsShownAsAnArrowFromTheBoardsGeometry() async throws {
        let history = try temporaryStore()
        // Bagh Chal: the goats place, the tigers slide.
        let id = try HistoryModelTests.finish("bagh-chal", in: history, moves: 6)
        let game = try history.open(id)
        let moves: [MoveDescription] = game.history()
        let model = try await opened(id, in: history)
        model.cancelReview()
        let row = try #require(model.rows.first { $0.firstPly == 1 })
        model.select(row)
        #expect(model.frame.ply == 1)
        #expect(model.currentRow == 1)
        #expect(try pieces(model.frame.squares) == pieces(game.atPly(ply: 1).board().squares))
        let played = try #require(model.frame.arrows.first { $0.kind == .played })
        let slide = moves[1]
        #expect(played.path.first == slide.from)
        #expect(played.path.last == slide.to)
        // The board is the core's picture of the frame's squares, its arrows drawn over it.
        let painter = painter(model)
        let board = painter.frame(squares: model.frame.squares)
        #expect(model.shapes(painter).starts(with: board))
        #expect(model.shapes(painter).count > board.count)

        // A placement is one square: a ring on it.
        model.select(moveIndex: 0)
        let placement = try #require(model.frame.arrows.first { $0.kind == .played })
        let placed = try #require(moves[0].to)
        #expect(placement.path == [placed])
    }

    /// A finished game not reviewed yet is reviewed as it opens, on its own
    /// thread with progress; the review is kept, labels the move list, and
    /// brings the better moves' arrows.
    @Test func aFinishedGameIsReviewedAsItOpensAndTheReviewKept() async throws {
        let history = try temporaryStore()
        let id = try HistoryModelTests.finish("bagh-chal", in: history, moves: 8)
        #expect(try history.review(id) == nil)
        let model = try await opened(id, in: history)
        #expect(model.reviewProgress != nil)
        #expect(!model.canReview)
        #expect(!model.shareText.contains("{"))
        await model.reviewFinished()
        #expect(model.message == nil)
        #expect(model.reviewProgress == nil)
        let review = try #require(try history.review(id))
        #expect(review.moves.count == 8)
        #expect(model.summary.count == 2)
        #expect(model.summary == review.summary)
        // The rows carry the review's labels, in the core's words.
        #expect(model.rows.count == 8)
        #expect(model.rows.map(\.label) == review.moves.map { Optional($0.label) })
        for (row, reviewed) in zip(model.rows, review.moves) {
            #expect(row.labelText?.lowercased() == reviewed.labelText.lowercased())
            #expect(row.spoken.hasSuffix(", \(reviewed.labelText)"))
        }
        // Shared now, the game carries the review's comments.
        #expect(try model.shareText == history.shareText(id))
        #expect(model.shareText.contains("{"))
        // Every move the review names a better move for shows it as an arrow.
        let painter = painter(model)
        for reviewed in review.moves {
            model.select(moveIndex: Int(reviewed.ply))
            let better = model.frame.arrows.filter { $0.kind == .better }
            if let move = reviewed.better, move.notation != reviewed.played.notation {
                #expect(better.count == 1, "move \(reviewed.ply)")
                #expect(model.shapes(painter).count > painter.frame(squares: model.frame.squares).count)
            } else {
                #expect(better.isEmpty, "move \(reviewed.ply)")
            }
        }
        // Opened again, the kept review comes with the game and none runs.
        let again = try await opened(id, in: history)
        #expect(again.summary == review.summary)
        #expect(again.reviewProgress == nil)
        #expect(!again.canReview)
    }

    @Test func aCancelledReviewLeavesTheGameAsItWas() async throws {
        let history = try temporaryStore()
        let id = try HistoryModelTests.finish("buff-and-green", in: history, moves: 10)
        let model = try await opened(id, in: history)
        #expect(model.reviewProgress != nil)
        model.cancelReview()
        #expect(model.reviewProgress == nil)
        #expect(model.summary.isEmpty)
        #expect(model.canReview)
        await model.reviewFinished()
        #expect(model.message == nil)
        #expect(model.reviewProgress == nil, "the cancelled review's late answer is dropped")
        // A review started again is the one shown.
        model.startReview()
        await model.reviewFinished()
        #expect(model.rows.allSatisfy { $0.label != nil })
        #expect(model.summary.count == 2)
        #expect(model.message == nil)
    }

    /// From the game screen: a tapped move of the list opens the game there,
    /// the way up the game screen had it; the game goes on meanwhile.
    @Test func aMoveTappedDuringAGameOpensItThereTheWayUpItWas() async throws {
        let model = try shown(twoPlayers("bagh-chal"))
        // The same moves on a match of the test's own, to know what is legal.
        let mirror = try GameMatch(gameId: "bagh-chal", options: [])
        for _ in 0..<3 {
            let move: MoveDescription = mirror.legalMoves()[0]
            enter(move, on: model)
            _ = try mirror.play(notation: move.notation)
        }
        #expect(model.frame.canBrowse)
        model.send(.flip)
        #expect(model.frame.flipped)
        model.send(.browseFrom(ply: model.frame.turns[1].firstPly))
        let opening = try #require(model.opening)
        let browser = try await GameBrowserModel.open(opening, history: nil)
        #expect(browser.fromGame)
        #expect(browser.gameId == nil)
        #expect(browser.frame.ply == 1)
        #expect(browser.frame.total == 3)
        #expect(browser.flipped, "turned as the game screen was")
        // A copy is reviewed only when asked.
        #expect(browser.reviewProgress == nil)
        #expect(browser.canReview)
        // The game goes on while it is browsed: the browser keeps its copy.
        let next: MoveDescription = mirror.legalMoves()[0]
        enter(next, on: model)
        #expect(model.frame.turns.count == 4)
        #expect(browser.rows.count == 3)
        #expect(model.frame.acceptsTaps)
    }

    /// Neither a save nor a finished game: the core's typed error, worded
    /// from its catalogue, not an internal error.
    @Test func noGameIsTheCoresTypedError() async throws {
        let nothing = Opening(serial: 1, save: nil, ply: nil, gameId: nil, flipped: false)
        do {
            _ = try await GameBrowserModel.open(nothing, history: nil)
            Issue.record("opened with no game")
        } catch BrowseError.NoGame(let message) {
            #expect(message == "There is no game to browse.")
            #expect(EngineErrorText.message(for: BrowseError.NoGame(message: message)) == message)
            #expect(!EngineErrorText.isEngineFailure(BrowseError.NoGame(message: message)))
        }
    }
}
