package org.boardlore.app.core

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameMatch
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
        // The core's save carries the game, the options (every key) and the seats.
        assertEquals(setup.gameId, resumed.controller.setup.gameId)
        assertEquals(setup.opponent, resumed.controller.setup.opponent)
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
        val bad = """{"game":"$gameId","moves":["not a move"]}"""
        h.store.write(gameId, bad)
        val opened = await { h.opener.resume(gameId, fallback) }
        val kept = opened.setAside!!
        assertEquals(bad, kept.readText())
        assertEquals(fallback, opened.controller.setup)
        val slot = h.store.read(gameId) as SaveStore.Slot.Found
        GameMatch.restore(slot.text).use { assertEquals(fallback.seats(), it.seats()) }
        opened.controller.close()
    }

    @Test
    fun aSaveOfAnotherGameIsKeptAside() {
        val other = if (gameId == "seega") "bobail" else "seega"
        val save = GameMatch(other, listOf()).use { it.save() }
        h.store.write(gameId, save)
        val opened = await { h.opener.resume(gameId, fallback) }
        assertEquals(save, opened.setAside!!.readText())
        assertEquals(fallback, opened.controller.setup)
        opened.controller.close()
    }

    @Test
    fun aSlotOfTheEarlierFormatStillOpensWithItsOpponent() {
        // The app's earlier slot: a key=value header, a blank line, the core's save.
        val record = GameMatch(gameId, listOf()).use { m ->
            m.play(m.legalMoves().first().notation)
            m.save()
        }
        h.store.write(gameId, "boardlore-android-save 1\ngame=$gameId\nmode=computer\nhuman-side=1\nlevel=3\n\n$record")
        val opened = await { h.opener.resume(gameId, fallback) }
        assertNull(opened.setAside)
        assertEquals(Opponent.Computer(humanSide = 1, level = 3), opened.controller.setup.opponent)
        assertEquals(1, opened.controller.state.history.size)
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
