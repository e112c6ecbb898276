/// The records the save kill test writes and checks (`SaveKillWriter` and
/// `SaveKillTests`): a save's number repeated, large enough that a write
/// takes several system calls, so that a save cut short or mixed from two
/// does not read back whole.
public enum SaveKillRecord {
    public static let gameId = "bobail"
    static let repeats = 4096

    public static func text(_ number: Int) -> String {
        String(repeating: "\(number);", count: repeats)
    }

    /// The number of a whole record; `nil` for anything else.
    public static func number(of text: String) -> Int? {
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        guard parts.count == repeats + 1, parts.last == "", let number = Int(parts[0]) else { return nil }
        return text == self.text(number) ? number : nil
    }
}
