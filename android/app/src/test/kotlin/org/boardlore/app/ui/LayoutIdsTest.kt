package org.boardlore.app.ui

import org.junit.Assert.assertTrue
import org.junit.Test
import org.w3c.dom.Element
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/**
 * No layout is inflated on this machine, so this reads them: every view id
 * an activity looks up must be in every variant of its layout (portrait and
 * landscape), counting included layouts. A missing one would crash at run
 * time, in one orientation only.
 */
class LayoutIdsTest {
    private val app: File = generateSequence(File("").absoluteFile) { it.parentFile }
        .map { File(it, "android/app/src/main") }
        .first { it.isDirectory }
    private val res = File(app, "res")
    private val sources = File(app, "kotlin/org/boardlore/app/ui")

    private fun variants(layout: String): List<File> =
        res.listFiles { f -> f.isDirectory && f.name.startsWith("layout") }!!
            .map { File(it, "$layout.xml") }
            .filter { it.isFile }

    /** Every id declared in [file] and in the layouts it includes (resolved in the same variant first). */
    private fun ids(file: File): Set<String> {
        val document = DocumentBuilderFactory.newInstance().apply { isNamespaceAware = true }
            .newDocumentBuilder().parse(file)
        val found = mutableSetOf<String>()
        val all = document.getElementsByTagName("*")
        for (i in 0 until all.length) {
            val element = all.item(i) as Element
            val id = element.getAttributeNS(ANDROID, "id")
            if (id.startsWith("@+id/") || id.startsWith("@id/")) found += id.substringAfter('/')
            if (element.tagName == "include") {
                val included = element.getAttribute("layout").removePrefix("@layout/")
                val sameVariant = File(file.parentFile, "$included.xml")
                found += ids(if (sameVariant.isFile) sameVariant else File(res, "layout/$included.xml"))
            }
        }
        return found
    }

    @Test
    fun everyIdAnActivityLooksUpIsInEveryVariantOfItsLayout() {
        val activities = sources.listFiles { f -> f.name.endsWith("Activity.kt") && f.name != "BaseActivity.kt" }!!
        assertTrue(activities.size >= 5)
        for (source in activities) {
            val text = source.readText()
            val layout = Regex("""setContentView\(R\.layout\.(\w+)\)""").find(text)?.groupValues?.get(1) ?: continue
            // Ids on views the activity builds itself (item cards) are looked up on those views, not here.
            val used = Regex("""(?<![.\w])view(?:<[\w.]+>)?\(R\.id\.(\w+)\)""").findAll(text).map { it.groupValues[1] }.toSet()
            val files = variants(layout)
            assertTrue("${source.name}: layout $layout exists", files.isNotEmpty())
            for (file in files) {
                val missing = used - ids(file)
                assertTrue("${source.name} looks up $missing, absent from ${file.parentFile.name}/${file.name}", missing.isEmpty())
            }
        }
    }

    @Test
    fun theHomeCardHasEveryIdTheHomeScreenLooksUpOnIt() {
        val text = File(sources, "HomeActivity.kt").readText()
        val used = Regex("""\.child<[\w.]+>\(R\.id\.(\w+)\)""").findAll(text).map { it.groupValues[1] }.toSet()
        assertTrue(used.isNotEmpty())
        val missing = used - ids(File(res, "layout/item_game_card.xml"))
        assertTrue("item_game_card lacks $missing", missing.isEmpty())
    }

    private companion object {
        const val ANDROID = "http://schemas.android.com/apk/res/android"
    }
}
