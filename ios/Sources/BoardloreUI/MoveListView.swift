import BoardloreKit
import SwiftUI

/// The moves played, numbered, in the core's notation; the newest in view.
/// Tapping a move opens the game at it (`onSelect`).
struct MoveListView: View {
    let model: GameModel
    var onSelect: (@MainActor (MoveListRow) -> Void)? = nil

    var body: some View {
        let rows = model.moveRows
        ScrollViewReader { reader in
            ScrollView {
                LazyVGrid(
                    columns: [GridItem(.adaptive(minimum: 96), spacing: 6, alignment: .leading)],
                    alignment: .leading, spacing: 6
                ) {
                    ForEach(rows) { row in
                        cell(row).id(row.id)
                    }
                }
                .padding(.vertical, 4)
            }
            .onChange(of: rows.last?.id) { _, last in
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

    private func cell(_ row: MoveListRow) -> some View {
        Button {
            onSelect?(row)
        } label: {
            HStack(spacing: 4) {
                Text(row.numberText)
                    .foregroundStyle(.secondary)
                    .monospacedDigit()
                Text(row.notation)
                    .fontWeight(row.isCapture ? .semibold : .regular)
            }
            .font(.callout)
        }
        .buttonStyle(.plain)
        .disabled(onSelect == nil)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(row.accessibilityLabel)
        .accessibilityAddTraits(.isButton)
    }
}
