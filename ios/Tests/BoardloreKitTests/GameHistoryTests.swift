import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The game store as the History screens use it.
struct GameHistoryTests {
    /// A Bagh Chal game of four moves that the human (goats) resigned against Hard.
    private func finishedGame() throws -> GameMatch {
        let game = try GameMatch.withSeats(
            gameId: "bagh-chal", options: [],
            seats: Seats(first: .human, second: .computer(level: .hard)))
        for _ in 0..<4 {
            _ = try game.play(notation: game.legalMoves()[0].notation)
        }
        _ = try game.resignPlayer()
        return game
    }

    @Test func aFinishedGameIsListedCountedReviewedSharedAndDeleted() async throws {
        let history = try GameHistory(directory: temporaryDirectory())
        #expect(history.movedAside == nil)
        let id = try #require(try history.record(try finishedGame()))
        let rows = try history.rows()
        #expect(rows.count == 1)
        #expect(rows[0].gameName == "Bagh Chal")
        #expect(rows[0].details == "You (Goats) against Computer, Hard · 4 moves")
        #expect(rows[0].result == "The tigers win: the goats resigned.")
        #expect(
            try history.statisticsGroups() == [
                StatisticsGroup(
                    id: "bagh-chal", gameName: "Bagh Chal", lines: ["Against Hard, as Goats: 0 won, 0 drawn, 1 lost"])
            ])

        let review = try await history.runReview(id, level: .easy)
        #expect(review.moves.count == 4)
        #expect(review.moves[0].turn == "1.")
        #expect(review.summary.count == 2)
        #expect(try history.review(id) == review)
        let text = try history.shareText(id)
        #expect(text.hasPrefix("[Game \"bagh-chal\"]"))
        #expect(text.contains("{"))

        let browsed = try history.open(id).atPly(ply: 2)
        #expect(browsed.history().count == 2)

        try history.delete(id)
        #expect(try history.rows().isEmpty)
    }

    @Test func oldSaveFilesAreImportedOnceAndRemoved() throws {
        let directory = temporaryDirectory()
        let saves = directory.appendingPathComponent("saves")
        try FileManager.default.createDirectory(at: saves, withIntermediateDirectories: true)
        let game = try GameMatch(gameId: "seega", options: [])
        _ = try game.play(notation: game.legalMoves()[0].notation)
        try Data(game.save().utf8).write(to: saves.appendingPathComponent("seega.json"))
        try Data("seega\n".utf8).write(to: saves.appendingPathComponent("current"))
        let history = try GameHistory(directory: directory)
        let expected = OldSavesImport(imported: ["seega"], keptAside: [], failed: [], onScreen: "seega")
        #expect(history.importOldSaves(in: saves) == expected)
        #expect(!FileManager.default.fileExists(atPath: saves.path))
        #expect(try history.store.resume(gameId: "seega")?.history().count == 1)
        #expect(history.importOldSaves(in: saves) == nothingImported)
    }

    /// A store that already keeps a game in progress of that game keeps it:
    /// the old file is still removed.
    @Test func anOldSaveNeverReplacesTheStoresGame() throws {
        let directory = temporaryDirectory()
        let history = try GameHistory(directory: directory)
        let newer = try GameMatch(gameId: "seega", options: [])
        for _ in 0..<2 { _ = try newer.play(notation: newer.legalMoves()[0].notation) }
        try history.record(newer)
        let saves = directory.appendingPathComponent("saves")
        try FileManager.default.createDirectory(at: saves, withIntermediateDirectories: true)
        try Data(try GameMatch(gameId: "seega", options: []).save().utf8)
            .write(to: saves.appendingPathComponent("seega.json"))
        #expect(history.importOldSaves(in: saves) == nothingImported)
        #expect(!FileManager.default.fileExists(atPath: saves.path))
        #expect(try history.store.resume(gameId: "seega")?.history().count == 2)
    }

    @Test func aDamagedDatabaseIsMovedAside() throws {
        let directory = temporaryDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(String(repeating: "not a database ", count: 300).utf8)
            .write(to: directory.appendingPathComponent("games.db"))
        let history = try GameHistory(directory: directory)
        #expect(history.movedAside?.contains("games.db.corrupt-") == true)
        #expect(try history.rows().isEmpty)
    }
}
