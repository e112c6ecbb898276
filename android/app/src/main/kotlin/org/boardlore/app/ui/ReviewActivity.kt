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
import org.boardlore.engine.BoardloreException
import org.boardlore.core.BrowseException
import org.boardlore.core.BrowseFrame
import org.boardlore.engine.GameBrowser
import org.boardlore.engine.GameMatch
import org.boardlore.engine.GameReviewView
import org.boardlore.core.MoveLabel
import org.boardlore.core.MoveRow
import java.util.concurrent.atomic.AtomicBoolean

/**
 * Browsing a finished game of the store, with its engine review: the
 * position at a move drawn exactly as the game screen draws it, the move
 * played from there and the engine's better one as arrows, the core's
 * caption, steps back and forth, and the move list to tap. Every choice
 * (which position, which arrows, the caption, what a step does, the move
 * list's rows and which one is current) is the core's `GameBrowser`; this
 * screen shows its frames and rows.
 *
 * A game not reviewed yet is reviewed on a thread of its own
 * ([ReviewRuns]) with its progress shown; the labels and arrows fill in when
 * it ends. Opened from a History row or from the end of a game.
 */
class ReviewActivity : BaseActivity() {
    private var storedId = NO_ID
    private lateinit var board: BoardView
    private var browser: GameBrowser? = null
    private var review: GameReviewView? = null
    private val moveCells = mutableListOf<TextView>()
    private val polling = AtomicBoolean(false)

    /** The frame shown now (the tests read it). */
    var frame: BrowseFrame? = null
        private set

