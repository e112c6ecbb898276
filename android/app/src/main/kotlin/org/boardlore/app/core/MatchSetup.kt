package org.boardlore.app.core

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
    /** Whether the engine plays the side with this index (0 moves first). */
    fun isComputer(side: Int): Boolean = opponent is Opponent.Computer && opponent.humanSide != side
}
