package org.boardlore.app.ui

import android.app.Application
import android.content.pm.ApplicationInfo
import android.content.res.Configuration
import android.os.StrictMode

/** Holds the app-wide [AppServices], tells the core the device's language; turns StrictMode on in debuggable builds. */
class BoardloreApplication : Application() {
    /** Set at start; a test replaces it to start the services afresh over files it prepared. */
    lateinit var services: AppServices

    override fun onCreate() {
        super.onCreate()
        if (applicationInfo.flags and ApplicationInfo.FLAG_DEBUGGABLE != 0) enableStrictMode()
        services = AppServices(this)
        services.useLanguages(resources.configuration.locales)
    }

    /** The device's language changed: the core follows it (the screens are recreated). */
    override fun onConfigurationChanged(newConfig: Configuration) {
        super.onConfigurationChanged(newConfig)
        services.useLanguages(newConfig.locales)
    }

    private fun enableStrictMode() {
        StrictMode.setThreadPolicy(
            StrictMode.ThreadPolicy.Builder().detectAll().penaltyLog().build(),
        )
        StrictMode.setVmPolicy(
            StrictMode.VmPolicy.Builder()
                .detectLeakedClosableObjects()
                .detectActivityLeaks()
                .detectFileUriExposure()
                .penaltyLog()
                .build(),
        )
    }
}
