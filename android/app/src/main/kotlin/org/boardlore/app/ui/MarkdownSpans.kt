package org.boardlore.app.ui

import android.graphics.Typeface
import android.text.SpannableStringBuilder
import android.text.Spanned
import android.text.style.BulletSpan
import android.text.style.LeadingMarginSpan
import android.text.style.RelativeSizeSpan
import android.text.style.StyleSpan
import android.text.style.TypefaceSpan
import org.boardlore.app.core.Markdown

/** Renders the core's rules Markdown with framework spans: headings, bullets, numbers, bold, italic, code. */
object MarkdownSpans {
    fun render(markdown: String, density: Float): CharSequence {
        val out = SpannableStringBuilder()
        val indent = (16 * density).toInt()
        for (block in Markdown.parse(markdown)) {
            if (out.isNotEmpty()) out.append('\n')
            val start = out.length
            when (block) {
                is Markdown.Block.Heading -> {
                    appendInline(out, block.text)
                    val size = when (block.level) { 1 -> 1.5f; 2 -> 1.25f; else -> 1.1f }
                    out.setSpan(RelativeSizeSpan(size), start, out.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
                    out.setSpan(StyleSpan(Typeface.BOLD), start, out.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
                }
                is Markdown.Block.Paragraph -> appendInline(out, block.text)
                is Markdown.Block.ListItem -> {
                    val marker = block.marker
                    if (marker != null) out.append(marker).append(' ')
                    appendInline(out, block.text)
                    val margin = indent * (block.depth + 1)
                    val span: Any = if (marker == null) BulletSpan(indent / 2) else LeadingMarginSpan.Standard(margin - indent, margin)
                    out.setSpan(LeadingMarginSpan.Standard(margin - indent), start, out.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
                    out.setSpan(span, start, out.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
                }
            }
            out.append('\n')
        }
        return out
    }

    private fun appendInline(out: SpannableStringBuilder, runs: List<Markdown.Inline>) {
        for (run in runs) {
            val start = out.length
            out.append(run.text)
            val span: Any = when (run.style) {
                Markdown.Style.PLAIN -> continue
                Markdown.Style.BOLD -> StyleSpan(Typeface.BOLD)
                Markdown.Style.ITALIC -> StyleSpan(Typeface.ITALIC)
                Markdown.Style.CODE -> TypefaceSpan("monospace")
            }
            out.setSpan(span, start, out.length, Spanned.SPAN_EXCLUSIVE_EXCLUSIVE)
        }
    }
}
