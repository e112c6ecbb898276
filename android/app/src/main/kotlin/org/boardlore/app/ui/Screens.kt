package org.boardlore.app.ui

import android.content.Context
import android.content.Intent

/** Intents between screens, in one place. */
object Screens {
    const val EXTRA_GAME_ID = "org.boardlore.app.GAME_ID"

    fun game(context: Context, gameId: String): Intent =
        Intent(context, GameActivity::class.java).putExtra(EXTRA_GAME_ID, gameId)

    /**
     * The New game form of [gameId]; [fromGame]: opened from that game's
     * screen, which then plays the new game (else it opens a screen of its own).
     */
    fun newGame(context: Context, gameId: String, fromGame: Boolean): Intent =
        Intent(context, NewGameActivity::class.java).putExtra(EXTRA_GAME_ID, gameId).putExtra(EXTRA_FROM_GAME, fromGame)

    fun rules(context: Context, gameId: String): Intent =
        Intent(context, RulesActivity::class.java).putExtra(EXTRA_GAME_ID, gameId)

    const val EXTRA_PUZZLE_ID = "org.boardlore.app.PUZZLE_ID"

    fun learn(context: Context, gameId: String): Intent =
        Intent(context, LearnActivity::class.java).putExtra(EXTRA_GAME_ID, gameId)

    /** The game's lesson, or the puzzle [puzzleId] when one is given. */
    fun trainer(context: Context, gameId: String, puzzleId: String? = null): Intent =
        Intent(context, TrainerActivity::class.java).putExtra(EXTRA_GAME_ID, gameId).putExtra(EXTRA_PUZZLE_ID, puzzleId)

    fun settings(context: Context): Intent = Intent(context, SettingsActivity::class.java)

    fun history(context: Context): Intent = Intent(context, HistoryActivity::class.java)

    const val EXTRA_STORED_ID = "org.boardlore.app.STORED_ID"
    const val EXTRA_FROM_GAME = "org.boardlore.app.FROM_GAME"

    const val EXTRA_SAVE = "org.boardlore.app.SAVE"
    const val EXTRA_PLY = "org.boardlore.app.PLY"
    const val EXTRA_FLIPPED = "org.boardlore.app.FLIPPED"

    /**
     * The browser of the game screen's game as it stood ([save]), at move
     * [ply] (else its last position), with the kept review of [storedId]
     * when it has one: the `OpenBrowser` effect.
     */
    fun browse(context: Context, save: String, ply: UInt?, storedId: Long?, flipped: Boolean): Intent =
        review(context, storedId ?: -1L, fromGame = true)
            .putExtra(EXTRA_SAVE, save)
            .putExtra(EXTRA_PLY, ply?.toInt() ?: -1)
            .putExtra(EXTRA_FLIPPED, flipped)

    /**
     * The browser of the store's finished game [storedId] with its review; [fromGame]: opened at the end of that
     * game (the `OpenReview` effect), drawn [flipped] as the game screen was (`null`: the core's default way up).
     */
    fun review(context: Context, storedId: Long, fromGame: Boolean, flipped: Boolean? = null): Intent =
        Intent(context, ReviewActivity::class.java).putExtra(EXTRA_STORED_ID, storedId).putExtra(EXTRA_FROM_GAME, fromGame)
            .also { intent -> flipped?.let { intent.putExtra(EXTRA_FLIPPED, it) } }
}
