import BoardloreEngine
import Foundation
import Observation

/// The History screen: the player's statistics and finished games, newest
/// first, a page at a time; delete and share a game, open one to browse
/// and review it. Every text is the core's; the store is read off the main
/// actor.
@MainActor
@Observable
public final class HistoryModel {
    public let history: GameHistory
    /// The finished games listed so far, newest first.
    public private(set) var rows: [HistoryRow] = []
    /// The statistics, one group per game.
    public private(set) var statistics: [StatisticsGroup] = []
    /// More finished games than listed are kept.
    public private(set) var hasMore = false
    /// The first page is being read.
    public private(set) var isLoading = false
    /// An error to show (a store that could not be read, say).
    public var message: String? = nil
    /// For an alert's binding: dismissing it clears the message.
    public var isShowingMessage: Bool {
        get { message != nil }
        set { if !newValue { message = nil } }
    }

    /// How many games a page lists.
    public let pageSize: UInt32

    public init(history: GameHistory, pageSize: UInt32 = 30) {
        self.history = history
        self.pageSize = pageSize
    }

    /// Nothing was ever finished: the screen says so.
    public var isEmpty: Bool { !isLoading && rows.isEmpty }

    /// Reads the statistics and the first page again.
    public func load() async {
        isLoading = true
        defer { isLoading = false }
        let history = self.history
        let limit = pageSize
        let read: Result<([HistoryRow], [StatisticsGroup]), any Error> = await Task.detached(priority: .userInitiated) {
            Result { (try history.rows(offset: 0, limit: limit + 1), try history.statisticsGroups()) }
        }.value
        switch read {
        case .success((let page, let groups)):
            rows = Array(page.prefix(Int(limit)))
            hasMore = page.count > Int(limit)
            statistics = groups
        case .failure(let error):
            message = EngineErrorText.message(for: error)
        }
    }

    /// Lists the next page (the list's end came into view).
    public func loadMore() async {
        guard hasMore else { return }
        let history = self.history
        let offset = UInt32(rows.count)
        let limit = pageSize
        let read: Result<[HistoryRow], any Error> = await Task.detached(priority: .userInitiated) {
            Result { try history.rows(offset: offset, limit: limit + 1) }
        }.value
        switch read {
        case .success(let page):
            let known = Set(rows.map(\.id))
            rows += page.prefix(Int(limit)).filter { !known.contains($0.id) }
            hasMore = page.count > Int(limit)
        case .failure(let error):
            message = EngineErrorText.message(for: error)
        }
    }

    /// Deletes a finished game (its review too); the statistics follow.
    public func delete(_ id: Int64) {
        do {
            try history.delete(id)
            rows.removeAll { $0.id == id }
            statistics = try history.statisticsGroups()
        } catch {
            message = EngineErrorText.message(for: error)
        }
    }

    /// Finished game `id`, opened to browse and review (its kept review
    /// with it); `nil` (and a message) if it could not be read.
    public func browser(for id: Int64) async -> GameBrowserModel? {
        do {
            return try await GameBrowserModel.open(id, in: history)
        } catch {
            message = EngineErrorText.message(for: error)
            return nil
        }
    }

    /// The game as text to share (PGN-style, with the review's comments once
    /// reviewed), in the core's words; `nil` (and a message) if it failed.
    public func shareText(_ id: Int64) -> String? {
        do {
            return try history.shareText(id)
        } catch {
            message = EngineErrorText.message(for: error)
            return nil
        }
    }
}
