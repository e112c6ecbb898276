package org.boardlore.app.ui

import android.os.Process
import org.boardlore.engine.GameBrowser
import org.boardlore.engine.GameReviewView
import org.boardlore.engine.GameStore
import org.boardlore.engine.ReviewJob
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ConcurrentHashMap
import org.boardlore.core.Lang

/**
 * The engine reviews of stored games that are running, each on a thread of
 * its own (a review takes seconds; the engine thread stays free for the
 * games), by the store's game id: a screen recreated by a rotation finds
 * its review still running instead of starting it again. The store keeps a
 * finished review; a cancelled one is dropped.
 */
class ReviewRuns(private val games: () -> GameStore, private val language: () -> Lang) {
    /** One running review: its job (progress, cancel) and its result. */
    class Run(val job: ReviewJob, val result: CompletableFuture<GameReviewView>)

    private val runs = ConcurrentHashMap<Long, Run>()

    /** The review of [id] running now, if any. */
    fun running(id: Long): Run? = runs[id]

    /**
     * The running review of [id], or a new one asked of [browser] (the
     * game's browser), at the level the core reviews at. Engine thread (it
     * asks the store).
     */
    fun start(id: Long, browser: GameBrowser): Run = runs[id] ?: synchronized(runs) {
        runs[id] ?: newRun(id, browser).also { runs[id] = it }
    }

    private fun newRun(id: Long, browser: GameBrowser): Run {
        val job = browser.requestReview(games(), id, null, language())
        val result = CompletableFuture<GameReviewView>()
        val run = Run(job, result)
        Thread({
            Process.setThreadPriority(Process.THREAD_PRIORITY_BACKGROUND)
            try {
                result.complete(job.run())
            } catch (e: Throwable) {
                result.completeExceptionally(e)
            } finally {
                runs.remove(id, run)
            }
        }, "boardlore-review-$id").apply {
            isDaemon = true
            start()
        }
        return run
    }

    /** Stops the review of [id] (its screen closed for good). */
    fun cancel(id: Long) {
        runs.remove(id)?.job?.cancel()
    }

    /** Stops every review. */
    fun cancelAll() {
        runs.keys.toList().forEach(::cancel)
    }
}
