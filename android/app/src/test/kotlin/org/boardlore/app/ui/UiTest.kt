package org.boardlore.app.ui

import android.app.Activity
import android.content.Intent
import android.graphics.Bitmap
import android.graphics.Canvas
import android.icu.text.BreakIterator
import android.os.Looper
import android.os.SystemClock
import android.view.MotionEvent
import android.view.View
import android.view.ViewGroup
import android.widget.HorizontalScrollView
import android.widget.ScrollView
import android.widget.TextView
import org.boardlore.core.GameSetup
import org.boardlore.core.Level
import org.boardlore.core.Seat
import org.boardlore.core.Seats
import org.boardlore.core.Side
import org.boardlore.engine.GameMatch
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.robolectric.Robolectric
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.android.controller.ActivityController
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.annotation.LooperMode
import org.robolectric.shadows.ShadowDialog
import java.io.File
import java.time.Duration

/**
 * What every UI test shares: the real Android 15 framework (Robolectric) on
 * a phone-sized screen, real Skia drawing for screenshots, and a main looper
 * that runs only when the test lets it, so a test never blocks the main
 * thread while the engine thinks: it lets the looper run and looks again.
 *
 * Every test class carries the same configuration, so one sandbox serves
 * them all in one JVM. Each test gets a new application, and with it new
 * [AppServices], which [closeEverything] closes: no engine thread or search
 * runs on into the next test.
 */
@Config(sdk = [35], qualifiers = UiTest.PHONE)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@LooperMode(LooperMode.Mode.PAUSED)
abstract class UiTest {
    private val launched = mutableListOf<ActivityController<*>>()

    protected val app: BoardloreApplication get() = RuntimeEnvironment.getApplication() as BoardloreApplication

    @After
    fun closeEverything() {
        for (controller in launched.asReversed()) {
            runCatching { controller.pause().stop().destroy() }
        }
        launched.clear()
        app.services.close()
    }

    /** Keeps a new match under [setup] (its options and seats) as its game's game in progress in the store. */
    protected fun saveNewMatch(setup: GameSetup) {
        GameMatch.withSeats(setup.gameId, setup.options, setup.seats).use { app.services.games.autosave(it) }
    }

    /** Starts [type] the way the system would, through to resumed and visible. */
    protected fun <A : Activity> launch(type: Class<A>, intent: Intent? = null): ActivityController<A> {
        val controller = if (intent == null) Robolectric.buildActivity(type) else Robolectric.buildActivity(type, intent)
        launched += controller
        controller.setup()
        idle()
        return controller
    }

    /** Lets the main thread run what is due now (engine results arrive this way). */
    protected fun idle() = shadowOf(Looper.getMainLooper()).idle()

    /** Lets [millis] of clock pass on the main thread: animations finish. */
    protected fun settle(millis: Long = 2_000) = shadowOf(Looper.getMainLooper()).idleFor(Duration.ofMillis(millis))

    /** Lets the main thread run until [done] holds; the engine works meanwhile on its own thread. */
    protected fun idleUntil(what: String, timeoutMillis: Long = 120_000, done: () -> Boolean) {
        val deadline = System.currentTimeMillis() + timeoutMillis
        while (true) {
            idle()
            if (done()) return
            check(System.currentTimeMillis() < deadline) { "timed out waiting for $what" }
            Thread.sleep(2)
        }
    }

    /** A tap at ([x], [y]) in [activity]'s window, dispatched as the system does. */
    protected fun tapAt(activity: Activity, x: Float, y: Float) {
        val down = SystemClock.uptimeMillis()
        touch(activity, down, down, MotionEvent.ACTION_DOWN, x, y)
        touch(activity, down, down + 60, MotionEvent.ACTION_UP, x, y)
    }

    protected fun touch(activity: Activity, downTime: Long, time: Long, action: Int, x: Float, y: Float) {
        val event = MotionEvent.obtain(downTime, time, action, x, y, 0)
        activity.dispatchTouchEvent(event)
        event.recycle()
    }

    /** A tap in the middle of [view], through the window. */
    protected fun tap(activity: Activity, view: View) {
        assertTrue("${name(view)} is shown", view.isShown)
        assertTrue("${name(view)} is enabled", view.isEnabled)
        val at = IntArray(2)
        view.getLocationInWindow(at)
        // A view inside a scroller may lie beyond its visible part: scroll it in first.
        view.requestRectangleOnScreen(android.graphics.Rect(0, 0, view.width, view.height), true)
        idle()
        view.getLocationInWindow(at)
        tapAt(activity, at[0] + view.width / 2f, at[1] + view.height / 2f)
        idle()
    }

