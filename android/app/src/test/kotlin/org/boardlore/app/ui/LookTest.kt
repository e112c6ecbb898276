package org.boardlore.app.ui

import android.content.Intent
import android.graphics.Bitmap
import android.graphics.BitmapFactory
import android.graphics.Canvas
import android.graphics.Color
import android.widget.LinearLayout
import android.widget.RadioButton
import android.widget.RadioGroup
import android.widget.Switch
import org.boardlore.app.R
import org.boardlore.engine.boardTheme
import org.boardlore.engine.boardThemes
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner

/**
 * Issue 19's look and feel: the board as large as the screen allows, the
 * core's themes and art on the board, the tray of pieces, the cues of each
 * event, the settings, and sharing. Screenshots of every game in every
 * theme go to build/screenshots/android/look-*.png (docs/screenshots.md).
 */
@RunWith(RobolectricTestRunner::class)
class LookTest : GameUiTest() {
    private fun innerWidth(screen: Screen): Int {
        val root = screen.activity.view<LinearLayout>(R.id.root)
        return root.width - root.paddingLeft - root.paddingRight
    }

    private fun innerHeight(screen: Screen): Int {
        val root = screen.activity.view<LinearLayout>(R.id.root)
        return root.height - root.paddingTop - root.paddingBottom
    }

    @Test
    fun onAPhoneInPortraitTheBoardTakesTheWidth() {
        for (id in GAMES) {
            val screen = openGame(twoPlayers(id))
            val board = screen.board
            assertTrue("$id: board ${board.width}px of ${innerWidth(screen)}px", board.width >= 0.85 * innerWidth(screen))
            assertEquals("$id: square", board.width, board.height)
            // The drawn board fills its view: no band above or below it.
            val layout = checkNotNull(board.layout)
            assertEquals("$id: drawn square fills the view", board.width.toFloat(), layout.size, 1f)
            screen.activity.finish()
        }
    }

    @Test
    fun onAPhoneInLandscapeTheBoardTakesTheHeight() {
        qualifiers("w891dp-h411dp-land-hdpi")
        for (id in GAMES) {
            val screen = openGame(twoPlayers(id))
            assertEquals("$id: the board spans the height", innerHeight(screen), screen.board.height)
            assertEquals("$id: square", screen.board.height, screen.board.width)
            screen.activity.finish()
        }
    }

    @Test
    fun onATabletTheBoardTakesTheWidthInPortraitAndTheHeightInLandscape() {
        qualifiers("w800dp-h1280dp-port-mdpi")
        val portrait = openGame(twoPlayers("buff-and-green"))
        assertTrue(portrait.board.width >= 0.85 * innerWidth(portrait))
        portrait.activity.finish()
        qualifiers("w1280dp-h800dp-land-mdpi")
        val landscape = openGame(twoPlayers("buff-and-green"))
        assertEquals(innerHeight(landscape), landscape.board.height)
        landscape.activity.finish()
    }

    /** The board view's pixels, drawn by its own painter. */
    private fun pixels(board: BoardView): Bitmap {
        val bitmap = Bitmap.createBitmap(board.width, board.height, Bitmap.Config.ARGB_8888)
        board.draw(Canvas(bitmap))
        return bitmap
    }

    @Test
    fun everyGameIsDrawnInEveryThemeOfTheCore() {
        val themes = boardThemes()
        assertEquals(listOf("wood", "dark", "contrast"), themes.map { it.id })
        for (theme in themes) {
            app.services.settings.save(app.services.settings.load().copy(boardTheme = theme.id))
            for (id in GAMES) {
                val screen = openGame(twoPlayers(id))
                assertEquals(theme.id, screen.board.palette.theme.id)
                screen.playOneMove()
                screen.playOneMove()
                settle()
                // The frame (the label margin, left of the middle) is the theme's background.
                val layout = checkNotNull(screen.board.layout)
                val bitmap = pixels(screen.board)
                val frame = bitmap.getPixel((layout.left + layout.size * 0.012f).toInt(), (layout.top + layout.size * 0.5f).toInt())
                assertEquals("$id in ${theme.id}: frame colour", Color.parseColor(theme.background) and 0xFFFFFF, frame and 0xFFFFFF)
                bitmap.recycle()
                screenshot(screen.activity, "look-$id-${theme.id}")
                screen.activity.finish()
            }
        }
    }

    @Test
    fun autoFollowsTheAppsDarkMode() {
        qualifiers("+night")
        val screen = openGame(twoPlayers("bobail"))
        assertEquals("dark", screen.board.palette.theme.id)
        assertEquals(boardTheme("auto", true), screen.board.palette.theme)
    }

