import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The rules screen's model: the core's HTML page, links between games'
/// pages, Back, and the theme.
@MainActor
struct RulesBrowserTests {
    @Test func eachGamesPageIsTheCoresHtmlWithItsDiagrams() throws {
        for game in games(language: .en) {
            let browser = RulesBrowser(gameId: game.id, dark: false)
            let page = try rulesPageHtml(gameId: game.id, language: .en, dark: false)
            #expect(browser.html == page)
            #expect(browser.html.components(separatedBy: "<svg").count - 1 >= 2, "\(game.id)")
            #expect(browser.address?.absoluteString == "boardlore://rules/\(game.id)")
            #expect(!browser.canGoBack)
        }
    }

    @Test func aLinkOpensTheOtherGamesPageAndBackReturns() throws {
        let browser = RulesBrowser(gameId: "seega", dark: false)
        let seega = browser.html
        browser.follow("boardlore://rules/bobail")
        #expect(browser.gameId == "bobail")
        let bobail = try rulesPageHtml(gameId: "bobail", language: .en, dark: false)
        #expect(browser.html == bobail)
        #expect(browser.canGoBack)
        // Anything that is not another game's page is not followed.
        browser.follow("https://example.com/")
        browser.follow("boardlore://rules/chess")
        browser.follow("boardlore://rules/bobail")
        #expect(browser.gameId == "bobail")
        #expect(browser.previous == ["seega"])
        browser.back()
        #expect(browser.gameId == "seega")
        #expect(browser.html == seega)
        #expect(!browser.canGoBack)
    }

    @Test func theDarkThemeMakesThePageAgain() throws {
        let browser = RulesBrowser(gameId: "bagh-chal", dark: false)
        browser.reload(dark: true, language: .en)
        let dark = try rulesPageHtml(gameId: "bagh-chal", language: .en, dark: true)
        let light = try rulesPageHtml(gameId: "bagh-chal", language: .en, dark: false)
        #expect(browser.html == dark)
        #expect(dark != light)
        // The language it is given, not a global one.
        browser.reload(dark: true, language: .ar)
        let arabic = try rulesPageHtml(gameId: "bagh-chal", language: .ar, dark: true)
        #expect(browser.html == arabic)
        #expect(browser.html.contains("dir=\"rtl\""))
    }
}
