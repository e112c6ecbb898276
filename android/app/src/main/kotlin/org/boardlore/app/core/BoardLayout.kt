package org.boardlore.app.core

import org.boardlore.core.BoardGeometry
import org.boardlore.engine.boardSquareAt
import org.boardlore.engine.boardTouchRadius
import kotlin.math.min

/** A point in view pixels. */
data class ViewPoint(val x: Float, val y: Float)

/** A rectangle in view pixels. */
data class ViewRect(val left: Float, val top: Float, val right: Float, val bottom: Float) {
    val width: Float get() = right - left
    val height: Float get() = bottom - top
}

/**
 * Maps the core's board geometry (the unit square, `y` down) onto a view of
 * [viewWidth]×[viewHeight] pixels: the largest centred square that fits,
 * optionally turned half a turn ([flipped]) so the second side sits at the
 * bottom. It also answers which square a touch hits.
 *
 * [minTouchPx] is the smallest touch target (48 dp in pixels): a touch that
 * close to a square's centre hits it even where the board is drawn smaller.
 */
class BoardLayout(
    val geometry: BoardGeometry,
    val viewWidth: Float,
    val viewHeight: Float,
    val flipped: Boolean = false,
    private val minTouchPx: Float = 0f,
) {
    /** The side of the board square, in pixels. */
    val size: Float = min(viewWidth, viewHeight)
    val left: Float = (viewWidth - size) / 2f
    val top: Float = (viewHeight - size) / 2f

    /** The distance between neighbouring square centres, in pixels (twice the core's touch radius). */
    val step: Float = size * 2f * boardTouchRadius(geometry)

    val pieceRadius: Float get() = geometry.pieceRadius * size

    /** How far from a centre a touch still hits that square. */
    val hitRadius: Float = maxOf(step * 0.5f, minTouchPx / 2f)

    fun map(x: Float, y: Float): ViewPoint {
        val ux = if (flipped) 1f - x else x
        val uy = if (flipped) 1f - y else y
        return ViewPoint(left + ux * size, top + uy * size)
    }

    /** The centre of square [index]. */
    fun centre(index: Int): ViewPoint = geometry.points[index].let { map(it.x, it.y) }

    /**
     * The touch area of square [index], for accessibility focus: a square of
     * one [step] around the centre, grown to the minimum touch size.
     */
    fun touchRect(index: Int): ViewRect {
        val c = centre(index)
        val half = maxOf(step, minTouchPx) / 2f
        return ViewRect(c.x - half, c.y - half, c.x + half, c.y + half)
    }

    /** The square at view point ([x], [y]): the core's hit-test with [hitRadius], or `null`. */
    fun squareAt(x: Float, y: Float): Int? {
        if (size <= 0f) return null
        val ux = (x - left) / size
        val uy = (y - top) / size
        val unitX = if (flipped) 1f - ux else ux
        val unitY = if (flipped) 1f - uy else uy
        return boardSquareAt(geometry, unitX, unitY, hitRadius / size)?.toInt()
    }
}
