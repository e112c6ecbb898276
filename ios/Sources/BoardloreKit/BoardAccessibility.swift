import BoardloreEngine
import Foundation

/// One VoiceOver element of the board: a square, where it is on screen, its
/// label; activating it taps the square.
public struct SquareElement: Equatable, Sendable {
    public let square: UInt32
    public let centre: CGPoint
    /// The side of the element's square frame, in points.
    public let size: CGFloat
    public let label: String
}

extension GameModel {
    /// What VoiceOver calls the board as a whole: "Bagh Chal board".
    public var boardLabel: String { "\(game.name) board" }

    /// One element per square, in reading order (top row first, then left
    /// to right, as the board is drawn now), labelled as the core words it
    /// (`GameMatch.squareSpeech`).
    public func squareElements(layout: BoardLayout) -> [SquareElement] {
        let size = layout.touchRadius(in: geometry) * 2
        let placed = board.squares.compactMap { (square: SquareState) -> SquareElement? in
            guard let centre = layout.centre(of: square.index, in: geometry) else { return nil }
            return SquareElement(square: square.index, centre: centre, size: size, label: spokenLabel(of: square))
        }
        return placed.sorted { a, b in
            abs(a.centre.y - b.centre.y) > 1 ? a.centre.y < b.centre.y : a.centre.x < b.centre.x
        }
    }
}
