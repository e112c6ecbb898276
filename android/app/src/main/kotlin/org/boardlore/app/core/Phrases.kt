package org.boardlore.app.core

/**
 * The user-visible phrases that platform-free classes build sentences from.
 * Each names its string in `res/values/strings.xml`; the Android layer
 * resolves them through resources, tests through that same file.
 */
enum class Phrase(val resourceName: String) {
    SEPARATOR("a11y_separator"),
    EMPTY("a11y_empty"),
    OWNED_PIECE("a11y_owned_piece"),
    SELECTED("a11y_selected"),
    LEGAL_TARGET("a11y_legal_target"),
    MOVABLE("a11y_movable"),
    LAST_MOVE_FROM("a11y_last_move_from"),
    LAST_MOVE_TO("a11y_last_move_to"),
    JUST_CAPTURED("a11y_just_captured"),
    HINT("a11y_hint"),
}

/** Resolves a [Phrase] with format arguments (`%1$s` style). */
fun interface Phrases {
    fun get(phrase: Phrase, vararg args: Any): String
}
