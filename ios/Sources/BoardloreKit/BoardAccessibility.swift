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

extension SquareElement {
    /// One element per square of `squares`, in reading order (top row
    /// first, then left to right, as the board is drawn now), labelled by
    /// `label` (the core's words).
    public static func reading<Square: PaintedSquare>(
        _ squares: [Square], layout: BoardLayout, geometry: BoardGeometry, label: (Square) -> String
    ) -> [SquareElement] {
        let size = layout.touchRadius(in: geometry) * 2
        let placed = squares.compactMap { (square: Square) -> SquareElement? in
            guard let centre = layout.centre(of: square.index, in: geometry) else { return nil }
            return SquareElement(square: square.index, centre: centre, size: size, label: label(square))
        }
        return placed.sorted { a, b in
            abs(a.centre.y - b.centre.y) > 1 ? a.centre.y < b.centre.y : a.centre.x < b.centre.x
        }
    }
}

extension GameScreenModel {
    /// The board's VoiceOver elements, labelled with the frame's words
    /// (`SquareFrame.spoken`).
    public func squareElements(layout: BoardLayout, geometry: BoardGeometry) -> [SquareElement] {
        SquareElement.reading(frame.squares, layout: layout, geometry: geometry) { $0.spoken }
    }
}

extension LearnModel {
    /// The trainer board's VoiceOver elements, labelled with the frame's
    /// words (`SquareFrame.spoken`).
    public func squareElements(layout: BoardLayout) -> [SquareElement] {
        SquareElement.reading(frame.board.squares, layout: layout, geometry: game.geometry) { $0.spoken }
    }
}
