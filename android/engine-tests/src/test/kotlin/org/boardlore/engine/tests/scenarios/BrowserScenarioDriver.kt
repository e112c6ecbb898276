package org.boardlore.engine.tests.scenarios

import org.boardlore.core.BrowserAction
import org.boardlore.core.BrowserEffect
import org.boardlore.core.ScenarioFile
import org.boardlore.engine.BrowserScreenHandle
import org.boardlore.engine.browserRecordJson
import org.boardlore.engine.browserScenarioAction
import org.boardlore.engine.browserScenarioOpen
import java.io.File

/**
 * The browser screen's driver: opens the scenario's game in the browser
 * screen, sends each step's action and carries out the effects as
 * ReviewActivity does, with no thread: a `StartReview`'s job is run through
 * the handle (`runReview`) and its answer sent back; a `CancelReview` the
 * handle carried out itself.
 */
object BrowserScenarioDriver {
    @Suppress("UNUSED_PARAMETER")
    fun play(scenario: ScenarioFile, storeDir: File): List<String> {
        val screen = BrowserScreenHandle(browserScenarioOpen(scenario.open), null)
        val records = mutableListOf<String>()
        for (text in scenario.steps) {
            val queue = ArrayDeque<BrowserAction>()
            queue.add(browserScenarioAction(text))
            while (true) {
                val action = queue.removeFirstOrNull() ?: break
                val update = screen.act(action)
                records += browserRecordJson(action, update)
                for (effect in update.effects) {
                    if (effect is BrowserEffect.StartReview) queue.add(screen.runReview(effect.job))
                }
            }
        }
        screen.close()
        return records
    }
}
