package org.boardlore.app.ui

import android.app.Activity
import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import org.boardlore.app.R
import org.boardlore.core.Level
import org.boardlore.engine.games
import org.boardlore.engine.levelTitle
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.boardlore.core.Lang

/**
 * The screens in other languages: the pseudo-locale en-XA (every chrome
 * string accented and about 40 % longer, made by aapt2 --pseudo-localize)
 * finds text that does not come from the string resources or the core, and
 * text that no longer fits; Arabic mirrors the layout, but not the board;
 * and a screenshot of each screen in each of the app's languages goes to
 * build/screenshots/android.
 */
@RunWith(RobolectricTestRunner::class)
class LanguageTest : GameUiTest() {
    @Test
    fun pseudoLocaleShowsNoHardCodedAndNoClippedText() {
        qualifiers("+en-rXA")
        everyScreen("en-XA") { activity, what -> assertEveryTextTranslated(activity, what) }
    }

    @Test
    fun arabicMirrorsTheLayoutButNotTheBoard() {
        qualifiers("+ar-ldrtl")
        val home = launch(HomeActivity::class.java).get()
        idleUntil("the catalogue") { home.view<LinearLayout>(R.id.game_list).childCount == GAMES.size }
        assertEquals("Arabic reads right to left", View.LAYOUT_DIRECTION_RTL, home.window.decorView.layoutDirection)
        // The settings button, at the end of the title row, is on the left.
        val settings = home.view<Button>(R.id.settings_button)
        assertTrue("Settings sits at the left edge", windowX(settings) < home.window.decorView.width / 2)
        val card = home.view<LinearLayout>(R.id.game_list).getChildAt(0)
        val preview = card.child<BoardPreviewView>(R.id.preview)
        assertTrue("a card's preview is on its right", windowX(preview) > windowX(card.child<TextView>(R.id.name)))
        assertEquals("the preview board is not mirrored", View.LAYOUT_DIRECTION_LTR, preview.layoutDirection)
        assertNothingClipped(home)
        screenshot(home, "home-ar")

        val screen = openGame(twoPlayers("bagh-chal"))
        val activity = screen.activity
        assertEquals("the board is laid out left to right", View.LAYOUT_DIRECTION_LTR, screen.board.layoutDirection)
        // The board's own geometry is the same as in English: a1 at the bottom left.
        val a1 = screen.frame.squares.indexOfFirst { it.name == "a1" }
        val (x, _) = screen.point(a1)
        assertTrue("a1 stays at the board's left", x < windowX(screen.board) + screen.board.width / 2)
        val back = activity.view<Button>(R.id.back_button)
        assertTrue("Home (the start of the title bar) is on the right", windowX(back) > activity.window.decorView.width / 2)
        val undo = activity.view<Button>(R.id.undo_button)
        val redo = activity.view<Button>(R.id.redo_button)
        assertTrue("the first action is at the right of the second", windowX(undo) > windowX(redo))
        screen.playOneMove()
        screen.playOneMove()
        assertNothingClipped(activity)
        screenshot(activity, "game-bagh-chal-ar")
        activity.finish()

        val newGame = launch(NewGameActivity::class.java, Screens.newGame(app, "seega", fromGame = false)).get()
        idleUntil("the options") { newGame.view<Button>(R.id.start_button).isEnabled }
        assertNothingClipped(newGame)
        screenshot(newGame, "newgame-seega-ar")
        val settingsScreen = launch(SettingsActivity::class.java).get()
        assertNothingClipped(settingsScreen)
        screenshot(settingsScreen, "settings-ar")
    }

    @Test
    fun theCoreFollowsTheDevicesLanguage() {
        qualifiers("+ne")
        val home = launch(HomeActivity::class.java)
        idleUntil("the catalogue") { home.get().view<LinearLayout>(R.id.game_list).childCount == GAMES.size }
        val nepali = games(Lang.NE)
        assertEquals("बाघचाल", nepali[0].name)
        assertEquals(nepali.map { it.name }, cardNames(home.get()))

        val screen = openGame(twoPlayers("bagh-chal"))
        val title = screen.activity.view<TextView>(R.id.title)
        val status = screen.activity.view<TextView>(R.id.status)
        assertEquals(nepali[0].name, title.text.toString())
        val nepaliStatus = status.text.toString()

        // The device now speaks French: the screens are recreated, the
        // open game (kept across the change) reads its texts again.
        qualifiers("+fr")
        screen.controller.recreate()
        val french = games(Lang.FR)
        idleUntil("the game in French") { screen.activity.view<TextView>(R.id.title).text.toString() == french[0].name }
        idleUntil("the status in French") { screen.activity.view<TextView>(R.id.status).text.toString() != nepaliStatus }
        assertEquals(screen.frame.statusText, screen.activity.view<TextView>(R.id.status).text.toString())
        assertEquals(Lang.FR, screen.frame.language)
        home.recreate()
        idleUntil("the catalogue in French") { cardNames(home.get()) == french.map { it.name } }
        assertEquals(listOf("fr"), app.services.languages.map { it.substringBefore('-') })
    }

