package org.boardlore.app.ui

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.w3c.dom.Element
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/**
 * The app's chrome in every language: each of values-ne, -fr, -ar, -th and
 * -pt translates every translatable string of values/strings.xml (a missing
 * one would show English in the middle of Nepali), keeps its format
 * arguments (a lost `%1$s` drops the game's name, an extra one crashes),
 * and has no string the default file lacks. Layouts name their text by
 * resource, never as a literal.
 */
class TranslationsTest {
    private val res: File = generateSequence(File("").absoluteFile) { it.parentFile }
        .map { File(it, "android/app/src/main/res") }
        .first { it.isDirectory }

    /** name -> text of the `<string>`s in [file]; with [translatableOnly], those not marked translatable="false". */
    private fun strings(file: File, translatableOnly: Boolean = false): Map<String, String> {
        val document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file)
        val nodes = document.getElementsByTagName("string")
        return (0 until nodes.length).map { nodes.item(it) as Element }
            .filter { !translatableOnly || it.getAttribute("translatable") != "false" }
            .associate { it.getAttribute("name") to it.textContent }
    }

    private fun arguments(text: String): List<String> =
        Regex("""%(\d+\$)?[sd]""").findAll(text).map { it.value }.sorted().toList()

    @Test
    fun everyLanguageTranslatesEveryString() {
        val english = strings(File(res, "values/strings.xml"), translatableOnly = true)
        assertTrue("the default strings are read", english.size > 40)
        for (language in LANGUAGES) {
            val file = File(res, "values-$language/strings.xml")
            assertTrue("values-$language/strings.xml exists", file.isFile)
            val translated = strings(file)
            assertEquals("values-$language: the same strings as values/", english.keys.sorted(), translated.keys.sorted())
            for ((name, text) in translated) {
                assertTrue("values-$language: $name is empty", text.isNotBlank())
                assertEquals("values-$language: $name keeps its arguments", arguments(english.getValue(name)), arguments(text))
            }
        }
    }

    @Test
    fun layoutsNameTheirTextsByResource() {
        val layouts = res.listFiles { f -> f.isDirectory && f.name.startsWith("layout") }!!.flatMap { it.listFiles()!!.toList() }
        assertTrue(layouts.isNotEmpty())
        val literal = Regex("""android:(text|hint|contentDescription)="(?!@)([^"]*)"""")
        for (layout in layouts) {
            val found = literal.findAll(layout.readText()).map { it.value }.toList()
            assertTrue("${layout.parentFile.name}/${layout.name} has literal text $found", found.isEmpty())
        }
    }

    private companion object {
        val LANGUAGES = listOf("ne", "fr", "ar", "th", "pt")
    }
}
