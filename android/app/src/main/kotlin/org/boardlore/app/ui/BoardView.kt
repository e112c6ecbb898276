package org.boardlore.app.ui

import android.animation.ValueAnimator
import android.content.Context
import android.graphics.Bitmap
import android.graphics.Canvas
import android.util.AttributeSet
import android.view.MotionEvent
import android.view.View
import android.view.ViewConfiguration
import android.view.accessibility.AccessibilityNodeProvider
import android.view.animation.AccelerateDecelerateInterpolator
import org.boardlore.app.core.AnimationSpeed
import org.boardlore.app.core.BoardLayout
import org.boardlore.core.ArrowKind
import org.boardlore.core.BoardArrow
import org.boardlore.core.MoveFrame
import org.boardlore.core.SquareFrame
import kotlin.math.hypot
import kotlin.math.min

/**
 * The game board. It draws only the core's squares ([BoardScene]) on its
 * geometry, and turns touches into squares: a tap calls [onSquareTapped], a
 * drag [onDragBegan] and [onDragEnded], which the screen forwards to the
 * core. Moves animate along their path; captured pieces fade out.
 */
class BoardView @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : View(context, attrs) {
    /** A square was tapped (or activated through accessibility). */
    var onSquareTapped: ((Int) -> Unit)? = null

    /** A drag picked up the piece on a square (where the core marks it draggable). */
    var onDragBegan: ((Int) -> Unit)? = null

    /** A drag was dropped on a square, or off the board (`null`). */
    var onDragEnded: ((Int?) -> Unit)? = null

    var flipped: Boolean = false
        set(value) {
            field = value
            rebuildLayout()
        }

    var showCoordinates: Boolean = true
        set(value) {
            field = value
            invalidate()
        }

    var animationSpeed: AnimationSpeed = AnimationSpeed.NORMAL

    /** Whether legal targets are marked (Settings: show legal moves). */
    var showLegalMoves: Boolean = true
        set(value) {
            field = value
            invalidate()
        }

    /** The board's colours, from the core's theme the player chose. */
    var palette: BoardPalette = BoardPalette.of(org.boardlore.engine.boardThemeAuto(), resources)
        set(value) {
            field = value
            painter.palette = value
            invalidate()
        }

    var scene: BoardScene? = null
        private set

    /** Arrows over the position (the browse screen): the move played and the better one, as the core lists them. */
    var arrows: List<BoardArrow> = emptyList()
        set(value) {
            field = value
            invalidate()
        }

    /** Whether touches reach the board; the browse screen only shows positions. */
    var interactive: Boolean = true

    var layout: BoardLayout? = null
        private set

    /** Draws the board and pieces; also used to render the board as an image to share. */
    val painter = BoardPainter(palette, resources.displayMetrics.density)
    private val minTouchPx = 48f * resources.displayMetrics.density
    private val touchSlop = ViewConfiguration.get(context).scaledTouchSlop
    private val accessibility = BoardAccessibility(this)

    private var animation: MoveAnimation? = null
    private var animator: ValueAnimator? = null

    private var downSquare: Int? = null
    private var downX = 0f
    private var downY = 0f
    private var dragging = false
    private var dragX = 0f
    private var dragY = 0f

    init {
        // The board and its coordinates are the same in every language: never mirrored right to left.
        layoutDirection = LAYOUT_DIRECTION_LTR
        isFocusable = true
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    /** Shows [newScene]; [played] animates from the squares drawn before. */
    fun show(newScene: BoardScene, played: MoveFrame? = null) {
        val before = scene?.squares
        val geometryChanged = scene?.geometry != newScene.geometry
        scene = newScene
        painter.art.use(newScene.art)
        if (geometryChanged) rebuildLayout()
        contentDescription = context.getString(org.boardlore.app.R.string.board_description, newScene.gameName)
        if (played != null && before != null && animationSpeed != AnimationSpeed.OFF) animate(played, before)
        accessibility.boardChanged()
        invalidate()
    }

    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        // As large a square as the parent allows.
        val w = MeasureSpec.getSize(widthMeasureSpec)
        val h = MeasureSpec.getSize(heightMeasureSpec)
        val wMode = MeasureSpec.getMode(widthMeasureSpec)
        val hMode = MeasureSpec.getMode(heightMeasureSpec)
        val side = when {
            wMode == MeasureSpec.UNSPECIFIED -> h
            hMode == MeasureSpec.UNSPECIFIED -> w
            else -> min(w, h)
        }
        setMeasuredDimension(
            if (wMode == MeasureSpec.EXACTLY) w else side,
            if (hMode == MeasureSpec.EXACTLY) h else side,
        )
    }

