import Foundation

/// The core's rules Markdown cut into blocks that a view can lay out:
/// headings, paragraphs and list items. Inline formatting (bold, code,
/// links) stays in each block's text for `AttributedString(markdown:)`,
/// which renders inline Markdown only.
public enum RulesBlock: Equatable, Sendable {
    case heading(level: Int, text: String)
    case paragraph(String)
    case bullet(String)
    case numbered(Int, String)
}

public enum RulesDocument {
    public static func blocks(from markdown: String) -> [RulesBlock] {
        var blocks: [RulesBlock] = []
        var pending: RulesBlock? = nil

        func flush() {
            if let block = pending { blocks.append(block) }
            pending = nil
        }

        for rawLine in markdown.components(separatedBy: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                flush()
                continue
            }
            if line.hasPrefix("#") {
                flush()
                let level = line.prefix { $0 == "#" }.count
                let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                blocks.append(.heading(level: level, text: text))
                continue
            }
            if line.hasPrefix("- ") || line.hasPrefix("* ") {
                flush()
                pending = .bullet(String(line.dropFirst(2)))
                continue
            }
            if let item = numberedItem(line) {
                flush()
                pending = .numbered(item.number, item.text)
                continue
            }
            // A continuation line joins the block it follows.
            switch pending {
            case .paragraph(let text)?: pending = .paragraph(text + " " + line)
            case .bullet(let text)?: pending = .bullet(text + " " + line)
            case .numbered(let number, let text)?: pending = .numbered(number, text + " " + line)
            case .heading?, nil: pending = .paragraph(line)
            }
        }
        flush()
        return blocks
    }

    /// `12. text` → (12, "text").
    private static func numberedItem(_ line: String) -> (number: Int, text: String)? {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits) else { return nil }
        let rest = line.dropFirst(digits.count)
        guard rest.hasPrefix(". ") else { return nil }
        return (number: number, text: String(rest.dropFirst(2)))
    }
}
