package org.boardlore.app.ui

import android.content.Context
import android.util.AttributeSet
import android.view.View
import android.view.ViewGroup

/**
 * A row of buttons that wraps onto further lines when they do not fit its
 * width, so every action stays visible on a narrow screen, in landscape's
 * side panel and at a large font scale (a horizontal scroller hid the last
 * buttons past the edge, where nobody finds them). Gone children take no
 * room. Right to left (Arabic), each line starts at the right edge.
 * Framework only: there is no AndroidX flexbox here.
 */
class ActionRow @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : ViewGroup(context, attrs) {
    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val maxWidth = MeasureSpec.getSize(widthMeasureSpec) - paddingLeft - paddingRight
        val unbounded = MeasureSpec.getMode(widthMeasureSpec) == MeasureSpec.UNSPECIFIED
        var lineWidth = 0
        var lineHeight = 0
        var widest = 0
        var height = 0
        for (child in visibleChildren()) {
            measureChild(child, widthMeasureSpec, heightMeasureSpec)
            val w = child.measuredWidth
            if (!unbounded && lineWidth > 0 && lineWidth + w > maxWidth) {
                height += lineHeight
                lineWidth = 0
                lineHeight = 0
            }
            lineWidth += w
            lineHeight = maxOf(lineHeight, child.measuredHeight)
            widest = maxOf(widest, lineWidth)
        }
        height += lineHeight
        val width = if (unbounded) widest else maxWidth
        setMeasuredDimension(
            resolveSize(width + paddingLeft + paddingRight, widthMeasureSpec),
            resolveSize(height + paddingTop + paddingBottom, heightMeasureSpec),
        )
    }

    override fun onLayout(changed: Boolean, l: Int, t: Int, r: Int, b: Int) {
        val width = r - l
        val maxRight = width - paddingRight
        val mirrored = layoutDirection == LAYOUT_DIRECTION_RTL
        var x = paddingLeft
        var y = paddingTop
        var lineHeight = 0
        for (child in visibleChildren()) {
            val w = child.measuredWidth
            if (x > paddingLeft && x + w > maxRight) {
                x = paddingLeft
                y += lineHeight
                lineHeight = 0
            }
            // Laid out left to right, then mirrored: the first action sits at the start edge.
            val left = if (mirrored) width - x - w else x
            child.layout(left, y, left + w, y + child.measuredHeight)
            x += w
            lineHeight = maxOf(lineHeight, child.measuredHeight)
        }
    }

    private fun visibleChildren(): List<View> =
        (0 until childCount).map(::getChildAt).filter { it.visibility != View.GONE }
}
