package org.boardlore.app.core

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import org.boardlore.engine.BoardloreException
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** Resuming saved games through the store and the real engine, including damaged saves. */
class MatchOpenerTest {
    private val h = EngineHarness()
    private val gameId = EngineHarness.pickGame("bagh-chal", "chiangmai-checkers", "seega", "bobail", "buff-and-green")
    private val fallback = MatchSetup(gameId, emptyMap(), Opponent.Computer(humanSide = 0, level = 2))

    @After
    fun tearDown() = h.close()

    private fun <T> await(block: suspend () -> T): T {
        var result: Result<T>? = null
        CoroutineScope(h.main).launch { result = runCatching { block() } }
        h.runUntil { result != null }
        return result!!.getOrThrow()
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
        assertEquals(setup, resumed.controller.setup)
        assertEquals(position, resumed.controller.state.history.map { it.notation })
        resumed.controller.close()
    }

    @Test
    fun noSaveStartsTheFallback() {
        val opened = await { h.opener.resume(gameId, fallback) }
        assertNull(opened.setAside)
        assertEquals(fallback, opened.controller.setup)
        assertTrue(opened.controller.state.history.isEmpty())
        assertTrue("the new game is saved at once", h.store.has(gameId))
        opened.controller.close()
    }

    @Test
    fun anUnreadableFileIsKeptAsideAndANewGameStarts() {
        h.dir.mkdirs()
        h.store.slotFile(gameId).writeText("\u0000garbage")
        val opened = await { h.opener.resume(gameId, fallback) }
        val kept = opened.setAside
        assertNotNull("the bad file was kept", kept)
        kept!!
        assertEquals("\u0000garbage", kept.readText())
        assertEquals(fallback, opened.controller.setup)
        assertTrue(opened.controller.state.history.isEmpty())
        assertTrue("the slot holds the new game", h.store.read(gameId) is SaveStore.Slot.Found)
        opened.controller.close()
    }

    @Test
    fun aRecordTheEngineRefusesIsKeptAsideToo() {
        // The app's header is fine; the core's record inside is not.
        val bad = SavedGame(MatchSetup(gameId, emptyMap(), Opponent.TwoPlayers), """{"game":"$gameId","moves":["not a move"]}""")
        h.store.write(bad)
        val opened = await { h.opener.resume(gameId, fallback) }
        val kept = opened.setAside!!
        assertEquals(bad.encode(), kept.readText())
        assertEquals(fallback, opened.controller.setup)
        val slot = h.store.read(gameId) as SaveStore.Slot.Found
        assertEquals(fallback, slot.game.setup)
        opened.controller.close()
    }

    @Test
    fun optionsTheCoreRefusesAreAnError() {
        val setup = MatchSetup(gameId, mapOf("no-such-option" to "1"), Opponent.TwoPlayers)
        val error = runCatching { await { h.opener.startNew(setup) } }.exceptionOrNull()
        assertTrue("$error", error is BoardloreException.BadOption)
        assertTrue("nothing was saved", !h.store.has(gameId))
    }
}
