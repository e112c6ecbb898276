package org.boardlore.app.ui

import android.os.Bundle
import android.view.Gravity
import android.view.View
import android.widget.Button
import android.widget.ProgressBar
import android.widget.ScrollView
import android.widget.TextView
import kotlinx.coroutines.future.await
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.core.BoardGeometry
import org.boardlore.core.BrowseException
import org.boardlore.core.BrowserAction
import org.boardlore.core.BrowserEffect
import org.boardlore.core.BrowserFrame
import org.boardlore.core.BrowserOpen
import org.boardlore.core.MoveLabel
import org.boardlore.core.ReviewState
import org.boardlore.core.TurnRow
import org.boardlore.engine.BrowserScreenHandle
import org.boardlore.engine.game
import java.util.concurrent.atomic.AtomicBoolean

/**
 * The browser screen: a game stepped through move by move, with its engine
 * review. It draws the core's `BrowserFrame` (the board's squares with the
 * game screen's board view, the arrows, the caption, the move list's rows
 * with their labels, the review's state) and forwards the person's steps and
 * taps; every choice is the core's browser screen. It runs the review job
 * the core asks for on a thread of its own ([ReviewRuns]), showing its
 * progress. Opened from a History row, from the end of a game (`OpenReview`)
 * or from the game screen's move list (`OpenBrowser`).
 */
class ReviewActivity : BaseActivity() {
    private var storedId = NO_ID
    private lateinit var board: BoardView
    private var screen: BrowserScreenHandle? = null
    private var geometry: Pair<String, BoardGeometry>? = null
    private val moveCells = mutableListOf<TextView>()
    private val polling = AtomicBoolean(false)

    /** The frame shown now (the tests read it). */
    var frame: BrowserFrame? = null
        private set

