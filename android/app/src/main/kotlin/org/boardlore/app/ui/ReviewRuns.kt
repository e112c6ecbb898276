package org.boardlore.app.ui

import android.os.Process
import org.boardlore.core.BrowserAction
import org.boardlore.core.Lang
import org.boardlore.engine.BrowserScreenHandle
import org.boardlore.engine.GameStore
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ConcurrentHashMap

/**
 * The engine reviews that are running, each on a thread of its own (a review
 * takes seconds; the engine thread stays free for the games): the browser
 * screen's `StartReview`, run through its handle. A stored game's run is
 * kept by the store's game id with its browser screen, so that a screen
 * recreated by a rotation finds the same screen with its review still
 * running instead of starting it again.
 */
@Suppress("UNUSED_PARAMETER")
class ReviewRuns(games: () -> GameStore, language: () -> Lang) {
    /** One running review: the browser screen that asked for it, and the answer to send it. */
    class Run(val screen: BrowserScreenHandle, val result: CompletableFuture<BrowserAction>)

    private val runs = ConcurrentHashMap<Long, Run>()

    /** The review of stored game [id] running now, if any. */
    fun running(id: Long): Run? = runs[id]

    /** Runs review job [job] of [screen] on a thread of its own; kept under [id] when it is a stored game's (not -1). */
    fun start(id: Long, screen: BrowserScreenHandle, job: ULong): Run {
        val run = Run(screen, CompletableFuture())
        if (id >= 0) runs[id] = run
        Thread({
            Process.setThreadPriority(Process.THREAD_PRIORITY_BACKGROUND)
            try {
                run.result.complete(screen.runReview(job))
            } catch (e: Throwable) {
                run.result.completeExceptionally(e)
            } finally {
                runs.remove(id, run)
            }
        }, "boardlore-review-$job").apply {
            isDaemon = true
            start()
        }
        return run
    }

    /** Forgets the run of [id] of [screen] (its screen closed for good, which cancels the review). */
    fun forget(id: Long, screen: BrowserScreenHandle) {
        runs[id]?.takeIf { it.screen === screen }?.let { runs.remove(id, it) }
    }

    /** Stops every review. */
    fun cancelAll() {
        runs.values.toList().forEach { it.screen.act(BrowserAction.StopReview) }
        runs.clear()
    }
}
