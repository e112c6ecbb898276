package org.boardlore.app.ui

import android.content.Context
import android.graphics.Canvas
import android.util.AttributeSet
import android.view.View
import org.boardlore.app.core.AppSettings
import org.boardlore.app.core.BoardLayout
import org.boardlore.core.BoardGeometry
import org.boardlore.core.SquareFrame

/** A small, non-interactive board for the home screen: the core's geometry and start position. */
class BoardPreviewView @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : View(context, attrs) {
    private val painter = BoardPainter(resources.displayMetrics.density)
    private var palette = BoardPalette.of(AppSettings.AUTO_BOARD_THEME, resources)
    private var geometry: BoardGeometry? = null
    private var squares: List<SquareFrame> = emptyList()
    private var layout: BoardLayout? = null
    private var gameId = ""
    private var picture: BoardPainter.Drawing? = null

    init {
        // Drawn as the board is, in every language.
        layoutDirection = LAYOUT_DIRECTION_LTR
    }

    /** Shows the start position of [gameId], in the board theme [palette]. */
    fun show(gameId: String, geometry: BoardGeometry, squares: List<SquareFrame>, palette: BoardPalette) {
        this.gameId = gameId
        this.palette = palette
        this.geometry = geometry
        this.squares = squares
        rebuild()
    }

    override fun onSizeChanged(w: Int, h: Int, oldw: Int, oldh: Int) = rebuild()

    private fun rebuild() {
        val g = geometry
        layout = if (g == null || width == 0) null else BoardLayout(g, width.toFloat(), height.toFloat())
        picture = layout?.let { painter.picture(it, gameId, palette, squares).first }
        invalidate()
    }

    override fun onDraw(canvas: Canvas) {
        painter.draw(canvas, layout ?: return, picture ?: return)
    }
}
