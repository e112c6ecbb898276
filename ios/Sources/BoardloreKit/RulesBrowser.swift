import BoardloreEngine
import Foundation
import Observation

/// The rules screen: the core's HTML page of the game shown (in the core's
/// language and the theme's colours, diagrams inline), the pages shown
/// before it for Back, and what a tapped link does. A link to another
/// game's page (`boardlore://rules/<id>`, read by the core) opens it here,
/// offline; nothing else is followed.
@MainActor
@Observable
public final class RulesBrowser {
    /// The game whose page is shown.
    public private(set) var gameId: String
    /// Its page, one HTML document; empty if the core has none for it.
    public private(set) var html = ""
    /// The games whose pages were shown before, most recent last.
    public private(set) var previous: [String] = []
    /// The page's address, for the web view (links inside it resolve from here).
    public var address: URL? { URL(string: "boardlore://rules/\(gameId)") }
    public var canGoBack: Bool { !previous.isEmpty }

    private var dark: Bool
    private var language: Lang

    public init(gameId: String, dark: Bool, language: Lang = .en) {
        self.gameId = gameId
        self.dark = dark
        self.language = language
        load()
    }

    /// A link on the page was tapped.
    public func follow(_ url: String) {
        guard let target = BoardloreEngine.rulesLinkGame(url: url), target != gameId else { return }
        previous.append(gameId)
        gameId = target
        load()
    }

    /// Back to the page shown before.
    public func back() {
        guard let last = previous.popLast() else { return }
        gameId = last
        load()
    }

    /// The theme changed, or the language did: the page is made again.
    public func reload(dark: Bool, language: Lang) {
        self.dark = dark
        self.language = language
        load()
    }

    private func load() {
        html = (try? BoardloreEngine.rulesPageHtml(gameId: gameId, language: language, dark: dark)) ?? ""
    }
}
