package org.boardlore.app.core

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import org.boardlore.engine.GameMatch
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.boardlore.core.Lang

class GameControllerTest {
    private var harness: EngineHarness? = null
    private val events = mutableListOf<GameEvent>()

    @After
    fun tearDown() {
        harness?.close()
    }

    private fun open(h: EngineHarness, setup: MatchSetup): GameController {
        harness = h
        var controller: GameController? = null
        CoroutineScope(h.main).launch { controller = h.opener.startNew(setup).controller }
        h.runUntil { controller != null }
        return controller!!.also { c ->
            c.addListener { _, event -> if (event != null) events += event }
            c.start()
        }
    }

    /** Runs [action] and waits until the controller has answered it. */
    private fun act(h: EngineHarness, c: GameController, action: () -> Unit) {
        val before = c.state
        action()
        h.runUntil { c.state !== before }
    }

    /** The person's whole turn (some games give a side two moves in a row). */
    private fun playTurn(h: EngineHarness, c: GameController) {
        val side = c.state.sideToMove
        while (!c.state.status.isOver && c.state.sideToMove == side) playOneMove(h, c)
    }

    /** One move, entered the way a finger would: taps on what the core flags. */
    private fun playOneMove(h: EngineHarness, c: GameController) {
        val pliesBefore = c.state.history.size
        var taps = 0
        while (c.state.history.size == pliesBefore && !c.state.status.isOver) {
            val s = c.state
            act(h, c) {
                when {
                    s.status.canFinish -> c.finishMove()
                    s.status.canPass && s.board.squares.none { it.movable } && s.board.selection.isEmpty() -> c.pass()
                    s.board.selection.isEmpty() -> c.tap(s.board.squares.first { it.movable }.index.toInt())
                    else -> c.tap(s.board.targets.first().toInt())
                }
            }
            check(++taps < 50) { "the move never completed" }
        }
    }

    @Test
    fun aFullGameAgainstTheComputerInEveryGame() {
        val h = EngineHarness()
        harness = h
        for (gameId in org.boardlore.engine.games(Lang.EN).map { it.id }) {
            events.clear()
            playAFullGame(h, gameId)
        }
    }

    /** The person taps what the core offers, the computer answers, until the core says it is over. */
    private fun playAFullGame(h: EngineHarness, gameId: String) {
        val c = open(h, MatchSetup(gameId, emptyMap(), Opponent.Computer(humanSide = 0, level = 1)))
        var plies = 0
        while (!c.state.status.isOver) {
            assertEquals("$gameId: the person moves when the computer is done", 0, c.state.sideToMove)
            playTurn(h, c)
            h.runUntil { c.state.busy == Busy.IDLE && (c.state.status.isOver || c.state.sideToMove == 0) }
            plies = c.state.history.size
            check(plies < 3000) { "$gameId did not end" }
        }
        val computerMoves = events.filterIsInstance<GameEvent.MovePlayed>().count { it.byComputer }
        val humanMoves = events.filterIsInstance<GameEvent.MovePlayed>().count { !it.byComputer }
        assertTrue("$gameId: the computer played", computerMoves > 0)
        assertEquals(gameId, plies, computerMoves + humanMoves)
        assertNotNull("$gameId: the core says why it ended", c.state.status.outcome?.text)
        println("full game of $gameId against the computer: $plies plies; ${c.state.status.outcome?.text}")
        assertFalse(c.state.acceptsTaps)

        // Autosaved after the last move: the store's game restores to the same game.
        checkNotNull(h.autosaved(gameId)).use { restored ->
            assertEquals(gameId, plies, restored.history().size)
            assertTrue(restored.status().isOver)
            assertEquals("the save carries the seats", c.setup.seats(), restored.seats())
        }
        // And recorded once in the history, with its id on the state for the review.
        val id = checkNotNull(c.state.finishedId) { "$gameId: the finished game is recorded" }
        assertEquals(gameId, h.games.games(0u, 1u, Lang.EN).single().let { assertEquals(id, it.id); it.gameId })
        c.close()
    }

