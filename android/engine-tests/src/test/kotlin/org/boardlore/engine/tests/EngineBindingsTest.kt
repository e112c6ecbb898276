package org.boardlore.engine.tests

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.runBlocking
import org.boardlore.core.Level
import org.boardlore.core.Side
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameMatch
import org.boardlore.engine.MoveDescription
import org.boardlore.core.OptionSetting
import org.boardlore.engine.SearchLimits
import org.boardlore.engine.TapEffect
import org.boardlore.engine.game
import org.boardlore.engine.games
import org.boardlore.engine.initLogging
import org.boardlore.engine.rulesPageHtml
import org.junit.jupiter.api.Test
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicReference
import kotlin.random.Random
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertFalse
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

    /** Waits until a search of [m] has taken its copy of the position, however loaded the machine. */
    private fun awaitThinking(m: GameMatch) {
        val deadline = System.nanoTime() + 30_000_000_000L
        while (!m.isThinking()) {
            assertTrue(System.nanoTime() < deadline, "the search never started")
            Thread.sleep(1)
        }
    }

    /** A search that runs until it is cancelled (a minute at most), however fast the library. */
    private val longSearch = SearchLimits(
        level = Level.EXPERT,
        maxDepth = null,
        maxNodes = ULong.MAX_VALUE / 2u,
        maxTimeMs = 60_000u,
        seed = 1u,
    )

    /** A search that runs for one second, whatever the position. */
    private val oneSecond = SearchLimits(level = null, maxDepth = null, maxNodes = null, maxTimeMs = 1_000u, seed = 1u)

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

    @Test
    fun undoRedoSaveAndRestore() {
        for (g in games(Lang.EN)) {
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
    fun thinksOnABackgroundThreadWhileTheBoardIsRead() = runBlocking {
        for (g in games(Lang.EN)) {
            val m = GameMatch(g.id, listOf())
            val ply = m.status().ply
            // A search of a fixed second, so that the reads below surely
            // overlap it (an easy move can be found before the first read).
            val job = async(Dispatchers.Default) { m.thinkWith(oneSecond) }
            awaitThinking(m)
            var reads = 0
            while (!job.isCompleted) {
                assertEquals(m.board().squares.size, m.geometry().points.size)
                m.status()
                reads++
            }
            val thought = job.await()
            assertTrue(reads > 0)
            assertEquals(ply + 1u, m.status().ply)
            assertEquals(thought.best.notation, m.history().last().notation)
            // A hint goes the same way but only highlights the move.
            if (!m.status().isOver) {
                val hint = m.hint(Level.EASY)
                assertEquals(hint.best.notation, m.board().hint?.notation)
                assertEquals(ply + 1u, m.status().ply)
            }
        }
    }

    @Test
    fun cancellingAThinkReturnsFast() {
        val m = GameMatch("bagh-chal", listOf())
        val error = AtomicReference<Throwable?>()
        val started = CountDownLatch(1)
        val done = CountDownLatch(1)
        val thread = Thread {
            started.countDown()
            try {
                m.thinkWith(longSearch)
            } catch (e: Throwable) {
                error.set(e)
            }
            done.countDown()
        }
        thread.start()
        started.await()
        awaitThinking(m)
        Thread.sleep(300)
        val cancelAt = System.nanoTime()
        m.cancel()
        assertTrue(done.await(5, TimeUnit.SECONDS), "think returned after cancel")
        val millis = (System.nanoTime() - cancelAt) / 1_000_000.0
        println("cancel: think returned %.1f ms after cancel()".format(millis))
        assertTrue(millis < 50.0, "think returned %.1f ms after cancel".format(millis))
        assertTrue(error.get() is BoardloreException.Cancelled, "got ${error.get()}")
        assertEquals(0u, m.status().ply)
    }

    /**
     * The app asks for the computer's move on the main thread and runs it on
     * a worker; a cancel in between (the player left the game) must still
     * stop it, though the engine has not begun searching.
     */
    @Test
    fun aCancelBeforeTheSearchStartsStillCancelsIt() {
        val m = GameMatch("bagh-chal", listOf())
        val job = m.requestThinkWith(longSearch)
        m.cancel()
        val error = AtomicReference<Throwable?>()
        val thread = Thread {
            try {
                job.run()
            } catch (e: Throwable) {
                error.set(e)
            }
        }
        thread.start()
        thread.join(5_000)
        assertFalse(thread.isAlive, "the cancelled job searched anyway")
        assertTrue(error.get() is BoardloreException.Cancelled, "got ${error.get()}")
        assertEquals(0u, m.status().ply)
        assertFalse(m.isThinking())
        // A job asked for after the cancel is not affected.
        m.requestThink(Level.EASY).run()
        assertEquals(1u, m.status().ply)
    }

    @Test
    fun aMoveComputedForAnOldPositionIsRefused() {
        val m = GameMatch("bagh-chal", listOf())
        m.play("c3") // a quiet goat move: the tigers have something to think about
        val error = AtomicReference<Throwable?>()
        val thread = Thread {
            try {
                m.thinkWith(longSearch)
            } catch (e: Throwable) {
                error.set(e)
            }
        }
        thread.start()
        awaitThinking(m)
        m.undo()
        thread.join(5_000)
        assertFalse(thread.isAlive)
        assertTrue(error.get() is BoardloreException.StalePosition, "got ${error.get()}")
        assertEquals(0u, m.status().ply)
        // A search asked for an old revision does not even start.
        val asked = m.revision()
        m.play("c3")
        assertFailsWith<BoardloreException.StalePosition> { m.thinkAt(Level.EASY, asked) }
        assertEquals(1u, m.status().ply)
        m.thinkAt(Level.EASY, m.revision())
        assertEquals(2u, m.status().ply)
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
        assertFailsWith<BoardloreException.NothingToUndo> { m.undo() }
        assertFailsWith<BoardloreException.NothingToRedo> { m.redo() }
        assertFailsWith<BoardloreException.InvalidSquare> { m.tap(1000u) }
        assertFailsWith<BoardloreException.IllegalMove> { m.pass() }
        assertFailsWith<BoardloreException.IllegalMove> { m.finish() }
        val e = assertFailsWith<BoardloreException.IllegalMove> { m.play("a1-a2") }
        assertTrue(e.message!!.contains("a1-a2"), "message names the move: ${e.message}")
        m.resign(Side.FIRST)
        assertTrue(m.status().isOver)
        assertFailsWith<BoardloreException.GameOver> { m.play(m.legalMoves().firstOrNull()?.notation ?: "c3") }
        assertFailsWith<BoardloreException.GameOver> { m.think(Level.EASY) }
        assertFailsWith<BoardloreException.GameOver> { m.resign(Side.SECOND) }
        assertEquals(TapEffect.GAME_OVER, m.tap(0u).effect)
    }
}
