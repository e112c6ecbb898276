package org.boardlore.app.ui

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.core.TrainerAction
import org.boardlore.core.TrainerContent
import org.boardlore.core.TrainerEffect
import org.boardlore.core.TrainerFrame
import org.boardlore.core.TrainerUpdate
import org.boardlore.core.GameDescription
import org.boardlore.engine.TrainerScreen
import org.boardlore.engine.game

/**
 * A lesson step or a puzzle: the core's trainer screen, drawn. Buttons,
 * taps and drags on the board go to the trainer; its frames are drawn (the
 * board from the frame's squares, as the game screen's) and its effects
 * carried out. Nothing here decides anything.
 */
class TrainerActivity : BaseActivity() {
    private var trainer: TrainerScreen? = null
    /** The game's name and board geometry, read once. */
    private var description: GameDescription? = null
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
        board.onSquareTapped = { send(TrainerAction.Tap(it.toUInt())) }
        board.onDragBegan = { send(TrainerAction.DragBegan(it.toUInt())) }
        board.onDragEnded = { send(TrainerAction.DragEnded(it?.toUInt())) }
        view<Button>(R.id.back_button).setOnClickListener { finish() }
        view<Button>(R.id.hint_button).setOnClickListener { send(TrainerAction.Hint) }
        view<Button>(R.id.solution_button).setOnClickListener { send(TrainerAction.Reveal) }
        view<Button>(R.id.retry_button).setOnClickListener { send(TrainerAction.Retry) }
        view<Button>(R.id.next_button).setOnClickListener { send(TrainerAction.Next) }
        scope.launch {
            val (screen, first) = withContext(services.engine) {
                val screen = TrainerScreen(content, services.language)
                val first = screen.frame()
                description = game(first.gameId, services.language)
                screen to first
            }
            trainer = screen
            draw(first)
        }
    }

    override fun onDestroy() {
        trainer?.close()
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

    /** Shows [f]: its board (animating the move that led there), its texts and buttons. */
    private fun draw(f: TrainerFrame) {
        val g = description ?: return
        board.flipped = f.board.flipped
        board.show(
            BoardScene(f.gameId, g.name, g.geometry, f.board.squares, f.board.acceptsMoves),
            f.board.played,
        )
        view<TextView>(R.id.trainer_title).text = f.heading
        view<TextView>(R.id.trainer_goal).text = f.goal
        message.text = f.message ?: ""
        fun shown(id: Int, on: Boolean) { view<View>(id).visibility = if (on) View.VISIBLE else View.GONE }
        shown(R.id.hint_button, f.buttons.hint)
        shown(R.id.solution_button, f.buttons.solution)
        shown(R.id.retry_button, f.buttons.retry)
        shown(R.id.next_button, f.buttons.next)
    }

    companion object {
        const val EXTRA_STEP = "org.boardlore.app.STEP"
    }
}
