import BoardloreEngine
import Foundation

/// One entry of the move list: a side's turn as the core numbers it ("12.
/// c3-d4" for the first side, "12… e5-d4" for the second; Seega's two
/// placements are one turn), bold when it captures. Every fact and the
/// spoken label are the core's (`TurnEntry`).
public struct MoveListRow: Equatable, Sendable, Identifiable {
    /// The round, from 1: a round is both sides' turns.
    public let round: Int
    /// Whether the turn is the first side's.
    public let isFirstSide: Bool
    /// The turn's moves: "c3-d4", "c2, d2".
    public let notation: String
    public let isCapture: Bool
    /// What VoiceOver says, in the core's words: "Round 12, Tigers, c3-d4".
    public let accessibilityLabel: String
    /// The number of moves played before the turn.
    public let id: Int

    /// The number as the core writes it before the notation: "12." or "12…".
    public let numberText: String

    public init(_ turn: TurnEntry) {
        round = Int(turn.round)
        isFirstSide = turn.side == .first
        notation = turn.text
        isCapture = turn.captures
        accessibilityLabel = turn.spoken
        id = Int(turn.firstPly)
        numberText = turn.number
    }
}
