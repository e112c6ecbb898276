package org.boardlore.app.core

import org.boardlore.engine.GameMatch
import org.boardlore.engine.PieceDescription
import org.boardlore.engine.PlayerSide
import org.boardlore.engine.SquareState
import org.boardlore.engine.games
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class SquareLabelsTest {
    private val goat = PieceDescription("g", "goat", PlayerSide.FIRST, false)
    private val tiger = PieceDescription("T", "tiger", PlayerSide.SECOND, false)
    private val labels = SquareLabels(StringsXml)

    private fun square(index: Int, name: String, piece: PieceDescription? = null) = SquareState(
        index = index.toUInt(), name = name, piece = piece, selected = false, legalTarget = false, movable = false,
        lastMoveFrom = false, lastMoveTo = false, lastMovePath = false, justCaptured = false, hint = false,
    )

    @Test
    fun aSquareSaysItsNameItsPieceAndItsHighlights() {
        assertEquals("c3, goat, legal target", labels.label(square(12, "c3", goat).copy(legalTarget = true)))
        assertEquals("a1, tiger, selected", labels.label(square(0, "a1", tiger).copy(selected = true, movable = true)))
        assertEquals("b2, empty", labels.label(square(6, "b2")))
        assertEquals(
            "d4, empty, hint, last move from here, just captured",
            labels.label(square(18, "d4").copy(hint = true, lastMoveFrom = true, justCaptured = true)),
        )
        assertEquals("e5, tiger, can move, last move to here", labels.label(square(24, "e5", tiger).copy(movable = true, lastMoveTo = true)))
    }

    @Test
    fun piecesAreNamedWithTheirSideWhenTheirNameDoesNotSayIt() {
        val draughts = SquareLabels(StringsXml)
        // The names come from the core's catalogue.
        val chiangmai = games().first { it.id == "chiangmai-checkers" }.pieces
        assertEquals("white chip", draughts.pieceName(chiangmai.first { it.owner == PlayerSide.FIRST }))
        assertEquals("black chip", draughts.pieceName(chiangmai.first { it.owner == PlayerSide.SECOND }))
        val bobail = games().first { it.id == "bobail" }.pieces
        assertEquals("bobail", draughts.pieceName(bobail.first { it.owner == null }))
        assertEquals("white piece", draughts.pieceName(bobail.first { it.owner == PlayerSide.FIRST }))
        val baghChal = games().first { it.id == "bagh-chal" }.pieces
        assertEquals("goat", labels.pieceName(baghChal.first { it.owner == PlayerSide.FIRST }))
    }

    /** Against the real core: every square of every game's start position has a label led by its name. */
    @Test
    fun everyStartSquareOfEveryGameIsLabelled() {
        val catalogue = games()
        assertTrue(catalogue.isNotEmpty())
        for (game in catalogue) {
            val gameLabels = SquareLabels(StringsXml)
            GameMatch(game.id, emptyList()).use { match ->
                for (sq in match.board().squares) {
                    val label = gameLabels.label(sq)
                    assertTrue("${game.id}: $label", label.startsWith(sq.name + ", "))
                    val piece = sq.piece
                    if (piece == null) assertTrue(label.contains("empty"))
                    else assertTrue("${game.id}: $label names ${piece.name}", label.contains(piece.name))
                }
            }
        }
    }

    /** Against the real core: a selection made by taps in every game shows in the labels. */
    @Test
    fun aSelectionByTapShowsInTheLabelsOfEveryGame() {
        for (game in games()) {
            val gameLabels = SquareLabels(StringsXml)
            GameMatch(game.id, emptyList()).use { match ->
                // After the first move (Bagh Chal's first is a placement, one tap),
                // selecting by tap shows in the labels: the core flags, the app words them.
                match.play(match.legalMoves().first().notation)
                val next = match.legalMoves().firstOrNull { it.taps.size > 1 } ?: return@use
                match.tap(next.taps.first())
                val selected = match.board().squares[next.taps.first().toInt()]
                assertTrue(gameLabels.label(selected).contains("selected"))
                val target = match.board().squares.first { it.legalTarget }
                assertTrue(gameLabels.label(target).contains("legal target"))
            }
        }
    }

    @Test
    fun everyPhraseHasItsStringInStringsXml() {
        for (phrase in Phrase.entries) {
            val text = StringsXml.get(phrase, "x", "y", "z", "w")
            assertTrue("${phrase.resourceName} is not empty", text.isNotEmpty())
        }
    }
}
