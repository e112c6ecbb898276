package org.boardlore.app.core

import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.TestCoroutineScheduler
import org.boardlore.engine.GameMatch
import org.boardlore.engine.GameStore
import org.boardlore.engine.games
import java.io.File
import java.nio.file.Files
import java.util.concurrent.Executor
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import org.boardlore.core.Lang

/**
 * A test stand-in for the app's threads: [main] is a test dispatcher the
 * test drives by hand, and the engine is either a real thread or a queue
 * the test runs step by step.
 */
@OptIn(ExperimentalCoroutinesApi::class)
class EngineHarness(manualEngine: Boolean = false) : AutoCloseable {
    val scheduler = TestCoroutineScheduler()
    val main = StandardTestDispatcher(scheduler)
    val dir: File = Files.createTempDirectory("boardlore-test").toFile()

    /** The core's game store, in a file of [dir]. */
    val games: GameStore = GameStore.open(File(dir, "games.db").path)

    /** Engine tasks waiting to run, when the engine is driven by hand. */
    val queue: ManualExecutor? = if (manualEngine) ManualExecutor() else null
    private val thread: ExecutorService? = if (manualEngine) null else Executors.newSingleThreadExecutor { Thread(it, "test-engine") }
    val engine = (queue ?: thread!!).asCoroutineDispatcher()

    /**
     * Runs main-thread work until [done] holds: with a real engine thread it
     * waits for it; with a manual engine it runs one engine task at a time,
     * checking [done] in between.
     */
    fun runUntil(timeoutMillis: Long = 60_000, done: () -> Boolean) {
        val deadline = System.currentTimeMillis() + timeoutMillis
        while (true) {
            scheduler.advanceUntilIdle()
            if (done()) return
            check(System.currentTimeMillis() < deadline) { "timed out" }
            if (queue != null) check(queue.runOne()) { "waiting for something that never comes" } else Thread.sleep(2)
        }
    }

    /** The store's game in progress of [gameId], read back through the core. */
    fun autosaved(gameId: String): GameMatch? = games.resume(gameId)

    override fun close() {
        // The store is freed only once no engine task can still pass it to
        // the core: an object lowered as an argument after close() is freed
        // memory (seen as a crash in a save that outlived its test).
        thread?.shutdownNow()
        thread?.awaitTermination(60, TimeUnit.SECONDS)
        games.close()
        dir.deleteRecursively()
    }

    class ManualExecutor : Executor {
        private val tasks = ArrayDeque<Runnable>()

        val pending: Int get() = synchronized(tasks) { tasks.size }

        override fun execute(command: Runnable) {
            synchronized(tasks) { tasks.addLast(command) }
        }

        fun runOne(): Boolean {
            val task = synchronized(tasks) { tasks.removeFirstOrNull() } ?: return false
            task.run()
            return true
        }

        fun runAll() {
            var ran = runOne()
            while (ran) ran = runOne()
        }
    }

    companion object {
        /** A game id of the catalogue, preferring [preferred] in order. */
        fun pickGame(vararg preferred: String): String {
            val ids = games(Lang.EN).map { it.id }
            return preferred.firstOrNull { it in ids } ?: ids.first()
        }
    }
}
