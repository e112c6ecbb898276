import BoardloreEngine
import Foundation

@testable import BoardloreKit

/// A fresh temporary directory's URL (not created).
func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("boardlore-tests-\(UUID().uuidString)", isDirectory: true)
}

/// A game store (`games.db`) in a fresh temporary directory.
func temporaryStore() throws -> GameHistory {
    try GameHistory(directory: temporaryDirectory())
}

/// The app's memory of recent games in a user defaults suite of its own.
func temporaryRecent() -> RecentGames {
    RecentGames(defaults: UserDefaults(suiteName: "boardlore-tests-\(UUID().uuidString)") ?? .standard)
}

/// The game in progress of `gameId` that `store` keeps, read back.
func kept(_ gameId: String, in store: GameHistory) throws -> GameMatch {
    guard let match = try store.store.resume(gameId: gameId) else {
        throw BoardloreError.CorruptSave(message: "the store keeps no \(gameId) game")
    }
    return match
}

/// Polls `condition` on the main actor until it holds or `seconds` pass.
@MainActor
func waitUntil(seconds: Double, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}

extension GameScreenModel {
    /// A new game under `setup`, its texts in `language`.
    static func start(_ setup: GameSetup, language: Lang, store: GameStore?) throws -> GameScreenModel {
        GameScreenModel(screen: try GameScreenHandle(setup: setup, language: language), store: store)
    }
}

extension BoardPalette {
    /// The automatic theme: wood by day, dark at night.
    static func forAppearance(dark: Bool) -> BoardPalette {
        of(choice: boardThemeAuto(), dark: dark)
    }
}

/// Two people on one device.
func twoPlayers(_ gameId: String, options: [OptionSetting] = []) -> GameSetup {
    GameSetup(gameId: gameId, options: options, seats: Seats(first: .human, second: .human), budget: nil)
}

/// One person playing `human` against the computer at `level`.
func against(_ gameId: String, human: Side, level: Level) -> GameSetup {
    let seats =
        human == .first
        ? Seats(first: .human, second: .computer(level: level))
        : Seats(first: .computer(level: level), second: .human)
    return GameSetup(gameId: gameId, options: [], seats: seats, budget: nil)
}

/// A game screen for `setup`, shown, saving in `store`.
@MainActor
func shown(_ setup: GameSetup, store: GameHistory? = nil) throws -> GameScreenModel {
    let model = try GameScreenModel.start(setup, language: .en, store: store?.store)
    model.send(.shown)
    return model
}

/// The game screen of `gameId` kept in `store`, as the app resumes it (a
/// new game as the core says when the store keeps none or cannot read it).
@MainActor
func resumed(_ gameId: String, store: GameHistory, fallbackLevel: Level = .easy) throws -> GameScreenModel {
    let screen = try GameScreenHandle.resumeFrom(
        store: store.store, gameId: gameId, fallbackLevel: fallbackLevel, language: .en)
    return GameScreenModel(screen: screen, store: store.store)
}

/// A game screen, shown, of `gameId` from `position` (the core's position
/// text) with `seats`: the save of such a game, resumed.
@MainActor
func shown(
    _ gameId: String, at position: String, seats: Seats = Seats(first: .human, second: .human),
    store: GameHistory? = nil
) throws -> GameScreenModel {
    let match = try GameMatch.fromPosition(gameId: gameId, options: [], position: position)
    match.setSeats(seats: seats)
    let screen = try GameScreenHandle.resume(
        save: match.save(), gameId: gameId, fallbackLevel: .easy, language: .en, budget: nil)
    let model = GameScreenModel(screen: screen, store: store?.store)
    model.send(.shown)
    return model
}

/// Enters `move` through the screen's taps, as a player would: its squares
/// in order, then the last one again if the move waits to be ended there (a
/// complete capture chain that could go on).
@MainActor
func enter(_ move: MoveDescription, on model: GameScreenModel) {
    if move.isPass {
        model.send(.pass)
        return
    }
    let before = model.frame.revision
    for square in move.taps {
        model.send(.tap(square: square))
    }
    if model.frame.revision == before, model.frame.canFinish, let last = move.taps.last {
        model.send(.tap(square: last))
    }
}

/// Runs blocking work (file flushes, waiting for a process) on a thread of
/// its own and awaits its result, so that it does not hold up one of the
/// few threads that every test's tasks share.
func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}

/// A small deterministic generator, so that failures reproduce.
struct SplitMix {
    var state: UInt64

    mutating func below(_ n: Int) -> Int {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z = z ^ (z >> 31)
        return Int(z % UInt64(n))
    }
}

/// What importing a folder with nothing (left) to import answers.
let nothingImported = OldSavesImport(imported: [], keptAside: [], failed: [], onScreen: nil)
