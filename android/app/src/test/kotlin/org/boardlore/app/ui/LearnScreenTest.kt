package org.boardlore.app.ui

import android.content.Intent
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import org.boardlore.app.R
import org.boardlore.core.Lang
import org.boardlore.core.ProgressRecord
import org.boardlore.engine.GameStore
import org.boardlore.engine.LearnProgress
import org.boardlore.engine.puzzleList
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf

/** Learn: from the home card to a game's lessons and puzzles, a step judged by the core, a puzzle's hint and solution. */
@RunWith(RobolectricTestRunner::class)
class LearnScreenTest : UiTest() {
    private fun learnIntent(gameId: String) =
        Intent(RuntimeEnvironment.getApplication(), LearnActivity::class.java).putExtra(Screens.EXTRA_GAME_ID, gameId)

    private fun trainer(gameId: String, puzzleId: String? = null, step: Int = 0): TrainerActivity {
        val intent = Screens.trainer(RuntimeEnvironment.getApplication(), gameId, puzzleId).putExtra(TrainerActivity.EXTRA_STEP, step)
        val activity = launch(TrainerActivity::class.java, intent).get()
        val board = activity.view<BoardView>(R.id.board)
        idleUntil("the board") { board.scene != null && board.layout != null }
        return activity
    }

    private fun gamesDb(): String = java.io.File(RuntimeEnvironment.getApplication().filesDir, "games.db").path

    private fun tapSquare(activity: TrainerActivity, name: String) {
        val board = activity.view<BoardView>(R.id.board)
        val before = board.scene
        val index = before!!.squares.first { it.name == name }.index.toInt()
        val at = IntArray(2)
        board.getLocationInWindow(at)
        val c = board.layout!!.centre(index)
        tapAt(activity, at[0] + c.x, at[1] + c.y)
        idleUntil("the answer to a tap on $name") { board.scene !== before }
    }

    /** Where the centre of square [index] is, in the window. */
    private fun point(board: BoardView, index: Int): Pair<Float, Float> {
        val at = IntArray(2)
        board.getLocationInWindow(at)
        val c = board.layout!!.centre(index)
        return at[0] + c.x to at[1] + c.y
    }

    @Test
    fun aMoveDraggedOnTheBoardIsJudged() {
        // Chiangmai Checkers: a move is one chip's slide, from and to; a one-move puzzle.
        val puzzle = puzzleList("chiangmai-checkers", Lang.EN).first { it.solverMoves == 1u }
        val activity = trainer("chiangmai-checkers", puzzle.id)
        val board = activity.view<BoardView>(R.id.board)
        val from = board.scene!!.squares.first { it.draggable }
        val (x0, y0) = point(board, from.index.toInt())
        val down = android.os.SystemClock.uptimeMillis()
        touch(activity, down, down, android.view.MotionEvent.ACTION_DOWN, x0, y0)
        val before = board.scene
        touch(activity, down, down + 20, android.view.MotionEvent.ACTION_MOVE, x0 + 30f, y0 + 30f)
        idleUntil("the pick-up") { board.scene !== before && board.scene!!.squares.any { it.target } }
        assertTrue("the dragged chip is picked up", board.scene!!.squares[from.index.toInt()].selected)
        val to = board.scene!!.squares.first { it.target }
        val (x1, y1) = point(board, to.index.toInt())
        for (step in 1..4) {
            touch(activity, down, down + 20 + step * 20L, android.view.MotionEvent.ACTION_MOVE, x0 + (x1 - x0) * step / 4, y0 + (y1 - y0) * step / 4)
        }
        touch(activity, down, down + 200, android.view.MotionEvent.ACTION_UP, x1, y1)
        // The drop plays the move and the trainer judges it: solved, or that move is not the best.
        idleUntil("the judgement") { activity.message.text.isNotEmpty() }
        val said = activity.message.text.toString()
        assertTrue(said, said.startsWith("Solved!") || said.startsWith("${from.name}-${to.name} is not the best here."))
    }

    @Test
    fun eachHomeCardOpensItsGamesLearnScreen() {
        val home = launch(HomeActivity::class.java).get()
        val list = home.view<LinearLayout>(R.id.game_list)
        idleUntil("the catalogue") { list.childCount > 0 }
        for (index in 0 until list.childCount) {
            tap(home, list.getChildAt(index).child<Button>(R.id.learn_button))
            val next = shadowOf(home).nextStartedActivity
            assertEquals(LearnActivity::class.java.name, next.component?.className)
            assertEquals(GAMES[index], next.getStringExtra(Screens.EXTRA_GAME_ID))
        }
        assertNothingClipped(home)
    }

    @Test
    fun theLearnScreenListsLessonStepsAndPuzzlesWithTheRating() {
        val learn = launch(LearnActivity::class.java, learnIntent("bobail")).get()
        val puzzles = learn.view<LinearLayout>(R.id.puzzle_list)
        idleUntil("the puzzles") { puzzles.childCount > 0 }
        assertEquals(puzzleList("bobail", Lang.EN).size, puzzles.childCount)
        assertTrue(puzzles.childCount >= 60)
        assertEquals(6, learn.view<LinearLayout>(R.id.lesson_list).childCount)
        assertEquals("Rating 1000 · 0 of ${puzzles.childCount} solved", learn.view<TextView>(R.id.puzzle_rating).text.toString())
        assertEquals("Step 1 of 6 · The first turn", (learn.view<LinearLayout>(R.id.lesson_list).getChildAt(0) as Button).text.toString())
        screenshot(learn, "learn-bobail")
        tap(learn, learn.view<Button>(R.id.next_puzzle_button))
        val next = shadowOf(learn).nextStartedActivity
        assertEquals(TrainerActivity::class.java.name, next.component?.className)
        assertTrue(next.getStringExtra(Screens.EXTRA_PUZZLE_ID)!!.startsWith("bobail-"))
    }

