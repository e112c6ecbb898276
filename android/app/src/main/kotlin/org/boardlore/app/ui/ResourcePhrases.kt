package org.boardlore.app.ui

import android.content.Context
import org.boardlore.app.R
import org.boardlore.app.core.Phrase
import org.boardlore.app.core.Phrases

/** [Phrases] from `res/values/strings.xml`, so they are translated like every other string. */
class ResourcePhrases(private val context: Context) : Phrases {
    override fun get(phrase: Phrase, vararg args: Any): String = context.getString(id(phrase), *args)

    private fun id(phrase: Phrase): Int = when (phrase) {
        Phrase.SEPARATOR -> R.string.a11y_separator
        Phrase.EMPTY -> R.string.a11y_empty
        Phrase.OWNED_PIECE -> R.string.a11y_owned_piece
        Phrase.SELECTED -> R.string.a11y_selected
        Phrase.LEGAL_TARGET -> R.string.a11y_legal_target
        Phrase.MOVABLE -> R.string.a11y_movable
        Phrase.LAST_MOVE_FROM -> R.string.a11y_last_move_from
        Phrase.LAST_MOVE_TO -> R.string.a11y_last_move_to
        Phrase.JUST_CAPTURED -> R.string.a11y_just_captured
        Phrase.HINT -> R.string.a11y_hint
    }
}
