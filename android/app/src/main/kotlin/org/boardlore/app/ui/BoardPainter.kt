package org.boardlore.app.ui

import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import android.graphics.RectF
import org.boardlore.app.core.BoardLayout
import org.boardlore.core.BoardStyle
import org.boardlore.core.MarkKind
import org.boardlore.core.SquareFrame
import kotlin.math.hypot

/**
 * Draws a board from the core's geometry and theme, and the pieces from its
 * board state with the core's piece art: no board, colour or piece is
 * hard-coded. Shared by the game's [BoardView], the home screen's
 * [BoardPreviewView], the tray of pieces off the board and the shared image.
 */
class BoardPainter(var palette: BoardPalette, private val density: Float) {
    /** The art of the game's pieces, interpreted from the core's paths. */
    val art = PieceArtPainter()

    private val fill = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.FILL }
    private val stroke = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.STROKE; strokeCap = Paint.Cap.ROUND }
    private val text = Paint(Paint.ANTI_ALIAS_FLAG).apply { textAlign = Paint.Align.CENTER }
    private val rect = RectF()
    private val shaft = Path()
    private val arrowHead = Path()

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
        // Thin borders between cells (as the SVG and iOS draw them), so that a
        // board of one shade, such as Seega's in high contrast, shows its grid.
        if (g.cells.isNotEmpty()) {
            stroke.color = palette.line
            stroke.alpha = 90
            stroke.strokeWidth = maxOf(1f, layout.size * palette.lineWidth / 3f)
            for (cell in g.cells) {
                val r = layout.cell(cell.origin, cell.size)
                canvas.drawRect(r.left, r.top, r.right, r.bottom, stroke)
            }
            stroke.alpha = 255
        }
        stroke.color = palette.line
        stroke.strokeWidth = maxOf(1f * density, layout.size * palette.lineWidth)
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
    fun drawPieces(canvas: Canvas, layout: BoardLayout, squares: List<SquareFrame>, hidden: Set<Int> = emptySet()) {
        for (square in squares) {
            val piece = square.piece ?: continue
            val index = square.index.toInt()
            if (index in hidden) continue
            val c = layout.centre(index)
            drawPiece(canvas, piece, c.x, c.y, layout.pieceRadius, 255)
        }
    }

    /**
     * One piece, from the core's art for its letter. A letter the art lacks
     * (never in the catalogue) falls back to a plain disc.
     */
    fun drawPiece(canvas: Canvas, letter: String, x: Float, y: Float, radius: Float, alpha: Int) {
        if (art.draw(canvas, letter, x, y, radius, alpha)) return
        fill.color = palette.line
        fill.alpha = alpha
        canvas.drawCircle(x, y, radius, fill)
        fill.alpha = 255
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

    /** The dashed ring of a hint around square [index]. */
    fun dashedRing(canvas: Canvas, layout: BoardLayout, index: Int, color: Int) {
        val c = layout.centre(index)
        val r = layout.pieceRadius * 1.15f
        stroke.color = color
        stroke.strokeWidth = layout.pieceRadius * 0.16f
        stroke.pathEffect = DashPathEffect(floatArrayOf(r * 0.35f, r * 0.22f), 0f)
        canvas.drawCircle(c.x, c.y, r, stroke)
        stroke.pathEffect = null
    }

    /**
     * An arrow along [path] (squares, first stop to last) from square
     * centre to square centre, with a head on the last stop; a path of one
     * square (a placement) is a ring on it. Edged in the board's line
     * colour, so it stands out on a tinted square or a piece.
     */
    fun arrow(canvas: Canvas, layout: BoardLayout, path: List<Int>, color: Int) {
        if (path.isEmpty()) return
        val width = layout.step * 0.14f
        val edge = maxOf(density, width * 0.14f)
        val edgeColor = (palette.line and 0x00FFFFFF) or (0xB0 shl 24)
        if (path.size == 1) {
            val c = layout.centre(path[0])
            val r = layout.pieceRadius * 1.05f
            stroke.color = edgeColor
            stroke.strokeWidth = width * 0.8f + 2 * edge
            canvas.drawCircle(c.x, c.y, r, stroke)
            stroke.color = color
            stroke.strokeWidth = width * 0.8f
            canvas.drawCircle(c.x, c.y, r, stroke)
            return
        }
        val stops = path.map { layout.centre(it) }
        val tip = stops.last()
        val from = stops[stops.size - 2]
        val length = hypot(tip.x - from.x, tip.y - from.y).coerceAtLeast(1f)
        val dx = (tip.x - from.x) / length
        val dy = (tip.y - from.y) / length
        val head = minOf(width * 2.4f, length * 0.6f)
        val baseX = tip.x - dx * head
        val baseY = tip.y - dy * head
        val halfHead = head * 0.62f
        shaft.reset()
        shaft.moveTo(stops[0].x, stops[0].y)
        for (i in 1 until stops.size - 1) shaft.lineTo(stops[i].x, stops[i].y)
        shaft.lineTo(baseX, baseY)
        arrowHead.reset()
        arrowHead.moveTo(tip.x, tip.y)
        arrowHead.lineTo(baseX - dy * halfHead, baseY + dx * halfHead)
        arrowHead.lineTo(baseX + dy * halfHead, baseY - dx * halfHead)
        arrowHead.close()
        stroke.strokeJoin = Paint.Join.ROUND
        // The edge first, then the arrow over it.
        stroke.color = edgeColor
        stroke.strokeWidth = width + 2 * edge
        canvas.drawPath(shaft, stroke)
        stroke.strokeWidth = 2 * edge
        canvas.drawPath(arrowHead, stroke)
        stroke.color = color
        stroke.strokeWidth = width
        canvas.drawPath(shaft, stroke)
        fill.color = edgeColor
        canvas.drawPath(arrowHead, fill)
        fill.color = color
        canvas.drawPath(arrowHead, fill)
    }

    /** A cross on square [index]: the piece that stood there was just captured. */
    fun cross(canvas: Canvas, layout: BoardLayout, index: Int, color: Int) {
        val c = layout.centre(index)
        val r = layout.pieceRadius * 0.45f
        stroke.color = color
        stroke.strokeWidth = layout.pieceRadius * 0.14f
        canvas.drawLine(c.x - r, c.y - r, c.x + r, c.y + r, stroke)
        canvas.drawLine(c.x - r, c.y + r, c.x + r, c.y - r, stroke)
    }
}
