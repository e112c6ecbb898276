import BoardloreKit
import SwiftUI

/// The `@AppStorage` keys of the settings, in one place.
public enum SettingsKey {
    public static let sound = "sound"
    public static let haptics = "haptics"
    public static let coordinates = "coordinates"
    public static let animationSpeed = "animationSpeed"
    public static let theme = "theme"
    public static let defaultLevel = "defaultLevel"
}

public enum ThemeChoice: String, CaseIterable, Identifiable, Sendable {
    case system
    case light
    case dark

    public var id: String { rawValue }

    var title: String {
        switch self {
        case .system: return "System"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }

    /// `nil` follows the system setting.
    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

public enum AnimationSpeed: String, CaseIterable, Identifiable, Sendable {
    case off
    case fast
    case normal
    case slow

    public var id: String { rawValue }

    var title: String {
        switch self {
        case .off: return "Off"
        case .fast: return "Fast"
        case .normal: return "Normal"
        case .slow: return "Slow"
        }
    }

    /// Seconds a move takes on screen.
    var duration: Double {
        switch self {
        case .off: return 0
        case .fast: return 0.15
        case .normal: return 0.3
        case .slow: return 0.55
        }
    }
}

struct SettingsView: View {
    @AppStorage(SettingsKey.sound) private var sound = true
    @AppStorage(SettingsKey.haptics) private var haptics = true
    @AppStorage(SettingsKey.coordinates) private var coordinates = true
    @AppStorage(SettingsKey.animationSpeed) private var animationSpeed = AnimationSpeed.normal.rawValue
    @AppStorage(SettingsKey.theme) private var theme = ThemeChoice.system.rawValue
    @AppStorage(SettingsKey.defaultLevel) private var defaultLevel = ComputerLevel.medium.rawValue
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Feedback") {
                    Toggle("Sound", isOn: $sound)
                    Toggle("Haptics", isOn: $haptics)
                }
                Section("Board") {
                    Toggle("Coordinates", isOn: $coordinates)
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
                        ForEach(ComputerLevel.allCases) { level in
                            Text(level.title).tag(level.rawValue)
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
