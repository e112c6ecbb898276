package org.boardlore.app.ui

import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.TextView
import org.boardlore.engine.AiLevel
import org.boardlore.engine.GameMatch
import org.boardlore.engine.MatchSeat
import org.boardlore.engine.MatchSeats
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner

/** History and statistics: finished games from the store, reviewed, deleted. */
@RunWith(RobolectricTestRunner::class)
class HistoryScreenTest : UiTest() {
    /** Records a finished Bagh Chal game (the human, goats, resigns against Hard) in the store. */
    private fun finishGame(): Long {
        val seats = MatchSeats(MatchSeat.Human, MatchSeat.Computer(AiLevel.HARD))
        GameMatch.withSeats("bagh-chal", emptyList(), seats).use { game ->
            repeat(4) { game.play(game.legalMoves().first().notation) }
            game.resignPlayer()
            val id = app.services.games.autosave(game)
            assertNotNull("recorded as finished", id)
            return id!!
        }
    }

    private fun texts(view: View): List<String> = when (view) {
        is ViewGroup -> (0 until view.childCount).flatMap { texts(view.getChildAt(it)) }
        is TextView -> listOf(view.text.toString())
        else -> emptyList()
    }

    @Test
    fun historyShowsStatisticsAndGamesAndReviewsAndDeletes() {
        val id = finishGame()
        val activity = launch(HistoryActivity::class.java).get()
        val root: View = activity.findViewById<View>(android.R.id.content)!!
        idleUntil("the history") { root.findViewWithTag<View>("game-$id") != null }
        val shown = texts(root)
        assertTrue(shown.toString(), shown.any { it.contains("Bagh Chal, vs Hard, playing Goats: 0 won, 0 drawn, 1 lost") })
        assertTrue(shown.toString(), shown.any { it.contains("The tigers win: the goats resigned.") })
        screenshot(activity, "history")

        tap(activity, root.findViewWithTag<Button>("review-button-$id"))
        val review = root.findViewWithTag<TextView>("review-$id")
        idleUntil("the review", 300_000) { review.text.startsWith("Goats:") }
        val lines = review.text.lines()
        assertEquals(review.text.toString(), 2 + 4, lines.size)
        assertTrue(lines[2], lines[2].startsWith("1. "))
        assertNotNull(app.services.games.review(id))
        screenshot(activity, "history-review")

        tap(activity, root.findViewWithTag<Button>("delete-button-$id"))
        idleUntil("the game gone") { root.findViewWithTag<View>("game-$id") == null }
        assertEquals(0uL, app.services.games.gameCount())
        assertNull(root.findViewWithTag<View>("review-$id"))
    }
}
