import BoardloreEngine
import Foundation

/// The browser screen's driver: opens the scenario's game in the browser
/// screen, sends each step's action and carries out the effects as
/// GameBrowserModel does, with no task: a `startReview`'s job is run
/// through the handle (`runReview`) and its answer sent back; a
/// `cancelReview` the handle carried out itself.
enum BrowserScenarioDriver {
    static func play(_ scenario: ScenarioFile, storeDirectory: URL) throws -> [String] {
        let screen = try BrowserScreenHandle(open: try browserScenarioOpen(open: scenario.open), store: nil)
        var records: [String] = []
        for text in scenario.steps {
            var queue: [BrowserAction] = [try browserScenarioAction(step: text)]
            while !queue.isEmpty {
                let action = queue.removeFirst()
                let update = screen.act(action: action)
                records.append(browserRecordJson(action: action, update: update))
                for effect in update.effects {
                    if case .startReview(let job, _, _) = effect {
                        queue.append(screen.runReview(job: job))
                    }
                }
            }
        }
        return records
    }
}