    @Test
    fun undoWhileTheComputerThinksCancelsItAndGoesBackToThePersonsTurn() {
        val h = EngineHarness()
        val gameId = "bagh-chal"
        // The strongest level thinks longest: long enough to be interrupted,
        // given a choice. A goat on c3 leaves the tigers many moves; the first
        // point offered (b1) leaves them one capture, which the engine plays
        // at once, before any undo can come.
        val c = open(h, MatchSetup(gameId, emptyMap(), Opponent.Computer(humanSide = 0, level = AppSettings.LEVELS)))
        act(h, c) { c.tap(c.state.board.squares.first { it.name == "c3" }.index.toInt()) }
        assertEquals("the person placed a goat", 1, c.state.history.size)
        assertEquals("the computer is thinking", Busy.COMPUTER_MOVE, c.state.busy)
        val started = System.nanoTime()
        c.undo()
        h.runUntil { c.state.busy == Busy.IDLE && c.state.history.isEmpty() }
        val millis = (System.nanoTime() - started) / 1_000_000
        assertEquals("back to the person's first turn", 0, c.state.sideToMove)
        assertTrue(c.state.acceptsTaps)
        // Expert searches for up to 1.5 s; cancelled, it stops within milliseconds.
        assertTrue("the search was cancelled, not awaited ($millis ms)", millis < 1_000)
        assertEquals("its result was dropped", 1, c.droppedResults)
        assertTrue("no computer move was shown after the undo", events.filterIsInstance<GameEvent.MovePlayed>().none { it.byComputer })
        assertEquals(0, checkNotNull(h.autosaved(gameId)).use { m -> m.history().size })
        c.close()
    }

    @Test
    fun aResultForAStalePositionIsDropped() {
        // The engine runs only when the test says so, so the order is exact:
        // the search finishes (and even plays) before the undo reaches the
        // engine, and its result comes back after the person undid.
        val h = EngineHarness(manualEngine = true)
        val gameId = EngineHarness.pickGame("seega", "bobail", "chiangmai-checkers", "buff-and-green", "bagh-chal")
        val c = open(h, MatchSetup(gameId, emptyMap(), Opponent.Computer(humanSide = 0, level = 1)))

        playTurn(h, c)
        // The person's move is in; the computer's search is queued, not run.
        h.scheduler.advanceUntilIdle()
        assertEquals(Busy.COMPUTER_MOVE, c.state.busy)
        assertEquals(1, h.queue!!.pending)

        c.undo()
        h.scheduler.advanceUntilIdle()
        assertEquals("search, then undo", 2, h.queue.pending)
        h.queue.runAll()
        h.scheduler.advanceUntilIdle()

        assertEquals("the stale result was dropped", 1, c.droppedResults)
        assertTrue(events.filterIsInstance<GameEvent.MovePlayed>().none { it.byComputer })
        assertEquals(Busy.IDLE, c.state.busy)
        assertTrue("undo took back both moves", c.state.history.isEmpty())
        assertEquals(0, c.state.sideToMove)
        c.close()
    }

    @Test
    fun twoPlayersTakeTurnsWithoutTheComputer() {
        val h = EngineHarness()
        val gameId = EngineHarness.pickGame("bagh-chal", "chiangmai-checkers", "seega", "bobail", "buff-and-green")
        val c = open(h, MatchSetup(gameId, emptyMap(), Opponent.TwoPlayers))
        playTurn(h, c)
        assertEquals(1, c.state.sideToMove)
        assertTrue("the second player may move", c.state.acceptsTaps)
        playTurn(h, c)
        val plies = c.state.history.size
        assertTrue(plies >= 2)
        assertTrue(events.filterIsInstance<GameEvent.MovePlayed>().none { it.byComputer })
        // Without a computer, undo takes back exactly one move.
        act(h, c) { c.undo() }
        assertEquals(plies - 1, c.state.history.size)
        assertTrue(c.state.status.canRedo)
        act(h, c) { c.redo() }
        assertEquals(plies, c.state.history.size)
        c.close()
    }

    @Test
    fun aTapThatFitsNoMoveIsReportedAsIllegal() {
        val h = EngineHarness()
        val gameId = EngineHarness.pickGame("chiangmai-checkers", "seega", "bobail", "buff-and-green", "bagh-chal")
        val c = open(h, MatchSetup(gameId, emptyMap(), Opponent.TwoPlayers))
        val dead = c.state.board.squares.first { !it.movable && !it.legalTarget }
        act(h, c) { c.tap(dead.index.toInt()) }
        val illegal = events.last() as GameEvent.IllegalTap
        assertTrue("the core says why: ${illegal.reason}", !illegal.reason.isNullOrBlank())
        assertTrue(c.state.history.isEmpty())
        c.close()
    }

