package org.boardlore.app.ui

import android.os.Looper
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNotSame
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import java.io.File
import java.security.MessageDigest

/**
 * The Bagh Chal table ships as an asset (the repository's
 * data/tablebase/bagh-chal.bltb itself) and is loaded at start-up on a
 * thread of its own, never the main one.
 */
@RunWith(RobolectricTestRunner::class)
class TablebaseTest : UiTest() {
    private val repositoryTable: File = generateSequence(File("").absoluteFile) { it.parentFile }
        .map { File(it, "data/tablebase/bagh-chal.bltb") }
        .first { it.isFile }

    private fun sha256(bytes: ByteArray): ByteArray = MessageDigest.getInstance("SHA-256").digest(bytes)

    @Test
    fun theAssetIsTheRepositorysTable() {
        val asset = app.assets.open("bagh-chal.bltb").use { it.readBytes() }
        assertEquals(repositoryTable.length(), asset.size.toLong())
        assertArrayEquals(sha256(repositoryTable.readBytes()), sha256(asset))
    }

    @Test
    fun theTableIsLoadedAtStartOffTheMainThread() {
        val loader = app.services.tablebase
        idleUntil("the table loaded", 300_000) { loader.state != TablebaseLoader.State.LOADING }
        assertEquals(loader.problem, TablebaseLoader.State.LOADED, loader.state)
        val thread = checkNotNull(loader.loadedOn)
        assertNotSame("not on the main thread", Looper.getMainLooper().thread, thread)
        assertEquals("boardlore-tablebase", thread.name)
    }

    @Test
    fun aMissingTableIsReportedAndNothingElseChanges() {
        val loader = TablebaseLoader(app.assets, "no-such-table.bltb")
        loader.start().join()
        assertEquals(TablebaseLoader.State.MISSING, loader.state)
        assertNotNull(loader.problem)
    }
}
