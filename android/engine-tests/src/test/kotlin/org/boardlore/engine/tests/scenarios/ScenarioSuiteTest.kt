package org.boardlore.engine.tests.scenarios

import org.boardlore.core.ScenarioFile
import org.boardlore.engine.scenarioExpectedRecords
import org.boardlore.engine.scenarioFirstDifference
import org.boardlore.engine.scenarioRead
import org.junit.jupiter.api.Test
import java.io.File
import java.nio.file.Files
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * The scenario suite's Kotlin runner (tests/scenarios/README.md): every file of
 * tests/scenarios played through the bindings as the app plays it, every
 * recorded (action, frame, effects) passed back to the core to be written
 * as JSON and compared with the file's `.frames.json`. This part finds and
 * loads the files, compares and counts; a driver per screen kind plays them.
 */
class ScenarioSuiteTest {
    /** The driver of each screen kind: plays a scenario, returns its records as JSON. */
    private val drivers: Map<String, (ScenarioFile, File) -> List<String>> = mapOf(
        "game" to GameScenarioDriver::play,
        "trainer" to TrainerScenarioDriver::play,
        "browser" to BrowserScenarioDriver::play,
    )

    @Test
    fun everyScenarioPlaysAsRecorded() {
        val dir = File(System.getProperty("boardlore.scenarios.dir") ?: "tests/scenarios")
        val files = dir.listFiles { f -> f.name.endsWith(".json") && !f.name.endsWith(".frames.json") }
            ?.sortedBy { it.name }
            .orEmpty()
        var passed = 0
        val failures = mutableListOf<String>()
        for (file in files) {
            val why = try {
                runOne(file)
            } catch (e: Throwable) {
                e.toString()
            }
            if (why == null) passed++ else failures += "${file.name}: $why"
        }
        val line = "scenarios: $passed passed, ${failures.size} failed"
        System.getProperty("boardlore.scenarios.report")?.let { File(it).writeText(line + "\n") }
        println(line)
        failures.forEach { System.err.println("scenario $it") }
        assertTrue(files.size >= 8, "at least eight scenarios in ${dir.absolutePath}")
        assertEquals(emptyList(), failures)
    }

    /** Plays [file]; the reason it failed, or `null`. */
    private fun runOne(file: File): String? {
        val scenario = scenarioRead(file.readText())
        val driver = drivers[scenario.screen] ?: return "no driver for the screen ${scenario.screen}"
        val storeDir = Files.createTempDirectory("boardlore-scenario").toFile()
        try {
            val records = driver(scenario, storeDir)
            val frames = File(file.path.removeSuffix(".json") + ".frames.json")
            val expected = scenarioExpectedRecords(frames.readText())
            expected.zip(records).forEachIndexed { i, (want, got) ->
                scenarioFirstDifference(want, got)?.let { return "record $i: $it" }
            }
            if (expected.size != records.size) return "${expected.size} records expected, ${records.size} recorded"
            return null
        } finally {
            storeDir.deleteRecursively()
        }
    }
}
