package org.boardlore.app.ui

import org.boardlore.app.R
import org.boardlore.core.Busy
import org.boardlore.core.Cue
import org.boardlore.core.GameEffect
import org.boardlore.core.Level
import org.boardlore.core.SearchPurpose
import org.boardlore.core.Side
import org.boardlore.engine.debugPanicInNextSearch
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.shadows.ShadowToast

/**
 * The game screen's behaviour through the real activity and the core's
 * game screen (what the old hand-written controller's tests checked): the
 * computer's turn, undo while it thinks, two players, refused taps, hints,
 * what TalkBack hears, resigning, leaving the screen and an engine failure.
 */
@RunWith(RobolectricTestRunner::class)
class GameScreenTest : GameUiTest() {
    /** Every effect the screen's driver carried out since the game opened. */
    private val effects = mutableListOf<GameEffect>()

    private fun open(setup: org.boardlore.core.GameSetup): Screen = openGame(setup).also { screen ->
        checkNotNull(screen.activity.driver).addListener { _, e -> effects += e }
    }

    private fun announced(): List<String> = effects.filterIsInstance<GameEffect.Announce>().map { it.text }

    @Test
    fun undoWhileTheComputerThinksCancelsItAndGoesBackToThePersonsTurn() {
        // The strongest level thinks longest: long enough to be interrupted,
        // given a choice. A goat on c3 leaves the tigers many moves.
        val screen = open(vsComputer("bagh-chal", Level.EXPERT))
        screen.tapSquare(screen.frame.squares.first { it.name == "c3" }.index.toInt())
        assertEquals("the person placed a goat", 1, screen.frame.turns.size)
        assertEquals("the computer is thinking", Busy.THINKING, screen.frame.busy)
        assertTrue(screen.activity.view<android.view.View>(R.id.thinking).isShown)
        screen.press(R.id.undo_button)
        screen.waitForPerson()
        assertTrue("back to the person's first turn", screen.frame.turns.isEmpty())
        assertEquals(Side.FIRST, screen.frame.sideToMove)
        assertTrue(screen.frame.acceptsTaps)
        settle(500)
        assertTrue("no computer move was shown after the undo", screen.frame.turns.isEmpty())
        assertFalse(screen.activity.view<android.view.View>(R.id.thinking).isShown)
    }

    @Test
    fun twoPlayersTakeTurnsAndUndoTakesBackOneMove() {
        val screen = open(twoPlayers("chiangmai-checkers"))
        screen.playTurn()
        assertEquals(Side.SECOND, screen.frame.sideToMove)
        assertTrue("the second player may move", screen.frame.acceptsTaps)
        screen.playTurn()
        val turns = screen.frame.turns
        assertEquals(2, turns.size)
        screen.press(R.id.undo_button)
        assertEquals("one move taken back", turns.take(1), screen.frame.turns)
        assertTrue(screen.activity.view<android.view.View>(R.id.redo_button).isEnabled)
        screen.press(R.id.redo_button)
        assertEquals(turns, screen.frame.turns)
        val list = screen.activity.view<android.view.ViewGroup>(R.id.move_list)
        assertEquals("one cell a move", 2, list.childCount)
        assertEquals("1. ", (list.getChildAt(0) as android.widget.TextView).text.take(3).toString())
    }

    @Test
    fun tappingTheSecondMoveOfTheListOpensTheBrowserAtThatMove() {
        val screen = open(twoPlayers("chiangmai-checkers"))
        repeat(3) { screen.playTurn() }
        val rows = screen.frame.turns
        assertEquals(3, rows.size)
        val list = screen.activity.view<android.view.ViewGroup>(R.id.move_list)
        // TalkBack reads the core's sentence for each row.
        assertEquals(rows.map { it.spoken }, (0 until list.childCount).map { list.getChildAt(it).contentDescription?.toString() })
        tap(screen.activity, list.getChildAt(1))
        idle()
        val opened = org.robolectric.Shadows.shadowOf(screen.activity).nextStartedActivity
        assertEquals(ReviewActivity::class.java.name, opened?.component?.className)
        // One move was played before the second row.
        assertEquals(1, opened.getIntExtra(Screens.EXTRA_PLY, -1))
        val browser = launch(ReviewActivity::class.java, opened).get()
        idleUntil("the browser at the second move") { browser.frame != null }
        val frame = browser.frame!!
        assertEquals("the position before the second move", 1u, frame.ply)
        assertEquals("the second move selected", 1u, frame.selected)
        assertEquals(3, browser.rows.size)
        screenshot(browser, "browse-from-game-light")
    }

