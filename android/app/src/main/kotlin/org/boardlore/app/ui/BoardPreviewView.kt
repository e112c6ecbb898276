package org.boardlore.app.ui

import android.content.Context
import android.graphics.Canvas
import android.util.AttributeSet
import android.view.View
import org.boardlore.app.core.AppSettings
import org.boardlore.app.core.BoardLayout
import org.boardlore.core.PieceArt
import org.boardlore.core.BoardGeometry
import org.boardlore.core.SquareFrame

/** A small, non-interactive board for the home screen: the core's geometry and start position. */
class BoardPreviewView @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : View(context, attrs) {
    private val painter = BoardPainter(BoardPalette.of(AppSettings.AUTO_BOARD_THEME, resources), resources.displayMetrics.density)
    private var geometry: BoardGeometry? = null
    private var squares: List<SquareFrame> = emptyList()
    private var layout: BoardLayout? = null

    init {
        // Drawn as the board is, in every language.
        layoutDirection = LAYOUT_DIRECTION_LTR
    }

    /** Shows the start position with the core's [art], in the board theme [palette]. */
    fun show(geometry: BoardGeometry, squares: List<SquareFrame>, art: List<PieceArt>, palette: BoardPalette) {
        painter.art.use(art)
        painter.palette = palette
        this.geometry = geometry
        this.squares = squares
        rebuild()
    }

    override fun onSizeChanged(w: Int, h: Int, oldw: Int, oldh: Int) = rebuild()

    private fun rebuild() {
        val g = geometry
        layout = if (g == null || width == 0) null else BoardLayout(g, width.toFloat(), height.toFloat())
        invalidate()
    }

    override fun onDraw(canvas: Canvas) {
        val layout = layout ?: return
        painter.drawBoard(canvas, layout, coordinates = false)
        painter.drawPieces(canvas, layout, squares)
    }
}
