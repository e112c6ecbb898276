package org.boardlore.app.ui

import android.app.Activity
import android.content.Context
import android.content.res.Configuration
import android.os.Build
import android.os.Bundle
import android.view.View
import android.view.WindowInsets
import android.window.OnBackInvokedCallback
import android.window.OnBackInvokedDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.cancel
import org.boardlore.app.core.AppSettings
import org.boardlore.app.core.ThemeChoice

/**
 * What every screen does: the chosen theme (light, dark or the system's),
 * edge-to-edge drawing with insets as padding, and back handling through
 * `OnBackInvokedCallback` where the platform has it.
 */
abstract class BaseActivity : Activity() {
    val services: AppServices get() = (application as BoardloreApplication).services

    /** Cancelled when the activity is destroyed. */
    protected val scope: CoroutineScope = MainScope()

    private var themeAtCreation: ThemeChoice? = null
    private var backCallback: Any? = null

    protected lateinit var settings: AppSettings
        private set

    override fun attachBaseContext(newBase: Context) {
        val choice = (newBase.applicationContext as BoardloreApplication).services.settings.load().theme
        themeAtCreation = choice
        super.attachBaseContext(withTheme(newBase, choice))
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        // A change of the device's language recreates the screen: the core
        // speaks the new one before this screen reads anything from it.
        services.useLanguages(resources.configuration.locales)
        settings = services.settings.load()
        drawEdgeToEdge()
        registerBack()
    }

    override fun onResume() {
        super.onResume()
        settings = services.settings.load()
        // The theme was chosen while this screen was in the back stack.
        if (settings.theme != themeAtCreation) recreate()
    }

    override fun onDestroy() {
        unregisterBack()
        scope.cancel()
        super.onDestroy()
    }

    /** Back was pressed or swiped. Return `true` if handled; the default finishes. */
    protected open fun onBack(): Boolean = false

    /** Pads [root] by the system bars and display cutout, keeping its own padding. */
    protected fun applyInsets(root: View) {
        val left = root.paddingLeft
        val top = root.paddingTop
        val right = root.paddingRight
        val bottom = root.paddingBottom
        root.setOnApplyWindowInsetsListener { view, insets ->
            val bars = systemInsets(insets)
            view.setPadding(left + bars[0], top + bars[1], right + bars[2], bottom + bars[3])
            insets
        }
        root.requestApplyInsets()
    }

    private fun systemInsets(insets: WindowInsets): IntArray =
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
            val i = insets.getInsets(WindowInsets.Type.systemBars() or WindowInsets.Type.displayCutout())
            intArrayOf(i.left, i.top, i.right, i.bottom)
        } else {
            @Suppress("DEPRECATION")
            intArrayOf(insets.systemWindowInsetLeft, insets.systemWindowInsetTop, insets.systemWindowInsetRight, insets.systemWindowInsetBottom)
        }

    private fun drawEdgeToEdge() {
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.VANILLA_ICE_CREAM) {
            // Android 15 draws edge to edge for apps that target it.
        } else if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
            @Suppress("DEPRECATION")
            window.setDecorFitsSystemWindows(false)
        } else {
            @Suppress("DEPRECATION")
            window.decorView.systemUiVisibility = View.SYSTEM_UI_FLAG_LAYOUT_STABLE or
                View.SYSTEM_UI_FLAG_LAYOUT_FULLSCREEN or View.SYSTEM_UI_FLAG_LAYOUT_HIDE_NAVIGATION
        }
    }

    private fun registerBack() {
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            val callback = OnBackInvokedCallback { if (!onBack()) finish() }
            onBackInvokedDispatcher.registerOnBackInvokedCallback(OnBackInvokedDispatcher.PRIORITY_DEFAULT, callback)
            backCallback = callback
        }
    }

    private fun unregisterBack() {
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            (backCallback as? OnBackInvokedCallback)?.let { onBackInvokedDispatcher.unregisterOnBackInvokedCallback(it) }
        }
    }

    /** Before Android 13 back arrives here. */
    @Deprecated("Replaced by OnBackInvokedCallback on Android 13 and later")
    override fun onBackPressed() {
        @Suppress("DEPRECATION")
        if (!onBack()) super.onBackPressed()
    }

    private companion object {
        fun withTheme(base: Context, choice: ThemeChoice): Context {
            val night = when (choice) {
                ThemeChoice.SYSTEM -> return base
                ThemeChoice.LIGHT -> Configuration.UI_MODE_NIGHT_NO
                ThemeChoice.DARK -> Configuration.UI_MODE_NIGHT_YES
            }
            val config = Configuration(base.resources.configuration)
            config.uiMode = (config.uiMode and Configuration.UI_MODE_NIGHT_MASK.inv()) or night
            return base.createConfigurationContext(config)
        }
    }
}