    /** The move list's rows as the core gave them, one cell each (the tests read it). */
    val rows: List<TurnRow> get() = frame?.rows.orEmpty()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_review)
        applyInsets(view(R.id.root))
        storedId = intent.getLongExtra(Screens.EXTRA_STORED_ID, NO_ID)
        board = view(R.id.board)
        board.interactive = false
        applySettings()
        wireSteps()
        val fromGame = intent.getBooleanExtra(Screens.EXTRA_FROM_GAME, false)
        view<Button>(R.id.back_button).apply {
            setText(if (fromGame) R.string.review_back_to_game else R.string.action_back)
            setOnClickListener { finish() }
        }
        val open = BrowserOpen(
            save = intent.getStringExtra(Screens.EXTRA_SAVE),
            finishedGameId = storedId.takeIf { it != NO_ID },
            ply = intent.getIntExtra(Screens.EXTRA_PLY, -1).takeIf { it >= 0 }?.toUInt(),
            flipped = if (intent.hasExtra(Screens.EXTRA_FLIPPED)) intent.getBooleanExtra(Screens.EXTRA_FLIPPED, false) else null,
            language = services.language,
            reviewLevel = null,
        )
        open(open, savedInstanceState?.getInt(KEY_PLY, -1)?.takeIf { it >= 0 })
    }

    override fun onResume() {
        super.onResume()
        applySettings()
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        frame?.let { outState.putInt(KEY_PLY, it.ply.toInt()) }
    }

    override fun onDestroy() {
        polling.set(false)
        // Leaving for good stops the review; a rotation finds it still running.
        if (isFinishing) {
            screen?.let { s -> services.reviews.forget(storedId, s) }
            screen?.act(BrowserAction.StopReview)
        }
        super.onDestroy()
    }

    private fun applySettings() {
        board.showCoordinates = settings.coordinates
        board.palette = BoardPalette.of(settings.boardTheme, resources)
        // Nobody moves here: the arrows say what was played, legal targets would only clutter.
        board.showLegalMoves = false
    }

    /**
     * Opens the browser screen [open] asks for (a rotation finds the one
     * whose review still runs), at position [ply] when the screen is
     * recreated, and tells it that it shows.
     */
    private fun open(open: BrowserOpen, ply: Int?) {
        scope.launch {
            val opened = try {
                withContext(services.engine) {
                    val running = services.reviews.running(storedId)
                    val handle = running?.screen ?: BrowserScreenHandle(open, services.games)
                    ply?.let { handle.act(BrowserAction.GoTo(it.toUInt())) }
                    handle to handle.act(BrowserAction.Shown)
                }
            } catch (e: BrowseException) {
                view<TextView>(R.id.caption).text = e.message ?: e.toString()
                return@launch
            }
            screen = opened.first
            show(opened.second.frame)
            carryOut(opened.second.effects)
            services.reviews.running(storedId)?.let { if (opened.second.effects.isEmpty()) awaitReview(it) }
        }
    }

    private fun wireSteps() {
        // Right to left, the row is mirrored: the first step sits at the right, pointing right.
        val rtl = resources.configuration.layoutDirection == View.LAYOUT_DIRECTION_RTL
        val glyphs = listOf(R.string.review_glyph_first, R.string.review_glyph_previous, R.string.review_glyph_next, R.string.review_glyph_last)
        val ids = listOf(R.id.first_button, R.id.previous_button, R.id.next_button, R.id.last_button)
        val steps = listOf(BrowserAction.Start, BrowserAction.Back, BrowserAction.Forward, BrowserAction.End)
        for ((i, id) in ids.withIndex()) {
            view<Button>(id).apply {
                text = getString(if (rtl) glyphs[3 - i] else glyphs[i])
                setOnClickListener { act(steps[i]) }
                isEnabled = false
            }
        }
    }

    /** Sends [action] to the browser screen, draws its frame and carries out its effects. */
    private fun act(action: BrowserAction) {
        val s = screen ?: return
        scope.launch {
            val update = withContext(services.engine) { s.act(action) }
            show(update.frame)
            carryOut(update.effects)
        }
    }

    /** Taps on move [index] of the list (a row's `firstPly`). */
    fun selectMove(index: Int) = act(BrowserAction.SelectRow(index.toUInt()))

    /** A review to run: on a thread of its own; `CancelReview` the handle carried out itself. */
    private fun carryOut(effects: List<BrowserEffect>) {
        val s = screen ?: return
        for (effect in effects) {
            if (effect is BrowserEffect.StartReview) awaitReview(services.reviews.start(storedId, s, effect.job))
        }
    }

    /** Shows [run]'s progress until it ends, then sends its answer to the screen. */
    private fun awaitReview(run: ReviewRuns.Run) {
        val progressText = view<TextView>(R.id.review_progress_text)
        val bar = view<ProgressBar>(R.id.review_progress_bar)
        // Progress is read on a thread of its own and posted: no timer on the main thread.
        polling.set(true)
        Thread({
            while (polling.get() && !run.result.isDone) {
                val p = run.screen.reviewProgress()
                if (p != null) {
                    progressText.post {
                        if (!polling.get()) return@post
                        progressText.text = getString(R.string.history_reviewing, p.done.toInt(), p.total.toInt())
                        bar.max = p.total.toInt().coerceAtLeast(1)
                        bar.progress = p.done.toInt()
                    }
                }
                try {
                    Thread.sleep(POLL_MILLIS)
                } catch (e: InterruptedException) {
                    return@Thread
                }
            }
        }, "boardlore-review-progress").apply { isDaemon = true }.start()
        scope.launch {
            val answer = runCatching { run.result.await() }.getOrNull()
            polling.set(false)
            answer?.let { act(it) }
        }
    }

    private fun show(frame: BrowserFrame) {
        val rowsChanged = this.frame?.rows != frame.rows
        this.frame = frame
        view<TextView>(R.id.title).text = frame.gameName
        view<TextView>(R.id.result).text = frame.resultText ?: ""
        if (board.flipped != frame.flipped) board.flipped = frame.flipped
        board.show(BoardScene(frame.gameId, frame.gameName, geometryOf(frame), frame.squares, false))
        board.arrows = frame.arrows
        view<TextView>(R.id.caption).text = frame.caption
        view<Button>(R.id.first_button).isEnabled = frame.canBack
        view<Button>(R.id.previous_button).isEnabled = frame.canBack
        view<Button>(R.id.next_button).isEnabled = frame.canForward
        view<Button>(R.id.last_button).isEnabled = frame.canForward
        if (rowsChanged) buildMoveList(frame.rows)
        highlight(frame)
        showReview(frame.review)
    }

    /** The game's board geometry, read once. */
    private fun geometryOf(frame: BrowserFrame): BoardGeometry =
        geometry?.takeIf { it.first == frame.gameId }?.second
            ?: game(frame.gameId, frame.language).geometry.also { geometry = frame.gameId to it }

    /** Marks the frame's current row (the core's `selected`), and scrolls it into view. */
    private fun highlight(frame: BrowserFrame) {
        val selected = frame.selected?.toInt()
        for ((i, cell) in moveCells.withIndex()) {
            val on = i == selected
            cell.isSelected = on
            cell.setBackgroundColor(if (on) getColor(R.color.review_selected) else 0)
        }
        selected?.let { moveCells.getOrNull(it) }?.let { cell ->
            val scroll = view<ScrollView>(R.id.panel_scroll)
            scroll.post { cell.requestRectangleOnScreen(android.graphics.Rect(0, 0, cell.width, cell.height), false) }
        }
    }

    /** One cell per row of the core's move list: its number and move, coloured by its label, spoken as the core words it. */
    private fun buildMoveList(rows: List<TurnRow>) {
        val list = view<ActionRow>(R.id.move_list)
        list.removeAllViews()
        moveCells.clear()
        val pad = (8 * resources.displayMetrics.density).toInt()
        for (row in rows) {
            val index = row.firstPly.toInt()
            val color = labelColor(row.label)
            val cell = TextView(this).apply {
                text = "${row.number} ${row.text}"
                tag = "move-$index"
                minHeight = resources.getDimensionPixelSize(R.dimen.touch_target)
                gravity = Gravity.CENTER_VERTICAL
                setPadding(pad, 0, pad, 0)
                setTextAppearance(android.R.style.TextAppearance_Material_Body1)
                setTextColor(getColor(color))
                paint.isFakeBoldText = color != R.color.on_surface
                contentDescription = row.spoken
                isClickable = true
                isFocusable = true
                setOnClickListener { selectMove(index) }
            }
            list.addView(cell)
            moveCells += cell
        }
    }

    /** The theme's colour of a review label: the losses stand out. */
    private fun labelColor(label: MoveLabel?): Int = when (label) {
        MoveLabel.INACCURACY -> R.color.review_inaccuracy
        MoveLabel.MISTAKE -> R.color.review_mistake
        MoveLabel.BLUNDER -> R.color.review_blunder
        MoveLabel.BEST, MoveLabel.GOOD, null -> R.color.on_surface
    }

    /** The review's state: its progress while it runs, why it failed, its summary once done. */
    private fun showReview(review: ReviewState) {
        val progressRow = view<View>(R.id.review_progress)
        val progressText = view<TextView>(R.id.review_progress_text)
        progressRow.visibility = when (review) {
            is ReviewState.Running, is ReviewState.Failed -> View.VISIBLE
            else -> View.GONE
        }
        view<ProgressBar>(R.id.review_progress_bar).visibility = if (review is ReviewState.Failed) View.GONE else View.VISIBLE
        if (review is ReviewState.Failed) progressText.text = review.text
        val lines = (review as? ReviewState.Reviewed)?.summary.orEmpty()
        view<TextView>(R.id.summary).apply {
            text = lines.joinToString("\n")
            visibility = if (lines.isEmpty()) View.GONE else View.VISIBLE
        }
    }

    private companion object {
        const val NO_ID = -1L
        const val KEY_PLY = "ply"
        const val POLL_MILLIS = 200L
    }
}
