import BoardloreEngine
import BoardloreKit
import SwiftUI

/// New game: against the computer (side and level) or two players on one
/// device, and the variant options the core describes. The form's state and
/// the setup it starts are the core's `NewGameForm`.
struct NewGameView: View {
    let app: AppModel
    let game: GameDescription

    @State private var form: NewGameForm
    @Environment(\.dismiss) private var dismiss

    init(app: AppModel, game: GameDescription, initial: GameFrame?, defaultLevel: Level) {
        self.app = app
        self.game = game
        _form = State(initialValue: newGameForm(gameId: game.id, playing: initial?.setup, defaultLevel: defaultLevel))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Players") {
                    Picker("Mode", selection: $form.againstComputer) {
                        Text("Against the computer").tag(true)
                        Text("Two players").tag(false)
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                    if form.againstComputer {
                        Picker("You play", selection: $form.humanSide) {
                            ForEach(game.sides, id: \.key) { (side: SideDescription) in
                                Text(side.name).tag(side.side)
                            }
                        }
                        Picker("Level", selection: $form.level) {
                            ForEach(form.levels, id: \.self) { level in
                                Text(levelTitle(level: level, language: app.language)).tag(level)
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
        switch OptionControl(for: option) {
        case .toggle:
            Toggle(option.label, isOn: $form[flag: option.key])
                .help(option.help)
        case .stepper(let range):
            Stepper(value: $form[number: option.key], in: range) {
                Text("\(option.label): \(form[text: option.key])")
            }
            .help(option.help)
        case .picker(let values):
            Picker(option.label, selection: $form[text: option.key]) {
                ForEach(values, id: \.self) { value in
                    Text(OptionControl.label(of: value, in: option)).tag(value)
                }
            }
            .help(option.help)
        }
    }

    private func start() {
        let setup = form.setup
        dismiss()
        Task { await app.start(setup) }
    }
}
