import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Settings values, and the new-game form.
@MainActor
struct SettingsAndFormTests {
    @Test func unknownStoredSettingsReadAsTheDefaults() {
        #expect(AnimationSpeed(stored: "warp") == .normal)
        #expect(AnimationSpeed(stored: "slow") == .slow)
        #expect(ThemeChoice(stored: "") == .system)
        #expect(ThemeChoice(stored: "dark").isDark == true)
        #expect(ThemeChoice.system.isDark == nil)
        #expect(Level(stored: "grandmaster") == .medium)
        #expect(Level(stored: "expert") == .expert)
        #expect(Level.perfect.stored == "perfect")
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

    /// The frame of a new game under `setup`.
    func frame(_ setup: GameSetup) throws -> GameFrame {
        try GameScreenHandle(setup: setup, language: .en).frame()
    }

    @Test func aNewGameStartsFromTheSameGamesSetup() throws {
        let games: [GameDescription] = BoardloreEngine.games(language: .en)
        let game = try #require(games.first { $0.id == "bagh-chal" })
        let fresh = NewGameForm(game: game, initial: nil, defaultLevel: .hard)
        #expect(fresh.againstComputer)
        #expect(fresh.humanSide == .first)
        #expect(fresh.setup == against("bagh-chal", human: .first, level: .hard))

        let previous = against("bagh-chal", human: .second, level: .easy)
        let again = NewGameForm(game: game, initial: try frame(previous), defaultLevel: .hard)
        #expect(again.setup.seats == previous.seats)
        #expect(again.setup.gameId == "bagh-chal")

        let two = NewGameForm(game: game, initial: try frame(twoPlayers("bagh-chal")), defaultLevel: .hard)
        #expect(!two.againstComputer)
        #expect(two.setup.seats == twoPlayers("bagh-chal").seats)

        // Another game's setup is not carried over.
        let other = try frame(against("seega", human: .second, level: .easy))
        var form = NewGameForm(game: game, initial: other, defaultLevel: .medium)
        #expect(form.setup == against("bagh-chal", human: .first, level: .medium))
        form.againstComputer = false
        #expect(form.setup == twoPlayers("bagh-chal"))
    }

    /// The level picker offers what the core lists for the game: Perfect
    /// only for Bagh Chal. A default level the game lacks becomes the one
    /// the core plays for it (the strongest offered not above it).
    @Test func theLevelPickerOffersTheCoresLevelsForTheGame() throws {
        let games: [GameDescription] = BoardloreEngine.games(language: .en)
        for game in games {
            let form = NewGameForm(game: game, initial: nil, defaultLevel: .hard)
            #expect(form.levels == computerLevels(gameId: game.id))
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
        #expect(Level.forEveryGame() == [.easy, .medium, .hard, .expert])
        #expect(Level.forEveryGame([baghChal]) == [.easy, .medium, .hard, .expert, .perfect])
        // A game set up at Perfect keeps it when started again.
        let again = NewGameForm(game: baghChal, initial: try frame(perfect.setup), defaultLevel: .easy)
        #expect(again.level == .perfect)
    }

    @Test func theFormsOptionsGoToTheCoreAsItsPairs() throws {
        let seega = try #require(BoardloreEngine.games(language: .en).first { $0.id == "seega" })
        var form = NewGameForm(game: seega, initial: nil, defaultLevel: .easy)
        form.choices[text: "size"] = "7"
        form.againstComputer = false
        #expect(form.setup == twoPlayers("seega", options: ["size=7"]))
        let model = try GameScreenModel.start(form.setup, language: .en, store: nil)
        #expect(model.frame.squares.count == 49)
        // Started again from that setup, the form keeps the choice.
        let again = NewGameForm(game: seega, initial: model.frame, defaultLevel: .easy)
        #expect(again.choices[text: "size"] == "7")
        #expect(!again.againstComputer)
        // Every option of the game comes back, the untouched ones at their defaults.
        for option in seega.options where option.key != "size" {
            #expect(again.choices[text: option.key] == option.defaultValue, "\(option.key)")
        }
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
