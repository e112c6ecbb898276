// The writer of StoreKillTests (Linux only): plays random Bagh Chal moves
// between two players in a loop, saving each one in the game store as the
// app does (`GameHistory.record`), until it is killed; a game that ends is
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

func newGame() throws -> GameMatch {
    try GameMatch.withSeats(
        gameId: SaveKillRecord.gameId, options: [], seats: Seats(first: .human, second: .human))
}

do {
    let history = try GameHistory(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
    _ = FileManager.default.createFile(atPath: arguments[2], contents: nil)
    guard let ack = FileHandle(forWritingAtPath: arguments[2]) else { fail("cannot open \(arguments[2])") }
    var finished = Int(try history.store.gameCount())
    var match = try history.store.resume(gameId: SaveKillRecord.gameId) ?? newGame()
    while true {
        if match.status().isOver {
            match = try newGame()
        } else {
            let moves: [MoveDescription] = match.legalMoves()
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            _ = try match.play(notation: moves[Int((seed >> 33) % UInt64(moves.count))].notation)
        }
        if try history.record(match) != nil { finished += 1 }
        let status = match.status()
        ack.write(Data(SaveKillRecord(finished: finished, ply: Int(status.ply), over: status.isOver).line.utf8))
    }
} catch {
    fail("the writer failed: \(error)")
}
