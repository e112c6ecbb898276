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

    /// The same colour with its opacity multiplied by `factor`.
    public func opacity(_ factor: Double) -> PaintColour {
        PaintColour(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// `#rrggbb`, as the core writes colours, read by the core; `nil` for anything else.
    public init?(hex: String) {
        guard let rgb = parseColour(text: hex) else { return nil }
        self.init(red: Double(rgb.r) / 255, green: Double(rgb.g) / 255, blue: Double(rgb.b) / 255)
    }
}

/// The colours of a board: the core's `BoardTheme` (wood, dark, high
/// contrast), read as paint. Pieces are drawn with the core's art.
public struct BoardPalette: Equatable, Sendable {
    public let id: String
    /// The core's theme, which the core's picture is painted in.
    public let theme: BoardTheme
    public let background: PaintColour
    public let line: PaintColour
    /// Width of a board line as a share of the board's side.
    public let lineWidth: CGFloat
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

    public init(theme: BoardTheme) {
        func paint(_ hex: String) -> PaintColour { PaintColour(hex: hex) ?? PaintColour(red: 1, green: 0, blue: 1) }
        let tint = Double(theme.tintOpacity)
        id = theme.id
        self.theme = theme
        background = paint(theme.background)
        line = paint(theme.line)
        lineWidth = CGFloat(theme.lineWidth)
        light = paint(theme.cellLight)
        dark = paint(theme.cellDark)
        plain = paint(theme.cellPlain)
        home = paint(theme.cellHome)
        mark = paint(theme.mark)
        label = paint(theme.label)
        lastMove = paint(theme.lastMove).opacity(tint)
        selected = paint(theme.selected)
        target = paint(theme.target)
        hint = paint(theme.hint)
        captured = paint(theme.captured)
    }

    /// The palette of a stored board-theme choice (`auto` follows `dark`).
    public static func of(choice: String, dark: Bool) -> BoardPalette {
        BoardPalette(theme: boardTheme(choice: choice, systemDark: dark))
    }
}