    @Test
    fun theTrayDrawsTheGoatsInHandAndTheGoatsTaken() {
        val screen = openGame(twoPlayers("bagh-chal"))
        val tray = screen.activity.view<PieceTrayView>(R.id.tray)
        assertTrue("the tray shows the goats to place", tray.isShown)
        settle()
        val bitmap = Bitmap.createBitmap(tray.width, tray.height, Bitmap.Config.ARGB_8888)
        tray.draw(Canvas(bitmap))
        assertEquals("one goat, with its count", 1, tray.piecesDrawn)
        assertTrue("a row of pieces", tray.height > 0)
        assertTrue(tray.contentDescription.toString().contains("Goats to place 20"))
        // The draughts of Buff and Green have nothing off the board at the start: no band.
        screen.activity.finish()
        val draughts = openGame(twoPlayers("buff-and-green"))
        assertFalse(draughts.activity.view<PieceTrayView>(R.id.tray).isShown)
    }

    @Test
    fun eachEventPlaysTheCoresSoundAndPatternUnlessSwitchedOff() {
        val screen = openGame(twoPlayers("bagh-chal"))
        screen.playOneMove()
        assertEquals("a goat placed", "place", screen.activity.feedback.lastSound)
        screen.playOneMove()
        val tigers = checkNotNull(screen.frame.lastMove)
        assertEquals("a tiger moved or captured", if (tigers.captured.isNotEmpty()) "capture" else "move", screen.activity.feedback.lastSound)
        val move = screen.activity.feedback.lastPattern
        assertNotNull("a vibration", move)
        screen.activity.finish()

        app.services.settings.save(app.services.settings.load().copy(sound = false, haptics = false))
        val quiet = openGame(twoPlayers("bagh-chal"))
        quiet.playOneMove()
        assertNull(quiet.activity.feedback.lastSound)
        assertNull(quiet.activity.feedback.lastPattern)
    }

    @Test
    fun everySoundTheCoreNamesIsInTheApp() {
        for (cue in org.boardlore.core.Cue.entries) {
            val name = org.boardlore.engine.cueFeedback(cue).sound ?: continue
            @Suppress("DiscouragedApi")
            val id = app.resources.getIdentifier("sound_$name", "raw", app.packageName)
            assertTrue("res/raw/sound_$name.wav", id != 0)
        }
    }

    @Test
    fun settingsOfferTheBoardThemesAndLegalMoves() {
        val settings = launch(SettingsActivity::class.java).get()
        val group = settings.view<RadioGroup>(R.id.board_theme_group)
        assertEquals(4, group.childCount)
        assertTrue((group.getChildAt(0) as RadioButton).isChecked)
        (group.getChildAt(3) as RadioButton).performClick()
        assertEquals("contrast", app.services.settings.load().boardTheme)
        val legal = settings.view<Switch>(R.id.legal_moves_switch)
        assertTrue(legal.isChecked)
        legal.performClick()
        assertFalse(app.services.settings.load().showLegalMoves)
        screenshot(settings, "look-settings")
        settings.finish()

        val screen = openGame(twoPlayers("buff-and-green"))
        assertEquals("contrast", screen.board.palette.theme.id)
        assertFalse(screen.board.showLegalMoves)
    }

    @Test
    fun theBoardIsSharedAsAPictureAndTheGameAsText() {
        val screen = openGame(twoPlayers("bagh-chal"))
        screen.playOneMove()
        screen.playOneMove()
        val text = BoardShare.textIntent(screen.frame.gameName, screen.frame.shareText)
        val body = text.getStringExtra(Intent.EXTRA_TEXT).orEmpty()
        assertTrue(body, body.startsWith("Bagh Chal (Nepal)"))
        assertTrue(body, body.lines().any { it.startsWith("1. ") })
        val image = BoardShare.imageIntent(screen.activity, screen.board, screen.frame.gameName)
        assertNotNull(image)
        assertEquals("image/png", image!!.type)
        val file = BoardImageProvider.file(screen.activity)
        val bytes = file.readBytes()
        val picture = BitmapFactory.decodeByteArray(bytes, 0, bytes.size)
        assertEquals(BoardShare.IMAGE_SIZE, picture.width)
        assertEquals(BoardShare.IMAGE_SIZE, picture.height)
        file.copyTo(java.io.File(System.getProperty("boardlore.screenshots") ?: "build/screenshots/android", "look-shared-bagh-chal.png"), overwrite = true)
    }
}
