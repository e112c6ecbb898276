import BoardloreEngine
import Foundation

/// What the board view draws, as a list of shapes, from the core's geometry
/// and board state. It knows nothing about any game: cells or lines, pieces
/// and highlights all come from the core's records.
public struct BoardPainter: Sendable {
    public let geometry: BoardGeometry
    public let layout: BoardLayout
    public let palette: BoardPalette
    public let showCoordinates: Bool
    /// The core's piece art: every piece is drawn from it.
    public let art: PieceArtBook
    /// Whether legal targets are marked (Settings: show legal moves).
    public let showTargets: Bool

    public init(
        game: GameDescription, geometry: BoardGeometry, layout: BoardLayout, palette: BoardPalette,
        showCoordinates: Bool, art: PieceArtBook? = nil, showTargets: Bool = true
    ) {
        self.geometry = geometry
        self.layout = layout
        self.palette = palette
        self.showCoordinates = showCoordinates
        self.art = art ?? PieceArtBook(gameId: game.id)
        self.showTargets = showTargets
    }

    public var pieceRadius: CGFloat { layout.length(geometry.pieceRadius) }

    // MARK: The empty board

    public func board() -> [BoardShape] {
        let frame = layout.frame
        var shapes: [BoardShape] = [.fill(.roundedRect(frame, cornerRadius: frame.width * 0.02), palette.background)]
        for cell in geometry.cells {
            shapes.append(.fill(.rect(layout.rect(of: cell)), colour(of: cell.shade)))
        }
        if let first = geometry.cells.first {
            // A thin frame around the cells.
            let size = layout.length(first.size)
            let outline = geometry.cells.map { layout.rect(of: $0) }
            shapes.append(
                .stroke(.rects(outline), palette.line.opacity(0.35), StrokeLook(width: max(0.5, size * 0.01))))
        }
        if !geometry.lines.isEmpty {
            let segments = geometry.lines.map { Segment(from: layout.point($0.from), to: layout.point($0.to)) }
            shapes.append(
                .stroke(
                    .segments(segments), palette.line,
                    StrokeLook(width: max(1, frame.width * palette.lineWidth), roundCaps: true)))
        }
        for mark in geometry.marks {
            guard let centre = layout.centre(of: mark.square, in: geometry) else { continue }
            switch mark.kind {
            case .centre:
                let r = pieceRadius * 0.5
                shapes.append(
                    .stroke(.segments(cross(at: centre, reach: r)), palette.mark, StrokeLook(width: max(1, r * 0.2))))
            }
        }
        if showCoordinates {
            let size = max(8, frame.width * 0.032)
            for label in geometry.labels {
                shapes.append(.text(label.text, at: layout.point(label.at), size: size, palette.label))
            }
        }
        return shapes
    }

    func colour(of shade: CellShade) -> PaintColour {
        switch shade {
        case .light: return palette.light
        case .dark: return palette.dark
        case .plain: return palette.plain
        case .home: return palette.home
        }
    }

    /// An X of two diagonals through `centre`, `reach` out each way.
    func cross(at centre: CGPoint, reach r: CGFloat) -> [Segment] {
        [
            Segment(from: CGPoint(x: centre.x - r, y: centre.y - r), to: CGPoint(x: centre.x + r, y: centre.y + r)),
            Segment(from: CGPoint(x: centre.x + r, y: centre.y - r), to: CGPoint(x: centre.x - r, y: centre.y + r)),
        ]
    }

    func disc(at centre: CGPoint, radius r: CGFloat) -> ShapeOutline {
        .ellipse(in: CGRect(x: centre.x - r, y: centre.y - r, width: r * 2, height: r * 2))
    }

    // MARK: Highlights

    /// Last move, selection, hint and captures, as the core flags them.
    public func highlights<Square: PaintedSquare>(_ squares: [Square]) -> [BoardShape] {
        let r = pieceRadius
        var shapes: [BoardShape] = []
        for square in squares {
            guard let centre = layout.centre(of: square.index, in: geometry) else { continue }
            let halo = disc(at: centre, radius: r * 1.25)
            if square.isLastMove {
                shapes.append(.fill(halo, palette.lastMove))
            }
            if square.wasCaptured {
                shapes.append(
                    .stroke(
                        .segments(cross(at: centre, reach: r * 0.45)), palette.captured,
                        StrokeLook(width: max(1.5, r * 0.12))))
            }
            if square.hint {
                shapes.append(
                    .stroke(halo, palette.hint, StrokeLook(width: max(2, r * 0.14), dash: [r * 0.3, r * 0.2])))
            }
            if square.selected {
                shapes.append(.stroke(halo, palette.selected, StrokeLook(width: max(2.5, r * 0.18))))
            }
        }
        return shapes
    }

