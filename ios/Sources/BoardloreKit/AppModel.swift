import BoardloreEngine
import Foundation
import Observation

/// The app's state above a single match: the catalogue of games, the match
/// on screen, the games in progress (kept in the core's game store), and a
/// notice to show (a save that could not be read, for example).
@MainActor
@Observable
public final class AppModel {
    /// Every game, in the core's menu order.
    public private(set) var catalogue: [GameDescription] = []
    /// The game on screen, if any.
    public private(set) var current: GameScreenModel? = nil
    /// The level a game opens at when its save cannot be read (the
    /// player's default level, from Settings; the views keep it current).
    public var defaultLevel: Level = BoardloreEngine.defaultLevel()
    /// Games with a game in progress in the store, most recently played
    /// first: the store's order (`autosavedGames()`), the same on every
    /// platform.
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

    /// The game store: games in progress, finished games, reviews. `nil`
    /// only if it could not be opened at all (the app then plays unsaved).
    public let history: GameHistory?
    /// Where the app's earlier versions kept their save files, imported
    /// into the store once at launch.
    private let oldSaves: URL?
    /// Which game was on screen: the one thing about where the player was
    /// that the store cannot know.
    private let recent: RecentGames
    /// The Bagh Chal tablebase the app ships, loaded in the background at launch.
    private let tablebase: URL?
    /// The table's loading, started at launch; nobody waits for it.
    public private(set) var tablebaseLoading: Task<TablebaseLoad, Never>? = nil

    public init(
        history: GameHistory?, oldSaves: URL? = nil, recent: RecentGames = RecentGames(), tablebase: URL? = nil
    ) {
        self.history = history
        self.oldSaves = oldSaves
        self.recent = recent
        self.tablebase = tablebase
    }

    /// The device's preferred languages as last handed to the core, most
    /// wanted first; empty until then (the core speaks English).
    public private(set) var languages: [String] = []

    /// The core's language for `languages`: the catalogue, the rules and
    /// the history are asked for in it.
    public private(set) var language: Lang = .en

    /// Starts loading the Bagh Chal tablebase in the background, loads the
    /// catalogue in the first of [languages] the core speaks (the device's,
    /// most wanted first; else English), moves the old save files
    /// into the store (once), then resumes the match that was on screen
    /// when the app last ran.
    public func launch(languages: [String] = []) async {
        let language = adopt(languages)
        if tablebaseLoading == nil, tablebase != nil {
            tablebaseLoading = TablebaseLoader.start(from: tablebase)
        }
        let history = self.history
        let oldSaves = self.oldSaves
        let (loaded, imported): ([GameDescription], OldSavesImport?) = await Task.detached(priority: .userInitiated) {
            BoardloreEngine.initLogging()
            if !languages.isEmpty { _ = BoardloreEngine.setPreferredLanguages(tags: languages) }
            let imported = oldSaves.flatMap { history?.importOldSaves(in: $0) }
            return (BoardloreEngine.games(language: language), imported)
        }.value
        catalogue = loaded
        let aside = history?.movedAside.map { URL(fileURLWithPath: $0).lastPathComponent }
        if let kept = aside ?? imported?.keptAside.first {
            notice = Chrome.format(
                "The saved games could not be read. %@", Chrome.format("The damaged file was kept as %@.", kept))
        }
        recent.forgetOldOrder()
        if recent.onScreen == nil, let id = imported?.onScreen {
            recent.onScreen = id
        }
        refreshSaved()
        if let id = recent.onScreen {
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

    /// The game to offer under "Continue": the one saved last.
    public var latestSavedGame: GameDescription? {
        for id in savedGameIds {
            if let found = game(withId: id) { return found }
        }
        return nil
    }

    public func hasSave(gameId: String) -> Bool {
        savedGameIds.contains(gameId)
    }

    /// Opens the game in progress of a game, from the store; the core
    /// says what opens when it keeps none or cannot read it (and shows why).
    public func resume(gameId: String) async {
        guard let history else { return }
        let (level, language) = (defaultLevel, self.language)
        await open {
            try GameScreenHandle.resumeFrom(
                store: history.store, gameId: gameId, fallbackLevel: level, language: language)
        }
    }

    /// The languages to hand the core, most wanted first: the language the
    /// app's own words are shown in (its String Catalog's localization that
    /// iOS chose), so that the core's words match the buttons', then the
    /// app's locale (`fr_TN`).
    public nonisolated static func preferredLanguages(appLocalizations: [String], locale: String) -> [String] {
        (appLocalizations + [locale]).reduce(into: []) { tags, tag in if !tags.contains(tag) { tags.append(tag) } }
    }

    /// The device's language changed: the core speaks the first of
    /// [languages] it knows (else English) from now on, and the catalogue
    /// and the open match read their texts again.
    public func useLanguages(_ languages: [String]) async {
        guard languages != self.languages else { return }
        let language = adopt(languages)
        let loaded: [GameDescription] = await Task.detached(priority: .userInitiated) {
            _ = BoardloreEngine.setPreferredLanguages(tags: languages)
            return BoardloreEngine.games(language: language)
        }.value
        catalogue = loaded
        current?.send(.languageChanged(language: language))
    }

    /// Keeps `languages` and the core's language for them, which the
    /// history speaks too.
    private func adopt(_ languages: [String]) -> Lang {
        self.languages = languages
        language = BoardloreEngine.preferredLanguage(tags: languages)
        history?.language = language
        return language
    }

    /// Resumes the most recently played game.
    public func continueLatest() async {
        if let game = latestSavedGame {
            await resume(gameId: game.id)
        }
    }

    /// Starts a new game (replacing the game's save slot).
    public func start(_ setup: GameSetup) async {
        let language = self.language
        await open { try GameScreenHandle(setup: setup, language: language) }
    }

    /// The same game again, from the start: same seats, same options.
    public func playAgain() {
        current?.send(.restart)
    }

    /// Back to the home screen; the game stays saved.
    public func close() {
        current?.close()
        current = nil
        recent.onScreen = nil
        refreshSaved()
    }

    /// Makes the game screen off the main actor and shows it in place of
    /// the one before, which is closed only once the new one exists, so
    /// that a failure leaves it playable.
    private func open(_ make: @escaping @Sendable () throws -> GameScreenHandle) async {
        isBusy = true
        defer { isBusy = false }
        do {
            let screen = try await Task.detached(priority: .userInitiated) { try make() }.value
            current?.close()
            let model = GameScreenModel(screen: screen, store: history?.store)
            current = model
            recent.onScreen = model.frame.gameId
        } catch {
            notice = EngineErrorText.message(for: error)
        }
        refreshSaved()
    }

    /// Reads again which games have a game in progress in the store, in
    /// the store's order (the most recently saved first); games the
    /// catalogue does not know are left out.
    public func refreshSaved() {
        guard let history else {
            savedGameIds = []
            return
        }
        let known = Set(catalogue.map(\.id))
        let kept = (try? history.store.autosavedGames(language: language)) ?? []
        savedGameIds = kept.map(\.gameId).filter { known.contains($0) }
    }
}
