package org.boardlore.app.ui

import android.content.Context
import org.boardlore.app.core.AppSettings
import org.boardlore.engine.levelName
import org.boardlore.engine.storedDefaultLevel

/** [AppSettings] in SharedPreferences. */
class SettingsStore(context: Context) {
    private val prefs = context.getSharedPreferences("settings", Context.MODE_PRIVATE)

    fun load(): AppSettings {
        val defaults = AppSettings()
        return AppSettings(
            sound = prefs.getBoolean(KEY_SOUND, defaults.sound),
            haptics = prefs.getBoolean(KEY_HAPTICS, defaults.haptics),
            coordinates = prefs.getBoolean(KEY_COORDINATES, defaults.coordinates),
            animation = enumOr(prefs.getString(KEY_ANIMATION, null), defaults.animation),
            theme = enumOr(prefs.getString(KEY_THEME, null), defaults.theme),
            // Stored in the core's form (`levelName`); the core reads it back, an earlier
            // version's number too, and a level Settings no longer offers as its default.
            level = storedDefaultLevel(prefs.all[KEY_LEVEL]?.toString() ?: ""),
            boardTheme = prefs.getString(KEY_BOARD_THEME, null) ?: defaults.boardTheme,
            showLegalMoves = prefs.getBoolean(KEY_LEGAL_MOVES, defaults.showLegalMoves),
        )
    }

    fun save(settings: AppSettings) {
        prefs.edit()
            .putBoolean(KEY_SOUND, settings.sound)
            .putBoolean(KEY_HAPTICS, settings.haptics)
            .putBoolean(KEY_COORDINATES, settings.coordinates)
            .putString(KEY_ANIMATION, settings.animation.name)
            .putString(KEY_THEME, settings.theme.name)
            .putString(KEY_LEVEL, levelName(settings.level))
            .putString(KEY_BOARD_THEME, settings.boardTheme)
            .putBoolean(KEY_LEGAL_MOVES, settings.showLegalMoves)
            .apply()
    }

    private inline fun <reified E : Enum<E>> enumOr(name: String?, default: E): E =
        enumValues<E>().firstOrNull { it.name == name } ?: default

    private companion object {
        const val KEY_SOUND = "sound"
        const val KEY_HAPTICS = "haptics"
        const val KEY_COORDINATES = "coordinates"
        const val KEY_ANIMATION = "animation"
        const val KEY_THEME = "theme"
        const val KEY_LEVEL = "default_level"
        const val KEY_BOARD_THEME = "board_theme"
        const val KEY_LEGAL_MOVES = "show_legal_moves"
    }
}
