package org.boardlore.app.ui

import org.boardlore.app.R
import org.boardlore.engine.AiLevel

/** The chrome name of each of the core's computer levels (the pickers offer the core's `computerLevels(gameId)`). */
object LevelNames {
    fun of(level: AiLevel): Int = when (level) {
        AiLevel.EASY -> R.string.level_1
        AiLevel.MEDIUM -> R.string.level_2
        AiLevel.HARD -> R.string.level_3
        AiLevel.EXPERT -> R.string.level_4
        AiLevel.PERFECT -> R.string.level_5
    }

    /** The app's level number (1…) of [level], as [org.boardlore.app.core.Opponent.Computer] keeps it. */
    fun number(level: AiLevel): Int = level.ordinal + 1

    /** The core's level of the app's level number [number] (clamped to the core's levels). */
    fun level(number: Int): AiLevel = AiLevel.entries[(number - 1).coerceIn(0, AiLevel.entries.lastIndex)]
}
