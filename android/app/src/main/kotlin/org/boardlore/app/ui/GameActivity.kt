package org.boardlore.app.ui

import android.app.AlertDialog
import android.os.Bundle
import android.view.Gravity
import android.view.View
import android.widget.Button
import android.widget.ScrollView
import android.widget.TextView
import android.widget.Toast
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.app.core.GameScreenDriver
import org.boardlore.core.Busy
import org.boardlore.core.GameAction
import org.boardlore.core.GameEffect
import org.boardlore.core.GameFrame
import org.boardlore.core.TurnRow
import org.boardlore.engine.GameScreenHandle

/**
 * The game: board, status line, thinking indicator, actions, result and
 * move list, all drawn from the core's [GameFrame]. Taps, drags and buttons
 * go to the core's game screen as [GameAction]s through the
 * [GameScreenDriver] (kept by [AppServices], so it survives rotation), and
 * the screen's effects (cues, announcements, the review, errors) are
 * carried out here. Nothing is decided here.
 */
class GameActivity : BaseActivity() {
    private lateinit var gameId: String
    private lateinit var board: BoardView
    /** Sound and vibration (public: the UI tests read what it played). */
    lateinit var feedback: GameFeedback
        private set

    /** The game screen's driver, once opened (the tests act through it too). */
    var driver: GameScreenDriver? = null
        private set

