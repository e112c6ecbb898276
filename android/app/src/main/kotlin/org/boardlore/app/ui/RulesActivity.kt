package org.boardlore.app.ui

import android.os.Bundle
import android.widget.Button
import android.widget.TextView
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.engine.game

/** The core's rules page of one game. */
class RulesActivity : BaseActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_rules)
        applyInsets(view(R.id.root))
        view<Button>(R.id.back_button).setOnClickListener { finish() }
        val gameId = intent.getStringExtra(Screens.EXTRA_GAME_ID) ?: return finish()
        val text = view<TextView>(R.id.rules_text)
        scope.launch {
            val description = withContext(services.engine) { game(gameId) }
            title = getString(R.string.rules_title, description.name)
            text.text = MarkdownSpans.render(description.rulesMarkdown, resources.displayMetrics.density)
        }
    }
}
