package org.boardlore.app.ui

import android.content.Context
import android.os.LocaleList
import android.os.Process
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.launch
import org.boardlore.app.core.GameScreenDriver
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameStore
import org.boardlore.engine.initLogging
import org.boardlore.engine.setPreferredLanguages
import java.io.Closeable
import java.io.File
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import org.boardlore.core.GameAction
import org.boardlore.core.Lang
import org.boardlore.engine.GameScreenHandle
import org.boardlore.engine.preferredLanguage

/**
 * What every screen shares: the one engine thread, the core's game store,
 * the settings, and the game screens' drivers, which outlive a rotation the
 * way a ViewModel would (the framework has none without AndroidX).
 *
 * [close] stops it for good: the drivers and the engine thread. The app
 * never needs to; a test does, so that nothing runs on into the next one.
 */
class AppServices(context: Context) : Closeable {
    private val filesDir = context.filesDir

    private val engineThread: ExecutorService = Executors.newSingleThreadExecutor { task ->
        Thread({
            Process.setThreadPriority(Process.THREAD_PRIORITY_BACKGROUND)
            task.run()
        }, "boardlore-engine").apply { isDaemon = true }
    }

    /** Every engine call runs here, one at a time, in order. */
    val engine: CoroutineDispatcher = engineThread.asCoroutineDispatcher()

    val main: CoroutineDispatcher = Dispatchers.Main

    init {
        // The core's log goes to logcat (tag "boardlore"); loading the library
        // is engine work too, so it happens off the main thread.
        CoroutineScope(engine).launch { initLogging() }
    }

    /**
     * The core's game store: every game in progress (autosaved after each
     * move), the finished games, statistics and reviews. Opened on first
     * use, on the engine thread.
     */
    val games: GameStore by lazy { GameStore.open(File(context.filesDir, "games.db").path) }

    private val storeNoticeTaken = java.util.concurrent.atomic.AtomicBoolean(false)

    /**
     * The file the core moved a damaged game store aside to, the first time
     * it is asked in this process (Home tells the player once); `null` when
     * the store opened whole or it was told already. Engine thread.
     */
    fun takeStoreMovedAside(): String? {
        val aside = runCatching { games.movedAside() }.getOrNull() ?: return null
        return if (storeNoticeTaken.compareAndSet(false, true)) File(aside).name else null
    }

    val settings = SettingsStore(context)

    /** The Bagh Chal table, loaded from the assets on a thread of its own from start-up on. */
    val tablebase = TablebaseLoader(context.assets).apply { start() }

    /** Old save files the core could not read, kept aside (file names), by game, until that game's screen says so. */
    val keptAside = java.util.concurrent.ConcurrentHashMap<String, String>()

    /** The engine reviews running, each on a thread of its own. */
    val reviews = ReviewRuns({ games }, { language })

    /** The core moves the save files of the app's earlier versions into [games], once: at start-up, before any game is resumed. */
    fun importLegacySaves() {
        val saves = File(filesDir, "saves")
        if (!saves.exists()) return // the store is opened only when there is something to import
        try {
            games.importOldSaves(saves.path).keptAside.associateByTo(keptAside) { it.substringBefore(".corrupt-") }
        } catch (e: BoardloreException) {
            android.util.Log.w("boardlore", "old saves not imported yet: ${e.message}")
        }
    }

    init {
        CoroutineScope(engine).launch { importLegacySaves() }
    }

    private val drivers = HashMap<String, GameScreenDriver>()

    /** The core's language for [languages]: the catalogue, rules and store texts are asked for in it. */
    var language: Lang = Lang.EN
        private set

    /** The device's languages as last handed to the core, most wanted first. */
    var languages: List<String> = emptyList()
        private set

    /**
     * Hands the device's [locales] to the core, which speaks the first of
     * them it knows (else English) in every text from then on: at start and
     * whenever the device's language changes. On the engine thread, so every
     * engine call made after this one already speaks it; the open game
     * screens are told. Returns whether the languages changed.
     */
    fun useLanguages(locales: LocaleList): Boolean {
        val tags = (0 until locales.size()).map { locales[it].toLanguageTag() }
        if (tags == languages) return false
        languages = tags
        language = preferredLanguage(tags)
        CoroutineScope(engine).launch { setPreferredLanguages(tags) }
        drivers.values.forEach { it.act(GameAction.LanguageChanged(language)) }
        return true
    }

    /** The game screen of [gameId], kept across activity recreation. */
    fun driver(gameId: String): GameScreenDriver? = drivers[gameId]

    /** Makes [screen] the game screen of [gameId], closing any previous one. */
    fun adopt(gameId: String, screen: GameScreenHandle): GameScreenDriver {
        val driver = GameScreenDriver(screen, engine, main) { games }
        drivers.put(gameId, driver)?.close()
        return driver
    }

    /** Closes and forgets the game screen of [gameId] (its screen finished). */
    fun release(gameId: String) {
        drivers.remove(gameId)?.close()
    }

    /** Closes every game screen (stopping their searches) and ends the engine thread. */
    override fun close() {
        drivers.values.forEach { it.close() }
        drivers.clear()
        reviews.cancelAll()
        engineThread.shutdownNow()
    }
}