    @Test
    fun aHintIsMarkedOnTheBoardByTheCore() {
        val h = EngineHarness()
        val gameId = EngineHarness.pickGame("chiangmai-checkers", "bagh-chal", "seega", "bobail", "buff-and-green")
        val c = open(h, MatchSetup(gameId, emptyMap(), Opponent.Computer(humanSide = 0, level = 1)))
        c.hint()
        assertEquals("the indicator shows while the engine looks", Busy.HINT, c.state.busy)
        h.runUntil { c.state.busy == Busy.IDLE }
        val hinted = c.state.board.squares.filter { it.hint }
        assertTrue("the hinted move's squares are flagged", hinted.isNotEmpty())
        assertNotNull(c.state.board.hint)
        assertTrue("a hint plays nothing", c.state.history.isEmpty())
        c.close()
    }

    @Test
    fun talkBackHearsTheCoresSentences() {
        val h = EngineHarness()
        val c = open(h, MatchSetup("bagh-chal", emptyMap(), Opponent.TwoPlayers))
        playOneMove(h, c)
        val spoken = c.state.lastMoveSpoken
        assertTrue("the core words the move: $spoken", spoken!!.startsWith("Goat placed on "))
        act(h, c) { c.undo() }
        assertEquals(GameEvent.Announcement("Move taken back. Goats to move · Goats to place 20"), events.last())
        act(h, c) { c.redo() }
        assertEquals(GameEvent.Announcement(spoken), events.last())
        c.hint()
        h.runUntil { c.state.busy == Busy.IDLE }
        val hint = events.last() as GameEvent.Announcement
        assertTrue(hint.text, hint.text.startsWith("Hint: Tiger "))
        // Each square's label is the core's, and says which squares the hint uses.
        val labels = c.state.squareLabels
        assertEquals(c.state.board.squares.size, labels.size)
        c.state.board.squares.forEach { square ->
            assertEquals(square.hint, labels[square.index.toInt()].endsWith(", hint"))
        }
        c.close()
    }

    @Test
    fun resigningEndsTheGameWithTheCoresReason() {
        val h = EngineHarness()
        val gameId = EngineHarness.pickGame("bobail", "seega", "chiangmai-checkers", "bagh-chal", "buff-and-green")
        val c = open(h, MatchSetup(gameId, emptyMap(), Opponent.Computer(humanSide = 0, level = 1)))
        act(h, c) { c.resign() }
        assertTrue(c.state.status.isOver)
        val outcome = c.state.status.outcome!!
        assertEquals("the computer's side wins", c.state.game.sides[1].side, outcome.winner)
        assertFalse(c.state.acceptsTaps)
        // Undo takes the resignation back, and play goes on.
        act(h, c) { c.undo() }
        assertFalse(c.state.status.isOver)
        assertTrue(c.state.acceptsTaps)
        c.close()
    }

    @Test
    fun leavingTheScreenStopsTheSearchAndComingBackResumesIt() {
        val h = EngineHarness()
        val gameId = EngineHarness.pickGame("bagh-chal", "chiangmai-checkers", "seega", "bobail", "buff-and-green")
        // The computer moves first here, so it thinks as soon as the game opens.
        val c = open(h, MatchSetup(gameId, emptyMap(), Opponent.Computer(humanSide = 1, level = AppSettings.LEVELS)))
        assertEquals(Busy.COMPUTER_MOVE, c.state.busy)
        c.pause()
        h.runUntil { c.state.busy == Busy.IDLE }
        // Cancelled, the search played nothing (had it finished first, its move would stand).
        val cancelled = c.droppedResults == 1
        if (cancelled) assertTrue("nothing was played while away", c.state.history.isEmpty())
        c.start()
        h.runUntil { c.state.history.isNotEmpty() && c.state.busy == Busy.IDLE }
        assertEquals("the person's turn now", 1, c.state.sideToMove)
        assertEquals("the computer moved once", 1, c.state.history.count { it.side.index == 0 })
        c.close()
    }
}
