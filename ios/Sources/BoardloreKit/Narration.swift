import BoardloreEngine
import Foundation

/// The words VoiceOver reads for squares and moves. Only wording lives here:
/// every fact (pieces, highlights, captures) comes from the core.
public struct Narration: Sendable {
    public let game: GameDescription
    public let geometry: BoardGeometry

    public init(game: GameDescription, geometry: BoardGeometry) {
        self.game = game
        self.geometry = geometry
    }

    /// "c3, goat, legal target"; "d4, white king, selected"; "e5, empty".
    public func label(for square: SquareState) -> String {
        var parts: [String] = [square.name]
        if let piece = square.piece {
            parts.append(pieceName(piece))
        } else {
            parts.append("empty")
        }
        if square.selected { parts.append("selected") }
        if square.legalTarget { parts.append("legal target") }
        if square.hint { parts.append("hint") }
        if square.lastMoveFrom { parts.append("last move from here") }
        if square.lastMoveTo { parts.append("last move to here") }
        if square.justCaptured { parts.append("just captured") }
        return parts.joined(separator: ", ")
    }

    /// "tiger" when the name tells the side (Bagh Chal), "white man" when
    /// both sides have pieces of that name (draughts).
    public func pieceName(_ piece: PieceDescription) -> String {
        let sameName = game.pieces.filter { (other: PieceDescription) -> Bool in other.name == piece.name }
        let owners = Set(sameName.compactMap { (other: PieceDescription) -> PlayerSide? in other.owner })
        guard owners.count > 1, let owner = piece.owner, let side = sideName(owner) else {
            return piece.name.isEmpty ? piece.letter : piece.name
        }
        return "\(side.lowercased()) \(piece.name)"
    }

    private func sideName(_ side: PlayerSide) -> String? {
        game.sides.first { (description: SideDescription) -> Bool in description.side == side }?.name
    }

    private func squareName(_ index: UInt32) -> String {
        let i = Int(index)
        return i < geometry.squareNames.count ? geometry.squareNames[i] : "square \(index)"
    }

    private func piece(at index: UInt32?, on board: BoardState) -> PieceDescription? {
        guard let index, Int(index) < board.squares.count else { return nil }
        return board.squares[Int(index)].piece
    }

    /// A sentence for a move just played: "Tiger a1 captures goat on b2,
    /// lands on c3". `before` and `after` are the boards either side of it.
    public func sentence(for move: MoveDescription, before: BoardState, after: BoardState) -> String {
        let side = sideName(move.side) ?? "Player"
        if move.isPass {
            return "\(side) pass"
        }
        var clauses: [String] = []
        for motion in move.motions {
            guard let to = motion.path.last else { continue }
            let mover = piece(at: motion.from, on: before) ?? piece(at: to, on: after)
            let name = mover.map { pieceName($0) } ?? side
            if let from = motion.from {
                clauses.append("\(name) \(squareName(from)) to \(squareName(to))")
            } else {
                clauses.append("\(name) placed on \(squareName(to))")
            }
        }
        if !move.captured.isEmpty {
            let taken = move.captured.map { (index: UInt32) -> String in
                let name = piece(at: index, on: before).map { pieceName($0) } ?? "piece"
                return "\(name) on \(squareName(index))"
            }
            if let motion = move.motions.last, let from = motion.from, let to = motion.path.last,
                !clauses.isEmpty
            {
                // The capture belongs to the main motion: say it the way players do.
                clauses.removeLast()
                let mover = piece(at: from, on: before).map { pieceName($0) } ?? side
                clauses.append(
                    "\(mover) \(squareName(from)) captures \(Narration.list(taken)), lands on \(squareName(to))")
            } else if clauses.isEmpty {
                clauses.append("\(side) capture \(Narration.list(taken))")
            } else {
                clauses.append("captures \(Narration.list(taken))")
            }
        }
        let text = clauses.joined(separator: ", then ")
        return Narration.capitalised(text.isEmpty ? "\(side) \(move.notation)" : text)
    }

    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    static func capitalised(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
