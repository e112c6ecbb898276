import BoardloreEngine
import BoardloreKit
import SwiftUI

/// The moves played, numbered, in the core's notation; the newest in view.
struct MoveListView: View {
    let model: GameModel

    var body: some View {
        let moves: [MoveDescription] = model.history
        ScrollViewReader { reader in
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: 6, alignment: .leading)],
                          alignment: .leading, spacing: 6) {
                    ForEach(Array(moves.enumerated()), id: \.offset) { entry in
                        moveCell(number: entry.offset + 1, move: entry.element)
                            .id(entry.offset)
                    }
                }
                .padding(.vertical, 4)
            }
            .onChange(of: moves.count) { _, count in
                if count > 0 {
                    withAnimation { reader.scrollTo(count - 1, anchor: .bottom) }
                }
            }
        }
        .overlay {
            if moves.isEmpty {
                Text("No moves yet")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .accessibilityLabel("Moves")
    }

    private func moveCell(number: Int, move: MoveDescription) -> some View {
        HStack(spacing: 4) {
            Text("\(number).")
                .foregroundStyle(.secondary)
                .monospacedDigit()
            Text(move.notation)
                .fontWeight(move.isCapture ? Font.Weight.semibold : Font.Weight.regular)
        }
        .font(.callout)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Move \(number), \(model.sideName(move.side)), \(move.notation)")
    }
}