    /** The frame drawn last. */
    var frame: GameFrame? = null
        private set
    /** The move list's rows drawn last. */
    private var shownTurns: List<TurnRow>? = null
    private val listener = GameScreenDriver.Listener { frame, effects -> render(frame, effects) }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_game)
        applyInsets(view(R.id.root))
        gameId = intent.getStringExtra(Screens.EXTRA_GAME_ID) ?: return finish()
        board = view(R.id.board)
        feedback = GameFeedback(this)
        applySettings()
        wireActions()

        val existing = services.driver(gameId)
        if (existing != null) {
            attach(existing)
        } else {
            scope.launch {
                // The game in progress the store keeps, or what the core opens instead.
                val screen = withContext(services.engine) {
                    services.importLegacySaves()
                    GameScreenHandle.resumeFrom(services.games, gameId, settings.level, services.language)
                }
                attach(services.adopt(gameId, screen))
                services.keptAside.remove(gameId)?.let { file ->
                    AlertDialog.Builder(this@GameActivity)
                        .setMessage(getString(R.string.corrupt_save, frame?.gameName ?: gameId, file))
                        .setPositiveButton(android.R.string.ok, null)
                        .show()
                }
            }
        }
    }

    /** Back first puts down a picked-up piece, then leaves. */
    override fun onBack(): Boolean {
        if (frame?.selection.isNullOrEmpty()) return false
        act(GameAction.ClearSelection)
        return true
    }

    private fun act(action: GameAction) {
        driver?.act(action)
    }

    private fun attach(driver: GameScreenDriver) {
        this.driver = driver
        board.onSquareTapped = { act(GameAction.Tap(it.toUInt())) }
        board.onDragBegan = { act(GameAction.DragBegan(it.toUInt())) }
        board.onDragEnded = { act(GameAction.DragEnded(it?.toUInt())) }
        driver.addListener(listener)
        driver.act(GameAction.Shown)
    }

    override fun onStart() {
        super.onStart()
        act(GameAction.Shown)
    }

    override fun onResume() {
        super.onResume()
        applySettings()
    }

    override fun onStop() {
        // Leaving the screen stops the engine; it resumes on return.
        act(GameAction.Hidden)
        super.onStop()
    }

    override fun onDestroy() {
        driver?.removeListener(listener)
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
        fun button(id: Int, action: () -> Unit) = view<Button>(id).setOnClickListener { action() }
        button(R.id.back_button) { finish() }
        button(R.id.undo_button) { act(GameAction.Undo) }
        button(R.id.redo_button) { act(GameAction.Redo) }
        button(R.id.hint_button) { act(GameAction.Hint) }
        button(R.id.pass_button) { act(GameAction.Pass) }
        button(R.id.finish_button) { act(GameAction.Finish) }
        button(R.id.flip_button) { act(GameAction.Flip) }
        button(R.id.rules_button) { startActivity(Screens.rules(this, gameId)) }
        button(R.id.resign_button) { confirm(R.string.resign_confirm, R.string.action_resign) { act(GameAction.Resign) } }
        // The form starts from this game's settings and plays the new game here.
        button(R.id.new_game_button) { startActivity(Screens.newGame(this, gameId, fromGame = true)) }
        button(R.id.play_again_button) { act(GameAction.Restart) }
        button(R.id.review_button) { act(GameAction.Review) }
        button(R.id.share_button) { frame?.let { BoardShare.offer(this, board, it.gameName, it.shareText) } }
    }

    private fun confirm(message: Int, action: Int, then: () -> Unit) {
        AlertDialog.Builder(this)
            .setMessage(message)
            .setPositiveButton(action) { _, _ -> then() }
            .setNegativeButton(R.string.confirm_cancel, null)
            .show()
    }

    private fun render(f: GameFrame, effects: List<GameEffect>) {
        frame = f
        val played = f.lastMove.takeIf { f.lastMoveAnimates }
        if (board.flipped != f.flipped) board.flipped = f.flipped
        board.show(BoardScene.of(f), played)
        view<TextView>(R.id.title).text = f.gameName
        view<TextView>(R.id.players).text = f.playersText
        view<TextView>(R.id.status).text = f.statusText
        view<TextView>(R.id.hint_text).apply {
            text = f.hintText ?: ""
            visibility = if (f.hintText != null) View.VISIBLE else View.GONE
        }
        view<PieceTrayView>(R.id.tray).show(f.tray, f.gameId, f.countersText)
        view<View>(R.id.thinking).visibility = if (f.busy == Busy.IDLE) View.INVISIBLE else View.VISIBLE
        view<TextView>(R.id.thinking_text).text = f.busyText ?: ""

        view<Button>(R.id.undo_button).isEnabled = f.canUndo
        view<Button>(R.id.redo_button).isEnabled = f.canRedo
        view<Button>(R.id.hint_button).isEnabled = f.canHint
        view<Button>(R.id.resign_button).isEnabled = f.canResign
        view<View>(R.id.pass_button).visibility = if (f.canPass) View.VISIBLE else View.GONE
        view<View>(R.id.finish_button).visibility = if (f.canFinish) View.VISIBLE else View.GONE
        view<View>(R.id.result_panel).visibility = if (f.isOver) View.VISIBLE else View.GONE
        view<TextView>(R.id.result_text).text = f.resultText ?: ""
        view<View>(R.id.review_button).visibility = if (f.canReview) View.VISIBLE else View.GONE
        if (f.turns != shownTurns) showTurns(f.turns)
        if (played != null) {
            // After a move the newest move shows; after the last one, the result panel does.
            val panel = view<ScrollView>(R.id.panel_scroll)
            panel.post { if (f.isOver) panel.smoothScrollTo(0, 0) else panel.fullScroll(View.FOCUS_DOWN) }
        }

        for (effect in effects) when (effect) {
            is GameEffect.Cue -> feedback.play(effect.feedback)
            is GameEffect.Announce -> board.announceForAccessibility(effect.text)
            is GameEffect.OpenReview -> startActivity(Screens.review(this, effect.gameId, fromGame = true, flipped = effect.flipped))
            is GameEffect.OpenBrowser -> startActivity(Screens.browse(this, effect.save, effect.ply, effect.finishedGameId, effect.flipped))
            is GameEffect.ShowError -> Toast.makeText(this, effect.text, Toast.LENGTH_LONG).show()
            is GameEffect.StartSearch, is GameEffect.CancelSearch, is GameEffect.Save -> Unit
        }
    }

    /** One cell per row of the core's move list (its number and moves, spoken as the core words it); a tap browses from it. */
    private fun showTurns(turns: List<TurnRow>) {
        shownTurns = turns
        val list = view<ActionRow>(R.id.move_list)
        list.removeAllViews()
        fun cell(text: String) = TextView(this).apply {
            this.text = text
            minHeight = resources.getDimensionPixelSize(R.dimen.touch_target)
            gravity = Gravity.CENTER_VERTICAL
            val pad = (8 * resources.displayMetrics.density).toInt()
            setPadding(pad, 0, pad, 0)
            setTextAppearance(android.R.style.TextAppearance_Material_Body1)
            setTextColor(getColor(R.color.on_surface))
        }
        if (turns.isEmpty()) list.addView(cell(getString(R.string.no_moves_yet)))
        for (row in turns) list.addView(cell("${row.number} ${row.text}").apply {
            tag = "turn-${row.firstPly}"
            paint.isFakeBoldText = row.captures
            contentDescription = row.spoken
            isClickable = true
            isFocusable = true
            setOnClickListener { act(GameAction.BrowseFrom(row.firstPly)) }
        })
    }
}
