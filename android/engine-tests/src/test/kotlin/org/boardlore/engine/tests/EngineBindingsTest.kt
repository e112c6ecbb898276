package org.boardlore.engine.tests

import org.boardlore.core.GameAction
import org.boardlore.core.GameEffect
import org.boardlore.core.GameSetup
import org.boardlore.core.Level
import org.boardlore.core.SearchBudget
import org.boardlore.core.SearchFailure
import org.boardlore.core.Seat
import org.boardlore.core.Seats
import org.boardlore.core.Side
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameMatch
import org.boardlore.engine.GameScreenHandle
import org.boardlore.engine.MoveDescription
import org.boardlore.core.OptionSetting
import org.boardlore.engine.TapEffect
import org.boardlore.engine.game
import org.boardlore.engine.games
import org.boardlore.engine.initLogging
import org.boardlore.engine.rulesPageHtml
import org.junit.jupiter.api.Test
import java.util.concurrent.atomic.AtomicReference
import kotlin.random.Random
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlin.test.fail
import org.boardlore.core.Lang

/**
 * The generated Kotlin bindings, driven on the JVM against the real host
 * library (loaded through JNA from `-Djna.library.path`).
 */
class EngineBindingsTest {
    private val expectedGames = setOf("bagh-chal", "buff-and-green", "seega", "chiangmai-checkers", "bobail")

    /** Enters [target] by tapping its squares, checking each step of the state machine. */
    private fun enterByTaps(m: GameMatch, target: MoveDescription): MoveDescription {
        if (target.taps.isEmpty()) {
            // A pass: the game screen has a button for it, not a square.
            assertEquals("pass", target.notation, "a move without taps is a pass")
            return m.play(target.notation)
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
        val all = games(Lang.EN)
        assertEquals(expectedGames, all.map { it.id }.toSet())
        for (g in all) {
            assertEquals(2, g.sides.size)
            assertTrue(g.name.isNotBlank() && g.origin.isNotBlank() && g.summary.isNotBlank())
            assertTrue(rulesPageHtml(g.id, Lang.EN, false).contains("<h1"), "${g.id} has a rules page")
            assertEquals((g.geometry.width * g.geometry.height).toInt(), g.geometry.points.size)
            assertTrue(g.geometry.points.all { it.x in 0f..1f && it.y in 0f..1f })
            assertEquals(g, game(g.id, Lang.EN))
            for (option in g.options) {
                assertTrue(option.defaultValue.isNotEmpty())
            }
        }
    }

    @Test
    fun playsAFullGameOfEachGameThroughTapsAlone() {
        for (g in games(Lang.EN)) {
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

    /**
     * The game screen's search runs on a worker without holding the screen:
     * the frame is read meanwhile, and leaving the screen (`Hidden`) cancels
     * the job, whether it has begun searching or not.
     */
    @Test
    fun aScreensSearchRunsOnAWorkerAndLeavingCancelsIt() {
        val setup = GameSetup(
            gameId = "bagh-chal",
            options = listOf(),
            seats = Seats(Seat.Computer(Level.EXPERT), Seat.Human),
            // A budget no search reaches: it runs until cancelled.
            budget = SearchBudget(maxNodes = ULong.MAX_VALUE / 2u, seed = 1u),
        )
        val screen = GameScreenHandle(setup, Lang.EN)
        val job = screen.act(GameAction.Shown).effects
            .filterIsInstance<GameEffect.StartSearch>().single().job
        val result = AtomicReference<GameAction?>()
        val worker = Thread { result.set(screen.runSearch(job)) }
        worker.start()
        var reads = 0
        while (reads < 20) {
            assertEquals(0, screen.frame().turns.size)
            reads++
            Thread.sleep(5)
        }
        val left = screen.act(GameAction.Hidden)
        assertTrue(GameEffect.CancelSearch(job) in left.effects, "leaving cancels job $job")
        worker.join(30_000)
        assertFalse(worker.isAlive, "the cancelled search kept running")
        val failed = assertIs<GameAction.SearchFailed>(result.get())
        assertEquals(SearchFailure.Cancelled, failed.failure)
        // The screen drops the cancelled job's report: nothing was played.
        assertEquals(0, screen.act(failed).frame.turns.size)
        screen.close()
    }

    @Test
    fun errorPathsRaiseTheRightExceptions() {
        assertFailsWith<BoardloreException.UnknownGame> { GameMatch("chess", listOf()) }
        assertFailsWith<BoardloreException.UnknownGame> { game("chess", Lang.EN) }
        assertFailsWith<BoardloreException.BadOption> { GameMatch("bagh-chal", listOf(OptionSetting("no-such", "1"))) }
        assertFailsWith<BoardloreException.CorruptSave> { GameMatch.restore("{not json") }
        assertFailsWith<BoardloreException.CorruptSave> { GameMatch.restore("") }
        assertFailsWith<BoardloreException.BadPosition> { GameMatch.fromPosition("bagh-chal", listOf(), "garbage") }
        val m = GameMatch("bagh-chal", listOf())
        assertFailsWith<BoardloreException.BadNotation> { m.play("hello!") }
        assertFailsWith<BoardloreException.IllegalMove> { m.play("a1-a2") }
        assertFailsWith<BoardloreException.InvalidSquare> { m.tap(1000u) }
        assertFailsWith<BoardloreException.IllegalMove> { m.finish() }
        val e = assertFailsWith<BoardloreException.IllegalMove> { m.play("a1-a2") }
        assertTrue(e.message!!.contains("a1-a2"), "message names the move: ${e.message}")
        m.resign(Side.FIRST)
        assertTrue(m.status().isOver)
        assertFailsWith<BoardloreException.GameOver> { m.play(m.legalMoves().firstOrNull()?.notation ?: "c3") }
        assertFailsWith<BoardloreException.GameOver> { m.resign(Side.SECOND) }
        assertEquals(TapEffect.GAME_OVER, m.tap(0u).effect)
    }
}
