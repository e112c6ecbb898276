import BoardloreEngine
import Foundation

/// The trainer screen's driver: opens the lesson step or puzzle, sends each
/// step's action and carries out the effects as the app does, with no
/// delay: a record is kept in the progress of a store in `storeDirectory`
/// and its `recorded` sent before the effects after it (as LearnModel
/// does); a wait is answered with `due` once the action's chain is done, in
/// the order asked for; cues and announcements are only recorded.
enum TrainerScenarioDriver {
    static func play(_ scenario: ScenarioFile, storeDirectory: URL) throws -> [String] {
        let open = try trainerScenarioOpen(open: scenario.open)
        let store = try GameStore.open(path: storeDirectory.appendingPathComponent("games.db").path)
        let screen = try TrainerScreen(content: open.content, language: open.language)
        var records: [String] = []
        var waits: [UInt32] = []

        func send(_ action: TrainerAction) throws {
            let update = screen.act(action: action)
            records.append(trainerRecordJson(action: action, update: update))
            for effect in update.effects {
                switch effect {
                case .record(let record):
                    let progress = try store.learnProgress()
                    let rating = progress.record(record: record)
                    try store.saveLearnProgress(progress: progress)
                    try send(.recorded(rating: rating))
                case .wait(_, let ticket):
                    waits.append(ticket)
                case .playCue, .announce, .close:
                    break
                }
            }
        }

        for text in scenario.steps {
            try send(trainerScenarioAction(step: text, frame: screen.frame()))
            while !waits.isEmpty {
                try send(.due(ticket: waits.removeFirst()))
            }
        }
        return records
    }
}
