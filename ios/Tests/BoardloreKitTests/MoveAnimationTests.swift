import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The steps of a move's animation.
@MainActor
struct MoveAnimationTests {
    func playedMove(serial: Int) throws -> PlayedFrame {
        let model = try shown(twoPlayers("seega"))
        let before = model.frame.squares
        enter(try #require(try GameMatch(gameId: "seega", options: []).legalMoves().first), on: model)
        return PlayedFrame(serial: serial, move: try #require(model.frame.lastMove), before: before)
    }

    @Test func progressRunsFromZeroToOneOverTheDuration() throws {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let animation = MoveAnimation(played: try playedMove(serial: 1), start: start, duration: 0.5)
        #expect(animation.progress(at: start.addingTimeInterval(-1)) == 0)
        #expect(animation.progress(at: start.addingTimeInterval(0.25)) == 0.5)
        #expect(animation.progress(at: start.addingTimeInterval(2)) == 1)
    }

    @Test func noAnimationWhenMovesAreNotAnimated() throws {
        let played = try playedMove(serial: 1)
        #expect(MoveAnimation.starting(played, at: Date(), duration: 0) == nil)
        #expect(MoveAnimation.starting(nil, at: Date(), duration: 0.3) == nil)
        #expect(MoveAnimation.starting(played, at: Date(), duration: 0.3)?.played == played)
    }

    @Test func theFrameFollowsTheRunningAnimationThenRests() throws {
        let played = try playedMove(serial: 3)
        let start = Date(timeIntervalSinceReferenceDate: 50)
        let running = MoveAnimation(played: played, start: start, duration: 0.4)
        let midway = MoveAnimation.frame(
            running: running, latest: played, animatedSerial: 3, duration: 0.4, at: start.addingTimeInterval(0.1))
        #expect(midway?.played == played)
        #expect(abs((midway?.progress ?? 0) - 0.25) < 1e-9)
        let done = MoveAnimation.frame(
            running: running, latest: played, animatedSerial: 3, duration: 0.4, at: start.addingTimeInterval(1))
        #expect(done == nil)
    }

    @Test func aMoveNotYetAnimatedIsHeldAtItsStart() throws {
        let played = try playedMove(serial: 4)
        let waiting = MoveAnimation.frame(running: nil, latest: played, animatedSerial: 3, duration: 0.3, at: Date())
        #expect(waiting == MoveInFlight(played: played, progress: 0))
        // Unless moves are not animated at all.
        #expect(MoveAnimation.frame(running: nil, latest: played, animatedSerial: 3, duration: 0, at: Date()) == nil)
    }
}
