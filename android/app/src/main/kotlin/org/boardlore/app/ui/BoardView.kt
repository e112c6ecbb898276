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
import org.boardlore.core.BoardArrow
import org.boardlore.core.MoveFrame
import org.boardlore.core.SquareFrame
import org.boardlore.core.flight
import org.boardlore.core.moveInFlight
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
    val painter = BoardPainter(resources.displayMetrics.density)
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

    /** The core's picture of the position, kept while nothing it shows changes. */
    private var picture: Pair<List<Any?>, Pair<BoardPainter.Drawing, BoardPainter.Drawing>>? = null

    /**
     * The board at rest or in motion: the core's picture (board, highlights,
     * pieces at rest, arrows), the move in flight between its layers and a
     * dragged piece over all.
     */
    private fun drawPosition(canvas: Canvas, layout: BoardLayout, s: BoardScene) {
        val anim = animation
        val hidden = mutableSetOf<Int>()
        anim?.let { hidden += it.hidden }
        if (dragging) downSquare?.let { hidden += it }
        val key = listOf(layout, s, palette, arrows, hidden, showCoordinates, showLegalMoves)
        val (below, above) = picture?.takeIf { it.first == key }?.second
            ?: painter.picture(layout, s.gameId, palette, s.squares, arrows, hidden, showCoordinates, showLegalMoves).also { picture = key to it }
        painter.draw(canvas, layout, below)
        anim?.let { drawAnimation(canvas, layout, s, it) }
        painter.draw(canvas, layout, above)
        if (dragging) {
            val piece = downSquare?.let { s.squares.getOrNull(it)?.piece }
            if (piece != null) painter.draw(canvas, painter.piece(s.gameId, piece, dragX, dragY, layout.pieceRadius * 1.15f))
        }
    }

    // --- animation ---------------------------------------------------------

    /** A move in flight, as the core draws it: [hidden] squares wait for their pieces to land. */
    private class MoveAnimation(val move: MoveFrame, val before: List<SquareFrame>, val hidden: Set<Int>) {
        var progress = 0f
    }

    private fun animate(move: MoveFrame, before: List<SquareFrame>) {
        animator?.cancel()
        val flight = flight(move)
        val anim = MoveAnimation(move, before, flight.hidden.map { it.toInt() }.toSet())
        animation = anim
        animator = ValueAnimator.ofFloat(0f, 1f).apply {
            duration = animationSpeed.stepMillis * flight.steps.toLong()
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

    private fun drawAnimation(canvas: Canvas, layout: BoardLayout, s: BoardScene, anim: MoveAnimation) {
        val ops = moveInFlight(s.gameId, s.geometry, anim.before, s.squares, anim.move, anim.progress, flipped)
        painter.draw(canvas, layout, BoardPainter.Drawing(ops))
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
        painter.draw(canvas, shareLayout, painter.picture(shareLayout, s.gameId, palette, s.squares, coordinates = showCoordinates).first)
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