    override fun onSizeChanged(w: Int, h: Int, oldw: Int, oldh: Int) {
        rebuildLayout()
    }

    private fun rebuildLayout() {
        val geometry = scene?.geometry
        layout = if (geometry == null || width == 0 || height == 0) null
        else BoardLayout(geometry, width.toFloat(), height.toFloat(), flipped, minTouchPx)
        accessibility.boardChanged()
        invalidate()
    }

    override fun onDraw(canvas: Canvas) {
        val layout = layout ?: return
        val s = scene ?: return
        drawPosition(canvas, layout, s)
    }

    /**
     * The board at rest or in motion: board, highlights, pieces, the move in
     * flight and a dragged piece. [share] renders the same on a bitmap.
     */
    private fun drawPosition(canvas: Canvas, layout: BoardLayout, s: BoardScene) {
        painter.drawBoard(canvas, layout, showCoordinates)
        drawHighlightsBelow(canvas, layout, s.squares)

        val anim = animation
        val hidden = mutableSetOf<Int>()
        anim?.let { hidden += it.hiddenSquares }
        if (dragging) downSquare?.let { hidden += it }
        painter.drawPieces(canvas, layout, s.squares, hidden)
        anim?.let { drawAnimation(canvas, layout, it) }
        drawHighlightsAbove(canvas, layout, s.squares)
        for (arrow in arrows) {
            val color = if (arrow.kind == ArrowKind.BETTER) palette.betterArrow else palette.playedArrow
            painter.arrow(canvas, layout, arrow.path.map { it.toInt() }, color)
        }

        if (dragging) {
            val piece = downSquare?.let { s.squares.getOrNull(it)?.piece }
            if (piece != null) painter.drawPiece(canvas, piece, dragX, dragY, layout.pieceRadius * 1.15f, 255)
        }
    }

    private fun drawHighlightsBelow(canvas: Canvas, layout: BoardLayout, squares: List<SquareFrame>) {
        for (sq in squares) {
            val i = sq.index.toInt()
            if (sq.lastFrom || sq.lastTo || sq.lastPath) painter.tint(canvas, layout, i, palette.lastMove)
            if (sq.captured && sq.piece == null) {
                painter.tint(canvas, layout, i, palette.capturedTint)
                painter.cross(canvas, layout, i, palette.captured)
            }
        }
    }

    private fun drawHighlightsAbove(canvas: Canvas, layout: BoardLayout, squares: List<SquareFrame>) {
        for (sq in squares) {
            val i = sq.index.toInt()
            if (sq.selected) painter.ring(canvas, layout, i, palette.selected)
            if (sq.hint) painter.dashedRing(canvas, layout, i, palette.hint)
            if (sq.target && showLegalMoves) {
                if (sq.piece == null) painter.dot(canvas, layout, i, palette.target)
                else painter.ring(canvas, layout, i, palette.target, 0.08f)
            }
        }
    }

    // --- animation ---------------------------------------------------------

    /** A move in flight: each motion's piece travels its path in turn while captured pieces fade. */
    private class MoveAnimation(
        val move: MoveFrame,
        val movers: List<String?>,
        val captured: List<Pair<Int, String>>,
        val steps: Int,
    ) {
        var progress = 0f

        /** Destinations are hidden until the piece arrives there. */
        val hiddenSquares: Set<Int> = move.motions.map { it.path.last().toInt() }.toSet()
    }

    private fun animate(move: MoveFrame, before: List<SquareFrame>) {
        animator?.cancel()
        val movers = move.motions.map { motion ->
            val from = motion.from
            if (from != null) before.getOrNull(from.toInt())?.piece
            else scene?.squares?.getOrNull(motion.path.last().toInt())?.piece
        }
        val captured = move.captured.mapNotNull { index ->
            before.getOrNull(index.toInt())?.piece?.let { index.toInt() to it }
        }
        val steps = move.motions.sumOf { it.path.size }.coerceAtLeast(1)
        val anim = MoveAnimation(move, movers, captured, steps)
        animation = anim
        animator = ValueAnimator.ofFloat(0f, 1f).apply {
            duration = animationSpeed.stepMillis * steps
            interpolator = AccelerateDecelerateInterpolator()
            addUpdateListener {
                anim.progress = it.animatedValue as Float
                invalidate()
            }
            addListener(object : android.animation.AnimatorListenerAdapter() {
                override fun onAnimationEnd(a: android.animation.Animator) {
                    if (animation === anim) animation = null
                    invalidate()
                }
            })
            start()
        }
    }

