package org.boardlore.app.ui

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.app.ui.BoardScene.Companion.frame
import org.boardlore.core.Cue
import org.boardlore.core.TrainerAction
import org.boardlore.core.TrainerContent
import org.boardlore.core.TrainerEffect
import org.boardlore.core.TrainerFrame
import org.boardlore.core.TrainerUpdate
import org.boardlore.engine.GameMatch
import org.boardlore.engine.TapEffect
import org.boardlore.engine.TapResult
import org.boardlore.engine.TrainerScreen

/**
 * A lesson step or a puzzle: the core's trainer screen, drawn. Buttons and
 * moves entered on the board go to the trainer; its frames are drawn (the
 * board is a core match made from the frame's position, for the pieces and
 * the taps) and its effects carried out. Nothing here decides anything.
 */
class TrainerActivity : BaseActivity() {
    private var trainer: TrainerScreen? = null
    private var match: GameMatch? = null
    private var frame: TrainerFrame? = null
    private val progressStore by lazy { LearnProgressStore(this) { services.games } }
    private lateinit var board: BoardView
    private lateinit var feedback: GameFeedback

    /** The message under the board: what the core said about the last move. */
    val message: TextView get() = view(R.id.trainer_message)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_trainer)
        applyInsets(view(R.id.root))
        val gameId = intent.getStringExtra(Screens.EXTRA_GAME_ID) ?: return finish()
        val puzzleId = intent.getStringExtra(Screens.EXTRA_PUZZLE_ID)
        val content = if (puzzleId != null) TrainerContent.Puzzle(puzzleId)
        else TrainerContent.Lesson(gameId, intent.getIntExtra(EXTRA_STEP, 0).toUInt())
        board = view(R.id.board)
        board.showCoordinates = settings.coordinates
        board.animationSpeed = settings.animation
        board.showLegalMoves = settings.showLegalMoves
        board.palette = BoardPalette.of(settings.boardTheme, resources)
        feedback = GameFeedback(this)
        feedback.soundOn = settings.sound
        feedback.hapticsOn = settings.haptics
        board.onSquareTapped = { tap(it) }
        board.onDragBegan = { from -> touch { it.dragBegan(from.toUInt()) } }
        board.onDragEnded = { to -> touch { it.dragEnded(to?.toUInt()) } }
        view<Button>(R.id.back_button).setOnClickListener { finish() }
        view<Button>(R.id.hint_button).setOnClickListener { send(TrainerAction.Hint) }
        view<Button>(R.id.solution_button).setOnClickListener { send(TrainerAction.Reveal) }
        view<Button>(R.id.retry_button).setOnClickListener { send(TrainerAction.Retry) }
        view<Button>(R.id.next_button).setOnClickListener { send(TrainerAction.Next) }
        scope.launch {
            val screen = withContext(services.engine) { TrainerScreen(content, services.language) }
            trainer = screen
            draw(withContext(services.engine) { screen.frame() })
        }
    }

    override fun onDestroy() {
        trainer?.close()
        match?.close()
        if (::feedback.isInitialized) feedback.close()
        super.onDestroy()
    }

    private fun send(action: TrainerAction) {
        val t = trainer ?: return
        scope.launch { carryOut(withContext(services.engine) { t.act(action) }) }
    }

    /** Draws the update's frame, then does what it asks, in order. */
    private suspend fun carryOut(update: TrainerUpdate) {
        draw(update.frame)
        val t = trainer ?: return
        for (effect in update.effects) when (effect) {
            is TrainerEffect.Record -> {
                val rating = withContext(services.engine) { progressStore.record(effect.record) }
                carryOut(withContext(services.engine) { t.act(TrainerAction.Recorded(rating)) })
            }
            is TrainerEffect.PlayCue -> feedback.play(effect.cue)
            is TrainerEffect.Announce -> board.announceForAccessibility(effect.text)
            is TrainerEffect.Wait -> scope.launch {
                delay(effect.millis.toLong())
                send(TrainerAction.Due(effect.ticket))
            }
            TrainerEffect.Close -> finish()
        }
    }

    /** Shows [f]: the board at its position (animating the move that led there), its texts and buttons. */
    private suspend fun draw(f: TrainerFrame) {
        frame = f
        val (scene, played) = withContext(services.engine) {
            match?.close()
            val m = GameMatch.fromPosition(f.gameId, emptyList(), f.board.position)
            match = m
            BoardScene.of(m, f.board.hintSquares) to trainer?.playedMove()
        }
        board.flipped = f.board.flipped
        board.show(scene, played?.frame())
        view<TextView>(R.id.trainer_title).text = f.heading
        view<TextView>(R.id.trainer_goal).text = f.goal
        message.text = f.message ?: ""
        fun shown(id: Int, on: Boolean) { view<View>(id).visibility = if (on) View.VISIBLE else View.GONE }
        shown(R.id.hint_button, f.buttons.hint)
        shown(R.id.solution_button, f.buttons.solution)
        shown(R.id.retry_button, f.buttons.retry)
        shown(R.id.next_button, f.buttons.next)
    }

    private fun redraw() {
        val m = match ?: return
        val f = frame ?: return
        scope.launch { board.show(withContext(services.engine) { BoardScene.of(m, f.board.hintSquares) }) }
    }

    /** A tap goes to the match's touch state machine; a move it completes goes to the trainer. */
    private fun tap(square: Int) = touch { it.tap(square.toUInt()) }

    /**
     * A touch on the board (a tap, or a drag's pick-up or drop, which the
     * core turns into a tap or nothing): a move it completes goes to the
     * trainer, a refusal is shown, else the board is redrawn.
     */
    private fun touch(call: (GameMatch) -> TapResult?) {
        val m = match ?: return
        scope.launch {
            val result = withContext(services.engine) { call(m) } ?: return@launch redraw()
            val played = result.played
            if (result.effect == TapEffect.PLAYED && played != null) return@launch send(TrainerAction.Move(played.notation))
            result.refusal?.let {
                message.text = it
                feedback.play(Cue.ILLEGAL)
            }
            redraw()
        }
    }

    companion object {
        const val EXTRA_STEP = "org.boardlore.app.STEP"
    }
}
