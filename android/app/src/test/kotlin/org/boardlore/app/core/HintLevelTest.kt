package org.boardlore.app.core

import org.boardlore.core.Level
import org.boardlore.core.Seat
import org.boardlore.core.Seats
import org.boardlore.engine.GameMatch
import org.junit.Assert.assertEquals
import org.junit.Test

/**
 * The hint's level is the core's choice (`GameMatch.hintLevel`), which the
 * game screen asks for: hard at least, and never below the computer's level,
 * whatever the person's default level is.
 */
class HintLevelTest {
    private fun hintLevel(seats: Seats): Level = GameMatch("bagh-chal", listOf()).use { m ->
        m.setSeats(seats)
        m.hintLevel()
    }

    @Test
    fun twoPlayersGetHardHints() {
        assertEquals(Level.HARD, hintLevel(Seats(Seat.Human, Seat.Human)))
    }

    @Test
    fun aWeakerComputerStillGetsHardHints() {
        assertEquals(Level.HARD, hintLevel(Seats(Seat.Human, Seat.Computer(Level.EASY))))
        assertEquals(Level.HARD, hintLevel(Seats(Seat.Computer(Level.MEDIUM), Seat.Human)))
    }

    @Test
    fun aStrongerComputerGetsHintsAtItsOwnLevel() {
        assertEquals(Level.EXPERT, hintLevel(Seats(Seat.Human, Seat.Computer(Level.EXPERT))))
        assertEquals(Level.PERFECT, hintLevel(Seats(Seat.Computer(Level.PERFECT), Seat.Human)))
    }
}
