package org.boardlore.app.ui

import android.os.Looper
import android.widget.TextView
import org.boardlore.app.R
import org.boardlore.core.Level
import org.boardlore.engine.GameMatch
import org.boardlore.core.Seat
import org.boardlore.engine.tablebaseLoaded
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNotSame
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import java.io.File
import java.security.MessageDigest

/**
 * The Bagh Chal table ships as an asset (the repository's
 * data/tablebase/bagh-chal.bltb itself) and is loaded at start-up on a
 * thread of its own, never the main one.
 */
@RunWith(RobolectricTestRunner::class)
class TablebaseTest : GameUiTest() {
    private val repositoryTable: File = generateSequence(File("").absoluteFile) { it.parentFile }
        .map { File(it, "data/tablebase/bagh-chal.bltb") }
        .first { it.isFile }

    private fun sha256(bytes: ByteArray): ByteArray = MessageDigest.getInstance("SHA-256").digest(bytes)

    @Test
    fun theAssetIsTheRepositorysTable() {
        val asset = app.assets.open("bagh-chal.bltb").use { it.readBytes() }
        assertEquals(repositoryTable.length(), asset.size.toLong())
        assertArrayEquals(sha256(repositoryTable.readBytes()), sha256(asset))
    }

    @Test
    fun theTableIsLoadedAtStartOffTheMainThread() {
        val loader = app.services.tablebase
        idleUntil("the table loaded", 300_000) { loader.state != TablebaseLoader.State.LOADING }
        assertEquals(loader.problem, TablebaseLoader.State.LOADED, loader.state)
        val thread = checkNotNull(loader.loadedOn)
        assertNotSame("not on the main thread", Looper.getMainLooper().thread, thread)
        assertEquals("boardlore-tablebase", thread.name)
    }

    @Test
    fun aHintInTheSlidingPhaseSaysWhoWinsAndThePlayersLineNamesPerfect() {
        // All goats placed, one point left: the goats win in one (the core's table says so).
        val position = "TGGGT/GGGGG/GG1GG/GGGGG/TGGGT g 0 0"
        GameMatch.fromPosition("bagh-chal", emptyList(), position).use { app.services.games.autosave(it) }
        idleUntil("the table loaded", 300_000) { app.services.tablebase.state != TablebaseLoader.State.LOADING }
        assertTrue("the core has the table", tablebaseLoaded())
        val verdict = GameMatch.fromPosition("bagh-chal", emptyList(), position).use { checkNotNull(it.verdict()) }
        val screen = Screen(launch(GameActivity::class.java, Screens.game(app, "bagh-chal"))).apply { waitForPerson() }
        val line = screen.activity.view<TextView>(R.id.hint_text)
        assertFalse("no hint yet", line.isShown)
        screen.press(R.id.hint_button)
        idleUntil("the hint") { screen.frame.hintText != null && screen.frame.busy == org.boardlore.core.Busy.IDLE }
        assertTrue(line.isShown)
        assertEquals(screen.frame.hintText, line.text.toString())
        assertTrue("\"${line.text}\" ends with the table's verdict \"$verdict\"", line.text.endsWith(verdict))
        assertNothingClipped(screen.activity)
        screenshot(screen.activity, "game-bagh-chal-hint-verdict")
        // Played, the hint is gone.
        screen.playOneMove()
        assertFalse(line.isShown)
        screen.activity.finish()
        app.services.release("bagh-chal")

        // Against Perfect, the players' line names it.
        val game = openGame(vsComputer("bagh-chal", Level.PERFECT, org.boardlore.core.Side.SECOND))
        assertTrue(game.activity.view<TextView>(R.id.players).text.contains("Perfect"))
        assertEquals(Level.PERFECT, game.frame.level)
    }

    @Test
    fun aMissingTableIsReportedAndNothingElseChanges() {
        val loader = TablebaseLoader(app.assets, "no-such-table.bltb")
        loader.start().join()
        assertEquals(TablebaseLoader.State.MISSING, loader.state)
        assertNotNull(loader.problem)
    }
}
