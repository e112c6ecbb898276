import BoardloreEngine
import Foundation

/// Chosen variant values, with the core's defaults for the rest. Subscripts
/// (rather than closures) make bindings for the form's controls.
public struct OptionChoices: Equatable, Sendable {
    /// Only the values the player set, for the options the game has.
    public private(set) var values: [String: String]
    public let defaults: [String: String]

    public init(options: [OptionDescription], chosen: [String: String]) {
        var defaults: [String: String] = [:]
        for option in options {
            defaults[option.key] = option.defaultValue
        }
        self.defaults = defaults
        self.values = chosen.filter { defaults[$0.key] != nil }
    }

    public subscript(text key: String) -> String {
        get { values[key] ?? defaults[key] ?? "" }
        set { values[key] = newValue }
    }

    public subscript(flag key: String) -> Bool {
        get { self[text: key] == "true" }
        set { self[text: key] = newValue ? "true" : "false" }
    }

    public subscript(number key: String) -> Int {
        get { Int(self[text: key]) ?? 0 }
        set { self[text: key] = String(newValue) }
    }
}

/// The control that sets a variant option.
public enum OptionControl: Equatable, Sendable {
    case toggle
    /// A number in a range, with no listed values.
    case stepper(ClosedRange<Int>)
    /// One of the listed values.
    case picker([String])

    public init(for option: OptionDescription) {
        switch option.optionType {
        case .bool:
            self = .toggle
        case .int, .choice:
            if option.values.isEmpty, let min = option.min, let max = option.max, min <= max {
                self = .stepper(Int(min)...Int(max))
            } else {
                self = .picker(option.values)
            }
        }
    }
}

extension OptionControl {
    /// How players read `value` of `option`: the core's label for it in the
    /// current language (`On`, `7×7`, `Pass`), else the value itself. The
    /// form keeps and passes back the value.
    public static func label(of value: String, in option: OptionDescription) -> String {
        guard option.valueLabels.count == option.values.count, let index = option.values.firstIndex(of: value) else {
            return value
        }
        return option.valueLabels[index]
    }
}

/// The new-game form's state: opponent, side, level and variant options,
/// and the setup it starts.
public struct NewGameForm: Equatable, Sendable {
    public let gameId: String
    public var againstComputer: Bool
    /// The side the person plays against the computer.
    public var humanSide: Side
    public var level: Level
    public var choices: OptionChoices
    /// The levels the picker offers for this game, weakest first, as the
    /// core lists them (`computerLevels(gameId:)`: Perfect for Bagh Chal).
    public let levels: [Level]

    /// Starts from the game `initial` shows when it is one of this game
    /// (new game from the game screen: its seats and every option), else
    /// from the computer at `defaultLevel`, the player taking the first
    /// side, and the core's default options. A level the game does not
    /// offer becomes the one the core plays for it (`offeredLevel`).
    public init(game: GameDescription, initial: GameFrame?, defaultLevel: Level) {
        let same = initial.flatMap { $0.gameId == game.id ? $0 : nil }
        gameId = game.id
        levels = computerLevels(gameId: game.id)
        againstComputer = true
        humanSide = .first
        level = defaultLevel
        switch (same?.setup.seats.first, same?.setup.seats.second) {
        case (.human, .human): againstComputer = false
        case (.human, .computer(let chosen)): level = chosen
        case (.computer(let chosen), .human):
            humanSide = .second
            level = chosen
        default: break
        }
        level = offeredLevel(level: level, gameId: game.id)
        var chosen: [String: String] = [:]
        for setting in same?.options ?? [] {
            chosen[setting.key] = setting.value
        }
        choices = OptionChoices(options: game.options, chosen: chosen)
    }

    /// The game the form describes.
    public var setup: GameSetup {
        let computer = Seat.computer(level: level)
        let seats =
            !againstComputer
            ? Seats(first: .human, second: .human)
            : humanSide == .first ? Seats(first: .human, second: computer) : Seats(first: computer, second: .human)
        let options = choices.values.keys.sorted().map { "\($0)=\(choices.values[$0] ?? "")" }
        return GameSetup(gameId: gameId, options: options, seats: seats, budget: nil)
    }
}
