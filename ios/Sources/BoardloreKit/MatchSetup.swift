import BoardloreEngine
import Foundation

/// One of the two sides of a game, as saved on disk. The engine's
/// `Side` is not `Codable`; this is its stored form.
public enum Seat: String, Codable, Hashable, Sendable, CaseIterable {
    case first
    case second

    public init(_ side: Side) {
        switch side {
        case .first: self = .first
        case .second: self = .second
        }
    }

    public var playerSide: Side {
        switch self {
        case .first: return Side.first
        case .second: return Side.second
        }
    }

    public var other: Seat {
        self == .first ? .second : .first
    }
}

/// Who plays the two sides of a match.
public enum Opponent: Codable, Hashable, Sendable {
    /// Two people share the device.
    case twoPlayers
    /// One person against the computer; `human` is the person's side.
    case computer(human: Seat, level: ComputerLevel)
}

/// Everything needed to start a match, and to start it again ("play again").
public struct MatchSetup: Codable, Hashable, Sendable {
    /// The game's id in the core's catalogue: `bagh-chal`.
    public var gameId: String
    /// Variant options as the core describes them, key to value (text).
    public var options: [String: String]
    public var opponent: Opponent

    public init(gameId: String, options: [String: String] = [:], opponent: Opponent) {
        self.gameId = gameId
        self.options = options
        self.opponent = opponent
    }

    /// The options in the form the engine takes them, in a stable order.
    public var optionSettings: [OptionSetting] {
        options.keys.sorted().map { (key: String) -> OptionSetting in
            OptionSetting(key: key, value: options[key] ?? "")
        }
    }

    /// The setup of a match as the core has it: its game, options (every
    /// key, so a new game from a resumed one keeps them) and seats.
    public init(of match: GameMatch) {
        let seats: Seats = match.seats()
        let opponent: Opponent
        switch (seats.first, seats.second) {
        case (.human, .computer(let level)): opponent = .computer(human: .first, level: ComputerLevel(level))
        case (.computer(let level), .human): opponent = .computer(human: .second, level: ComputerLevel(level))
        default: opponent = .twoPlayers
        }
        var options: [String: String] = [:]
        for setting in match.options() {
            options[setting.key] = setting.value
        }
        self.init(gameId: match.gameId(), options: options, opponent: opponent)
    }

    /// Who plays each side, as the core takes it.
    public var seats: Seats {
        switch opponent {
        case .twoPlayers:
            return Seats(first: .human, second: .human)
        case .computer(let human, let level):
            let computer = BoardloreEngine.Seat.computer(level: level.engineLevel)
            return human == .first
                ? Seats(first: .human, second: computer) : Seats(first: computer, second: .human)
        }
    }

    /// The side a person plays against the computer, if any.
    public var humanSeat: Seat? {
        if case .computer(let human, _) = opponent { return human }
        return nil
    }
}
