import BoardloreEngine
import Foundation

/// One entry of the move list: a side's turn as the core numbers it ("12.
/// c3-d4" for the first side, "12… e5-d4" for the second; Seega's two
/// placements are one turn), bold when it captures.
public struct MoveListRow: Equatable, Sendable, Identifiable {
    /// The round, from 1: a round is both sides' turns.
    public let round: Int
    /// Whether the turn is the first side's.
    public let isFirstSide: Bool
    /// The turn's moves: "c3-d4", "c2, d2".
    public let notation: String
    public let isCapture: Bool
    /// "Round 12, Tigers, c3-d4".
    public let accessibilityLabel: String
    /// The number of moves played before the turn.
    public let id: Int

    /// The number as shown before the notation.
    public var numberText: String { isFirstSide ? "\(round)." : "\(round)…" }

    /// The rows of a match's turns, oldest first; `history` tells which
    /// moves capture, `sideName` names a side.
    public static func rows(
        of turns: [TurnEntry], history: [MoveDescription], sideName: (PlayerSide) -> String
    ) -> [MoveListRow] {
        turns.map { (turn: TurnEntry) -> MoveListRow in
            let first = Int(turn.firstPly)
            let moves = history.dropFirst(first).prefix(turn.moves.count)
            return MoveListRow(
                round: Int(turn.round), isFirstSide: turn.side == .first, notation: turn.text,
                isCapture: moves.contains { (move: MoveDescription) -> Bool in move.isCapture },
                accessibilityLabel: "Round \(turn.round), \(sideName(turn.side)), \(turn.text)", id: first)
        }
    }
}
