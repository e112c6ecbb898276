import BoardloreEngine
import BoardloreKit
import SwiftUI

extension ThemeChoice {
    /// `nil` follows the system setting.
    var colorScheme: ColorScheme? {
        isDark.map { $0 ? .dark : .light }
    }
}

struct SettingsView: View {
    /// The core's language, which names the levels.
    let language: Lang
    @AppStorage(SettingsKey.sound) private var sound = SettingsDefault.sound
    @AppStorage(SettingsKey.haptics) private var haptics = SettingsDefault.haptics
    @AppStorage(SettingsKey.coordinates) private var coordinates = SettingsDefault.coordinates
    @AppStorage(SettingsKey.animationSpeed) private var animationSpeed = SettingsDefault.animationSpeed.rawValue
    @AppStorage(SettingsKey.theme) private var theme = SettingsDefault.theme.rawValue
    @AppStorage(SettingsKey.defaultLevel) private var defaultLevel = SettingsDefault.defaultLevel.stored
    @AppStorage(SettingsKey.boardTheme) private var boardTheme = SettingsDefault.boardTheme
    @AppStorage(SettingsKey.showLegalMoves) private var showLegalMoves = SettingsDefault.showLegalMoves
    @Environment(\.dismiss) private var dismiss
    /// The default levels offered: those every game has (read once).
    @State private var levels = Level.forEveryGame()

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
                        ForEach(BoardThemeChoice.all()) { choice in
                            Text(choice.title).tag(choice.id)
                        }
                    }
                    Picker("Move animation", selection: $animationSpeed) {
                        ForEach(AnimationSpeed.allCases) { speed in
                            Text(speed.title).tag(speed.rawValue)
                        }
                    }
                }
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(ThemeChoice.allCases) { choice in
                            Text(choice.title).tag(choice.rawValue)
                        }
                    }
                }
                Section("Computer") {
                    Picker("Default level", selection: $defaultLevel) {
                        ForEach(levels, id: \.self) { level in
                            Text(levelTitle(level: level, language: language)).tag(level.stored)
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
