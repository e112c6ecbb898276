package org.boardlore.app.core

import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/**
 * [Phrases] read from the app's real `res/values/strings.xml`, so the tests
 * check the sentences users hear, formatted the way Android formats them.
 */
object StringsXml : Phrases {
    private val strings: Map<String, String> by lazy {
        val file = generateSequence(File("").absoluteFile) { it.parentFile }
            .map { File(it, "android/app/src/main/res/values/strings.xml") }
            .first { it.isFile }
        val document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file)
        val nodes = document.getElementsByTagName("string")
        (0 until nodes.length).associate { i ->
            val node = nodes.item(i)
            node.attributes.getNamedItem("name").nodeValue to unescape(node.textContent)
        }
    }

    /** Android's resource string rules that matter here: surrounding quotes keep spaces. */
    private fun unescape(raw: String): String =
        if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw.substring(1, raw.length - 1) else raw.trim()

    override fun get(phrase: Phrase, vararg args: Any): String {
        val template = strings[phrase.resourceName] ?: error("no string ${phrase.resourceName} in strings.xml")
        return String.format(template, *args)
    }
}