    /** The move list's rows as the core gave them, one cell each (the tests read it). */
    var rows: List<MoveRow> = emptyList()
        private set

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_review)
        applyInsets(view(R.id.root))
        storedId = intent.getLongExtra(Screens.EXTRA_STORED_ID, NO_ID)
        val save = intent.getStringExtra(Screens.EXTRA_SAVE)
        if (storedId == NO_ID && save == null) return finish()
        board = view(R.id.board)
        board.interactive = false
        board.flipped = intent.getBooleanExtra(Screens.EXTRA_FLIPPED, false)
        applySettings()
        wireSteps()
        val fromGame = intent.getBooleanExtra(Screens.EXTRA_FROM_GAME, false)
        view<Button>(R.id.back_button).apply {
            setText(if (fromGame) R.string.review_back_to_game else R.string.action_back)
            setOnClickListener { finish() }
        }
        val ply = savedInstanceState?.getInt(KEY_PLY, -1)?.takeIf { it >= 0 }
        val move = intent.getIntExtra(Screens.EXTRA_PLY, -1).takeIf { it >= 0 && ply == null }
        open(save, ply, move)
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
        if (isFinishing && storedId != NO_ID) services.reviews.cancel(storedId)
        super.onDestroy()
    }

    private fun applySettings() {
        board.showCoordinates = settings.coordinates
        board.palette = BoardPalette.of(settings.boardTheme, resources)
        // Nobody moves here: the arrows say what was played, legal targets would only clutter.
        board.showLegalMoves = false
    }

    /**
     * Opens the game ([save] as the game screen had it, else the stored
     * game) in a browser, at position [ply] or at move [move] (else at the
     * end), with its kept review; a stored game not reviewed yet is reviewed.
     */
    private fun open(save: String?, ply: Int?, move: Int?) {
        val stored = storedId.takeIf { it != NO_ID }
        scope.launch {
            val opened = try {
                withContext(services.engine) {
                    val kept = stored?.let { services.games.review(it, services.language) }
                    (if (save != null) GameMatch.restore(save) else services.games.openGame(storedId)).use { game ->
                        val browser = GameBrowser(game, kept)
                        val frame = when {
                            ply != null -> browser.goTo(ply.toUInt())
                            move != null -> browser.selectMove(move.toUInt())
                            else -> browser.frame()
                        }
                        Opened(browser, kept, browser.rows(), game.game().name, game.status().outcome?.text, frame, scene(browser))
                    }
                }
            } catch (e: BoardloreException) {
                view<TextView>(R.id.caption).text = getString(R.string.engine_error, e.message ?: e.toString())
                return@launch
            } catch (e: BrowseException) {
                view<TextView>(R.id.caption).text = getString(R.string.engine_error, e.message ?: e.toString())
                return@launch
            }
            browser = opened.browser
            review = opened.review
            view<TextView>(R.id.title).text = opened.name
            view<TextView>(R.id.result).text = opened.result ?: ""
            buildMoveList(opened.rows)
            show(opened.frame, opened.scene)
            if (opened.review == null && stored != null) runReview() else showSummary()
        }
    }

    private class Opened(
        val browser: GameBrowser,
        val review: GameReviewView?,
        val rows: List<MoveRow>,
        val name: String,
        val result: String?,
        val frame: BrowseFrame,
        val scene: BoardScene,
    )

    /** The board of the position [browser] shows. Engine thread. */
    private fun scene(browser: GameBrowser): BoardScene = browser.position().use { BoardScene.of(it) }

    private fun wireSteps() {
        // Right to left, the row is mirrored: the first step sits at the right, pointing right.
        val rtl = resources.configuration.layoutDirection == View.LAYOUT_DIRECTION_RTL
        val glyphs = listOf(R.string.review_glyph_first, R.string.review_glyph_previous, R.string.review_glyph_next, R.string.review_glyph_last)
        val ids = listOf(R.id.first_button, R.id.previous_button, R.id.next_button, R.id.last_button)
        val steps: List<(GameBrowser) -> BrowseFrame> = listOf({ it.start() }, { it.back() }, { it.forward() }, { it.end() })
        for ((i, id) in ids.withIndex()) {
            view<Button>(id).apply {
                text = getString(if (rtl) glyphs[3 - i] else glyphs[i])
                setOnClickListener { step(steps[i]) }
                isEnabled = false
            }
        }
    }

    /** Asks the browser for another frame (a step, a tap on a move) and shows it. */
    private fun step(change: (GameBrowser) -> BrowseFrame) {
        val b = browser ?: return
        scope.launch {
            val result = try {
                withContext(services.engine) {
                    val frame = change(b)
                    frame to scene(b)
                }
            } catch (e: BoardloreException) {
                return@launch
            } catch (e: BrowseException) {
                return@launch
            }
            show(result.first, result.second)
        }
    }

    /** Taps on move [index] of the list (a row's `ply`). */
    fun selectMove(index: Int) = step { it.selectMove(index.toUInt()) }

    private fun show(frame: BrowseFrame, scene: BoardScene) {
        this.frame = frame
        board.show(scene)
        board.arrows = frame.arrows
        view<TextView>(R.id.caption).text = frame.caption
        view<Button>(R.id.first_button).isEnabled = frame.canBack
        view<Button>(R.id.previous_button).isEnabled = frame.canBack
        view<Button>(R.id.next_button).isEnabled = frame.canForward
        view<Button>(R.id.last_button).isEnabled = frame.canForward
        highlight(frame)
    }

    /** Marks the frame's current row (the core's `selected`), and scrolls it into view. */
    private fun highlight(frame: BrowseFrame) {
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
    private fun buildMoveList(rows: List<MoveRow>) {
        this.rows = rows
        val list = view<ActionRow>(R.id.move_list)
        list.removeAllViews()
        moveCells.clear()
        val pad = (8 * resources.displayMetrics.density).toInt()
        for (row in rows) {
            val index = row.ply.toInt()
            val color = labelColor(row.label)
            val cell = TextView(this).apply {
                text = "${row.number} ${row.notation}"
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
        frame?.let { highlight(it) }
    }

    /** The theme's colour of a review label: the losses stand out. */
    private fun labelColor(label: MoveLabel?): Int = when (label) {
        MoveLabel.INACCURACY -> R.color.review_inaccuracy
        MoveLabel.MISTAKE -> R.color.review_mistake
        MoveLabel.BLUNDER -> R.color.review_blunder
        MoveLabel.BEST, MoveLabel.GOOD, null -> R.color.on_surface
    }

    private fun showSummary() {
        val lines = review?.summary.orEmpty()
        view<TextView>(R.id.summary).apply {
            text = lines.joinToString("\n")
            visibility = if (lines.isEmpty()) View.GONE else View.VISIBLE
        }
    }

    /** Reviews the game on a thread of its own, showing progress; the labels and arrows fill in when it ends. */
    private fun runReview() {
        val opened = browser ?: return
        val progressRow = view<View>(R.id.review_progress)
        val progressText = view<TextView>(R.id.review_progress_text)
        val bar = view<ProgressBar>(R.id.review_progress_bar)
        progressRow.visibility = View.VISIBLE
        scope.launch {
            val run = try {
                services.reviews.running(storedId) ?: withContext(services.engine) { services.reviews.start(storedId, opened) }
            } catch (e: BoardloreException) {
                progressText.text = getString(R.string.review_failed, e.message ?: e.toString())
                return@launch
            }
            // Progress is read on a thread of its own and posted: no timer on the main thread.
            polling.set(true)
            Thread({
                while (polling.get() && !run.result.isDone) {
                    val p = run.job.progress()
                    progressText.post {
                        if (!polling.get()) return@post
                        progressText.text = getString(R.string.history_reviewing, p.done.toInt(), p.total.toInt())
                        bar.max = p.total.toInt().coerceAtLeast(1)
                        bar.progress = p.done.toInt()
                    }
                    try {
                        Thread.sleep(POLL_MILLIS)
                    } catch (e: InterruptedException) {
                        return@Thread
                    }
                }
            }, "boardlore-review-progress").apply { isDaemon = true }.start()
            val outcome = runCatching { run.result.await() }
            polling.set(false)
            val done = outcome.getOrElse { error ->
                if (error !is BoardloreException.Cancelled) {
                    progressText.text = getString(R.string.review_failed, error.message ?: error.toString())
                }
                return@launch
            }
            progressRow.visibility = View.GONE
            review = done
            val b = browser ?: return@launch
            val refreshed = withContext(services.engine) {
                b.setReview(done)
                val frame = b.frame()
                Triple(frame, scene(b), b.rows())
            }
            buildMoveList(refreshed.third)
            showSummary()
            show(refreshed.first, refreshed.second)
        }
    }

    private companion object {
        const val NO_ID = -1L
        const val KEY_PLY = "ply"
        const val POLL_MILLIS = 200L
    }
}
