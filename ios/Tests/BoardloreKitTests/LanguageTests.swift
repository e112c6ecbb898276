import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The language hand-off: the app gives the core the device's languages at
/// launch and when they change, and the catalogue and the open match then
/// read their texts in the new one. The core's language is process-wide,
/// so scripts/test-ios runs this suite in a process of its own.
@MainActor
@Suite(.serialized)
struct LanguageTests {
    @Test func theAppsOwnLanguageComesFirst() {
        #expect(AppModel.preferredLanguages(appLocalizations: ["fr"], locale: "fr_TN") == ["fr", "fr_TN"])
        #expect(AppModel.preferredLanguages(appLocalizations: ["en"], locale: "en") == ["en"])
        #expect(AppModel.preferredLanguages(appLocalizations: [], locale: "ne_NP") == ["ne_NP"])
    }

    @Test func theCatalogueAndTheOpenMatchFollowTheDevicesLanguage() async throws {
        defer { _ = setPreferredLanguages(tags: ["en"]) }
        let app = AppModel(history: try temporaryStore(), recent: temporaryRecent())
        await app.launch(languages: ["ne-NP", "en-US"])
        #expect(app.languages == ["ne-NP", "en-US"])
        #expect(app.catalogue.map(\.name) == games(language: .ne).map(\.name))
        #expect(app.catalogue.first?.name == "बाघचाल")

        await app.start(twoPlayers("bagh-chal"))
        let model = try #require(app.current)
        model.send(.shown)
        #expect(model.frame.gameName == "बाघचाल")
        #expect(model.game?.name == "बाघचाल")
        let nepaliStatus = model.frame.statusText
        let nepaliSides = model.game?.sides.map(\.name)

        await app.useLanguages(["fr-FR"])
        let french = games(language: .fr)
        #expect(app.catalogue.map(\.name) == french.map(\.name))
        #expect(model.frame.gameName == french[0].name)
        #expect(model.game?.sides.map(\.name) == french[0].sides.map(\.name))
        #expect(model.game?.sides.map(\.name) != nepaliSides)
        #expect(model.frame.statusText != nepaliStatus)
        #expect(model.frame.language == .fr)
        // The level pickers name the levels in the core's words too.
        #expect(levelTitle(level: .hard, language: app.language) == "Difficile")
    }

    @Test func anUnknownLanguageSpeaksEnglish() async throws {
        defer { _ = setPreferredLanguages(tags: ["en"]) }
        let app = AppModel(history: try temporaryStore(), recent: temporaryRecent())
        await app.launch(languages: ["ja-JP"])
        #expect(app.catalogue.map(\.name) == games(language: .en).map(\.name))
    }
}
