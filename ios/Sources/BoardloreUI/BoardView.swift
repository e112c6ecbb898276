import BoardloreEngine
import BoardloreKit
import SwiftUI

/// A board: drawn with `Canvas` from the shapes `BoardPainter` makes of the
/// squares it is given (the game screen's and the trainer's `SquareFrame`s,
/// as the core's picture), played by tap-tap or by dragging a piece (`BoardTouch`),
/// and exposed to VoiceOver as one element per square. Every touch is
/// forwarded; nothing is decided here.
struct BoardView: View {
    let game: GameDescription
    /// What VoiceOver calls the board, in the core's words (`boardLabel`).
    let label: String
    let squares: [SquareFrame]
    let selection: [UInt32]
    let flipped: Bool
    /// The move to animate (the game screen's or the trainer's), if any.
    let played: PlayedFrame?
    /// The board's VoiceOver elements, for a layout.
    let elements: (BoardLayout) -> [SquareElement]
    /// A drag picked up the piece on a square.
    let pickUp: (UInt32) -> Void
    /// A touch ended: a tap, a drop, or a tap off the squares.
    let touched: (TouchEnding) -> Void

    @AppStorage(SettingsKey.coordinates) private var showCoordinates = SettingsDefault.coordinates
    @AppStorage(SettingsKey.animationSpeed) private var animationSpeed = SettingsDefault.animationSpeed
    @AppStorage(SettingsKey.boardTheme) private var boardTheme = SettingsDefault.boardTheme
    @AppStorage(SettingsKey.showLegalMoves) private var showLegalMoves = SettingsDefault.showLegalMoves
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var animation: MoveAnimation? = nil
    /// The serial of the last move whose animation has started.
    @State private var animatedSerial: Int?
    @State private var touch: BoardTouch? = nil

    init(
        game: GameDescription, label: String, squares: [SquareFrame], selection: [UInt32], flipped: Bool,
        played: PlayedFrame? = nil, elements: @escaping (BoardLayout) -> [SquareElement],
        pickUp: @escaping (UInt32) -> Void, touched: @escaping (TouchEnding) -> Void
    ) {
        self.game = game
        self.label = label
        self.squares = squares
        self.selection = selection
        self.flipped = flipped
        self.played = played
        self.elements = elements
        self.pickUp = pickUp
        self.touched = touched
        // A move played before this view existed is not animated.
        _animatedSerial = State(initialValue: played?.serial)
    }

    var body: some View {
        GeometryReader { proxy in
            let layout = BoardLayout(size: proxy.size, flipped: flipped)
            TimelineView(.animation(minimumInterval: nil, paused: animation == nil)) { timeline in
                board(layout: layout, date: timeline.date)
            }
            .contentShape(Rectangle())
            .gesture(touchGesture(layout: layout))
            .accessibilityElement(children: .contain)
            .accessibilityLabel(label)
            .accessibilityChildren {
                squareElements(layout: layout)
            }
        }
        .aspectRatio(1, contentMode: .fit)
        // The board and its coordinates are the same in every language:
        // never mirrored, even where the rest of the screen reads right to left.
        .environment(\.layoutDirection, .leftToRight)
        .onChange(of: played) { _, played in
            animatedSerial = played?.serial
            animation = MoveAnimation.starting(played, at: Date(), duration: moveDuration)
        }
        .task(id: animation?.played.serial) {
            // Ends the animation (and stops the timeline) once it has run.
            guard let running = animation else { return }
            try? await Task.sleep(for: .seconds(running.duration))
            if animation == running { animation = nil }
        }
    }

    private var moveDuration: Double {
        storedAnimationSpeed(stored: animationSpeed).seconds(reduceMotion: reduceMotion)
    }

    private func board(layout: BoardLayout, date: Date) -> some View {
        let painter = BoardPainter(
            game: game, geometry: game.geometry, layout: layout,
            palette: BoardPalette.of(choice: boardTheme, dark: colorScheme == .dark), showCoordinates: showCoordinates,
            showTargets: showLegalMoves)
        let moving = MoveAnimation.frame(
            running: animation, latest: played, animatedSerial: animatedSerial, duration: moveDuration, at: date)
        let shapes = painter.frame(squares: squares, moving: moving, lifted: touch?.lifted(selection: selection))
        return Canvas { context, _ in
            BoardCanvas.draw(shapes, in: context)
        }
    }

    private func touchGesture(layout: BoardLayout) -> some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in
                var current = touch ?? BoardTouch(at: value.startLocation, layout: layout, geometry: game.geometry)
                if let square = current.move(to: value.location) {
                    pickUp(square)
                }
                touch = current
            }
            .onEnded { value in
                let finished = touch ?? BoardTouch(at: value.startLocation, layout: layout, geometry: game.geometry)
                touch = nil
                touched(finished.end(at: value.location, layout: layout, geometry: game.geometry))
            }
    }

    private func squareElements(layout: BoardLayout) -> some View {
        ForEach(elements(layout), id: \.square) { element in
            Rectangle()
                .frame(width: element.size, height: element.size)
                .position(element.centre)
                .accessibilityElement()
                .accessibilityLabel(element.label)
                .accessibilityAddTraits(.isButton)
                .accessibilityAction {
                    touched(.tap(element.square))
                }
        }
    }
}
