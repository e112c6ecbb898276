package org.boardlore.app.core

import org.boardlore.core.Busy
import org.boardlore.core.GameAction
import org.boardlore.core.GameEffect
import org.boardlore.core.Lang
import org.boardlore.core.GameSetup
import org.boardlore.core.Level
import org.boardlore.core.SearchBudget
import org.boardlore.core.Seat
import org.boardlore.core.Seats
import org.boardlore.core.Side
import org.boardlore.engine.GameMatch
import org.boardlore.engine.GameScreenHandle
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The driver of the core's game screen, with the app's threads stood in by
 * [EngineHarness]: searches run on the engine, saves go to the store, and
 * the frame and the screen's effects reach the listener.
 */
class GameScreenDriverTest {
    private var harness: EngineHarness? = null
    private var driver: GameScreenDriver? = null
    private val effects = mutableListOf<GameEffect>()

    @After
    fun tearDown() {
        driver?.close()
        harness?.close()
    }

    private fun open(h: EngineHarness, seats: Seats): GameScreenDriver {
        harness = h
        val setup = GameSetup("bagh-chal", emptyList(), seats, SearchBudget(2_000uL, 7uL))
        val d = GameScreenDriver(GameScreenHandle(setup, Lang.EN), h.engine, h.main) { h.games }
        d.addListener { _, e -> effects += e }
        driver = d
        return d
    }

    private fun square(d: GameScreenDriver, name: String): UInt = d.frame.squares.first { it.name == name }.index

    @Test
    fun theComputerMovesOnItsTurnAndTheMoveIsSaved() {
        val h = EngineHarness()
        // The computer plays the goats, who move first.
        val d = open(h, Seats(Seat.Computer(Level.EASY), Seat.Human))
        d.act(GameAction.Shown)
        h.runUntil { d.frame.turns.isNotEmpty() && d.frame.busy == Busy.IDLE }
        assertEquals(1, d.frame.turns.size)
        assertTrue("the person's turn now", d.frame.acceptsTaps)
        assertTrue("the cue of the computer's move", effects.any { it is GameEffect.Cue })
        h.runUntil { h.games.hasAutosave("bagh-chal") }
        assertNotNull(h.autosaved("bagh-chal"))
    }

    @Test
    fun leavingTheScreenStopsTheSearchAndComingBackResumesIt() {
        val h = EngineHarness(manualEngine = true)
        val d = open(h, Seats(Seat.Computer(Level.EASY), Seat.Human))
        d.act(GameAction.Shown)
        h.scheduler.advanceUntilIdle()
        assertEquals(Busy.THINKING, d.frame.busy)
        d.act(GameAction.Hidden)
        // The search the screen cancelled still runs out on the engine and is dropped.
        h.queue!!.runAll()
        h.scheduler.advanceUntilIdle()
        assertTrue("no move while hidden", d.frame.turns.isEmpty())
        d.act(GameAction.Shown)
        h.runUntil { d.frame.turns.isNotEmpty() && d.frame.busy == Busy.IDLE }
        assertEquals(1, d.frame.turns.size)
    }

    @Test
    fun twoPlayersTapUndoAndAnIllegalTapIsRefusedWithItsCue() {
        val h = EngineHarness()
        val d = open(h, Seats(Seat.Human, Seat.Human))
        d.act(GameAction.Shown)
        d.act(GameAction.Tap(square(d, "c3")))
        h.scheduler.advanceUntilIdle()
        assertEquals("c3", d.frame.lastMove?.notation)
        assertEquals(19u, d.frame.tray[0].inHand?.count)
        assertEquals("1. c3", d.frame.moveList)
        // The tigers move now: the goat on c3 is not theirs to pick up.
        effects.clear()
        d.act(GameAction.Tap(square(d, "c3")))
        assertNotNull(d.frame.refusal)
        assertTrue(effects.any { it is GameEffect.Cue })
        d.act(GameAction.Undo)
        h.scheduler.advanceUntilIdle()
        assertTrue(d.frame.turns.isEmpty())
        assertNull(d.frame.lastMove)
        assertFalse(d.frame.canUndo)
    }

    @Test
    fun withNoGameInProgressANewGameAgainstTheComputerOpensAtTheDefaultLevel() {
        val h = EngineHarness()
        harness = h
        val screen = GameScreenHandle.resumeFrom(h.games, "seega", Level.MEDIUM, Lang.EN)
        val frame = screen.frame()
        assertEquals("the person moves first", Side.FIRST, frame.humanSide)
        assertEquals(Level.MEDIUM, frame.level)
        assertTrue(frame.turns.isEmpty())
        screen.close()
    }

    @Test
    fun aSavedGameResumesWithItsSeatsAndMoves() {
        val h = EngineHarness()
        harness = h
        GameMatch.withSeats("seega", listOf(), Seats(Seat.Computer(Level.HARD), Seat.Human)).use { m ->
            m.play(m.legalMoves().first().notation)
            h.games.autosave(m)
        }
        val screen = GameScreenHandle.resumeFrom(h.games, "seega", Level.EASY, Lang.EN)
        val frame = screen.frame()
        assertEquals(Side.SECOND, frame.humanSide)
        assertEquals(Level.HARD, frame.level)
        assertEquals(1, frame.turns.size)
        assertTrue("the person plays the second side, at the bottom", frame.flipped)
        screen.close()
    }

    @Test
    fun aHintIsSearchedOnTheEngineAndShown() {
        val h = EngineHarness()
        val d = open(h, Seats(Seat.Human, Seat.Human))
        d.act(GameAction.Shown)
        assertTrue(d.frame.canHint)
        d.act(GameAction.Hint)
        h.runUntil { d.frame.busy == Busy.IDLE }
        assertNotNull("the core's hint", d.frame.hint)
        assertTrue(d.frame.squares.any { it.hint })
    }
}
