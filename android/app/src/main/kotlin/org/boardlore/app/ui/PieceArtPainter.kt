package org.boardlore.app.ui

import android.graphics.Canvas
import android.graphics.Color
import android.graphics.Paint
import android.graphics.Path
import org.boardlore.core.PathOp
import org.boardlore.core.ArtShape
import org.boardlore.core.PieceArt

/**
 * The Android interpreter of the core's piece art: each shape's operations
 * become a [Path] in the unit square once, and every piece is painted by
 * mapping that square onto the piece's box. No piece is drawn any other way.
 */
class PieceArtPainter {
    private class Compiled(val path: Path, val fill: Int?, val stroke: Int?, val strokeWidth: Float, val opacity: Float)

    private var source: List<PieceArt>? = null
    private var shapes: Map<String, List<Compiled>> = emptyMap()

    private val fill = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.FILL }
    private val stroke = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        strokeCap = Paint.Cap.ROUND
        strokeJoin = Paint.Join.ROUND
    }

    /** Uses [art] (the core's `pieceArt(gameId)`); compiled once per game. */
    fun use(art: List<PieceArt>) {
        if (art == source) return
        source = art
        shapes = art.associate { piece -> piece.letter to piece.shapes.map(::compile) }
    }

    fun has(letter: String): Boolean = letter in shapes

    /**
     * Paints piece [letter] centred on ([x], [y]) with [radius] (the unit
     * square spans twice the radius), at [alpha] (0–255). Returns false when
     * the art has no such piece.
     */
    fun draw(canvas: Canvas, letter: String, x: Float, y: Float, radius: Float, alpha: Int = 255): Boolean {
        val list = shapes[letter] ?: return false
        val size = radius * 2f
        canvas.save()
        canvas.translate(x - radius, y - radius)
        canvas.scale(size, size)
        for (shape in list) {
            val a = (alpha * shape.opacity).toInt().coerceIn(0, 255)
            shape.fill?.let {
                fill.color = it
                fill.alpha = a
                canvas.drawPath(shape.path, fill)
            }
            shape.stroke?.let {
                stroke.color = it
                stroke.alpha = a
                stroke.strokeWidth = shape.strokeWidth
                canvas.drawPath(shape.path, stroke)
            }
        }
        canvas.restore()
        return true
    }

    companion object {
        private val artCache = java.util.concurrent.ConcurrentHashMap<String, List<PieceArt>>()

        /** The core's piece art of [gameId], read once per game. */
        fun artOf(gameId: String): List<PieceArt> = artCache.getOrPut(gameId) { org.boardlore.engine.pieceArt(gameId) }

        /** One shape's path in the unit square, with its paints' colours. */
        private fun compile(shape: ArtShape): Compiled = Compiled(
            path = path(shape.path).apply { if (shape.evenOdd) fillType = Path.FillType.EVEN_ODD },
            fill = shape.fill?.let(::parse),
            stroke = shape.stroke?.let(::parse),
            strokeWidth = shape.strokeWidth,
            opacity = shape.opacity,
        )

        /** The core's path operations as an Android [Path]. */
        fun path(ops: List<PathOp>): Path = Path().apply {
            for (op in ops) {
                when (op) {
                    is PathOp.Move -> moveTo(op.x, op.y)
                    is PathOp.Line -> lineTo(op.x, op.y)
                    is PathOp.Quad -> quadTo(op.cx, op.cy, op.x, op.y)
                    is PathOp.Cubic -> cubicTo(op.c1x, op.c1y, op.c2x, op.c2y, op.x, op.y)
                    PathOp.Close -> close()
                }
            }
        }

        private fun parse(colour: String): Int? = runCatching { Color.parseColor(colour) }.getOrNull()
    }
}
