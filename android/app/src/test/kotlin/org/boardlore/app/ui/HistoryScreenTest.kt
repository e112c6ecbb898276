package org.boardlore.app.ui

import android.app.AlertDialog
import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.TextView
import org.boardlore.core.Level
import org.boardlore.engine.GameMatch
import org.boardlore.core.Seat
import org.boardlore.core.Seats
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.robolectric.shadows.ShadowAlertDialog
import org.boardlore.core.Lang

/** History and statistics: the core's lines and rows from the store; Review opens the browser; Delete asks first. */
@RunWith(RobolectricTestRunner::class)
class HistoryScreenTest : UiTest() {
    /** Records a finished game of [gameId] (the side to move resigns after [plies] moves) in the store. */
    private fun finishGame(gameId: String, seats: Seats, plies: Int = 4): Long =
        GameMatch.withSeats(gameId, emptyList(), seats).use { game ->
            repeat(plies) { game.play(game.legalMoves().first().notation) }
            game.resignPlayer()
            checkNotNull(app.services.games.autosave(game)) { "recorded as finished" }
        }

    private fun texts(view: View): List<String> = when (view) {
        is ViewGroup -> (0 until view.childCount).flatMap { texts(view.getChildAt(it)) }
        is TextView -> listOf(view.text.toString())
        else -> emptyList()
    }

    @Test
    fun historyShowsTheCoresLinesAndRowsOpensTheReviewAndDeletes() {
        val hard = finishGame("bagh-chal", Seats(Seat.Human, Seat.Computer(Level.HARD)))
        finishGame("bagh-chal", Seats(Seat.Computer(Level.EASY), Seat.Human), plies = 5)
        finishGame("seega", Seats(Seat.Human, Seat.Human), plies = 6)
        val activity = launch(HistoryActivity::class.java).get()
        val root: View = activity.findViewById<View>(android.R.id.content)!!
        idleUntil("the history") { root.findViewWithTag<View>("game-$hard") != null }

        // Each row: the game's name, the core's result sentence, the date and the core's details.
        val stored = app.services.games.games(0u, 10u, Lang.EN)
        assertEquals(3, stored.size)
        for (game in stored) {
            val row = texts(root.findViewWithTag<View>("game-${game.id}"))
            for (part in listOf(game.gameName, game.resultText, game.dateText, game.details)) {
                assertTrue("$row shows \"$part\"", part.isNotBlank() && part in row)
            }
            // The date worded for players ("25 November 2026"), never PGN's "2026.11.25".
            assertTrue(game.dateText, Regex("""\d{1,2} [A-Z][a-z]+ \d{4}""").matches(game.dateText))
            assertFalse("$row", game.date in row)
        }
        // The statistics are the core's lines, under their game's name, and nothing of the app's own.
        val stats = app.services.games.statistics(Lang.EN)
        for ((gameId, lines) in stats.groupBy { it.gameId }) {
            val group = texts(root.findViewWithTag<View>("statistics-$gameId"))
            assertEquals(listOf(lines.first().gameName) + lines.map { it.text }, group)
        }
        assertNothingClipped(activity)
        screenshot(activity, "history")

        // Review opens the browser of that game.
        tap(activity, root.findViewWithTag<Button>("review-button-$hard"))
        val review = shadowOf(activity).nextStartedActivity
        assertEquals(ReviewActivity::class.java.name, review.component?.className)
        assertEquals(hard, review.getLongExtra(Screens.EXTRA_STORED_ID, -1))
        assertFalse(review.getBooleanExtra(Screens.EXTRA_FROM_GAME, true))

        // Delete asks first; cancelled, the game stays.
        tap(activity, root.findViewWithTag<Button>("delete-button-$hard"))
        val dialog = ShadowAlertDialog.getLatestAlertDialog()
        assertNotNull("a confirmation is asked", dialog)
        screenshot(activity, "history-delete-confirm")
        dialog!!.getButton(AlertDialog.BUTTON_NEGATIVE).performClick()
        idle()
        assertEquals(3uL, app.services.games.gameCount())
        tap(activity, root.findViewWithTag<Button>("delete-button-$hard"))
        ShadowAlertDialog.getLatestAlertDialog()!!.getButton(AlertDialog.BUTTON_POSITIVE).performClick()
        idleUntil("the game gone") { root.findViewWithTag<View>("game-$hard") == null }
        assertEquals(2uL, app.services.games.gameCount())
    }

    @Test
    fun aLongHistoryShowsAPageAtATimeAndMoreOnRequest() {
        // 75 different short games: five games, five pairs of seats, resigned after 0 to 2 moves.
        val seconds = listOf(Seat.Human) + listOf(Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT).map { Seat.Computer(it) }
        for (game in GAMES) for (second in seconds) for (plies in 0..2) finishGame(game, Seats(Seat.Human, second), plies)
        val count = app.services.games.gameCount().toInt()
        assertEquals(75, count)
        val activity = launch(HistoryActivity::class.java).get()
        val list = activity.view<android.widget.LinearLayout>(org.boardlore.app.R.id.games_list)
        val more = activity.view<Button>(org.boardlore.app.R.id.more_button)
        idleUntil("the first page") { list.childCount > 0 }
        assertEquals(50, list.childCount)
        assertTrue(more.isShown)
        tap(activity, more)
        idleUntil("the rest") { list.childCount == count }
        assertFalse(more.isShown)
    }

    @Test
    fun anEmptyHistorySaysSo() {
        val activity = launch(HistoryActivity::class.java).get()
        idleUntil("the empty history") { activity.view<View>(org.boardlore.app.R.id.empty).isShown }
        assertEquals(View.GONE, activity.view<View>(org.boardlore.app.R.id.statistics_title).visibility)
        assertNothingClipped(activity)
    }
}
