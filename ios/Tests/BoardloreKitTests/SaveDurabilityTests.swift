import Foundation
import Testing

@testable import BoardloreKit

#if os(Linux)
    import Glibc
    import SaveKillSupport
#endif

/// How a save is written: a temporary file of its own, flushed, renamed
/// over the slot, the directory flushed (`DurableFile`).
struct SaveDurabilityTests {
    @Test func aWriteLeavesOnlyTheSlotAndReplacesItWhole() throws {
        let store = temporaryStore()
        try store.write(gameId: "seega", save: String(repeating: "long ", count: 10_000))
        try store.write(gameId: "seega", save: "short")
        #expect(store.read(gameId: "seega") == .saved("short"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory.path) == ["seega.json"])
    }

    @Test func writesAtOnceFromManyThreadsNeverShareATemporaryFile() async throws {
        let store = temporaryStore()
        try store.write(gameId: "seega", save: "0")
        // Every write must succeed: with one fixed temporary name, one
        // writer's rename takes the file another is still writing, whose own
        // rename then fails or moves a half-written file into the slot.
        let writers = 4
        let writes = 8
        let failures: [[String]] = await withTaskGroup(of: [String].self) { group in
            for writer in 0..<writers {
                group.addTask {
                    await onThread {
                        (0..<writes).compactMap { (write: Int) -> String? in
                            let record = String(repeating: "\(writer).\(write);", count: 2_000)
                            do {
                                try store.write(gameId: "seega", save: record)
                                return nil
                            } catch {
                                return "\(error)"
                            }
                        }
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(failures.allSatisfy { $0.isEmpty }, "\(failures)")
        guard case .saved(let saved) = store.read(gameId: "seega") else {
            Issue.record("the slot should hold one whole save")
            return
        }
        let first = saved.prefix { $0 != ";" }
        #expect(saved == String(repeating: "\(first);", count: 2_000))
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory.path) == ["seega.json"])
    }

    @Test func aWriteThatFailsLeavesTheOtherSlotsAndNoTemporaryFile() throws {
        let store = temporaryStore()
        try store.write(gameId: "seega", save: "other")
        // A rename cannot replace a directory: the write fails at its very end.
        let blocked = store.url(for: "bobail")
        try FileManager.default.createDirectory(
            at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: DurableFileError.self) {
            try store.write(gameId: "bobail", save: "new")
        }
        #expect(store.read(gameId: "seega") == .saved("other"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted()
                == ["bobail.json", "seega.json"])
    }

    #if os(Linux)
        /// A process writing saves in a loop is killed (SIGKILL) at a random
        /// point, 200 times: every time, the slot reads back as a whole save,
        /// the one before the kill or a later one, never a mix or nothing.
        /// (A killed process, not a power cut: the flushes are not tested.)
        @Test func aKilledWriterAlwaysLeavesAWholeSave() async throws {
            let writer = try #require(Bundle.main.executableURL).deletingLastPathComponent()
                .appendingPathComponent("SaveKillWriter")
            #expect(FileManager.default.isExecutableFile(atPath: writer.path))
            let store = temporaryStore()
            try store.write(gameId: SaveKillRecord.gameId, save: SaveKillRecord.text(0))
            let (problems, newer) = await onThread { SaveDurabilityTests.killWriter(writer, of: store, times: 200) }
            #expect(problems.isEmpty, "\(problems)")
            // The kills did land while saves were being written.
            #expect(newer > 0)
        }

        /// Starts `writer` on `store` and kills it at a random point, `times`
        /// times; returns what went wrong, round by round, and in how many
        /// rounds the slot held a newer save than before.
        private static func killWriter(_ writer: URL, of store: SaveStore, times: Int) -> ([String], Int) {
            var random = SplitMix(state: 16)
            var last = 0
            var problems: [String] = []
            var newer = 0
            for round in 0..<times {
                let process = Process()
                process.executableURL = writer
                process.arguments = [store.directory.path, String(last + 1_000_000)]
                let output = Pipe()
                process.standardOutput = output
                do {
                    try process.run()
                } catch {
                    return (problems + ["round \(round): the writer does not start: \(error)"], newer)
                }
                let ready = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
                usleep(UInt32(random.below(20_000)))
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                if ready != "ready\n" || process.terminationReason != .uncaughtSignal {
                    problems.append("round \(round): the writer said \(ready.debugDescription) and was not killed")
                }
                guard case .saved(let saved) = store.read(gameId: SaveKillRecord.gameId) else {
                    return (problems + ["round \(round): the slot does not read back"], newer)
                }
                guard let number = SaveKillRecord.number(of: saved), number >= last else {
                    return (problems + ["round \(round): not a whole save as new as the last one"], newer)
                }
                if number > last { newer += 1 }
                last = number
            }
            return (problems, newer)
        }
    #endif
}
