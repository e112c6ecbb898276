package org.boardlore.app.core

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.withContext
import org.boardlore.app.core.GameController.Companion.toSettings
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameMatch
import org.boardlore.engine.GameStore
import java.io.File

/**
 * Opens the game screen's match: a new one, or the game in progress the
 * core's game store keeps for a game (its autosave). An old save file of
 * that game (the app's earlier versions) is imported into the store first.
 * A game in progress that cannot be read, or an old file that could not be
 * imported, starts a new game; the result says so (and where the old file
 * was kept).
 */
class MatchOpener(
    /** The game store (opened on first use, on the engine thread). */
    private val games: () -> GameStore,
    private val engine: CoroutineDispatcher,
    private val main: CoroutineDispatcher,
    /** The old save files, imported into the store before a game is resumed; none by default. */
    private val legacy: LegacySaves? = null,
) {
    /**
     * The opened match. [setAside]: an old save file of the game could not
     * be read and was kept there; [unreadable]: the store's game in progress
     * could not be read. Either way a new game started.
     */
    class Opened(val controller: GameController, val setAside: File?, val unreadable: Boolean = false)

    /** Old files that were set aside, by game, until the game's screen says so. */
    private val setAside = java.util.concurrent.ConcurrentHashMap<String, File>()

    /** Imports every old save file there is (at start-up). Engine thread. */
    fun importLegacySaves(): LegacySaves.Report? = legacy?.let { old ->
        old.importAll(games()).also { setAside.putAll(it.setAside) }
    }

    /** Starts a new match under [setup], replacing that game's game in progress. */
    suspend fun startNew(setup: MatchSetup): Opened = withContext(engine) {
        val match = GameMatch.withSeats(setup.gameId, setup.options.toSettings(), setup.seats())
        games().autosave(match)
        Opened(controllerFor(match, setup), setAside = null)
    }

    /**
     * Resumes the game in progress of [gameId], or starts [fallback] when
     * there is none or it is unreadable.
     */
    suspend fun resume(gameId: String, fallback: MatchSetup): Opened = withContext(engine) {
        val store = games()
        legacy?.importGame(store, gameId)?.let { setAside.putAll(it.setAside) }
        val kept = setAside.remove(gameId)
        val match = try {
            store.resume(gameId)
        } catch (e: BoardloreException) {
            return@withContext Opened(startNew(fallback).controller, kept, unreadable = true)
        }
        when {
            match == null -> Opened(startNew(fallback).controller, kept)
            match.gameId() != gameId -> {
                match.close()
                Opened(startNew(fallback).controller, kept, unreadable = true)
            }
            // The save carries the seats and options: the setup is read back from the core.
            else -> Opened(controllerFor(match, MatchSetup.of(match)), setAside = null)
        }
    }

    /** Whether [gameId] has a game in progress to continue (an old save file counts). Engine thread. */
    fun hasGameInProgress(gameId: String): Boolean =
        legacy?.pending()?.containsKey(gameId) == true || games().hasAutosave(gameId)

    /**
     * Engine thread. A game resumed as it ended is saved again: the store
     * knows it already and answers with its id (for its review), recording
     * nothing new.
     */
    private fun controllerFor(match: GameMatch, setup: MatchSetup): GameController {
        val finishedId = if (match.status().isOver) {
            try {
                games().autosave(match)
            } catch (e: BoardloreException) {
                null
            }
        } else {
            null
        }
        return GameController(match, GameController.snapshotOf(match, setup).copy(finishedId = finishedId), engine, main, games)
    }
}
