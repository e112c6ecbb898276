package org.boardlore.app.core

import org.boardlore.core.Level

/** The app's settings, as the settings screen edits them. */
data class AppSettings(
    val sound: Boolean = true,
    val haptics: Boolean = true,
    val coordinates: Boolean = true,
    val animation: AnimationSpeed = AnimationSpeed.NORMAL,
    val theme: ThemeChoice = ThemeChoice.SYSTEM,
    val defaultLevel: Int = DEFAULT_LEVEL,
    /** The board theme: a core theme id, or `auto` (the core's `boardThemeAuto()`: wood by day, dark at night). */
    val boardTheme: String = AUTO_BOARD_THEME,
    /** Whether the legal targets of a picked-up piece are marked. */
    val showLegalMoves: Boolean = true,
) {
    /** The core's level of [defaultLevel] (1 is the weakest). */
    val level: Level get() = Level.entries[(defaultLevel - 1).coerceIn(0, LEVELS - 1)]

    companion object {
        const val DEFAULT_LEVEL = 2
        const val AUTO_BOARD_THEME = "auto"
        /** Levels 1 to 4: easy, medium, hard, expert, as the engine names them. */
        const val LEVELS = 4
    }
}

/** How long one step of a move animation lasts. */
enum class AnimationSpeed(val stepMillis: Long) {
    OFF(0),
    FAST(120),
    NORMAL(220),
    SLOW(400),
}

enum class ThemeChoice { SYSTEM, LIGHT, DARK }
