package org.boardlore.app.ui

import android.view.View
import android.widget.Button
import android.widget.LinearLayout
import android.widget.RadioGroup
import android.widget.TextView
import org.boardlore.app.R
import org.boardlore.core.Side
import org.boardlore.core.Level
import org.boardlore.core.OptionSetting
import org.boardlore.engine.computerLevels
import org.boardlore.engine.defaultLevel
import org.boardlore.engine.game
import org.boardlore.engine.levelTitle
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf
import org.boardlore.core.Lang
import org.boardlore.core.Seat
import org.boardlore.core.Seats
import org.boardlore.app.core.AppSettings
import org.boardlore.engine.GameScreenHandle
import android.widget.Spinner
import org.junit.Assert.assertSame

/** The New game screen: the core's options as controls, and both kinds of match started from it. */
@RunWith(RobolectricTestRunner::class)
class NewGameTest : UiTest() {
    private fun open(gameId: String, fromGame: Boolean = false): NewGameActivity {
        val screen = launch(NewGameActivity::class.java, Screens.newGame(app, gameId, fromGame)).get()
        idleUntil("the options of $gameId") { screen.view<Button>(R.id.start_button).isEnabled }
        return screen
    }

    @Test
    fun everyOptionTheCoreDescribesAppearsAsAControl() {
        for (id in GAMES) {
            val description = game(id, Lang.EN)
            val screen = open(id)
            assertTrue(screen.view<TextView>(R.id.title).text.contains(description.name))
            val options = screen.view<LinearLayout>(R.id.options_container)
            assertEquals("$id: one control per option", description.options.size, options.childCount)
            for ((index, option) in description.options.withIndex()) {
                val row = options.getChildAt(index)
                assertTrue("$id: ${option.key} is shown", row.isShown)
                assertTrue("$id: ${option.key} is labelled \"${option.label}\"", texts(row).any { it.contains(option.label) })
            }
            assertEquals(if (description.options.isEmpty()) View.GONE else View.VISIBLE, screen.view<View>(R.id.variant_label).visibility)
            val sides = screen.view<RadioGroup>(R.id.side_group)
            assertEquals(description.sides.map { it.name }, (0 until sides.childCount).map { (sides.getChildAt(it) as TextView).text.toString() })
            // The levels are the core's for this game: Perfect only where a table solves it (Bagh Chal).
            val levels = screen.view<RadioGroup>(R.id.level_group)
            val offered = computerLevels(id)
            assertEquals(offered.map { levelTitle(it, app.services.language) }, (0 until levels.childCount).map { (levels.getChildAt(it) as TextView).text.toString() })
            assertEquals("$id: Perfect offered", id == "bagh-chal", Level.PERFECT in offered)
            // The names are the core's words, the ones the history uses.
            if (id == "bagh-chal") assertEquals("Perfect", (levels.getChildAt(levels.childCount - 1) as TextView).text.toString())
            assertNothingClipped(screen)
            screenshot(screen, "newgame-$id-light")
        }
    }

    @Test
    fun startingAgainstTheComputerAndForTwoPlayersOpensTheGame() {
        for (id in GAMES) {
            val screen = open(id)
            // The computer, playing the first side itself: the person takes the second side, at the strongest level.
            val sides = screen.view<RadioGroup>(R.id.side_group)
            tap(screen, sides.getChildAt(1))
            val levels = screen.view<RadioGroup>(R.id.level_group)
            tap(screen, levels.getChildAt(levels.childCount - 1))
            tap(screen, screen.view<Button>(R.id.start_button))
            idleUntil("$id against the computer") { app.services.driver(id) != null }
            val strongest = computerLevels(id).last()
            val opened = app.services.driver(id)!!.frame
            assertEquals(Side.SECOND, opened.humanSide)
            // The core's seat carries that level (Perfect for Bagh Chal).
            assertEquals(strongest, opened.level)
            val game = shadowOf(screen).nextStartedActivity
            assertEquals(GameActivity::class.java.name, game.component?.className)
            assertEquals(id, game.getStringExtra(Screens.EXTRA_GAME_ID))
            assertTrue("the New game screen closes", screen.isFinishing)
            app.services.release(id)

            val again = open(id)
            tap(again, again.view<View>(R.id.opponent_two_players))
            assertEquals(View.GONE, again.view<View>(R.id.computer_section).visibility)
            tap(again, again.view<Button>(R.id.start_button))
            idleUntil("$id for two players") { app.services.driver(id) != null }
            assertEquals(null, app.services.driver(id)!!.frame.level)
            assertEquals(null, app.services.driver(id)!!.frame.humanSide)
            assertNotNull(shadowOf(again).nextStartedActivity)
            app.services.release(id)
        }
    }

