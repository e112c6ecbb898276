import BoardloreEngine
import BoardloreKit
import SwiftUI

/// A game picked on the home screen, for sheets.
struct GameChoice: Identifiable {
    let game: GameDescription
    var id: String { game.id }
}

/// Home: "Continue" when a game is saved, then a card per game; History
/// and Settings in the toolbar.
struct HomeView: View {
    let app: AppModel

    @AppStorage(SettingsKey.defaultLevel) private var defaultLevel = SettingsDefault.defaultLevel.stored
    @State private var newGameFor: GameChoice? = nil
    @State private var rulesFor: GameChoice? = nil
    @State private var showingSettings = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                if let latest = app.latestSavedGame {
                    continueCard(latest)
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 300), spacing: 16)], spacing: 16) {
                    ForEach(app.catalogue, id: \.id) { game in
                        card(game)
                    }
                }
            }
            .padding()
        }
        .overlay {
            if app.isLoading {
                ProgressView()
            }
        }
        .navigationTitle("Boardlore")
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                if let history = app.history {
                    NavigationLink {
                        HistoryView(history: history)
                    } label: {
                        Label("History", systemImage: "clock.arrow.circlepath")
                    }
                }
                Button {
                    showingSettings = true
                } label: {
                    Label("Settings", systemImage: "gearshape")
                }
            }
        }
        .sheet(item: $newGameFor) { choice in
            NewGameView(
                app: app, game: choice.game, initial: nil,
                defaultLevel: Level(stored: defaultLevel))
        }
        .sheet(item: $rulesFor) { choice in
            RulesView(game: choice.game)
        }
        .sheet(isPresented: $showingSettings) {
            SettingsView(language: app.language)
        }
    }

    private func continueCard(_ game: GameDescription) -> some View {
        Button {
            Task { await app.continueLatest() }
        } label: {
            HStack(spacing: 16) {
                BoardPreview(game: game)
                    .frame(width: 72, height: 72)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Continue")
                        .font(.headline)
                    Text(game.name)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
                Image(systemName: "play.fill")
                    .imageScale(.large)
            }
            .padding()
            .frame(maxWidth: .infinity)
            .background(Color.accentColor.opacity(0.12), in: RoundedRectangle(cornerRadius: 16))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(AppModel.continueLabel(for: game))
    }

    private func card(_ game: GameDescription) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            BoardPreview(game: game)
                .frame(maxWidth: .infinity)
                .frame(height: 150)
                .accessibilityHidden(true)
            Text(game.name)
                .font(.title3.bold())
            Text(game.origin)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(game.summary)
                .font(.body)
                .fixedSize(horizontal: false, vertical: true)
            HStack {
                Button("New game") { newGameFor = GameChoice(game: game) }
                    .buttonStyle(.borderedProminent)
                if app.hasSave(gameId: game.id) {
                    Button("Resume") {
                        Task { await app.resume(gameId: game.id) }
                    }
                    .buttonStyle(.bordered)
                }
                Spacer(minLength: 0)
                NavigationLink {
                    LearnView(
                        game: game, progress: try? LearnProgressFile.applicationSupport(history: app.history),
                        language: app.language)
                } label: {
                    Label("Learn", systemImage: "graduationcap")
                }
                .buttonStyle(.borderless)
                Button {
                    rulesFor = GameChoice(game: game)
                } label: {
                    Label("Rules", systemImage: "book")
                }
                .buttonStyle(.borderless)
            }
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

/// A game's empty board, drawn from the core's geometry.
struct BoardPreview: View {
    let game: GameDescription
    @Environment(\.colorScheme) private var colorScheme
    @AppStorage(SettingsKey.boardTheme) private var boardTheme = SettingsDefault.boardTheme

    var body: some View {
        let description: GameDescription = game
        let geometry: BoardGeometry = game.geometry
        let palette = BoardPalette.of(choice: boardTheme, dark: colorScheme == .dark)
        Canvas { context, size in
            let layout = BoardLayout(size: size, flipped: false)
            let painter = BoardPainter(
                game: description, geometry: geometry, layout: layout, palette: palette, showCoordinates: false)
            BoardCanvas.draw(painter.board(), in: context)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}
