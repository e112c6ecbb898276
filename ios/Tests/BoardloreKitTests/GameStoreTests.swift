import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Games in progress and finished games live in the core's game store:
/// every move is kept, a game resumes from the store, every finished game
/// is recorded once, and the old per-game save files are imported once at
/// launch and then removed.
@MainActor
struct GameStoreTests {
    @Test func aNewGameIsKeptAtOnceWithItsSeatsAndOptions() throws {
        let store = try temporaryStore()
        // An option that is not the default: it must come back from the store.
        let setup = GameSetup(
            gameId: "bobail", options: [OptionSetting(key: "max_slide", value: "false")],
            seats: Seats(first: .human, second: .computer(level: .hard)), budget: nil)
        _ = try shown(setup, store: store)
        let saved = try kept("bobail", in: store)
        #expect(saved.seats() == setup.seats)
        #expect(saved.options().contains(OptionSetting(key: "max_slide", value: "false")))
        #expect(try store.store.hasAutosave(gameId: "bobail"))
        #expect(try !store.store.hasAutosave(gameId: "seega"))
        #expect(try store.rows().isEmpty)
    }

    @Test func everyMoveIsKeptAndTheGameResumesFromTheStore() throws {
        let store = try temporaryStore()
        let model = try shown(twoPlayers("bagh-chal"), store: store)
        var random = SplitMix(state: 7)
        for number in 1...3 {
            let moves: [MoveDescription] = try kept("bagh-chal", in: store).legalMoves()
            enter(moves[random.below(moves.count)], on: model)
            // The store already keeps the move just played.
            #expect(try kept("bagh-chal", in: store).status().ply == UInt32(number))
        }
        let resumed = try resumed("bagh-chal", store: store, fallbackLevel: .easy)
        #expect(resumed.frame.squares == model.frame.squares)
        #expect(resumed.frame.turns == model.frame.turns)
        #expect(resumed.frame.moveList == model.frame.moveList)
        #expect(resumed.frame.playersText == "Two players")
    }

    /// A resumed game's frame holds its options, read back by the core:
    /// "New game" from it offers the same variant, not the defaults.
    @Test func aResumedGameKeepsItsOptionsForTheNextNewGame() throws {
        let store = try temporaryStore()
        let options = [OptionSetting(key: "size", value: "5"), OptionSetting(key: "blocked", value: "remove")]
        _ = try shown(twoPlayers("seega", options: options), store: store)
        let resumed = try resumed("seega", store: store)
        #expect(resumed.frame.squares.count == 25)
        #expect(resumed.frame.options.contains(OptionSetting(key: "size", value: "5")))
        #expect(resumed.frame.options.contains(OptionSetting(key: "blocked", value: "remove")))
        let form = newGameForm(gameId: "seega", playing: resumed.frame.setup, defaultLevel: .hard)
        #expect(form[text: "size"] == "5")
        #expect(form[text: "blocked"] == "remove")
        #expect(!form.againstComputer)
        resumed.send(.newGame(setup: form.setup))
        #expect(resumed.frame.squares.count == 25)
        #expect(resumed.frame.turns.isEmpty)
    }

    /// A game that ends is recorded in the history once, however often it is
    /// saved again; resumed, the screen knows its id (to review it).
    @Test func everyFinishedGameIsRecordedOnce() throws {
        let store = try temporaryStore()
        let model = try shown(twoPlayers("bagh-chal"), store: store)
        enter(try kept("bagh-chal", in: store).legalMoves()[0], on: model)
        #expect(model.frame.finishedGameId == nil)
        #expect(!model.frame.canReview)
        #expect(try store.rows().isEmpty)
        model.send(.resign)
        let id = try #require(model.frame.finishedGameId)
        #expect(model.frame.canReview)
        let rows = try store.rows()
        #expect(rows.map(\.id) == [id])
        #expect(rows.first?.result == model.frame.resultText)
        let resumed = try resumed("bagh-chal", store: store, fallbackLevel: .easy)
        resumed.send(.shown)
        #expect(resumed.frame.isOver)
        #expect(resumed.frame.finishedGameId == id)
        #expect(try store.rows().count == 1)
        // Play again: the next game is a game of its own.
        resumed.send(.restart)
        #expect(resumed.frame.finishedGameId == nil)
        resumed.send(.resign)
        #expect(try store.rows().count == 2)
    }

