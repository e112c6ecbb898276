import BoardloreEngine
import Foundation

/// One entry of the move list: "12. c3-d4", bold for a capture.
public struct MoveListRow: Equatable, Sendable, Identifiable {
    /// 1 for the first move of the match.
    public let number: Int
    public let notation: String
    public let isCapture: Bool
    /// "Move 12, Tigers, c3-d4".
    public let accessibilityLabel: String

    public var id: Int { number }
    /// The number as shown before the notation.
    public var numberText: String { "\(number)." }

    /// The rows of a match's history, oldest first; `sideName` names a side.
    public static func rows(of history: [MoveDescription], sideName: (PlayerSide) -> String) -> [MoveListRow] {
        history.enumerated().map { offset, move in
            MoveListRow(
                number: offset + 1, notation: move.notation, isCapture: move.isCapture,
                accessibilityLabel: "Move \(offset + 1), \(sideName(move.side)), \(move.notation)")
        }
    }
}
