import BoardloreEngine
import Foundation

/// A colour as the painter hands it to the view: red, green, blue and
/// opacity, each 0…1. The view turns it into a SwiftUI `Color` unchanged.
public struct PaintColour: Equatable, Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public static let black = PaintColour(white: 0)
}

/// A board's colours: the core's `BoardTheme` (wood, dark, high contrast),
/// which the core's picture is painted in.
public struct BoardPalette: Equatable, Sendable {
    public let id: String
    public let theme: BoardTheme

    public init(theme: BoardTheme) {
        id = theme.id
        self.theme = theme
    }

    /// The palette of a stored board-theme choice (`auto` follows `dark`).
    public static func of(choice: String, dark: Bool) -> BoardPalette {
        BoardPalette(theme: boardTheme(choice: choice, systemDark: dark))
    }
}
