import BoardloreEngine
import BoardloreKit
import SwiftUI

/// A move on its way across the board.
private struct MoveAnimation: Equatable {
    let played: PlayedMove
    let start: Date
    let duration: Double

    func progress(at date: Date) -> Double {
        guard duration > 0 else { return 1 }
        return min(1, max(0, date.timeIntervalSince(start) / duration))
    }
}

/// A piece being dragged: where the drag started and where the finger is.
private struct DragState: Equatable {
    var start: UInt32?
    var location: CGPoint
    var moved: Bool
}

/// The board: drawn with `Canvas` from the core's geometry and board state,
/// played by tap-tap (each tap goes to the core's `tap()`) or by dragging a
/// piece, and exposed to VoiceOver as one element per square.
struct BoardView: View {
    let model: GameModel

    @AppStorage(SettingsKey.coordinates) private var showCoordinates = true
    @AppStorage(SettingsKey.animationSpeed) private var animationSpeed = AnimationSpeed.normal.rawValue
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var animation: MoveAnimation? = nil
    /// The serial of the last move whose animation has started, so that a
    /// move just played is drawn at its start until its animation begins.
    @State private var animatedSerial: Int?
    @State private var drag: DragState? = nil

    init(model: GameModel) {
        self.model = model
        // A move played before this view existed is not animated.
        _animatedSerial = State(initialValue: model.lastPlayed?.serial)
    }

    var body: some View {
        GeometryReader { proxy in
            let layout = BoardLayout(size: proxy.size, flipped: model.flipped)
            TimelineView(.animation(minimumInterval: nil, paused: animation == nil)) { timeline in
                board(layout: layout, date: timeline.date)
            }
            .contentShape(Rectangle())
            .gesture(dragGesture(layout: layout))
            .accessibilityElement(children: .contain)
            .accessibilityLabel("\(model.game.name) board")
            .accessibilityChildren {
                squareElements(layout: layout)
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .onChange(of: model.lastPlayed) { _, played in
            startAnimation(played)
        }
        .task(id: animation?.played.serial) {
            // Ends the animation (and stops the timeline) once it has run.
            guard let running = animation else { return }
            try? await Task.sleep(for: .seconds(running.duration))
            if animation?.played.serial == running.played.serial {
                animation = nil
            }
        }
    }

    private var moveDuration: Double {
        if reduceMotion { return 0 }
        return (AnimationSpeed(rawValue: animationSpeed) ?? .normal).duration
    }

    private func startAnimation(_ played: PlayedMove?) {
        animatedSerial = played?.serial
        guard let played, moveDuration > 0 else {
            animation = nil
            return
        }
        animation = MoveAnimation(played: played, start: Date(), duration: moveDuration)
    }

    // MARK: Drawing

    private func board(layout: BoardLayout, date: Date) -> some View {
        let painter = BoardPainter(
            game: model.game, geometry: model.geometry, layout: layout,
            palette: BoardPalette.forScheme(colorScheme), showCoordinates: showCoordinates)
        let state: BoardState = model.board
        let (moving, progress) = movingPiece(at: date)
        let lifted: DragState? = liftedPiece(in: state)
        return Canvas { context, _ in
            painter.drawBoard(in: context)
            painter.drawHighlights(in: context, board: state)
            if let moving {
                painter.drawMove(moving, progress: progress, after: state, in: context)
            } else {
                painter.drawPieces(of: state, except: lifted?.start, in: context)
                painter.drawTargets(in: context, board: state)
                if let lifted, let start = lifted.start, Int(start) < state.squares.count,
                   let piece = state.squares[Int(start)].piece {
                    painter.drawPiece(piece, at: lifted.location, in: context, scale: 1.2)
                }
            }
        }
    }

    /// The move on its way, and how far it has come (0…1).
    private func movingPiece(at date: Date) -> (PlayedMove?, Double) {
        if let animation, animation.progress(at: date) < 1 {
            return (animation.played, animation.progress(at: date))
        }
        if let latest = model.lastPlayed, latest.serial != animatedSerial, moveDuration > 0 {
            // Played, but its animation starts on the next update: hold it at the start.
            return (latest, 0)
        }
        return (nil, 1)
    }

    /// The drag, when it carries the selected piece.
    private func liftedPiece(in state: BoardState) -> DragState? {
        guard let drag, drag.moved, let start = drag.start else { return nil }
        let selection: [UInt32] = state.selection
        return selection.last == start ? drag : nil
    }

    // MARK: Input

    /// A touch that barely moves is a tap on the square under it; one that
    /// moves picks up the piece it started on and drops it where it ends.
    private func dragGesture(layout: BoardLayout) -> some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in
                var state = drag ?? DragState(
                    start: layout.square(at: value.startLocation, in: model.geometry),
                    location: value.location, moved: false)
                state.location = value.location
                if !state.moved && hypot(value.translation.width, value.translation.height) > 10 {
                    state.moved = true
                    if let start = state.start {
                        model.dragBegan(at: start)
                    }
                }
                drag = state
            }
            .onEnded { value in
                let finished = drag
                drag = nil
                if let finished, finished.moved {
                    model.dragEnded(at: layout.square(at: value.location, in: model.geometry))
                } else if let square = layout.square(at: value.startLocation, in: model.geometry) {
                    model.tap(square: square)
                } else {
                    model.clearSelection()
                }
            }
    }

    // MARK: VoiceOver

    /// One element per square, in reading order (top row first), labelled
    /// like "c3, goat, legal target"; activating it taps the square.
    private func squareElements(layout: BoardLayout) -> some View {
        let size = layout.step(in: model.geometry)
        let squares: [SquareState] = model.board.squares.sorted { (a: SquareState, b: SquareState) -> Bool in
            let pa = layout.centre(of: a.index, in: model.geometry) ?? .zero
            let pb = layout.centre(of: b.index, in: model.geometry) ?? .zero
            return abs(pa.y - pb.y) > 1 ? pa.y < pb.y : pa.x < pb.x
        }
        return ForEach(squares, id: \.index) { (square: SquareState) in
            Rectangle()
                .frame(width: size, height: size)
                .position(layout.centre(of: square.index, in: model.geometry) ?? .zero)
                .accessibilityElement()
                .accessibilityLabel(model.narration.label(for: square))
                .accessibilityAddTraits(.isButton)
                .accessibilityAction {
                    model.tap(square: square.index)
                }
        }
    }
}
