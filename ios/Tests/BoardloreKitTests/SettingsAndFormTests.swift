import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Settings values, and the new-game form.
@MainActor
struct SettingsAndFormTests {
    /// What a stored setting means is the core's: a value this version
    /// does not know reads as the default, and the defaults are stored as
    /// the core names them.
    @Test func unknownStoredSettingsReadAsTheDefaults() {
        #expect(storedAnimationSpeed(stored: "warp") == .normal)
        #expect(storedAnimationSpeed(stored: "slow") == .slow)
        #expect(storedAnimationSpeed(stored: SettingsDefault.animationSpeed) == .normal)
        #expect(storedAppearance(stored: "") == .system)
        #expect(storedAppearance(stored: "dark").isDark() == true)
        #expect(storedAppearance(stored: SettingsDefault.theme).isDark() == nil)
        #expect(storedDefaultLevel(stored: "grandmaster") == .medium)
        #expect(storedDefaultLevel(stored: "expert") == .expert)
        #expect(storedDefaultLevel(stored: SettingsDefault.defaultLevel) == .medium)
        #expect(levelName(level: .perfect) == "perfect")
        #expect(boardTheme(choice: SettingsDefault.boardTheme, systemDark: true).dark)
    }

    @Test func animationSpeedsAndReduceMotion() {
        let durations = animationSpeeds().map { $0.seconds(reduceMotion: false) }
        #expect(durations == durations.sorted())  // off, fast, normal, slow
        #expect(AnimationSpeed.off.seconds(reduceMotion: false) == 0)
        #expect(AnimationSpeed.normal.seconds(reduceMotion: false) == 0.3)
        #expect(AnimationSpeed.slow.seconds(reduceMotion: true) == 0)
        let titles = animationSpeeds().map { $0.title(language: .fr) }
        #expect(Set(titles).count == titles.count)
        #expect(boardThemeChoices(language: .en).first?.title == "Automatic")
        #expect(boardThemeChoices(language: .fr).first?.title != "Automatic")
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

    /// The frame of a new game under `setup`.
    func frame(_ setup: GameSetup) throws -> GameFrame {
        try GameScreenHandle(setup: setup, language: .en).frame()
    }

    /// The core's form, as the new-game view opens it from the game on screen.
    func form(_ gameId: String, playing: GameFrame? = nil, defaultLevel: Level) -> NewGameForm {
        newGameForm(gameId: gameId, playing: playing?.setup, defaultLevel: defaultLevel)
    }

    @Test func aNewGameStartsFromTheSameGamesSetup() throws {
        let fresh = form("bagh-chal", defaultLevel: .hard)
        #expect(fresh.againstComputer)
        #expect(fresh.humanSide == .first)
        #expect(fresh.setup.seats == against("bagh-chal", human: .first, level: .hard).seats)

        let previous = against("bagh-chal", human: .second, level: .easy)
        let again = form("bagh-chal", playing: try frame(previous), defaultLevel: .hard)
        #expect(again.setup.seats == previous.seats)
        #expect(again.setup.gameId == "bagh-chal")

        let two = form("bagh-chal", playing: try frame(twoPlayers("bagh-chal")), defaultLevel: .hard)
        #expect(!two.againstComputer)
        #expect(two.setup.seats == twoPlayers("bagh-chal").seats)

        // Another game's setup is not carried over.
        let other = try frame(against("seega", human: .second, level: .easy))
        var mixed = form("bagh-chal", playing: other, defaultLevel: .medium)
        #expect(mixed.setup.seats == against("bagh-chal", human: .first, level: .medium).seats)
        mixed.againstComputer = false
        #expect(mixed.setup.seats == twoPlayers("bagh-chal").seats)
    }

    /// The level picker offers what the core lists for the game: Perfect
    /// only for Bagh Chal. A default level the game lacks becomes the one
    /// the core plays for it (the strongest offered not above it).
    @Test func theLevelPickerOffersTheCoresLevelsForTheGame() throws {
        for game in BoardloreEngine.games(language: .en) {
            let levels = form(game.id, defaultLevel: .hard).levels
            #expect(levels == computerLevels(gameId: game.id))
            #expect(Array(levels.prefix(4)) == [.easy, .medium, .hard, .expert])
            #expect(levels.contains(.perfect) == (game.id == "bagh-chal"), "\(game.id)")
        }
        let perfect = form("bagh-chal", defaultLevel: .perfect)
        #expect(perfect.level == .perfect)
        #expect(perfect.setup.seats == Seats(first: .human, second: .computer(level: .perfect)))
        #expect(form("seega", defaultLevel: .perfect).level == .expert)
        // Settings offers as the default the levels every game has.
        #expect(defaultLevelChoices() == [.easy, .medium, .hard, .expert])
        // A game set up at Perfect keeps it when started again.
        #expect(form("bagh-chal", playing: try frame(perfect.setup), defaultLevel: .easy).level == .perfect)
    }

    @Test func theFormsOptionsGoToTheCoreAsTypedSettings() throws {
        let seega = try #require(BoardloreEngine.games(language: .en).first { $0.id == "seega" })
        var chosen = form("seega", defaultLevel: .easy)
        // Every option of the game, at its default until chosen.
        #expect(chosen.options.map(\.key) == seega.options.map(\.key))
        #expect(chosen.options.map(\.value) == seega.options.map(\.defaultValue))
        chosen[text: "size"] = "5"
        chosen[flag: "safe_centre"] = !chosen[flag: "safe_centre"]
        chosen.againstComputer = false
        #expect(chosen.setup.options.contains(OptionSetting(key: "size", value: "5")))
        let model = try GameScreenModel.start(chosen.setup, language: .en, store: nil)
        #expect(model.frame.squares.count == 25)
        // Started again from that setup, the form keeps the choices.
        let again = form("seega", playing: model.frame, defaultLevel: .easy)
        #expect(again[text: "size"] == "5")
        #expect(again[flag: "safe_centre"] == chosen[flag: "safe_centre"])
        #expect(!again.againstComputer)
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
