import BoardloreEngine
import BoardloreKit
import SwiftUI

/// The board: drawn with `Canvas` from the shapes `BoardPainter` makes of
/// the core's geometry and board state, played by tap-tap or by dragging a
/// piece (`BoardTouch`), and exposed to VoiceOver as one element per square.
struct BoardView: View {
    let model: GameModel

    @AppStorage(SettingsKey.coordinates) private var showCoordinates = SettingsDefault.coordinates
    @AppStorage(SettingsKey.animationSpeed) private var animationSpeed = SettingsDefault.animationSpeed.rawValue
    @AppStorage(SettingsKey.boardTheme) private var boardTheme = SettingsDefault.boardTheme
    @AppStorage(SettingsKey.showLegalMoves) private var showLegalMoves = SettingsDefault.showLegalMoves
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var animation: MoveAnimation? = nil
    /// The serial of the last move whose animation has started.
    @State private var animatedSerial: Int?
    @State private var touch: BoardTouch? = nil

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
            .gesture(touchGesture(layout: layout))
            .accessibilityElement(children: .contain)
            .accessibilityLabel(model.boardLabel)
            .accessibilityChildren {
                squareElements(layout: layout)
            }
        }
        .aspectRatio(1, contentMode: .fit)
        // The board and its coordinates are the same in every language:
        // never mirrored, even where the rest of the screen reads right to left.
        .environment(\.layoutDirection, .leftToRight)
        .onChange(of: model.lastPlayed) { _, played in
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
        AnimationSpeed(stored: animationSpeed).duration(reduceMotion: reduceMotion)
    }

    private func board(layout: BoardLayout, date: Date) -> some View {
        let painter = BoardPainter(
            game: model.game, geometry: model.geometry, layout: layout,
            palette: BoardPalette.of(choice: boardTheme, dark: colorScheme == .dark), showCoordinates: showCoordinates,
            art: model.art, showTargets: showLegalMoves)
        let state: BoardState = model.board
        let moving = MoveAnimation.frame(
            running: animation, latest: model.lastPlayed, animatedSerial: animatedSerial,
            duration: moveDuration, at: date)
        let shapes = painter.frame(board: state, moving: moving, lifted: touch?.lifted(selection: state.selection))
        return Canvas { context, _ in
            BoardCanvas.draw(shapes, in: context)
        }
    }

    private func touchGesture(layout: BoardLayout) -> some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { value in
                var current = touch ?? BoardTouch(at: value.startLocation, layout: layout, geometry: model.geometry)
                if let pickUp = current.move(to: value.location) {
                    model.dragBegan(at: pickUp)
                }
                touch = current
            }
            .onEnded { value in
                let finished = touch ?? BoardTouch(at: value.startLocation, layout: layout, geometry: model.geometry)
                touch = nil
                model.finishTouch(finished.end(at: value.location, layout: layout, geometry: model.geometry))
            }
    }

    private func squareElements(layout: BoardLayout) -> some View {
        ForEach(model.squareElements(layout: layout), id: \.square) { element in
            Rectangle()
                .frame(width: element.size, height: element.size)
                .position(element.centre)
                .accessibilityElement()
                .accessibilityLabel(element.label)
                .accessibilityAddTraits(.isButton)
                .accessibilityAction {
                    model.tap(square: element.square)
                }
        }
    }
}
