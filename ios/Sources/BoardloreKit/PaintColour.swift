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
    public static let white = PaintColour(white: 1)
    public static let yellow = PaintColour(red: 1, green: 0.8, blue: 0)
    public static let red = PaintColour(red: 1, green: 0.23, blue: 0.19)

    /// The same colour with its opacity multiplied by `factor`.
    public func opacity(_ factor: Double) -> PaintColour {
        PaintColour(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// `#rrggbb`, as the core writes side colours; `nil` for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }

    /// Whether dark ink reads better than light ink on this colour.
    public var isLight: Bool {
        0.299 * red + 0.587 * green + 0.114 * blue > 0.55
    }
}

/// The colours of the board for a light or dark appearance. Pieces take the
/// colours the core gives each side; the board keeps to wood and ink tones.
public struct BoardPalette: Equatable, Sendable {
    public let background: PaintColour
    public let line: PaintColour
    public let light: PaintColour
    public let dark: PaintColour
    public let plain: PaintColour
    public let home: PaintColour
    public let mark: PaintColour
    public let label: PaintColour
    public let lastMove: PaintColour
    public let selected: PaintColour
    public let target: PaintColour
    public let hint: PaintColour
    public let captured: PaintColour
    public let pieceOutline: PaintColour

    public static func forAppearance(dark: Bool) -> BoardPalette {
        dark ? night : day
    }

    static let night = BoardPalette(
        background: PaintColour(red: 0.20, green: 0.16, blue: 0.12),
        line: PaintColour(red: 0.85, green: 0.76, blue: 0.60),
        light: PaintColour(red: 0.45, green: 0.37, blue: 0.28),
        dark: PaintColour(red: 0.27, green: 0.21, blue: 0.15),
        plain: PaintColour(red: 0.36, green: 0.29, blue: 0.21),
        home: PaintColour(red: 0.30, green: 0.36, blue: 0.30),
        mark: PaintColour(red: 0.90, green: 0.80, blue: 0.60),
        label: PaintColour(red: 0.90, green: 0.84, blue: 0.72),
        lastMove: PaintColour.yellow.opacity(0.35),
        selected: PaintColour(red: 0.35, green: 0.75, blue: 1.0),
        target: PaintColour(red: 0.35, green: 0.85, blue: 0.45),
        hint: PaintColour(red: 1.0, green: 0.55, blue: 0.85),
        captured: PaintColour.red.opacity(0.75),
        pieceOutline: PaintColour.black.opacity(0.6))

    static let day = BoardPalette(
        background: PaintColour(red: 0.93, green: 0.84, blue: 0.66),
        line: PaintColour(red: 0.30, green: 0.21, blue: 0.12),
        light: PaintColour(red: 0.96, green: 0.89, blue: 0.75),
        dark: PaintColour(red: 0.66, green: 0.48, blue: 0.32),
        plain: PaintColour(red: 0.90, green: 0.79, blue: 0.60),
        home: PaintColour(red: 0.78, green: 0.85, blue: 0.70),
        mark: PaintColour(red: 0.40, green: 0.28, blue: 0.16),
        label: PaintColour(red: 0.30, green: 0.21, blue: 0.12),
        lastMove: PaintColour.yellow.opacity(0.45),
        selected: PaintColour(red: 0.05, green: 0.45, blue: 0.90),
        target: PaintColour(red: 0.10, green: 0.60, blue: 0.25),
        hint: PaintColour(red: 0.80, green: 0.10, blue: 0.60),
        captured: PaintColour.red.opacity(0.7),
        pieceOutline: PaintColour.black.opacity(0.55))
}
