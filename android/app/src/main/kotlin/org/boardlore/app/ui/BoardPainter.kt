package org.boardlore.app.ui

import android.graphics.Canvas
import android.graphics.Color
import android.graphics.Paint
import android.graphics.Path
import android.graphics.RectF
import org.boardlore.app.core.BoardLayout
import org.boardlore.engine.BoardStyle
import org.boardlore.engine.MarkKind
import org.boardlore.engine.PieceDescription
import org.boardlore.engine.PlayerSide
import org.boardlore.engine.SquareState

/**
 * Draws a board from the core's geometry and the pieces from its board
 * state: no board is hard-coded. Shared by the game's [BoardView] and the
 * home screen's [BoardPreviewView].
 */
class BoardPainter(private val palette: BoardPalette, private val density: Float) {
    /**
     * Each side's traditional piece colour from the core (`#rrggbb`), by side
     * index; the theme's colours stand in for any it cannot read.
     */
    var sideColours: List<String> = emptyList()
        set(value) {
            field = value
            parsedColours = value.map { text -> runCatching { Color.parseColor(text) }.getOrNull() }
        }
    private var parsedColours: List<Int?> = emptyList()

    private val fill = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.FILL }
    private val stroke = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeCap = Paint.Cap.ROUND }
    private val text = Paint(Paint.ANTI_ALIAS_FLAG).apply { textAlign = Paint.Align.CENTER }
    private val rect = RectF()
    private val path = Path()

    /** The empty board: frame, cells or lines, marks and (optionally) coordinates. */
    fun drawBoard(canvas: Canvas, layout: BoardLayout, coordinates: Boolean) {
        val g = layout.geometry
        fill.color = palette.frame
        rect.set(layout.left, layout.top, layout.left + layout.size, layout.top + layout.size)
        canvas.drawRoundRect(rect, layout.size * 0.02f, layout.size * 0.02f, fill)

        for (cell in g.cells) {
            val r = layout.cell(cell.origin, cell.size)
            fill.color = palette.cell(cell.shade)
            canvas.drawRect(r.left, r.top, r.right, r.bottom, fill)
        }
        stroke.color = palette.line
        stroke.strokeWidth = maxOf(1f * density, layout.size * 0.006f)
        for (line in g.lines) {
            val a = layout.map(line.from)
            val b = layout.map(line.to)
            canvas.drawLine(a.x, a.y, b.x, b.y, stroke)
        }
        if (g.style == BoardStyle.LINES) {
            fill.color = palette.line
            for (i in g.points.indices) {
                val c = layout.centre(i)
                canvas.drawCircle(c.x, c.y, stroke.strokeWidth * 1.6f, fill)
            }
        }
        for (mark in g.marks) {
            val c = layout.centre(mark.square.toInt())
            val r = layout.step * 0.18f
            stroke.color = palette.mark
            when (mark.kind) {
                MarkKind.CENTRE -> {
                    canvas.drawLine(c.x - r, c.y - r, c.x + r, c.y + r, stroke)
                    canvas.drawLine(c.x - r, c.y + r, c.x + r, c.y - r, stroke)
                }
            }
        }
        if (coordinates) {
            text.color = palette.label
            text.textSize = layout.size * 0.035f
            for (label in g.labels) {
                val c = layout.map(label.at)
                canvas.drawText(label.text, c.x, c.y - (text.ascent() + text.descent()) / 2f, text)
            }
        }
    }

    /** Every piece of [squares], skipping [hidden] (a piece in flight is drawn by the animation). */
    fun drawPieces(canvas: Canvas, layout: BoardLayout, squares: List<SquareState>, hidden: Set<Int> = emptySet()) {
        for (square in squares) {
            val piece = square.piece ?: continue
            val index = square.index.toInt()
            if (index in hidden) continue
            val c = layout.centre(index)
            drawPiece(canvas, piece, c.x, c.y, layout.pieceRadius, 255)
        }
    }

    /**
     * One piece. Pieces differ by owner (light, dark, or the green neutral
     * bobail) and kind: a tiger is striped, a king wears a crown, a plain
     * man or goat is a disc with a rim.
     */
    fun drawPiece(canvas: Canvas, piece: PieceDescription, x: Float, y: Float, radius: Float, alpha: Int) {
        val themed: Pair<Int, Int> = when (piece.owner) {
            PlayerSide.FIRST -> palette.pieceFirst to palette.pieceFirstEdge
            PlayerSide.SECOND -> palette.pieceSecond to palette.pieceSecondEdge
            null -> palette.pieceNeutral to palette.pieceSecondEdge
        }
        val sideColour = piece.owner?.let { parsedColours.getOrNull(if (it == PlayerSide.FIRST) 0 else 1) }
        val body = sideColour ?: themed.first
        // A rim that stands out from the body: dark on light pieces, light on dark ones.
        val edge = if (sideColour == null) themed.second else if (luminance(body) > 0.5f) palette.pieceSecondEdge else palette.pieceFirstEdge
        // By its letter, which stays the same in every language (its name is translated).
        val isTiger = piece.letter == TIGER_LETTER
        val r = if (isTiger) radius * 1.08f else radius
        // A soft shadow lifts pieces off the board.
        fill.color = 0x40000000
        fill.alpha = alpha / 4
        canvas.drawCircle(x + r * 0.06f, y + r * 0.1f, r, fill)
        fill.color = if (isTiger && sideColour == null) TIGER_BODY else body
        fill.alpha = alpha
        canvas.drawCircle(x, y, r, fill)
        stroke.color = edge
        stroke.alpha = alpha
        stroke.strokeWidth = maxOf(1f * density, r * 0.1f)
        canvas.drawCircle(x, y, r, stroke)
        stroke.strokeWidth = maxOf(1f * density, r * 0.07f)
        when {
            isTiger -> {
                stroke.color = TIGER_STRIPE
                stroke.alpha = alpha
                for (k in -1..1) {
                    val dx = k * r * 0.38f
                    canvas.drawLine(x + dx - r * 0.12f, y - r * 0.55f, x + dx + r * 0.12f, y + r * 0.55f, stroke)
                }
            }
            piece.owner == null -> {
                // The bobail: a ring inside, so it never reads as a player's piece.
                stroke.color = palette.pieceFirst
                stroke.alpha = alpha
                canvas.drawCircle(x, y, r * 0.5f, stroke)
            }
            piece.crowned -> drawCrown(canvas, x, y, r, alpha)
            else -> {
                stroke.color = edge
                stroke.alpha = alpha / 2
                canvas.drawCircle(x, y, r * 0.62f, stroke)
            }
        }
        fill.alpha = 255
        stroke.alpha = 255
    }

    private fun drawCrown(canvas: Canvas, x: Float, y: Float, r: Float, alpha: Int) {
        val w = r * 0.62f
        val h = r * 0.45f
        path.reset()
        path.moveTo(x - w, y + h * 0.6f)
        path.lineTo(x - w, y - h * 0.6f)
        path.lineTo(x - w * 0.5f, y)
        path.lineTo(x, y - h)
        path.lineTo(x + w * 0.5f, y)
        path.lineTo(x + w, y - h * 0.6f)
        path.lineTo(x + w, y + h * 0.6f)
        path.close()
        fill.color = palette.crown
        fill.alpha = alpha
        canvas.drawPath(path, fill)
    }

    /** A ring around square [index] in [color]. */
    fun ring(canvas: Canvas, layout: BoardLayout, index: Int, color: Int, widthFactor: Float = 0.12f) {
        val c = layout.centre(index)
        stroke.color = color
        stroke.strokeWidth = layout.pieceRadius * widthFactor * 2f
        canvas.drawCircle(c.x, c.y, layout.pieceRadius * 1.15f, stroke)
    }

    /** A filled square (cells) or disc (points) behind square [index]. */
    fun tint(canvas: Canvas, layout: BoardLayout, index: Int, color: Int) {
        val c = layout.centre(index)
        fill.color = color
        val half = layout.step / 2f
        if (layout.geometry.style == BoardStyle.CELLS) {
            canvas.drawRect(c.x - half, c.y - half, c.x + half, c.y + half, fill)
        } else {
            canvas.drawCircle(c.x, c.y, layout.pieceRadius * 1.25f, fill)
        }
    }

    /** A small dot: a legal target on an empty square. */
    fun dot(canvas: Canvas, layout: BoardLayout, index: Int, color: Int) {
        val c = layout.centre(index)
        fill.color = color
        canvas.drawCircle(c.x, c.y, layout.pieceRadius * 0.38f, fill)
    }

    private fun luminance(color: Int): Float =
        (0.299f * Color.red(color) + 0.587f * Color.green(color) + 0.114f * Color.blue(color)) / 255f

    private companion object {
        /** Bagh Chal's tiger in the core's position strings. */
        const val TIGER_LETTER = "T"
        const val TIGER_BODY = 0xFFE08A1E.toInt()
        const val TIGER_STRIPE = 0xFF2B1A0A.toInt()
    }
}