    private fun cardNames(home: HomeActivity): List<String> {
        val list = home.view<LinearLayout>(R.id.game_list)
        return (0 until list.childCount).map { list.getChildAt(it).child<TextView>(R.id.name).text.toString() }
    }

    @Test
    fun everyLanguageFitsItsScreens() {
        for (language in listOf("fr", "pt", "ne", "th")) {
            qualifiers("+$language")
            val home = launch(HomeActivity::class.java).get()
            idleUntil("the catalogue") { home.view<LinearLayout>(R.id.game_list).childCount == GAMES.size }
            assertEquals("$language: the chrome is translated", home.getString(R.string.home_subtitle), subtitle(home))
            assertTrue("$language: not the English subtitle", subtitle(home) != ENGLISH_SUBTITLE)
            assertNothingClipped(home)
            screenshot(home, "home-$language")
            val screen = openGame(twoPlayers("bagh-chal"))
            screen.playOneMove()
            assertNothingClipped(screen.activity)
            screenshot(screen.activity, "game-bagh-chal-$language")
            screen.activity.finish()
            val settings = launch(SettingsActivity::class.java).get()
            assertNothingClipped(settings)
            screenshot(settings, "settings-$language")
            settings.finish()
            home.finish()
        }
    }

    private fun subtitle(home: HomeActivity): String {
        val texts = mutableListOf<String>()
        visibleTexts(home.window.decorView) { view -> texts += view.text.toString() }
        return texts.first { it == home.getString(R.string.home_subtitle) || it == ENGLISH_SUBTITLE }
    }

    /** Home, Settings, and each game's New game and game screens (at the start and after two moves). */
    private fun everyScreen(variant: String, check: (Activity, String) -> Unit) {
        val home = launch(HomeActivity::class.java).get()
        idleUntil("the catalogue") { home.view<LinearLayout>(R.id.game_list).childCount == GAMES.size }
        check(home, "home")
        assertNothingClipped(home)
        screenshot(home, "home-$variant")
        val settings = launch(SettingsActivity::class.java).get()
        check(settings, "settings")
        assertNothingClipped(settings)
        screenshot(settings, "settings-$variant")
        settings.finish()
        for (id in GAMES) {
            val newGame = launch(NewGameActivity::class.java, Screens.newGame(app, id, fromGame = false)).get()
            idleUntil("the options of $id") { newGame.view<Button>(R.id.start_button).isEnabled }
            check(newGame, "new game of $id")
            assertNothingClipped(newGame)
            screenshot(newGame, "newgame-$id-$variant")
            newGame.finish()

            val screen = openGame(vsComputer(id))
            check(screen.activity, "game of $id")
            assertNothingClipped(screen.activity)
            screen.playTurn()
            check(screen.activity, "game of $id after a turn")
            assertNothingClipped(screen.activity)
            screenshot(screen.activity, "game-$id-$variant")
            screen.activity.finish()
        }
    }

    /**
     * Every text shown is either a chrome string in the pseudo-locale (it
     * has accented letters), the core's text (whatever language the core
     * speaks for this locale), the brand, or has no letters at all (move
     * notation, numbers). Anything else was written into the code or a layout.
     */
    private fun assertEveryTextTranslated(activity: Activity, what: String) {
        val core = coreTexts(activity)
        val brand = activity.getString(R.string.app_name)
        visibleTexts(activity.window.decorView) { view ->
            val text = view.text.toString()
            val translated = text.any { it.isLetter() && it.code > 0x7f } ||
                text in core || text == brand || text.none { it in 'a'..'z' || it in 'A'..'Z' }
            assertTrue("$what: \"$text\" (${name(view)}) is not in the pseudo-locale: hard-coded?", translated)
        }
    }

    /** What the core says on these screens, in its current language. */
    private fun coreTexts(activity: Activity): Set<String> {
        val texts = mutableSetOf<String>()
        for (game in games(app.services.language)) {
            texts += listOf(game.name, game.origin, game.summary)
            texts += game.sides.map { it.name }
            for (option in game.options) texts += listOf(option.label, option.help) + option.valueLabels
        }
        texts += Level.entries.map { levelTitle(it, app.services.language) }
        if (activity is GameActivity) {
            val frame = checkNotNull(activity.frame)
            texts += listOfNotNull(frame.statusText, frame.resultText, frame.moveList, frame.playersText, frame.busyText, frame.hintText)
            // A move list cell: the row's number and moves, both the core's.
            texts += frame.turns.map { "${it.number} ${it.text}" }
        }
        return texts
    }

    private fun visibleTexts(view: View, action: (TextView) -> Unit) {
        if (!view.isShown) return
        if (view is TextView && view.text.isNotEmpty()) action(view)
        if (view is ViewGroup) for (i in 0 until view.childCount) visibleTexts(view.getChildAt(i), action)
    }

    private fun windowX(view: View): Int {
        val at = IntArray(2)
        view.getLocationInWindow(at)
        return at[0]
    }

    private companion object {
        const val ENGLISH_SUBTITLE = "Five traditional board games"
    }
}
