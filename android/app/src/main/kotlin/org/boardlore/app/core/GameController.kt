package org.boardlore.app.core

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineExceptionHandler
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.engine.BoardloreException
import org.boardlore.core.Level
import org.boardlore.engine.BoardState
import org.boardlore.core.PieceArt
import org.boardlore.engine.pieceArt
import org.boardlore.engine.GameMatch
import org.boardlore.engine.GameStore
import org.boardlore.engine.InternalException
import org.boardlore.engine.MoveDescription
import org.boardlore.core.OptionSetting
import org.boardlore.engine.TapEffect

/**
 * Runs one match for the game screen. Every engine call runs on [engine]
 * (one thread, so calls keep their order); results come back on [main],
 * where the state lives. The main thread never waits for the engine: while
 * the computer thinks, the screen keeps showing the last [state].
 *
 * The match carries the seats ([MatchSetup.seats]): the core says when the
 * computer is to move, what undo, redo and resign do, and it refuses a
 * computer's move found for a position that has changed since it was asked
 * for (undo, new game, closing). The computer's move is asked for on the main
 * thread (`requestComputerMove()`), so a cancel that comes before the search
 * starts still stops it, and run on [engine].
 *
 * Rules, legality and selection all stay in the core: taps go to `tap()`,
 * and the state shown is what `board()` and `status()` say.
 */
