package org.boardlore.app.ui

import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import org.boardlore.app.R
import org.boardlore.engine.games
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.boardlore.core.Lang

/** Home, Settings and Rules, as a person first meets them. */
@RunWith(RobolectricTestRunner::class)
class HomeScreenTest : UiTest() {
    private fun cards(home: HomeActivity): List<View> {
        val list = home.view<LinearLayout>(R.id.game_list)
        idleUntil("the catalogue") { list.childCount > 0 }
        return (0 until list.childCount).map { list.getChildAt(it) }
    }

    @Test
    fun homeListsTheFiveGamesWithTheirPreviews() {
        assertEquals("the tests know the core's games", games(Lang.EN).map { it.id }, GAMES)
        val home = launch(HomeActivity::class.java).get()
        val cards = cards(home)
        assertEquals(games(Lang.EN).map { it.name }, cards.map { it.child<TextView>(R.id.name).text.toString() })
        for (card in cards) {
            val preview = card.child<BoardPreviewView>(R.id.preview)
            assertTrue("a preview is drawn", preview.width > 0 && preview.height > 0)
            assertNotNull(preview.contentDescription)
            // No save yet: no Continue.
            assertEquals(View.GONE, card.child<View>(R.id.continue_button).visibility)
        }
        assertEquals(View.GONE, home.view<View>(R.id.loading).visibility)
        assertNothingClipped(home)
        screenshot(home, "home-all-light")
    }

    @Test
    fun continueAppearsForASavedGameAndOpensIt() {
        val setup = twoPlayers("seega")
        saveNewMatch(setup)
        val home = launch(HomeActivity::class.java).get()
        val cards = cards(home)
        idleUntil("Continue") { cards[GAMES.indexOf("seega")].child<View>(R.id.continue_button).isShown }
        for ((index, card) in cards.withIndex()) {
            val shown = card.child<View>(R.id.continue_button).visibility == View.VISIBLE
            assertEquals(GAMES[index], GAMES[index] == "seega", shown)
        }
        tap(home, cards[GAMES.indexOf("seega")].child<Button>(R.id.continue_button))
        val next = shadowOf(home).nextStartedActivity
        assertEquals(GameActivity::class.java.name, next.component?.className)
        assertEquals("seega", next.getStringExtra(Screens.EXTRA_GAME_ID))
    }

    @Test
    fun aDamagedGameStoreIsMovedAsideAndHomeSaysSoOnce() {
        // The app starts over a games.db that is not a database. The first
        // services open their store now (the lazy open waits for one their
        // start-up import may be making), so none of their work opens the
        // file again after it is replaced.
        app.services.games.gameCount()
        app.services.close()
        val db = java.io.File(app.filesDir, "games.db")
        for (suffix in listOf("", "-wal", "-shm")) java.io.File(db.path + suffix).delete()
        db.writeText("this is not a database")
        app.services = AppServices(app)
        val home = launch(HomeActivity::class.java).get()
        cards(home)
        val notice = home.view<TextView>(R.id.store_notice)
        idleUntil("the notice") { notice.visibility == View.VISIBLE }
        val kept = app.filesDir.listFiles()!!.map { it.name }.single { it.startsWith("games.db.corrupt-") && !it.endsWith("-wal") && !it.endsWith("-shm") }
        assertEquals(home.getString(R.string.store_moved_aside, kept), notice.text.toString())
        assertEquals("this is not a database", java.io.File(app.filesDir, kept).readText())
        screenshot(home, "home-store-moved-aside")
        // Told once: Home opened again says nothing more, and the new store works.
        val again = launch(HomeActivity::class.java).get()
        cards(again)
        settle()
        assertEquals(View.GONE, again.view<TextView>(R.id.store_notice).visibility)
        assertEquals(0uL, app.services.games.gameCount())
    }

    @Test
    fun newGameAndRulesOpenFromEachCard() {
        val home = launch(HomeActivity::class.java).get()
        for ((index, card) in cards(home).withIndex()) {
            tap(home, card.child<Button>(R.id.new_game_button))
            val newGame = shadowOf(home).nextStartedActivity
            assertEquals(NewGameActivity::class.java.name, newGame.component?.className)
            assertEquals(GAMES[index], newGame.getStringExtra(Screens.EXTRA_GAME_ID))
            tap(home, card.child<Button>(R.id.rules_button))
            val rules = shadowOf(home).nextStartedActivity
            assertEquals(RulesActivity::class.java.name, rules.component?.className)
            assertEquals(GAMES[index], rules.getStringExtra(Screens.EXTRA_GAME_ID))
        }
    }

    @Test
    fun settingsOpenFromHomeAndShowEveryChoice() {
        val home = launch(HomeActivity::class.java).get()
        tap(home, home.view<Button>(R.id.settings_button))
        val intent = shadowOf(home).nextStartedActivity
        assertEquals(SettingsActivity::class.java.name, intent.component?.className)
        val settings = launch(SettingsActivity::class.java, intent).get()
        for (id in listOf(R.id.sound_switch, R.id.haptics_switch, R.id.coordinates_switch)) {
            assertTrue(settings.view<View>(id).isShown)
        }
        assertEquals(4, settings.view<android.widget.RadioGroup>(R.id.animation_group).childCount)
        assertEquals(3, settings.view<android.widget.RadioGroup>(R.id.theme_group).childCount)
        assertEquals(4, settings.view<android.widget.RadioGroup>(R.id.level_group).childCount)
        assertNothingClipped(settings)
        screenshot(settings, "settings-all-light")
    }
}