    @Test
    fun aTapThatFitsNoMoveShowsTheCoresReasonWithTheIllegalCue() {
        val screen = open(twoPlayers("chiangmai-checkers"))
        val dead = screen.frame.squares.first { !it.movable && !it.target }
        screen.tapSquare(dead.index.toInt())
        val reason = screen.frame.refusal
        assertTrue("the core says why: $reason", !reason.isNullOrBlank())
        assertEquals(reason, screen.activity.view<android.widget.TextView>(R.id.status).text.toString())
        assertEquals(Cue.ILLEGAL, effects.filterIsInstance<GameEffect.Cue>().last().feedback.cue)
        assertEquals("illegal", screen.activity.feedback.lastSound)
        assertTrue(screen.frame.turns.isEmpty())
    }

    @Test
    fun aHintIsMarkedOnTheBoardAndTalkBackHearsTheCoresSentences() {
        val screen = open(twoPlayers("bagh-chal"))
        screen.playOneMove()
        val spoken = announced().last()
        assertTrue("the core words the move: $spoken", spoken.startsWith("Goat placed on "))
        screen.press(R.id.undo_button)
        assertEquals("Move taken back. Goats to move · Goats to place 20", announced().last())
        screen.press(R.id.redo_button)
        assertEquals(spoken, announced().last())
        screen.press(R.id.hint_button)
        // The hint's level is the core's: hard at least, whoever plays.
        val search = effects.filterIsInstance<GameEffect.StartSearch>().last()
        assertEquals(SearchPurpose.HINT, search.purpose)
        assertEquals(Level.HARD, search.level)
        screen.waitForPerson()
        assertTrue(announced().last(), announced().last().startsWith("Hint: Tiger "))
        assertNotNull(screen.frame.hint)
        assertTrue("the hinted move's squares are flagged", screen.frame.squares.any { it.hint })
        assertTrue(screen.activity.view<android.view.View>(R.id.hint_text).isShown)
        // Each square's label is the core's, and says which squares the hint uses.
        screen.frame.squares.forEach { square -> assertEquals(square.hint, square.spoken.endsWith(", hint")) }
    }

    @Test
    fun resigningEndsTheGameAndUndoTakesItBack() {
        val screen = open(vsComputer("bobail"))
        screen.press(R.id.resign_button, waits = false)
        screen.confirm()
        assertTrue(screen.frame.isOver)
        screen.assertResultShown()
        assertFalse(screen.frame.acceptsTaps)
        assertEquals("the person lost", Cue.LOST, effects.filterIsInstance<GameEffect.Cue>().last().feedback.cue)
        screen.press(R.id.undo_button)
        assertFalse(screen.frame.isOver)
        assertTrue(screen.frame.acceptsTaps)
    }

    @Test
    fun leavingTheScreenStopsTheSearchAndComingBackResumesIt() {
        // The computer moves first here, so it thinks as soon as the game opens.
        saveNewMatch(vsComputer("bagh-chal", Level.EXPERT, Side.SECOND))
        val controller = launch(GameActivity::class.java, Screens.game(app, "bagh-chal"))
        val screen = Screen(controller)
        idleUntil("the computer thinking") { screen.activity.frame?.busy == Busy.THINKING }
        controller.pause().stop()
        assertEquals("the search is cancelled", Busy.IDLE, screen.frame.busy)
        settle(500)
        assertTrue("nothing played while away", screen.frame.turns.isEmpty())
        controller.restart().resume()
        screen.waitForPerson()
        assertEquals("the computer moved once", 1, screen.frame.turns.size)
        assertEquals("the person's turn now", Side.SECOND, screen.frame.sideToMove)
    }

    @Test
    fun aPanicInTheComputersSearchIsShownAndTheGameGoesOn() {
        assertTrue("the test library is a debug build", debugPanicInNextSearch())
        // The computer plays goats, which move first: its search starts at once and panics.
        val screen = open(vsComputer("bagh-chal", Level.EASY, Side.SECOND))
        idleUntil("the computer's move after the failure") { screen.activity.frame?.turns?.size == 1 }
        val toast = ShadowToast.getTextOfLatestToast()
        assertTrue("the failure is shown: $toast", toast != null && toast.startsWith("The computer could not move"))
        screen.waitForPerson()
        assertEquals(Side.SECOND, screen.frame.sideToMove)
        // And its autosave loads.
        idleUntil("saved") { app.services.games.resume("bagh-chal")?.use { it.history().size } == 1 }
    }
}
