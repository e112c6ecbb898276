package org.boardlore.app.core

import org.boardlore.engine.MoveDescription
import org.boardlore.engine.PlayerSide
import org.junit.Assert.assertEquals
import org.junit.Test

class MoveListTest {
    private fun move(notation: String, side: PlayerSide) = MoveDescription(
        notation, side, null, null, emptyList(), emptyList(), emptyList(), emptyList(), isCapture = false, isPass = false,
    )

    @Test
    fun roundsAreNumberedFirstSideThenSecond() {
        val history = listOf(
            move("c3", PlayerSide.FIRST), move("a1-b1", PlayerSide.SECOND),
            move("d4", PlayerSide.FIRST), move("b1xd3", PlayerSide.SECOND),
            move("e5", PlayerSide.FIRST),
        )
        assertEquals("1. c3  a1-b1\n2. d4  b1xd3\n3. e5", MoveList.format(history))
    }

    @Test
    fun twoMovesInARowBySameSideStartNewLines() {
        val history = listOf(move("a1", PlayerSide.FIRST), move("b1", PlayerSide.FIRST), move("c1", PlayerSide.SECOND))
        assertEquals("1. a1\n2. b1  c1", MoveList.format(history))
        assertEquals("", MoveList.format(emptyList()))
    }
}
