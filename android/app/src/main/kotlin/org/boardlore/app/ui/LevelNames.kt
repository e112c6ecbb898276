package org.boardlore.app.ui

import org.boardlore.app.R
import org.boardlore.core.Level

/** The chrome name of each of the core's computer levels (the pickers offer the core's `computerLevels(gameId)`). */
object LevelNames {
    fun of(level: Level): Int = when (level) {
        Level.EASY -> R.string.level_1
        Level.MEDIUM -> R.string.level_2
        Level.HARD -> R.string.level_3
        Level.EXPERT -> R.string.level_4
        Level.PERFECT -> R.string.level_5
    }

    /** The app's level number (1…) of [level], as [org.boardlore.app.core.Opponent.Computer] keeps it. */
    fun number(level: Level): Int = level.ordinal + 1

    /** The core's level of the app's level number [number] (clamped to the core's levels). */
    fun level(number: Int): Level = Level.entries[(number - 1).coerceIn(0, Level.entries.lastIndex)]
}
