package org.boardlore.app.ui

import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.TextView
import org.boardlore.app.R
import org.boardlore.core.Level
import org.boardlore.core.ArrowKind
import org.boardlore.core.BrowserAction
import org.boardlore.core.BrowserFrame
import org.boardlore.core.BrowserOpen
import org.boardlore.core.TurnRow
import org.boardlore.engine.BrowserScreenHandle
import org.boardlore.engine.GameMatch
import org.boardlore.core.Seat
import org.boardlore.core.Seats
import org.boardlore.core.MoveLabel
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.boardlore.core.Lang

/**
 * The browser of a finished game: the frames are the core's browser screen's
 * (the position's squares, arrows, caption, bounds), drawn as the game screen
 * draws a position; the move list is the core's rows (one cell each, its words, its
 * spoken form, the frame's current row highlighted); the review runs in the
 * background and fills in the labels and the better moves' arrows.
 */
@RunWith(RobolectricTestRunner::class)
class ReviewScreenTest : GameUiTest() {
    /** A finished Bagh Chal game: the goats (the person) against Hard, [plies] moves, then the goats resign. */
    private fun finishGame(plies: Int = 6): Long =
        GameMatch.withSeats("bagh-chal", emptyList(), Seats(Seat.Human, Seat.Computer(Level.HARD))).use { game ->
            repeat(plies) { game.play(game.legalMoves().first().notation) }
            game.resignPlayer()
            checkNotNull(app.services.games.autosave(game))
        }

    /** The core's own browser screen of stored game [id] with its kept review, for comparison. */
    private fun coresBrowser(id: Long): BrowserScreenHandle =
        BrowserScreenHandle(BrowserOpen(null, id, null, null, Lang.EN, null), app.services.games)

    /** [core]'s frame after [action]. */
    private fun BrowserScreenHandle.step(action: BrowserAction): BrowserFrame = act(action).frame

    private fun open(id: Long, fromGame: Boolean = false): ReviewActivity =
        launch(ReviewActivity::class.java, Screens.review(app, id, fromGame)).get().also { activity ->
            idleUntil("the game shown") { activity.frame != null }
        }

    private fun board(activity: ReviewActivity): BoardView = activity.view(R.id.board)

    /** What the screen shows is [expected], the core's frame: its caption, arrows, bounds and squares drawn as the game screen would. */
    private fun assertShows(activity: ReviewActivity, expected: BrowserFrame) {
        val shown = checkNotNull(activity.frame)
        assertEquals(expected.ply, shown.ply)
        assertEquals(expected.caption, activity.view<TextView>(R.id.caption).text.toString())
        assertEquals(expected.arrows, board(activity).arrows)
        assertEquals(expected.canBack, activity.view<Button>(R.id.previous_button).isEnabled)
        assertEquals(expected.canForward, activity.view<Button>(R.id.next_button).isEnabled)
        assertEquals(expected.squares, checkNotNull(board(activity).scene).squares)
        assertEquals(expected.flipped, board(activity).flipped)
        // The highlighted cell is the core's current row, and only it: none at the end.
        val list = activity.view<ViewGroup>(R.id.move_list)
        val marked = (0 until list.childCount).filter { list.getChildAt(it).isSelected }
        assertEquals("the current row of ${expected.ply}", listOfNotNull(expected.selected?.toInt()), marked)
        expected.selected?.let { index ->
            assertTrue("move $index is marked in the list", activity.findViewById<View>(android.R.id.content)!!.findViewWithTag<View>("move-$index").isSelected)
        }
    }

    /** The move list is the core's [rows]: one cell each, in order, with its number and move, its spoken form and its label's colour. */
    private fun assertMoveList(activity: ReviewActivity, rows: List<TurnRow>) {
        assertEquals(rows, activity.rows)
        val list = activity.view<ViewGroup>(R.id.move_list)
        assertEquals("one cell per row of the core", rows.size, list.childCount)
        for ((i, row) in rows.withIndex()) {
            val cell = list.getChildAt(i) as TextView
            assertEquals("move-${row.firstPly}", cell.tag)
            assertEquals("${row.number} ${row.text}", cell.text.toString())
            assertEquals("the core's spoken row", row.spoken, cell.contentDescription?.toString())
            val colour = when (row.label) {
                MoveLabel.INACCURACY -> R.color.review_inaccuracy
                MoveLabel.MISTAKE -> R.color.review_mistake
                MoveLabel.BLUNDER -> R.color.review_blunder
                else -> R.color.on_surface
            }
            assertEquals("move ${row.firstPly} (${row.label})", activity.getColor(colour), cell.currentTextColor)
        }
    }

