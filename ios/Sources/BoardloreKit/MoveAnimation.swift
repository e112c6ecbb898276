import BoardloreEngine
import Foundation

/// The game screen's last move as the board animates it: the core's
/// `MoveFrame` and the frame's squares just before it.
public struct PlayedFrame: Equatable, Sendable {
    public let serial: Int
    public let move: BoardloreEngine.MoveFrame
    public let before: [SquareFrame]
}

/// A move on its way across the board: which move, when it started and how
/// long it takes.
public struct MoveAnimation: Equatable, Sendable {
    public let played: PlayedFrame
    public let start: Date
    public let duration: Double

    /// How far the move has come at `date`, 0…1.
    public func progress(at date: Date) -> Double {
        guard duration > 0 else { return 1 }
        return min(1, max(0, date.timeIntervalSince(start) / duration))
    }

    /// The animation for a move just played, or `nil` when moves are not
    /// animated (speed off, or Reduce Motion).
    public static func starting(_ played: PlayedFrame?, at date: Date, duration: Double) -> MoveAnimation? {
        guard let played, duration > 0 else { return nil }
        return MoveAnimation(played: played, start: date, duration: duration)
    }

    /// What to draw at `date`: the running animation while it lasts; a move
    /// played but whose animation has not started yet (`animatedSerial` is
    /// the last move whose animation did) held at its start; else nothing.
    public static func frame(
        running: MoveAnimation?, latest: PlayedFrame?, animatedSerial: Int?, duration: Double, at date: Date
    ) -> MoveInFlight? {
        if let running, running.progress(at: date) < 1 {
            return MoveInFlight(played: running.played, progress: running.progress(at: date))
        }
        if let latest, latest.serial != animatedSerial, duration > 0 {
            return MoveInFlight(played: latest, progress: 0)
        }
        return nil
    }
}

/// One frame of a move on its way: the move and how far it has come (0…1).
public struct MoveInFlight: Equatable, Sendable {
    public let played: PlayedFrame
    public let progress: Double
}
