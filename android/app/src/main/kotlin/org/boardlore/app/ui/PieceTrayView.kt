package org.boardlore.app.ui

import android.content.Context
import android.graphics.Canvas
import android.graphics.Paint
import android.util.AttributeSet
import android.view.View
import org.boardlore.core.SideTray

/**
 * The pieces off the board, drawn as pieces with the core's art: one row per
 * side that has any, its pieces still in hand (one piece and the count) and
 * the pieces it has lost (one drawn per piece, up to a dozen, then a count).
 * Gone when no side has any, so it never leaves an empty band.
 */
class PieceTrayView @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : View(context, attrs) {
    private val painter = BoardPainter(resources.displayMetrics.density)
    private var gameId = ""
    private var rows: List<SideTray> = emptyList()
    private val density = resources.displayMetrics.density
    private val rowHeight = 30f * density
    private val text = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        textSize = 14f * density
        color = context.getColor(org.boardlore.app.R.color.on_surface)
    }

    /** How many pieces the tray draws now (for tests): one per piece in hand row, one per lost piece shown. */
    var piecesDrawn: Int = 0
        private set

    fun show(tray: List<SideTray>, gameId: String, description: String) {
        this.gameId = gameId
        val shown = tray.filter { (it.inHand?.count ?: 0u) > 0u || it.captured.isNotEmpty() }
        val changed = shown != rows
        rows = shown
        contentDescription = description
        visibility = if (rows.isEmpty()) GONE else VISIBLE
        if (changed) requestLayout()
        invalidate()
    }

    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val h = (rows.size * rowHeight).toInt() + paddingTop + paddingBottom
        setMeasuredDimension(MeasureSpec.getSize(widthMeasureSpec), resolveSize(h, heightMeasureSpec))
    }

    override fun onDraw(canvas: Canvas) {
        val r = rowHeight * 0.42f
        var drawn = 0
        // Right to left, the rows start at the right edge.
        val rtl = layoutDirection == LAYOUT_DIRECTION_RTL
        fun at(x: Float): Float = if (rtl) width - x else x
        text.textAlign = if (rtl) Paint.Align.RIGHT else Paint.Align.LEFT
        rows.forEachIndexed { i, tray ->
            val cy = paddingTop + rowHeight * (i + 0.5f)
            var x = (if (rtl) paddingRight else paddingLeft) + r
            val hand = tray.inHand
            if (hand != null && hand.count > 0u) {
                painter.draw(canvas, painter.piece(gameId, hand.letter, at(x), cy, r))
                drawn++
                val label = "×${hand.count}"
                canvas.drawText(label, at(x + r * 1.3f), cy - (text.ascent() + text.descent()) / 2f, text)
                x += r * 1.3f + text.measureText(label) + r * 2f
            }
            for (lost in tray.captured) {
                val shown = minOf(lost.count.toInt(), MAX_DRAWN)
                repeat(shown) {
                    painter.draw(canvas, painter.piece(gameId, lost.letter, at(x), cy, r * 0.85f))
                    drawn++
                    x += r * 1.1f
                }
                if (lost.count.toInt() > shown) {
                    val more = "+${lost.count.toInt() - shown}"
                    canvas.drawText(more, at(x + r * 0.2f), cy - (text.ascent() + text.descent()) / 2f, text)
                    x += text.measureText(more) + r
                }
                x += r * 0.8f
            }
        }
        piecesDrawn = drawn
    }

    private companion object {
        const val MAX_DRAWN = 12
    }
}
