package org.boardlore.app.ui

import android.app.AlertDialog
import android.content.Intent
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.engine.BoardloreException
import org.boardlore.store.StatisticsLine
import org.boardlore.store.StoredGame

/**
 * History and statistics: the statistics of each game (the core's lines,
 * grouped under the game's name), then the finished games kept in the game
 * store, newest first, one card each with the game's name, the core's
 * result sentence, the date and the core's details line. Each game opens in
 * the review (browse it move by move with the engine's review), can be
 * shared as PGN-style text, or deleted. Every text about a game comes from
 * the core; this screen lays it out.
 */
class HistoryActivity : BaseActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_history)
        applyInsets(view(R.id.root))
        view<Button>(R.id.back_button).setOnClickListener { finish() }
        view<Button>(R.id.more_button).setOnClickListener {
            shown += PAGE
            refresh()
        }
    }

    override fun onResume() {
        super.onResume()
        refresh()
    }

    /** How many games the list shows: a page more each time "More games" is tapped. */
    private var shown = PAGE

    /** Reloads the statistics and the games shown (off the main thread). */
    fun refresh() {
        scope.launch {
            val loaded = try {
                withContext(services.engine) {
                    val stats = services.games.statistics(services.language)
                    val games = services.games.games(0u, shown.toUInt(), services.language)
                    total = services.games.gameCount()
                    stats to games
                }
            } catch (e: BoardloreException) {
                view<TextView>(R.id.empty).apply {
                    text = getString(R.string.engine_error, e.message ?: e.toString())
                    visibility = View.VISIBLE
                }
                return@launch
            }
            show(loaded.first, loaded.second)
        }
    }

    private fun show(stats: List<StatisticsLine>, games: List<StoredGame>) {
        val statsList = view<LinearLayout>(R.id.statistics_list)
        statsList.removeAllViews()
        view<View>(R.id.statistics_title).visibility = if (stats.isEmpty()) View.GONE else View.VISIBLE
        // The core's lines, grouped under their game, in the core's order.
        for ((name, lines) in stats.groupBy { it.gameName }) {
            val group = layoutInflater.inflate(R.layout.item_history_stats, statsList, false)
            group.tag = "statistics-${lines.first().gameId}"
            group.child<TextView>(R.id.name).text = name
            val box = group.child<LinearLayout>(R.id.lines)
            for (line in lines) {
                box.addView(TextView(this).apply {
                    text = line.text
                    setTextAppearance(android.R.style.TextAppearance_Material_Body1)
                    setTextColor(getColor(R.color.on_surface))
                    setPadding(0, (4 * resources.displayMetrics.density).toInt(), 0, 0)
                })
            }
            statsList.addView(group)
        }

        val list = view<LinearLayout>(R.id.games_list)
        list.removeAllViews()
        view<View>(R.id.empty).visibility = if (games.isEmpty()) View.VISIBLE else View.GONE
        view<TextView>(R.id.empty).setText(R.string.history_empty)
        for (game in games) list.addView(row(list, game))
        view<View>(R.id.more_button).visibility = if (total > games.size.toULong()) View.VISIBLE else View.GONE
    }

    /** Finished games in the store, all of them (the list shows [shown]). */
    @Volatile
    private var total: ULong = 0u

    private fun row(parent: LinearLayout, game: StoredGame): View {
        val row = layoutInflater.inflate(R.layout.item_history_game, parent, false)
        row.tag = "game-${game.id}"
        row.child<TextView>(R.id.name).text = game.gameName
        row.child<TextView>(R.id.date).text = game.dateText
        row.child<TextView>(R.id.result).text = game.resultText
        row.child<TextView>(R.id.details).text = game.details
        row.child<Button>(R.id.review_button).apply {
            tag = "review-button-${game.id}"
            setOnClickListener { startActivity(Screens.review(this@HistoryActivity, game.id, fromGame = false)) }
        }
        row.child<Button>(R.id.share_button).apply {
            tag = "share-button-${game.id}"
            setOnClickListener { share(game) }
        }
        row.child<Button>(R.id.delete_button).apply {
            tag = "delete-button-${game.id}"
            setOnClickListener { confirmDelete(game) }
        }
        return row
    }

    private fun confirmDelete(game: StoredGame) {
        AlertDialog.Builder(this)
            .setMessage(getString(R.string.history_delete_confirm, game.gameName, game.dateText))
            .setPositiveButton(R.string.history_delete) { _, _ ->
                scope.launch {
                    try {
                        withContext(services.engine) { services.games.deleteGame(game.id) }
                    } catch (e: BoardloreException) {
                        android.widget.Toast.makeText(this@HistoryActivity, getString(R.string.engine_error, e.message ?: e.toString()), android.widget.Toast.LENGTH_LONG).show()
                    }
                    refresh()
                }
            }
            .setNegativeButton(R.string.confirm_cancel, null)
            .show()
    }

    private fun share(game: StoredGame) {
        scope.launch {
            val text = try {
                withContext(services.engine) { services.games.shareText(game.id, services.language) }
            } catch (e: BoardloreException) {
                android.widget.Toast.makeText(this@HistoryActivity, getString(R.string.engine_error, e.message ?: e.toString()), android.widget.Toast.LENGTH_LONG).show()
                return@launch
            }
            val send = Intent(Intent.ACTION_SEND).setType("text/plain").putExtra(Intent.EXTRA_TEXT, text)
            startActivity(Intent.createChooser(send, getString(R.string.history_share)))
        }
    }

    private companion object {
        const val PAGE = 50
    }
}
