package org.boardlore.app.ui

import android.app.AlertDialog
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.ScrollView
import android.widget.TextView
import android.widget.Toast
import kotlinx.coroutines.launch
import org.boardlore.app.R
import org.boardlore.app.core.Busy
import org.boardlore.app.core.GameController
import org.boardlore.app.core.GameEvent
import org.boardlore.app.core.GameState
import org.boardlore.app.core.MatchSetup
import org.boardlore.app.core.Opponent
import org.boardlore.core.Cue
import org.boardlore.engine.levelTitle

/**
 * The game: board, status line, thinking indicator, actions, result and
 * move list. It shows the controller's [GameState] and forwards input; the
 * controller (kept by [AppServices]) survives rotation, and leaving the
 * screen stops the engine's search.
 */
class GameActivity : BaseActivity() {
    private lateinit var gameId: String
    private lateinit var board: BoardView
    /** Sound and vibration (public: the UI tests read what it played). */
    lateinit var feedback: GameFeedback
        private set
    private var controller: GameController? = null
    private var shownSaveError: String? = null
    private val listener = GameController.Listener { state, event -> render(state, event) }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_game)
        applyInsets(view(R.id.root))
        gameId = intent.getStringExtra(Screens.EXTRA_GAME_ID) ?: return finish()
        board = view(R.id.board)
        feedback = GameFeedback(this)
        board.flipped = savedInstanceState?.getBoolean(KEY_FLIPPED) ?: false
        applySettings()
        wireActions()

        val existing = services.controller(gameId)
        if (existing != null) {
            attach(existing, flipDefault = savedInstanceState == null)
        } else {
            scope.launch {
                val opened = services.opener.resume(gameId, fallbackSetup())
                services.adopt(gameId, opened.controller)
                attach(opened.controller, flipDefault = savedInstanceState == null)
                val name = opened.controller.state.game.name
                val problem = when {
                    opened.setAside != null -> getString(R.string.corrupt_save, name, opened.setAside.name)
                    opened.unreadable -> getString(R.string.corrupt_game_in_progress, name)
                    else -> null
                }
                if (problem != null) {
                    AlertDialog.Builder(this@GameActivity)
                        .setMessage(problem)
                        .setPositiveButton(android.R.string.ok, null)
                        .show()
                }
            }
        }
    }

    /** Back first puts down a picked-up piece, then leaves. */
    override fun onBack(): Boolean {
        val c = controller ?: return false
        if (c.state.board.selection.isEmpty()) return false
        c.clearSelection()
        return true
    }

    /** A new game against the computer at the default level, for a game never played (or unreadable). */
    private fun fallbackSetup() = MatchSetup(gameId, emptyMap(), Opponent.Computer(humanSide = 0, level = settings.defaultLevel))

    private fun attach(controller: GameController, flipDefault: Boolean) {
        this.controller = controller
        val state = controller.state
        // The person's own side sits at the bottom.
        if (flipDefault) board.flipped = (controller.setup.opponent as? Opponent.Computer)?.humanSide == 1
        board.onSquareTapped = { controller.tap(it) }
        board.onDragCancelled = { controller.clearSelection() }
        controller.addListener(listener)
        controller.start()
    }

    override fun onStart() {
        super.onStart()
        controller?.start()
    }

    override fun onResume() {
        super.onResume()
        applySettings()
    }

    override fun onStop() {
        // Leaving the screen stops the engine; it resumes on return.
        controller?.pause()
        super.onStop()
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        outState.putBoolean(KEY_FLIPPED, board.flipped)
    }

    override fun onDestroy() {
        controller?.removeListener(listener)
        if (isFinishing) services.release(gameId)
        if (::feedback.isInitialized) feedback.close()
        super.onDestroy()
    }

    private fun applySettings() {
        board.showCoordinates = settings.coordinates
        board.animationSpeed = settings.animation
        board.showLegalMoves = settings.showLegalMoves
        board.palette = BoardPalette.of(settings.boardTheme, resources)
        feedback.soundOn = settings.sound
        feedback.hapticsOn = settings.haptics
    }

    private fun wireActions() {
        view<Button>(R.id.back_button).setOnClickListener { finish() }
        view<Button>(R.id.undo_button).setOnClickListener { controller?.undo() }
        view<Button>(R.id.redo_button).setOnClickListener { controller?.redo() }
        view<Button>(R.id.hint_button).setOnClickListener { controller?.hint() }
        view<Button>(R.id.pass_button).setOnClickListener { controller?.pass() }
        view<Button>(R.id.finish_button).setOnClickListener { controller?.finishMove() }
        view<Button>(R.id.flip_button).setOnClickListener { board.flipped = !board.flipped }
        view<Button>(R.id.rules_button).setOnClickListener { startActivity(Screens.rules(this, gameId)) }
        view<Button>(R.id.resign_button).setOnClickListener {
            confirm(R.string.resign_confirm, R.string.action_resign) { controller?.resign() }
        }
        view<Button>(R.id.new_game_button).setOnClickListener {
            confirm(R.string.new_game_confirm, R.string.action_new_game) { controller?.newGame() }
        }
        view<Button>(R.id.play_again_button).setOnClickListener { controller?.newGame() }
        view<Button>(R.id.review_button).setOnClickListener {
            controller?.state?.finishedId?.let { startActivity(Screens.review(this, it, fromGame = true)) }
        }
        view<Button>(R.id.share_button).setOnClickListener {
            controller?.state?.let { BoardShare.offer(this, board, it.game.name, it.shareText) }
        }
    }

    private fun confirm(message: Int, action: Int, then: () -> Unit) {
        AlertDialog.Builder(this)
            .setMessage(message)
            .setPositiveButton(action) { _, _ -> then() }
            .setNegativeButton(R.string.confirm_cancel, null)
            .show()
    }

    private fun render(state: GameState, event: GameEvent?) {
        val played = event as? GameEvent.MovePlayed
        board.show(state, played?.move, played?.before)
        view<TextView>(R.id.title).text = state.game.name
        view<TextView>(R.id.players).text = playersLine(state)
        view<TextView>(R.id.status).text = state.status.text
        view<TextView>(R.id.hint_text).apply {
            text = state.hintText ?: ""
            visibility = if (state.hintText != null) View.VISIBLE else View.GONE
        }
        view<PieceTrayView>(R.id.tray).show(state.tray, state.art, state.status.counters.joinToString(" · ") { it.text })

        val thinking = view<View>(R.id.thinking)
        thinking.visibility = if (state.busy == Busy.IDLE) View.INVISIBLE else View.VISIBLE
        view<TextView>(R.id.thinking_text).setText(if (state.busy == Busy.HINT) R.string.hint_thinking else R.string.thinking)

        val idle = state.busy == Busy.IDLE
        view<Button>(R.id.undo_button).isEnabled = state.status.canUndo
        view<Button>(R.id.redo_button).isEnabled = state.status.canRedo
        view<Button>(R.id.hint_button).isEnabled = idle && state.acceptsTaps
        view<Button>(R.id.resign_button).isEnabled = !state.status.isOver
        view<View>(R.id.pass_button).visibility = if (state.status.canPass && state.acceptsTaps) View.VISIBLE else View.GONE
        view<View>(R.id.finish_button).visibility = if (state.status.canFinish && state.acceptsTaps) View.VISIBLE else View.GONE

        val over = state.status.outcome
        view<View>(R.id.result_panel).visibility = if (over != null) View.VISIBLE else View.GONE
        view<TextView>(R.id.result_text).text = over?.text ?: ""
        view<View>(R.id.review_button).visibility = if (over != null && state.finishedId != null) View.VISIBLE else View.GONE

        val moves = state.moveList
        view<TextView>(R.id.move_list).text = moves.ifEmpty { getString(R.string.no_moves_yet) }
        if (played != null) {
            // After a move the newest move shows; after the last one, the result panel does.
            val panel = view<ScrollView>(R.id.panel_scroll)
            panel.post { if (over != null) panel.smoothScrollTo(0, 0) else panel.fullScroll(View.FOCUS_DOWN) }
        }

        when (event) {
            is GameEvent.MovePlayed -> {
                feedback.play(state.lastMoveCue ?: Cue.MOVE)
                board.announceForAccessibility(state.lastMoveSpoken ?: event.move.notation)
            }
            is GameEvent.IllegalTap -> {
                feedback.play(Cue.ILLEGAL)
                // The core's reason stays in the status line until the next change.
                event.reason?.let { view<TextView>(R.id.status).text = it }
            }
            is GameEvent.Announcement -> board.announceForAccessibility(event.text)
            is GameEvent.Failed -> Toast.makeText(this, getString(R.string.engine_error, event.message ?: getString(R.string.engine_failed)), Toast.LENGTH_LONG).show()
            is GameEvent.SelectionChanged, null -> Unit
        }
        if (state.saveError != null && state.saveError != shownSaveError) {
            Toast.makeText(this, getString(R.string.engine_error, state.saveError), Toast.LENGTH_LONG).show()
        }
        shownSaveError = state.saveError
    }

    private fun playersLine(state: GameState): String {
        val opponent = state.setup.opponent
        if (opponent !is Opponent.Computer) return getString(R.string.players_two)
        val sides = state.game.sides
        val level = levelTitle(GameController.engineLevel(opponent.level), services.language)
        return getString(R.string.players_vs_computer, sides[opponent.humanSide].name, sides[1 - opponent.humanSide].name, level)
    }

    private companion object {
        const val KEY_FLIPPED = "flipped"
    }
}
