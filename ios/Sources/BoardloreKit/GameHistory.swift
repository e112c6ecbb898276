import BoardloreEngine
import Foundation

/// One finished game as the History screen lists it; every text is the core's.
public struct HistoryRow: Equatable, Sendable, Identifiable {
    public let id: Int64
    /// `2026.11.25 · Bagh Chal · 42 moves`
    public let title: String
    /// The core's result sentence.
    public let result: String
    public let gameId: String
}

/// What importing the old save files did.
public struct OldSavesImport: Equatable, Sendable {
    /// The games whose old save became their game in progress.
    public var imported: [String] = []
    /// Old files the core could not read, kept under these names.
    public var keptAside: [String] = []
    /// Files left for the next launch (the store could not take them), with why.
    public var failed: [String] = []
    /// The game that was on screen when the old version last ran.
    public var onScreen: String? = nil

    public init() {}
}

/// One line of the statistics screen.
public struct StatisticsRow: Equatable, Sendable {
    public let gameName: String
    /// `vs hard, playing Goats`, or `pass and play`.
    public let opponent: String
    public let wins: UInt32
    public let draws: UInt32
    public let losses: UInt32
}

/// The game store for the apps' screens (Foundation only, so it is tested on
/// Linux): the finished games and statistics, reviews, sharing, deleting,
/// and the one-time import of the old per-game save files. The database
/// itself, its durability and its recovery are the Rust store's.
public final class GameHistory: @unchecked Sendable {
    public let store: GameStore

    /// Where a damaged database was moved when the store was opened.
    public var movedAside: String? { store.movedAside() }

    /// The app's store: `games.db` in Application Support, which also keeps
    /// the learning progress (`LearnProgressFile`).
    public static func applicationSupport() throws -> GameHistory {
        try GameHistory(directory: applicationSupportDirectory())
    }

    /// Where the app's earlier versions kept one save file per game
    /// (`Application Support/Boardlore/Saves`), imported once at launch.
    public static func oldSavesDirectory() throws -> URL {
        try applicationSupportDirectory().appendingPathComponent("Boardlore/Saves", isDirectory: true)
    }

    static func applicationSupportDirectory() throws -> URL {
        try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    }

    /// Opens (or creates) `games.db` in `directory`.
    public init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        store = try GameStore.open(path: directory.appendingPathComponent("games.db").path)
    }

    /// Keeps `match` as its game's game in progress and, once it is over,
    /// in the history. Returns the finished game's id when it is over.
    @discardableResult
    public func record(_ match: GameMatch) throws -> Int64? {
        try store.autosave(game: match)
    }

    /// Moves the old per-game save files of the app's earlier versions (one
    /// `<game>.json` per game and a `current` file in `directory`) into the
    /// store, once: each file the core reads is imported as its game's game
    /// in progress (unless the store already keeps one) and then deleted; a
    /// file the core cannot read is kept aside as `<game>.corrupt-<time>.json`,
    /// never deleted; a file the store could not take (a write failed) stays
    /// for the next launch. The folder goes once it is empty.
    public func importOldSaves(in directory: URL) -> OldSavesImport {
        let files = FileManager.default
        var result = OldSavesImport()
        guard let names = try? files.contentsOfDirectory(atPath: directory.path) else { return result }
        for name in names.sorted() where name.hasSuffix(".json") && !name.contains(".corrupt-") {
            let file = directory.appendingPathComponent(name, isDirectory: false)
            let gameId = String(name.dropLast(".json".count))
            do {
                let data = try Data(contentsOf: file)
                guard let text = String(data: data, encoding: .utf8) else {
                    throw BoardloreError.CorruptSave(message: "the file is not text")
                }
                if try store.importLegacy(text: text) { result.imported.append(gameId) }
                try? files.removeItem(at: file)
            } catch BoardloreError.Store(let message) {
                result.failed.append("\(name): \(message)")
            } catch {
                let aside = directory.appendingPathComponent(
                    "\(gameId).corrupt-\(Int(Date().timeIntervalSince1970)).json", isDirectory: false)
                if (try? files.moveItem(at: file, to: aside)) != nil {
                    result.keptAside.append(aside.lastPathComponent)
                } else {
                    result.failed.append("\(name): \(EngineErrorText.message(for: error))")
                }
            }
        }
        let current = directory.appendingPathComponent("current", isDirectory: false)
        if let data = try? Data(contentsOf: current) {
            let id = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            result.onScreen = id.isEmpty ? nil : id
            try? files.removeItem(at: current)
        }
        if (try? files.contentsOfDirectory(atPath: directory.path))?.isEmpty == true {
            try? files.removeItem(at: directory)
        }
        return result
    }

    /// Finished games, newest first.
    public func rows(offset: UInt32 = 0, limit: UInt32 = 50) throws -> [HistoryRow] {
        try store.games(offset: offset, limit: limit).map { game in
            HistoryRow(
                id: game.id,
                title: "\(game.date) · \(game.gameName) · \(game.plies)",
                result: game.resultText,
                gameId: game.gameId
            )
        }
    }

    public func statistics() throws -> [StatisticsRow] {
        try store.statistics().map { line in
            let opponent: String
            if let level = line.level, let side = line.sideName {
                opponent = "vs \(Self.title(of: level)), playing \(side)"
            } else {
                opponent = "pass and play"
            }
            return StatisticsRow(
                gameName: line.gameName, opponent: opponent,
                wins: line.wins, draws: line.draws, losses: line.losses)
        }
    }

    static func title(of level: AiLevel) -> String {
        switch level {
        case .easy: return ComputerLevel.easy.title
        case .medium: return ComputerLevel.medium.title
        case .hard: return ComputerLevel.hard.title
        case .expert: return ComputerLevel.expert.title
        }
    }

    public func delete(_ id: Int64) throws { try store.deleteGame(id: id) }

    /// The game as PGN-style text, with the review's comments once reviewed.
    public func shareText(_ id: Int64) throws -> String { try store.shareText(id: id) }

    /// The game at its last move, to browse (`atPly`) or review.
    public func open(_ id: Int64) throws -> GameMatch { try store.openGame(id: id) }

    /// The kept review, if the game was reviewed.
    public func review(_ id: Int64) throws -> GameReviewView? { try store.review(id: id) }

    /// Reviews game `id` off the main thread, calling `progress` (done,
    /// total) meanwhile; the review is kept. Cancelling the task cancels
    /// the review, which then throws `BoardloreError.Cancelled`.
    public func runReview(
        _ id: Int64, level: AiLevel = .hard,
        progress: @escaping @Sendable (UInt32, UInt32) -> Void = { _, _ in }
    ) async throws -> GameReviewView {
        let job = try store.requestReview(id: id, level: level)
        let work = Task.detached { try job.run() }
        let poll = Task.detached {
            while !Task.isCancelled {
                let p = job.progress()
                progress(p.done, p.total)
                try? await Task.sleep(for: .milliseconds(250))
            }
        }
        defer { poll.cancel() }
        return try await withTaskCancellationHandler {
            try await work.value
        } onCancel: {
            job.cancel()
        }
    }
}
