import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The Bagh Chal tablebase: the app loads the repository's file (the one
/// the app bundles) in the background. Installing a table is process-wide,
/// so scripts/test-ios runs this suite in a process of its own.
@MainActor
@Suite(.serialized)
struct TablebaseLoaderTests {
    static let repositoryTable = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/tablebase/bagh-chal.bltb")

    @Test func theShippedTableLoadsOffTheMainActor() async throws {
        #expect(FileManager.default.fileExists(atPath: TablebaseLoaderTests.repositoryTable.path))
        let ranOnMain = Flag()
        let loading = TablebaseLoader.start(from: TablebaseLoaderTests.repositoryTable) { path in
            ranOnMain.set(Thread.isMainThread)
            return try BoardloreEngine.loadTablebaseFile(path: path)
        }
        #expect(await loading.value == .loaded)
        #expect(ranOnMain.value == false)
        #expect(tablebaseLoaded())
    }

    /// With the table, a hint in the sliding phase says who wins: the
    /// game screen shows the core's line, whose end is the table's verdict.
    @Test func aHintInTheSlidingPhaseSaysWhoWins() async throws {
        #expect(await TablebaseLoader.start(from: TablebaseLoaderTests.repositoryTable).value == .loaded)
        // Every goat placed; c3 is the one empty point.
        let match = try GameMatch.fromPosition(
            gameId: "bagh-chal", options: [], position: "TGGGT/GGGGG/GG1GG/GGGGG/TGGGT g 0 0")
        let verdict = try #require(match.verdict())
        let model = try shown("bagh-chal", at: "TGGGT/GGGGG/GG1GG/GGGGG/TGGGT g 0 0")
        #expect(model.frame.hintText == nil)
        model.send(.hint)
        let found = await waitUntil(seconds: 30) { model.frame.busy == .idle }
        #expect(found)
        let line = try #require(model.frame.hintText)
        #expect(line.hasPrefix("Hint: "))
        #expect(line.hasSuffix(verdict))
    }

    /// The computer at Perfect plays Bagh Chal from the table: in a
    /// position the table calls won for the goats in one, it wins at once.
    @Test func theComputerAtPerfectPlaysTheTablesMove() async throws {
        #expect(await TablebaseLoader.start(from: TablebaseLoaderTests.repositoryTable).value == .loaded)
        let position = "TGGGT/GGGGG/GG1GG/GGGGG/TGGGT g 0 0"
        let match = try GameMatch.fromPosition(gameId: "bagh-chal", options: [], position: position)
        #expect(match.verdict() == "Goats win in 1")
        let store = try temporaryStore()
        let model = try shown(
            "bagh-chal", at: position, seats: Seats(first: .computer(level: .perfect), second: .human), store: store)
        #expect(model.frame.busy == .thinking)
        let moved = await waitUntil(seconds: 60) { model.frame.turns.count == 1 && model.frame.busy == .idle }
        #expect(moved)
        #expect(model.frame.isOver)
        #expect(model.frame.resultText != nil)
        // The goats (the computer) won: the person hears the loss.
        #expect(model.feedback?.cue == .lost)
        #expect(model.frame.finishedGameId != nil)
        #expect(try store.rows().count == 1)
    }

    @Test func aMissingOrDamagedTableIsReportedAndTheGamePlaysOn() async throws {
        #expect(await TablebaseLoader.start(from: nil).value == .notShipped)
        let missing = temporaryDirectory().appendingPathComponent("bagh-chal.bltb")
        guard case .failed(let why) = await TablebaseLoader.start(from: missing).value else {
            Issue.record("a missing file must be reported")
            return
        }
        #expect(!why.isEmpty)
        let damaged = temporaryDirectory()
        try FileManager.default.createDirectory(at: damaged, withIntermediateDirectories: true)
        let file = damaged.appendingPathComponent("bagh-chal.bltb")
        try Data(repeating: 7, count: 4096).write(to: file)
        guard case .failed = await TablebaseLoader.start(from: file).value else {
            Issue.record("a damaged file must be reported")
            return
        }
        // Without the table, Bagh Chal still plays.
        let model = try shown(twoPlayers("bagh-chal"))
        #expect(model.frame.acceptsTaps)
    }

    @Test func theAppStartsLoadingTheTableAtLaunch() async throws {
        let app = AppModel(history: nil, recent: temporaryRecent(), tablebase: TablebaseLoaderTests.repositoryTable)
        await app.launch()
        let loading = try #require(app.tablebaseLoading)
        #expect(await loading.value == .loaded)
    }
}

/// A value set on one thread and read on another.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool? = nil

    func set(_ value: Bool) {
        lock.lock()
        stored = value
        lock.unlock()
    }

    var value: Bool? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
