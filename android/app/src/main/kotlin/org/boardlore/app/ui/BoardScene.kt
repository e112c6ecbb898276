package org.boardlore.app.ui

import org.boardlore.core.BoardGeometry
import org.boardlore.core.GameFrame
import org.boardlore.core.SquareFrame
import org.boardlore.engine.game

/**
 * What a [BoardView] draws: the game's geometry (read once per game) and the
 * core's squares, from the frame of the game screen, the trainer or the
 * browser.
 */
data class BoardScene(
    val gameId: String,
    val gameName: String,
    val geometry: BoardGeometry,
    val squares: List<SquareFrame>,
    val acceptsTaps: Boolean,
) {
    companion object {
        private val geometries = java.util.concurrent.ConcurrentHashMap<String, BoardGeometry>()

        /** The game screen's [frame], drawn. */
        fun of(frame: GameFrame) = BoardScene(
            frame.gameId,
            frame.gameName,
            geometries.getOrPut(frame.gameId) { game(frame.gameId, frame.language).geometry },
            frame.squares,
            frame.acceptsTaps,
        )
    }
}
