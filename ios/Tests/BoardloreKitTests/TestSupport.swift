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

/// Enters `move` through the model's taps, as a player would: its squares
/// in order, then the last one again if the move waits to be ended there (a
/// complete capture chain that could go on).
@MainActor
func enter(_ move: MoveDescription, on model: GameModel) {
    if move.isPass {
        model.pass()
        return
    }
    let before: UInt32 = model.status.ply
    let taps: [UInt32] = move.taps
    for square in taps {
        model.tap(square: square)
    }
    if model.status.ply == before, let last = taps.last, model.canFinish {
        model.tap(square: last)
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
