package org.boardlore.app.ui

import android.app.Activity
import android.view.View
import android.widget.LinearLayout
import android.widget.RadioGroup

/**
 * `findViewById` for a view the layout is known to have. (The framework
 * jar this is checked against marks `findViewById` nullable; `requireViewById`
 * needs API 28, above our minimum.)
 */
fun <T : View> Activity.view(id: Int): T =
    findViewById<T>(id) ?: throw IllegalStateException("no view ${resources.getResourceEntryName(id)} in the layout")

fun <T : View> View.child(id: Int): T =
    findViewById<T>(id) ?: throw IllegalStateException("no view ${resources.getResourceEntryName(id)} in the layout")

/**
 * Lays the group's choices in one row of equal cells when every label fits
 * its cell in [width] pixels, else one choice per line, as a large font or a
 * long word needs, so that no label is broken or cut off.
 */
fun RadioGroup.arrangeChoices(width: Int) {
    val unbounded = View.MeasureSpec.makeMeasureSpec(0, View.MeasureSpec.UNSPECIFIED)
    val choices = (0 until childCount).map { getChildAt(it) }
    val widest = choices.maxOfOrNull { it.measure(unbounded, unbounded); it.measuredWidth } ?: 0
    val inRow = widest * choices.size <= width
    orientation = if (inRow) LinearLayout.HORIZONTAL else LinearLayout.VERTICAL
    for (choice in choices) {
        choice.layoutParams = if (inRow) {
            RadioGroup.LayoutParams(0, RadioGroup.LayoutParams.WRAP_CONTENT, 1f)
        } else {
            RadioGroup.LayoutParams(RadioGroup.LayoutParams.MATCH_PARENT, RadioGroup.LayoutParams.WRAP_CONTENT)
        }
    }
}

/** The width a screen's content has: the window's, less the screen padding on both sides. */
fun Activity.contentWidth(): Int =
    resources.displayMetrics.widthPixels - 2 * resources.getDimensionPixelSize(org.boardlore.app.R.dimen.screen_padding)
