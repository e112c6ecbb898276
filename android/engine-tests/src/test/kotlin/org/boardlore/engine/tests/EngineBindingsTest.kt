package org.boardlore.engine.tests

import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameMatch
import org.boardlore.engine.MoveDescription
import org.boardlore.engine.OptionSetting
import org.boardlore.engine.PlayerSide
import org.boardlore.engine.TapEffect
import org.boardlore.engine.game
import org.boardlore.engine.games
import org.boardlore.engine.initLogging
import org.boardlore.engine.libraryVersion
import org.junit.jupiter.api.Test
import kotlin.random.Random
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlin.test.fail

/**
 * The generated Kotlin bindings, driven on the JVM against the real host
 * library (loaded through JNA from `-Djna.library.path`).
 */
class EngineBindingsTest {
    private val expectedGames = setOf("bagh-chal", "buff-and-green", "seega", "chiangmai-checkers", "bobail")

    /** Enters [target] by tapping its squares, checking each step of the state machine. */
    private fun enterByTaps(m: GameMatch, target: MoveDescription): MoveDescription {
        if (target.taps.isEmpty()) {
            assertTrue(m.canPass(), "a move without taps is a pass")
            return m.pass()
        }
        for ((i, square) in target.taps.withIndex()) {
            val result = m.tap(square)
            val last = i == target.taps.size - 1
            when (result.effect) {
                TapEffect.PLAYED -> {
                    assertTrue(last, "${target.notation} played after ${i + 1} taps")
                    val played = assertNotNull(result.played)
                    assertEquals(target.notation, played.notation)
                    return played
                }
                TapEffect.SELECTED, TapEffect.EXTENDED -> {
                    assertEquals(target.taps.subList(0, i + 1), result.selection)
                    if (!last) {
                        assertTrue(target.taps[i + 1] in result.targets, "next tap of ${target.notation} is a target")
                        val board = m.board()
                        assertTrue(board.squares[target.taps[i + 1].toInt()].legalTarget)
                        assertTrue(board.squares[square.toInt()].selected)
                    } else {
                        // An optional stop: a second tap on the same square ends the move.
                        assertTrue(result.canFinish, "${target.notation} is pending and can be finished")
                        val again = m.tap(square)
                        assertEquals(TapEffect.PLAYED, again.effect)
                        return assertNotNull(again.played)
                    }
                }
                else -> fail("tap $i of ${target.notation} gave ${result.effect}")
            }
        }
        fail("unreachable")
    }

    @Test
    fun listsEveryGameWithItsMetadata() {
        initLogging()
        initLogging() // twice is harmless
        assertTrue(libraryVersion().isNotEmpty())
        val all = games()
        assertEquals(expectedGames, all.map { it.id }.toSet())
        for (g in all) {
            assertEquals(2, g.sides.size)
            assertTrue(g.name.isNotBlank() && g.origin.isNotBlank() && g.summary.isNotBlank())
            assertTrue(g.rulesMarkdown.contains("#"), "${g.id} rules are Markdown")
            assertEquals((g.geometry.width * g.geometry.height).toInt(), g.geometry.points.size)
            assertTrue(g.geometry.points.all { it.x in 0f..1f && it.y in 0f..1f })
            assertEquals(g, game(g.id))
            for (option in g.options) {
                assertTrue(option.defaultValue.isNotEmpty())
            }
        }
    }

    @Test
    fun playsAFullGameOfEachGameThroughTapsAlone() {
        for (g in games()) {
            val random = Random(g.id.hashCode())
            val m = GameMatch(g.id, listOf())
            var plies = 0
            while (!m.status().isOver && plies < 3000) {
                val moves = m.legalMoves()
                val played = enterByTaps(m, moves[random.nextInt(moves.size)])
                assertEquals(played.notation, m.board().lastMove?.notation)
                plies++
            }
            val status = m.status()
            assertTrue(status.isOver, "${g.id} ended within 3000 plies")
            assertNotNull(status.outcome).let { assertTrue(it.text.isNotBlank()) }
            assertEquals(TapEffect.GAME_OVER, m.tap(0u).effect)
            assertEquals(plies, m.history().size)
            m.close()
        }
    }

    @Test
    fun undoRedoSaveAndRestore() {
        for (g in games()) {
            val m = GameMatch(g.id, listOf())
            val start = m.position()
            assertFalse(m.canUndo())
            val first = m.legalMoves().first()
            m.play(first.notation)
            val afterFirst = m.position()
            m.play(m.legalMoves().last().notation)
            val afterSecond = m.position()
            assertTrue(m.canUndo())
            m.undo()
            assertEquals(afterFirst, m.position())
            assertTrue(m.canRedo())
            val save = m.save()
            val restored = GameMatch.restore(save)
            assertEquals(m.position(), restored.position())
            assertEquals(m.history(), restored.history())
            assertTrue(restored.canRedo())
            restored.redo()
            assertEquals(afterSecond, restored.position())
            restored.undo()
            restored.undo()
            assertEquals(start, restored.position())
            assertFalse(restored.canUndo())
        }
    }

    @Test
    fun errorPathsRaiseTheRightExceptions() {
        assertFailsWith<BoardloreException.UnknownGame> { GameMatch("chess", listOf()) }
        assertFailsWith<BoardloreException.UnknownGame> { game("chess") }
        assertFailsWith<BoardloreException.BadOption> { GameMatch("bagh-chal", listOf(OptionSetting("no-such", "1"))) }
        assertFailsWith<BoardloreException.CorruptSave> { GameMatch.restore("{not json") }
        assertFailsWith<BoardloreException.CorruptSave> { GameMatch.restore("") }
        assertFailsWith<BoardloreException.BadPosition> { GameMatch.fromPosition("bagh-chal", listOf(), "garbage") }
        val m = GameMatch("bagh-chal", listOf())
        assertFailsWith<BoardloreException.BadNotation> { m.play("hello!") }
        assertFailsWith<BoardloreException.IllegalMove> { m.play("a1-a2") }
        assertFailsWith<BoardloreException.NothingToUndo> { m.undo() }
        assertFailsWith<BoardloreException.NothingToRedo> { m.redo() }
        assertFailsWith<BoardloreException.InvalidSquare> { m.tap(1000u) }
        assertFailsWith<BoardloreException.IllegalMove> { m.pass() }
        assertFailsWith<BoardloreException.IllegalMove> { m.finish() }
        val e = assertFailsWith<BoardloreException.IllegalMove> { m.play("a1-a2") }
        assertTrue(e.message!!.contains("a1-a2"), "message names the move: ${e.message}")
        m.resign(PlayerSide.FIRST)
        assertTrue(m.status().isOver)
        assertFailsWith<BoardloreException.GameOver> { m.play(m.legalMoves().firstOrNull()?.notation ?: "c3") }
        assertFailsWith<BoardloreException.GameOver> { m.resign(PlayerSide.SECOND) }
        assertEquals(TapEffect.GAME_OVER, m.tap(0u).effect)
    }
}
