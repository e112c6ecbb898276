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

    private val save = """{"game":"bagh-chal","moves":["c3"]}"""

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
    fun writeThenReadGivesTheSameText() {
        store.write("bagh-chal", save)
        assertTrue(store.has("bagh-chal"))
        assertEquals(SaveStore.Slot.Found(save), store.read("bagh-chal"))
        store.write("seega", "{}\nsecond line")
        assertEquals(SaveStore.Slot.Found("{}\nsecond line"), store.read("seega"))
    }

    @Test
    fun aWriteReplacesTheSlotAndLeavesNoTemporaryFile() {
        store.write("bagh-chal", save)
        val later = """{"game":"bagh-chal","moves":["c3","a1-b1"]}"""
        store.write("bagh-chal", later)
        assertEquals(SaveStore.Slot.Found(later), store.read("bagh-chal"))
        assertEquals(listOf("bagh-chal.save"), dir.list()!!.sorted())
    }

    @Test
    fun oneSlotPerGame() {
        store.write("bagh-chal", save)
        store.write("bobail", "{}")
        assertEquals(listOf("bagh-chal.save", "bobail.save"), dir.list()!!.sorted())
        store.delete("bobail")
        assertEquals(SaveStore.Slot.Empty, store.read("bobail"))
        assertTrue(store.has("bagh-chal"))
    }

    @Test
    fun aSlotThatIsNotTextIsSetAsideNotDeleted() {
        store.slotFile("bobail").also { dir.mkdirs() }.writeBytes(byteArrayOf(0xC3.toByte(), 0x28))
        val slot = store.read("bobail")
        assertTrue(slot is SaveStore.Slot.Corrupt)
        val kept = (slot as SaveStore.Slot.Corrupt).keptAs
        assertEquals("bobail.corrupt-1.save", kept.name)
        // The slot is free again, and a second bad file does not overwrite the first.
        assertEquals(SaveStore.Slot.Empty, store.read("bobail"))
        store.slotFile("bobail").writeText("   ")
        val second = store.read("bobail") as SaveStore.Slot.Corrupt
        assertEquals("bobail.corrupt-2.save", second.keptAs.name)
        assertTrue(kept.isFile)
    }

    @Test(expected = IllegalArgumentException::class)
    fun gameIdsCannotEscapeTheDirectory() {
        store.slotFile("../evil")
    }
}
