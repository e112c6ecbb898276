import BoardloreEngine
import Foundation
import Observation

/// The rules screen: the core's pages (`RulesPages`: the page shown, those
/// before it for Back, what a tapped link opens) and the HTML of the page
/// shown, in the core's language and the theme's colours, diagrams inline.
@MainActor
@Observable
public final class RulesBrowser {
    public private(set) var pages: RulesPages
    /// The page shown, one HTML document; empty if the core has none for it.
    public private(set) var html = ""
    public var gameId: String { pages.gameId }
    public var previous: [String] { pages.previous }
    /// The page's address, for the web view (links inside it resolve from here).
    public var address: URL? { URL(string: pages.address) }
    public var canGoBack: Bool { pages.canGoBack() }

    private var dark: Bool
    private var language: Lang

    public init(gameId: String, dark: Bool, language: Lang = .en) {
        self.pages = rulesPages(gameId: gameId)
        self.dark = dark
        self.language = language
        load()
    }

    /// A link on the page was tapped.
    public func follow(_ url: String) { show(pages.follow(url: url)) }

    /// Back to the page shown before.
    public func back() { show(pages.back()) }

    /// The theme changed, or the language did: the page is made again.
    public func reload(dark: Bool, language: Lang) {
        self.dark = dark
        self.language = language
        load()
    }

    private func show(_ next: RulesPages) {
        guard next != pages else { return }
        pages = next
        load()
    }

    private func load() {
        html = pages.html(language: language, dark: dark)
    }
}
