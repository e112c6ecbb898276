// The writer of SaveKillTests (Linux only): writes saves of one slot in a
// loop until it is killed. Arguments: the store's directory and the number
// of the first save. Each save's record is its number repeated, so that a
// save that was cut short, or mixed from two, does not read back whole.
import BoardloreKit
import Foundation
import SaveKillSupport

let arguments = CommandLine.arguments
guard arguments.count == 3, let first = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: SaveKillWriter DIRECTORY FIRST-NUMBER\n".utf8))
    exit(2)
}
let store = SaveStore(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
FileHandle.standardOutput.write(Data("ready\n".utf8))
var number = first
while true {
    do {
        try store.write(gameId: SaveKillRecord.gameId, save: SaveKillRecord.text(number))
    } catch {
        FileHandle.standardError.write(Data("write \(number) failed: \(error)\n".utf8))
        exit(1)
    }
    number += 1
}
