package org.boardlore.app.core

/** The app's settings, as the settings screen edits them. */
data class AppSettings(
    val sound: Boolean = true,
    val haptics: Boolean = true,
    val coordinates: Boolean = true,
    val animation: AnimationSpeed = AnimationSpeed.NORMAL,
    val theme: ThemeChoice = ThemeChoice.SYSTEM,
    val defaultLevel: Int = DEFAULT_LEVEL,
) {
    companion object {
        const val DEFAULT_LEVEL = 2
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
