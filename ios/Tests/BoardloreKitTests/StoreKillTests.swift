import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

#if os(Linux)
    import Glibc
    import SaveKillSupport

    /// The app's saves go through the Rust store, whose own test kills a
    /// writer hundreds of times; this one checks the app's path to it (the
    /// game screen's saves made with `GameScreenHandle.saveTo`, as
    /// `GameScreenModel` makes them) a few times:
    /// a process playing and saving moves is killed (SIGKILL) at a random
    /// point; each time the store opens without being moved aside, keeps
    /// every finished game it acknowledged, and resumes the game in progress
    /// at least as far as acknowledged.
    struct StoreKillTests {
        @Test func aKilledWriterLosesNoAcknowledgedMove() async throws {
            let writer = try #require(Bundle.main.executableURL).deletingLastPathComponent()
                .appendingPathComponent("SaveKillWriter")
            #expect(FileManager.default.isExecutableFile(atPath: writer.path))
            let directory = temporaryDirectory()
            let (problems, acknowledged) = await onThread {
                StoreKillTests.killWriter(writer, in: directory, times: 8)
            }
            #expect(problems.isEmpty, "\(problems)")
            // The kills did land while moves were being saved.
            #expect(acknowledged > 0)
        }

        /// Starts `writer` on a store in `directory` and kills it at a random
        /// point, `times` times; returns what went wrong, round by round, and
        /// how many saves were acknowledged in all.
        private static func killWriter(_ writer: URL, in directory: URL, times: Int) -> ([String], Int) {
            var random = SplitMix(state: 27)
            var problems: [String] = []
            var acknowledged = 0
            for round in 0..<times {
                let ack = directory.appendingPathExtension("ack-\(round)")
                let process = Process()
                process.executableURL = writer
                process.arguments = [directory.path, ack.path, String(round + 1)]
                do {
                    try process.run()
                } catch {
                    return (problems + ["round \(round): the writer does not start: \(error)"], acknowledged)
                }
                usleep(UInt32(100_000 + random.below(300_000)))
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                if process.terminationReason != .uncaughtSignal {
                    problems.append("round \(round): the writer ended by itself (\(process.terminationStatus))")
                }
                let text = (try? String(contentsOf: ack, encoding: .utf8)) ?? ""
                acknowledged += text.split(separator: "\n").count
                do {
                    let store = try GameHistory(directory: directory)
                    if let aside = store.movedAside {
                        problems.append("round \(round): the store was moved aside to \(aside)")
                        continue
                    }
                    guard let last = SaveKillRecord.last(in: text) else { continue }
                    let finished = Int(try store.store.gameCount())
                    if finished < last.finished {
                        problems.append("round \(round): \(finished) finished games, \(last.finished) acknowledged")
                    }
                    let game = try store.store.resume(gameId: SaveKillRecord.gameId)
                    let ply = game.map { Int($0.status().ply) } ?? -1
                    // After a game that ended (acknowledged or not), the game in
                    // progress may be a new one.
                    if finished == last.finished && !last.over && ply < last.ply {
                        problems.append("round \(round): the store resumes at ply \(ply), \(last.ply) acknowledged")
                    }
                } catch {
                    problems.append("round \(round): the store does not open: \(error)")
                }
            }
            return (problems, acknowledged)
        }
    }
#endif
