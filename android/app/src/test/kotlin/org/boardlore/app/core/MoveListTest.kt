package org.boardlore.app.core

import org.boardlore.engine.GameMatch
import org.boardlore.core.Side
import org.boardlore.engine.TurnEntry
import org.junit.Assert.assertEquals
import org.junit.Test

class MoveListTest {
    /** A turn as the core describes it, its number written the core's way. */
    private fun turn(round: Int, side: Side, vararg moves: String) =
        TurnEntry(
            round.toUInt(), side, moves.toList(), 0u, moves.joinToString(", "),
            number = if (side == Side.FIRST) "$round." else "$round…",
        )

    @Test
    fun roundsAreNumberedFirstSideThenSecond() {
        val turns = listOf(
            turn(1, Side.FIRST, "c3"), turn(1, Side.SECOND, "a1-b1"),
            turn(2, Side.FIRST, "d4"), turn(2, Side.SECOND, "b1xd3"),
            turn(3, Side.FIRST, "e5"),
        )
        assertEquals("1. c3  a1-b1\n2. d4  b1xd3\n3. e5", MoveList.format(turns))
        assertEquals("", MoveList.format(emptyList()))
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
    fun seegasTwoPlacementsAreOneTurnOfTheCore() {
        GameMatch("seega", listOf()).use { m ->
            for (square in listOf("a1", "b1", "c1", "d1", "e1")) m.play(square)
            assertEquals("1. a1, b1  c1, d1\n2. e1", MoveList.format(m.turns()))
        }
    }

    @Test
    fun aRecordOpenedByTheSecondSideOpensWithTheCoresNumber() {
        assertEquals("1… a1-b1\n2. c3", MoveList.format(listOf(turn(1, Side.SECOND, "a1-b1"), turn(2, Side.FIRST, "c3"))))
    }
}
