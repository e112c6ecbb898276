import Foundation

/// The app's own words (buttons, menus, settings, dialogs), from the String
/// Catalog (`Localizable.xcstrings`, compiled into the app's main bundle) in
/// the device's language. The key is the English text, as for SwiftUI's
/// `Text("Undo")`; where the bundle has no translation (a string not yet
/// translated, or BoardloreKit's tests, which run without the app) the
/// English text itself is shown. The games' words come from the core.
public enum Chrome {
    /// [english] in the device's language.
    public static func text(_ english: String) -> String {
        Bundle.main.localizedString(forKey: english, value: english, table: nil)
    }

    /// [english], a template with `%@` placeholders, in the device's
    /// language, filled with [arguments].
    public static func format(_ english: String, _ arguments: String...) -> String {
        fill(text(english), arguments)
    }

    /// Puts [arguments] into [template]: `%1$@`, `%2$@`… by position (a
    /// translation may reorder them), then each plain `%@` in turn.
    /// Done here rather than by `String(format:)`, which reads its
    /// arguments as C varargs.
    public static func fill(_ template: String, _ arguments: [String]) -> String {
        var result = template
        var positional = false
        for (index, argument) in arguments.enumerated() {
            let marker = "%\(index + 1)$@"
            if result.contains(marker) {
                positional = true
                result = result.replacingOccurrences(of: marker, with: argument)
            }
        }
        if positional { return result }
        var filled = ""
        var rest = Substring(result)
        var next = arguments.makeIterator()
        while let range = rest.range(of: "%@") {
            filled += rest[..<range.lowerBound]
            filled += next.next() ?? ""
            rest = rest[range.upperBound...]
        }
        return filled + rest
    }
}
