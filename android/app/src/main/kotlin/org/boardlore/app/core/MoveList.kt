package org.boardlore.app.core

import org.boardlore.engine.MoveDescription

/** The move list as text: one numbered line per round, the first side's move then the second's. */
object MoveList {
    fun format(history: List<MoveDescription>): String = buildString {
        var number = 0
        for ((i, move) in history.withIndex()) {
            val startsLine = i == 0 || move.side.index == 0 || history[i - 1].side == move.side
            if (startsLine) {
                if (isNotEmpty()) append('\n')
                number++
                append(number).append(". ")
                // A round opened by the second side (after a pass-less skip) keeps its column.
                if (move.side.index == 1) append("…  ")
            } else {
                append("  ")
            }
            append(move.notation)
        }
    }
}
