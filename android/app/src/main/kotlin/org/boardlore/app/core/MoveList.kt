package org.boardlore.app.core

import org.boardlore.engine.TurnEntry

/**
 * The move list as text: one line per round, each turn after the number the
 * core gives it (`12.`, or `12…` for a line opened by the second side; a
 * round is both sides' turns; Seega's two placements are one turn).
 */
object MoveList {
    fun format(turns: List<TurnEntry>): String = buildString {
        var round = 0u
        for (turn in turns) {
            if (turn.round != round) {
                if (isNotEmpty()) append('\n')
                round = turn.round
                append(turn.number).append(' ')
            } else {
                append("  ")
            }
            append(turn.text)
        }
    }
}
