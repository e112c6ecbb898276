package org.boardlore.engine.tests.scenarios

import org.boardlore.core.GameAction
import org.boardlore.core.GameEffect
import org.boardlore.core.ScenarioFile
import org.boardlore.engine.GameScreenHandle
import org.boardlore.engine.GameStore
import org.boardlore.engine.gameRecordJson
import org.boardlore.engine.gameScenarioAction
import org.boardlore.engine.gameScenarioOpen
import java.io.File

/**
 * The game screen's driver: opens the screen, sends each step's action and
 * carries out the effects as the app does, in order, until none is
 * pending: a search runs through the bindings and its result goes back, a
 * save is made in a store in [storeDir]; cues and announcements are only
 * recorded. A step with `hold_searches` leaves its searches running until
 * the next step's action was taken.
 */
object GameScenarioDriver {
    fun play(scenario: ScenarioFile, storeDir: File): List<String> {
        val open = gameScenarioOpen(scenario.open)
        val store = GameStore.open(File(storeDir, "games.db").path)
        val save = open.save
        val screen = if (save != null) {
            GameScreenHandle.resume(save, open.setup.gameId, open.fallbackLevel, open.language, open.setup.budget)
        } else {
            GameScreenHandle(open.setup, open.language)
        }
        val records = mutableListOf<String>()
        var held = ArrayDeque<ULong>()
        scenario.steps.forEachIndexed { step, text ->
            val hold = scenario.holds.getOrElse(step) { false }
            val queue = ArrayDeque<GameAction>()
            queue.add(gameScenarioAction(text, screen.frame()))
            val jobs = held
            held = ArrayDeque()
            while (true) {
                val action = queue.removeFirstOrNull()
                    ?: jobs.removeFirstOrNull()?.let { screen.runSearch(it) }
                    ?: break
                val update = screen.act(action)
                records += gameRecordJson(action, update)
                for (effect in update.effects) {
                    when (effect) {
                        is GameEffect.StartSearch -> if (hold) held.add(effect.job) else queue.add(screen.runSearch(effect.job))
                        is GameEffect.Save -> queue.add(screen.saveTo(store, effect.save))
                        else -> Unit
                    }
                }
            }
        }
        screen.close()
        store.close()
        return records
    }
}