    @Test
    fun fromTheGameScreenTheFormStartsFromTheGameAndStartsTheNewOneThere() {
        // Seega on a 5x5 board, the computer playing the first side at Hard.
        val setup = vsComputer("seega", Level.HARD, Side.SECOND).copy(options = listOf(OptionSetting("size", "5")))
        val driver = app.services.adopt("seega", GameScreenHandle(setup, Lang.EN))
        val screen = open("seega", fromGame = true)
        assertEquals(R.id.opponent_computer, screen.view<RadioGroup>(R.id.opponent_group).checkedRadioButtonId)
        val sides = screen.view<RadioGroup>(R.id.side_group)
        assertEquals(sides.getChildAt(1).id, sides.checkedRadioButtonId)
        val levels = screen.view<RadioGroup>(R.id.level_group)
        assertEquals(computerLevels("seega").indexOf(Level.HARD), (0 until levels.childCount).indexOfFirst { levels.getChildAt(it).id == levels.checkedRadioButtonId })
        val size = screen.view<LinearLayout>(R.id.options_container).getChildAt(0) as LinearLayout
        assertEquals("5", (size.getChildAt(1) as Spinner).selectedItem.toString().take(1))

        // Two players, same options: the game screen's driver plays it, no second game screen opens.
        tap(screen, screen.view<View>(R.id.opponent_two_players))
        tap(screen, screen.view<Button>(R.id.start_button))
        assertTrue("the form closes", screen.isFinishing)
        assertEquals(null, shadowOf(screen).nextStartedActivity)
        assertSame(driver, app.services.driver("seega"))
        assertEquals(Seats(Seat.Human, Seat.Human), driver.frame.setup.seats)
        assertEquals("5", driver.frame.options.first { it.key == "size" }.value)
    }

    @Test
    fun fromHomeTheFormStartsAfreshEvenWhenTheGamesScreenIsStillKept() {
        // A game screen's driver can outlive its activity: opened from Home, the form ignores it.
        val setup = vsComputer("seega", Level.HARD, Side.SECOND).copy(options = listOf(OptionSetting("size", "5")))
        val kept = app.services.adopt("seega", GameScreenHandle(setup, Lang.EN))
        val screen = open("seega", fromGame = false)
        val sides = screen.view<RadioGroup>(R.id.side_group)
        assertEquals("the person takes the first side", sides.getChildAt(0).id, sides.checkedRadioButtonId)
        val size = screen.view<LinearLayout>(R.id.options_container).getChildAt(0) as LinearLayout
        assertEquals("the game's own default size", "7", (size.getChildAt(1) as Spinner).selectedItem.toString().take(1))

        tap(screen, screen.view<View>(R.id.opponent_two_players))
        tap(screen, screen.view<Button>(R.id.start_button))
        idleUntil("the new game's screen") { app.services.driver("seega") !== kept }
        val game = shadowOf(screen).nextStartedActivity
        assertEquals("a game screen of its own opens", GameActivity::class.java.name, game.component?.className)
        assertEquals(Seats(Seat.Human, Seat.Human), app.services.driver("seega")!!.frame.setup.seats)
        app.services.release("seega")
    }

    @Test
    fun aDefaultLevelSettingsDoNotOfferOpensTheFormAtTheCoresDefault() {
        // Perfect is Bagh Chal's alone, so Settings does not offer it: kept anyway, it reads as the
        // core's default level, even for Bagh Chal, whose form offers Perfect.
        app.services.settings.save(AppSettings(level = Level.PERFECT))
        for (id in listOf("seega", "bagh-chal")) {
            val screen = open(id)
            val levels = screen.view<RadioGroup>(R.id.level_group)
            val checked = levels.findViewById<TextView>(levels.checkedRadioButtonId)!!
            assertEquals(id, levelTitle(defaultLevel(), Lang.EN), checked.text.toString())
            screen.finish()
        }
    }

    private fun texts(view: View): List<String> = when (view) {
        is TextView -> listOf(view.text.toString(), view.hint?.toString() ?: "")
        is android.view.ViewGroup -> (0 until view.childCount).flatMap { texts(view.getChildAt(it)) }
        else -> emptyList()
    }
}
