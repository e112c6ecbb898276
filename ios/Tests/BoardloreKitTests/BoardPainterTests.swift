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
    }

    @Test func coloursAreReadFromTheCoresHex() throws {
        #expect(PaintColour(hex: "#ff8000") == PaintColour(red: 1, green: 128.0 / 255, blue: 0))
        #expect(PaintColour(hex: "#12345") == nil)
        #expect(PaintColour(hex: "#zz0000") == nil)
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
        let shapes = p.frame(squares: board.squares, lifted: LiftedPiece(square: from, location: finger))
        let centres = pieceCentres(shapes, p)
        let home = try #require(p.layout.centre(of: from, in: match.geometry()))
        #expect(!centres.contains { distance($0, home) < 0.01 })
        #expect(centres.contains { distance($0, finger) < 0.01 })
        #expect(centres.count == board.squares.filter { $0.piece != nil }.count)
    }

    /// The game screen's last move as the board animates it.
    @MainActor
    func played(_ move: MoveDescription, on model: GameScreenModel) throws -> (PlayedFrame, [SquareFrame]) {
        enter(move, on: model)
        return (try #require(model.lastPlayed), model.frame.squares)
    }

    @Test @MainActor func aMoveTravelsFromItsSquareToItsTarget() throws {
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let move: MoveDescription = try #require(match.legalMoves().first)
        let (played, after) = try played(move, on: try shown(twoPlayers("chiangmai-checkers")))
        let p = painter(match)
        let motion = try #require(played.move.motions.first)
        let origin = try #require(motion.from)
        let target = try #require(motion.path.last)
        let from = try #require(p.layout.centre(of: origin, in: match.geometry()))
        let to = try #require(p.layout.centre(of: target, in: match.geometry()))
        func at(_ progress: Double) -> [CGPoint] {
            pieceCentres(p.move(played.move, progress: progress, before: played.before, after: after), p)
        }
        func has(_ list: [CGPoint], _ point: CGPoint) -> Bool { list.contains { distance($0, point) < 0.01 } }
        #expect(has(at(0), from) && !has(at(0), to))
        #expect(has(at(1), to) && !has(at(1), from))
        let middle = CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
        #expect(at(0.5).contains { distance($0, middle) < 0.001 })
    }

    @Test @MainActor func aCapturedPieceFadesOut() throws {
        // Bagh Chal: play until a tiger captures a goat, then draw that move.
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let model = try shown(twoPlayers("bagh-chal"))
        var found: (PlayedFrame, [SquareFrame])? = nil
        var random = SplitMix(state: 7)
        for _ in 0..<200 where found == nil {
            let moves: [MoveDescription] = match.legalMoves()
            if moves.isEmpty { break }
            let move = moves.first { $0.isCapture } ?? moves[random.below(moves.count)]
            let drawn = try played(move, on: model)
            _ = try match.play(notation: move.notation)
            if move.isCapture { found = drawn }
        }
        let (played, after) = try #require(found)
        let p = painter(match)
        let taken = try #require(played.move.captured.first)
        let spot = try #require(p.layout.centre(of: taken, in: match.geometry()))
        let faded = pieceCentres(
            p.move(played.move, progress: 0.25, before: played.before, after: after), p, opacity: 0.75)
        #expect(faded.count == 1)
        #expect(faded.allSatisfy { distance($0, spot) < 0.01 })
    }
}
