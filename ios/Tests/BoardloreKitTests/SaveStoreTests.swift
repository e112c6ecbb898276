import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Saves: atomic slot files, resume, and recovery from a corrupt file.
@MainActor
struct SaveStoreTests {
    @Test func aSlotHoldsExactlyTheCoresSaveTextSeatsIncluded() async throws {
        let store = temporaryStore()
        // An option that is not the default: it must come back from the save.
        let setup = MatchSetup(
            gameId: "bobail", options: ["max_slide": "false"], opponent: .computer(human: .second, level: .hard))
        let model = try await GameModel.start(setup, store: store)
        guard case .saved(let text) = store.read(gameId: "bobail") else {
            Issue.record("a new game is saved at once")
            return
        }
        #expect(try String(contentsOf: store.url(for: "bobail"), encoding: .utf8) == text)
        // The core's own format: it reads it back and writes the same text.
        let restored = try GameMatch.restore(save: text)
        #expect(restored.save() == text)
        #expect(MatchSetup(of: restored) == setup)
        #expect(model.setup == setup)
        #expect(store.savedGameIds() == ["bobail"])
        #expect(store.read(gameId: "seega") == .empty)
    }

    /// A slot of the app's earlier format (its own JSON around the core's
    /// save) opens, opponent included, and the next save is the core's.
    @Test func anOldSaveOfTheAppsOwnFormatStillOpens() async throws {
        let store = temporaryStore()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
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
        try JSONSerialization.data(withJSONObject: old).write(to: store.url(for: "bagh-chal"))
        store.setCurrentGameId("bagh-chal")
        let app = AppModel(store: store)
        await app.launch()
        #expect(app.notice == nil)
        let model = try #require(app.current)
        #expect(model.status.ply == 1)
        #expect(model.setup.opponent == .computer(human: .second, level: .easy))
        // The tigers (the player) move; the slot then holds the core's save.
        let moves: [MoveDescription] = try GameMatch.restore(save: core).legalMoves()
        enter(moves[0], on: model)
        guard case .saved(let text) = store.read(gameId: "bagh-chal") else {
            Issue.record("the slot should hold the game")
            return
        }
        #expect(!text.contains("savedAt"))
        #expect(try GameMatch.restore(save: text).save() == text)
    }

    @Test func everyMoveIsSavedAndTheGameResumes() async throws {
        let store = temporaryStore()
        let setup = MatchSetup(gameId: "bagh-chal", opponent: .twoPlayers)
        let model = try await GameModel.start(setup, store: store)
        guard case .saved = store.read(gameId: "bagh-chal") else {
            Issue.record("a new game is saved at once")
            return
        }
        var random = SplitMix(state: 7)
        for number in 1...3 {
            let before = try GameMatch.restore(save: savedRecord(store))
            let moves: [MoveDescription] = before.legalMoves()
            enter(moves[random.below(moves.count)], on: model)
            // The slot already holds the move just played.
            let after = try GameMatch.restore(save: savedRecord(store))
            #expect(after.status().ply == UInt32(number))
        }
        guard case .saved(let saved) = store.read(gameId: "bagh-chal") else {
            Issue.record("the slot should hold the game")
            return
        }
        let resumed = try await GameModel.resume(saved, gameId: "bagh-chal", store: store)
        #expect(resumed.status.ply == 3)
        #expect(resumed.board.squares == model.board.squares)
        #expect(
            resumed.history.map { (move: MoveDescription) -> String in move.notation }
                == model.history.map { (move: MoveDescription) -> String in move.notation })
    }

    /// A resumed game's setup holds its options, read back from the core:
    /// "New game" from it offers the same variant, not the defaults.
    @Test func aResumedGameKeepsItsOptionsForTheNextNewGame() async throws {
        let store = temporaryStore()
        let setup = MatchSetup(gameId: "seega", options: ["size": "5", "blocked": "remove"], opponent: .twoPlayers)
        _ = try await GameModel.start(setup, store: store)
        guard case .saved(let saved) = store.read(gameId: "seega") else {
            Issue.record("a new game is saved at once")
            return
        }
        let resumed = try await GameModel.resume(saved, gameId: "seega", store: store)
        #expect(resumed.geometry.width == 5)
        #expect(resumed.setup.options["size"] == "5")
        #expect(resumed.setup.options["blocked"] == "remove")
        #expect(resumed.setup.opponent == .twoPlayers)
        let games: [GameDescription] = BoardloreEngine.games()
        let seega = try #require(games.first { $0.id == "seega" })
        // Every option the game has comes back, the untouched ones at their defaults.
        for option in seega.options {
            #expect(resumed.setup.options[option.key] == setup.options[option.key] ?? option.defaultValue)
        }
        let form = NewGameForm(game: seega, initial: resumed.setup, defaultLevel: .hard)
        #expect(form.choices[text: "size"] == "5")
        #expect(form.choices[text: "blocked"] == "remove")
        let again = try await GameModel.start(form.setup, store: nil)
        #expect(again.geometry.width == 5)
    }

    @Test func aFileThatIsNotTextIsKeptAsideAndReported() throws {
        let store = temporaryStore()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        let garbage = Data([0xFF, 0xFE, 0x00, 0x13])
        try garbage.write(to: store.url(for: "seega"))
        guard case .corrupt(let corrupt) = store.read(gameId: "seega") else {
            Issue.record("a file that is not text must be reported as corrupt")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: store.url(for: "seega").path))
        let kept = try #require(corrupt.keptAt)
        #expect(try Data(contentsOf: kept) == garbage)
        #expect(corrupt.message.contains("could not be read"))
        #expect(store.read(gameId: "seega") == .empty)
        #expect(store.savedGameIds().isEmpty)
    }

    @Test func aSaveTheEngineRefusesStartsAFreshGameWithAMessage() async throws {
        let store = temporaryStore()
        try store.write(gameId: "bagh-chal", save: "{\"not\": \"a boardlore save\"}")
        store.setCurrentGameId("bagh-chal")
        let app = AppModel(store: store)
        await app.launch()
        #expect(app.notice?.contains("could not be read") == true)
        let current = try #require(app.current)
        #expect(current.setup.gameId == "bagh-chal")
        #expect(current.status.ply == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: store.directory.path)
        #expect(files.contains { (name: String) -> Bool in name.hasPrefix("bagh-chal.corrupt-") })
        // The fresh game took the slot over.
        guard case .saved = store.read(gameId: "bagh-chal") else {
            Issue.record("the fresh game should be saved")
            return
        }
    }

    @Test func anUnreadableFileOnLaunchDoesNotStopTheApp() async throws {
        let store = temporaryStore()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try Data([0xFF, 0x00, 0x13]).write(to: store.url(for: "bobail"))
        store.setCurrentGameId("bobail")
        let app = AppModel(store: store)
        await app.launch()
        #expect(app.notice != nil)
        #expect(app.current?.setup.gameId == "bobail")
        #expect(app.current?.status.ply == 0)
    }

    private func savedRecord(_ store: SaveStore) throws -> String {
        guard case .saved(let saved) = store.read(gameId: "bagh-chal") else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return saved
    }
}
