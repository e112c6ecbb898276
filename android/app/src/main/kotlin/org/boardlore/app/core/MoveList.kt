package org.boardlore.app.core

import org.boardlore.engine.PlayerSide
import org.boardlore.engine.TurnEntry

/**
 * The move list as text: one line per round, numbered by the core (a round
 * is both sides' turns; Seega's two placements are one turn).
 */
object MoveList {
    fun format(turns: List<TurnEntry>): String = buildString {
        var round = 0u
        for (turn in turns) {
            if (turn.round != round) {
                if (isNotEmpty()) append('\n')
                round = turn.round
                append(round).append(". ")
                // A record that starts with the second side keeps its column.
                if (turn.side == PlayerSide.SECOND) append("…  ")
            } else {
                append("  ")
            }
            append(turn.text)
        }
    }
}
