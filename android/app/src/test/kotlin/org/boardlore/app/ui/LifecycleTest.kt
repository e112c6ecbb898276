package org.boardlore.app.ui

import android.app.AlertDialog
import org.boardlore.app.R
import org.boardlore.core.Busy
import org.boardlore.core.Level
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.shadows.ShadowAlertDialog
import org.boardlore.engine.GameMatch

/** Rotation, process death and a damaged save: the game is never lost, and the app never crashes. */
@RunWith(RobolectricTestRunner::class)
class LifecycleTest : GameUiTest() {
    @Test
    fun recreatingTheScreenMidGameShowsTheSamePosition() {
        for (id in GAMES) {
            val screen = openGame(vsComputer(id))
            screen.playTurn()
            screen.press(org.boardlore.app.R.id.flip_button)
            val before = screen.frame
            screen.controller.recreate()
            idle()
            screen.waitForPerson()
            assertEquals("$id: the same moves", before.turns, screen.frame.turns)
            assertEquals("$id: the same board", before.squares, screen.frame.squares)
            assertTrue("$id: the board stays flipped", screen.board.flipped)
            screen.activity.finish()
        }
    }

    @Test
    fun recreatingTheScreenWhileTheComputerThinksLetsItAnswerOnce() {
        // The strongest level thinks long enough to be caught at it, given a
        // choice: a goat on c3 leaves the tigers many moves (the first point
        // offered, b1, leaves them one capture, played at once).
        val screen = openGame(vsComputer("bagh-chal", Level.EXPERT))
        screen.tapSquare(screen.frame.squares.first { it.name == "c3" }.index.toInt())
        idle()
        assertEquals("the person placed a goat", 1, screen.frame.turns.size)
        assertEquals("the computer is thinking", Busy.THINKING, screen.frame.busy)
        assertTrue(screen.activity.view<android.view.View>(R.id.thinking).isShown)
        val personsMoves = screen.frame.turns
        screen.controller.recreate()
        screen.waitForPerson()
        val after = screen.frame.turns
        assertEquals("the person's move is kept", personsMoves, after.take(personsMoves.size))
        assertEquals("the computer answered once", personsMoves.size + 1, after.size)
        assertTrue(!screen.activity.view<android.view.View>(R.id.thinking).isShown)
    }

    @Test
    fun afterProcessDeathTheGameComesBackFromItsSave() {
        for (id in GAMES) {
            val screen = openGame(vsComputer(id))
            screen.playTurn()
            screen.playTurn()
            val before = screen.frame
            // The last move's save is made on the engine thread; a process
            // killed before it lands loses that move, so wait for it.
            idleUntil("$id: the last move saved") {
                app.services.games.resume(id)?.use { it.moveList() } == before.moveList
            }
            // The system kills the process in the background: the screen is
            // stopped without finishing, and everything in memory is gone.
            screen.controller.pause().stop()
            app.services.release(id)
            val back = reopen(id)
            assertEquals("$id: the same moves", before.turns, back.frame.turns)
            assertEquals("$id: the same board", before.squares, back.frame.squares)
            assertEquals("$id: the same players", before.playersText, back.frame.playersText)
        }
    }

    /** An old save file (the app's earlier versions kept one per game) of [id] with two moves; returns the moves. */
    private fun writeOldSave(id: String): List<String> {
        val dir = java.io.File(app.filesDir, "saves").apply { mkdirs() }
        val seats = twoPlayers(id).seats
        return GameMatch.withSeats(id, emptyList(), seats).use { m ->
            repeat(2) { m.play(m.legalMoves().first().notation) }
            java.io.File(dir, "$id.save").writeText(m.save())
            m.history().map { it.notation }
        }
    }

    @Test
    fun oldSaveFilesAtStartGoIntoTheStoreOnce() {
        val moves = listOf("bagh-chal", "seega").associateWith { writeOldSave(it) }
        val dir = java.io.File(app.filesDir, "saves")
        // A start of the app: its services import every old file into the store, on the engine thread.
        AppServices(app).use { started ->
            // The core removes the folder once it is empty.
            idleUntil("the old files imported") { dir.listFiles()?.none { it.name.endsWith(".save") } ?: true }
            for ((id, played) in moves) {
                checkNotNull(started.games.resume(id)) { "$id is in the store" }.use {
                    assertEquals(id, played, it.history().map { m -> m.notation })
                }
            }
        }
    }

    @Test
    fun anOldSaveFileIsContinuedFromHomeThroughTheStore() {
        val played = writeOldSave("bobail")
        val home = launch(HomeActivity::class.java).get()
        val list = home.view<android.widget.LinearLayout>(R.id.game_list)
        val card = { list.getChildAt(GAMES.indexOf("bobail")) }
        idleUntil("Continue of Bobail") { list.childCount == GAMES.size && card().child<android.view.View>(R.id.continue_button).isShown }
        tap(home, card().child<android.widget.Button>(R.id.continue_button))
        val intent = org.robolectric.Shadows.shadowOf(home).nextStartedActivity
        val screen = Screen(launch(GameActivity::class.java, intent)).apply { waitForPerson() }
        assertEquals(played.size, screen.frame.turns.size)
        assertEquals(played.last(), screen.frame.lastMove?.notation)
        assertTrue("the old file is gone", !java.io.File(app.filesDir, "saves/bobail.save").exists())
        assertTrue("the game is the store's now", app.services.games.hasAutosave("bobail"))
        // Recreated (rotation), the screen shows the same game.
        screen.controller.recreate()
        idle()
        screen.waitForPerson()
        assertEquals(played.last(), screen.frame.lastMove?.notation)
        screen.activity.finish()
    }

    @Test
    fun aDamagedSaveSaysSoAndStartsANewGame() {
        for (id in GAMES) {
            val file = java.io.File(app.filesDir, "saves/$id.save")
            file.parentFile!!.mkdirs()
            file.writeText("{ this is not a saved game")
            val screen = Screen(launch(GameActivity::class.java, Screens.game(app, id)))
            screen.waitForPerson()
            val dialog = ShadowAlertDialog.getLatestAlertDialog()
            assertTrue("$id: the damage is explained", dialog != null && dialog.isShowing)
            val message = org.robolectric.Shadows.shadowOf(dialog).message.toString()
            assertTrue("$id: \"$message\" names the game", message.contains(screen.frame.gameName))
            assertEquals("$id: a new game", 0, screen.frame.turns.size)
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
