import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The board as the view draws it: the core's picture, its board units
/// mapped onto the layout, a move in flight and a dragged piece added.
@MainActor
struct BoardPainterTests {
    static let size = CGSize(width: 400, height: 400)

    func painter(_ match: GameMatch, coordinates: Bool = true, flipped: Bool = false) -> BoardPainter {
        BoardPainter(
            game: match.game(), geometry: match.geometry(),
            layout: BoardLayout(size: BoardPainterTests.size, flipped: flipped),
            palette: .forAppearance(dark: false), showCoordinates: coordinates)
    }

    @Test func theCoresShapesAreMappedOntoTheView() {
        let red: UInt32 = 0xFFFF_0000
        let ops = [
            DrawOp(
                shape: .rect(left: 0.25, top: 0.5, right: 0.75, bottom: 1, corner: 0.125), fill: red, stroke: nil,
                width: 0, dash: []),
            DrawOp(
                shape: .circle(x: 0.5, y: 0.25, radius: 0.125), fill: nil, stroke: red, width: 0.25,
                dash: [0.5, 0.25]),
            DrawOp(shape: .line(x1: 0, y1: 0, x2: 1, y2: 0.5), fill: nil, stroke: red, width: 0.5, dash: []),
            DrawOp(
                shape: .path(ops: [.move(x: 0, y: 0), .line(x: 1, y: 1), .close], evenOdd: true), fill: red,
                stroke: nil, width: 0, dash: []),
            DrawOp(shape: .text(x: 0.5, y: 0.5, size: 0.25, text: "a1"), fill: red, stroke: nil, width: 0, dash: []),
        ]
        let colour = PaintColour(red: 1, green: 0, blue: 0)
        let shapes = BoardPainter.shapes(ops, origin: CGPoint(x: 10, y: 20), scale: 100)
        #expect(
            shapes == [
                .fill(.roundedRect(CGRect(x: 35, y: 70, width: 50, height: 50), cornerRadius: 12.5), colour),
                .stroke(
                    .ellipse(in: CGRect(x: 47.5, y: 32.5, width: 25, height: 25)), colour,
                    StrokeLook(width: 25, roundCaps: true, dash: [50, 25])),
                .stroke(
                    .segments([Segment(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 110, y: 70))]), colour,
                    StrokeLook(width: 50, roundCaps: true)),
                .fill(
                    .path([.move(CGPoint(x: 10, y: 20)), .line(CGPoint(x: 110, y: 120)), .close], evenOdd: true), colour
                ),
                .text("a1", at: CGPoint(x: 60, y: 70), size: 25, colour),
            ])
    }

    @Test func coloursAreTheCoresArgb() {
        #expect(
            PaintColour(argb: 0x80FF_8000) == PaintColour(red: 1, green: 128.0 / 255, blue: 0, opacity: 128.0 / 255))
    }

    @Test func coordinatesAreLabelledOnlyWhenAsked() throws {
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let geometry: BoardGeometry = match.geometry()
        func labels(_ shapes: [BoardShape]) -> Int {
            shapes.filter { if case .text = $0 { return true } else { return false } }.count
        }
        #expect(!geometry.labels.isEmpty)
        #expect(labels(painter(match).board()) == geometry.labels.count)
        #expect(labels(painter(match, coordinates: false).board()) == 0)
    }

    @Test func aDraggedPieceLeavesItsSquareAndFollowsTheFinger() throws {
        let model = try shown(twoPlayers("chiangmai-checkers"))
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let from = try #require(match.legalMoves().first?.taps.first)
        model.send(.tap(square: from))
        let squares = model.frame.squares
        let letter = try #require(squares.first { $0.index == from }?.piece)
        let p = painter(match)
        let finger = CGPoint(x: 123, y: 321)
        let radius = Float(p.layout.length(match.geometry().pieceRadius) * 1.2)
        let carried = BoardPainter.shapes(
            pieceDrawing(gameId: "chiangmai-checkers", letter: letter, x: 123, y: 321, radius: radius, opacity: 1),
            origin: .zero, scale: 1)
        #expect(!carried.isEmpty)
        let rest = p.frame(squares: squares)
        let lifted = p.frame(squares: squares, lifted: LiftedPiece(square: from, location: finger))
        // One piece off its square, the same piece over all at the finger.
        #expect(lifted.count == rest.count)
        #expect(Array(lifted.suffix(carried.count)) == carried)
        #expect(Array(lifted.prefix(rest.count - carried.count)) != Array(rest.prefix(rest.count - carried.count)))
    }

    @Test @MainActor func aMoveInFlightStartsOnItsSquareAndItsLandingWaits() throws {
        let model = try shown(twoPlayers("chiangmai-checkers"))
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        enter(try #require(match.legalMoves().first), on: model)
        let played = try #require(model.lastPlayed)
        let motion = try #require(played.move.motions.first)
        let from = try #require(motion.from)
        let to = try #require(motion.path.last)
        let letter = try #require(played.before.first { $0.index == from }?.piece)
        let geometry: BoardGeometry = match.geometry()
        let p = painter(match)
        // The piece as the core draws it on a square, mapped as the board is.
        func piece(on square: UInt32) -> [BoardShape] {
            let at = geometry.points[Int(square)]
            let ops = pieceDrawing(
                gameId: "chiangmai-checkers", letter: letter, x: at.x, y: at.y, radius: geometry.pieceRadius,
                opacity: 1)
            return BoardPainter.shapes(ops, origin: p.layout.frame.origin, scale: p.layout.frame.width)
        }
        func contains(_ shapes: [BoardShape], _ piece: [BoardShape]) -> Bool {
            !piece.isEmpty && piece.allSatisfy { shapes.contains($0) }
        }
        let start = p.frame(squares: model.frame.squares, moving: MoveInFlight(played: played, progress: 0))
        #expect(contains(start, piece(on: from)))
        #expect(!contains(start, piece(on: to)))
        let rest = p.frame(squares: model.frame.squares)
        #expect(contains(rest, piece(on: to)))
        #expect(!contains(rest, piece(on: from)))
    }
}
