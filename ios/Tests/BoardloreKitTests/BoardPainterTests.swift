import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// What the board view draws: the shapes made from the core's geometry and
/// board state.
@MainActor
struct BoardPainterTests {
    static let size = CGSize(width: 400, height: 400)

    func painter(_ match: GameMatch, coordinates: Bool = true, flipped: Bool = false) -> BoardPainter {
        BoardPainter(
            game: match.game(), geometry: match.geometry(),
            layout: BoardLayout(size: BoardPainterTests.size, flipped: flipped),
            palette: .forAppearance(dark: false), showCoordinates: coordinates)
    }

    /// Where pieces are drawn, at any size: each piece's art begins with its
    /// shadow, found here by its colour (at `opacity`) and its shape.
    func pieceCentres(_ shapes: [BoardShape], _ painter: BoardPainter, opacity: Double = 1) -> [CGPoint] {
        func points(_ steps: [PathStep]) -> [CGPoint] {
            steps.compactMap { step in
                switch step {
                case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): return p
                case .close: return nil
                }
            }
        }
        var references: [(PaintColour, [CGPoint])] = []
        for letter in painter.art.letters.sorted() {
            guard
                case .fill(.path(let steps, _), let colour)? = painter.art.shapes(
                    of: letter, at: .zero, radius: 1, opacity: opacity)?.first
            else { continue }
            references.append((colour, points(steps)))
        }
        var centres: [CGPoint] = []
        for shape in shapes {
            guard case .fill(.path(let steps, _), let colour) = shape else { continue }
            let found = points(steps)
            for (refColour, ref) in references where refColour == colour && ref.count == found.count && ref.count > 1 {
                let scale = distance(found[1], found[0]) / distance(ref[1], ref[0])
                let centre = CGPoint(x: found[0].x - scale * ref[0].x, y: found[0].y - scale * ref[0].y)
                let fits = zip(found, ref).allSatisfy {
                    distance($0, CGPoint(x: centre.x + scale * $1.x, y: centre.y + scale * $1.y)) < 0.01
                }
                if fits && !centres.contains(where: { distance($0, centre) < 0.01 }) {
                    centres.append(centre)
                }
            }
        }
        return centres
    }

    @Test func theEmptyBoardDrawsTheCoresLinesMarksAndLabels() throws {
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let geometry: BoardGeometry = match.geometry()
        let shapes = painter(match).board()
        let palette = BoardPalette.forAppearance(dark: false)
        #expect(shapes.first == .fill(.roundedRect(painter(match).layout.frame, cornerRadius: 8), palette.background))
        let lines = shapes.compactMap { shape -> [Segment]? in
            if case .stroke(.segments(let segments), palette.line, _) = shape { return segments }
            return nil
        }
        #expect(lines.count == 1)
        #expect(lines.first?.count == geometry.lines.count)
        let labels = shapes.filter { if case .text = $0 { return true } else { return false } }
        #expect(labels.count == geometry.labels.count)
        #expect(!geometry.labels.isEmpty)
        let bare = painter(match, coordinates: false).board()
        #expect(!bare.contains { if case .text = $0 { return true } else { return false } })
    }

    @Test func aCheckerboardFillsEveryCellInItsShade() throws {
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let geometry: BoardGeometry = match.geometry()
        let p = painter(match)
        let shapes = p.board()
        #expect(geometry.cells.count == 64)
        for cell in geometry.cells {
            #expect(shapes.contains(.fill(.rect(p.layout.rect(of: cell)), p.colour(of: cell.shade))))
        }
    }

    @Test func piecesStandOnTheirSquaresDrawnFromTheCoresArt() throws {
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let p = painter(match)
        let board: BoardState = match.board()
        let shapes = p.pieces(of: board.squares)
        let occupied = board.squares.filter { $0.piece != nil }
        #expect(occupied.count == 4)  // the four tigers in the corners
        let centres = pieceCentres(shapes, p)
        #expect(centres.count == occupied.count)
        for square in occupied {
            let centre = try #require(p.layout.centre(of: square.index, in: match.geometry()))
            #expect(centres.contains { distance($0, centre) < 0.01 })
            // Exactly the core's tiger, placed on its square.
            let tiger = try #require(p.art.shapes(of: "T", at: centre, radius: p.pieceRadius))
            #expect(tiger.allSatisfy { shapes.contains($0) })
        }
        #expect(!shapes.contains { if case .symbol = $0 { return true } else { return false } })
    }

    @Test func sideColoursComeFromTheCore() throws {
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let game: GameDescription = match.game()
        let p = painter(match)
        for side in game.sides {
            #expect(p.sideColours[side.side] == PaintColour(hex: side.colour))
        }
        #expect(PaintColour(hex: "#ff8000") == PaintColour(red: 1, green: 128.0 / 255, blue: 0))
        #expect(PaintColour(hex: "#12345") == nil)
        #expect(PaintColour(hex: "#zz0000") == nil)
        #expect(PaintColour(white: 0.9).isLight)
        #expect(!PaintColour(white: 0.1).isLight)
    }

    @Test func aSelectionShowsItsRingAndTheLegalTargets() throws {
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let move = try #require(match.legalMoves().first)
        _ = try match.tap(square: try #require(move.taps.first))
        let board: BoardState = match.board()
        let p = painter(match)
        let rings = p.highlights(board.squares).filter {
            if case .stroke(_, p.palette.selected, _) = $0 { return true } else { return false }
        }
        #expect(rings.count == board.squares.filter(\.selected).count)
        #expect(rings.count == 1)
        let targets = board.squares.filter(\.legalTarget)
        #expect(!targets.isEmpty)
        #expect(p.targets(board.squares).count == targets.count)
    }

    @Test func aDraggedPieceLeavesItsSquareAndFollowsTheFinger() throws {
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let move = try #require(match.legalMoves().first)
        let from = try #require(move.taps.first)
        _ = try match.tap(square: from)
        let board: BoardState = match.board()
        let p = painter(match)
        let finger = CGPoint(x: 123, y: 321)
        let shapes = p.frame(board: board, moving: nil, lifted: LiftedPiece(square: from, location: finger))
        let centres = pieceCentres(shapes, p)
        let home = try #require(p.layout.centre(of: from, in: match.geometry()))
        #expect(!centres.contains { distance($0, home) < 0.01 })
        #expect(centres.contains { distance($0, finger) < 0.01 })
        #expect(centres.count == board.squares.filter { $0.piece != nil }.count)
    }

    @Test func aMoveTravelsFromItsSquareToItsTarget() throws {
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let before: BoardState = match.board()
        let move: MoveDescription = try match.play(notation: try #require(match.legalMoves().first).notation)
        let after: BoardState = match.board()
        let played = PlayedMove(serial: 1, move: move, before: before, byComputer: false)
        let p = painter(match)
        let motion = try #require(move.motions.first)
        let origin = try #require(motion.from)
        let target = try #require(motion.path.last)
        let from = try #require(p.layout.centre(of: origin, in: match.geometry()))
        let to = try #require(p.layout.centre(of: target, in: match.geometry()))
        let start = pieceCentres(p.move(played, progress: 0, after: after), p)
        let end = pieceCentres(p.move(played, progress: 1, after: after), p)
        func has(_ list: [CGPoint], _ point: CGPoint) -> Bool { list.contains { distance($0, point) < 0.01 } }
        #expect(has(start, from) && !has(start, to))
        #expect(has(end, to) && !has(end, from))
        let midway = pieceCentres(p.move(played, progress: 0.5, after: after), p)
        let middle = CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
        #expect(midway.contains { distance($0, middle) < 0.001 })
    }

    @Test func aCapturedPieceFadesOut() throws {
        // Bagh Chal: play until a tiger captures a goat, then draw that move.
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        var found: (MoveDescription, BoardState)? = nil
        var random = SplitMix(state: 7)
        for _ in 0..<200 where found == nil {
            let moves: [MoveDescription] = match.legalMoves()
            if moves.isEmpty { break }
            let capture = moves.first { $0.isCapture }
            let before: BoardState = match.board()
            let move = try match.play(notation: (capture ?? moves[random.below(moves.count)]).notation)
            if move.isCapture { found = (move, before) }
        }
        let (move, before) = try #require(found)
        let p = painter(match)
        let played = PlayedMove(serial: 1, move: move, before: before, byComputer: false)
        let taken = try #require(move.captured.first)
        let spot = try #require(p.layout.centre(of: taken, in: match.geometry()))
        let faded = pieceCentres(p.move(played, progress: 0.25, after: match.board()), p, opacity: 0.75)
        #expect(faded.count == 1)
        #expect(faded.allSatisfy { distance($0, spot) < 0.01 })
    }
}
