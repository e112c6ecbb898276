import BoardloreEngine
import Foundation
import Observation

/// The app's state above a single match: the catalogue of games, the match
/// on screen, the saved games, and a notice to show (a save that could not
/// be read, for example).
@MainActor
@Observable
public final class AppModel {
    /// Every game, in the core's menu order.
    public private(set) var catalogue: [GameDescription] = []
    /// The match on screen, if any.
    public private(set) var current: GameModel? = nil
    /// Games with a save slot, most recently played first.
    public private(set) var savedGameIds: [String] = []
    /// A match is being created or restored.
    public private(set) var isBusy = false
    /// A message for the player, shown once.
    public var notice: String? = nil
    /// For an alert's binding: dismissing it clears the notice.
    public var isShowingNotice: Bool {
        get { notice != nil }
        set { if !newValue { notice = nil } }
    }
    /// For the navigation binding: going back closes the match.
    public var isShowingGame: Bool {
        get { current != nil }
        set { if !newValue { close() } }
    }

    private let store: SaveStore?

    public init(store: SaveStore?) {
        self.store = store
    }

    /// The device's preferred languages as last handed to the core, most
    /// wanted first; empty until then (the core speaks English).
    public private(set) var languages: [String] = []

    /// Loads the catalogue in the first of [languages] the core speaks (the
    /// device's, most wanted first; else English), then resumes the match
    /// that was on screen when the app last ran.
    public func launch(languages: [String] = []) async {
        self.languages = languages
        let loaded: [GameDescription] = await Task.detached(priority: .userInitiated) {
            BoardloreEngine.initLogging()
            if !languages.isEmpty { _ = BoardloreEngine.setPreferredLanguages(tags: languages) }
            return BoardloreEngine.games()
        }.value
        catalogue = loaded
        refreshSaved()
        if let id = store?.currentGameId() {
            await resume(gameId: id)
        }
    }

    public func game(withId id: String) -> GameDescription? {
        catalogue.first { (game: GameDescription) -> Bool in game.id == id }
    }

    /// The catalogue is still loading, or a match is being opened.
    public var isLoading: Bool { catalogue.isEmpty || isBusy }

    /// What VoiceOver says for the "Continue" card.
    public nonisolated static func continueLabel(for game: GameDescription) -> String {
        Chrome.format("Continue %@", game.name)
    }

    /// The game to offer under "Continue".
    public var latestSavedGame: GameDescription? {
        for id in savedGameIds {
            if let found = game(withId: id) { return found }
        }
        return nil
    }

    public func hasSave(gameId: String) -> Bool {
        savedGameIds.contains(gameId)
    }

    /// Opens the saved match of a game. A save that cannot be read is kept
    /// aside, the player is told, and a new match of that game starts.
    public func resume(gameId: String) async {
        guard let store else { return }
        isBusy = true
        defer { isBusy = false }
        switch store.read(gameId: gameId) {
        case .empty:
            store.setCurrentGameId(nil)
        case .corrupt(let corrupt):
            await recover(from: corrupt)
        case .saved(let save):
            do {
                let model = try await GameModel.resume(save, gameId: gameId, store: store)
                open(model)
            } catch {
                let corrupt = store.keepAside(gameId: gameId, reason: EngineErrorText.message(for: error))
                await recover(from: corrupt)
            }
        }
        refreshSaved()
    }

    /// The languages to hand the core, most wanted first: the language the
    /// app's own words are shown in (its String Catalog's localization that
    /// iOS chose), so that the core's words match the buttons', then the
    /// app's locale (`fr_TN`).
    public nonisolated static func preferredLanguages(appLocalizations: [String], locale: String) -> [String] {
        var languages: [String] = []
        for tag in appLocalizations + [locale] where !languages.contains(tag) {
            languages.append(tag)
        }
        return languages
    }

    /// The device's language changed: the core speaks the first of
    /// [languages] it knows (else English) from now on, and the catalogue
    /// and the open match read their texts again.
    public func useLanguages(_ languages: [String]) async {
        guard languages != self.languages else { return }
        self.languages = languages
        let loaded: [GameDescription] = await Task.detached(priority: .userInitiated) {
            _ = BoardloreEngine.setPreferredLanguages(tags: languages)
            return BoardloreEngine.games()
        }.value
        catalogue = loaded
        current?.languageChanged()
    }

    /// Resumes the most recently played game.
    public func continueLatest() async {
        if let game = latestSavedGame {
            await resume(gameId: game.id)
        }
    }

    /// Starts a new match (replacing the game's save slot).
    public func start(_ setup: MatchSetup) async {
        isBusy = true
        defer { isBusy = false }
        // Closed only once the new match exists (see `open`), so that a failed
        // start leaves the current match playable.
        current?.cancelSearch()
        do {
            let model = try await GameModel.start(setup, store: store)
            open(model)
        } catch {
            notice = EngineErrorText.message(for: error)
        }
        refreshSaved()
    }

    /// The same game again, from the start: same seats, same options.
    public func playAgain() async {
        current?.restart()
    }

    /// Back to the home screen; the match stays saved.
    public func close() {
        current?.close()
        current = nil
        store?.setCurrentGameId(nil)
        refreshSaved()
    }

    private func open(_ model: GameModel) {
        current?.close()
        current = model
        store?.setCurrentGameId(model.setup.gameId)
    }

    private func recover(from corrupt: CorruptSave) async {
        notice = corrupt.message
        guard game(withId: corrupt.gameId) != nil else {
            store?.setCurrentGameId(nil)
            return
        }
        await start(MatchSetup(gameId: corrupt.gameId, opponent: .twoPlayers))
        // `start` may have replaced the notice with its own error; keep the first.
        if notice == nil { notice = corrupt.message }
    }

    private func refreshSaved() {
        savedGameIds = store?.savedGameIds() ?? []
    }
}
