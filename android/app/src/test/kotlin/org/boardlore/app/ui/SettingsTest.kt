package org.boardlore.app.ui

import android.content.Context
import android.widget.RadioGroup
import android.widget.TextView
import org.boardlore.app.R
import org.boardlore.core.Level
import org.boardlore.engine.defaultLevel
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner

/** The default level in Settings: the levels every game offers, kept in the core's form, earlier versions' numbers still read. */
@RunWith(RobolectricTestRunner::class)
class SettingsTest : UiTest() {
    private val prefs get() = app.getSharedPreferences("settings", Context.MODE_PRIVATE)

    @Test
    fun theDefaultLevelIsChosenAmongTheLevelsEveryGameOffersAndKeptByName() {
        val settings = launch(SettingsActivity::class.java).get()
        val group = settings.view<RadioGroup>(R.id.level_group)
        // Perfect is Bagh Chal's alone (rules: the solved table), so Settings does not offer it.
        assertEquals(listOf("Easy", "Medium", "Hard", "Expert"), (0 until group.childCount).map { (group.getChildAt(it) as TextView).text.toString() })
        tap(settings, group.getChildAt(group.childCount - 1))
        assertEquals(Level.EXPERT, app.services.settings.load().level)
        assertEquals("expert", prefs.getString("default_level", null))
    }

    @Test
    fun aLevelStoredAsAnEarlierVersionsNumberIsReadAndRewrittenByName() {
        prefs.edit().putInt("default_level", 3).commit()
        val settings = app.services.settings.load()
        assertEquals(Level.HARD, settings.level)
        app.services.settings.save(settings)
        assertEquals("hard", prefs.getString("default_level", null))
        // A number no earlier Settings wrote reads as the core's default.
        prefs.edit().putInt("default_level", 5).commit()
        assertEquals(defaultLevel(), app.services.settings.load().level)
    }
}
