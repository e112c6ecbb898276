import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The browse screen's arrows: from square centres, as the board painter
/// places pieces, flipped with the board.
struct ArrowPainterTests {
    static let size = CGSize(width: 500, height: 300)

    func painter(_ gameId: String, flipped: Bool = false) throws -> BoardPainter {
        let match = try GameMatch(gameId: gameId, options: [])
        return BoardPainter(
            game: match.game(), geometry: match.geometry(),
            layout: BoardLayout(size: ArrowPainterTests.size, flipped: flipped),
            palette: .forAppearance(dark: false), showCoordinates: false)
    }

    func square(_ name: String, in painter: BoardPainter) throws -> UInt32 {
        let index = try #require(painter.geometry.squareNames.firstIndex(of: name))
        return UInt32(index)
    }

    /// The shaft's stops and the head's three corners of an arrow.
    func parts(_ shapes: [BoardShape]) -> (stops: [CGPoint], head: [CGPoint], colours: [PaintColour])? {
        guard shapes.count == 2, case .stroke(.segments(let shaft), let shaftColour, _) = shapes[0],
            case .fill(.path(let steps, _), let headColour) = shapes[1]
        else { return nil }
        let head = steps.compactMap { (step: PathStep) -> CGPoint? in
            switch step {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
        return ([shaft[0].from] + shaft.map(\.to), head, [shaftColour, headColour])
    }

    func near(_ a: CGPoint, _ b: CGPoint) -> Bool { distance(a, b) < 0.001 }

    @Test func aSlideRunsFromItsSquareToTheTipOnTheOthersCentre() throws {
        for flipped in [false, true] {
            let painter = try painter("bagh-chal", flipped: flipped)
            let from = try square("a1", in: painter)
            let to = try square("b2", in: painter)
            let colour = painter.palette.playedArrow
            let arrow = try #require(parts(painter.arrow(along: [from, to], colour: colour)))
            let start = try #require(painter.layout.centre(of: from, in: painter.geometry))
            let end = try #require(painter.layout.centre(of: to, in: painter.geometry))
            #expect(near(arrow.stops[0], start))
            #expect(near(arrow.head[0], end), "the tip is the target's centre")
            #expect(arrow.colours == [colour, colour])
            // The shaft stops at the head's base, on the line between the two.
            let base = CGPoint(x: (arrow.head[1].x + arrow.head[2].x) / 2, y: (arrow.head[1].y + arrow.head[2].y) / 2)
            #expect(near(arrow.stops.last ?? .zero, base))
            #expect(distance(start, base) + distance(base, end) - distance(start, end) < 0.001)
            // The head is symmetric about the line.
            #expect(abs(distance(arrow.head[1], end) - distance(arrow.head[2], end)) < 0.001)
        }
    }

    @Test func aCaptureChainBendsThroughEveryStop() throws {
        let painter = try painter("buff-and-green")
        let path = try ["a1", "c3", "e1", "g3"].map { try square($0, in: painter) }
        let arrow = try #require(parts(painter.arrow(along: path, colour: painter.palette.betterArrow)))
        let centres = try path.map { try #require(painter.layout.centre(of: $0, in: painter.geometry)) }
        #expect(arrow.stops.count == 4)
        for (stop, centre) in zip(arrow.stops.prefix(3), centres.prefix(3)) {
            #expect(near(stop, centre))
        }
        #expect(near(arrow.head[0], centres[3]))
    }

    @Test func aPlacementIsARingAroundItsSquare() throws {
        let painter = try painter("bagh-chal", flipped: true)
        let square = try square("c3", in: painter)
        let centre = try #require(painter.layout.centre(of: square, in: painter.geometry))
        let shapes = painter.arrow(along: [square], colour: painter.palette.betterArrow)
        guard case .stroke(.ellipse(let rect), let colour, _)? = shapes.first, shapes.count == 1 else {
            Issue.record("a placement is one ring: \(shapes)")
            return
        }
        #expect(near(CGPoint(x: rect.midX, y: rect.midY), centre))
        #expect(rect.width > painter.pieceRadius * 2)
        #expect(colour == painter.palette.betterArrow)
        // A square the board lacks draws nothing.
        #expect(painter.arrow(along: [square, 999], colour: colour).isEmpty)
    }

    @Test func playedAndBetterArrowsWearTheThemesColours() {
        let palette = BoardPalette.forAppearance(dark: true)
        #expect(palette.playedArrow.red == palette.lastMove.red)
        #expect(palette.playedArrow.blue == palette.lastMove.blue)
        #expect(palette.betterArrow.green == palette.hint.green)
        #expect(palette.playedArrow != palette.betterArrow)
    }
}
