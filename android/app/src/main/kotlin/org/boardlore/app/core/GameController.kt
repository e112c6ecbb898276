package org.boardlore.app.core

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineExceptionHandler
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import java.io.IOException
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.AiLevel
import org.boardlore.engine.GameMatch
import org.boardlore.engine.InternalException
import org.boardlore.engine.MoveDescription
import org.boardlore.engine.OptionSetting
import org.boardlore.engine.PlayerSide
import org.boardlore.engine.TapEffect

/**
 * Runs one match for the game screen. Every engine call runs on [engine]
 * (one thread, so calls keep their order); results come back on [main],
 * where the state lives. The main thread never waits for the engine: while
 * the computer thinks, the screen keeps showing the last [state].
 *
 * A search whose position has changed by the time it ends (undo, new game,
 * closing) is stale: each action that changes the match bumps [generation]
 * and cancels the running search through the core's `cancel()`, and a result
 * that comes back under an older generation is dropped. The core refuses a
 * stale move as well (`StalePosition`).
 *
 * Rules, legality and selection all stay in the core: taps go to `tap()`,
 * and the state shown is what `board()` and `status()` say.
 */
class GameController(
    match: GameMatch,
    initial: GameState,
    private val store: SaveStore?,
    private val engine: CoroutineDispatcher,
    main: CoroutineDispatcher,
) {
    fun interface Listener {
        fun onChange(state: GameState, event: GameEvent?)
    }

    /** Replaced by [newGame] on the engine thread; read by `cancel()` on the main thread. */
    @Volatile
    private var match: GameMatch = match

    /**
     * A failure no handler below expected (a panic in the engine reaches
     * Kotlin as UniFFI's [InternalException]) is shown, never a crash: the
     * match object survives it, so the game goes on.
     */
    private val scope = CoroutineScope(
        SupervisorJob() + main + CoroutineExceptionHandler { _, _ ->
            publish(state.copy(busy = Busy.IDLE), GameEvent.Failed(SOMETHING_WENT_WRONG))
        },
    )
    private val listeners = mutableListOf<Listener>()
    private var generation = 0L
    private var closed = false
    private var paused = false

    /** The last autosave's failure, if it failed; written and read on the engine thread. */
    @Volatile
    private var saveError: String? = null

    var state: GameState = initial
        private set

    /** Search results thrown away because the match changed meanwhile (or the search was cancelled). */
    var droppedResults: Int = 0
        private set

    val setup: MatchSetup get() = state.setup

    fun addListener(listener: Listener) {
        listeners += listener
        listener.onChange(state, null)
    }

    fun removeListener(listener: Listener) {
        listeners -= listener
    }

    /** The screen is showing: the computer plays when it is its turn. */
    fun start() {
        paused = false
        computerTurnIfDue()
    }

    /** A tap on square [index] (hit-tested by the view, or an accessibility click). */
    fun tap(index: Int) {
        if (!state.acceptsTaps) return
        if (state.busy == Busy.HINT) interruptSearch()
        val generationNow = generation
        scope.launch {
            val outcome = engineCall {
                val before = match.board()
                val result = match.tap(index.toUInt())
                val played = result.played
                if (played != null) autosave()
                Triple(before, result, snapshot())
            } ?: return@launch
            if (generationNow != generation) return@launch
            val (before, result, snapshot) = outcome
            val event = when (result.effect) {
                TapEffect.PLAYED -> result.played?.let { GameEvent.MovePlayed(it, before, byComputer = false) }
                TapEffect.ILLEGAL -> GameEvent.IllegalTap
                TapEffect.GAME_OVER -> null
                else -> GameEvent.SelectionChanged(result.effect)
            }
            if (result.effect == TapEffect.PLAYED) generation++
            publish(snapshot.copy(busy = Busy.IDLE), event)
            computerTurnIfDue()
        }
    }

    /** Ends a pending capture chain at the current square. */
    fun finishMove() = playerMove { match.finish() }

    /** Passes, where passing is the legal move. */
    fun pass() = playerMove { match.pass() }

    /**
     * Takes back the last move. Against the computer it goes back to the
     * start of the person's last turn, undoing the computer's reply (and
     * every move of a turn of several moves) as well.
     */
    fun undo() = changeMatch { m ->
        val opponent = setup.opponent
        if (opponent is Opponent.Computer) m.undoTurn(humanSide(opponent)) else m.undo()
    }

    /** Plays again what undo took back, up to the person's next turn (the core decides where it starts). */
    fun redo() = changeMatch { m ->
        val opponent = setup.opponent
        if (opponent is Opponent.Computer) m.redoTurn(humanSide(opponent)) else m.redo()
    }

    private fun humanSide(opponent: Opponent.Computer): PlayerSide =
        if (opponent.humanSide == 0) PlayerSide.FIRST else PlayerSide.SECOND

    /** The person to move resigns (in two-player games, the side to move). */
    fun resign() = changeMatch { m ->
        val opponent = setup.opponent
        val side = if (opponent is Opponent.Computer) {
            humanSide(opponent)
        } else {
            m.status().sideToMove
        }
        m.resign(side)
    }

    /**
     * Asks the engine for a hint; the core marks the hinted move on the
     * board. It searches at the computer's level, or at [twoPlayerLevel]
     * when two people play.
     */
    fun hint(twoPlayerLevel: Int = AppSettings.DEFAULT_LEVEL) {
        if (!state.acceptsTaps || state.busy != Busy.IDLE) return
        val level = (setup.opponent as? Opponent.Computer)?.level ?: twoPlayerLevel
        search(Busy.HINT) { match.hint(engineLevel(level)).best }
    }

    /** Replaces the match with a new one under [newSetup] (the same one by default). */
    fun newGame(newSetup: MatchSetup = setup) {
        interruptSearch()
        scope.launch {
            val snapshot = engineCall {
                val fresh = GameMatch(newSetup.gameId, newSetup.options.toSettings())
                match = fresh
                autosave(newSetup)
                snapshot(newSetup)
            } ?: return@launch
            publish(snapshot, null)
            computerTurnIfDue()
        }
    }

    /** Clears a half-entered move (a drag dropped off the board). */
    fun clearSelection() {
        if (!state.acceptsTaps) return
        scope.launch {
            val snapshot = engineCall {
                match.clearSelection()
                snapshot()
            } ?: return@launch
            publish(snapshot.copy(busy = state.busy), null)
        }
    }

    /**
     * The screen is no longer visible: stop thinking through the core's
     * cancel. The position has not changed, so a move that was found anyway
     * still counts; otherwise the computer thinks again on [start].
     */
    fun pause() {
        paused = true
        if (state.busy != Busy.IDLE) match.cancel()
    }

    /** Stops any search and drops every pending result. Call when the screen goes away for good. */
    fun close() {
        if (closed) return
        closed = true
        interruptSearch()
        scope.cancel()
        listeners.clear()
    }

    // --- internals ---------------------------------------------------------

    private fun playerMove(call: () -> MoveDescription) {
        if (!state.acceptsTaps) return
        interruptSearch()
        val generationNow = generation
        scope.launch {
            val outcome = engineCall {
                val before = match.board()
                val move = call()
                autosave()
                Triple(before, move, snapshot())
            } ?: return@launch
            if (generationNow != generation) return@launch
            generation++
            publish(outcome.third, GameEvent.MovePlayed(outcome.second, outcome.first, byComputer = false))
            computerTurnIfDue()
        }
    }

    /** Undo, redo, resign: stop thinking, change the match, save, show. */
    private fun changeMatch(change: (GameMatch) -> Unit) {
        interruptSearch()
        scope.launch {
            val snapshot = engineCall {
                change(match)
                autosave()
                snapshot()
            } ?: return@launch
            publish(snapshot, null)
            computerTurnIfDue()
        }
    }

    private fun computerTurnIfDue() {
        val s = state
        if (closed || paused || s.status.isOver || s.busy != Busy.IDLE || !setup.isComputer(s.sideToMove)) return
        val forSetup = setup
        val level = (forSetup.opponent as Opponent.Computer).level
        search(Busy.COMPUTER_MOVE) {
            // Checked again where the engine runs: a search queued behind one
            // that played (after a pause) must not move for the person.
            val now = match.status()
            if (now.isOver || !forSetup.isComputer(now.sideToMove.index)) throw BoardloreException.StalePosition("not the computer's turn")
            match.think(engineLevel(level)).best
        }
    }

    /**
     * Runs a search on the engine thread. Its result is shown only if nothing
     * changed the match meanwhile; a cancelled or stale search says nothing.
     */
    private fun search(kind: Busy, run: () -> MoveDescription) {
        val generationNow = generation
        publish(state.copy(busy = kind), null)
        scope.launch {
            val outcome = runCatching {
                withContext(engine) {
                    val before = match.board()
                    val move = run()
                    if (kind == Busy.COMPUTER_MOVE) autosave()
                    Triple(before, move, snapshot())
                }
            }
            if (generationNow != generation) {
                droppedResults++ // stale: the match changed meanwhile
                return@launch
            }
            val result = outcome.getOrElse { error ->
                val event = failure(error)
                if (event == null) droppedResults++
                publish(state.copy(busy = Busy.IDLE), event)
                // A search cancelled by a pause starts again once the screen is back.
                computerTurnIfDue()
                return@launch
            }
            val (before, move, snapshot) = result
            val event = if (kind == Busy.COMPUTER_MOVE) {
                generation++
                GameEvent.MovePlayed(move, before, byComputer = true)
            } else {
                null
            }
            publish(snapshot.copy(busy = Busy.IDLE), event)
            computerTurnIfDue()
        }
    }

    /** Cancels a running search and makes any result still on its way stale. */
    private fun interruptSearch() {
        generation++
        if (state.busy != Busy.IDLE) {
            match.cancel()
            state = state.copy(busy = Busy.IDLE)
        }
    }

    /** Runs [call] on the engine thread; a core error becomes a [GameEvent.Failed] and `null`. */
    private suspend fun <T> engineCall(call: () -> T): T? = try {
        withContext(engine) { call() }
    } catch (e: BoardloreException) {
        publish(state, failure(e))
        null
    } catch (e: InternalException) {
        publish(state, failure(e))
        null
    }

    private fun failure(error: Throwable): GameEvent? = when (error) {
        is BoardloreException.Cancelled, is BoardloreException.StalePosition -> null
        is BoardloreException -> GameEvent.Failed(error.message ?: error.toString())
        is InternalException -> GameEvent.Failed(SOMETHING_WENT_WRONG)
        else -> throw error
    }

    private fun publish(newState: GameState, event: GameEvent?) {
        if (closed) return
        state = newState
        for (listener in listeners.toList()) listener.onChange(newState, event)
    }

    /** Engine thread only. */
    private fun snapshot(forSetup: MatchSetup = setup): GameState =
        snapshotOf(match, forSetup).copy(saveError = saveError)

    /** Engine thread only. A failed save is shown but never stops the game. */
    private fun autosave(forSetup: MatchSetup = setup) {
        saveError = try {
            store?.write(SavedGame(forSetup, match.save()))
            null
        } catch (e: IOException) {
            e.message ?: e.toString()
        }
    }

    companion object {
        /** What a failure inside the engine says (after "Something went wrong: "). */
        const val SOMETHING_WENT_WRONG = "the engine failed; the game is kept"

        /** Reads a whole [GameState] from [match]. Engine thread only. */
        fun snapshotOf(match: GameMatch, setup: MatchSetup): GameState = GameState(
            setup = setup,
            game = match.game(),
            geometry = match.geometry(),
            board = match.board(),
            status = match.status(),
            history = match.history(),
        )

        /** The engine's level for the app's level 1…[AppSettings.LEVELS]. */
        fun engineLevel(level: Int): AiLevel = AiLevel.entries[level.coerceIn(1, AppSettings.LEVELS) - 1]

        fun Map<String, String>.toSettings(): List<OptionSetting> = map { (key, value) -> OptionSetting(key, value) }
    }
}
