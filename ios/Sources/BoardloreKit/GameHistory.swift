import BoardloreEngine
import Foundation

/// One finished game as the History screen lists it; every text is the core's.
public struct HistoryRow: Equatable, Sendable, Identifiable {
    public let id: Int64
    public let gameId: String
    /// The game's name in the current language.
    public let gameName: String
    /// The core's result sentence: "The tigers win: the goats resigned."
    public let result: String
    /// The day it finished, worded by the core for players in the current
    /// language, the month's name the core's: "25 November 2026" (the
    /// PGN-style `2026.11.25` is for sharing, not for this list).
    public let dateText: String
    /// The row's second line: "You (Goats) against Computer, Hard · 42 moves".
    public let details: String

    public init(_ game: StoredGame) {
        id = game.id
        gameId = game.gameId
        gameName = game.gameName
        result = game.resultText
        dateText = game.dateText
        details = game.details
    }
}

/// The statistics of one game: its name and one line per level and side,
/// as the core words them.
public struct StatisticsGroup: Equatable, Sendable, Identifiable {
    /// The game's id in the core's catalogue.
    public let id: String
    public let gameName: String
    public var lines: [String]
}

/// The game store for the apps' screens (Foundation only, so it is tested on
/// Linux): the finished games and statistics, reviews, sharing, deleting,
/// and the one-time import of the old per-game save files. The database
/// itself, its durability and its recovery are the Rust store's.
public final class GameHistory: @unchecked Sendable {
    public let store: GameStore

    /// The language of the rows, statistics, reviews and shared texts
    /// (the app's, set when it starts and when the device's changes).
    public var language: Lang = .en

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

    /// Moves the old per-game save files of the app's earlier versions in
    /// `directory` into the store, once; the core decides what is imported,
    /// kept aside or left (`GameStore.importOldSaves`).
    public func importOldSaves(in directory: URL) -> OldSavesImport {
        store.importOldSaves(folder: directory.path)
    }

    /// Finished games, newest first.
    public func rows(offset: UInt32 = 0, limit: UInt32 = 50) throws -> [HistoryRow] {
        try store.games(offset: offset, limit: limit, language: language).map(HistoryRow.init)
    }

    /// The statistics grouped by game, games and lines in the order the
    /// store gives them; each line is the core's whole sentence
    /// (`StatisticsLine.text`).
    public func statisticsGroups() throws -> [StatisticsGroup] {
        var groups: [StatisticsGroup] = []
        for line in try store.statistics(language: language) {
            if let index = groups.firstIndex(where: { $0.id == line.gameId }) {
                groups[index].lines.append(line.text)
            } else {
                groups.append(StatisticsGroup(id: line.gameId, gameName: line.gameName, lines: [line.text]))
            }
        }
        return groups
    }

    public func delete(_ id: Int64) throws { try store.deleteGame(id: id) }

    /// The game as PGN-style text, with the review's comments once reviewed.
    public func shareText(_ id: Int64) throws -> String { try store.shareText(id: id, language: language) }

    /// The game at its last move, to browse (`atPly`) or review.
    public func open(_ id: Int64) throws -> GameMatch { try store.openGame(id: id) }

    /// The kept review, if the game was reviewed.
    public func review(_ id: Int64) throws -> GameReviewView? { try store.review(id: id, language: language) }

    /// Reviews game `id` off the main thread, calling `progress` (done,
    /// total) meanwhile; the review is kept. Cancelling the task cancels
    /// the review, which then throws `BoardloreError.Cancelled`.
    public func runReview(
        _ id: Int64, level: Level = .hard,
        progress: @escaping @Sendable (UInt32, UInt32) -> Void = { _, _ in }
    ) async throws -> GameReviewView {
        try await ReviewRunner.run(store.requestReview(id: id, level: level, language: language), progress: progress)
    }
}
