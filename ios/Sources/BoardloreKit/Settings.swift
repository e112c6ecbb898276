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

/// The settings' values when the player has not chosen, as stored. What a
/// stored value means, and what one this version does not know reads as,
/// is the core's (`storedAnimationSpeed`, `storedAppearance`,
/// `storedDefaultLevel`, `boardTheme(choice:systemDark:)`).
public enum SettingsDefault {
    public static let sound = true
    public static let haptics = true
    public static let coordinates = true
    public static let animationSpeed = storedAnimationSpeed(stored: "").storedName()
    public static let theme = storedAppearance(stored: "").storedName()
    public static let defaultLevel = levelName(level: BoardloreEngine.defaultLevel())
    public static let boardTheme = boardThemeAuto()
    public static let showLegalMoves = true
}
