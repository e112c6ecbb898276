package org.boardlore.app.core

import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File
import java.nio.file.Files
import java.util.Random
import java.util.concurrent.TimeUnit

/**
 * A process writing saves in a loop is killed (SIGKILL) at random points,
 * [KILLS] times: every time, the slot on disk loads as a whole game, the
 * last one written or the one before, never a mix or nothing. (A killed
 * process, not a power cut: that the directory is flushed is not tested.)
 */
class SaveKillTest {
    private val dir: File = Files.createTempDirectory("save-kill").toFile()

    @After
    fun cleanUp() {
        dir.deleteRecursively()
    }

    @Test
    fun aKilledWriterAlwaysLeavesAWholeSave() {
        val random = Random(16)
        val store = SaveStore(dir)
        var next = 1L
        store.write(GAME, saveText(0))
        repeat(KILLS) { round ->
            val before = (store.read(GAME) as SaveStore.Slot.Found).text
            val child = ProcessBuilder(
                File(System.getProperty("java.home"), "bin/java").path,
                "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-Xmx32m",
                "-cp", System.getProperty("java.class.path"),
                SaveWriterProcess::class.java.name, dir.path, next.toString(),
            ).redirectErrorStream(true).start()
            val ready = child.inputStream.bufferedReader().readLine()
            assertEquals("round $round: the writer starts", "ready", ready)
            Thread.sleep(random.nextInt(20).toLong())
            child.destroyForcibly()
            assertTrue(child.waitFor(10, TimeUnit.SECONDS))
            val slot = store.read(GAME)
            assertTrue("round $round: $slot", slot is SaveStore.Slot.Found)
            val found = (slot as SaveStore.Slot.Found).text
            val number = numberOf(found)
            assertEquals("round $round: a whole save", saveText(number), found)
            assertTrue("round $round: not older than before", number >= numberOf(before))
            next = number + 1_000_000
        }
    }

    /** Two writers of one slot at once (the fixed temporary name of old let them clobber each other's file). */
    @Test
    fun twoThreadsWritingOneSlotNeverMixTheirFiles() {
        val store = SaveStore(dir)
        val errors = java.util.Collections.synchronizedList(mutableListOf<Throwable>())
        val writers = (0 until 2).map { t ->
            Thread {
                try {
                    repeat(200) { i -> store.write(GAME, saveText(t * 1_000_000L + i)) }
                } catch (e: Throwable) {
                    errors += e
                }
            }
        }
        writers.forEach { it.start() }
        writers.forEach { it.join() }
        assertEquals(emptyList<Throwable>(), errors.toList())
        val found = (store.read(GAME) as SaveStore.Slot.Found).text
        assertEquals(saveText(numberOf(found)), found)
        assertEquals(listOf("$GAME.save"), dir.list()!!.sorted())
    }

    companion object {
        const val KILLS = 200
        const val GAME = "bobail"
        private const val PREFIX = "{\"game\":\"bobail\",\"n\":"

        fun numberOf(save: String): Long = save.removePrefix(PREFIX).substringBefore(',').toLong()

        /** Save [n]: long enough that a write takes a while, and different for each n. (The store keeps text; whether it is a game is the core's to say.) */
        fun saveText(n: Long): String = PREFIX + n + ",\"pad\":\"" + "x".repeat((n % 7).toInt() * 4096) + "\"}"
    }
}
