package org.boardlore.app.core

import org.boardlore.app.core.Markdown.Block
import org.boardlore.app.core.Markdown.Inline
import org.boardlore.app.core.Markdown.Style
import org.junit.Assert.assertEquals
import org.junit.Test

class MarkdownTest {
    private fun plain(text: String) = listOf(Inline(text, Style.PLAIN))

    @Test
    fun headingsParagraphsAndWrappedBullets() {
        val blocks = Markdown.parse(
            """
            # Bagh Chal

            One player leads four tigers,
            the other twenty goats.

            ## The board
            - The board is a 5×5 grid
              of points.
            - Pieces stand on the points.
            1. First
            """.trimIndent(),
        )
        assertEquals(
            listOf(
                Block.Heading(1, plain("Bagh Chal")),
                Block.Paragraph(plain("One player leads four tigers, the other twenty goats.")),
                Block.Heading(2, plain("The board")),
                Block.ListItem(null, 0, plain("The board is a 5×5 grid of points.")),
                Block.ListItem(null, 0, plain("Pieces stand on the points.")),
                Block.ListItem("1.", 0, plain("First")),
            ),
            blocks,
        )
    }

    @Test
    fun inlineStyles() {
        assertEquals(
            listOf(
                Inline("Enclosing.", Style.BOLD),
                Inline(" Write ", Style.PLAIN),
                Inline("a1-a5", Style.CODE),
                Inline(" (", Style.PLAIN),
                Inline("move the tigers", Style.ITALIC),
                Inline(")", Style.PLAIN),
            ),
            Markdown.inline("**Enclosing.** Write `a1-a5` (*move the tigers*)"),
        )
    }

    @Test
    fun unclosedMarkersAndSnakeCaseStayPlain() {
        assertEquals(plain("5 * 3 and board_size"), Markdown.inline("5 * 3 and board_size"))
        assertEquals(plain("**not closed"), Markdown.inline("**not closed"))
    }
}
