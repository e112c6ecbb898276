package org.boardlore.app.ui

import android.net.Uri
import android.webkit.WebResourceRequest
import android.webkit.WebView
import org.boardlore.app.R
import org.boardlore.engine.rulesPageHtml
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import java.io.File
import org.boardlore.core.Lang

/**
 * The rules screen shows the core's HTML page in the web view (Robolectric's
 * web view records what it was given to load): in the device's language and
 * the theme's colours, with its diagrams; a link to another game's page opens
 * it here, Back returns, and no other address is followed.
 */
@RunWith(RobolectricTestRunner::class)
class RulesTest : UiTest() {
    private val screenshots = File(System.getProperty("boardlore.screenshots") ?: "build/screenshots/android").apply { mkdirs() }

    private fun page(rules: RulesActivity): WebView = rules.view(R.id.rules_page)

    /** What the web view was last given: the HTML, or `null` before any. */
    private fun loaded(rules: RulesActivity): String? = shadowOf(page(rules)).lastLoadDataWithBaseURL?.data

    private fun open(id: String): RulesActivity {
        val rules = launch(RulesActivity::class.java, Screens.rules(app, id)).get()
        idleUntil("the rules of $id") { loaded(rules) != null }
        return rules
    }

    /** A tap on a link to [url], as the web view reports it to its client. */
    private fun follow(rules: RulesActivity, url: String) {
        val request = object : WebResourceRequest {
            override fun getUrl(): Uri = Uri.parse(url)
            override fun isForMainFrame() = true
            override fun isRedirect() = false
            override fun hasGesture() = true
            override fun getMethod() = "GET"
            override fun getRequestHeaders(): Map<String, String> = emptyMap()
        }
        val client = shadowOf(page(rules)).webViewClient
        assertTrue("the screen keeps every link to itself", client.shouldOverrideUrlLoading(page(rules), request))
        idle()
    }

    @Test
    fun eachGamesPageIsTheCoresHtmlWithItsDiagrams() {
        for (id in GAMES) {
            val rules = open(id)
            val html = checkNotNull(loaded(rules))
            assertEquals("$id: the core's page, in the light theme", rulesPageHtml(id, Lang.EN, false), html)
            assertTrue("$id: at least two diagrams", Regex("<svg").findAll(html).count() >= 2)
            val load = shadowOf(page(rules)).lastLoadDataWithBaseURL!!
            assertEquals("text/html", load.mimeType)
            assertEquals("boardlore://rules/$id", load.baseUrl)
            assertTrue("$id: no script runs", !page(rules).settings.javaScriptEnabled)
            // Robolectric's web view draws nothing: the page goes beside the
            // screenshots, to open in a browser.
            File(screenshots, "rules-$id-light.html").writeText(html)
            screenshot(rules, "rules-$id-light")
            rules.finish()
        }
    }

    @Test
    fun aLinkOpensTheOtherGamesPageAndBackReturns() {
        val rules = open("seega")
        val seega = loaded(rules)
        follow(rules, "boardlore://rules/bobail")
        idleUntil("bobail's page") { loaded(rules) == rulesPageHtml("bobail", Lang.EN, false) }
        assertEquals("bobail", rules.gameId)
        // Anything that is not a rules page is not followed.
        follow(rules, "https://example.com/")
        follow(rules, "boardlore://rules/chess")
        assertEquals(rulesPageHtml("bobail", Lang.EN, false), loaded(rules))
        @Suppress("DEPRECATION")
        rules.onBackPressed()
        idleUntil("seega's page again") { loaded(rules) == seega }
        assertEquals("seega", rules.gameId)
        assertTrue("still on the rules screen", !rules.isFinishing)
    }

    @Test
    fun thePageFollowsTheLanguageAndTheTheme() {
        qualifiers("+ar-ldrtl-night")
        val rules = open("seega")
        val html = checkNotNull(loaded(rules))
        assertEquals("Arabic and dark", rulesPageHtml("seega", Lang.AR, true), html)
        assertTrue("the page reads right to left", html.contains("dir=\"rtl\""))
        File(screenshots, "rules-seega-ar-dark.html").writeText(html)
        screenshot(rules, "rules-seega-ar-dark")
    }
}
