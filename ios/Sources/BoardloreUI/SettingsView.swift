import BoardloreEngine
import BoardloreKit
import SwiftUI

extension Appearance {
    /// `nil` follows the system setting.
    var colorScheme: ColorScheme? {
        isDark().map { $0 ? .dark : .light }
    }
}

struct SettingsView: View {
    /// The core's language, which names the levels, speeds and themes.
    let language: Lang
    @AppStorage(SettingsKey.sound) private var sound = SettingsDefault.sound
    @AppStorage(SettingsKey.haptics) private var haptics = SettingsDefault.haptics
    @AppStorage(SettingsKey.coordinates) private var coordinates = SettingsDefault.coordinates
    @AppStorage(SettingsKey.animationSpeed) private var animationSpeed = SettingsDefault.animationSpeed
    @AppStorage(SettingsKey.theme) private var theme = SettingsDefault.theme
    @AppStorage(SettingsKey.defaultLevel) private var defaultLevel = SettingsDefault.defaultLevel
    @AppStorage(SettingsKey.boardTheme) private var boardTheme = SettingsDefault.boardTheme
    @AppStorage(SettingsKey.showLegalMoves) private var showLegalMoves = SettingsDefault.showLegalMoves
    @Environment(\.dismiss) private var dismiss
    /// The default levels offered: those every game has (read once).
    @State private var levels = defaultLevelChoices()

    init(language: Lang) {
        self.language = language
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Feedback") {
                    Toggle("Sound", isOn: $sound)
                    Toggle("Haptics", isOn: $haptics)
                }
                Section("Board") {
                    Toggle("Coordinates", isOn: $coordinates)
                    Toggle("Show legal moves", isOn: $showLegalMoves)
                    Picker("Board theme", selection: $boardTheme) {
                        ForEach(boardThemeChoices(language: language), id: \.id) { choice in
                            Text(choice.title).tag(choice.id)
                        }
                    }
                    Picker("Move animation", selection: $animationSpeed) {
                        ForEach(animationSpeeds(), id: \.self) { speed in
                            Text(speed.title(language: language)).tag(speed.storedName())
                        }
                    }
                }
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(appearances(), id: \.self) { choice in
                            Text(choice.title(language: language)).tag(choice.storedName())
                        }
                    }
                }
                Section("Computer") {
                    Picker("Default level", selection: $defaultLevel) {
                        ForEach(levels, id: \.self) { level in
                            Text(levelTitle(level: level, language: language)).tag(levelName(level: level))
                        }
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
