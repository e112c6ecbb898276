package org.boardlore.app.ui

import android.os.Bundle
import android.widget.Button
import android.widget.RadioButton
import android.widget.RadioGroup
import android.widget.Switch
import org.boardlore.app.R
import org.boardlore.app.core.AnimationSpeed
import org.boardlore.app.core.AppSettings
import org.boardlore.app.core.ThemeChoice
import org.boardlore.engine.boardThemeAuto
import org.boardlore.engine.boardThemes
import org.boardlore.engine.defaultLevelChoices
import org.boardlore.engine.levelTitle

/** Sound, haptics, coordinates, legal moves, animation speed, theme, board theme and the default level. */
class SettingsActivity : BaseActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_settings)
        applyInsets(view(R.id.root))
        view<Button>(R.id.back_button).setOnClickListener { finish() }

        bindSwitch(R.id.sound_switch, settings.sound) { copy(sound = it) }
        bindSwitch(R.id.haptics_switch, settings.haptics) { copy(haptics = it) }
        bindSwitch(R.id.coordinates_switch, settings.coordinates) { copy(coordinates = it) }
        bindSwitch(R.id.legal_moves_switch, settings.showLegalMoves) { copy(showLegalMoves = it) }

        bindChoices(
            R.id.animation_group,
            listOf(R.string.animation_off, R.string.animation_fast, R.string.animation_normal, R.string.animation_slow),
            AnimationSpeed.entries.indexOf(settings.animation),
        ) { copy(animation = AnimationSpeed.entries[it]) }

        bindChoices(
            R.id.theme_group,
            listOf(R.string.theme_system, R.string.theme_light, R.string.theme_dark),
            ThemeChoice.entries.indexOf(settings.theme),
        ) { index ->
            copy(theme = ThemeChoice.entries[index])
        }

        // The board themes are the core's; `auto` first.
        val boardThemes = listOf(boardThemeAuto()) + boardThemes().map { it.id }
        val names = boardThemes().associate { it.id to it.name }
        bindChoiceTexts(
            R.id.board_theme_group,
            boardThemes.map { id -> boardThemeLabel(id) ?: names[id] ?: id },
            boardThemes.indexOf(settings.boardTheme).coerceAtLeast(0),
        ) { copy(boardTheme = boardThemes[it]) }

        // The levels offered are the core's (those every game offers), weakest first.
        val levels = defaultLevelChoices()
        bindChoiceTexts(R.id.level_group, levels.map { levelTitle(it, services.language) }, levels.indexOf(settings.level)) {
            copy(level = levels[it])
        }
    }

    private fun bindSwitch(id: Int, value: Boolean, change: AppSettings.(Boolean) -> AppSettings) {
        view<Switch>(id).apply {
            isChecked = value
            setOnCheckedChangeListener { _, checked -> update { change(checked) } }
        }
    }

    /** The app's own name of a core board theme, where it has one (translated with the chrome). */
    private fun boardThemeLabel(id: String): String? = when (id) {
        "auto" -> getString(R.string.board_theme_auto)
        "wood" -> getString(R.string.board_theme_wood)
        "dark" -> getString(R.string.board_theme_dark)
        "contrast" -> getString(R.string.board_theme_contrast)
        else -> null
    }

    private fun bindChoices(groupId: Int, labels: List<Int>, selected: Int, change: AppSettings.(Int) -> AppSettings) =
        bindChoiceTexts(groupId, labels.map { getString(it) }, selected, change)

    private fun bindChoiceTexts(groupId: Int, labels: List<String>, selected: Int, change: AppSettings.(Int) -> AppSettings) {
        val group = view<RadioGroup>(groupId)
        val ids = labels.map { label ->
            RadioButton(this).apply {
                id = android.view.View.generateViewId()
                text = label
                minHeight = resources.getDimensionPixelSize(R.dimen.touch_target)
                group.addView(this)
            }.id
        }
        group.arrangeChoices(contentWidth())
        group.check(ids[selected.coerceIn(0, ids.lastIndex)])
        group.setOnCheckedChangeListener { _, checked ->
            val index = ids.indexOf(checked)
            if (index >= 0) update { change(index) }
        }
    }

    private fun update(change: AppSettings.() -> AppSettings) {
        val updated = services.settings.load().change()
        services.settings.save(updated)
        // A new theme applies at once here; other screens follow when shown again.
        if (updated.theme != settings.theme) recreate()
    }
}
