/// What the store kill test's writer (`SaveKillWriter`) acknowledges after
/// each move it saved in the game store, one line per save in its
/// acknowledgement file: how many finished games the store held, the ply
/// of the game in progress and whether it is over, once the store's
/// transaction committed.
public struct SaveKillRecord: Equatable, Sendable {
    public static let gameId = "bagh-chal"

    public let finished: Int
    public let ply: Int
    /// The game just saved is over: the next save starts a new one.
    public let over: Bool

    public init(finished: Int, ply: Int, over: Bool) {
        self.finished = finished
        self.ply = ply
        self.over = over
    }

    public var line: String { "saved \(finished) \(ply) \(over ? "over" : "on")\n" }

    /// The last whole acknowledgement in `text`; `nil` when there is none.
    public static func last(in text: String) -> SaveKillRecord? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        // The last line may be cut short by the kill: only whole lines count.
        let whole = text.hasSuffix("\n") ? lines : lines.dropLast()
        guard let last = whole.last else { return nil }
        let parts = last.split(separator: " ")
        guard parts.count == 4, parts[0] == "saved", let finished = Int(parts[1]), let ply = Int(parts[2]) else {
            return nil
        }
        return SaveKillRecord(finished: finished, ply: ply, over: parts[3] == "over")
    }
}
