package org.boardlore.app.ui

import android.app.Activity
import android.view.View

/**
 * `findViewById` for a view the layout is known to have. (The framework
 * jar this is checked against marks `findViewById` nullable; `requireViewById`
 * needs API 28, above our minimum.)
 */
fun <T : View> Activity.view(id: Int): T =
    findViewById<T>(id) ?: throw IllegalStateException("no view ${resources.getResourceEntryName(id)} in the layout")

fun <T : View> View.child(id: Int): T =
    findViewById<T>(id) ?: throw IllegalStateException("no view ${resources.getResourceEntryName(id)} in the layout")