    @Test
    fun aGameIsReviewedInTheBackgroundAndBrowsedWithArrows() {
        val id = finishGame()
        assertNull("not reviewed yet", app.services.games.review(id, Lang.EN))
        // It runs, with its progress shown, and fills in the labels when it ends.
        val activity = open(id)
        idleUntil("the review", 300_000) { activity.view<View>(R.id.summary).isShown }
        assertFalse(activity.view<View>(R.id.review_progress).isShown)
        val review = checkNotNull(app.services.games.review(id, Lang.EN)) { "the review is kept in the store" }
        assertEquals(review.summary.joinToString("\n"), activity.view<TextView>(R.id.summary).text.toString())

        // It opens at the end: no arrows, nothing further.
        val core = coresBrowser(id)
        assertShows(activity, core.step(BrowserAction.End))
        // The move list is the core's rows, labelled by the review.
        assertMoveList(activity, core.frame().rows)
        assertTrue("every move labelled", activity.rows.all { it.label != null && it.labelText != null })
        assertTrue(activity.rows.all { it.spoken.endsWith(", ${checkNotNull(it.labelText).lowercase()}") })
        assertTrue(board(activity).arrows.isEmpty())
        assertNothingClipped(activity)

        // A tap on a move shows the position before it, with it (and a better one) as arrows.
        val root = activity.findViewById<View>(android.R.id.content)!!
        val interesting = review.moves.firstOrNull { it.better != null && it.ply >= 1u }?.ply?.toInt() ?: 1
        tap(activity, root.findViewWithTag<TextView>("move-$interesting"))
        idleUntil("move $interesting shown") { activity.frame?.ply?.toInt() == interesting }
        val expected = core.step(BrowserAction.SelectRow(interesting.toUInt()))
        assertShows(activity, expected)
        assertTrue("the move played is an arrow", expected.arrows.any { it.kind == ArrowKind.PLAYED })
        screenshot(activity, "review-bagh-chal")

        // The engine's better move is an arrow of its own, in the hint colour.
        val better = review.moves.firstOrNull { it.better != null }
        if (better != null) {
            tap(activity, root.findViewWithTag<TextView>("move-${better.ply}"))
            idleUntil("move ${better.ply} shown") { activity.frame?.ply == better.ply }
            val withBetter = core.step(BrowserAction.SelectRow(better.ply))
            assertShows(activity, withBetter)
            assertTrue(withBetter.arrows.toString(), withBetter.arrows.any { it.kind == ArrowKind.BETTER })
            screenshot(activity, "review-bagh-chal-better")
        }

        // The steps go where the core's do.
        tap(activity, root.findViewWithTag<TextView>("move-$interesting"))
        idleUntil("move $interesting again") { activity.frame?.ply?.toInt() == interesting }
        core.step(BrowserAction.SelectRow(interesting.toUInt()))
        tap(activity, activity.view<Button>(R.id.previous_button))
        idleUntil("one back") { activity.frame?.ply?.toInt() == interesting - 1 }
        assertShows(activity, core.step(BrowserAction.Back))
        tap(activity, activity.view<Button>(R.id.next_button))
        idleUntil("one forward again") { activity.frame?.ply?.toInt() == interesting }
        assertShows(activity, core.step(BrowserAction.Forward))
        tap(activity, activity.view<Button>(R.id.last_button))
        idleUntil("the end") { activity.frame?.ply == core.frame().total }
        tap(activity, activity.view<Button>(R.id.first_button))
        idleUntil("the start") { activity.frame?.ply == 0u }
        assertShows(activity, core.step(BrowserAction.Start))
        assertFalse(activity.view<Button>(R.id.first_button).isEnabled)
        tap(activity, activity.view<Button>(R.id.next_button))
        idleUntil("one forward") { activity.frame?.ply == 1u }
        assertShows(activity, core.step(BrowserAction.Forward))
        tap(activity, activity.view<Button>(R.id.last_button))
        idleUntil("the end") { activity.frame?.ply == core.frame().total }
        assertShows(activity, core.step(BrowserAction.End))
        assertFalse(activity.view<Button>(R.id.last_button).isEnabled)
    }

    @Test
    fun theReviewFitsInOtherLanguagesAndInLandscape() {
        val id = finishGame()
        for (variant in listOf("+ar-ldrtl", "+ne", "+th", "+en-rXA", "+land", "+night")) {
            qualifiers(variant)
            val activity = open(id)
            idleUntil("the review ($variant)", 300_000) { activity.view<View>(R.id.summary).isShown }
            val root = activity.findViewById<View>(android.R.id.content)!!
            tap(activity, root.findViewWithTag<TextView>("move-2"))
            idleUntil("move 2 ($variant)") { activity.frame?.ply == 2u }
            assertNothingClipped(activity)
            val first = activity.view<Button>(R.id.first_button)
            val last = activity.view<Button>(R.id.last_button)
            val at = IntArray(2).also { first.getLocationInWindow(it) }[0] to IntArray(2).also { last.getLocationInWindow(it) }[0]
            if (variant.contains("ldrtl")) {
                // Mirrored: the first position is at the right, and its arrows point right.
                assertTrue("first step at the right", at.first > at.second)
                assertEquals(activity.getString(R.string.review_glyph_last), first.text.toString())
            } else {
                assertTrue("first step at the left", at.first < at.second)
                assertEquals(activity.getString(R.string.review_glyph_first), first.text.toString())
            }
            screenshot(activity, "review-bagh-chal-${variant.removePrefix("+")}")
            activity.finish()
            val history = launch(HistoryActivity::class.java).get()
            idleUntil("the history ($variant)") { history.findViewById<View>(android.R.id.content)!!.findViewWithTag<View>("game-$id") != null }
            assertNothingClipped(history)
            screenshot(history, "history-${variant.removePrefix("+")}")
            history.finish()
        }
    }

