package org.boardlore.app.ui

import android.graphics.Rect
import android.os.Build
import android.os.Bundle
import android.view.MotionEvent
import android.view.View
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeProvider

/**
 * TalkBack's view of the board: one virtual node per square, labelled by
 * the core's board state ("c3, goat, legal target"), whose click action is a
 * tap, which goes to the core's `tap()` like a finger's.
 */
class BoardAccessibility(private val board: BoardView) : AccessibilityNodeProvider() {
    private var focused = NO_SQUARE
    private var hovered = NO_SQUARE
    private val rect = Rect()
    private val location = IntArray(2)

    override fun createAccessibilityNodeInfo(virtualViewId: Int): AccessibilityNodeInfo? {
        if (virtualViewId == View.NO_ID) return hostNode()
        val layout = board.layout ?: return null
        val state = board.scene ?: return null
        val square = state.squares.getOrNull(virtualViewId) ?: return null
        val node = newNode(board, virtualViewId)
        node.setParent(board)
        node.packageName = board.context.packageName
        node.className = "android.widget.Button"
        node.contentDescription = square.spoken
        node.isEnabled = state.acceptsTaps
        node.isClickable = state.acceptsTaps
        node.isFocusable = true
        node.isSelected = square.selected
        node.isVisibleToUser = true
        if (state.acceptsTaps) node.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK)
        node.addAction(
            if (focused == virtualViewId) AccessibilityNodeInfo.AccessibilityAction.ACTION_CLEAR_ACCESSIBILITY_FOCUS
            else AccessibilityNodeInfo.AccessibilityAction.ACTION_ACCESSIBILITY_FOCUS,
        )
        node.isAccessibilityFocused = focused == virtualViewId
        val r = layout.touchRect(virtualViewId)
        rect.set(r.left.toInt(), r.top.toInt(), r.right.toInt(), r.bottom.toInt())
        rect.intersect(0, 0, board.width, board.height)
        @Suppress("DEPRECATION") // still the way to give a virtual node its place in its host
        node.setBoundsInParent(rect)
        board.getLocationOnScreen(location)
        rect.offset(location[0], location[1])
        node.setBoundsInScreen(rect)
        return node
    }

    private fun hostNode(): AccessibilityNodeInfo {
        val node = newNode(board, null)
        board.onInitializeAccessibilityNodeInfo(node)
        val count = board.scene?.squares?.size ?: 0
        // Squares in reading order: top row first, left to right, as drawn.
        val layout = board.layout
        val order = (0 until count).sortedWith(compareBy({ layout?.centre(it)?.y ?: 0f }, { layout?.centre(it)?.x ?: 0f }))
        for (index in order) node.addChild(board, index)
        return node
    }

    override fun performAction(virtualViewId: Int, action: Int, arguments: Bundle?): Boolean {
        if (virtualViewId == View.NO_ID) return board.performAccessibilityAction(action, arguments)
        return when (action) {
            AccessibilityNodeInfo.ACTION_CLICK -> {
                if (board.scene?.acceptsTaps != true) return false
                board.onSquareTapped?.invoke(virtualViewId)
                send(virtualViewId, AccessibilityEvent.TYPE_VIEW_CLICKED)
                true
            }
            AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS -> {
                if (focused == virtualViewId) return false
                if (focused != NO_SQUARE) send(focused, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
                focused = virtualViewId
                board.invalidate()
                send(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
                true
            }
            AccessibilityNodeInfo.ACTION_CLEAR_ACCESSIBILITY_FOCUS -> {
                if (focused != virtualViewId) return false
                focused = NO_SQUARE
                board.invalidate()
                send(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
                true
            }
            else -> false
        }
    }

    /** Explore-by-touch: the square under the finger gets hover events. */
    fun onHover(event: MotionEvent): Boolean {
        if (manager()?.isTouchExplorationEnabled != true || !enabled()) return false
        val square = when (event.actionMasked) {
            MotionEvent.ACTION_HOVER_ENTER, MotionEvent.ACTION_HOVER_MOVE -> board.layout?.squareAt(event.x, event.y) ?: NO_SQUARE
            MotionEvent.ACTION_HOVER_EXIT -> NO_SQUARE
            else -> return false
        }
        if (square != hovered) {
            val previous = hovered
            hovered = square
            if (square != NO_SQUARE) send(square, AccessibilityEvent.TYPE_VIEW_HOVER_ENTER)
            if (previous != NO_SQUARE) send(previous, AccessibilityEvent.TYPE_VIEW_HOVER_EXIT)
        }
        return square != NO_SQUARE
    }

    /**
     * The board or its state changed: labels and bounds are to be read again.
     * Nothing is sent while accessibility is off: the framework throws
     * rather than drop an event nobody listens to.
     */
    fun boardChanged() {
        val parent = board.parent ?: return
        if (!enabled()) return
        val event = newEvent(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
        event.contentChangeTypes = AccessibilityEvent.CONTENT_CHANGE_TYPE_SUBTREE
        board.onInitializeAccessibilityEvent(event)
        parent.requestSendAccessibilityEvent(board, event)
        if (focused != NO_SQUARE) send(focused, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
    }

    private fun send(virtualViewId: Int, type: Int) {
        val parent = board.parent ?: return
        if (!enabled()) return
        val event = newEvent(type)
        event.packageName = board.context.packageName
        event.className = "android.widget.Button"
        event.setSource(board, virtualViewId)
        board.scene?.squares?.getOrNull(virtualViewId)?.let { event.contentDescription = it.spoken }
        parent.requestSendAccessibilityEvent(board, event)
    }

    private fun manager(): AccessibilityManager? = board.context.getSystemService(AccessibilityManager::class.java)

    /** Whether an accessibility service listens; events may be sent only then. */
    private fun enabled(): Boolean = manager()?.isEnabled == true

    private companion object {
        const val NO_SQUARE = Int.MIN_VALUE

        /** The host's node ([virtualViewId] `null`) or a square's; `obtain` before Android 11. */
        fun newNode(host: View, virtualViewId: Int?): AccessibilityNodeInfo =
            if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
                if (virtualViewId == null) AccessibilityNodeInfo(host) else AccessibilityNodeInfo(host, virtualViewId)
            } else {
                @Suppress("DEPRECATION")
                if (virtualViewId == null) AccessibilityNodeInfo.obtain(host) else AccessibilityNodeInfo.obtain(host, virtualViewId)
            }

        fun newEvent(type: Int): AccessibilityEvent =
            if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
                AccessibilityEvent(type)
            } else {
                @Suppress("DEPRECATION")
                AccessibilityEvent.obtain(type)
            }
    }
}
