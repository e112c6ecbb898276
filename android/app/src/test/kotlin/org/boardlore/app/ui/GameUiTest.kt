package org.boardlore.app.ui

import android.app.AlertDialog
import android.os.SystemClock
import android.view.MotionEvent
import android.widget.Button
import org.boardlore.app.R
import org.boardlore.core.Busy
import org.boardlore.core.GameFrame
import org.boardlore.core.GameSetup
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.robolectric.android.controller.ActivityController
import org.robolectric.shadows.ShadowAlertDialog

/**
 * The game screen as a person uses it: taps and drags on the board through
 * the window, and taps on its buttons. Each action waits (letting the main
 * thread run) until the screen draws the core's next frame.
 */
abstract class GameUiTest : UiTest() {
    /** Saves a new match under [setup] and opens it the way Continue does. */
    protected fun openGame(setup: GameSetup): Screen {
        saveNewMatch(setup)
        return Screen(launch(GameActivity::class.java, Screens.game(app, setup.gameId))).apply { waitForPerson() }
    }

    protected inner class Screen(val controller: ActivityController<GameActivity>) {
        val activity: GameActivity get() = controller.get()
        val board: BoardView get() = activity.view(R.id.board)

        /** The core's frame the screen drew last. */
        val frame: GameFrame get() = checkNotNull(activity.frame) { "the screen shows no game" }

        /** The squares a tap may continue the selection to. */
        val targets: List<Int> get() = frame.squares.filter { it.target }.map { it.index.toInt() }

        /** Waits until the person may play, or the game is over. */
        fun waitForPerson() = idleUntil("the person's turn") {
            val f = activity.frame
            f != null && board.layout != null && f.busy == Busy.IDLE && (f.isOver || f.acceptsTaps)
        }

        /** Where square [index] is in the window. */
        fun point(index: Int): Pair<Float, Float> {
            val at = IntArray(2)
            board.getLocationInWindow(at)
            val c = checkNotNull(board.layout) { "the board is not laid out" }.centre(index)
            return (at[0] + c.x) to (at[1] + c.y)
        }

        /** A finger's tap on square [index]; waits for the core's answer. */
        fun tapSquare(index: Int) {
            val before = activity.frame
            val (x, y) = point(index)
            tapAt(activity, x, y)
            idleUntil("the answer to a tap on ${frame.squares[index].name}") { activity.frame !== before }
        }

        /**
         * Drags the piece on [from] to the first square the core then offers,
         * holding the finger down while the core answers the pick-up.
         */
        fun drag(from: Int): Int {
            val (x0, y0) = point(from)
            val down = SystemClock.uptimeMillis()
            touch(activity, down, down, MotionEvent.ACTION_DOWN, x0, y0)
            // Past the touch slop: the drag picks the piece up through the core.
            val before = activity.frame
            touch(activity, down, down + 20, MotionEvent.ACTION_MOVE, x0 + 30f, y0 + 30f)
            idleUntil("the pick-up") { activity.frame !== before && targets.isNotEmpty() }
            val to = targets.first()
            val (x1, y1) = point(to)
            for (step in 1..4) {
                touch(activity, down, down + 20 + step * 20L, MotionEvent.ACTION_MOVE, x0 + (x1 - x0) * step / 4, y0 + (y1 - y0) * step / 4)
            }
            val held = activity.frame
            touch(activity, down, down + 200, MotionEvent.ACTION_UP, x1, y1)
            idleUntil("the drop") { activity.frame !== held }
            return to
        }

        /** A tap on button [id]; with [waits], waits until the screen shows the result. */
        fun press(id: Int, waits: Boolean = true) {
            val before = activity.frame
            tap(activity, activity.view<Button>(id))
            if (waits) idleUntil("the answer to ${activity.resources.getResourceEntryName(id)}") { activity.frame !== before }
        }

        /** Confirms the dialog a button opened (resign, new game). */
        fun confirm() {
            val dialog = ShadowAlertDialog.getLatestAlertDialog()
            assertNotNull("a confirmation is asked", dialog)
            val before = activity.frame
            dialog!!.getButton(AlertDialog.BUTTON_POSITIVE).performClick()
            idleUntil("the confirmed action") { activity.frame !== before }
        }

        /**
         * One move, entered as a person would, by taps only: the square the
         * core offers (a target of the picked-up piece, or a placement), else
         * a piece it says can move; Finish or Pass where the core offers them.
         */
        fun playOneMove() {
            val move = frame.lastMove
            val revision = frame.revision
            var taps = 0
            while (frame.revision == revision && frame.lastMove == move && !frame.isOver) {
                val f = frame
                when {
                    f.canFinish -> press(R.id.finish_button)
                    targets.isNotEmpty() -> tapSquare(targets.first())
                    f.canPass && f.squares.none { it.movable } -> press(R.id.pass_button)
                    else -> tapSquare(f.squares.first { it.movable }.index.toInt())
                }
                check(++taps < 50) { "the move never completed" }
            }
        }

        /**
         * The person's whole turn (a side may move twice in a row: one row of
         * the move list), then the computer's answer, which may come while
         * the person's last tap is still being answered.
         */
        fun playTurn() {
            val side = frame.sideToMove
            val rows = frame.turns.size
            fun ownTurnGoesOn(): Boolean {
                val f = frame
                return !f.isOver && f.sideToMove == side &&
                    (f.turns.size == rows || (f.turns.size == rows + 1 && f.turns.last().side == side))
            }
            while (ownTurnGoesOn()) playOneMove()
            waitForPerson()
        }

        /** The result panel shows the core's result. */
        fun assertResultShown() {
            val result = frame.resultText
            assertNotNull("the core says how it ended", result)
            assertTrue("the result panel is shown", activity.view<android.view.View>(R.id.result_panel).isShown)
            assertEquals("the result says what the core says", result, activity.view<android.widget.TextView>(R.id.result_text).text.toString())
        }
    }
}