    @Test
    fun aLessonStepExplainsAWrongMoveAndAcceptsTheRightOne() {
        val activity = trainer("bagh-chal", step = 3)
        assertEquals("Step 4 of 8 · Guard the goats", activity.view<TextView>(R.id.trainer_title).text.toString())
        assertEquals("Place a goat so that no goat can be jumped.", activity.view<TextView>(R.id.trainer_goal).text.toString())
        val board = activity.view<BoardView>(R.id.board)
        val start = board.scene!!.squares.map { it.piece }
        tapSquare(activity, "a3")
        assertEquals("After a3, the other side can capture with c3xc5.", activity.message.text.toString())
        assertEquals("the wrong goat is taken back", start, board.scene!!.squares.map { it.piece })
        assertEquals(View.GONE, activity.view<View>(R.id.next_button).visibility)
        screenshot(activity, "learn-lesson-wrong")
        tapSquare(activity, "c5")
        assertEquals("Well done.", activity.message.text.toString())
        assertEquals(View.VISIBLE, activity.view<View>(R.id.next_button).visibility)
        // The passed step is in the game store's file (kept as the trainer's effect, after the frame is
        // drawn): another store opened on it sees it.
        fun kept() = GameStore.open(gamesDb()).use { store -> store.learnProgress().use { it.lessonStepsPassed("bagh-chal") } }
        idleUntil("the passed step kept") { kept().isNotEmpty() }
        assertEquals(listOf(3u), kept())
        screenshot(activity, "learn-lesson-passed")
        tap(activity, activity.view<Button>(R.id.next_button))
        idleUntil("the next step") { activity.view<TextView>(R.id.trainer_title).text.startsWith("Step 5") }
        assertNothingClipped(activity)
    }

    @Test
    fun aPuzzleShowsAHintAndAnimatesItsSolution() {
        val first = puzzleList("buff-and-green", Lang.EN).first { it.solverMoves >= 2u }
        val activity = trainer("buff-and-green", first.id)
        assertTrue(activity.view<TextView>(R.id.trainer_goal).text.endsWith("find the best move."))
        val board = activity.view<BoardView>(R.id.board)
        tap(activity, activity.view<Button>(R.id.hint_button))
        idleUntil("the hint") { board.scene!!.squares.any { it.hint } }
        assertEquals(1, board.scene!!.squares.count { it.hint })
        screenshot(activity, "learn-puzzle-hint")
        val start = board.scene!!.squares.map { it.piece }
        tap(activity, activity.view<Button>(R.id.solution_button))
        idleUntil("the solution", 60_000) { board.scene!!.squares.map { it.piece } != start }
        settle(5_000)
        screenshot(activity, "learn-puzzle-solution")
        // The whole line stays on the board with only Retry offered; Retry puts the start back.
        assertEquals(View.GONE, activity.view<View>(R.id.hint_button).visibility)
        assertEquals(View.GONE, activity.view<View>(R.id.solution_button).visibility)
        val store = LearnProgressStore(activity) { activity.services.games }
        idleUntil("a revealed puzzle lowers the rating") { store.load().use { it.rating("buff-and-green") < 1000 } }
        val kept = store.load()
        assertFalse("a revealed puzzle is not solved cleanly", kept.isSolved("buff-and-green", first.id))
        tap(activity, activity.view<Button>(R.id.retry_button))
        idleUntil("the start again") { board.scene!!.squares.map { it.piece } == start }
        assertEquals(View.VISIBLE, activity.view<View>(R.id.hint_button).visibility)
    }

    @Test
    fun progressKeptByAnEarlierVersionIsImportedIntoTheStoreOnce() {
        val puzzle = puzzleList("bobail", Lang.EN).first()
        val (json, rating) = LearnProgress("").use { old ->
            old.record(ProgressRecord.LessonStep("bobail", 0u))
            val rating = old.record(ProgressRecord.Puzzle(puzzle.id, true))!!
            old.toJson() to rating
        }
        val prefs = RuntimeEnvironment.getApplication().getSharedPreferences("learn", android.content.Context.MODE_PRIVATE)
        prefs.edit().putString("progress", json).commit()

        val learn = launch(LearnActivity::class.java, learnIntent("bobail")).get()
        val puzzles = learn.view<LinearLayout>(R.id.puzzle_list)
        idleUntil("the puzzles") { puzzles.childCount > 0 }
        assertEquals("Rating $rating · 1 of ${puzzles.childCount} solved", learn.view<TextView>(R.id.puzzle_rating).text.toString())
        assertEquals("1 of 6 steps passed", learn.view<TextView>(R.id.lesson_progress).text.toString())
        assertNull("the old copy is removed", prefs.getString("progress", null))
        GameStore.open(gamesDb()).use { store ->
            store.learnProgress().use { kept ->
                assertEquals(rating, kept.rating("bobail"))
                assertTrue(kept.isSolved("bobail", puzzle.id))
                assertEquals(listOf(0u), kept.lessonStepsPassed("bobail"))
            }
        }
    }
}
