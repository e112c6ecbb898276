package org.boardlore.app.ui

import android.os.Bundle
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.core.PuzzleSummary
import org.boardlore.core.StepView
import org.boardlore.engine.LearnProgress
import org.boardlore.engine.game
import org.boardlore.engine.lessonSteps
import org.boardlore.engine.puzzleList

/** One game's lesson steps and puzzles, with the player's progress and rating (all from the core). */
class LearnActivity : BaseActivity() {
    private lateinit var gameId: String
    private val progressStore by lazy { LearnProgressStore(this) { services.games } }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_learn)
        applyInsets(view(R.id.root))
        gameId = intent.getStringExtra(Screens.EXTRA_GAME_ID) ?: return finish()
        view<Button>(R.id.back_button).setOnClickListener { finish() }
    }

    override fun onResume() {
        super.onResume()
        refresh()
    }

    private class Contents(
        val name: String,
        val steps: List<StepView>,
        val puzzles: List<PuzzleSummary>,
        val progress: LearnProgress,
        val next: PuzzleSummary?,
    )

    private fun refresh() {
        scope.launch {
            val contents = withContext(services.engine) {
                val language = services.language
                val progress = progressStore.load()
                Contents(
                    game(gameId, language).name, lessonSteps(gameId, language), puzzleList(gameId, language),
                    progress, progress.nextPuzzle(gameId, language),
                )
            }
            show(contents)
        }
    }

    private fun show(contents: Contents) {
        val progress = contents.progress
        title = getString(R.string.learn_title, contents.name)
        view<TextView>(R.id.learn_title).text = title
        val passed = progress.lessonStepsPassed(gameId).map { it.toInt() }.toSet()
        view<TextView>(R.id.lesson_progress).text = getString(R.string.learn_lesson_progress, passed.size, contents.steps.size)
        val lessons = view<LinearLayout>(R.id.lesson_list)
        lessons.removeAllViews()
        for (step in contents.steps) {
            val index = step.index.toInt()
            val label = step.heading
            lessons.addView(rowButton(if (index in passed) getString(R.string.learn_solved_mark, label) else label) {
                startActivity(Screens.trainer(this, gameId).putExtra(TrainerActivity.EXTRA_STEP, index))
            })
        }
        val solved = progress.solvedCount(gameId).toInt()
        view<TextView>(R.id.puzzle_rating).text = getString(R.string.learn_rating, progress.rating(gameId), solved, contents.puzzles.size)
        val next = contents.next
        view<Button>(R.id.next_puzzle_button).apply {
            isEnabled = next != null
            setOnClickListener { next?.let { startActivity(Screens.trainer(this@LearnActivity, gameId, it.id)) } }
        }
        val list = view<LinearLayout>(R.id.puzzle_list)
        list.removeAllViews()
        for (puzzle in contents.puzzles) {
            val label = puzzle.heading
            val done = progress.isSolved(gameId, puzzle.id)
            list.addView(rowButton(if (done) getString(R.string.learn_solved_mark, label) else label) {
                startActivity(Screens.trainer(this, gameId, puzzle.id))
            })
        }
        progress.close()
    }

    private fun rowButton(label: String, onClick: () -> Unit): Button =
        (layoutInflater.inflate(R.layout.item_learn_row, null, false) as Button).apply {
            text = label
            setOnClickListener { onClick() }
        }
}
