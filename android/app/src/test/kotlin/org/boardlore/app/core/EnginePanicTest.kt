package org.boardlore.app.core

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import org.boardlore.engine.debugPanicInNextSearch
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * A panic inside the Rust engine reaches Kotlin as UniFFI's
 * `InternalException`, not a `BoardloreException`. The controller must show
 * it and keep the game, not crash. The library's debug-only hook
 * `debugPanicInNextSearch()` makes the next search panic.
 */
class EnginePanicTest {
    private var harness: EngineHarness? = null

    @After
    fun tearDown() {
        harness?.close()
    }

    @Test
    fun aPanicInTheComputersSearchIsShownAndTheGameGoesOn() {
        val h = EngineHarness()
        harness = h
        val events = mutableListOf<GameEvent>()
        // The computer plays goats, which move first: its search starts at once.
        val setup = MatchSetup("bagh-chal", emptyMap(), Opponent.Computer(humanSide = 1, level = 1))
        var controller: GameController? = null
        CoroutineScope(h.main).launch { controller = h.opener.startNew(setup).controller }
        h.runUntil { controller != null }
        val c = controller!!
        c.addListener { _, event -> if (event != null) events += event }
        assertTrue("the test library is a debug build", debugPanicInNextSearch())
        c.start()
        h.runUntil { events.any { it is GameEvent.Failed } }
        assertEquals(GameEvent.Failed(null), events.first { it is GameEvent.Failed })
        // The match survived: the search is tried again and the computer moves.
        h.runUntil { c.state.history.size == 1 && c.state.busy == Busy.IDLE }
        assertEquals(0, c.state.history[0].side.ordinal)
        assertTrue(events.any { it is GameEvent.MovePlayed && it.byComputer })
        // And its autosave loads.
        assertEquals(1, checkNotNull(h.autosaved("bagh-chal")).use { it.history().size })
    }
}
