package org.boardlore.app.ui

import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.core.GameDescription
import org.boardlore.core.SquareFrame
import org.boardlore.core.startSquares
import org.boardlore.engine.games

/** One card per game of the core's catalogue, with "Continue" where a save exists. */
class HomeActivity : BaseActivity() {
    private class Card(val game: GameDescription, val view: View)

    private val cards = mutableListOf<Card>()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_home)
        applyInsets(view(R.id.root))
        view<Button>(R.id.settings_button).setOnClickListener { startActivity(Screens.settings(this)) }
        view<Button>(R.id.history_button).setOnClickListener { startActivity(Screens.history(this)) }
        scope.launch {
            val catalogue = withContext(services.engine) {
                games(services.language).map { game -> game to startSquares(game.id) }
            }
            showCatalogue(catalogue)
            val aside = withContext(services.engine) { services.takeStoreMovedAside() }
            if (aside != null) {
                view<TextView>(R.id.store_notice).apply {
                    text = getString(R.string.store_moved_aside, aside)
                    visibility = View.VISIBLE
                }
            }
        }
    }

    override fun onResume() {
        super.onResume()
        refreshContinue()
    }

    private fun showCatalogue(catalogue: List<Pair<GameDescription, List<SquareFrame>>>) {
        view<View>(R.id.loading).visibility = View.GONE
        val list = view<LinearLayout>(R.id.game_list)
        list.removeAllViews()
        cards.clear()
        for ((game, start) in catalogue) {
            val cardView = layoutInflater.inflate(R.layout.item_game_card, list, false)
            cardView.child<BoardPreviewView>(R.id.preview).apply {
                show(game.id, game.geometry, start, BoardPalette.of(settings.boardTheme, resources))
                contentDescription = getString(R.string.preview_description, game.name)
            }
            cardView.child<TextView>(R.id.name).text = game.name
            cardView.child<TextView>(R.id.origin).text = game.origin
            cardView.child<TextView>(R.id.summary).text = game.summary
            cardView.child<Button>(R.id.continue_button).setOnClickListener { startActivity(Screens.game(this, game.id)) }
            cardView.child<Button>(R.id.new_game_button).setOnClickListener { startActivity(Screens.newGame(this, game.id, fromGame = false)) }
            cardView.child<Button>(R.id.rules_button).setOnClickListener { startActivity(Screens.rules(this, game.id)) }
            cardView.child<Button>(R.id.learn_button).setOnClickListener { startActivity(Screens.learn(this, game.id)) }
            list.addView(cardView)
            cards += Card(game, cardView)
        }
        refreshContinue()
    }

    /** Shows "Continue" for the games with a game in progress in the store (checked off the main thread). */
    private fun refreshContinue() {
        if (cards.isEmpty()) return
        scope.launch {
            val ids = cards.map { it.game.id }
            val saved = withContext(services.engine) {
                services.importLegacySaves()
                ids.map { id -> runCatching { services.games.hasAutosave(id) }.getOrDefault(false) }
            }
            cards.zip(saved).forEach { (card, has) ->
                card.view.child<View>(R.id.continue_button).visibility = if (has) View.VISIBLE else View.GONE
            }
        }
    }
}
