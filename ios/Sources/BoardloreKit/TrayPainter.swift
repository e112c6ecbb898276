import BoardloreEngine
import Foundation

/// The pieces off the board, drawn as the core draws a piece (`pieceDrawing`): one row
/// per side that has any, its pieces in hand (one piece and the count) and
/// the pieces it has lost (one drawn each, up to a dozen, then a count).
public struct TrayPainter: Sendable {
    public static let maxDrawn = 12

    public let gameId: String
    public let rowHeight: CGFloat
    public let ink: PaintColour

    public init(gameId: String, rowHeight: CGFloat, ink: PaintColour) {
        self.gameId = gameId
        self.rowHeight = rowHeight
        self.ink = ink
    }

    /// The sides that have anything off the board.
    public static func rows(_ tray: [SideTray]) -> [SideTray] {
        tray.filter { ($0.inHand?.count ?? 0) > 0 || !$0.captured.isEmpty }
    }

    /// The height the tray needs: none when no side has anything.
    public func height(of tray: [SideTray]) -> CGFloat {
        CGFloat(TrayPainter.rows(tray).count) * rowHeight
    }

    /// Every shape of the tray, rows from the top, left to right.
    public func shapes(of tray: [SideTray]) -> [BoardShape] {
        let r = rowHeight * 0.42
        var shapes: [BoardShape] = []
        for (row, side) in TrayPainter.rows(tray).enumerated() {
            let y = rowHeight * (CGFloat(row) + 0.5)
            var x = r
            if let hand = side.inHand, hand.count > 0 {
                shapes += piece(hand.letter, x: x, y: y, radius: r)
                let label = "×\(hand.count)"
                shapes.append(.text(label, at: CGPoint(x: x + r * 2.2, y: y), size: rowHeight * 0.45, ink))
                x += r * 5
            }
            for lost in side.captured {
                let shown = min(Int(lost.count), TrayPainter.maxDrawn)
                for _ in 0..<shown {
                    shapes += piece(lost.letter, x: x, y: y, radius: r * 0.85)
                    x += r * 1.1
                }
                if Int(lost.count) > shown {
                    shapes.append(
                        .text("+\(Int(lost.count) - shown)", at: CGPoint(x: x + r, y: y), size: rowHeight * 0.45, ink))
                    x += r * 2.5
                }
                x += r * 0.8
            }
        }
        return shapes
    }

    /// The core's piece `letter` centred on (`x`, `y`).
    func piece(_ letter: String, x: CGFloat, y: CGFloat, radius: CGFloat) -> [BoardShape] {
        let ops = pieceDrawing(
            gameId: gameId, letter: letter, x: Float(x), y: Float(y), radius: Float(radius), opacity: 1)
        return BoardPainter.shapes(ops, origin: .zero, scale: 1)
    }
}
