package org.boardlore.app.ui

import android.content.Context
import android.util.Log
import org.boardlore.core.ProgressRecord
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameStore
import org.boardlore.engine.LearnProgress

/**
 * Where the core's learning progress is kept: the app's game store (one row
 * per game, written in one transaction). Progress an earlier version kept in
 * SharedPreferences is imported once, into an empty store, then removed.
 * The core computes every number in it. Call it on the engine thread.
 */
class LearnProgressStore(context: Context, private val games: () -> GameStore) {
    private val prefs = context.getSharedPreferences(LEGACY_PREFS, Context.MODE_PRIVATE)

    fun load(): LearnProgress = try {
        importLegacy()
        games().learnProgress()
    } catch (e: BoardloreException) {
        // A store that cannot be read must not stop the lessons.
        Log.w(TAG, "learning progress: ${e.message}")
        LearnProgress("")
    }

    /** Keeps what a trainer's `Record` effect names; the rating it gives goes back to the trainer. */
    fun record(record: ProgressRecord): Int? = load().use { progress ->
        progress.record(record).also {
            try {
                games().saveLearnProgress(progress)
            } catch (e: BoardloreException) {
                Log.w(TAG, "learning progress not saved: ${e.message}")
            }
        }
    }

    /** Moves the SharedPreferences copy into the store, once. */
    private fun importLegacy() {
        val old = prefs.getString(LEGACY_KEY, null) ?: return
        val store = games()
        if (!store.hasLearnProgress()) {
            LearnProgress(old).use { store.saveLearnProgress(it) }
        }
        prefs.edit().remove(LEGACY_KEY).commit()
    }

    private companion object {
        const val TAG = "boardlore"
        const val LEGACY_PREFS = "learn"
        const val LEGACY_KEY = "progress"
    }
}
