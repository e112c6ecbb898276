// The writer of StoreKillTests (Linux only): plays random Bagh Chal moves
// between two players in a loop on the core's game screen, making each save
// the screen asks for in the game store as the app does
// (`GameScreenHandle.saveTo`), until it is killed; a game that ends is
// recorded and a new one starts. After each save it appends a line to its
// acknowledgement file (`SaveKillRecord`). Arguments: the store's
// directory, the acknowledgement file and a seed.
import BoardloreEngine
import BoardloreKit
import Foundation
import SaveKillSupport

let arguments = CommandLine.arguments
guard arguments.count == 4, var seed = UInt64(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: SaveKillWriter DIRECTORY ACK-FILE SEED\n".utf8))
    exit(2)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(1)
}

let twoPlayers = GameSetup(
    gameId: SaveKillRecord.gameId, options: [], seats: Seats(first: .human, second: .human), budget: nil)

do {
    let history = try GameHistory(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
    _ = FileManager.default.createFile(atPath: arguments[2], contents: nil)
    guard let ack = FileHandle(forWritingAtPath: arguments[2]) else { fail("cannot open \(arguments[2])") }
    let screen =
        try history.store.hasAutosave(gameId: SaveKillRecord.gameId)
        ? GameScreenHandle.resumeFrom(
            store: history.store, gameId: SaveKillRecord.gameId, fallbackLevel: .easy, language: .en)
        : GameScreenHandle(setup: twoPlayers, language: .en)
    // The game as the last save has it, to know the legal moves.
    var match =
        try history.store.resume(gameId: SaveKillRecord.gameId) ?? GameMatch(gameId: twoPlayers.gameId, options: [])
    var effects = screen.act(action: .shown).effects
    while true {
        for case .save(let save, let over) in effects {
            let answer = screen.saveTo(store: history.store, save: save)
            guard case .saveDone = answer else { fail("the save failed: \(answer)") }
            _ = screen.act(action: answer)
            match = try GameMatch.restore(save: save)
            let record = SaveKillRecord(
                finished: Int(try history.store.gameCount()), ply: Int(match.status().ply), over: over)
            ack.write(Data(record.line.utf8))
        }
        effects = []
        if screen.frame().isOver {
            effects = screen.act(action: .newGame(setup: twoPlayers)).effects
            continue
        }
        let moves: [MoveDescription] = match.legalMoves()
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        for square in moves[Int((seed >> 33) % UInt64(moves.count))].taps {
            effects += screen.act(action: .tap(square: square)).effects
        }
    }
} catch {
    fail("the writer failed: \(error)")
}
