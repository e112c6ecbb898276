package org.boardlore.app.core

import org.boardlore.engine.GameMatch
import org.boardlore.core.Seat
import org.boardlore.core.Seats

/** Who plays against whom. */
sealed interface Opponent {
    /** Two people share the device. */
    data object TwoPlayers : Opponent

    /** One person against the engine: [humanSide] is 0 for the side that moves first, 1 for the other. */
    data class Computer(val humanSide: Int, val level: Int) : Opponent {
        init {
            require(humanSide in 0..1) { "humanSide must be 0 or 1" }
            require(level >= 1) { "level must be at least 1" }
        }
    }
}

/**
 * Everything the player chose on the new-game screen. [options] are the
 * game's variant options as the core describes them (key to value text), in
 * the order they were shown; the core checks them.
 */
data class MatchSetup(
    val gameId: String,
    val options: Map<String, String>,
    val opponent: Opponent,
) {
    /** The core's seats: who plays each side. The core decides from them whose turn it is and what undo does. */
    fun seats(): Seats = when (opponent) {
        Opponent.TwoPlayers -> Seats(Seat.Human, Seat.Human)
        is Opponent.Computer -> {
            val computer = Seat.Computer(GameController.engineLevel(opponent.level))
            if (opponent.humanSide == 0) Seats(Seat.Human, computer) else Seats(computer, Seat.Human)
        }
    }

    companion object {
        /** The setup of a restored match, read back from the core: its game, options and seats. */
        fun of(match: GameMatch): MatchSetup {
            val seats = match.seats()
            val first = seats.first
            val second = seats.second
            val opponent = when {
                first is Seat.Human && second is Seat.Computer -> Opponent.Computer(0, second.level.ordinal + 1)
                first is Seat.Computer && second is Seat.Human -> Opponent.Computer(1, first.level.ordinal + 1)
                else -> Opponent.TwoPlayers
            }
            return MatchSetup(match.gameId(), match.options().associateTo(LinkedHashMap()) { it.key to it.value }, opponent)
        }
    }
}
