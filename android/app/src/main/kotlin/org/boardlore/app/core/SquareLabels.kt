package org.boardlore.app.core

import org.boardlore.engine.PieceDescription
import org.boardlore.engine.SquareState

/**
 * TalkBack's label of each square ("c3, goat, legal target"), from the
 * core's board state; it only chooses words. What TalkBack announces when a
 * move is played, a hint shown or a move taken back is the core's sentence
 * (`GameState.lastMoveSpoken`, `GameEvent.Announcement`).
 */
class SquareLabels(private val phrases: Phrases) {

    fun label(square: SquareState): String {
        val parts = mutableListOf(square.name)
        parts += square.piece?.let(::pieceName) ?: phrases.get(Phrase.EMPTY)
        if (square.selected) parts += phrases.get(Phrase.SELECTED)
        // With nothing selected the core marks the pieces that can start a
        // move both movable and targets; "can move" says it better.
        if (square.movable && !square.selected) parts += phrases.get(Phrase.MOVABLE)
        else if (square.legalTarget) parts += phrases.get(Phrase.LEGAL_TARGET)
        if (square.hint) parts += phrases.get(Phrase.HINT)
        if (square.lastMoveFrom) parts += phrases.get(Phrase.LAST_MOVE_FROM)
        if (square.lastMoveTo) parts += phrases.get(Phrase.LAST_MOVE_TO)
        if (square.justCaptured) parts += phrases.get(Phrase.JUST_CAPTURED)
        return parts.joinToString(phrases.get(Phrase.SEPARATOR))
    }

    /**
     * The piece as a player names it. The core says whether the owner must
     * be named ("white man", but "goat" and "bobail"); this only chooses words.
     */
    fun pieceName(piece: PieceDescription): String {
        val spoken = piece.spoken ?: return piece.name
        val owner = spoken.owner ?: return spoken.kind
        return phrases.get(Phrase.OWNED_PIECE, owner.lowercase(), spoken.kind)
    }
}
