package org.boardlore.app.core

import java.io.File
import java.io.IOException
import java.nio.channels.FileChannel
import java.nio.file.AtomicMoveNotSupportedException
import java.nio.file.Files
import java.nio.file.StandardCopyOption
import java.nio.file.StandardOpenOption

/**
 * One save slot per game, as files in [directory] (the app's files dir).
 * A slot holds exactly the core's save text (`GameMatch.save()`), which
 * carries the seats; the core reads it back, and also the slots of the
 * app's earlier format (a `key=value` header before the core's save).
 *
 * Writes are atomic: the text goes to a temporary file of its own (a unique
 * name, so two writes never share one), is flushed to disk, then renamed
 * over the slot, and the directory is flushed so the rename itself is on
 * disk: a crash mid-write leaves the old save, never a mix.
 * A slot that cannot be read is renamed aside (never deleted), so a bug
 * report can still include it.
 */
class SaveStore(private val directory: File) {
    /** What a slot holds. */
    sealed interface Slot {
        data object Empty : Slot
        /** The core's save text, for `GameMatch.restore`. */
        data class Found(val text: String) : Slot
        /** The slot was unreadable; its file now lies at [keptAs]. */
        data class Corrupt(val keptAs: File, val reason: String) : Slot
    }

    fun slotFile(gameId: String): File = File(directory, "${safeName(gameId)}$EXTENSION")

    fun has(gameId: String): Boolean = slotFile(gameId).isFile

    /** Writes the core's save [text] into the slot of [gameId], atomically. */
    @Throws(IOException::class)
    fun write(gameId: String, text: String) {
        directory.mkdirs()
        val target = slotFile(gameId)
        val temp = File.createTempFile(target.name + ".", TEMP_SUFFIX, directory)
        try {
            temp.outputStream().use { out ->
                out.write(text.toByteArray(Charsets.UTF_8))
                out.fd.sync()
            }
            try {
                Files.move(temp.toPath(), target.toPath(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING)
            } catch (e: AtomicMoveNotSupportedException) {
                Files.move(temp.toPath(), target.toPath(), StandardCopyOption.REPLACE_EXISTING)
            }
        } finally {
            temp.delete() // nothing left when the move succeeded
        }
        syncDirectory()
    }

    /** Flushes the directory entry of a rename to disk (Linux and Android; elsewhere, where a directory cannot be opened, it is skipped). */
    private fun syncDirectory() {
        try {
            FileChannel.open(directory.toPath(), StandardOpenOption.READ).use { it.force(true) }
        } catch (e: IOException) {
            // Not supported here: the rename is still atomic, only its durability is the system's.
        }
    }

    /**
     * Reads a slot; one that is not text is set aside and reported as
     * [Slot.Corrupt]. Whether the text is a game is the core's to say.
     */
    fun read(gameId: String): Slot {
        val file = slotFile(gameId)
        if (!file.isFile) return Slot.Empty
        val text = try {
            Charsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(file.readBytes())).toString()
        } catch (e: java.nio.charset.CharacterCodingException) {
            return Slot.Corrupt(setAside(gameId), "not text")
        }
        if (text.isBlank()) return Slot.Corrupt(setAside(gameId), "empty")
        return Slot.Found(text)
    }

    /**
     * Moves the slot's file aside as `<game>.corrupt-<n>.save` and returns
     * where it went. Used also when the engine refuses a save that this
     * class could read.
     */
    fun setAside(gameId: String): File {
        val file = slotFile(gameId)
        var n = 1
        var aside: File
        do {
            aside = File(directory, "${safeName(gameId)}.corrupt-$n$EXTENSION")
            n++
        } while (aside.exists())
        if (!file.renameTo(aside)) throw IOException("cannot move $file aside")
        return aside
    }

    fun delete(gameId: String) {
        slotFile(gameId).delete()
    }

    private fun safeName(gameId: String): String {
        require(gameId.isNotEmpty() && gameId.all { it.isLetterOrDigit() || it == '-' || it == '_' }) {
            "unexpected game id $gameId"
        }
        return gameId
    }

    private companion object {
        const val EXTENSION = ".save"
        const val TEMP_SUFFIX = ".tmp"
    }
}
