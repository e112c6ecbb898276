package org.boardlore.app.core

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.withContext
import org.boardlore.app.core.GameController.Companion.toSettings
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameMatch
import org.boardlore.engine.GameStore
import java.io.File

/**
 * Opens the game screen's match: a new one, or the saved one of a game.
 * A save that the store or the engine cannot read is set aside and a new
 * game starts; the result says so, and where the bad file went.
 */
class MatchOpener(
    private val store: SaveStore,
    private val engine: CoroutineDispatcher,
    private val main: CoroutineDispatcher,
    /** The game store that records finished games (history), if any. */
    private val history: () -> GameStore? = { null },
) {
    class Opened(val controller: GameController, val setAside: File?)

    /** Starts a new match under [setup], replacing that game's save. */
    suspend fun startNew(setup: MatchSetup): Opened = withContext(engine) {
        val match = GameMatch.withSeats(setup.gameId, setup.options.toSettings(), setup.seats())
        store.write(setup.gameId, match.save())
        Opened(controllerFor(match, setup), setAside = null)
    }

    /**
     * Resumes the saved match of [gameId], or starts [fallback] when there is
     * none or it is unreadable.
     */
    suspend fun resume(gameId: String, fallback: MatchSetup): Opened = withContext(engine) {
        when (val slot = store.read(gameId)) {
            SaveStore.Slot.Empty -> startNew(fallback)
            is SaveStore.Slot.Corrupt -> Opened(startNew(fallback).controller, slot.keptAs)
            is SaveStore.Slot.Found -> try {
                val match = GameMatch.restore(slot.text)
                if (match.gameId() == gameId) {
                    // The save carries the seats and options: the setup is read back from the core.
                    Opened(controllerFor(match, MatchSetup.of(match)), setAside = null)
                } else {
                    match.close()
                    replaceUnreadable(gameId, fallback)
                }
            } catch (e: BoardloreException) {
                replaceUnreadable(gameId, fallback)
            }
        }
    }

    /** Keeps the bad file first: starting anew writes the slot. */
    private suspend fun replaceUnreadable(gameId: String, fallback: MatchSetup): Opened {
        val kept = store.setAside(gameId)
        return Opened(startNew(fallback).controller, kept)
    }

    private fun controllerFor(match: GameMatch, setup: MatchSetup) =
        GameController(match, GameController.snapshotOf(match, setup), store, engine, main, history)
}
