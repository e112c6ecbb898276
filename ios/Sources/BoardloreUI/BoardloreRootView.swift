import BoardloreEngine
import BoardloreKit
import SwiftUI

/// The app's root: home, and the game screen pushed over it while a match
/// is open. Resumes the last match on launch.
public struct BoardloreRootView: View {
    @State private var app: AppModel
    @AppStorage(SettingsKey.theme) private var theme = SettingsDefault.theme
    @AppStorage(SettingsKey.defaultLevel) private var defaultLevel = SettingsDefault.defaultLevel
    /// The app's language (the device's, or the one chosen for the app in
    /// Settings); its layout direction follows from it, right to left in Arabic.
    @Environment(\.locale) private var locale

    public init(app: AppModel) {
        _app = State(initialValue: app)
    }

    private var languages: [String] {
        AppModel.preferredLanguages(appLocalizations: Bundle.main.preferredLocalizations, locale: locale.identifier)
    }

    public var body: some View {
        NavigationStack {
            HomeView(app: app)
                .navigationDestination(isPresented: $app.isShowingGame) {
                    if let model = app.current {
                        GameScreen(app: app, model: model)
                    }
                }
        }
        .preferredColorScheme(storedAppearance(stored: theme).colorScheme)
        .task {
            app.defaultLevel = storedDefaultLevel(stored: defaultLevel)
            await app.launch(languages: languages)
        }
        .onChange(of: defaultLevel) { _, stored in app.defaultLevel = storedDefaultLevel(stored: stored) }
        .onChange(of: locale) {
            Task { await app.useLanguages(languages) }
        }
        .alert("Saved game", isPresented: $app.isShowingNotice) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(app.notice ?? "")
        }
    }
}