    private fun drawAnimation(canvas: Canvas, layout: BoardLayout, anim: MoveAnimation) {
        // Captured pieces fade out over the whole move.
        val fade = ((1f - anim.progress) * 255).toInt().coerceIn(0, 255)
        for ((index, piece) in anim.captured) {
            val c = layout.centre(index)
            painter.drawPiece(canvas, piece, c.x, c.y, layout.pieceRadius, fade)
        }
        // Step position along all motions' stops, one after the other.
        var stepsBefore = 0
        val at = anim.progress * anim.steps
        anim.move.motions.forEachIndexed { m, motion ->
            val piece = anim.movers.getOrNull(m) ?: return@forEachIndexed
            val stops = buildList {
                val start = motion.from ?: motion.path.first()
                add(start.toInt())
                motion.path.forEach { add(it.toInt()) }
            }
            val legs = stops.size - 1
            val local = (at - stepsBefore).coerceIn(0f, legs.toFloat().coerceAtLeast(1f))
            val leg = local.toInt().coerceAtMost(legs - 1).coerceAtLeast(0)
            val t = if (legs == 0) 1f else local - leg
            val a = layout.centre(stops[leg])
            val b = layout.centre(stops[(leg + 1).coerceAtMost(stops.lastIndex)])
            val x = a.x + (b.x - a.x) * t
            val y = a.y + (b.y - a.y) * t
            // A placed piece grows in; a moving piece slides.
            val alpha = if (motion.from == null) (local.coerceAtMost(1f) * 255).toInt() else 255
            painter.drawPiece(canvas, piece, x, y, layout.pieceRadius, alpha)
            stepsBefore += motion.path.size
        }
    }

    // --- touch -------------------------------------------------------------

    override fun onTouchEvent(event: MotionEvent): Boolean {
        if (!interactive) return false
        val layout = layout ?: return false
        val s = scene ?: return false
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> {
                if (!s.acceptsTaps) return true
                downSquare = layout.squareAt(event.x, event.y)
                downX = event.x
                downY = event.y
                dragging = false
                parent?.requestDisallowInterceptTouchEvent(true)
            }
            MotionEvent.ACTION_MOVE -> {
                val from = downSquare ?: return true
                if (!dragging && hypot(event.x - downX, event.y - downY) > touchSlop && canDrag(s, from)) {
                    dragging = true
                    onDragBegan?.invoke(from)
                }
                if (dragging) {
                    dragX = event.x
                    dragY = event.y
                    invalidate()
                }
            }
            MotionEvent.ACTION_UP -> {
                val from = downSquare
                val to = layout.squareAt(event.x, event.y)
                if (dragging) {
                    onDragEnded?.invoke(to)
                } else if (from != null && to == from) {
                    performClick()
                    onSquareTapped?.invoke(from)
                }
                endTouch()
            }
            MotionEvent.ACTION_CANCEL -> endTouch()
        }
        return true
    }

    override fun performClick(): Boolean = super.performClick()

    // --- sharing -----------------------------------------------------------

    /**
     * The current position as a square bitmap [size] pixels wide, drawn by
     * the same painter as the screen (without a move in flight or a drag).
     */
    fun share(size: Int): Bitmap? {
        val s = scene ?: return null
        val bitmap = Bitmap.createBitmap(size, size, Bitmap.Config.ARGB_8888)
        val canvas = Canvas(bitmap)
        val shareLayout = BoardLayout(s.geometry, size.toFloat(), size.toFloat(), flipped, 0f)
        painter.drawBoard(canvas, shareLayout, showCoordinates)
        drawHighlightsBelow(canvas, shareLayout, s.squares)
        painter.drawPieces(canvas, shareLayout, s.squares)
        return bitmap
    }

    /** The core says where a drag may start. */
    private fun canDrag(s: BoardScene, square: Int): Boolean = s.squares.getOrNull(square)?.draggable == true

    private fun endTouch() {
        downSquare = null
        dragging = false
        invalidate()
    }

    // --- accessibility -----------------------------------------------------

    override fun getAccessibilityNodeProvider(): AccessibilityNodeProvider = accessibility

    override fun dispatchHoverEvent(event: MotionEvent): Boolean =
        accessibility.onHover(event) || super.dispatchHoverEvent(event)

    override fun onDetachedFromWindow() {
        animator?.cancel()
        super.onDetachedFromWindow()
    }
}
