import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The board's place on screen, and which square a touch lands on.
struct BoardLayoutTests {
    @Test func theBoardIsTheLargestCentredSquare() {
        let wide = BoardLayout(size: CGSize(width: 300, height: 200), flipped: false)
        #expect(wide.frame == CGRect(x: 50, y: 0, width: 200, height: 200))
        let tall = BoardLayout(size: CGSize(width: 100, height: 180), flipped: false)
        #expect(tall.frame == CGRect(x: 0, y: 40, width: 100, height: 100))
    }

    @Test func flippingTurnsTheBoardHalfATurn() {
        let size = CGSize(width: 200, height: 200)
        let upright = BoardLayout(size: size, flipped: false)
        let flipped = BoardLayout(size: size, flipped: true)
        let corner = BoardPoint(x: 0.1, y: 0.2)
        // The core's coordinates are 32-bit floats: equal to a millionth.
        #expect(distance(upright.point(corner), CGPoint(x: 20, y: 40)) < 1e-4)
        #expect(distance(flipped.point(corner), CGPoint(x: 180, y: 160)) < 1e-4)
    }

    @Test(arguments: ["bagh-chal", "buff-and-green", "seega", "chiangmai-checkers", "bobail"])
    func everySquareIsFoundUnderItsCentre(gameId: String) throws {
        let geometry: BoardGeometry = try GameMatch(gameId: gameId, options: []).geometry()
        for flipped in [false, true] {
            let layout = BoardLayout(size: CGSize(width: 320, height: 400), flipped: flipped)
            let step = layout.touchRadius(in: geometry) * 2
            for index in geometry.points.indices {
                let square = UInt32(index)
                let centre = try #require(layout.centre(of: square, in: geometry))
                #expect(layout.square(at: centre, in: geometry) == square)
                // A touch a little off centre still finds it.
                let nudged = CGPoint(x: centre.x + step * 0.3, y: centre.y - step * 0.2)
                #expect(layout.square(at: nudged, in: geometry) == square)
            }
        }
    }

    @Test func aTouchOffTheBoardFindsNoSquare() throws {
        let geometry: BoardGeometry = try GameMatch(gameId: "seega", options: []).geometry()
        let layout = BoardLayout(size: CGSize(width: 300, height: 300), flipped: false)
        #expect(layout.square(at: CGPoint(x: -40, y: -40), in: geometry) == nil)
        #expect(layout.square(at: CGPoint(x: 1000, y: 150), in: geometry) == nil)
        #expect(layout.centre(of: UInt32(geometry.points.count), in: geometry) == nil)
    }

    @Test func theTouchRadiusIsHalfTheGapBetweenNeighbours() throws {
        // Bagh Chal: 5 x 5 points, neighbours a quarter of the board's span
        // apart (less, with the margin): the radius is at most an eighth.
        let geometry: BoardGeometry = try GameMatch(gameId: "bagh-chal", options: []).geometry()
        let layout = BoardLayout(size: CGSize(width: 400, height: 400), flipped: false)
        let radius = layout.touchRadius(in: geometry)
        #expect(radius > 20)
        #expect(radius <= 50)
        // Just inside and just outside the radius of a1's centre.
        let a1 = try #require(layout.centre(of: 0, in: geometry))
        #expect(layout.square(at: CGPoint(x: a1.x + radius * 0.95, y: a1.y), in: geometry) == 0)
        #expect(layout.square(at: CGPoint(x: a1.x - radius * 1.05, y: a1.y), in: geometry) == nil)
    }
}
