package org.boardlore.app.ui

import android.content.res.Configuration
import android.os.Bundle
import android.webkit.WebResourceRequest
import android.webkit.WebView
import android.webkit.WebViewClient
import android.widget.Button
import android.widget.Toast
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.game
import org.boardlore.engine.rulesLinkGame
import org.boardlore.engine.rulesPageHtml

/**
 * The core's rules page of one game, in the core's language and the
 * theme's colours: one HTML document with its diagrams inline, shown in
 * the platform's web view. A link to another game's page opens that page
 * here, offline; Back returns to the page before. Nothing else is followed.
 */
class RulesActivity : BaseActivity() {
    private lateinit var page: WebView

    /** The game whose page is shown. */
    var gameId: String? = null
        private set

    /** The games whose pages were shown before, for Back. */
    private val previous = ArrayList<String>()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_rules)
        applyInsets(view(R.id.root))
        view<Button>(R.id.back_button).setOnClickListener { finish() }
        page = view(R.id.rules_page)
        page.settings.apply {
            javaScriptEnabled = false
            allowFileAccess = false
            allowContentAccess = false
        }
        // The page's own background shows at once, with no white flash in dark mode.
        page.setBackgroundColor(getColor(R.color.background))
        page.webViewClient = object : WebViewClient() {
            override fun shouldOverrideUrlLoading(view: WebView, request: WebResourceRequest): Boolean {
                openLink(request.url.toString())
                return true
            }
        }
        savedInstanceState?.getStringArrayList(KEY_PREVIOUS)?.let { previous += it }
        val id = savedInstanceState?.getString(KEY_GAME) ?: intent.getStringExtra(Screens.EXTRA_GAME_ID) ?: return finish()
        show(id)
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        outState.putString(KEY_GAME, gameId)
        outState.putStringArrayList(KEY_PREVIOUS, previous)
    }

    override fun onBack(): Boolean {
        val last = previous.removeLastOrNull() ?: return false
        show(last)
        return true
    }

    /** A link on the page: another game's rules (the core reads the address) open here. */
    private fun openLink(url: String) {
        val target = rulesLinkGame(url) ?: return
        val current = gameId
        if (target == current) return
        if (current != null) previous += current
        show(target)
    }

    private fun show(id: String) {
        gameId = id
        val dark = resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK == Configuration.UI_MODE_NIGHT_YES
        scope.launch {
            val loaded = try {
                withContext(services.engine) { game(id, services.language).name to rulesPageHtml(id, services.language, dark) }
            } catch (e: BoardloreException) {
                Toast.makeText(this@RulesActivity, getString(R.string.engine_error, e.message), Toast.LENGTH_LONG).show()
                return@launch
            }
            if (gameId != id) return@launch // another page was asked for meanwhile
            val (name, html) = loaded
            title = getString(R.string.rules_title, name)
            page.loadDataWithBaseURL(PAGE_ADDRESS + id, html, "text/html", "utf-8", null)
        }
    }

    private companion object {
        const val KEY_GAME = "game"
        const val KEY_PREVIOUS = "previous"

        /** The address the core's links between pages use; a page's own address, for relative links. */
        const val PAGE_ADDRESS = "boardlore://rules/"
    }
}
