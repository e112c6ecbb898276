import BoardloreEngine
import BoardloreKit
import SwiftUI

/// The game screen: status line, board, controls and move list; side by
/// side when the screen is wider than tall (landscape, iPad). It draws the
/// core's `GameFrame` and sends every input as a `GameAction`.
struct GameScreen: View {
    let app: AppModel
    @Bindable var model: GameScreenModel

    @AppStorage(SettingsKey.haptics) private var haptics = SettingsDefault.haptics
    @AppStorage(SettingsKey.sound) private var sound = SettingsDefault.sound
    @AppStorage(SettingsKey.defaultLevel) private var defaultLevel = SettingsDefault.defaultLevel
    @AppStorage(SettingsKey.boardTheme) private var boardTheme = SettingsDefault.boardTheme
    @AppStorage(SettingsKey.coordinates) private var coordinates = SettingsDefault.coordinates
    @Environment(\.colorScheme) private var colorScheme
    @State private var showingRules = false
    @State private var showingNewGame = false
    @State private var showingSettings = false
    @State private var confirmingResign = false
    /// The game opened to step through (a move tapped, or "Review").
    @State private var browsing: BrowseChoice? = nil

    private var frame: GameFrame { model.frame }

    var body: some View {
        GeometryReader { proxy in
            if ScreenArrangement(width: proxy.size.width, height: proxy.size.height) == .sideBySide {
                HStack(alignment: .top, spacing: 20) {
                    board
                        .frame(maxWidth: proxy.size.height, maxHeight: .infinity)
                    VStack(alignment: .leading, spacing: 12) {
                        statusPanel
                        TrayView(frame: frame)
                        controls
                        MoveListView(rows: frame.turns, onSelect: browse)
                    }
                    .frame(minWidth: 240, idealWidth: 340, maxWidth: 440)
                }
                .padding()
            } else {
                VStack(spacing: 12) {
                    statusPanel
                    board
                    TrayView(frame: frame)
                    controls
                    MoveListView(rows: frame.turns, onSelect: browse)
                        .frame(minHeight: 60)
                }
                .padding()
            }
        }
        .navigationTitle(frame.gameName)
        .toolbar { toolbarContent }
        // On appearing, and when a new game replaces this one, the core
        // lets the computer move if it has the move.
        .task(id: ObjectIdentifier(model)) { model.send(.shown) }
        .onDisappear { model.send(.hidden) }
        .sensoryFeedback(trigger: model.feedback) { [haptics] _, new in
            new?.haptic(enabled: haptics).map { SensoryFeedback($0) }
        }
        .onChange(of: model.feedback) { _, new in
            if let file = new?.soundFile(enabled: sound) {
                SoundPlayer.shared.play(file)
            }
        }
        .onChange(of: model.announcement) { _, new in
            if let new {
                AccessibilityNotification.Announcement(new.text).post()
            }
        }
        .onChange(of: model.opening) { _, opening in
            if let opening { open(opening) }
        }
        .alert("Boardlore", isPresented: $model.isShowingMessage) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(model.message ?? "")
        }
        .confirmationDialog("Resign this game?", isPresented: $confirmingResign, titleVisibility: .visible) {
            Button("Resign", role: .destructive) { model.send(.resign) }
        }
        .sheet(isPresented: $showingRules) {
            if let game = model.game { RulesView(game: game) }
        }
        .sheet(isPresented: $showingNewGame) {
            if let game = model.game {
                NewGameView(
                    app: app, game: game, initial: frame, defaultLevel: storedDefaultLevel(stored: defaultLevel))
            }
        }
        .sheet(isPresented: $showingSettings) {
            SettingsView(language: app.language)
        }
        .sheet(item: $browsing) { choice in
            NavigationStack {
                BrowseView(model: choice.model)
            }
        }
    }

    @ViewBuilder
    private var board: some View {
        if let game = model.game {
            BoardView(
                game: game, label: boardLabel(gameId: frame.gameId, language: frame.language),
                squares: frame.squares, selection: frame.selection,
                flipped: frame.flipped, played: model.lastPlayed,
                elements: { model.squareElements(layout: $0, geometry: game.geometry) },
                pickUp: { model.send(.dragBegan(square: $0)) }, touched: { model.send($0.action) }
            )
            .id(ObjectIdentifier(model))  // a new game starts with fresh board state
        }
    }

    /// Opens the game at a tapped move of the list.
    private func browse(_ row: TurnRow) {
        model.send(.browseFrom(ply: row.firstPly))
    }

    /// Opens what the core asked for: the browser, or the review.
    private func open(_ opening: Opening) {
        Task {
            do {
                browsing = BrowseChoice(model: try await GameBrowserModel.open(opening, history: app.history))
            } catch {
                model.message = EngineErrorText.message(for: error)
            }
        }
    }

    // MARK: Parts

    private var statusPanel: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text(frame.statusText)
                    .font(.headline)
                    .fixedSize(horizontal: false, vertical: true)
                    .accessibilityAddTraits(.updatesFrequently)
                Spacer(minLength: 0)
                if let busy = frame.busyText {
                    // Shown beside the status; the board stays live to read.
                    ProgressView()
                        .controlSize(.small)
                    Text(busy)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .accessibilityElement(children: .combine)
            Text(frame.playersText)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            if let hint = frame.hintText {
                Label(hint, systemImage: "lightbulb")
                    .font(.subheadline)
                    .accessibilityAddTraits(.updatesFrequently)
            }
            if let result = frame.resultText {
                gameOver(result)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private func gameOver(_ result: String) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(result)
                .font(.title3.bold())
            // In a row when they fit, else one under the other.
            ViewThatFits(in: .horizontal) {
                HStack { gameOverButtons }
                VStack(alignment: .leading) { gameOverButtons }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }

    @ViewBuilder
    private var gameOverButtons: some View {
        Button {
            app.playAgain()
        } label: {
            Label("Play again", systemImage: "arrow.counterclockwise")
        }
        .buttonStyle(.borderedProminent)
        Button("New game") { showingNewGame = true }
            .buttonStyle(.bordered)
        if frame.canReview {
            Button {
                model.send(.review)
            } label: {
                Label("Review", systemImage: "magnifyingglass")
            }
            .buttonStyle(.bordered)
        }
    }

    /// With large Dynamic Type sizes the titles no longer fit in a row;
    /// the buttons then show their icons only (VoiceOver still reads the titles).
    private var controls: some View {
        ViewThatFits(in: .horizontal) {
            controlRow
                .labelStyle(.titleAndIcon)
            controlRow
                .labelStyle(.iconOnly)
        }
        .frame(maxWidth: .infinity)
    }

    private var controlRow: some View {
        HStack(spacing: 10) {
            Button {
                model.send(.undo)
            } label: {
                Label("Undo", systemImage: "arrow.uturn.backward")
            }
            .disabled(!frame.canUndo)
            Button {
                model.send(.redo)
            } label: {
                Label("Redo", systemImage: "arrow.uturn.forward")
            }
            .disabled(!frame.canRedo)
            Button {
                model.send(.hint)
            } label: {
                if frame.busy == .findingHint {
                    ProgressView().controlSize(.small)
                } else {
                    Label("Hint", systemImage: "lightbulb")
                }
            }
            .disabled(!frame.canHint)
            .accessibilityLabel("Hint")
            if frame.canFinish {
                Button {
                    model.send(.finish)
                } label: {
                    Label("End move", systemImage: "checkmark.circle")
                }
            }
            if frame.canPass {
                Button {
                    model.send(.pass)
                } label: {
                    Label("Pass", systemImage: "forward.end")
                }
            }
        }
        .buttonStyle(.bordered)
    }

    @ToolbarContentBuilder
    private var toolbarContent: some ToolbarContent {
        ToolbarItemGroup(placement: .primaryAction) {
            Button {
                model.send(.flip)
            } label: {
                Label("Flip board", systemImage: "arrow.up.arrow.down")
            }
            Button {
                showingRules = true
            } label: {
                Label("Rules", systemImage: "book")
            }
            Menu {
                Button {
                    showingNewGame = true
                } label: {
                    Label("New game", systemImage: "plus")
                }
                Button(role: .destructive) {
                    confirmingResign = true
                } label: {
                    Label("Resign", systemImage: "flag")
                }
                .disabled(!frame.canResign)
                ShareLink(
                    item: boardSnapshot,
                    preview: SharePreview(frame.gameName, image: Image(systemName: "square.grid.3x3"))
                ) {
                    Label("Share board", systemImage: "photo")
                }
                ShareLink(item: frame.shareText, subject: Text(frame.gameName)) {
                    Label("Share game", systemImage: "square.and.arrow.up")
                }
                Button {
                    showingSettings = true
                } label: {
                    Label("Settings", systemImage: "gearshape")
                }
            } label: {
                Label("More", systemImage: "ellipsis.circle")
            }
        }
    }

    /// The board as the screen shows it at rest, 1080 points square, to share.
    private var boardSnapshot: BoardSnapshot {
        let side: CGFloat = 1080
        guard let game = model.game else { return BoardSnapshot(shapes: [], side: side) }
        let painter = BoardPainter(
            game: game, geometry: game.geometry,
            layout: BoardLayout(size: CGSize(width: side, height: side), flipped: frame.flipped),
            palette: BoardPalette.of(choice: boardTheme, dark: colorScheme == .dark), showCoordinates: coordinates,
            showTargets: false)
        return BoardSnapshot(shapes: painter.frame(squares: frame.squares), side: side)
    }
}

extension SensoryFeedback {
    /// The core's haptic.
    init(_ haptic: HapticKind) {
        switch haptic {
        case .light: self = .impact(weight: .light)
        case .heavy: self = .impact(weight: .heavy)
        case .error: self = .error
        case .success: self = .success
        case .warning: self = .warning
        case .selection: self = .selection
        }
    }
}