    @Test
    fun theMoveListIsTheCoresRowsBeforeAndAfterTheReview() {
        val id = finishGame(plies = 5)
        // Opened: the rows are there before the review ends (its answer waits for the main thread), unlabelled.
        val activity = open(id)
        val unreviewed = activity.rows
        assertEquals(5, activity.rows.size)
        assertTrue(activity.rows.all { it.label == null && it.labelText == null })
        assertMoveList(activity, unreviewed)
        idleUntil("the review", 300_000) { activity.view<View>(R.id.summary).isShown }
        // Reviewed: the same rows with the review's labels, as the core words them.
        val core = coresBrowser(id)
        assertMoveList(activity, core.frame().rows)
        assertEquals(unreviewed.map { it.number to it.text }, activity.rows.map { it.number to it.text })
        assertTrue(activity.rows.all { it.label != null })
        // A row's tap goes to the ply the core gave it, and marks that row.
        val row = activity.rows[3]
        tap(activity, activity.view<ViewGroup>(R.id.move_list).getChildAt(3))
        idleUntil("row 3") { activity.frame?.ply == row.firstPly }
        assertShows(activity, core.step(BrowserAction.SelectRow(row.firstPly)))
        assertEquals(row.spoken, activity.view<ViewGroup>(R.id.move_list).getChildAt(3).contentDescription?.toString())
    }

    @Test
    fun aGameResignedBeforeAnyMoveOpensWithNothingToStep() {
        val id = finishGame(plies = 0)
        val activity = open(id)
        // Nothing to review: no review runs, none is shown.
        assertFalse(activity.view<View>(R.id.review_progress).isShown)
        assertFalse(activity.view<View>(R.id.summary).isShown)
        assertNull(app.services.reviews.running(id))
        assertShows(activity, coresBrowser(id).frame())
        for (button in listOf(R.id.first_button, R.id.previous_button, R.id.next_button, R.id.last_button)) {
            assertFalse(activity.view<Button>(button).isEnabled)
        }
        assertTrue(board(activity).arrows.isEmpty())
        assertNothingClipped(activity)
    }

    @Test
    fun aRotationKeepsTheMoveShown() {
        val id = finishGame(plies = 4)
        val controller = launch(ReviewActivity::class.java, Screens.review(app, id, false))
        idleUntil("the game shown") { controller.get().frame != null }
        tap(controller.get(), controller.get().findViewById<View>(android.R.id.content)!!.findViewWithTag<TextView>("move-2"))
        idleUntil("move 2") { controller.get().frame?.ply == 2u }
        controller.recreate()
        idleUntil("shown again") { controller.get().frame != null }
        assertEquals(2u, controller.get().frame?.ply)
        // Leaving for good stops the review.
        controller.get().finish()
        controller.pause().stop().destroy()
        assertNull(app.services.reviews.running(id))
    }

    @Test
    fun aFinishedGameOpensItsReviewAndComesBack() {
        val screen = openGame(vsComputer("bagh-chal"))
        screen.playTurn()
        screen.press(R.id.resign_button, waits = false)
        screen.confirm()
        idleUntil("recorded") { screen.frame.finishedGameId != null }
        screen.assertResultShown()
        val button = screen.activity.view<Button>(R.id.review_button)
        assertTrue(button.isShown)
        tap(screen.activity, button)
        val intent = shadowOf(screen.activity).nextStartedActivity
        assertEquals(ReviewActivity::class.java.name, intent.component?.className)
        assertEquals(screen.frame.finishedGameId, intent.getLongExtra(Screens.EXTRA_STORED_ID, -1))
        // The review opens the way up the game screen had the board.
        assertTrue(intent.hasExtra(Screens.EXTRA_FLIPPED))
        assertEquals(screen.frame.flipped, intent.getBooleanExtra(Screens.EXTRA_FLIPPED, !screen.frame.flipped))
        val review = launch(ReviewActivity::class.java, intent).get()
        idleUntil("the game shown") { review.frame != null }
        assertEquals(screen.frame.flipped, review.frame?.flipped)
        val back = review.view<Button>(R.id.back_button)
        assertEquals(review.getString(R.string.review_back_to_game), back.text.toString())
        assertNotNull(review.frame)
        tap(review, back)
        assertTrue("back to the game", review.isFinishing)

        // After the process died, the finished game comes back with its Review, the same record.
        val id = screen.frame.finishedGameId
        val count = app.services.games.gameCount()
        screen.controller.pause().stop()
        app.services.release("bagh-chal")
        val again = Screen(launch(GameActivity::class.java, Screens.game(app, "bagh-chal"))).apply { waitForPerson() }
        idleUntil("the finished game known again") { again.activity.frame?.finishedGameId != null }
        assertEquals(id, again.frame.finishedGameId)
        assertTrue(again.activity.view<Button>(R.id.review_button).isShown)
        assertEquals("nothing recorded twice", count, app.services.games.gameCount())
    }
}
