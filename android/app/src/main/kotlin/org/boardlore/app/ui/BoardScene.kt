package org.boardlore.app.ui

import org.boardlore.core.BoardGeometry
import org.boardlore.core.GameFrame
import org.boardlore.core.Motion
import org.boardlore.core.MoveFrame
import org.boardlore.core.SquareFrame
import org.boardlore.engine.GameMatch
import org.boardlore.engine.MoveDescription
import org.boardlore.engine.SquareState
import org.boardlore.engine.game

/**
 * What a [BoardView] draws: the game's geometry (read once per game) and the
 * core's squares. The game screen's come from its frame; the
 * trainer and the review, which hold a core match, read its board.
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

        /** [match]'s board, with [hint] squares marked. Engine thread. */
        fun of(match: GameMatch, hint: List<UInt> = emptyList()): BoardScene {
            val board = match.board()
            return BoardScene(
                match.gameId(),
                match.game().name,
                match.geometry(),
                board.squares.map { it.frame(match.squareSpeech(it.index), it.index in hint || it.hint) },
                !board.isOver,
            )
        }

        /** A square of a core match's board, as the screens' frames give it. */
        fun SquareState.frame(spoken: String = name, hinted: Boolean = hint) = SquareFrame(
            index, name, piece?.letter, piece?.owner, piece?.crowned ?: false, selected, legalTarget, movable, draggable,
            lastMoveFrom, lastMoveTo, lastMovePath, justCaptured, hinted, spoken,
        )

        /** A move of a core match, as the screens' frames give it, to animate. */
        fun MoveDescription.frame() = MoveFrame(notation, side, motions.map { Motion(it.from, it.path) }, captured)
    }
}
