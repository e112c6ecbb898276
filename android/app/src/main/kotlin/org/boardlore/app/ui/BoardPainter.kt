package org.boardlore.app.ui

import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.Paint
import android.graphics.Path
import org.boardlore.app.core.BoardLayout
import org.boardlore.core.BoardArrow
import org.boardlore.core.DrawOp
import org.boardlore.core.DrawShape
import org.boardlore.core.PathOp
import org.boardlore.core.PictureOptions
import org.boardlore.core.SquareFrame
import org.boardlore.core.boardPicture
import org.boardlore.core.pieceDrawing

/**
 * Paints the core's drawings: a board (`boardPicture`: shapes in board
 * units, every size, colour and layer decided there, the pieces' art
 * included) onto a [BoardLayout]'s square, or one piece (`pieceDrawing`)
 * in view pixels. Shared by the game's [BoardView], the home screen's
 * [BoardPreviewView], the tray of pieces off the board and the shared image.
 */
class BoardPainter(private val density: Float) {
    /** Ops with their paths built once, to paint again and again. */
    class Drawing(val ops: List<DrawOp>) {
        val paths: List<Path?> = ops.map { op -> (op.shape as? DrawShape.Path)?.let { path(it.ops, it.evenOdd) } }
    }

    private val paint = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        strokeCap = Paint.Cap.ROUND
        strokeJoin = Paint.Join.ROUND
        textAlign = Paint.Align.CENTER
    }

    /** The core's picture of [squares] and [arrows] of [gameId] on [layout] in [palette], the pieces on [hidden] left out: below and above a piece in flight. */
    fun picture(
        layout: BoardLayout,
        gameId: String,
        palette: BoardPalette,
        squares: List<SquareFrame>,
        arrows: List<BoardArrow> = emptyList(),
        hidden: Set<Int> = emptySet(),
        coordinates: Boolean = false,
        legalMoves: Boolean = false,
    ): Pair<Drawing, Drawing> = boardPicture(
        gameId, layout.geometry, palette.theme, squares, arrows, hidden.map { it.toUInt() },
        PictureOptions(coordinates, legalMoves, layout.flipped, 1f / layout.size, density / layout.size),
    ).let { Drawing(it.below) to Drawing(it.above) }

    /** Piece [letter] of [gameId] centred on ([x], [y]) in view pixels, at [opacity]. */
    fun piece(gameId: String, letter: String, x: Float, y: Float, radius: Float, opacity: Float = 1f) =
        Drawing(pieceDrawing(gameId, letter, x, y, radius, opacity))

    /** Paints a board's [drawing] onto [layout]'s square. */
    fun draw(canvas: Canvas, layout: BoardLayout, drawing: Drawing) = draw(canvas, drawing, layout.left, layout.top, layout.size)

    /** Paints [drawing], its unit mapped onto [scale] pixels from ([left], [top]). */
    fun draw(canvas: Canvas, drawing: Drawing, left: Float = 0f, top: Float = 0f, scale: Float = 1f) {
        canvas.save()
        canvas.translate(left, top)
        canvas.scale(scale, scale)
        drawing.ops.forEachIndexed { i, op ->
            op.fill?.let { paint(canvas, op, drawing.paths[i], Paint.Style.FILL, it.toInt(), scale) }
            op.stroke?.let { paint(canvas, op, drawing.paths[i], Paint.Style.STROKE, it.toInt(), scale) }
        }
        canvas.restore()
    }

    private fun paint(canvas: Canvas, op: DrawOp, path: Path?, style: Paint.Style, colour: Int, scale: Float) {
        paint.style = style
        paint.color = colour
        paint.strokeWidth = op.width
        paint.pathEffect = if (op.dash.isEmpty()) null else DashPathEffect(op.dash.toFloatArray(), 0f)
        when (val shape = op.shape) {
            is DrawShape.Rect -> canvas.drawRoundRect(shape.left, shape.top, shape.right, shape.bottom, shape.corner, shape.corner, paint)
            is DrawShape.Circle -> canvas.drawCircle(shape.x, shape.y, shape.radius, paint)
            is DrawShape.Line -> canvas.drawLine(shape.x1, shape.y1, shape.x2, shape.y2, paint)
            is DrawShape.Path -> path?.let { canvas.drawPath(it, paint) }
            is DrawShape.Text -> {
                // Text is set at its size in pixels, so its glyphs are hinted as the screen's.
                canvas.save()
                canvas.translate(shape.x, shape.y)
                canvas.scale(1f / scale, 1f / scale)
                paint.textSize = shape.size * scale
                canvas.drawText(shape.text, 0f, -(paint.ascent() + paint.descent()) / 2f, paint)
                canvas.restore()
            }
        }
    }

    private companion object {
        /** The core's path operations as an Android [Path]. */
        fun path(ops: List<PathOp>, evenOdd: Boolean): Path = Path().apply {
            if (evenOdd) fillType = Path.FillType.EVEN_ODD
            for (op in ops) when (op) {
                is PathOp.Move -> moveTo(op.x, op.y)
                is PathOp.Line -> lineTo(op.x, op.y)
                is PathOp.Quad -> quadTo(op.cx, op.cy, op.x, op.y)
                is PathOp.Cubic -> cubicTo(op.c1x, op.c1y, op.c2x, op.c2y, op.x, op.y)
                PathOp.Close -> close()
            }
        }
    }
}
