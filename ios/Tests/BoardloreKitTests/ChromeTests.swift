import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// The app's own words: the String Catalog translates every chrome string
/// the views and BoardloreKit use into every language, keeping its
/// placeholders; templates are filled in order or by position.
struct ChromeTests {
    static let languages = ["ar", "fr", "ne", "pt", "th"]

    static let iosDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// key -> (language -> value); `nil` values for a key not to translate.
    static func catalogue() throws -> [String: [String: String]?] {
        let url = iosDirectory.appendingPathComponent("App/Sources/Localizable.xcstrings")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        #expect(json?["sourceLanguage"] as? String == "en")
        let strings = json?["strings"] as? [String: [String: Any]] ?? [:]
        var result: [String: [String: String]?] = [:]
        for (key, entry) in strings {
            if entry["shouldTranslate"] as? Bool == false {
                result[key] = .some(nil)
                continue
            }
            let localizations = entry["localizations"] as? [String: [String: Any]] ?? [:]
            var values: [String: String] = [:]
            for (language, localization) in localizations {
                let unit = localization["stringUnit"] as? [String: Any]
                values[language] = unit?["value"] as? String
            }
            result[key] = values
        }
        return result
    }

    /// The chrome keys the sources use: SwiftUI's literal titles (an
    /// interpolation becomes `%@`, as SwiftUI makes the key) and
    /// BoardloreKit's `Chrome.text`/`Chrome.format` keys.
    static func keysInSources() throws -> Set<String> {
        var keys = Set<String>()
        let ui = try NSRegularExpression(
            pattern:
                #"\b(?:Text|Button|Label|Section|Picker|Toggle|navigationTitle|alert|confirmationDialog|accessibilityLabel)\("((?:[^"\\]|\\.)*)""#
        )
        let kit = try NSRegularExpression(pattern: #"Chrome\.(?:text|format)\(\s*"((?:[^"\\]|\\.)*)""#)
        let interpolation = try NSRegularExpression(pattern: #"\\\((?:[^()]|\([^()]*\))*\)"#)
        for (folder, pattern) in [("Sources/BoardloreUI", ui), ("Sources/BoardloreKit", kit), ("App/Sources", ui)] {
            let directory = iosDirectory.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.hasSuffix(".swift")
            }
            for file in files {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                let range = NSRange(text.startIndex..., in: text)
                for match in pattern.matches(in: text, range: range) {
                    guard let found = Range(match.range(at: 1), in: text) else { continue }
                    let literal = String(text[found])
                    let key = interpolation.stringByReplacingMatches(
                        in: literal, range: NSRange(literal.startIndex..., in: literal), withTemplate: "%@")
                    keys.insert(key)
                }
            }
        }
        return keys
    }

    static func placeholders(_ text: String) -> Int {
        text.components(separatedBy: "%").count - 1
    }

    @Test func everyChromeStringIsInTheCatalogue() throws {
        let catalogue = try ChromeTests.catalogue()
        let used = try ChromeTests.keysInSources()
        #expect(used.count > 40)
        #expect(used.contains("Undo"))
        #expect(used.contains("Continue %@"))
        let missing = used.filter { catalogue[$0] == nil }
        #expect(missing.isEmpty, "not in Localizable.xcstrings: \(missing.sorted())")
    }

    @Test func everyLanguageTranslatesEveryKeyWithItsPlaceholders() throws {
        let catalogue = try ChromeTests.catalogue()
        #expect(catalogue.count > 40)
        for (key, values) in catalogue {
            guard let values else { continue }  // the brand
            for language in ChromeTests.languages {
                let value = values[language] ?? ""
                #expect(!value.isEmpty, "\(key) has no \(language) translation")
                #expect(
                    ChromeTests.placeholders(value) == ChromeTests.placeholders(key),
                    "\(language): \(key) -> \(value) changes its placeholders")
            }
        }
    }

    @Test func templatesAreFilledInOrderOrByPosition() {
        #expect(Chrome.fill("Continue %@", ["Bagh Chal"]) == "Continue Bagh Chal")
        #expect(Chrome.fill("%@: %@", ["Board", "7"]) == "Board: 7")
        #expect(
            Chrome.fill("You: %1$@ · Computer: %2$@ (%3$@)", ["Goats", "Tigers", "Easy"])
                == "You: Goats · Computer: Tigers (Easy)")
        // A translation may put the arguments in another order.
        #expect(Chrome.fill("%2$@ — %1$@", ["first", "second"]) == "second — first")
        #expect(Chrome.fill("No placeholder", ["unused"]) == "No placeholder")
    }

    @Test func levelsAreNamedInTheCoresWords() {
        // The catalogue's names (rust/core/src/i18n/ftl/en/history.ftl), in
        // the language the core speaks here, English.
        let titles = [Level.easy, .medium, .hard, .expert, .perfect].map { levelTitle(level: $0, language: .en) }
        #expect(titles == ["Easy", "Medium", "Hard", "Expert", "Perfect"])
    }

    @Test func withoutTheAppsBundleTheEnglishTextIsShown() {
        // BoardloreKit's tests run without the app's compiled catalogue.
        #expect(Chrome.text("Undo") == "Undo")
        #expect(Chrome.format("The damaged file was kept as %@.", "x.json") == "The damaged file was kept as x.json.")
    }

    /// An error shows the core's sentence, whatever its case.
    @Test func anErrorShowsTheCoresSentence() throws {
        #expect(EngineErrorText.message(for: BoardloreError.IllegalMove(message: "No such move.")) == "No such move.")
        #expect(EngineErrorText.message(for: BrowseError.NoSuchPly(message: "No move 9.")) == "No move 9.")
        #expect(EngineErrorText.message(for: BoardloreError.Internal(message: "x")) == EngineErrorText.engineFailure)
        do {
            _ = try GameMatch(gameId: "chess", options: [])
            Issue.record("an unknown game opened")
        } catch {
            let text = EngineErrorText.message(for: error)
            #expect(text.contains("chess") && !text.contains("UnknownGame"), "\(text)")
        }
    }
}
