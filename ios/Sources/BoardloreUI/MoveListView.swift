import BoardloreEngine
import BoardloreKit
import SwiftUI

/// The moves played, numbered by the core (`TurnRow`), in its notation; the
/// newest in view. Tapping a move opens the game at it (`onSelect`).
struct MoveListView: View {
    let rows: [TurnRow]
    var onSelect: (@MainActor (TurnRow) -> Void)? = nil

    var body: some View {
        ScrollViewReader { reader in
            ScrollView {
                LazyVGrid(
                    columns: [GridItem(.adaptive(minimum: 96), spacing: 6, alignment: .leading)],
                    alignment: .leading, spacing: 6
                ) {
                    ForEach(rows, id: \.firstPly) { row in
                        cell(row).id(row.firstPly)
                    }
                }
                .padding(.vertical, 4)
            }
            .onChange(of: rows.last?.firstPly) { _, last in
                if let last {
                    withAnimation { reader.scrollTo(last, anchor: .bottom) }
                }
            }
        }
        .overlay {
            if rows.isEmpty {
                Text("No moves yet")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .accessibilityLabel("Moves")
    }

    private func cell(_ row: TurnRow) -> some View {
        Button {
            onSelect?(row)
        } label: {
            HStack(spacing: 4) {
                Text(row.number)
                    .foregroundStyle(.secondary)
                    .monospacedDigit()
                Text(row.text)
                    .fontWeight(row.captures ? .semibold : .regular)
            }
            .font(.callout)
        }
        .buttonStyle(.plain)
        .disabled(onSelect == nil)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(row.spoken)
        .accessibilityAddTraits(.isButton)
    }
}
