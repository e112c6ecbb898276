package org.boardlore.app.core

import org.boardlore.core.BoardGeometry
import org.boardlore.engine.games
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import kotlin.math.abs
import org.boardlore.core.Lang

/** Geometry to pixels and back, for every game's real board at several view sizes. */
class BoardLayoutTest {
    private val boards: List<Pair<String, BoardGeometry>> = games(Lang.EN).map { it.id to it.geometry }

    /** Portrait phone, landscape phone, tablet, and a board squeezed small. */
    private val sizes = listOf(1080f to 1920f, 2340f to 1080f, 1600f to 2560f, 200f to 240f)

    private fun near(expected: Float, actual: Float, what: String) =
        assertTrue("$what: expected $expected, got $actual", abs(expected - actual) < 0.01f)

    @Test
    fun everyGameHasABoard() {
        assertTrue("the catalogue lists games", boards.isNotEmpty())
    }

    @Test
    fun theBoardIsTheLargestCentredSquare() {
        val layout = BoardLayout(boards.first().second, 1080f, 1920f)
        near(1080f, layout.size, "size")
        near(0f, layout.left, "left")
        near(420f, layout.top, "top")
        val wide = BoardLayout(boards.first().second, 2340f, 1080f)
        near(1080f, wide.size, "size")
        near(630f, wide.left, "left")
        near(0f, wide.top, "top")
    }

    @Test
    fun everySquareCentreHitsItsOwnSquare() {
        for ((id, geometry) in boards) for ((w, h) in sizes) for (flipped in listOf(false, true)) {
            val layout = BoardLayout(geometry, w, h, flipped)
            for (index in geometry.points.indices) {
                val c = layout.centre(index)
                assertEquals("$id at ${w}x$h flipped=$flipped", index, layout.squareAt(c.x, c.y))
                // A touch a third of a step off centre still lands on the square.
                val off = layout.step / 3f
                assertEquals("$id off-centre", index, layout.squareAt(c.x + off, c.y - off))
            }
        }
    }

    @Test
    fun centresMapThroughTheUnitSquare() {
        for ((id, geometry) in boards) for ((w, h) in sizes) {
            val layout = BoardLayout(geometry, w, h)
            geometry.points.forEachIndexed { index, p ->
                val c = layout.centre(index)
                near(layout.left + p.x * layout.size, c.x, "$id x")
                near(layout.top + p.y * layout.size, c.y, "$id y")
            }
        }
    }

    @Test
    fun flippingTurnsTheBoardHalfATurn() {
        for ((id, geometry) in boards) {
            val straight = BoardLayout(geometry, 900f, 1600f)
            val flipped = BoardLayout(geometry, 900f, 1600f, flipped = true)
            val a1 = 0
            val last = geometry.points.lastIndex
            // a1 is bottom-left; flipped, it is where the last square was.
            near(straight.centre(last).x, flipped.centre(a1).x, "$id a1 x")
            near(straight.centre(last).y, flipped.centre(a1).y, "$id a1 y")
            assertTrue("$id: a1 is at the bottom", straight.centre(a1).y > straight.centre(last).y)
            assertTrue("$id: flipped, a1 is at the top", flipped.centre(a1).y < flipped.centre(last).y)
        }
    }

    @Test
    fun touchesOffTheBoardHitNothing() {
        for ((id, geometry) in boards) {
            val layout = BoardLayout(geometry, 1080f, 1920f)
            assertNull("$id above the board", layout.squareAt(540f, 100f))
            assertNull("$id below the board", layout.squareAt(540f, 1850f))
            assertNull("$id far corner", layout.squareAt(-500f, -500f))
        }
    }

    @Test
    fun smallBoardsKeepAFingerSizedTarget() {
        val (id, geometry) = boards.maxBy { it.second.points.size }
        val layout = BoardLayout(geometry, 200f, 200f, minTouchPx = 144f)
        assertTrue("$id: the squares are smaller than a finger here", layout.step < 144f)
        assertEquals(72f, layout.hitRadius, 0.001f)
        val rect = layout.touchRect(0)
        assertEquals(144f, rect.width, 0.001f)
        assertEquals(144f, rect.height, 0.001f)
        // The nearest square still wins where targets overlap.
        val c = layout.centre(1)
        assertEquals(1, layout.squareAt(c.x, c.y))
    }
}
