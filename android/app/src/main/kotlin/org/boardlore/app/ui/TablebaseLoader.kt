package org.boardlore.app.ui

import android.content.res.AssetManager
import android.os.Process
import android.util.Log
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.loadTablebase
import java.io.IOException

/**
 * Loads the Bagh Chal table (the solved sliding phase, bundled as the asset
 * [asset]) into the core, on a thread of its own at start-up: never on the
 * main thread, and not on the engine thread either, so the games and the
 * computer work by search while it loads (a second or so on a phone). The
 * core installs it once per process; from then on the Perfect level, the
 * expert's sliding phase and the hints' verdicts read it.
 */
class TablebaseLoader(private val assets: AssetManager, private val asset: String = ASSET) {
    enum class State { LOADING, LOADED, MISSING, FAILED }

    @Volatile
    var state: State = State.LOADING
        private set

    /** Why it failed or is missing, for the log. */
    @Volatile
    var problem: String? = null
        private set

    /** The thread that read and loaded it (the tests check it is not the main one). */
    @Volatile
    var loadedOn: Thread? = null
        private set

    /** Starts loading; returns the thread doing it. */
    fun start(): Thread = Thread({
        Process.setThreadPriority(Process.THREAD_PRIORITY_BACKGROUND)
        load()
    }, "boardlore-tablebase").apply {
        isDaemon = true
        start()
    }

    private fun load() {
        loadedOn = Thread.currentThread()
        state = try {
            assets.open(asset).use { stream ->
                if (!alreadyLoaded()) {
                    loadTablebase(stream.readBytes())
                    loadedInProcess = true
                }
            }
            State.LOADED
        } catch (e: IOException) {
            problem = e.message ?: e.toString()
            State.MISSING
        } catch (e: BoardloreException) {
            problem = e.message ?: e.toString()
            State.FAILED
        }
        if (state != State.LOADED) Log.w(TAG, "Bagh Chal table not loaded ($asset): $problem; the engine searches instead")
    }

    /** The core keeps the table for the whole process: a later start (a test's new application) need not read it again. */
    private fun alreadyLoaded(): Boolean = loadedInProcess

    private companion object {
        const val TAG = "boardlore"

        /** The asset: data/tablebase/bagh-chal.bltb of the repository, bundled as it is (Gradle's assets source). */
        const val ASSET = "bagh-chal.bltb"

        @Volatile
        var loadedInProcess = false
    }
}
