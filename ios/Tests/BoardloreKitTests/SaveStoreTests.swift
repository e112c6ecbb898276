import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Saves: atomic slot files, resume, and recovery from a corrupt file.
@MainActor
struct SaveStoreTests {
    @Test func aSlotIsWrittenAndReadBack() throws {
        let store = temporaryStore()
        let setup = MatchSetup(gameId: "bobail", options: [:], opponent: .computer(human: .second, level: .hard))
        let saved = SavedMatch(setup: setup, record: "record", savedAt: Date(timeIntervalSince1970: 1_700_000_000))
        try store.write(saved)
        #expect(store.read(gameId: "bobail") == .saved(saved))
        #expect(store.savedGameIds() == ["bobail"])
        #expect(store.read(gameId: "seega") == .empty)
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
        let resumed = try await GameModel.resume(saved, store: store)
        #expect(resumed.status.ply == 3)
        #expect(resumed.board.squares == model.board.squares)
        #expect(
            resumed.history.map { (move: MoveDescription) -> String in move.notation }
                == model.history.map { (move: MoveDescription) -> String in move.notation })
    }

    @Test func aFileThatIsNotJSONIsKeptAsideAndReported() throws {
        let store = temporaryStore()
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        let garbage = Data("{ not json".utf8)
        try garbage.write(to: store.url(for: "seega"))
        guard case .corrupt(let corrupt) = store.read(gameId: "seega") else {
            Issue.record("a file that does not decode must be reported as corrupt")
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
        let setup = MatchSetup(gameId: "bagh-chal", opponent: .computer(human: .first, level: .easy))
        try store.write(SavedMatch(setup: setup, record: "{\"not\": \"a boardlore save\"}"))
        store.setCurrentGameId("bagh-chal")
        let app = AppModel(store: store)
        await app.launch()
        #expect(app.notice?.contains("could not be read") == true)
        let current = try #require(app.current)
        #expect(current.setup == setup)
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
        return saved.record
    }
}
