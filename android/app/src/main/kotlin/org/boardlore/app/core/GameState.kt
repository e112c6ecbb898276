package org.boardlore.app.core

import org.boardlore.core.BoardGeometry
import org.boardlore.engine.BoardState
import org.boardlore.core.Cue
import org.boardlore.engine.GameDescription
import org.boardlore.engine.MatchStatus
import org.boardlore.engine.MoveDescription
import org.boardlore.core.PieceArt
import org.boardlore.core.SideTray
import org.boardlore.engine.TapEffect

/** What the engine is busy with, for the thinking indicator. */
enum class Busy { IDLE, COMPUTER_MOVE, HINT }

/**
 * One consistent picture of a match for the game screen, read from the core
 * in one go on the engine thread. The screen draws only this.
 */
data class GameState(
    val setup: MatchSetup,
    val game: GameDescription,
    val geometry: BoardGeometry,
    val board: BoardState,
    val status: MatchStatus,
    val history: List<MoveDescription>,
    /** The move list as the screen shows it, numbered by the core. */
    val moveList: String = "",
    /** TalkBack's label of each square, by index, in the core's words (`squareSpeech`): "c3, goat, can move". */
    val squareLabels: List<String> = emptyList(),
    /** What TalkBack announces for the last move, in the core's words (with the result once it ended the game). */
    val lastMoveSpoken: String? = null,
    /** The core's art of each of the game's pieces, by letter. */
    val art: List<PieceArt> = emptyList(),
    /** Each side's pieces in hand and pieces lost, first side first (the core's tray). */
    val tray: List<SideTray> = emptyList(),
    /** The sound and vibration the last move deserves, as the core names it. */
    val lastMoveCue: Cue? = null,
    /** The game as text to share, in the core's words. */
    val shareText: String = "",
    /** While a hint shows, the core's line about it (`Hint: c3-c4 · Goats win in 12`, the verdict where the table knows the position). */
    val hintText: String? = null,
    val busy: Busy = Busy.IDLE,
    /** Why the last autosave failed, while it keeps failing. */
    val saveError: String? = null,
    /** The game store's id of this game once it is over and recorded (to review it); `null` while it goes on. */
    val finishedId: Long? = null,
) {
    val sideToMove: Int get() = status.sideToMove.index

    /** Whether a person may touch the board now (the core says whose seat is to move). */
    val acceptsTaps: Boolean
        get() = !status.isOver && busy != Busy.COMPUTER_MOVE && !status.computerToMove
}

/** Something that happened, for animation, sound, haptics and TalkBack. */
sealed interface GameEvent {
    /** A move was played; [before] is the board just before it, for animation and announcements. */
    data class MovePlayed(val move: MoveDescription, val before: BoardState, val byComputer: Boolean) : GameEvent

    /** A tap changed the selection (selected, extended, deselected). */
    data class SelectionChanged(val effect: TapEffect) : GameEvent

    /** A tap that fits no legal move; [reason] is the core's explanation, for the status line. */
    data class IllegalTap(val reason: String?) : GameEvent

    /** TalkBack should say [text], the core's sentence: a hint shown, a move taken back or replayed, a resignation. */
    data class Announcement(val text: String) : GameEvent

    /** The engine refused something or failed; [message] is the core's, or `null` where the engine itself failed (the screen says so in its own words). */
    data class Failed(val message: String?) : GameEvent
}
