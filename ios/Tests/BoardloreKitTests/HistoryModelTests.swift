import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The History screen's model: the core's rows and statistics lines, a page
/// at a time, delete and share, opening a game to browse.
@MainActor
struct HistoryModelTests {
    /// Records a game of `gameId` that the human (first side) resigned
    /// against `level` after `moves` moves (the first legal move each time,
    /// but the `pick`th at first: the same moves again would be the same
    /// game saved again); returns its id.
    @discardableResult
    static func finish(
        _ gameId: String, in history: GameHistory, moves: Int = 4, level: Level? = .hard, pick: Int = 0
    ) throws -> Int64 {
        let seats =
            level.map { Seats(first: .human, second: .computer(level: $0)) }
            ?? Seats(first: .human, second: .human)
        let game = try GameMatch.withSeats(gameId: gameId, options: [], seats: seats)
        for number in 0..<moves {
            let legal: [MoveDescription] = game.legalMoves()
            _ = try game.play(notation: legal[number == 0 ? pick % legal.count : 0].notation)
        }
        _ = try game.resignPlayer()
        return try #require(try history.record(game))
    }

    @Test func rowsAndStatisticsAreTheCoresWords() async throws {
        let history = try temporaryStore()
        let first = try HistoryModelTests.finish("bagh-chal", in: history)
        let second = try HistoryModelTests.finish("bagh-chal", in: history, level: .easy)
        let third = try HistoryModelTests.finish("seega", in: history, level: nil)
        let model = HistoryModel(history: history)
        #expect(model.rows.isEmpty)
        await model.load()
        #expect(model.message == nil)
        #expect(!model.isEmpty)
        #expect(model.rows.map(\.id) == [third, second, first])
        let stored = try history.store.games(offset: 0, limit: 10, language: .en)
        #expect(model.rows.map(\.details) == stored.map(\.details))
        #expect(model.rows.map(\.result) == stored.map(\.resultText))
        #expect(model.rows.map(\.dateText) == stored.map(\.dateText))
        // The date for players, not PGN's `2026.11.25`: "25 November 2026".
        for row in model.rows {
            #expect(!row.dateText.contains("."))
            #expect(row.dateText.range(of: #"^\d{1,2} [A-Z][a-z]+ \d{4}$"#, options: .regularExpression) != nil)
        }
        #expect(model.rows.map(\.gameName) == ["Seega", "Bagh Chal", "Bagh Chal"])
        #expect(model.rows[1].details == "You (Goats) against Computer, Easy · 4 moves")
        // One group per game, each line the core's whole sentence.
        let lines = try history.store.statistics(language: .en)
        #expect(model.statistics.map(\.gameName).sorted() == ["Bagh Chal", "Seega"])
        let baghChal = try #require(model.statistics.first { $0.gameName == "Bagh Chal" })
        #expect(baghChal.lines == lines.filter { $0.gameName == "Bagh Chal" }.map(\.text))
        #expect(baghChal.lines.count == 2)
        #expect(baghChal.lines.allSatisfy { $0.contains("1 lost") })
    }

    @Test func gamesComeAPageAtATime() async throws {
        let history = try temporaryStore()
        var ids: [Int64] = []
        for pick in 0..<5 { ids.append(try HistoryModelTests.finish("bobail", in: history, moves: 2, pick: pick)) }
        #expect(Set(ids).count == 5)
        let model = HistoryModel(history: history, pageSize: 2)
        await model.load()
        #expect(model.rows.map(\.id) == [ids[4], ids[3]])
        #expect(model.hasMore)
        await model.loadMore()
        await model.loadMore()
        #expect(model.rows.map(\.id) == ids.reversed())
        #expect(!model.hasMore)
        await model.loadMore()
        #expect(model.rows.count == 5)
    }

    @Test func aDeletedGameLeavesTheListAndTheStatistics() async throws {
        let history = try temporaryStore()
        let kept = try HistoryModelTests.finish("bagh-chal", in: history)
        let gone = try HistoryModelTests.finish("seega", in: history)
        let model = HistoryModel(history: history)
        await model.load()
        #expect(model.statistics.count == 2)
        model.delete(gone)
        #expect(model.rows.map(\.id) == [kept])
        #expect(model.statistics.map(\.gameName) == ["Bagh Chal"])
        #expect(try history.rows().map(\.id) == [kept])
        let text = try #require(model.shareText(kept))
        #expect(text.hasPrefix("[Game \"bagh-chal\"]"))
        #expect(model.shareText(gone) == nil)
        #expect(model.message != nil)
    }

    @Test func aGameOpensToBrowseAtItsEnd() async throws {
        let history = try temporaryStore()
        let id = try HistoryModelTests.finish("chiangmai-checkers", in: history, moves: 6)
        let model = HistoryModel(history: history)
        let browser = try #require(await model.browser(for: id))
        #expect(browser.gameId == id)
        #expect(!browser.fromGame)
        #expect(browser.frame.ply == 6)
        #expect(browser.frame.total == 6)
        // Not reviewed yet: the review starts as it opens (the core's choice).
        #expect(browser.reviewProgress != nil)
        browser.cancelReview()
        #expect(browser.summary.isEmpty)
        #expect(await model.browser(for: id + 100) == nil)
        #expect(model.message != nil)
    }
}