class GameController(
    match: GameMatch,
    initial: GameState,
    private val engine: CoroutineDispatcher,
    main: CoroutineDispatcher,
    /**
     * The core's game store: it keeps the game in progress (the autosave,
     * after every move) and records the game once it is over (the history).
     */
    private val games: () -> GameStore? = { null },
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
            publish(state.copy(busy = Busy.IDLE), GameEvent.Failed(null))
        },
    )
    private val listeners = mutableListOf<Listener>()
    private var closed = false
    private var paused = false

    /** [start] came while a cancelled search was still unwinding. */
    private var resumeWhenIdle = false

    /** Searches the engine failed in since the computer last moved; past [ENGINE_RETRIES], the computer waits for [start] or a change. */
    private var engineFailuresInARow = 0

    /** The last autosave's failure, if it failed; written and read on the engine thread. */
    @Volatile
    private var saveError: String? = null

    /** The store's id of the game once it is over and recorded (for its review); engine thread. */
    @Volatile
    private var finishedId: Long? = initial.finishedId

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
        // A search cancelled by a pause may still be unwinding: ask again once it has.
        if (state.busy == Busy.IDLE) computerTurnIfDue() else resumeWhenIdle = true
    }

    /** A tap on square [index] (hit-tested by the view, or an accessibility click). */
    fun tap(index: Int) {
        if (!state.acceptsTaps) return
        if (state.busy == Busy.HINT) interruptSearch()
        scope.launch {
            val outcome = engineCall {
                val before = match.board()
                val result = match.tap(index.toUInt())
                val played = result.played
                if (played != null) autosave()
                Triple(before, result, snapshot())
            } ?: return@launch
            val (before, result, snapshot) = outcome
            val event = when (result.effect) {
                TapEffect.PLAYED -> result.played?.let { GameEvent.MovePlayed(it, before, byComputer = false) }
                TapEffect.ILLEGAL -> GameEvent.IllegalTap(result.refusal?.text)
                TapEffect.GAME_OVER -> null
                else -> GameEvent.SelectionChanged(result.effect)
            }
            publish(snapshot.copy(busy = Busy.IDLE), event)
            computerTurnIfDue()
        }
    }

    /** Ends a pending capture chain at the current square. */
    fun finishMove() = playerMove { match.finish() }

    /** Passes, where passing is the legal move. */
    fun pass() = playerMove { match.pass() }

    /** Takes back what the seats say (against the computer, the person's turn with its reply). */
    fun undo() = changeMatch { it.takenBackAnnouncement(it.takeBack().size.toUInt()).text }

    /** Plays again what undo took back. */
    fun redo() = changeMatch {
        it.replay()
        it.playedAnnouncement()?.text
    }

    /** The person resigns (in two-player games, the side to move). */
    fun resign() = changeMatch {
        it.resignPlayer()
        it.status().text
    }

    /**
     * Asks the engine for a hint; the core marks the hinted move on the
     * board. It searches at the level the core chooses for these seats.
     */
    fun hint() {
        if (!state.acceptsTaps || state.busy != Busy.IDLE) return
        val job = try {
            match.requestHint(match.hintLevel())
        } catch (e: BoardloreException) {
            return
        }
        search(Busy.HINT) { job.run().best }
    }

    /** Replaces the match with a new one under [newSetup] (the same one by default). */
    fun newGame(newSetup: MatchSetup = setup) {
        interruptSearch()
        scope.launch {
            val snapshot = engineCall {
                val fresh = GameMatch.withSeats(newSetup.gameId, newSetup.options.toSettings(), newSetup.seats())
                match = fresh
                autosave()
                snapshot(newSetup)
            } ?: return@launch
            publish(snapshot, null)
            computerTurnIfDue()
        }
    }

    /**
     * Reads the match's texts again (status, moves, TalkBack labels): the
     * core now speaks another language. Queued on the engine thread after
     * the change of language itself.
     */
    fun refresh() {
        scope.launch {
            val snapshot = engineCall { snapshot() } ?: return@launch
            publish(snapshot.copy(busy = state.busy), null)
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
        scope.launch {
            val outcome = engineCall {
                val before = match.board()
                val move = call()
                autosave()
                Triple(before, move, snapshot())
            } ?: return@launch
            publish(outcome.third, GameEvent.MovePlayed(outcome.second, outcome.first, byComputer = false))
            computerTurnIfDue()
        }
    }

    /**
     * Undo, redo, resign: stop thinking, change the match, save, show, and
     * announce what [change] returns (the core's sentence).
     */
    private fun changeMatch(change: (GameMatch) -> String?) {
        interruptSearch()
        scope.launch {
            val outcome = engineCall {
                val spoken = change(match)
                autosave()
                spoken to snapshot()
            } ?: return@launch
            val (spoken, snapshot) = outcome
            publish(snapshot, spoken?.let(GameEvent::Announcement))
            computerTurnIfDue()
        }
    }

    private fun computerTurnIfDue() {
        val s = state
        if (closed || paused || s.busy != Busy.IDLE || !s.status.computerToMove) return
        // Asked for here, on the main thread: from now on a cancel or any
        // change of the match stops it, even before the engine thread runs it.
        val job = try {
            match.requestComputerMove()
        } catch (e: BoardloreException) {
            return // the match moved on: no longer the computer's turn
        }
        search(Busy.COMPUTER_MOVE) { job.run().best }
    }

    /**
     * Runs a search on the engine thread. The core plays or shows its result
     * only if nothing changed the match meanwhile; a cancelled or stale search
     * fails and says nothing.
     */
    private fun search(kind: Busy, run: () -> MoveDescription) {
        publish(state.copy(busy = kind), null)
        scope.launch {
            val outcome = runCatching {
                withContext(engine) {
                    val before = match.board()
                    val move = run()
                    if (kind == Busy.COMPUTER_MOVE) autosave()
                    val event = if (kind == Busy.COMPUTER_MOVE) {
                        GameEvent.MovePlayed(move, before, byComputer = true)
                    } else {
                        match.hintAnnouncement()?.let { GameEvent.Announcement(it.text) }
                    }
                    event to snapshot()
                }
            }
            val result = outcome.getOrElse { error ->
                val event = failure(error)
                if (event == null) droppedResults++
                publish(state.copy(busy = Busy.IDLE), event)
                // A search cancelled by a pause is asked for again (the screen
                // is back), and so is one the engine failed in, once: the match
                // survives a panic, so the game goes on. After an undo or a new
                // game, the change asks for the computer's move itself if it is due.
                val engineFailed = error is InternalException && ++engineFailuresInARow <= ENGINE_RETRIES
                if (resumeWhenIdle || engineFailed) {
                    resumeWhenIdle = false
                    computerTurnIfDue()
                }
                return@launch
            }
            if (kind == Busy.COMPUTER_MOVE) engineFailuresInARow = 0
            val (event, snapshot) = result
            publish(snapshot.copy(busy = Busy.IDLE), event)
            computerTurnIfDue()
        }
    }

    /** Cancels the search asked for or running; the core refuses its result. */
    private fun interruptSearch() {
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
        is InternalException -> GameEvent.Failed(null)
        else -> throw error
    }

    private fun publish(newState: GameState, event: GameEvent?) {
        if (closed) return
        state = newState
        for (listener in listeners.toList()) listener.onChange(newState, event)
    }

    /** Engine thread only. */
    private fun snapshot(forSetup: MatchSetup = setup): GameState =
        snapshotOf(match, forSetup).copy(saveError = saveError, finishedId = finishedId)

    /**
     * Engine thread only. One transaction of the store: the game in
     * progress, and the finished game once it is over (its id is kept for
     * the review). A failed save is shown but never stops the game.
     */
    private fun autosave() {
        saveError = try {
            val store = games()
            if (store != null) finishedId = store.autosave(match)
            null
        } catch (e: BoardloreException) {
            e.message ?: e.toString()
        }
    }

    companion object {
        /** How many times in a row a search the engine failed in is asked for again. */
        private const val ENGINE_RETRIES = 1

        /** Reads a whole [GameState] from [match]. Engine thread only. */
        fun snapshotOf(match: GameMatch, setup: MatchSetup): GameState = snapshotOf(match, setup, match.board())

        /** What the screen draws of [match], with [board] (the board itself, or one with marks added). Engine thread only. */
        fun snapshotOf(match: GameMatch, setup: MatchSetup, board: BoardState): GameState = GameState(
            setup = setup,
            game = match.game(),
            geometry = match.geometry(),
            board = board,
            status = match.status(),
            history = match.history(),
            moveList = match.moveList(),
            squareLabels = board.squares.map { match.squareSpeech(it.index).text },
            lastMoveSpoken = match.playedAnnouncement()?.text,
            art = artOf(setup.gameId),
            tray = match.tray(),
            lastMoveCue = match.lastMoveCue(),
            shareText = match.shareText(),
            hintText = match.hintText(),
        )

        private val artCache = java.util.concurrent.ConcurrentHashMap<String, List<PieceArt>>()

        /** The core's piece art of [gameId], read once per game. Engine thread only. */
        fun artOf(gameId: String): List<PieceArt> = artCache.getOrPut(gameId) { pieceArt(gameId) }

        /**
         * The engine's level for the app's level number: 1…[AppSettings.LEVELS]
         * for every game, and the levels past them the core offers for some
         * games (Perfect for Bagh Chal: `computerLevels`).
         */
        fun engineLevel(level: Int): Level = Level.entries[(level - 1).coerceIn(0, Level.entries.lastIndex)]

        fun Map<String, String>.toSettings(): List<OptionSetting> = map { (key, value) -> OptionSetting(key, value) }
    }
}
