package org.boardlore.app.ui

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.app.core.GameController
import org.boardlore.app.core.GameState
import org.boardlore.app.core.MatchSetup
import org.boardlore.app.core.Opponent
import org.boardlore.engine.BoardState
import org.boardlore.core.Cue
import org.boardlore.engine.GameMatch
import org.boardlore.engine.LearnLesson
import org.boardlore.engine.LessonVerdict
import org.boardlore.engine.MoveDescription
import org.boardlore.core.Side
import org.boardlore.engine.PuzzleMoveVerdict
import org.boardlore.engine.PuzzleSession
import org.boardlore.engine.TapEffect

/**
 * A lesson step or a puzzle on the board. The board is a core match made
 * from the position the core gives; a move entered by taps goes to the
 * core's lesson or puzzle, which judges it and says why when it is wrong.
 * Nothing here decides anything about the game.
 */
class TrainerActivity : BaseActivity() {
    private lateinit var gameId: String
    private var lesson: LearnLesson? = null
    private var puzzle: PuzzleSession? = null
    private var match: GameMatch? = null
    private val progressStore by lazy { LearnProgressStore(this) { services.games } }
    private lateinit var board: BoardView
    private lateinit var feedback: GameFeedback

    /** The message under the board: why a move was refused, or what comes next. */
    val message: TextView get() = view(R.id.trainer_message)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_trainer)
        applyInsets(view(R.id.root))
        gameId = intent.getStringExtra(Screens.EXTRA_GAME_ID) ?: return finish()
        val puzzleId = intent.getStringExtra(Screens.EXTRA_PUZZLE_ID)
        val step = intent.getIntExtra(EXTRA_STEP, 0)
        board = view(R.id.board)
        board.showCoordinates = settings.coordinates
        board.animationSpeed = settings.animation
        board.showLegalMoves = settings.showLegalMoves
        board.palette = BoardPalette.of(settings.boardTheme, resources)
        feedback = GameFeedback(this)
        feedback.soundOn = settings.sound
        feedback.hapticsOn = settings.haptics
        board.onSquareTapped = { tap(it) }
        board.onDragCancelled = { scope.launch { withContext(services.engine) { match?.clearSelection() }; redraw() } }
        view<Button>(R.id.back_button).setOnClickListener { finish() }
        view<Button>(R.id.hint_button).setOnClickListener { hint() }
        view<Button>(R.id.solution_button).setOnClickListener { showSolution() }
        view<Button>(R.id.retry_button).setOnClickListener { retry() }
        view<Button>(R.id.next_button).setOnClickListener { next() }
        scope.launch {
            withContext(services.engine) {
                if (puzzleId != null) {
                    puzzle = PuzzleSession(puzzleId)
                } else {
                    lesson = LearnLesson(gameId).also { it.goTo(step.toUInt()) }
                }
            }
            load(null, null)
            // A puzzle is seen from the solver's side, as on a real board.
            if (puzzle != null) board.flipped = board.state?.board?.sideToMove == Side.SECOND
        }
    }

    override fun onDestroy() {
        lesson?.close()
        puzzle?.close()
        match?.close()
        if (::feedback.isInitialized) feedback.close()
        super.onDestroy()
    }

    /** Shows the core's current position (animating [played] from [before]) and the texts. */
    private suspend fun load(played: MoveDescription?, before: BoardState?, hintSquares: List<UInt> = emptyList()) {
        val (state, texts) = withContext(services.engine) {
            val position = lesson?.step()?.position ?: puzzle!!.position()
            match?.close()
            val m = GameMatch.fromPosition(gameId, emptyList(), position)
            match = m
            snapshot(m, hintSquares) to texts()
        }
        board.show(state, played, before)
        view<TextView>(R.id.trainer_title).text = texts.first
        view<TextView>(R.id.trainer_goal).text = texts.second
        updateButtons()
    }

    private fun texts(): Pair<String, String> {
        lesson?.let { l ->
            val s = l.step()
            return getString(R.string.learn_step, s.index.toInt() + 1, s.count.toInt(), s.title) to s.goal
        }
        val p = puzzle!!
        val summary = p.summary()
        return getString(R.string.learn_puzzle_row, summary.id, summary.themeName, summary.difficulty.toInt()) to p.goal()
    }

    private fun snapshot(m: GameMatch, hintSquares: List<UInt>): GameState {
        val board = m.board().let { b ->
            if (hintSquares.isEmpty()) b else b.copy(squares = b.squares.map { it.copy(hint = it.index in hintSquares) })
        }
        // The game screen's own snapshot, so the trainer draws the same piece art and tray.
        return GameController.snapshotOf(m, MatchSetup(gameId, emptyMap(), Opponent.TwoPlayers), board)
    }

    private fun updateButtons() {
        val passed = lesson?.step()?.passed ?: puzzle?.solved() ?: false
        view<View>(R.id.solution_button).visibility = if (puzzle != null && !passed) View.VISIBLE else View.GONE
        view<View>(R.id.hint_button).visibility = if (passed) View.GONE else View.VISIBLE
        view<View>(R.id.next_button).visibility = if (passed && lesson != null) View.VISIBLE else View.GONE
    }

    private fun redraw() {
        val m = match ?: return
        scope.launch {
            val state = withContext(services.engine) { snapshot(m, emptyList()) }
            board.show(state)
        }
    }

    private fun tap(square: Int) {
        val m = match ?: return
        scope.launch {
            val before = board.state?.board
            val result = withContext(services.engine) { m.tap(square.toUInt()) }
            val played = result.played
            if (result.effect != TapEffect.PLAYED || played == null) {
                result.refusal?.let {
                    message.text = it.text
                    feedback.play(Cue.ILLEGAL)
                }
                redraw()
                return@launch
            }
            feedback.play(withContext(services.engine) { m.lastMoveCue() } ?: Cue.MOVE)
            judge(played, before)
        }
    }

    /** Sends the move to the core's lesson or puzzle, then shows the verdict. */
    private suspend fun judge(played: MoveDescription, before: BoardState?) {
        lesson?.let { l ->
            val attempt = withContext(services.engine) { l.play(played.notation) }
            message.text = attempt.message
            when (attempt.verdict) {
                LessonVerdict.PASSED -> {
                    withContext(services.engine) { progressStore.load().use { it.recordLessonStep(gameId, l.step().index); progressStore.save(it) } }
                    load(played, before)
                }
                LessonVerdict.CONTINUE -> load(attempt.reply, null)
                LessonVerdict.FAILED, LessonVerdict.WRONG, LessonVerdict.REFUSED -> load(null, null)
            }
            return
        }
        val p = puzzle ?: return
        val result = withContext(services.engine) { p.play(played.notation) }
        message.text = result.message
        when (result.verdict) {
            PuzzleMoveVerdict.SOLVED -> {
                val rating = withContext(services.engine) {
                    progressStore.load().use { progress ->
                        progress.recordPuzzle(p.summary().id, p.clean()).also { progressStore.save(progress) }
                    }
                }
                message.text = getString(R.string.learn_solved_with_rating, result.message, rating)
                load(played, before)
            }
            PuzzleMoveVerdict.CORRECT -> load(result.reply, null)
            PuzzleMoveVerdict.WRONG, PuzzleMoveVerdict.REFUSED -> load(null, null)
        }
    }

    private fun hint() {
        scope.launch {
            lesson?.let { l ->
                val text = withContext(services.engine) { l.hint() }
                message.text = text ?: ""
                val squares = withContext(services.engine) {
                    val notation = l.hintMove()
                    match?.legalMoves()?.firstOrNull { it.notation == notation }?.taps ?: emptyList()
                }
                load(null, null, squares)
                return@launch
            }
            val square = withContext(services.engine) { puzzle?.hint() } ?: return@launch
            load(null, null, listOf(square))
        }
    }

    /** Plays the rest of the solution on the board, one move at a time. */
    private fun showSolution() {
        val p = puzzle ?: return
        scope.launch {
            val line = withContext(services.engine) { p.reveal() }
            var m = match ?: return@launch
            for (move in line) {
                val before = board.state?.board
                val state = withContext(services.engine) {
                    m.play(move.notation)
                    snapshot(m, emptyList())
                }
                board.show(state, move, before)
                message.text = move.notation
                delay(SOLUTION_STEP_MILLIS)
            }
            withContext(services.engine) {
                progressStore.load().use { it.recordPuzzle(p.summary().id, false); progressStore.save(it) }
                p.restart()
            }
            view<View>(R.id.hint_button).visibility = View.VISIBLE
        }
    }

    private fun retry() {
        scope.launch {
            withContext(services.engine) { lesson?.retry() ?: puzzle?.restart() }
            message.text = ""
            load(null, null)
        }
    }

    private fun next() {
        val l = lesson ?: return
        scope.launch {
            val more = withContext(services.engine) { l.nextStep() }
            if (!more) return@launch finish()
            message.text = ""
            load(null, null)
        }
    }

    companion object {
        const val EXTRA_STEP = "org.boardlore.app.STEP"
        const val SOLUTION_STEP_MILLIS = 700L
    }
}
