package org.boardlore.app.core

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameMatch
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File

/**
 * Resuming games in progress through the core's game store and the real
 * engine, and the one-time import of the app's old save files into it.
 */
class MatchOpenerTest {
    private val h = EngineHarness()
    private val gameId = EngineHarness.pickGame("bagh-chal", "chiangmai-checkers", "seega", "bobail", "buff-and-green")
    private val fallback = MatchSetup(gameId, emptyMap(), Opponent.Computer(humanSide = 0, level = 2))
    private val savesDir = File(h.dir, "saves")

    @After
    fun tearDown() = h.close()

    private fun <T> await(block: suspend () -> T): T {
        var result: Result<T>? = null
        CoroutineScope(h.main).launch { result = runCatching { block() } }
        h.runUntil { result != null }
        return result!!.getOrThrow()
    }

    /** Writes an old save file of [game], as the app's earlier versions did. */
    private fun oldFile(game: String, text: String): File =
        File(savesDir.apply { mkdirs() }, "$game.save").apply { writeText(text) }

    /** A core save of [game] with [plies] moves played. */
    private fun saveWithMoves(game: String, plies: Int): String = GameMatch(game, listOf()).use { m ->
        repeat(plies) { m.play(m.legalMoves().first().notation) }
        m.save()
    }

    @Test
    fun aSavedGameResumesWhereItWas() {
        val setup = MatchSetup(gameId, emptyMap(), Opponent.TwoPlayers)
        val first = await { h.opener.startNew(setup) }.controller
        val move = first.state.board.squares.first { it.movable }
        first.tap(move.index.toInt())
        h.runUntil { first.state.board.selection.isNotEmpty() || first.state.history.isNotEmpty() }
        if (first.state.history.isEmpty()) {
            first.tap(first.state.board.targets.first().toInt())
            h.runUntil { first.state.history.isNotEmpty() }
        }
        val position = first.state.history.map { it.notation }
        first.close()

        val resumed = await { h.opener.resume(gameId, fallback) }
        assertNull(resumed.setAside)
        assertFalse(resumed.unreadable)
        // The core's save carries the game, the options (every key) and the seats.
        assertEquals(setup.gameId, resumed.controller.setup.gameId)
        assertEquals(setup.opponent, resumed.controller.setup.opponent)
        assertEquals(position, resumed.controller.state.history.map { it.notation })
        resumed.controller.close()
    }

    @Test
    fun noSaveStartsTheFallback() {
        assertFalse(h.opener.hasGameInProgress(gameId))
        val opened = await { h.opener.resume(gameId, fallback) }
        assertNull(opened.setAside)
        assertEquals(fallback, opened.controller.setup)
        assertTrue(opened.controller.state.history.isEmpty())
        assertTrue("the new game is in the store at once", h.games.hasAutosave(gameId))
        assertTrue(h.opener.hasGameInProgress(gameId))
        opened.controller.close()
    }

    @Test
    fun anOldSaveFileIsImportedIntoTheStoreOnceAndRemoved() {
        val file = oldFile(gameId, saveWithMoves(gameId, 2))
        assertTrue("an old file counts as a game to continue", h.opener.hasGameInProgress(gameId))
        val report = checkNotNull(h.opener.importLegacySaves())
        assertEquals(listOf(gameId), report.imported)
        assertFalse("the old file is gone", file.exists())
        assertEquals(2, checkNotNull(h.autosaved(gameId)).use { it.history().size })

        val opened = await { h.opener.resume(gameId, fallback) }
        assertNull(opened.setAside)
        assertEquals(2, opened.controller.state.history.size)
        opened.controller.close()
        assertEquals("nothing left to import", emptyMap<String, File>(), h.legacy.pending())
    }

    @Test
    fun anOldFileOfTheEarlierFormatStillOpensWithItsOpponent() {
        // The app's earlier slot: a key=value header, a blank line, the core's save.
        val record = saveWithMoves(gameId, 1)
        val file = oldFile(gameId, "boardlore-android-save 1\ngame=$gameId\nmode=computer\nhuman-side=1\nlevel=3\n\n$record")
        // Resuming imports it first, even before the start-up pass ran.
        val opened = await { h.opener.resume(gameId, fallback) }
        assertNull(opened.setAside)
        assertFalse(file.exists())
        assertEquals(Opponent.Computer(humanSide = 1, level = 3), opened.controller.setup.opponent)
        assertEquals(1, opened.controller.state.history.size)
        opened.controller.close()
    }

    @Test
    fun theStoresGameWinsOverAnOldFileOfTheSameGame() {
        GameMatch(gameId, listOf()).use { h.games.autosave(it) }
        val file = oldFile(gameId, saveWithMoves(gameId, 3))
        val report = checkNotNull(h.opener.importLegacySaves())
        assertEquals(listOf(gameId), report.imported)
        assertFalse("the old file is removed all the same", file.exists())
        assertEquals(0, checkNotNull(h.autosaved(gameId)).use { it.history().size })
    }

    @Test
    fun anUnreadableOldFileIsKeptAsideAndANewGameSaysSo() {
        val file = oldFile(gameId, "\u0000garbage")
        val opened = await { h.opener.resume(gameId, fallback) }
        val kept = opened.setAside
        assertNotNull("the bad file was kept", kept)
        kept!!
        assertFalse(file.exists())
        assertTrue(kept.name, kept.name.startsWith("$gameId.corrupt-"))
        assertEquals("\u0000garbage", kept.readText())
        assertEquals(fallback, opened.controller.setup)
        assertTrue(opened.controller.state.history.isEmpty())
        assertTrue("the store holds the new game", h.games.hasAutosave(gameId))
        opened.controller.close()
        // Said once; the kept file is never imported again.
        val again = await { h.opener.resume(gameId, fallback) }
        assertNull(again.setAside)
        assertEquals(emptyMap<String, File>(), h.legacy.pending())
        again.controller.close()
    }

    @Test
    fun anOldRecordTheEngineRefusesIsKeptAsideToo() {
        val bad = """{"game":"$gameId","moves":["not a move"]}"""
        oldFile(gameId, bad)
        val report = checkNotNull(h.opener.importLegacySaves())
        assertEquals(emptyList<String>(), report.imported)
        assertEquals(bad, report.setAside.getValue(gameId).readText())
        val opened = await { h.opener.resume(gameId, fallback) }
        assertEquals(bad, opened.setAside!!.readText())
        assertEquals(fallback, opened.controller.setup)
        checkNotNull(h.autosaved(gameId)).use { assertEquals(fallback.seats(), it.seats()) }
        opened.controller.close()
    }

    @Test
    fun optionsTheCoreRefusesAreAnError() {
        val setup = MatchSetup(gameId, mapOf("no-such-option" to "1"), Opponent.TwoPlayers)
        val error = runCatching { await { h.opener.startNew(setup) } }.exceptionOrNull()
        assertTrue("$error", error is BoardloreException.BadOption)
        assertTrue("nothing was saved", !h.games.hasAutosave(gameId))
    }
}
