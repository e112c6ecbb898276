package org.boardlore.app.core

import org.boardlore.engine.GameMatch
import org.boardlore.engine.GameStore
import org.boardlore.core.Seat
import org.boardlore.core.Seats
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File
import java.nio.file.Files

/**
 * The one-time import of the app's old save files (`saves/<game>.save`)
 * into the core's game store: the core reads them, the earlier `key=value`
 * header included, and moves the files (`GameStore.importOldSaves`); the
 * app only says where they are.
 */
class LegacySavesTest {
    private val dir: File = Files.createTempDirectory("boardlore-legacy").toFile()
    private val games = GameStore.open(File(dir, "games.db").path)
    private val savesDir = File(dir, "saves")

    private fun importAll() = games.importOldSaves(savesDir.path)
    private val gameId = EngineHarness.pickGame("bagh-chal", "chiangmai-checkers", "seega", "bobail", "buff-and-green")

    @After
    fun tearDown() {
        games.close()
        dir.deleteRecursively()
    }

    /** Writes an old save file of [game], as the app's earlier versions did. */
    private fun oldFile(game: String, text: String): File =
        File(savesDir.apply { mkdirs() }, "$game.save").apply { writeText(text) }

    /** A core save of [game] with [plies] moves played. */
    private fun saveWithMoves(game: String, plies: Int): String = GameMatch(game, listOf()).use { m ->
        repeat(plies) { m.play(m.legalMoves().first().notation) }
        m.save()
    }

    @Test
    fun anOldSaveFileIsImportedIntoTheStoreOnceAndRemoved() {
        val file = oldFile(gameId, saveWithMoves(gameId, 2))
        val report = importAll()
        assertEquals(listOf(gameId), report.imported)
        assertFalse("the old file is gone", file.exists())
        assertEquals(2, checkNotNull(games.resume(gameId)).use { it.history().size })
        assertEquals("nothing left to import", emptyList<String>(), importAll().imported)
    }

    @Test
    fun anOldFileOfTheEarlierFormatStillOpensWithItsOpponent() {
        // The app's earlier slot: a key=value header, a blank line, the core's save.
        val record = saveWithMoves(gameId, 1)
        val file = oldFile(gameId, "boardlore-android-save 1\ngame=$gameId\nmode=computer\nhuman-side=1\nlevel=3\n\n$record")
        assertEquals(listOf(gameId), importAll().imported)
        assertFalse(file.exists())
        checkNotNull(games.resume(gameId)).use {
            assertEquals(1, it.history().size)
            assertEquals(Seats(Seat.Computer(org.boardlore.core.Level.HARD), Seat.Human), it.seats())
        }
    }

    @Test
    fun theStoresGameWinsOverAnOldFileOfTheSameGame() {
        GameMatch(gameId, listOf()).use { games.autosave(it) }
        val file = oldFile(gameId, saveWithMoves(gameId, 3))
        // Not imported (the store lists only files that became the game in progress), yet removed.
        assertEquals(emptyList<String>(), importAll().imported)
        assertFalse("the old file is removed all the same", file.exists())
        assertEquals(0, checkNotNull(games.resume(gameId)).use { it.history().size })
    }

    @Test
    fun anUnreadableOldFileIsKeptAside() {
        val file = oldFile(gameId, "\u0000garbage")
        val kept = File(savesDir, importAll().keptAside.single())
        assertFalse(file.exists())
        assertTrue(kept.name, kept.name.startsWith("$gameId.corrupt-"))
        assertEquals("\u0000garbage", kept.readText())
        assertFalse("nothing in the store", games.hasAutosave(gameId))
        // The kept file is never imported again.
        assertEquals(emptyList<String>(), importAll().keptAside)
    }

    @Test
    fun anOldRecordTheEngineRefusesIsKeptAsideToo() {
        val bad = """{"game":"$gameId","moves":["not a move"]}"""
        oldFile(gameId, bad)
        val report = importAll()
        assertEquals(emptyList<String>(), report.imported)
        assertEquals(bad, File(savesDir, report.keptAside.single()).readText())
    }
}