    /** Draws [activity]'s whole window into build/screenshots/android/[name].png. */
    protected fun screenshot(activity: Activity, name: String) {
        settle()
        val root = activity.window.decorView
        val bitmap = Bitmap.createBitmap(root.width, root.height, Bitmap.Config.ARGB_8888)
        val canvas = Canvas(bitmap)
        root.draw(canvas)
        // A dialog is a window of its own: drawn on top, dimmed behind, centred as the system places it.
        val dialog = ShadowDialog.getLatestDialog()
        if (dialog != null && dialog.isShowing) {
            val panel = checkNotNull(dialog.window).decorView
            canvas.drawColor(0x99000000.toInt())
            canvas.save()
            canvas.translate((root.width - panel.width) / 2f, (root.height - panel.height) / 2f)
            panel.draw(canvas)
            canvas.restore()
        }
        val file = File(screenshotDir, "$name.png")
        file.outputStream().use { bitmap.compress(Bitmap.CompressFormat.PNG, 100, it) }
        bitmap.recycle()
    }

    /**
     * Every text on screen fits: none is cut short or broken inside a word,
     * none is taller than its view, each view lies inside its parents (up to
     * a scroller), and nothing outside a scroller reaches past the window.
     */
    protected fun assertNothingClipped(activity: Activity) {
        val root = activity.window.decorView
        visit(root, inScroller = false) { view, inScroller ->
            if (view !is TextView || !view.isShown || view.text.isEmpty()) return@visit
            val layout = view.layout ?: return@visit
            val what = "${name(view)} (\"${view.text}\")"
            val ellipsised = (0 until layout.lineCount).sumOf { layout.getEllipsisCount(it) }
            assertEquals("$what is cut short", 0, ellipsised)
            // Where a line ends between two letters, it must be a place the
            // language breaks lines (Thai writes no spaces between words).
            val breaks = BreakIterator.getLineInstance(view.textLocale).apply { setText(view.text.toString()) }
            for (line in 0 until layout.lineCount - 1) {
                val end = layout.getLineEnd(line)
                val broken = end in 1 until view.text.length && view.text[end - 1].isLetter() && view.text[end].isLetter() &&
                    !breaks.isBoundary(end)
                assertTrue("$what is broken inside a word", !broken)
            }
            val room = view.height - view.compoundPaddingTop - view.compoundPaddingBottom
            assertTrue("$what needs ${layout.height}px, has $room", layout.height <= room + 1)
            assertInsideParents(view, what)
            if (!inScroller) {
                val at = IntArray(2)
                view.getLocationInWindow(at)
                assertTrue("$what reaches past the window's right edge", at[0] + view.width <= root.width)
                assertTrue("$what reaches past the window's bottom", at[1] + view.height <= root.height)
            }
        }
    }

    /** [view] lies within each parent up to the first scroller, which may clip it on purpose. */
    private fun assertInsideParents(view: View, what: String) {
        var left = view.left
        var top = view.top
        var parent = view.parent as? ViewGroup
        while (parent != null && parent !is ScrollView && parent !is HorizontalScrollView) {
            val right = left + view.width
            val bottom = top + view.height
            assertTrue("$what sticks out of ${name(parent)}", left >= 0 && top >= 0 && right <= parent.width && bottom <= parent.height)
            left += parent.left
            top += parent.top
            parent = parent.parent as? ViewGroup
        }
    }

    private fun visit(view: View, inScroller: Boolean, action: (View, Boolean) -> Unit) {
        action(view, inScroller)
        if (view is ViewGroup) {
            val scrolls = inScroller || view is ScrollView || view is HorizontalScrollView
            for (i in 0 until view.childCount) visit(view.getChildAt(i), scrolls, action)
        }
    }

    /** The view's id as the layout names it; a view made in code (generated id) by its class. */
    protected fun name(view: View): String =
        if (view.id == View.NO_ID || view.id ushr 24 == 0) view.javaClass.simpleName else view.resources.getResourceEntryName(view.id)

    /** Sets the device configuration for the activities started after it (`+night`, `+land`). */
    protected fun qualifiers(qualifiers: String) = RuntimeEnvironment.setQualifiers(qualifiers)

    companion object {
        /** A current phone's screen, 411 x 891 dp; at hdpi (1.5 px a dp) the screenshots stay small. */
        const val PHONE = "w411dp-h891dp-port-hdpi"

        /** The core's games, in its catalogue's order (checked against the core by HomeScreenTest). */
        val GAMES = listOf("bagh-chal", "buff-and-green", "seega", "chiangmai-checkers", "bobail")

        /** Two people on one device. */
        fun twoPlayers(gameId: String) = GameSetup(gameId, emptyList(), Seats(Seat.Human, Seat.Human), null)

        /** One person, playing [human], against the computer at [level]. */
        fun vsComputer(gameId: String, level: Level = Level.EASY, human: Side = Side.FIRST): GameSetup {
            val computer = Seat.Computer(level)
            return GameSetup(gameId, emptyList(), if (human == Side.FIRST) Seats(Seat.Human, computer) else Seats(computer, Seat.Human), null)
        }

        private val screenshotDir: File by lazy {
            File(System.getProperty("boardlore.screenshots") ?: "build/screenshots/android").apply { mkdirs() }
        }
    }
}
