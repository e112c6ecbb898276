package org.boardlore.app.core

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.core.GameAction
import org.boardlore.core.GameEffect
import org.boardlore.core.GameFrame
import org.boardlore.core.SearchFailure
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameScreenHandle
import org.boardlore.engine.GameStore
import org.boardlore.engine.InternalException

/**
 * Drives the core's game screen ([GameScreenHandle]), which decides
 * everything: whose turn, what undo and hints do, which level, what a
 * failed save opens. This class only carries out the effects that need a
 * thread or a file and hands every frame to the views.
 *
 * Input is forwarded on [main] with [act]. A search job runs on [engine]
 * (one thread, so engine calls keep their order) and its result goes back
 * to the screen on [main]; a save is made in the store on [engine] and
 * reported back the same way. The effects for the screen itself (a cue, an
 * announcement, the review, an error) reach the listeners with the frame.
 */
class GameScreenDriver(
    private val screen: GameScreenHandle,
    private val engine: CoroutineDispatcher,
    main: CoroutineDispatcher,
    /** The core's game store, opened on first use on the engine thread; `null` keeps nothing. */
    private val games: () -> GameStore? = { null },
) {
    fun interface Listener {
        /** Draw [frame]; carry out the screen's [effects] (cues, announcements, review, errors), in order. */
        fun onUpdate(frame: GameFrame, effects: List<GameEffect>)
    }

    private val scope = CoroutineScope(SupervisorJob() + main)
    private val listeners = mutableListOf<Listener>()
    private var closed = false

    /** The search jobs started and not yet reported back, to cancel on [close]. */
    private val running = mutableSetOf<ULong>()

    /** The frame last drawn. */
    var frame: GameFrame = screen.frame()
        private set

    fun addListener(listener: Listener) {
        listeners += listener
        listener.onUpdate(frame, emptyList())
    }

    fun removeListener(listener: Listener) {
        listeners -= listener
    }

    /** Forwards [action] to the screen and carries out what it answers; returns its effects. Main thread. */
    fun act(action: GameAction): List<GameEffect> {
        if (closed) return emptyList()
        val update = try {
            screen.act(action)
        } catch (e: InternalException) {
            // A panic in the core is shown, never a crash: the screen survives it.
            return listOf(GameEffect.ShowError(e.message ?: "")).also { publish(frame, it) }
        }
        if (action is GameAction.SearchFound) running -= action.job
        if (action is GameAction.SearchFailed) running -= action.job
        for (effect in update.effects) {
            when (effect) {
                is GameEffect.StartSearch -> search(effect.job)
                is GameEffect.Save -> save(effect.save)
                // The handle has set the job's cancel flag already; its result comes back cancelled.
                is GameEffect.CancelSearch -> Unit
                else -> Unit
            }
        }
        publish(update.frame, update.effects)
        return update.effects
    }

    /** Stops every search and drops every pending result. Call when the screen goes away for good. */
    fun close() {
        if (closed) return
        closed = true
        running.forEach(screen::cancelSearch)
        running.clear()
        scope.cancel()
        listeners.clear()
    }

    private fun search(job: ULong) {
        running += job
        scope.launch {
            val result = withContext(engine) {
                try {
                    screen.runSearch(job)
                } catch (e: InternalException) {
                    GameAction.SearchFailed(job, SearchFailure.Engine(e.message ?: ""))
                }
            }
            act(result)
        }
    }

    private fun save(save: String) {
        scope.launch {
            val result = withContext(engine) {
                try {
                    games()?.let { screen.saveTo(it, save) }
                } catch (e: BoardloreException) {
                    GameAction.SaveFailed(e.message ?: e.toString())
                }
            } ?: return@launch
            act(result)
        }
    }

    private fun publish(newFrame: GameFrame, effects: List<GameEffect>) {
        frame = newFrame
        for (listener in listeners.toList()) listener.onUpdate(newFrame, effects)
    }
}