    /// A game finished on the game screen is in History, and "Review" on
    /// the screen asks to open it with its id in the store.
    @Test func aGameFinishedInTheAppIsInTheHistory() async throws {
        let store = try temporaryStore()
        let app = AppModel(history: store, recent: temporaryRecent())
        await app.launch()
        await app.start(twoPlayers("seega"))
        let model = try #require(app.current)
        model.send(.shown)
        model.send(.resign)
        let id = try #require(model.frame.finishedGameId)
        let history = HistoryModel(history: try #require(app.history))
        await history.load()
        #expect(history.rows.map(\.id) == [id])
        #expect(history.rows.first?.result == model.frame.resultText)
        #expect(history.statistics.map(\.gameName) == [model.frame.gameName])
        model.send(.review)
        let opening = try #require(model.opening)
        #expect(opening.gameId == id)
        #expect(opening.save == nil)
        let browser = try await GameBrowserModel.open(opening, history: store)
        #expect(browser.gameId == id)
        #expect(browser.fromGame)
        #expect(browser.frame.total == 0)
    }

    /// The app's earlier versions kept one file per game (some in their own
    /// JSON around the core's save) and a `current` file: the first launch
    /// moves them into the store, reopens the game that was on screen, and
    /// removes them; the next launch finds nothing to import.
    @Test func theOldSaveFilesAreImportedOnceAndRemoved() async throws {
        let directory = temporaryDirectory()
        let saves = directory.appendingPathComponent("Boardlore/Saves", isDirectory: true)
        try FileManager.default.createDirectory(at: saves, withIntermediateDirectories: true)
        let core =
            #"{"format":"boardlore-save","version":1,"game":"bagh-chal","options":{},"#
            + #""start":"T3T/5/5/5/T3T g 20 0","moves":["c3"]}"#
        let old: [String: Any] = [
            "format": 1, "record": core, "savedAt": "2026-01-02T03:04:05Z",
            "setup": [
                "gameId": "bagh-chal", "options": [String: String](),
                "opponent": ["computer": ["human": "second", "level": "easy"]],
            ],
        ]
        try JSONSerialization.data(withJSONObject: old).write(to: saves.appendingPathComponent("bagh-chal.json"))
        let seega = try GameMatch(gameId: "seega", options: [])
        _ = try seega.play(notation: seega.legalMoves()[0].notation)
        try Data(seega.save().utf8).write(to: saves.appendingPathComponent("seega.json"))
        try Data("bagh-chal".utf8).write(to: saves.appendingPathComponent("current"))

        let store = try GameHistory(directory: directory)
        let recent = temporaryRecent()
        let app = AppModel(history: store, oldSaves: saves, recent: recent)
        await app.launch()
        #expect(app.notice == nil)
        #expect(!FileManager.default.fileExists(atPath: saves.path))
        #expect(Set(app.savedGameIds) == ["bagh-chal", "seega"])
        let model = try #require(app.current)
        model.send(.shown)
        #expect(model.frame.gameId == "bagh-chal")
        #expect(model.frame.turns.map(\.text) == ["c3"])
        #expect(model.frame.humanSide == .second)
        #expect(model.frame.level == .easy)
        #expect(try kept("seega", in: store).history().count == 1)
        // The tigers (the player) move; the store keeps it.
        enter(try kept("bagh-chal", in: store).legalMoves()[0], on: model)
        #expect(try kept("bagh-chal", in: store).status().ply >= 2)

        // The next launch imports nothing and reopens the game from the store.
        model.close()
        let played = try kept("bagh-chal", in: store).moveList()
        let again = AppModel(history: store, oldSaves: saves, recent: recent)
        await again.launch()
        #expect(again.notice == nil)
        #expect(again.current?.frame.moveList == played)
    }

    /// An old file the core cannot read (not text, or not a save) is kept
    /// aside, never deleted, and the player is told; the others come in.
    @Test func anOldFileTheCoreCannotReadIsKeptAsideAndReported() async throws {
        let directory = temporaryDirectory()
        let saves = directory.appendingPathComponent("Saves", isDirectory: true)
        try FileManager.default.createDirectory(at: saves, withIntermediateDirectories: true)
        let garbage = Data([0xFF, 0xFE, 0x00, 0x13])
        try garbage.write(to: saves.appendingPathComponent("seega.json"))
        try Data(#"{"not": "a boardlore save"}"#.utf8).write(to: saves.appendingPathComponent("bobail.json"))
        let good = try GameMatch(gameId: "bagh-chal", options: [])
        try Data(good.save().utf8).write(to: saves.appendingPathComponent("bagh-chal.json"))
        let store = try GameHistory(directory: directory)

        let app = AppModel(history: store, oldSaves: saves, recent: temporaryRecent())
        await app.launch()
        #expect(app.notice?.contains("could not be read") == true)
        #expect(app.notice?.contains(".corrupt-") == true)
        #expect(app.current == nil)
        #expect(app.savedGameIds == ["bagh-chal"])
        let left = try FileManager.default.contentsOfDirectory(atPath: saves.path).sorted()
        #expect(left.count == 2)
        #expect(left.allSatisfy { $0.contains(".corrupt-") })
        let keptGarbage = try #require(left.first { $0.hasPrefix("seega.corrupt-") })
        #expect(try Data(contentsOf: saves.appendingPathComponent(keptGarbage)) == garbage)
        // Kept aside, they are not imported again.
        #expect(store.importOldSaves(in: saves) == nothingImported)
    }

    @Test func aDamagedStoreIsMovedAsideAndThePlayerIsTold() async throws {
        let directory = temporaryDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(String(repeating: "not a database ", count: 300).utf8)
            .write(to: directory.appendingPathComponent("games.db"))
        let app = AppModel(history: try GameHistory(directory: directory), recent: temporaryRecent())
        await app.launch()
        #expect(app.notice?.contains("games.db.corrupt-") == true)
        await app.start(twoPlayers("seega"))
        app.current?.send(.shown)
        app.refreshSaved()
        #expect(app.savedGameIds == ["seega"])
    }

    /// "Continue" offers the game played last, in the store's order (the
    /// most recently saved first, even within one second); going home
    /// forgets which game was on screen, so the next launch opens none.
    @Test func continueOffersTheGamePlayedLast() async throws {
        let store = try temporaryStore()
        let recent = temporaryRecent()
        let app = AppModel(history: store, recent: recent)
        await app.launch()
        #expect(app.latestSavedGame == nil)
        await app.start(twoPlayers("seega"))
        app.current?.send(.shown)
        await app.start(twoPlayers("bobail"))
        app.current?.send(.shown)
        app.refreshSaved()
        #expect(app.savedGameIds == ["bobail", "seega"])
        let stored = try store.store.autosavedGames(language: .en).map(\.gameId)
        #expect(app.savedGameIds == stored)
        // Opened again, Seega is not played yet: Bobail stays first.
        await app.resume(gameId: "seega")
        let seega = try #require(app.current)
        seega.send(.shown)
        #expect(seega.frame.gameId == "seega")
        #expect(app.savedGameIds == ["bobail", "seega"])
        // A move in Seega: it goes first.
        enter(try kept("seega", in: store).legalMoves()[0], on: seega)
        #expect(try kept("seega", in: store).status().ply >= 1)
        app.refreshSaved()
        #expect(app.savedGameIds == ["seega", "bobail"])

        let relaunched = AppModel(history: store, recent: recent)
        await relaunched.launch()
        #expect(relaunched.current?.frame.gameId == "seega")
        relaunched.close()
        let third = AppModel(history: store, recent: recent)
        await third.launch()
        #expect(third.current == nil)
        #expect(third.latestSavedGame?.id == "seega")
        #expect(third.hasSave(gameId: "bobail"))
        #expect(!third.hasSave(gameId: "bagh-chal"))
    }
}
