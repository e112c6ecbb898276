package org.boardlore.app.core

import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File
import java.nio.file.Files

class SaveStoreTest {
    private val dir: File = Files.createTempDirectory("saves").toFile()
    private val store = SaveStore(dir)

    private val vsComputer = SavedGame(
        MatchSetup("bagh-chal", linkedMapOf("variant" to "classic", "limit" to "5"), Opponent.Computer(humanSide = 1, level = 4)),
        """{"game":"bagh-chal","moves":["c3"]}""",
    )

    @After
    fun cleanUp() {
        dir.deleteRecursively()
    }

    @Test
    fun emptySlotReadsAsEmpty() {
        assertEquals(SaveStore.Slot.Empty, store.read("seega"))
        assertFalse(store.has("seega"))
    }

    @Test
    fun writeThenReadGivesTheSameGame() {
        store.write(vsComputer)
        assertTrue(store.has("bagh-chal"))
        assertEquals(SaveStore.Slot.Found(vsComputer), store.read("bagh-chal"))
        // The option order survives, as the new-game screen showed it.
        val found = store.read("bagh-chal") as SaveStore.Slot.Found
        assertEquals(listOf("variant", "limit"), found.game.setup.options.keys.toList())
    }

    @Test
    fun twoPlayerGamesRoundTrip() {
        val game = SavedGame(MatchSetup("seega", emptyMap(), Opponent.TwoPlayers), "{}\nsecond line")
        store.write(game)
        assertEquals(SaveStore.Slot.Found(game), store.read("seega"))
    }

    @Test
    fun aWriteReplacesTheSlotAndLeavesNoTemporaryFile() {
        store.write(vsComputer)
        val later = vsComputer.copy(engineSave = """{"game":"bagh-chal","moves":["c3","a1-b1"]}""")
        store.write(later)
        assertEquals(SaveStore.Slot.Found(later), store.read("bagh-chal"))
        assertEquals(listOf("bagh-chal.save"), dir.list()!!.sorted())
    }

    @Test
    fun oneSlotPerGame() {
        store.write(vsComputer)
        store.write(SavedGame(MatchSetup("bobail", emptyMap(), Opponent.TwoPlayers), "{}"))
        assertEquals(listOf("bagh-chal.save", "bobail.save"), dir.list()!!.sorted())
        store.delete("bobail")
        assertEquals(SaveStore.Slot.Empty, store.read("bobail"))
        assertTrue(store.has("bagh-chal"))
    }

    @Test
    fun aCorruptSlotIsSetAsideNotDeleted() {
        val garbage = "this is not a save\u0000\u0001"
        store.slotFile("bobail").also { dir.mkdirs() }.writeText(garbage)
        val slot = store.read("bobail")
        assertTrue(slot is SaveStore.Slot.Corrupt)
        val kept = (slot as SaveStore.Slot.Corrupt).keptAs
        assertEquals("bobail.corrupt-1.save", kept.name)
        assertEquals(garbage, kept.readText())
        // The slot is free again, and a second bad file does not overwrite the first.
        assertEquals(SaveStore.Slot.Empty, store.read("bobail"))
        store.slotFile("bobail").writeBytes(byteArrayOf(0xC3.toByte(), 0x28))
        val second = store.read("bobail") as SaveStore.Slot.Corrupt
        assertEquals("bobail.corrupt-2.save", second.keptAs.name)
        assertEquals(garbage, kept.readText())
    }

    @Test
    fun aTruncatedHeaderIsCorrupt() {
        val full = vsComputer.encode()
        store.slotFile("bagh-chal").also { dir.mkdirs() }.writeText(full.substring(0, full.indexOf("level")))
        assertTrue(store.read("bagh-chal") is SaveStore.Slot.Corrupt)
    }

    @Test
    fun aSaveOfAnotherGameInASlotIsCorrupt() {
        store.write(vsComputer)
        store.slotFile("bagh-chal").renameTo(store.slotFile("seega"))
        assertTrue(store.read("seega") is SaveStore.Slot.Corrupt)
    }

    @Test(expected = IllegalArgumentException::class)
    fun gameIdsCannotEscapeTheDirectory() {
        store.slotFile("../evil")
    }
}
