package org.boardlore.app.ui

import android.content.Intent
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.ScrollView
import android.widget.TextView
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import kotlinx.coroutines.Dispatchers
import org.boardlore.app.R
import org.boardlore.engine.AiLevel
import org.boardlore.engine.GameReviewView
import org.boardlore.engine.StatisticsLine
import org.boardlore.engine.StoredGame

/**
 * History and statistics: the finished games kept in the game store,
 * newest first, with the wins, draws and losses per game, level and side
 * above them. Each game can be reviewed by the engine (its moves with the
 * core's labels and better moves), shared as PGN-style text, or deleted.
 * Every text about a game comes from the core; this screen lays it out.
 */
class HistoryActivity : BaseActivity() {
    private lateinit var list: LinearLayout

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val root = ScrollView(this).apply { id = R.id.root; clipToPadding = false }
        list = LinearLayout(this).apply {
            orientation = LinearLayout.VERTICAL
            val pad = resources.getDimensionPixelSize(R.dimen.screen_padding)
            setPadding(pad, pad, pad, pad)
        }
        root.addView(list)
        setContentView(root)
        applyInsets(root)
        title = getString(R.string.history_title)
        refresh()
    }

    /** Reloads the statistics and the first page of games (off the main thread). */
    fun refresh() {
        scope.launch {
            val (stats, games) = withContext(services.engine) {
                services.games.statistics() to services.games.games(0u, PAGE)
            }
            show(stats, games)
        }
    }

    private fun heading(text: String) = TextView(this).apply {
        this.text = text
        isAccessibilityHeading = true
        setTextAppearance(android.R.style.TextAppearance_Material_Title)
        setPadding(0, 24, 0, 8)
    }

    private fun line(text: String) = TextView(this).apply {
        this.text = text
        setTextAppearance(android.R.style.TextAppearance_Material_Body1)
    }

    private fun show(stats: List<StatisticsLine>, games: List<StoredGame>) {
        list.removeAllViews()
        list.addView(Button(this).apply {
            id = R.id.back_button
            text = getString(R.string.history_back)
            setOnClickListener { finish() }
        })
        list.addView(heading(getString(R.string.history_statistics)).apply { tag = "statistics" })
        if (stats.isEmpty()) list.addView(line(getString(R.string.history_empty)))
        for (s in stats) {
            val who = when (val level = s.level) {
                null -> getString(R.string.history_pass_and_play)
                else -> getString(R.string.history_against, levelName(level), s.sideName ?: "")
            }
            list.addView(line(getString(R.string.history_stats_line, s.gameName, who, s.wins.toInt(), s.draws.toInt(), s.losses.toInt())))
        }
        list.addView(heading(getString(R.string.history_games)))
        for (game in games) list.addView(row(game))
    }

    private fun levelName(level: AiLevel): String = getString(
        when (level) {
            AiLevel.EASY -> R.string.level_1
            AiLevel.MEDIUM -> R.string.level_2
            AiLevel.HARD -> R.string.level_3
            AiLevel.EXPERT -> R.string.level_4
            AiLevel.PERFECT -> R.string.level_5
        }
    )

    private fun row(game: StoredGame): View {
        val row = LinearLayout(this).apply {
            orientation = LinearLayout.VERTICAL
            tag = "game-${game.id}"
            setPadding(0, 12, 0, 12)
        }
        row.addView(line("${game.date} · ${game.gameName} · ${game.plies}").apply {
            setTextAppearance(android.R.style.TextAppearance_Material_Subhead)
        })
        row.addView(line(game.resultText))
        val review = TextView(this).apply { tag = "review-${game.id}" }
        val buttons = LinearLayout(this).apply { orientation = LinearLayout.HORIZONTAL }
        buttons.addView(Button(this).apply {
            text = getString(R.string.history_review)
            tag = "review-button-${game.id}"
            setOnClickListener { review(game, review) }
        })
        buttons.addView(Button(this).apply {
            text = getString(R.string.history_share)
            tag = "share-button-${game.id}"
            setOnClickListener { share(game) }
        })
        buttons.addView(Button(this).apply {
            text = getString(R.string.history_delete)
            tag = "delete-button-${game.id}"
            setOnClickListener {
                scope.launch {
                    withContext(services.engine) { services.games.deleteGame(game.id) }
                    refresh()
                }
            }
        })
        row.addView(buttons)
        row.addView(review)
        return row
    }

    /** Shows the kept review, or runs one (on a thread of its own, with progress). */
    private fun review(game: StoredGame, into: TextView) {
        scope.launch {
            val kept = withContext(services.engine) { services.games.review(game.id) }
            if (kept != null) return@launch showReview(kept, into)
            val job = withContext(services.engine) { services.games.requestReview(game.id, AiLevel.HARD) }
            // Progress is read on a thread of its own and posted (no timer on
            // the main thread), while the review runs on another.
            val running = java.util.concurrent.atomic.AtomicBoolean(true)
            val poller = Thread {
                while (running.get()) {
                    val p = job.progress()
                    into.post { if (running.get()) into.text = getString(R.string.history_reviewing, p.done.toInt(), p.total.toInt()) }
                    try {
                        Thread.sleep(250)
                    } catch (e: InterruptedException) {
                        return@Thread
                    }
                }
            }.apply { isDaemon = true; start() }
            val result = withContext(Dispatchers.IO) { runCatching { job.run() } }
            running.set(false)
            poller.interrupt()
            result.onSuccess { showReview(it, into) }.onFailure { into.text = it.message }
        }
    }

    private fun showReview(review: GameReviewView, into: TextView) {
        into.text = (review.summary + review.moves.map { "${it.turn} ${it.played.notation}: ${it.comment}" })
            .joinToString("\n")
    }

    private fun share(game: StoredGame) {
        scope.launch {
            val text = withContext(services.engine) { services.games.shareText(game.id) }
            val send = Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, text)
            startActivity(Intent.createChooser(send, getString(R.string.history_share)))
        }
    }

    private companion object {
        const val PAGE = 50u
    }
}
