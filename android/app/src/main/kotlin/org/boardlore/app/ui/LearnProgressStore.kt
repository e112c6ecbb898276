package org.boardlore.app.ui

import android.content.Context
import org.boardlore.engine.LearnProgress

/**
 * Where the core's learning progress (its JSON) is kept: SharedPreferences,
 * until the app's store holds it. The core computes every number in it.
 */
class LearnProgressStore(context: Context) {
    private val prefs = context.getSharedPreferences("learn", Context.MODE_PRIVATE)

    fun load(): LearnProgress = LearnProgress(prefs.getString(KEY, "") ?: "")

    fun save(progress: LearnProgress) {
        prefs.edit().putString(KEY, progress.toJson()).apply()
    }

    private companion object {
        const val KEY = "progress"
    }
}
