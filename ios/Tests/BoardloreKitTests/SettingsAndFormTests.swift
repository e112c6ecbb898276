import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Settings values, and the new-game form.
struct SettingsAndFormTests {
    @Test func unknownStoredSettingsReadAsTheDefaults() {
        #expect(AnimationSpeed(stored: "warp") == .normal)
        #expect(AnimationSpeed(stored: "slow") == .slow)
        #expect(ThemeChoice(stored: "") == .system)
        #expect(ThemeChoice(stored: "dark").isDark == true)
        #expect(ThemeChoice.system.isDark == nil)
        #expect(ComputerLevel(stored: "grandmaster") == .medium)
        #expect(ComputerLevel(stored: "expert") == .expert)
    }

    @Test func animationSpeedsAndReduceMotion() {
        let durations = AnimationSpeed.allCases.map(\.duration)
        #expect(durations == durations.sorted())  // off, fast, normal, slow
        #expect(AnimationSpeed.off.duration == 0)
        #expect(AnimationSpeed.normal.duration(reduceMotion: false) == 0.3)
        #expect(AnimationSpeed.slow.duration(reduceMotion: true) == 0)
        #expect(Set(AnimationSpeed.allCases.map(\.title)).count == AnimationSpeed.allCases.count)
    }

    static func option(_ type: OptionType, min: Int64? = nil, max: Int64? = nil, values: [String] = [])
        -> OptionDescription
    {
        OptionDescription(
            key: "k", label: "K", help: "", optionType: type, defaultValue: "3", min: min, max: max, values: values)
    }

    @Test func aPickerShowsTheCoresLabelsOfTheValues() throws {
        let options = games(language: .en).flatMap(\.options).filter { !$0.valueLabels.isEmpty }
        let option = try #require(options.first { $0.valueLabels != $0.values })
        for (value, label) in zip(option.values, option.valueLabels) {
            #expect(OptionControl.label(of: value, in: option) == label)
        }
        #expect(OptionControl.label(of: "unknown", in: option) == "unknown")
        #expect(OptionControl.label(of: "b", in: SettingsAndFormTests.option(.choice, values: ["a", "b"])) == "b")
    }

    @Test func eachOptionGetsTheControlItsTypeCallsFor() {
        #expect(OptionControl(for: SettingsAndFormTests.option(.bool)) == .toggle)
        #expect(OptionControl(for: SettingsAndFormTests.option(.int, min: 2, max: 9)) == .stepper(2...9))
        #expect(OptionControl(for: SettingsAndFormTests.option(.choice, values: ["a", "b"])) == .picker(["a", "b"]))
        #expect(OptionControl(for: SettingsAndFormTests.option(.int, min: 9, max: 2)) == .picker([]))
    }

    @Test func choicesFallBackToTheCoresDefaults() {
        let options = [
            OptionDescription(
                key: "flying", label: "Flying kings", help: "", optionType: .bool, defaultValue: "false", min: nil,
                max: nil, values: []),
            SettingsAndFormTests.option(.int, min: 1, max: 5),
        ]
        var choices = OptionChoices(options: options, chosen: ["k": "4", "gone": "x"])
        #expect(choices.values == ["k": "4"])  // an option the game lacks is dropped
        #expect(choices[flag: "flying"] == false)
        #expect(choices[number: "k"] == 4)
        choices[flag: "flying"] = true
        choices[number: "k"] = 2
        #expect(choices.values == ["flying": "true", "k": "2"])
        #expect(choices[text: "nothing"] == "")
    }

    @Test func aNewGameStartsFromTheSameGamesSetup() throws {
        let games: [GameDescription] = BoardloreEngine.games(language: .en)
        let game = try #require(games.first { $0.id == "bagh-chal" })
        let fresh = NewGameForm(game: game, initial: nil, defaultLevel: .hard)
        #expect(fresh.againstComputer)
        #expect(fresh.humanSeat == .first)
        #expect(fresh.setup == MatchSetup(gameId: "bagh-chal", opponent: .computer(human: .first, level: .hard)))

        let previous = MatchSetup(gameId: "bagh-chal", opponent: .computer(human: .second, level: .easy))
        let again = NewGameForm(game: game, initial: previous, defaultLevel: .hard)
        #expect(again.setup == previous)

        let twoPlayers = NewGameForm(
            game: game, initial: MatchSetup(gameId: "bagh-chal", opponent: .twoPlayers), defaultLevel: .hard)
        #expect(!twoPlayers.againstComputer)
        #expect(twoPlayers.setup.opponent == .twoPlayers)

        // Another game's setup is not carried over.
        let other = MatchSetup(gameId: "seega", opponent: .computer(human: .second, level: .easy))
        var form = NewGameForm(game: game, initial: other, defaultLevel: .medium)
        #expect(form.setup == MatchSetup(gameId: "bagh-chal", opponent: .computer(human: .first, level: .medium)))
        form.againstComputer = false
        #expect(form.setup.opponent == .twoPlayers)
    }

    /// The level picker offers what the core lists for the game: Perfect
    /// only for Bagh Chal. A default level the game lacks becomes its strongest.
    @Test func theLevelPickerOffersTheCoresLevelsForTheGame() throws {
        let games: [GameDescription] = BoardloreEngine.games(language: .en)
        for game in games {
            let form = NewGameForm(game: game, initial: nil, defaultLevel: .hard)
            #expect(form.levels == computerLevels(gameId: game.id).map(ComputerLevel.init))
            #expect(Array(form.levels.prefix(4)) == [.easy, .medium, .hard, .expert])
            #expect(form.levels.contains(.perfect) == (game.id == "bagh-chal"), "\(game.id)")
        }
        let baghChal = try #require(games.first { $0.id == "bagh-chal" })
        let seega = try #require(games.first { $0.id == "seega" })
        let perfect = NewGameForm(game: baghChal, initial: nil, defaultLevel: .perfect)
        #expect(perfect.level == .perfect)
        #expect(perfect.setup.seats == Seats(first: .human, second: .computer(level: .perfect)))
        #expect(NewGameForm(game: seega, initial: nil, defaultLevel: .perfect).level == .expert)
        // Settings offers as the default the levels every game has.
        #expect(ComputerLevel.forEveryGame() == [.easy, .medium, .hard, .expert])
        #expect(ComputerLevel.forEveryGame([baghChal]) == ComputerLevel.allCases)
        // A game set up at Perfect keeps it when started again.
        let again = NewGameForm(game: baghChal, initial: perfect.setup, defaultLevel: .easy)
        #expect(again.level == .perfect)
    }

    @Test func everyOptionOfEveryGameHasAWorkingControl() {
        for game in BoardloreEngine.games(language: .en) {
            for option in game.options {
                switch OptionControl(for: option) {
                case .toggle:
                    #expect(option.optionType == .bool)
                case .stepper(let range):
                    #expect(range.contains(Int(option.defaultValue) ?? Int.min), "\(game.id) \(option.key)")
                case .picker(let values):
                    #expect(values.contains(option.defaultValue), "\(game.id) \(option.key)")
                }
            }
        }
    }
}
