package org.boardlore.app.core

import java.io.File

/**
 * The child process of [SaveKillTest]: writes saves of one slot in a loop,
 * each a new game (its number in the engine save), until it is killed.
 * Prints `ready` once the first write is done.
 */
object SaveWriterProcess {
    @JvmStatic
    fun main(args: Array<String>) {
        val store = SaveStore(File(args[0]))
        var n = args[1].toLong()
        while (true) {
            store.write(SaveKillTest.GAME, SaveKillTest.saveText(n))
            if (n == args[1].toLong()) {
                println("ready")
                System.out.flush()
            }
            n++
        }
    }
}
