import BoardloreEngine
import BoardloreKit
import SwiftUI

/// Chosen variant values, with the core's defaults for the rest. Subscripts
/// (rather than closures) make bindings for the form's controls.
struct OptionChoices: Equatable {
    var values: [String: String]
    let defaults: [String: String]

    init(options: [OptionDescription], chosen: [String: String]) {
        var defaults: [String: String] = [:]
        for option in options {
            defaults[option.key] = option.defaultValue
        }
        self.defaults = defaults
        self.values = chosen.filter { defaults[$0.key] != nil }
    }

    subscript(text key: String) -> String {
        get { values[key] ?? defaults[key] ?? "" }
        set { values[key] = newValue }
    }

    subscript(flag key: String) -> Bool {
        get { self[text: key] == "true" }
        set { self[text: key] = newValue ? "true" : "false" }
    }

    subscript(number key: String) -> Int {
        get { Int(self[text: key]) ?? 0 }
        set { self[text: key] = String(newValue) }
    }
}

/// New game: against the computer (side and level) or two players on one
/// device, and the variant options the core describes.
struct NewGameView: View {
    let app: AppModel
    let game: GameDescription

    @State private var againstComputer: Bool
    @State private var humanSeat: Seat
    @State private var level: ComputerLevel
    @State private var choices: OptionChoices
    @Environment(\.dismiss) private var dismiss

    init(app: AppModel, game: GameDescription, initial: MatchSetup?, defaultLevel: ComputerLevel) {
        self.app = app
        self.game = game
        var computer = true
        var seat = Seat.first
        var chosenLevel = defaultLevel
        if let initial, initial.gameId == game.id {
            switch initial.opponent {
            case .twoPlayers:
                computer = false
            case .computer(let human, let level):
                seat = human
                chosenLevel = level
            }
        }
        _againstComputer = State(initialValue: computer)
        _humanSeat = State(initialValue: seat)
        _level = State(initialValue: chosenLevel)
        let chosen = (initial?.gameId == game.id ? initial?.options : nil) ?? [:]
        _choices = State(initialValue: OptionChoices(options: game.options, chosen: chosen))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Players") {
                    Picker("Mode", selection: $againstComputer) {
                        Text("Against the computer").tag(true)
                        Text("Two players").tag(false)
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                    if againstComputer {
                        Picker("You play", selection: $humanSeat) {
                            ForEach(game.sides, id: \.key) { (side: SideDescription) in
                                Text(side.name).tag(Seat(side.side))
                            }
                        }
                        Picker("Level", selection: $level) {
                            ForEach(ComputerLevel.allCases) { level in
                                Text(level.title).tag(level)
                            }
                        }
                    }
                }
                if !game.options.isEmpty {
                    Section("Variant") {
                        ForEach(game.options, id: \.key) { option in
                            optionControl(option)
                        }
                    }
                }
            }
            .navigationTitle(game.name)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Start") { start() }
                }
            }
        }
    }

    @ViewBuilder
    private func optionControl(_ option: OptionDescription) -> some View {
        switch option.optionType {
        case .bool:
            Toggle(option.label, isOn: $choices[flag: option.key])
                .help(option.help)
        case .int, .choice:
            if option.values.isEmpty, let min = option.min, let max = option.max {
                Stepper(value: $choices[number: option.key], in: Int(min)...Int(max)) {
                    Text("\(option.label): \(choices[text: option.key])")
                }
                .help(option.help)
            } else {
                Picker(option.label, selection: $choices[text: option.key]) {
                    ForEach(option.values, id: \.self) { value in
                        Text(value).tag(value)
                    }
                }
                .help(option.help)
            }
        }
    }

    private func start() {
        let opponent: Opponent = againstComputer ? .computer(human: humanSeat, level: level) : .twoPlayers
        let setup = MatchSetup(gameId: game.id, options: choices.values, opponent: opponent)
        dismiss()
        Task { await app.start(setup) }
    }
}
