package org.boardlore.app.core

import org.boardlore.core.Level
import org.boardlore.engine.defaultLevel

/** The app's settings, as the settings screen edits them. */
data class AppSettings(
    val sound: Boolean = true,
    val haptics: Boolean = true,
    val coordinates: Boolean = true,
    val animation: AnimationSpeed = AnimationSpeed.NORMAL,
    val theme: ThemeChoice = ThemeChoice.SYSTEM,
    /** The computer's level a new game starts at; the core's default until the person picks one. */
    val level: Level = defaultLevel(),
    /** The board theme: a core theme id, or `auto` (the core's `boardThemeAuto()`: wood by day, dark at night). */
    val boardTheme: String = AUTO_BOARD_THEME,
    /** Whether the legal targets of a picked-up piece are marked. */
    val showLegalMoves: Boolean = true,
) {
    companion object {
        const val AUTO_BOARD_THEME = "auto"
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
