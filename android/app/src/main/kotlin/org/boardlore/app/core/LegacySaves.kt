package org.boardlore.app.core

import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameStore
import java.io.File

/**
 * The save files of the app's earlier versions (one `<game>.save` per game
 * in [directory], the core's save text, perhaps behind an older `key=value`
 * header), moved into the game store: each is handed to the core's
 * `GameStore.importLegacy` once and then deleted, so no player loses the
 * game they were playing. The store keeps a game it already has (the old
 * file is then only removed). A file the core cannot read is renamed aside
 * as `<game>.corrupt-<n>.save`, never deleted, and reported, so the game
 * screen can say so and a bug report can still include it. When the store
 * itself fails (not the file), the file stays for the next start.
 *
 * Runs on the engine thread (file and store work).
 */
class LegacySaves(private val directory: File) {
    /** What one import pass did. */
    data class Report(
        /** Games whose old file went into the store (or was already there). */
        val imported: List<String>,
        /** Game id to where its unreadable old file now lies. */
        val setAside: Map<String, File>,
    )

    /** The old files waiting to be imported, by game id. */
    private fun pending(): Map<String, File> =
        (directory.listFiles() ?: emptyArray())
            .filter { it.isFile && it.name.endsWith(EXTENSION) && !it.name.contains(CORRUPT) }
            .associateBy { it.name.removeSuffix(EXTENSION) }

    /** Imports every old file there is into [store]. */
    fun importAll(store: GameStore): Report {
        val files = pending()
        val imported = mutableListOf<String>()
        val setAside = LinkedHashMap<String, File>()
        for ((gameId, file) in files) {
            val text = file.readBytes().let { bytes ->
                runCatching { Charsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString() }.getOrNull()
            }
            if (text == null || text.isBlank()) {
                setAside[gameId] = setAside(gameId, file)
                continue
            }
            try {
                store.importLegacy(text)
                file.delete()
                imported += gameId
            } catch (e: BoardloreException.CorruptSave) {
                setAside[gameId] = setAside(gameId, file)
            }
            // Any other failure is the store's: the file stays for the next try.
        }
        // Temporary files of an interrupted write of old are only debris.
        (directory.listFiles() ?: emptyArray()).filter { it.name.endsWith(TEMP_SUFFIX) }.forEach { it.delete() }
        return Report(imported, setAside)
    }

    private fun setAside(gameId: String, file: File): File {
        var n = 1
        var aside: File
        do {
            aside = File(directory, "$gameId$CORRUPT$n$EXTENSION")
            n++
        } while (aside.exists())
        return if (file.renameTo(aside)) aside else file
    }

    companion object {
        const val EXTENSION = ".save"
        private const val CORRUPT = ".corrupt-"
        private const val TEMP_SUFFIX = ".tmp"
    }
}