    /// Legal targets: a dot on an empty square, a ring around a piece. They go
    /// over the pieces, so that a capture landing on an occupied square
    /// (Bobail's bobail step, say) still shows.
    public func targets<Square: PaintedSquare>(_ squares: [Square]) -> [BoardShape] {
        guard showTargets else { return [] }
        let r = pieceRadius
        var shapes: [BoardShape] = []
        for square in squares where square.isTarget {
            guard let centre = layout.centre(of: square.index, in: geometry) else { continue }
            if square.standing == nil {
                shapes.append(.fill(disc(at: centre, radius: r * 0.38), palette.target.opacity(0.85)))
            } else {
                shapes.append(
                    .stroke(disc(at: centre, radius: r * 1.15), palette.target, StrokeLook(width: max(2, r * 0.16))))
            }
        }
        return shapes
    }

    // MARK: Pieces

    /// A piece, drawn from the core's art for its letter (every piece of
    /// every game has its art: `LookTests`).
    public func piece(_ piece: PieceDescription, at centre: CGPoint, opacity: Double = 1, scale: CGFloat = 1)
        -> [BoardShape]
    {
        art.shapes(of: piece.letter, at: centre, radius: pieceRadius * scale, opacity: opacity) ?? []
    }

    /// Every piece where it stands, but the one at `hidden` (lifted by a drag).
    public func pieces<Square: PaintedSquare>(of squares: [Square], except hidden: UInt32? = nil) -> [BoardShape] {
        var shapes: [BoardShape] = []
        for square in squares {
            guard let standing = square.standing, square.index != hidden,
                let centre = layout.centre(of: square.index, in: geometry)
            else { continue }
            shapes += piece(standing, at: centre)
        }
        return shapes
    }

    // MARK: A move on its way

    /// The game screen's last move (the core's `MoveFrame`) on its way,
    /// from the squares of the frame before it to those after: the other
    /// pieces where they stood, captured pieces fading out, and each moving
    /// piece travelling along its path (Bobail's two motions one after the
    /// other).
    public func move<After: PaintedSquare>(
        _ played: BoardloreEngine.MoveFrame, progress: Double, before: [SquareFrame], after: [After]
    ) -> [BoardShape] {
        let moving = Set(played.motions.compactMap(\.from))
        let captured = played.captured
        let capturedSet = Set(captured)

        func piece<Square: PaintedSquare>(_ index: UInt32, on squares: [Square]) -> PieceDescription? {
            Int(index) < squares.count ? squares[Int(index)].standing : nil
        }

        var shapes: [BoardShape] = []
        for square in before {
            guard let standing = square.standing, !moving.contains(square.index), !capturedSet.contains(square.index),
                let centre = layout.centre(of: square.index, in: geometry)
            else { continue }
            shapes += self.piece(standing, at: centre)
        }
        for index in captured {
            guard let taken = piece(index, on: before), let centre = layout.centre(of: index, in: geometry) else {
                continue
            }
            shapes += self.piece(taken, at: centre, opacity: 1 - progress)
        }
        for (number, motion) in played.motions.enumerated() {
            let local = MoveAnimation.share(of: number, count: played.motions.count, at: progress)
            guard let last = motion.path.last, let end = layout.centre(of: last, in: geometry) else { continue }
            if let from = motion.from {
                guard let mover = piece(from, on: before) else { continue }
                let stops = ([from] + motion.path).compactMap { (index: UInt32) -> CGPoint? in
                    layout.centre(of: index, in: geometry)
                }
                shapes += self.piece(mover, at: MoveAnimation.point(along: stops, at: local))
            } else if let placed = piece(last, on: after) {
                // A placement drops in from the hand.
                shapes += self.piece(placed, at: end, opacity: local, scale: 1.3 - 0.3 * CGFloat(local))
            }
        }
        return shapes
    }

    // MARK: The whole picture

    /// Everything the board shows at one moment: the board, the highlights,
    /// then either the move on its way or the pieces at rest with the legal
    /// targets and the piece a drag carries.
    public func frame<Square: PaintedSquare>(squares: [Square], moving: MoveInFlight?, lifted: LiftedPiece?)
        -> [BoardShape]
    {
        guard let moving else { return frame(squares: squares, lifted: lifted) }
        return board() + highlights(squares)
            + move(moving.played.move, progress: moving.progress, before: moving.played.before, after: squares)
    }

    /// The board at rest: the board, the highlights, the pieces, the legal
    /// targets and the piece a drag carries (drawn a little larger). The
    /// game screen draws its `GameFrame`'s squares with it.
    public func frame<Square: PaintedSquare>(squares: [Square], lifted: LiftedPiece?) -> [BoardShape] {
        var shapes = board() + highlights(squares)
        shapes += pieces(of: squares, except: lifted?.square)
        shapes += targets(squares)
        if let lifted, let carried = squares.first(where: { $0.index == lifted.square })?.standing {
            shapes += piece(carried, at: lifted.location, scale: 1.2)
        }
        return shapes
    }
}
