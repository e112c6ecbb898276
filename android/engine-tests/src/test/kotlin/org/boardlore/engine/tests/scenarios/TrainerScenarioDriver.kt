package org.boardlore.engine.tests.scenarios

import org.boardlore.core.ScenarioFile
import org.boardlore.core.TrainerAction
import org.boardlore.core.TrainerEffect
import org.boardlore.engine.GameStore
import org.boardlore.engine.TrainerScreen
import org.boardlore.engine.trainerRecordJson
import org.boardlore.engine.trainerScenarioAction
import org.boardlore.engine.trainerScenarioOpen
import java.io.File

/**
 * The trainer screen's driver: opens the lesson step or puzzle, sends each
 * step's action and carries out the effects as the app does, with no
 * delay: a record is kept in the progress of a store in [storeDir] and its
 * `Recorded` sent before the effects after it (TrainerActivity awaits it
 * the same way); a wait is answered with `Due` once the action's chain is
 * done, in the order asked for; cues and announcements are only recorded.
 */
object TrainerScenarioDriver {
    fun play(scenario: ScenarioFile, storeDir: File): List<String> {
        val open = trainerScenarioOpen(scenario.open)
        val store = GameStore.open(File(storeDir, "games.db").path)
        val screen = TrainerScreen(open.content, open.language)
        val records = mutableListOf<String>()
        val waits = ArrayDeque<UInt>()

        fun send(action: TrainerAction) {
            val update = screen.act(action)
            records += trainerRecordJson(action, update)
            for (effect in update.effects) {
                when (effect) {
                    is TrainerEffect.Record -> {
                        val progress = store.learnProgress()
                        val rating = progress.record(effect.record)
                        store.saveLearnProgress(progress)
                        progress.close()
                        send(TrainerAction.Recorded(rating))
                    }
                    is TrainerEffect.Wait -> waits.add(effect.ticket)
                    is TrainerEffect.PlayCue, is TrainerEffect.Announce, TrainerEffect.Close -> Unit
                }
            }
        }

        for (text in scenario.steps) {
            send(trainerScenarioAction(text, screen.frame()))
            while (true) {
                val ticket = waits.removeFirstOrNull() ?: break
                send(TrainerAction.Due(ticket))
            }
        }
        screen.close()
        store.close()
        return records
    }
}
