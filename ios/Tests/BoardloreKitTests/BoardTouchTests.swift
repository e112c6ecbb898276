import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Touches on the board: taps, drags, and what they do to a match.
@MainActor
struct BoardTouchTests {
    let layout = BoardLayout(size: CGSize(width: 400, height: 400), flipped: false)

    @Test func aTouchThatBarelyMovesIsATap() throws {
        let geometry: BoardGeometry = try GameMatch(gameId: "seega", options: []).geometry()
        let centre = try #require(layout.centre(of: 7, in: geometry))
        var touch = BoardTouch(at: centre, layout: layout, geometry: geometry)
        #expect(touch.move(to: CGPoint(x: centre.x + 4, y: centre.y + 4)) == nil)
        #expect(touch.end(at: centre, layout: layout, geometry: geometry) == .tap(7))
        #expect(touch.lifted(selection: [7]) == nil)
    }

    @Test func aTouchOffTheSquaresClearsTheSelection() throws {
        let geometry: BoardGeometry = try GameMatch(gameId: "seega", options: []).geometry()
        let outside = CGPoint(x: -50, y: -50)
        let touch = BoardTouch(at: outside, layout: layout, geometry: geometry)
        #expect(touch.end(at: outside, layout: layout, geometry: geometry) == .clearSelection)
    }

    @Test func aDragPicksUpOnceAndDropsWhereItEnds() throws {
        let geometry: BoardGeometry = try GameMatch(gameId: "seega", options: []).geometry()
        let from = try #require(layout.centre(of: 7, in: geometry))
        let to = try #require(layout.centre(of: 12, in: geometry))
        var touch = BoardTouch(at: from, layout: layout, geometry: geometry)
        #expect(touch.move(to: CGPoint(x: from.x + 30, y: from.y)) == 7)
        #expect(touch.move(to: to) == nil)  // picked up once only
        #expect(touch.lifted(selection: [7]) == LiftedPiece(square: 7, location: to))
        #expect(touch.lifted(selection: []) == nil)  // the core did not select it
        #expect(touch.end(at: to, layout: layout, geometry: geometry) == .drop(12))
        #expect(touch.end(at: CGPoint(x: 900, y: 900), layout: layout, geometry: geometry) == .drop(nil))
    }

    @Test func draggingAPieceToATargetPlaysTheMove() throws {
        let model = try shown(twoPlayers("chiangmai-checkers"))
        let geometry = try #require(model.game?.geometry)
        let moves: [MoveDescription] = try GameMatch(gameId: "chiangmai-checkers", options: []).legalMoves()
        let move = try #require(moves.first { $0.taps.count == 2 })
        let from = try #require(layout.centre(of: move.taps[0], in: geometry))
        let to = try #require(layout.centre(of: move.taps[1], in: geometry))
        var touch = BoardTouch(at: from, layout: layout, geometry: geometry)
        if let square = touch.move(to: to) {
            model.send(.dragBegan(square: square))
        }
        #expect(touch.lifted(selection: model.frame.selection) != nil)
        model.send(touch.end(at: to, layout: layout, geometry: geometry).action)
        #expect(model.frame.turns.map(\.text) == [move.notation])
    }

    @Test func aTapOffTheBoardDropsTheSelection() throws {
        let model = try shown(twoPlayers("chiangmai-checkers"))
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let move = try #require(match.legalMoves().first)
        model.send(TouchEnding.tap(move.taps[0]).action)
        #expect(!model.frame.selection.isEmpty)
        model.send(TouchEnding.clearSelection.action)
        #expect(model.frame.selection.isEmpty)
        #expect(model.frame.turns.isEmpty)
    }
}
