import BoardloreEngine
import BoardloreKit
import SwiftUI

/// The game screen: status line, board, controls and move list; side by
/// side when the screen is wider than tall (landscape, iPad).
struct GameScreen: View {
    let app: AppModel
    @Bindable var model: GameModel

    @AppStorage(SettingsKey.haptics) private var haptics = SettingsDefault.haptics
    @AppStorage(SettingsKey.sound) private var sound = SettingsDefault.sound
    @AppStorage(SettingsKey.defaultLevel) private var defaultLevel = SettingsDefault.defaultLevel.rawValue
    @AppStorage(SettingsKey.boardTheme) private var boardTheme = SettingsDefault.boardTheme
    @AppStorage(SettingsKey.coordinates) private var coordinates = SettingsDefault.coordinates
    @Environment(\.colorScheme) private var colorScheme
    @State private var showingRules = false
    @State private var showingNewGame = false
    @State private var showingSettings = false
    @State private var confirmingResign = false
    /// The game opened to step through (a move tapped, or "Review").
    @State private var browsing: BrowseChoice? = nil

    var body: some View {
        GeometryReader { proxy in
            if ScreenArrangement(width: proxy.size.width, height: proxy.size.height) == .sideBySide {
                HStack(alignment: .top, spacing: 20) {
                    BoardView(model: model)
                        .id(ObjectIdentifier(model))  // a new match starts with fresh board state
                        .frame(maxWidth: proxy.size.height, maxHeight: .infinity)
                    VStack(alignment: .leading, spacing: 12) {
                        statusPanel
                        TrayView(model: model)
                        controls
                        MoveListView(model: model, onSelect: browse)
                    }
                    .frame(minWidth: 240, idealWidth: 340, maxWidth: 440)
                }
                .padding()
            } else {
                VStack(spacing: 12) {
                    statusPanel
                    BoardView(model: model)
                        .id(ObjectIdentifier(model))
                    TrayView(model: model)
                    controls
                    MoveListView(model: model, onSelect: browse)
                        .frame(minHeight: 60)
                }
                .padding()
            }
        }
        .navigationTitle(model.game.name)
        .toolbar { toolbarContent }
        // On appearing, and when "new game" or "play again" swaps the match
        // under this screen, the computer starts if it has the move.
        .task(id: ObjectIdentifier(model)) { model.screenAppeared() }
        .onDisappear { model.cancelSearch() }
        .sensoryFeedback(trigger: model.feedback) { [haptics] _, new in
            new?.haptic(enabled: haptics).map { SensoryFeedback($0) }
        }
        .onChange(of: model.feedback) { _, new in
            playSound(for: new)
        }
        .onChange(of: model.announcement) { _, new in
            if let new {
                AccessibilityNotification.Announcement(new.text).post()
            }
        }
        .alert("Boardlore", isPresented: $model.isShowingMessage) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(model.message ?? "")
        }
        .confirmationDialog("Resign this game?", isPresented: $confirmingResign, titleVisibility: .visible) {
            Button("Resign", role: .destructive) { model.resign() }
        }
        .sheet(isPresented: $showingRules) {
            RulesView(game: model.game)
        }
        .sheet(isPresented: $showingNewGame) {
            NewGameView(
                app: app, game: model.game, initial: model.setup,
                defaultLevel: ComputerLevel(stored: defaultLevel))
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

    /// Opens the game at a tapped move of the list.
    private func browse(_ row: MoveListRow) {
        if let opened = model.browser(at: row.id) {
            browsing = BrowseChoice(model: opened)
        }
    }

    /// Opens the finished game at its end and starts its review.
    private func review() {
        if let opened = model.browser() {
            opened.startReview()
            browsing = BrowseChoice(model: opened)
        }
    }

    // MARK: Parts

    private var statusPanel: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text(model.statusLine)
                    .font(.headline)
                    .fixedSize(horizontal: false, vertical: true)
                    .accessibilityAddTraits(.updatesFrequently)
                Spacer(minLength: 0)
                if let busy = model.busyText {
                    // Shown beside the status; the board stays live to read.
                    ProgressView()
                        .controlSize(.small)
                    Text(busy)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .accessibilityElement(children: .combine)
            Text(model.playersText)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            if let hint = model.hintText {
                Label(hint, systemImage: "lightbulb")
                    .font(.subheadline)
                    .accessibilityAddTraits(.updatesFrequently)
            }
            if let outcome = model.status.outcome {
                gameOver(outcome)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private func gameOver(_ outcome: MatchOutcome) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(outcome.text)
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
            Task { await app.playAgain() }
        } label: {
            Label("Play again", systemImage: "arrow.counterclockwise")
        }
        .buttonStyle(.borderedProminent)
        Button("New game") { showingNewGame = true }
            .buttonStyle(.bordered)
        Button {
            review()
        } label: {
            Label("Review", systemImage: "magnifyingglass")
        }
        .buttonStyle(.bordered)
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
                model.undo()
            } label: {
                Label("Undo", systemImage: "arrow.uturn.backward")
            }
            .disabled(!model.canUndo)
            Button {
                model.redo()
            } label: {
                Label("Redo", systemImage: "arrow.uturn.forward")
            }
            .disabled(!model.canRedo)
            Button {
                model.requestHint()
            } label: {
                if model.isFindingHint {
                    ProgressView().controlSize(.small)
                } else {
                    Label("Hint", systemImage: "lightbulb")
                }
            }
            .disabled(!model.canHint)
            .accessibilityLabel("Hint")
            if model.canFinish {
                Button {
                    model.finishMove()
                } label: {
                    Label("End move", systemImage: "checkmark.circle")
                }
            }
            if model.canPass {
                Button {
                    model.pass()
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
                model.flip()
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
                .disabled(!model.canResign)
                ShareLink(
                    item: boardSnapshot,
                    preview: SharePreview(model.game.name, image: Image(systemName: "square.grid.3x3"))
                ) {
                    Label("Share board", systemImage: "photo")
                }
                ShareLink(item: model.shareText, subject: Text(model.game.name)) {
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

    // MARK: Feedback

    /// The core names the sound; the app plays its own file for it.
    private func playSound(for feedback: Feedback?) {
        if let file = feedback?.soundFile(enabled: sound) {
            SoundPlayer.shared.play(file)
        }
    }

    /// The board as the screen shows it at rest, 1080 points square, to share.
    private var boardSnapshot: BoardSnapshot {
        let side: CGFloat = 1080
        let painter = BoardPainter(
            game: model.game, geometry: model.geometry,
            layout: BoardLayout(size: CGSize(width: side, height: side), flipped: model.flipped),
            palette: BoardPalette.of(choice: boardTheme, dark: colorScheme == .dark), showCoordinates: coordinates,
            art: model.art, showTargets: false)
        return BoardSnapshot(shapes: painter.frame(board: model.board, moving: nil, lifted: nil), side: side)
    }
}

extension SensoryFeedback {
    init(_ haptic: Haptic) {
        switch haptic {
        case .selection: self = .selection
        case .lightImpact: self = .impact(weight: .light)
        case .mediumImpact: self = .impact(weight: .medium)
        case .heavyImpact: self = .impact(weight: .heavy)
        case .error: self = .error
        case .success: self = .success
        case .warning: self = .warning
        }
    }
}
