import BoardloreEngine
import Foundation

/// The game screen's driver: opens the screen, sends each step's action and
/// carries out the effects as the app does, in order, until none is
/// pending: a search runs through the bindings and its result goes back, a
/// save is made in a store in `storeDirectory`; cues and announcements are
/// only recorded. A step with `hold_searches` leaves its searches running
/// until the next step's action was taken.
enum GameScenarioDriver {
    static func play(_ scenario: ScenarioFile, storeDirectory: URL) throws -> [String] {
        let open = try gameScenarioOpen(open: scenario.open)
        let store = try GameStore.open(path: storeDirectory.appendingPathComponent("games.db").path)
        let screen: GameScreenHandle
        if let save = open.save {
            screen = try GameScreenHandle.resume(
                save: save, gameId: open.setup.gameId, fallbackLevel: open.fallbackLevel,
                language: open.language, budget: open.setup.budget)
        } else {
            screen = try GameScreenHandle(setup: open.setup, language: open.language)
        }
        var records: [String] = []
        var held: [UInt64] = []
        for (step, text) in scenario.steps.enumerated() {
            let hold = step < scenario.holds.count && scenario.holds[step]
            var queue: [GameAction] = [try gameScenarioAction(step: text, frame: screen.frame())]
            var jobs = held
            held = []
            while true {
                let action: GameAction
                if !queue.isEmpty {
                    action = queue.removeFirst()
                } else if !jobs.isEmpty {
                    action = screen.runSearch(job: jobs.removeFirst())
                } else {
                    break
                }
                let update = screen.act(action: action)
                records.append(gameRecordJson(action: action, update: update))
                for effect in update.effects {
                    switch effect {
                    case .startSearch(let job, _, _):
                        if hold { held.append(job) } else { queue.append(screen.runSearch(job: job)) }
                    case .save(let save, _):
                        queue.append(screen.saveTo(store: store, save: save))
                    default:
                        break
                    }
                }
            }
        }
        return records
    }
}
