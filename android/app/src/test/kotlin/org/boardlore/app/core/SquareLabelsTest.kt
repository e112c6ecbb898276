package org.boardlore.app.core

import org.boardlore.engine.BoardState
import org.boardlore.engine.GameMatch
import org.boardlore.engine.MoveDescription
import org.boardlore.engine.PieceDescription
import org.boardlore.engine.PieceMotion
import org.boardlore.engine.PlayerSide
import org.boardlore.engine.SideDescription
import org.boardlore.engine.SquareState
import org.boardlore.engine.TapEffect
import org.boardlore.engine.games
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class SquareLabelsTest {
    private val goatsAndTigers = listOf(
        SideDescription(PlayerSide.FIRST, "Goats", "goats", "g", "#f5f5f0"),
        SideDescription(PlayerSide.SECOND, "Tigers", "tigers", "T", "#e08a1e"),
    )
    private val goat = PieceDescription("g", "goat", PlayerSide.FIRST, false)
    private val tiger = PieceDescription("T", "tiger", PlayerSide.SECOND, false)
    private val labels = SquareLabels(StringsXml, goatsAndTigers)

    private fun square(index: Int, name: String, piece: PieceDescription? = null) = SquareState(
        index = index.toUInt(), name = name, piece = piece, selected = false, legalTarget = false, movable = false,
        lastMoveFrom = false, lastMoveTo = false, lastMovePath = false, justCaptured = false, hint = false,
    )

    private fun board(vararg squares: SquareState) = BoardState(
        squares = squares.toList(), selection = emptyList(), targets = emptyList(), lastMove = null, hint = null,
        sideToMove = PlayerSide.FIRST, isOver = false, revision = 0UL,
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
        val sides = listOf(
            SideDescription(PlayerSide.FIRST, "White", "white", "w", "#ffffff"),
            SideDescription(PlayerSide.SECOND, "Black", "black", "b", "#202020"),
        )
        val draughts = SquareLabels(StringsXml, sides)
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

    @Test
    fun aCaptureIsAnnounced() {
        val before = board(square(0, "a1", tiger), square(6, "b2", goat), square(12, "c3"))
        val after = board(square(0, "a1"), square(6, "b2"), square(12, "c3", tiger))
        val move = MoveDescription(
            notation = "a1xc3", side = PlayerSide.SECOND, from = 0u, to = 12u, path = listOf(12u), captured = listOf(6u),
            motions = listOf(PieceMotion(0u, listOf(12u))), taps = listOf(0u, 12u), isCapture = true, isPass = false,
        )
        assertEquals("Tiger a1 captures goat on b2, lands on c3", labels.announce(move, before, after))
    }

    @Test
    fun placementsStepsAndPassesAreAnnounced() {
        val empty = board(square(0, "a1"), square(1, "b1"))
        val placed = board(square(0, "a1", goat), square(1, "b1"))
        val placement = MoveDescription(
            notation = "a1", side = PlayerSide.FIRST, from = null, to = 0u, path = listOf(0u), captured = emptyList(),
            motions = listOf(PieceMotion(null, listOf(0u))), taps = listOf(0u), isCapture = false, isPass = false,
        )
        assertEquals("Goat placed on a1", labels.announce(placement, empty, placed))
        val stepped = board(square(0, "a1"), square(1, "b1", goat))
        val step = placement.copy(notation = "a1-b1", from = 0u, to = 1u, path = listOf(1u), motions = listOf(PieceMotion(0u, listOf(1u))))
        assertEquals("Goat a1 to b1", labels.announce(step, placed, stepped))
        val pass = placement.copy(notation = "pass", side = PlayerSide.SECOND, from = null, to = null, path = emptyList(), motions = emptyList(), taps = emptyList(), isPass = true)
        assertEquals("Tigers pass", labels.announce(pass, placed, placed))
    }

    /** Against the real core: every square of every game's start position has a label led by its name. */
    @Test
    fun everyStartSquareOfEveryGameIsLabelled() {
        val catalogue = games()
        assertTrue(catalogue.isNotEmpty())
        for (game in catalogue) {
            val gameLabels = SquareLabels(StringsXml, game.sides)
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

    /** Against the real core: the first move of every game, entered by taps, is announced with its squares. */
    @Test
    fun theFirstMoveOfEveryGameIsAnnouncedWithItsSquares() {
        for (game in games()) {
            val gameLabels = SquareLabels(StringsXml, game.sides)
            GameMatch(game.id, emptyList()).use { match ->
                val before = match.board()
                val move = match.legalMoves().first { it.taps.isNotEmpty() }
                var result = match.tap(move.taps.first())
                for (tap in move.taps.drop(1)) result = match.tap(tap)
                assertEquals("${game.id}: ${move.notation}", TapEffect.PLAYED, result.effect)
                val played = result.played!!
                val sentence = gameLabels.announce(played, before, match.board())
                val to = before.squares[played.to!!.toInt()].name
                assertTrue("${game.id}: \"$sentence\" names $to", sentence.contains(to))
                played.from?.let { from ->
                    val name = before.squares[from.toInt()].name
                    assertTrue("${game.id}: \"$sentence\" names $name", sentence.contains(name))
                }
                // Selecting by tap shows in the labels: the core flags, the app words them.
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
