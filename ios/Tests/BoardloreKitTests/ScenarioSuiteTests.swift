import BoardloreEngine
import Foundation
import Testing

/// The scenario suite's Swift runner (tests/scenarios/README.md): every file of
/// tests/scenarios played through the bindings as the app plays it, every
/// recorded (action, frame, effects) passed back to the core to be written
/// as JSON and compared with the file's `.frames.json`. This part finds and
/// loads the files, compares and counts; a driver per screen kind plays them.
struct ScenarioSuiteTests {
    /// The driver of each screen kind: plays a scenario, returns its records as JSON.
    static func driver(for screen: String) -> ((ScenarioFile, URL) throws -> [String])? {
        switch screen {
        case "game": return { try GameScenarioDriver.play($0, storeDirectory: $1) }
        case "trainer": return { try TrainerScenarioDriver.play($0, storeDirectory: $1) }
        case "browser": return { try BrowserScenarioDriver.play($0, storeDirectory: $1) }
        default: return nil
        }
    }

    /// tests/scenarios, found from this file's place in the tree.
    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("tests/scenarios", isDirectory: true)
    }

    @Test func everyScenarioPlaysAsRecorded() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".frames.json") }
            .sorted()
        var passed = 0
        var failures: [String] = []
        for name in names {
            if let why = Self.runOne(Self.directory.appendingPathComponent(name)) {
                failures.append("\(name): \(why)")
            } else {
                passed += 1
            }
        }
        print("scenarios: \(passed) passed, \(failures.count) failed")
        for failure in failures { print("scenario \(failure)") }
        #expect(names.count >= 8)
        #expect(failures.isEmpty)
    }

    /// Plays the scenario at `url`; the reason it failed, or `nil`.
    static func runOne(_ url: URL) -> String? {
        do {
            let scenario = try scenarioRead(text: String(contentsOf: url, encoding: .utf8))
            guard let driver = driver(for: scenario.screen) else {
                return "no driver for the screen \(scenario.screen)"
            }
            let storeDirectory = FileManager.default.temporaryDirectory
                .appendingPathComponent("boardlore-scenario-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: storeDirectory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: storeDirectory) }
            let records = try driver(scenario, storeDirectory)
            let frames = url.deletingPathExtension().appendingPathExtension("frames.json")
            let expected = try scenarioExpectedRecords(text: String(contentsOf: frames, encoding: .utf8))
            for (index, (want, got)) in zip(expected, records).enumerated() {
                if let difference = scenarioFirstDifference(expected: want, actual: got) {
                    return "record \(index): \(difference)"
                }
            }
            if expected.count != records.count {
                return "\(expected.count) records expected, \(records.count) recorded"
            }
            return nil
        } catch {
            return "\(error)"
        }
    }
}
