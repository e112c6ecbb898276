import BoardloreEngine
import Foundation

/// What `BoardPainter` reads of a square. The game screen's and the
/// trainer's `SquareFrame` (the core's frames) and the browser's
/// `SquareState` both give it, so that every board is drawn by the same code.
public protocol PaintedSquare {
    var index: UInt32 { get }
    /// The piece standing there, if any.
    var standing: PieceDescription? { get }
    var selected: Bool { get }
    var hint: Bool { get }
    /// A legal next tap of the selection.
    var isTarget: Bool { get }
    /// Where the last move started, ended or stopped on its way.
    var isLastMove: Bool { get }
    /// The last move took the piece that stood here.
    var wasCaptured: Bool { get }
}

extension SquareState: PaintedSquare {
    public var standing: PieceDescription? { piece }
    public var isTarget: Bool { legalTarget }
    public var isLastMove: Bool { lastMoveFrom || lastMoveTo || lastMovePath }
    public var wasCaptured: Bool { justCaptured }
}

extension SquareFrame: PaintedSquare {
    /// The frame names a piece by its letter, owner and crown, all the
    /// painter uses (the piece's name is for speech, which `spoken` has).
    public var standing: PieceDescription? {
        piece.map { PieceDescription(letter: $0, name: "", owner: owner, crowned: crowned) }
    }
    public var isTarget: Bool { target }
    public var isLastMove: Bool { lastFrom || lastTo || lastPath }
    public var wasCaptured: Bool { captured }
}
