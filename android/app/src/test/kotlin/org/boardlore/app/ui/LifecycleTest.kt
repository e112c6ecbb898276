package org.boardlore.app.ui

import android.app.AlertDialog
import org.boardlore.app.R
import org.boardlore.app.core.Busy
import org.boardlore.app.core.MatchSetup
import org.boardlore.app.core.Opponent
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.shadows.ShadowAlertDialog

/** Rotation, process death and a damaged save: the game is never lost, and the app never crashes. */
@RunWith(RobolectricTestRunner::class)
class LifecycleTest : GameUiTest() {
    @Test
    fun recreatingTheScreenMidGameShowsTheSamePosition() {
        for (id in GAMES) {
            val screen = openGame(MatchSetup(id, emptyMap(), Opponent.Computer(humanSide = 0, level = 1)))
            screen.playTurn()
            screen.board.flipped = true
            val before = screen.state
            screen.controller.recreate()
            idle()
            screen.waitForPerson()
            assertEquals("$id: the same moves", before.history, screen.state.history)
            assertEquals("$id: the same board", before.board.squares, screen.state.board.squares)
            assertTrue("$id: the board stays flipped", screen.board.flipped)
            screen.activity.finish()
        }
    }

    @Test
    fun recreatingTheScreenWhileTheComputerThinksLetsItAnswerOnce() {
        // The strongest level thinks long enough to be caught at it, given a
        // choice: a goat on c3 leaves the tigers many moves (the first point
        // offered, b1, leaves them one capture, played at once).
        val screen = openGame(MatchSetup("bagh-chal", emptyMap(), Opponent.Computer(humanSide = 0, level = 4)))
        screen.tapSquare(screen.state.board.squares.first { it.name == "c3" }.index.toInt())
        idle()
        assertEquals("the person placed a goat", 1, screen.state.history.size)
        assertEquals("the computer is thinking", Busy.COMPUTER_MOVE, screen.state.busy)
        assertTrue(screen.activity.view<android.view.View>(R.id.thinking).isShown)
        val personsMoves = screen.state.history
        screen.controller.recreate()
        screen.waitForPerson()
        val after = screen.state.history
        assertEquals("the person's move is kept", personsMoves, after.take(personsMoves.size))
        assertEquals("the computer answered once", personsMoves.size + 1, after.size)
        assertTrue(!screen.activity.view<android.view.View>(R.id.thinking).isShown)
    }

    @Test
    fun afterProcessDeathTheGameComesBackFromItsSave() {
        for (id in GAMES) {
            val screen = openGame(MatchSetup(id, emptyMap(), Opponent.Computer(humanSide = 0, level = 1)))
            screen.playTurn()
            screen.playTurn()
            val before = screen.state
            // The system kills the process in the background: the screen is
            // stopped without finishing, and everything in memory is gone.
            screen.controller.pause().stop()
            app.services.release(id)
            val back = reopen(id)
            assertEquals("$id: the same moves", before.history, back.state.history)
            assertEquals("$id: the same board", before.board.squares, back.state.board.squares)
            assertEquals(before.setup, back.state.setup)
        }
    }

    @Test
    fun aDamagedSaveSaysSoAndStartsANewGame() {
        for (id in GAMES) {
            val file = app.services.store.slotFile(id)
            file.parentFile!!.mkdirs()
            file.writeText("{ this is not a saved game")
            val screen = Screen(launch(GameActivity::class.java, Screens.game(app, id)))
            screen.waitForPerson()
            val dialog = ShadowAlertDialog.getLatestAlertDialog()
            assertTrue("$id: the damage is explained", dialog != null && dialog.isShowing)
            val message = org.robolectric.Shadows.shadowOf(dialog).message.toString()
            assertTrue("$id: \"$message\" names the game", message.contains(screen.state.game.name))
            assertEquals("$id: a new game", 0, screen.state.history.size)
            val kept = file.parentFile!!.listFiles()!!.filter { it.name.contains("corrupt") && it.name.startsWith(file.nameWithoutExtension) }
            assertEquals("$id: the damaged file is kept", 1, kept.size)
            assertTrue("$id: \"$message\" names the kept file", message.contains(kept.single().name))
            if (id == GAMES.first()) screenshot(screen.activity, "game-$id-corrupt-light")
            dialog!!.dismiss()
            screen.activity.finish()
        }
    }

    /** Opens [id]'s game from its save alone, as after a restart. */
    private fun reopen(id: String): Screen =
        Screen(launch(GameActivity::class.java, Screens.game(app, id))).apply { waitForPerson() }
}
