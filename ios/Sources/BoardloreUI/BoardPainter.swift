import BoardloreEngine
import BoardloreKit
import SwiftUI

/// The colours of the board for a colour scheme. Pieces take the colours the
/// core gives each side; the board keeps to wood and ink tones.
struct BoardPalette {
    let background: Color
    let line: Color
    let light: Color
    let dark: Color
    let plain: Color
    let home: Color
    let mark: Color
    let label: Color
    let lastMove: Color
    let selected: Color
    let target: Color
    let hint: Color
    let captured: Color
    let pieceOutline: Color

    static func forScheme(_ scheme: ColorScheme) -> BoardPalette {
        switch scheme {
        case .dark:
            return BoardPalette(
                background: Color(red: 0.20, green: 0.16, blue: 0.12),
                line: Color(red: 0.85, green: 0.76, blue: 0.60),
                light: Color(red: 0.45, green: 0.37, blue: 0.28),
                dark: Color(red: 0.27, green: 0.21, blue: 0.15),
                plain: Color(red: 0.36, green: 0.29, blue: 0.21),
                home: Color(red: 0.30, green: 0.36, blue: 0.30),
                mark: Color(red: 0.90, green: 0.80, blue: 0.60),
                label: Color(red: 0.90, green: 0.84, blue: 0.72),
                lastMove: Color.yellow.opacity(0.35),
                selected: Color(red: 0.35, green: 0.75, blue: 1.0),
                target: Color(red: 0.35, green: 0.85, blue: 0.45),
                hint: Color(red: 1.0, green: 0.55, blue: 0.85),
                captured: Color.red.opacity(0.75),
                pieceOutline: Color.black.opacity(0.6))
        default:
            return BoardPalette(
                background: Color(red: 0.93, green: 0.84, blue: 0.66),
                line: Color(red: 0.30, green: 0.21, blue: 0.12),
                light: Color(red: 0.96, green: 0.89, blue: 0.75),
                dark: Color(red: 0.66, green: 0.48, blue: 0.32),
                plain: Color(red: 0.90, green: 0.79, blue: 0.60),
                home: Color(red: 0.78, green: 0.85, blue: 0.70),
                mark: Color(red: 0.40, green: 0.28, blue: 0.16),
                label: Color(red: 0.30, green: 0.21, blue: 0.12),
                lastMove: Color.yellow.opacity(0.45),
                selected: Color(red: 0.05, green: 0.45, blue: 0.90),
                target: Color(red: 0.10, green: 0.60, blue: 0.25),
                hint: Color(red: 0.80, green: 0.10, blue: 0.60),
                captured: Color.red.opacity(0.7),
                pieceOutline: Color.black.opacity(0.55))
        }
    }
}

/// `#rrggbb`, as the core writes side colours.
enum HexColour {
    static func rgb(_ hex: String) -> (red: Double, green: Double, blue: Double)? {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        return (red: Double((value >> 16) & 0xFF) / 255,
                green: Double((value >> 8) & 0xFF) / 255,
                blue: Double(value & 0xFF) / 255)
    }

    static func color(_ hex: String) -> Color? {
        guard let rgb = rgb(hex) else { return nil }
        return Color(red: rgb.red, green: rgb.green, blue: rgb.blue)
    }

    /// Whether dark ink reads better than light ink on this colour.
    static func isLight(_ hex: String) -> Bool {
        guard let rgb = rgb(hex) else { return true }
        return 0.299 * rgb.red + 0.587 * rgb.green + 0.114 * rgb.blue > 0.55
    }
}

/// Draws a board from the core's geometry and board state into a `Canvas`.
/// It knows nothing about any game: cells or lines, pieces and highlights
/// all come from the core's records.
struct BoardPainter {
    let geometry: BoardGeometry
    let layout: BoardLayout
    let palette: BoardPalette
    /// Piece colours by side (`#rrggbb`), from the core's side descriptions.
    let sideColours: [PlayerSide: String]
    let showCoordinates: Bool

    init(game: GameDescription, geometry: BoardGeometry, layout: BoardLayout, palette: BoardPalette, showCoordinates: Bool) {
        self.geometry = geometry
        self.layout = layout
        self.palette = palette
        self.showCoordinates = showCoordinates
        var colours: [PlayerSide: String] = [:]
        for side in game.sides {
            colours[side.side] = side.colour
        }
        self.sideColours = colours
    }

    var pieceRadius: CGFloat { layout.length(geometry.pieceRadius) }

    // MARK: The empty board

