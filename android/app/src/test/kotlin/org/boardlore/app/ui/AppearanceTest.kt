package org.boardlore.app.ui

import android.widget.Button
import android.widget.LinearLayout
import org.boardlore.app.R
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment

/**
 * Dark mode, a large font and landscape: every screen lays out with nothing
 * cut off, and the board takes the room it is given. The screenshots of
 * each go to build/screenshots/android.
 */
@RunWith(RobolectricTestRunner::class)
class AppearanceTest : GameUiTest() {
    @Test
    fun everyScreenInDarkMode() = everyScreen("dark", "+night")

    @Test
    fun everyScreenWithALargeFont() {
        RuntimeEnvironment.setFontScale(1.3f)
        everyScreen("font130", null)
    }

    @Test
    fun everyGameInLandscapeUsesItsLayout() = everyGameInLandscape("light", "+land")

    @Test
    fun everyGameInLandscapeInDarkMode() = everyGameInLandscape("dark", "+land-night")

    private fun everyGameInLandscape(variant: String, qualifiers: String) {
        qualifiers(qualifiers)
        for (id in GAMES) {
            val screen = openGame(twoPlayers(id))
            val root = screen.activity.view<LinearLayout>(R.id.root)
            assertEquals("$id: board and panel side by side", LinearLayout.HORIZONTAL, root.orientation)
            assertBoardFills(screen)
            assertNothingClipped(screen.activity)
            screenshot(screen.activity, "game-$id-start-$variant-land")
            screen.playOneMove()
            screen.playOneMove()
            screenshot(screen.activity, "game-$id-mid-$variant-land")
            screen.activity.finish()
        }
    }

    @Test
    fun everyGameInPortraitGivesTheBoardTheWholeWidth() {
        for (id in GAMES) {
            val screen = openGame(twoPlayers(id))
            assertBoardFills(screen)
            assertNothingClipped(screen.activity)
            screen.activity.finish()
        }
    }

    /** Home, Settings, and each game's New game, Rules and board (at the start and mid-game). */
    private fun everyScreen(variant: String, qualifiers: String?) {
        qualifiers?.let { qualifiers(it) }
        val home = launch(HomeActivity::class.java).get()
        idleUntil("the catalogue") { home.view<LinearLayout>(R.id.game_list).childCount == GAMES.size }
        assertNothingClipped(home)
        screenshot(home, "home-all-$variant")
        val settings = launch(SettingsActivity::class.java).get()
        assertNothingClipped(settings)
        screenshot(settings, "settings-all-$variant")
        for (id in GAMES) {
            val newGame = launch(NewGameActivity::class.java, Screens.newGame(app, id, fromGame = false)).get()
            idleUntil("the options of $id") { newGame.view<Button>(R.id.start_button).isEnabled }
            assertNothingClipped(newGame)
            screenshot(newGame, "newgame-$id-$variant")
            newGame.finish()

            val rules = launch(RulesActivity::class.java, Screens.rules(app, id)).get()
            idleUntil("the rules of $id") { org.robolectric.Shadows.shadowOf(rules.view<android.webkit.WebView>(R.id.rules_page)).lastLoadDataWithBaseURL != null }
            screenshot(rules, "rules-$id-$variant")
            rules.finish()

            val screen = openGame(twoPlayers(id))
            assertNothingClipped(screen.activity)
            screenshot(screen.activity, "game-$id-start-$variant")
            screen.playOneMove()
            screen.playOneMove()
            assertNothingClipped(screen.activity)
            screenshot(screen.activity, "game-$id-mid-$variant")
            screen.activity.finish()
        }
    }

    /**
     * The board is as large as the screen allows, with no empty band around
     * it: the full width in portrait, the full height in landscape, and the
     * view no longer than the square board it draws (the rest goes to the panel).
     */
    private fun assertBoardFills(screen: Screen) {
        val board = screen.board
        val root = screen.activity.view<LinearLayout>(R.id.root)
        val innerWidth = root.width - root.paddingLeft - root.paddingRight
        val innerHeight = root.height - root.paddingTop - root.paddingBottom
        if (root.orientation == LinearLayout.VERTICAL) {
            assertEquals("the board spans the width", innerWidth, board.width)
        } else {
            assertEquals("the board spans the height", innerHeight, board.height)
        }
        assertEquals("the board view is its square board, no band beside it", board.width.toFloat(), board.height.toFloat(), 1f)
    }
}
