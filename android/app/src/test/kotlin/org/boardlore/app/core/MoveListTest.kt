package org.boardlore.app.core

import org.boardlore.engine.GameMatch
import org.junit.Assert.assertEquals
import org.junit.Test

/**
 * The move list the game screen shows is the core's (`GameMatch.moveList`):
 * one line per round (both sides' turns), the turns two spaces apart, the
 * core's numbers. A record opened by the second side (`1… a1-b1`) is tested
 * in the core (`session::history`), as no new match opens that way.
 */
class MoveListTest {
    @Test
    fun roundsAreNumberedFirstSideThenSecond() {
        GameMatch("bagh-chal", listOf()).use { m ->
            assertEquals("", m.moveList())
            m.play("c3")
            assertEquals("1. c3", m.moveList())
            m.play("a1-b1")
            assertEquals("1. c3  a1-b1", m.moveList())
            m.play("d4")
            assertEquals("1. c3  a1-b1\n2. d4", m.moveList())
        }
    }

    @Test
    fun theNumbersAreTheCores() {
        GameMatch("bagh-chal", listOf()).use { m ->
            m.play("c3")
            m.play("a1-b1")
            assertEquals(listOf("1.", "1…"), m.turns().map { it.number })
        }
    }

    @Test
    fun seegasTwoPlacementsAreOneTurn() {
        GameMatch("seega", listOf()).use { m ->
            for (square in listOf("a1", "b1", "c1", "d1", "e1")) m.play(square)
            assertEquals("1. a1, b1  c1, d1\n2. e1", m.moveList())
        }
    }
}
