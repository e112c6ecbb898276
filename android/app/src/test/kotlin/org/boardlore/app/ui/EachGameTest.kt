package org.boardlore.app.ui

import android.view.View
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import org.boardlore.app.R
import org.boardlore.core.Side
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.ParameterizedRobolectricTestRunner
import org.robolectric.Shadows.shadowOf

/** Each of the five games on its screen: played by taps and drags, against the computer and by two people. */
@RunWith(ParameterizedRobolectricTestRunner::class)
class EachGameTest(private val gameId: String) : GameUiTest() {
    private fun vsComputer() = vsComputer(gameId)

    private fun twoPlayers() = twoPlayers(gameId)

    @Test
    fun aMoveByTapsGetsTheComputersReplyAndUndoRedoHintFlipAndResignWork() {
        val screen = openGame(vsComputer())
        assertTrue("$gameId: the person may play first", screen.frame.acceptsTaps)
        assertEquals(getString(R.string.no_moves_yet), text(screen, R.id.move_list))
        screenshot(screen.activity, "game-$gameId-start-light")

        screen.playTurn()
        val afterReply = screen.frame
        assertTrue("$gameId: the computer replied", afterReply.turns.size >= 2)
        assertEquals("$gameId: the person's turn again", Side.FIRST, afterReply.sideToMove)
        assertNotEquals(getString(R.string.no_moves_yet), text(screen, R.id.move_list))
        assertEquals(afterReply.statusText, text(screen, R.id.status))
        assertTrue("undo is offered", screen.activity.view<View>(R.id.undo_button).isEnabled)

        screen.press(R.id.hint_button)
        screen.waitForPerson()
        assertNotNull("$gameId: the hint is marked on the board", screen.frame.hint)
        assertTrue(screen.frame.squares.any { it.hint })

        screen.press(R.id.undo_button)
        screen.waitForPerson()
        assertEquals("$gameId: undo goes back to the person's last turn", 0, screen.frame.turns.size)
        assertTrue("redo is offered", screen.activity.view<View>(R.id.redo_button).isEnabled)
        screen.press(R.id.redo_button)
        screen.waitForPerson()
        assertEquals("$gameId: redo plays the turn again", afterReply.turns, screen.frame.turns)

        screenshot(screen.activity, "game-$gameId-mid-light")
        val corner = screen.point(0)
        screen.press(R.id.flip_button, waits = false)
        assertTrue(screen.board.flipped)
        assertNotEquals("$gameId: flipping moves the squares", corner, screen.point(0))
        screenshot(screen.activity, "game-$gameId-mid-light-flipped")
        screen.press(R.id.flip_button, waits = false)
        assertFalse(screen.board.flipped)
        assertEquals(corner, screen.point(0))

        screen.press(R.id.resign_button, waits = false)
        screen.confirm()
        assertTrue("$gameId: resigning ends the game", screen.frame.isOver)
        screen.assertResultShown()
        assertFalse(screen.activity.view<View>(R.id.resign_button).isEnabled)
    }

    @Test
    fun aPieceIsDraggedToItsSquare() {
        // Two people, so that nothing answers between the moves; played by
        // taps until a piece on the board can move (after any placing phase).
        val screen = openGame(twoPlayers())
        while (screen.frame.squares.none { it.movable && it.piece != null }) screen.playOneMove()
        val from = screen.frame.squares.first { it.movable && it.piece != null }
        val revision = screen.frame.revision
        val to = screen.drag(from.index.toInt())
        // Where the dropped square does not finish the move (the core asks
        // for more taps), the rest is entered by taps.
        if (screen.frame.revision == revision) {
            assertEquals("$gameId: the drag left the move half entered", listOf(from.index, to.toUInt()), screen.frame.selection.take(2))
            screen.playOneMove()
        }
        val move = checkNotNull(screen.frame.lastMove)
        val motion = move.motions.first { it.from == from.index }
        assertTrue("$gameId: the dragged piece moved through the square it was dropped on", to.toUInt() in motion.path)
    }

    @Test
    fun aWholeGameAgainstTheComputerPlayedByTapsEndsWithTheResultShown() {
        val screen = openGame(vsComputer())
        var turns = 0
        while (!screen.frame.isOver) {
            screen.playTurn()
            check(++turns < 3000) { "$gameId did not end" }
        }
        screen.assertResultShown()
        assertFalse("$gameId: the board takes no more taps", screen.frame.acceptsTaps)
        // Saved after the last move, and recorded once in the history, its id in the frame for the review.
        idleUntil("$gameId recorded") { screen.activity.frame?.finishedGameId != null }
        checkNotNull(app.services.games.resume(gameId)).use { assertTrue("$gameId: the save is the finished game", it.status().isOver) }
        val recorded = app.services.games.games(0u, 10u, org.boardlore.core.Lang.EN)
        assertEquals("$gameId: recorded once", listOf(screen.frame.finishedGameId), recorded.map { it.id })
        screenshot(screen.activity, "game-$gameId-end-light")
        // Play again starts over.
        screen.press(R.id.play_again_button)
        screen.waitForPerson()
        assertEquals(0, screen.frame.turns.size)
        assertEquals(View.GONE, screen.activity.view<View>(R.id.result_panel).visibility)
    }

    @Test
    fun theGameOpensWithAccessibilityOffAndWithTalkBackEachSquareIsANodeThatPlaysWhenClicked() {
        val manager = app.getSystemService(AccessibilityManager::class.java)
        shadowOf(manager).setEnabled(false)
        openGame(twoPlayers()).activity.finish()

        shadowOf(manager).setEnabled(true)
        shadowOf(manager).setTouchExplorationEnabled(true)
        val screen = openGame(twoPlayers())
        val board = screen.board
        val provider = board.accessibilityNodeProvider
        val host = provider.createAccessibilityNodeInfo(View.NO_ID)!!
        val squares = screen.frame.squares
        assertEquals("$gameId: one node per square", squares.size, host.childCount)
        for (square in squares) {
            val node = provider.createAccessibilityNodeInfo(square.index.toInt())!!
            // The core's words for the square, led by its name.
            assertEquals(square.spoken, node.contentDescription.toString())
            assertTrue(node.contentDescription.startsWith(square.name + ", "))
            assertTrue("${square.name} has a place on screen", !node.boundsInScreenRect().isEmpty)
        }
        // A move by click actions alone, as TalkBack performs them.
        val revision = screen.frame.revision
        var clicks = 0
        while (screen.frame.revision == revision) {
            val s = screen.frame
            val target = screen.targets.firstOrNull() ?: s.squares.first { it.movable }.index.toInt()
            val node = provider.createAccessibilityNodeInfo(target)!!
            assertTrue(node.actionList.contains(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK))
            val before = screen.activity.frame
            assertTrue(provider.performAction(target, AccessibilityNodeInfo.ACTION_CLICK, null))
            idleUntil("the click's answer") { screen.activity.frame !== before }
            check(++clicks < 20) { "no move by clicks" }
        }
        assertNull("no error shown", screen.frame.saveError)
    }

    private fun AccessibilityNodeInfo.boundsInScreenRect() = android.graphics.Rect().also { getBoundsInScreen(it) }

    private fun getString(id: Int) = app.getString(id)

    private fun text(screen: Screen, id: Int) = screen.activity.view<android.widget.TextView>(id).text.toString()

    companion object {
        @JvmStatic
        @ParameterizedRobolectricTestRunner.Parameters(name = "{0}")
        fun games(): List<Array<Any>> = GAMES.map { arrayOf<Any>(it) }
    }
}
