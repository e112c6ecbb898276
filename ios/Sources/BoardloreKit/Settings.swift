import BoardloreEngine
import Foundation

/// The `@AppStorage` keys of the settings, in one place.
public enum SettingsKey {
    public static let sound = "sound"
    public static let haptics = "haptics"
    public static let coordinates = "coordinates"
    public static let animationSpeed = "animationSpeed"
    public static let theme = "theme"
    public static let defaultLevel = "defaultLevel"
    /// The board theme: a core theme id or `auto` (the core's `boardThemeAuto()`).
    public static let boardTheme = "boardTheme"
    public static let showLegalMoves = "showLegalMoves"
}

/// The settings' values when the player has not chosen. The stored forms
/// are the raw values; a stored value this version does not know reads as
/// the default.
public enum SettingsDefault {
    public static let sound = true
    public static let haptics = true
    public static let coordinates = true
    public static let animationSpeed = AnimationSpeed.normal
    public static let theme = ThemeChoice.system
    public static let defaultLevel = Level.medium
    public static let boardTheme = "auto"
    public static let showLegalMoves = true
}

public enum ThemeChoice: String, CaseIterable, Identifiable, Sendable {
    case system
    case light
    case dark

    public var id: String { rawValue }

    public init(stored: String) {
        self = ThemeChoice(rawValue: stored) ?? SettingsDefault.theme
    }

    public var title: String {
        switch self {
        case .system: return Chrome.text("System")
        case .light: return Chrome.text("Light")
        case .dark: return Chrome.text("Dark")
        }
    }

    /// `nil` follows the system setting; else whether the app is dark.
    public var isDark: Bool? {
        switch self {
        case .system: return nil
        case .light: return false
        case .dark: return true
        }
    }
}

public enum AnimationSpeed: String, CaseIterable, Identifiable, Sendable {
    case off
    case fast
    case normal
    case slow

    public var id: String { rawValue }

    public init(stored: String) {
        self = AnimationSpeed(rawValue: stored) ?? SettingsDefault.animationSpeed
    }

    public var title: String {
        switch self {
        case .off: return Chrome.text("Off")
        case .fast: return Chrome.text("Fast")
        case .normal: return Chrome.text("Normal")
        case .slow: return Chrome.text("Slow")
        }
    }

    /// Seconds a move takes on screen.
    public var duration: Double {
        switch self {
        case .off: return 0
        case .fast: return 0.15
        case .normal: return 0.3
        case .slow: return 0.55
        }
    }

    /// Seconds a move takes on screen; none with Reduce Motion on.
    public func duration(reduceMotion: Bool) -> Double {
        reduceMotion ? 0 : duration
    }
}

extension Level {
    /// Every level, weakest first.
    static let all: [Level] = [.easy, .medium, .hard, .expert, .perfect]

    /// The level as Settings stores it: `easy` … `perfect`.
    public var stored: String { "\(self)" }

    /// The stored level, or the default for one this version does not know.
    public init(stored: String) {
        self = Level.all.first { $0.stored == stored } ?? SettingsDefault.defaultLevel
    }

    /// The levels Settings offers as the default level: those the core
    /// offers for every game (`computerLevels(gameId:)`), weakest first, so
    /// not Perfect, which only Bagh Chal has (its new-game form offers it).
    public static func forEveryGame(_ games: [GameDescription] = BoardloreEngine.games(language: .en)) -> [Level] {
        let offered = games.map { computerLevels(gameId: $0.id) }
        return Level.all.filter { level in !offered.isEmpty && offered.allSatisfy { $0.contains(level) } }
    }
}

/// A board theme Settings offers: `auto` (wood by day, dark at night) and
/// each of the core's themes, by the core's id and name.
public struct BoardThemeChoice: Identifiable, Equatable, Sendable {
    public let id: String
    public let title: String

    public static func all() -> [BoardThemeChoice] {
        [BoardThemeChoice(id: boardThemeAuto(), title: "Automatic")]
            + boardThemes().map { BoardThemeChoice(id: $0.id, title: $0.name) }
    }
}
