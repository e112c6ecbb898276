import BoardloreEngine
import BoardloreKit
import SwiftUI
import WebKit

/// A game's rules: the core's HTML page (diagrams inline, the theme's
/// colours, right to left in Arabic) in a `WKWebView`. Links to the other
/// games' pages open them here, offline (`RulesBrowser`).
struct RulesView: View {
    let game: GameDescription
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale
    @State private var browser: RulesBrowser?

    var body: some View {
        NavigationStack {
            Group {
                if let browser {
                    RulesPage(browser: browser)
                        .ignoresSafeArea(edges: .bottom)
                }
            }
            .navigationTitle(Text("Rules of \(game.name)"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    if browser?.canGoBack == true {
                        Button {
                            browser?.back()
                        } label: {
                            Label("Back", systemImage: "chevron.backward")
                        }
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .task {
            browser = RulesBrowser(gameId: game.id, dark: colorScheme == .dark, language: language)
        }
        .onChange(of: colorScheme) { _, scheme in
            browser?.reload(dark: scheme == .dark, language: language)
        }
        .onChange(of: locale) {
            browser?.reload(dark: colorScheme == .dark, language: language)
        }
    }

    /// The core's language for the screen's locale.
    private var language: Lang {
        BoardloreEngine.preferredLanguage(tags: [locale.identifier(.bcp47)])
    }
}

/// The web view: loads the browser's page and hands every tapped link to it.
private struct RulesPage: UIViewRepresentable {
    let browser: RulesBrowser

    func makeCoordinator() -> Coordinator { Coordinator(browser: browser) }

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.defaultWebpagePreferences.allowsContentJavaScript = false
        let view = WKWebView(frame: .zero, configuration: configuration)
        view.navigationDelegate = context.coordinator
        view.isOpaque = false
        view.backgroundColor = .clear
        return view
    }

    func updateUIView(_ view: WKWebView, context: Context) {
        guard context.coordinator.shown != browser.html else { return }
        context.coordinator.shown = browser.html
        view.loadHTMLString(browser.html, baseURL: browser.address)
    }

    @MainActor
    final class Coordinator: NSObject, WKNavigationDelegate {
        let browser: RulesBrowser
        var shown: String?

        init(browser: RulesBrowser) {
            self.browser = browser
        }

        func webView(_ webView: WKWebView, decidePolicyFor action: WKNavigationAction) async
            -> WKNavigationActionPolicy
        {
            // The page itself loads; a tapped link goes to the browser, which
            // opens another game's page or ignores it.
            guard action.navigationType == .linkActivated, let url = action.request.url else { return .allow }
            browser.follow(url.absoluteString)
            return .cancel
        }
    }
}
