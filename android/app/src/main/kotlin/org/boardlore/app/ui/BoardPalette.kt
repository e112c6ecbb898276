package org.boardlore.app.ui

import android.content.res.Configuration
import android.content.res.Resources
import android.graphics.Color
import org.boardlore.core.BoardTheme
import org.boardlore.core.CellShade
import org.boardlore.engine.boardTheme

/** The colours of a board: the core's [BoardTheme], parsed. */
class BoardPalette(val theme: BoardTheme) {
    private fun color(text: String): Int = runCatching { Color.parseColor(text) }.getOrDefault(Color.MAGENTA)

    val frame: Int = color(theme.background)
    val line: Int = color(theme.line)
    val label: Int = color(theme.label)
    val mark: Int = color(theme.mark)
    val selected: Int = color(theme.selected)
    val target: Int = color(theme.target)
    val hint: Int = color(theme.hint)
    val captured: Int = color(theme.captured)

    /** The tints, with the theme's opacity. */
    val lastMove: Int = withAlpha(color(theme.lastMove), theme.tintOpacity)
    val capturedTint: Int = withAlpha(captured, theme.tintOpacity)

    /** The browse screen's arrows: the move played in the last-move colour, the better move in the hint colour, both mostly opaque. */
    val playedArrow: Int = withAlpha(color(theme.lastMove), ARROW_OPACITY)
    val betterArrow: Int = withAlpha(hint, ARROW_OPACITY)

    /** Width of a board line as a share of the board's side. */
    val lineWidth: Float = theme.lineWidth

    private val light: Int = color(theme.cellLight)
    private val dark: Int = color(theme.cellDark)
    private val plain: Int = color(theme.cellPlain)
    private val home: Int = color(theme.cellHome)

    fun cell(shade: CellShade): Int = when (shade) {
        CellShade.LIGHT -> light
        CellShade.DARK -> dark
        CellShade.PLAIN -> plain
        CellShade.HOME -> home
    }

    companion object {
        private const val ARROW_OPACITY = 0.9f

        private fun withAlpha(color: Int, opacity: Float): Int =
            (color and 0x00FFFFFF) or ((opacity.coerceIn(0f, 1f) * 255).toInt() shl 24)

        /** The palette for the stored choice (`auto` follows the app's night mode in [resources]). */
        fun of(choice: String, resources: Resources): BoardPalette {
            val night = (resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_YES
            return BoardPalette(boardTheme(choice, night))
        }
    }
}
