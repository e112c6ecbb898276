package org.boardlore.app.core

/**
 * The small part of Markdown the core's rules pages use, parsed into blocks
 * so the Android layer only maps them to spans: headings, paragraphs,
 * bullet and numbered lists (with wrapped continuation lines), and inline
 * bold, italic and code. Anything else is kept as plain text.
 */
object Markdown {
    sealed interface Block {
        data class Heading(val level: Int, val text: List<Inline>) : Block
        data class Paragraph(val text: List<Inline>) : Block
        /** A list item; [marker] is `null` for a bullet, else its number text (`1.`). */
        data class ListItem(val marker: String?, val depth: Int, val text: List<Inline>) : Block
    }

    enum class Style { PLAIN, BOLD, ITALIC, CODE }

    data class Inline(val text: String, val style: Style)

    private val heading = Regex("^(#{1,6})\\s+(.*?)\\s*#*\\s*$")
    private val bullet = Regex("^(\\s*)[-*+]\\s+(.*)$")
    private val numbered = Regex("^(\\s*)(\\d+[.)])\\s+(.*)$")

    fun parse(markdown: String): List<Block> {
        val blocks = mutableListOf<Block>()
        // The block being gathered: its kind and its text lines so far.
        var pending: ((String) -> Block)? = null
        val lines = StringBuilder()

        fun flush() {
            val make = pending ?: return
            blocks += make(lines.toString().trim())
            pending = null
            lines.clear()
        }

        for (raw in markdown.lines()) {
            val line = raw.trimEnd()
            val headingMatch = heading.matchEntire(line)
            val bulletMatch = bullet.matchEntire(line)
            val numberMatch = numbered.matchEntire(line)
            when {
                headingMatch != null -> {
                    flush()
                    blocks += Block.Heading(headingMatch.groupValues[1].length, inline(headingMatch.groupValues[2]))
                }
                line.isBlank() -> flush()
                bulletMatch != null -> {
                    flush()
                    val depth = bulletMatch.groupValues[1].length / 2
                    pending = { text -> Block.ListItem(null, depth, inline(text)) }
                    lines.append(bulletMatch.groupValues[2])
                }
                numberMatch != null -> {
                    flush()
                    val depth = numberMatch.groupValues[1].length / 2
                    val marker = numberMatch.groupValues[2]
                    pending = { text -> Block.ListItem(marker, depth, inline(text)) }
                    lines.append(numberMatch.groupValues[3])
                }
                else -> {
                    // A continuation line joins the block being gathered.
                    if (pending == null) pending = { text -> Block.Paragraph(inline(text)) }
                    if (lines.isNotEmpty()) lines.append(' ')
                    lines.append(line.trim())
                }
            }
        }
        flush()
        return blocks
    }

    /** Splits a line into runs of plain, `**bold**`, `*italic*`/`_italic_` and `` `code` `` text. */
    fun inline(text: String): List<Inline> {
        val runs = mutableListOf<Inline>()
        val plain = StringBuilder()
        var i = 0

        fun emit(run: Inline) {
            if (plain.isNotEmpty()) {
                runs += Inline(plain.toString(), Style.PLAIN)
                plain.clear()
            }
            runs += run
        }

        while (i < text.length) {
            val closing = when {
                text.startsWith("**", i) -> "**" to Style.BOLD
                text[i] == '`' -> "`" to Style.CODE
                text[i] == '*' || (text[i] == '_' && (i == 0 || !text[i - 1].isLetterOrDigit())) -> text[i].toString() to Style.ITALIC
                else -> null
            }
            if (closing != null) {
                val (delimiter, style) = closing
                val end = text.indexOf(delimiter, i + delimiter.length)
                if (end > i + delimiter.length) {
                    emit(Inline(text.substring(i + delimiter.length, end), style))
                    i = end + delimiter.length
                    continue
                }
            }
            plain.append(text[i])
            i++
        }
        if (plain.isNotEmpty()) runs += Inline(plain.toString(), Style.PLAIN)
        return runs
    }
}
