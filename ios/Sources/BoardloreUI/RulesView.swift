import BoardloreEngine
import BoardloreKit
import SwiftUI

/// A game's rules, from the core's Markdown: headings, paragraphs and lists
/// laid out here, inline emphasis rendered by `AttributedString(markdown:)`.
struct RulesView: View {
    let game: GameDescription
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(Array(RulesDocument.blocks(from: game.rulesMarkdown).enumerated()), id: \.offset) { entry in
                        block(entry.element)
                    }
                }
                .padding()
                .frame(maxWidth: 720, alignment: .leading)
                .frame(maxWidth: .infinity)
            }
            .navigationTitle("Rules")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }

    @ViewBuilder
    private func block(_ block: RulesBlock) -> some View {
        switch block {
        case .heading(let level, let text):
            let style = HeadingStyle(level: level)
            Text(RulesView.inline(text))
                .font(RulesView.font(style))
                .padding(.top, style.topPadding)
                .accessibilityAddTraits(.isHeader)
        case .paragraph(let text):
            Text(RulesView.inline(text))
        case .bullet(let text):
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text(verbatim: "•")
                Text(RulesView.inline(text))
            }
        case .numbered(let number, let text):
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text(verbatim: "\(number).").monospacedDigit()
                Text(RulesView.inline(text))
            }
        }
    }

    static func font(_ style: HeadingStyle) -> Font {
        switch style {
        case .title: return Font.title.bold()
        case .section: return Font.title3.bold()
        case .minor: return Font.headline
        }
    }

    /// Bold, italics, code and links within one block.
    static func inline(_ text: String) -> AttributedString {
        let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        return (try? AttributedString(markdown: text, options: options)) ?? AttributedString(text)
    }
}
