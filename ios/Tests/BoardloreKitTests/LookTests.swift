import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Issue 19 on iOS: the core's art, themes, tray, cues and share text,
/// as BoardloreKit hands them to the SwiftUI views.
@MainActor
struct LookTests {
    /// The core's piece `letter` of `gameId` on the view, centred on (50, 50) with radius 20.
    func piece(_ gameId: String, _ letter: String) -> [BoardShape] {
        BoardPainter.shapes(
            pieceDrawing(gameId: gameId, letter: letter, x: 50, y: 50, radius: 20, opacity: 1), origin: .zero,
            scale: 1)
    }

    @Test func everyPieceOfEveryGameIsDrawnFromTheCoresArt() throws {
        for game in games(language: .en) {
            for piece in game.pieces {
                let shapes = self.piece(game.id, piece.letter)
                #expect(shapes.count >= 3, "\(game.id) \(piece.letter)")
                // Everything lies in the piece's box (the unit square, mapped).
                for shape in shapes {
                    guard case .fill(.path(let steps, _), _) = shape else { continue }
                    for step in steps {
                        if case .move(let p) = step {
                            #expect(p.x >= 29 && p.x <= 71 && p.y >= 29 && p.y <= 71, "\(game.id) \(piece.letter)")
                        }
                    }
                }
            }
        }
        #expect(piece("chess", "K").isEmpty)
    }

    @Test func pathOperationsMapOntoTheView() {
        let ops: [PathOp] = [
            .move(x: 0, y: 0), .line(x: 1, y: 1), .quad(cx: 0.5, cy: 0, x: 1, y: 0),
            .cubic(c1x: 0, c1y: 1, c2x: 1, c2y: 1, x: 0.5, y: 0.5), .close,
        ]
        let op = DrawOp(shape: .path(ops: ops, evenOdd: false), fill: 0xFF00_0000, stroke: nil, width: 0, dash: [])
        guard
            case .fill(.path(let placed, false), _)? = BoardPainter.shapes(
                [op], origin: CGPoint(x: 10, y: 20), scale: 100
            ).first
        else {
            Issue.record("a filled path")
            return
        }
        #expect(placed[0] == .move(CGPoint(x: 10, y: 20)))
        #expect(placed[1] == .line(CGPoint(x: 110, y: 120)))
        #expect(placed[2] == .quad(to: CGPoint(x: 110, y: 20), control: CGPoint(x: 60, y: 20)))
        #expect(
            placed[3]
                == .cubic(
                    to: CGPoint(x: 60, y: 70), control1: CGPoint(x: 10, y: 120), control2: CGPoint(x: 110, y: 120)))
        #expect(placed[4] == .close)
    }

    @Test func palettesAreTheCoresThemes() {
        let themes: [BoardTheme] = boardThemes()
        #expect(themes.map(\.id) == ["wood", "dark", "contrast"])
        for theme in themes {
            let palette = BoardPalette.of(choice: theme.id, dark: false)
            #expect(palette.id == theme.id)
            #expect(palette.theme == theme)
        }
        #expect(BoardPalette.forAppearance(dark: true).id == "dark")
        #expect(BoardPalette.forAppearance(dark: false).id == "wood")
        #expect(BoardPalette.of(choice: "neon", dark: false).id == "wood")
    }

    @Test func legalTargetsHideWhenSwitchedOff() throws {
        let model = try shown(twoPlayers("chiangmai-checkers"))
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let move = try #require(match.legalMoves().first)
        model.send(.tap(square: try #require(move.taps.first)))
        let layout = BoardLayout(size: CGSize(width: 400, height: 400), flipped: false)
        let marked = BoardPainter(
            game: match.game(), geometry: match.geometry(), layout: layout, palette: .forAppearance(dark: false),
            showCoordinates: true)
        let unmarked = BoardPainter(
            game: match.game(), geometry: match.geometry(), layout: layout, palette: .forAppearance(dark: false),
            showCoordinates: true, showTargets: false)
        #expect(model.frame.squares.contains { $0.target })
        #expect(marked.frame(squares: model.frame.squares).count > unmarked.frame(squares: model.frame.squares).count)
    }

    @Test func theTrayDrawsGoatsInHandThenTheGoatsTaken() throws {
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let painter = TrayPainter(gameId: "bagh-chal", rowHeight: 30, ink: .black)
        let start: [SideTray] = match.tray()
        #expect(painter.height(of: start) == 30)
        let goat = BoardPainter.shapes(
            pieceDrawing(gameId: "bagh-chal", letter: "G", x: 12.6, y: 15, radius: 12.6, opacity: 1), origin: .zero,
            scale: 1)
        #expect(!goat.isEmpty)
        let shapes = painter.shapes(of: start)
        #expect(goat.allSatisfy { shapes.contains($0) })
        #expect(shapes.contains(.text("×20", at: CGPoint(x: 12.6 + 12.6 * 2.2, y: 15), size: 13.5, .black)))
        _ = try match.play(notation: "b1")
        _ = try match.play(notation: "a1xc1")
        let later: [SideTray] = match.tray()
        #expect(later[0].captured == [PieceCount(letter: "G", count: 1)])
        let draughts = try GameMatch(gameId: "buff-and-green", options: [])
        #expect(painter.height(of: draughts.tray()) == 0)
    }

    @Test func aMoveSignalsTheCoresCueAndTheGameIsSharedAsText() throws {
        let model = try shown(twoPlayers("bagh-chal"))
        let placement = try #require(try GameMatch(gameId: "bagh-chal", options: []).legalMoves().first)
        enter(placement, on: model)
        #expect(model.feedback?.cue == .placement)
        #expect(model.feedback?.soundFile(enabled: true) == "sound_place")
        #expect(model.frame.shareText.hasPrefix("Bagh Chal (Nepal)"))
        #expect(model.frame.shareText.contains("1. \(placement.notation)"))
    }
}