    func drawBoard(in context: GraphicsContext) {
        let frame = layout.frame
        context.fill(Path(roundedRect: frame, cornerRadius: frame.width * 0.02), with: .color(palette.background))
        for cell in geometry.cells {
            context.fill(Path(layout.rect(of: cell)), with: .color(colour(of: cell.shade)))
        }
        if !geometry.cells.isEmpty, let first = geometry.cells.first {
            // A thin frame around the cells.
            let size = layout.length(first.size)
            var outline = Path()
            for cell in geometry.cells {
                outline.addRect(layout.rect(of: cell))
            }
            context.stroke(outline, with: .color(palette.line.opacity(0.35)), lineWidth: max(0.5, size * 0.01))
        }
        if !geometry.lines.isEmpty {
            var lines = Path()
            for line in geometry.lines {
                lines.move(to: layout.point(line.from))
                lines.addLine(to: layout.point(line.to))
            }
            context.stroke(lines, with: .color(palette.line), style: StrokeStyle(lineWidth: max(1, frame.width * 0.006), lineCap: .round))
        }
        for mark in geometry.marks {
            guard let centre = layout.centre(of: mark.square, in: geometry) else { continue }
            switch mark.kind {
            case .centre:
                let r = pieceRadius * 0.5
                var cross = Path()
                cross.move(to: CGPoint(x: centre.x - r, y: centre.y - r))
                cross.addLine(to: CGPoint(x: centre.x + r, y: centre.y + r))
                cross.move(to: CGPoint(x: centre.x + r, y: centre.y - r))
                cross.addLine(to: CGPoint(x: centre.x - r, y: centre.y + r))
                context.stroke(cross, with: .color(palette.mark), lineWidth: max(1, r * 0.2))
            }
        }
        if showCoordinates {
            let size = max(8, frame.width * 0.032)
            for label in geometry.labels {
                let text = Text(label.text).font(.system(size: size, weight: .medium)).foregroundStyle(palette.label)
                context.draw(text, at: layout.point(label.at), anchor: .center)
            }
        }
    }

    private func colour(of shade: CellShade) -> Color {
        switch shade {
        case .light: return palette.light
        case .dark: return palette.dark
        case .plain: return palette.plain
        case .home: return palette.home
        }
    }

    // MARK: Highlights

    /// Last move, selection, legal targets, hint and captures, as the core flags them.
    func drawHighlights(in context: GraphicsContext, board: BoardState) {
        let r = pieceRadius
        for square in board.squares {
            guard let centre = layout.centre(of: square.index, in: geometry) else { continue }
            let disc = Path(ellipseIn: CGRect(x: centre.x - r * 1.25, y: centre.y - r * 1.25, width: r * 2.5, height: r * 2.5))
            if square.lastMoveFrom || square.lastMoveTo || square.lastMovePath {
                context.fill(disc, with: .color(palette.lastMove))
            }
            if square.justCaptured {
                var cross = Path()
                let c = r * 0.45
                cross.move(to: CGPoint(x: centre.x - c, y: centre.y - c))
                cross.addLine(to: CGPoint(x: centre.x + c, y: centre.y + c))
                cross.move(to: CGPoint(x: centre.x + c, y: centre.y - c))
                cross.addLine(to: CGPoint(x: centre.x - c, y: centre.y + c))
                context.stroke(cross, with: .color(palette.captured), lineWidth: max(1.5, r * 0.12))
            }
            if square.hint {
                context.stroke(disc, with: .color(palette.hint), style: StrokeStyle(lineWidth: max(2, r * 0.14), dash: [r * 0.3, r * 0.2]))
            }
            if square.selected {
                context.stroke(disc, with: .color(palette.selected), lineWidth: max(2.5, r * 0.18))
            }
        }
    }

    /// Targets go over the pieces, so that a capture landing on an occupied
    /// square (Bobail's bobail step, say) still shows.
    func drawTargets(in context: GraphicsContext, board: BoardState) {
        let r = pieceRadius
        for square in board.squares where square.legalTarget {
            guard let centre = layout.centre(of: square.index, in: geometry) else { continue }
            if square.piece == nil {
                let dot = r * 0.38
                context.fill(Path(ellipseIn: CGRect(x: centre.x - dot, y: centre.y - dot, width: dot * 2, height: dot * 2)),
                             with: .color(palette.target.opacity(0.85)))
            } else {
                let ring = Path(ellipseIn: CGRect(x: centre.x - r * 1.15, y: centre.y - r * 1.15, width: r * 2.3, height: r * 2.3))
                context.stroke(ring, with: .color(palette.target), lineWidth: max(2, r * 0.16))
            }
        }
    }

    // MARK: Pieces

