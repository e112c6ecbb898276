package org.boardlore.app.core

import org.boardlore.engine.BoardState
import org.boardlore.engine.MoveDescription
import org.boardlore.engine.PieceDescription
import org.boardlore.engine.SideDescription
import org.boardlore.engine.SquareState

/**
 * Spoken descriptions for TalkBack: one label per square ("c3, goat, legal
 * target") and a sentence per move ("Tiger a1 captures goat on b2, lands on
 * c3"). Everything it says comes from the core's board state and move
 * description; it only chooses words.
 */
class SquareLabels(private val phrases: Phrases, private val sides: List<SideDescription>) {

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

    /**
     * The sentence for [move], read from the boards just [before] and [after]
     * it (the piece that moved is on `from` before; a placed piece is on its
     * square after).
     */
    fun announce(move: MoveDescription, before: BoardState, after: BoardState): String {
        if (move.isPass) {
            val side = sides.firstOrNull { it.side == move.side }?.name ?: ""
            return capitalise(phrases.get(Phrase.ANNOUNCE_PASS, side))
        }
        val captured = move.captured.map { index ->
            val name = square(before, index)?.piece?.let(::pieceName) ?: phrases.get(Phrase.ANNOUNCE_PIECE)
            phrases.get(Phrase.ANNOUNCE_CAPTURED_PIECE, name, squareName(before, index))
        }
        val capturedText = captured.joinToString(phrases.get(Phrase.ANNOUNCE_AND))
        if (move.motions.isEmpty()) return capitalise(phrases.get(Phrase.ANNOUNCE_REMOVAL, capturedText))
        val sentences = move.motions.mapIndexed { i, motion ->
            val to = motion.path.last()
            val isLast = i == move.motions.lastIndex
            val from = motion.from
            if (from == null) {
                val piece = square(after, to)?.piece?.let(::pieceName) ?: phrases.get(Phrase.ANNOUNCE_PIECE)
                if (isLast && captured.isNotEmpty()) {
                    phrases.get(Phrase.ANNOUNCE_PLACE_CAPTURE, piece, squareName(after, to), capturedText)
                } else {
                    phrases.get(Phrase.ANNOUNCE_PLACE, piece, squareName(after, to))
                }
            } else {
                val piece = square(before, from)?.piece?.let(::pieceName) ?: phrases.get(Phrase.ANNOUNCE_PIECE)
                if (isLast && captured.isNotEmpty()) {
                    phrases.get(Phrase.ANNOUNCE_CAPTURE, piece, squareName(before, from), capturedText, squareName(before, to))
                } else {
                    phrases.get(Phrase.ANNOUNCE_MOVE, piece, squareName(before, from), squareName(before, to))
                }
            }
        }
        return capitalise(sentences.joinToString(phrases.get(Phrase.ANNOUNCE_THEN)))
    }

    private fun squareName(board: BoardState, index: UInt): String = square(board, index)?.name ?: index.toString()

    /** The square with [index]; the core lists squares by index, so that is the fast path. */
    private fun square(board: BoardState, index: UInt): SquareState? =
        board.squares.getOrNull(index.toInt())?.takeIf { it.index == index } ?: board.squares.firstOrNull { it.index == index }

    private fun capitalise(text: String): String = text.replaceFirstChar { it.uppercaseChar() }
}
