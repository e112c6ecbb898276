package org.boardlore.app.core

/**
 * One save slot's content: the app's own [setup] (opponent, level, options)
 * and the core's save text, which holds the whole game record.
 *
 * On disk it is a small header of `key=value` lines, a blank line, then the
 * core's save verbatim, so the core's format stays the core's business.
 */
data class SavedGame(val setup: MatchSetup, val engineSave: String) {
    fun encode(): String = buildString {
        append(MAGIC).append('\n')
        line(KEY_GAME, setup.gameId)
        when (val opponent = setup.opponent) {
            Opponent.TwoPlayers -> line(KEY_MODE, MODE_TWO_PLAYERS)
            is Opponent.Computer -> {
                line(KEY_MODE, MODE_COMPUTER)
                line(KEY_HUMAN_SIDE, opponent.humanSide.toString())
                line(KEY_LEVEL, opponent.level.toString())
            }
        }
        for ((key, value) in setup.options) line(OPTION_PREFIX + key, value)
        append('\n')
        append(engineSave)
    }

    private fun StringBuilder.line(key: String, value: String) {
        require('\n' !in value && '\n' !in key) { "save fields are single lines" }
        append(key).append('=').append(value).append('\n')
    }

    companion object {
        private const val MAGIC = "boardlore-android-save 1"
        private const val KEY_GAME = "game"
        private const val KEY_MODE = "mode"
        private const val KEY_HUMAN_SIDE = "human-side"
        private const val KEY_LEVEL = "level"
        private const val OPTION_PREFIX = "option."
        private const val MODE_TWO_PLAYERS = "two-players"
        private const val MODE_COMPUTER = "computer"

        /** Reads [encode]'s output; throws [CorruptSaveException] on anything else. */
        fun decode(text: String): SavedGame {
            val headerEnd = text.indexOf("\n\n")
            if (!text.startsWith("$MAGIC\n") || headerEnd < 0) throw CorruptSaveException("not a Boardlore save")
            val fields = LinkedHashMap<String, String>()
            for (line in text.substring(MAGIC.length + 1, headerEnd).lineSequence()) {
                val eq = line.indexOf('=')
                if (eq <= 0) throw CorruptSaveException("bad header line")
                fields[line.substring(0, eq)] = line.substring(eq + 1)
            }
            val gameId = fields[KEY_GAME] ?: throw CorruptSaveException("no game id")
            val opponent = when (fields[KEY_MODE]) {
                MODE_TWO_PLAYERS -> Opponent.TwoPlayers
                MODE_COMPUTER -> {
                    val side = fields[KEY_HUMAN_SIDE]?.toIntOrNull()
                    val level = fields[KEY_LEVEL]?.toIntOrNull()
                    if (side == null || side !in 0..1 || level == null || level < 1) {
                        throw CorruptSaveException("bad opponent")
                    }
                    Opponent.Computer(side, level)
                }
                else -> throw CorruptSaveException("unknown mode")
            }
            val options = LinkedHashMap<String, String>()
            for ((key, value) in fields) {
                if (key.startsWith(OPTION_PREFIX)) options[key.removePrefix(OPTION_PREFIX)] = value
            }
            val engineSave = text.substring(headerEnd + 2)
            if (engineSave.isBlank()) throw CorruptSaveException("no game record")
            return SavedGame(MatchSetup(gameId, options, opponent), engineSave)
        }
    }
}

/** A save slot whose content cannot be read back. */
class CorruptSaveException(message: String) : Exception(message)