    func drawPiece(_ piece: PieceDescription, at centre: CGPoint, in context: GraphicsContext, opacity: Double = 1, scale: CGFloat = 1) {
        var context = context
        context.opacity = opacity
        let r = pieceRadius * scale
        let rect = CGRect(x: centre.x - r, y: centre.y - r, width: r * 2, height: r * 2)
        let fill = fillColour(of: piece)
        // A soft shadow lifts the piece off the board.
        context.fill(Path(ellipseIn: rect.offsetBy(dx: r * 0.06, dy: r * 0.1)), with: .color(.black.opacity(0.25)))
        context.fill(Path(ellipseIn: rect), with: .color(fill))
        context.stroke(Path(ellipseIn: rect), with: .color(palette.pieceOutline), lineWidth: max(1, r * 0.08))
        if let symbol = symbolName(of: piece) {
            var image = context.resolve(Image(systemName: symbol))
            image.shading = .color(symbolColour(on: piece))
            let inner = rect.insetBy(dx: r * 0.45, dy: r * 0.45)
            context.draw(image, in: inner)
        } else {
            // Plain men get a ring, so they read as pieces, not as dots.
            let inner = rect.insetBy(dx: r * 0.32, dy: r * 0.32)
            context.stroke(Path(ellipseIn: inner), with: .color(palette.pieceOutline.opacity(0.5)), lineWidth: max(1, r * 0.07))
        }
    }

    private func fillColour(of piece: PieceDescription) -> Color {
        guard let owner = piece.owner else {
            return Color(red: 0.95, green: 0.75, blue: 0.15) // the neutral bobail: gold
        }
        if let hex = sideColours[owner], let colour = HexColour.color(hex) { return colour }
        return owner == .first ? Color(white: 0.92) : Color(white: 0.15)
    }

    /// Kings wear a crown, the bobail a star, tigers a paw; other pieces are
    /// told apart by their side's colour.
    private func symbolName(of piece: PieceDescription) -> String? {
        if piece.crowned { return "crown.fill" }
        if piece.owner == nil { return "star.fill" }
        if piece.name == "tiger" { return "pawprint.fill" }
        return nil
    }

    private func symbolColour(on piece: PieceDescription) -> Color {
        guard let owner = piece.owner, let hex = sideColours[owner] else {
            return .black.opacity(0.7)
        }
        return HexColour.isLight(hex) ? .black.opacity(0.75) : .white.opacity(0.92)
    }
}

// MARK: - Pieces on the board, still or moving

extension BoardPainter {
    func drawPieces(of state: BoardState, except hidden: UInt32?, in context: GraphicsContext) {
        for square in state.squares {
            guard let piece = square.piece, square.index != hidden,
                  let centre = layout.centre(of: square.index, in: geometry) else { continue }
            drawPiece(piece, at: centre, in: context)
        }
    }

    /// One frame of a move: the other pieces where they stood, captured
    /// pieces fading out, and each moving piece travelling along its path
    /// (Bobail's two motions one after the other).
    func drawMove(_ played: PlayedMove, progress: Double, after: BoardState, in context: GraphicsContext) {
        let move: MoveDescription = played.move
        let before: BoardState = played.before
        let moving = Set(move.motions.compactMap { (motion: PieceMotion) -> UInt32? in motion.from })
        let captured = Set(move.captured)

        func piece(_ index: UInt32, on board: BoardState) -> PieceDescription? {
            Int(index) < board.squares.count ? board.squares[Int(index)].piece : nil
        }

        for square in before.squares {
            guard let standing = square.piece, !moving.contains(square.index), !captured.contains(square.index),
                  let centre = layout.centre(of: square.index, in: geometry) else { continue }
            drawPiece(standing, at: centre, in: context)
        }
        for index in captured {
            guard let taken = piece(index, on: before), let centre = layout.centre(of: index, in: geometry) else { continue }
            drawPiece(taken, at: centre, in: context, opacity: 1 - progress)
        }
        let motions: [PieceMotion] = move.motions
        let share = 1 / Double(max(1, motions.count))
        for (number, motion) in motions.enumerated() {
            let local = min(1, max(0, (progress - Double(number) * share) / share))
            guard let last = motion.path.last, let end = layout.centre(of: last, in: geometry) else { continue }
            if let from = motion.from {
                guard let mover = piece(from, on: before) else { continue }
                let stops = ([from] + motion.path).compactMap { (index: UInt32) -> CGPoint? in
                    layout.centre(of: index, in: geometry)
                }
                drawPiece(mover, at: BoardPainter.point(along: stops, at: local), in: context)
            } else if let placed = piece(last, on: after) {
                // A placement drops in from the hand.
                drawPiece(placed, at: end, in: context, opacity: local, scale: 1.3 - 0.3 * CGFloat(local))
            }
        }
    }

    /// The point a fraction `t` of the way along a path of stops, each leg
    /// taking the same time.
    static func point(along stops: [CGPoint], at t: Double) -> CGPoint {
        guard let first = stops.first else { return .zero }
        guard stops.count > 1 else { return first }
        let legs = Double(stops.count - 1)
        let position = min(legs, max(0, t * legs))
        let leg = min(stops.count - 2, Int(position))
        let f = CGFloat(position - Double(leg))
        let a = stops[leg]
        let b = stops[leg + 1]
        return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }
}
