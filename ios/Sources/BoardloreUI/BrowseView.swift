import BoardloreEngine
import BoardloreKit
import SwiftUI

/// A game stepped through move by move (`GameBrowserModel`, the core's
/// browser screen): the board at the move shown, drawn from the frame's
/// squares as the game screen draws them, with the played move and the
/// better one as arrows, the core's caption, the step buttons, the move list, and the review with
/// its progress. Opened from History, or over a game ("Back to the game").
struct BrowseView: View {
    @Bindable var model: GameBrowserModel
    /// Deletes the game from the history (History only).
    var onDelete: (@MainActor () -> Void)? = nil

    @AppStorage(SettingsKey.boardTheme) private var boardTheme = SettingsDefault.boardTheme
    @AppStorage(SettingsKey.coordinates) private var coordinates = SettingsDefault.coordinates
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dismiss) private var dismiss
    @State private var confirmingDelete = false

    var body: some View {
        GeometryReader { proxy in
            if ScreenArrangement(width: proxy.size.width, height: proxy.size.height) == .sideBySide {
                HStack(alignment: .top, spacing: 20) {
                    board
                        .frame(maxWidth: proxy.size.height, maxHeight: .infinity)
                    VStack(alignment: .leading, spacing: 12) {
                        caption
                        stepButtons
                        reviewPanel
                        moveList
                    }
                    .frame(minWidth: 240, idealWidth: 340, maxWidth: 440)
                }
                .padding()
            } else {
                VStack(spacing: 12) {
                    board
                    caption
                    stepButtons
                    reviewPanel
                    moveList
                        .frame(minHeight: 60)
                }
                .padding()
            }
        }
        .navigationTitle(model.game.name)
        .toolbar { toolbarContent }
        .onDisappear { model.close() }
        .alert("Boardlore", isPresented: $model.isShowingMessage) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(model.message ?? "")
        }
        .confirmationDialog("Delete this game?", isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {
                onDelete?()
                dismiss()
            }
        }
    }

    // MARK: Parts

    private var board: some View {
        GeometryReader { proxy in
            let layout = BoardLayout(size: proxy.size, flipped: model.flipped)
            let painter = BoardPainter(
                game: model.game, geometry: model.geometry, layout: layout,
                palette: BoardPalette.of(choice: boardTheme, dark: colorScheme == .dark),
                showCoordinates: coordinates, showTargets: false)
            let shapes = model.shapes(painter)
            Canvas { context, _ in
                BoardCanvas.draw(shapes, in: context)
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityElement()
        .accessibilityLabel(model.caption)
    }

    private var caption: some View {
        Text(model.caption)
            .font(.headline)
            .fixedSize(horizontal: false, vertical: true)
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityAddTraits(.updatesFrequently)
    }

    /// ⏮ ◀ ▶ ⏭ (mirrored in right-to-left languages, as the move list is).
    private var stepButtons: some View {
        HStack(spacing: 12) {
            Button {
                model.toStart()
            } label: {
                Label("First position", systemImage: "backward.end.fill")
            }
            .disabled(!model.canBack)
            Button {
                model.back()
            } label: {
                Label("Previous move", systemImage: "backward.fill")
            }
            .disabled(!model.canBack)
            Button {
                model.forward()
            } label: {
                Label("Next move", systemImage: "forward.fill")
            }
            .disabled(!model.canForward)
            Button {
                model.toEnd()
            } label: {
                Label("Last position", systemImage: "forward.end.fill")
            }
            .disabled(!model.canForward)
        }
        .labelStyle(.iconOnly)
        .buttonStyle(.bordered)
        .controlSize(.large)
        .frame(maxWidth: .infinity)
    }

    @ViewBuilder
    private var reviewPanel: some View {
        if let progress = model.reviewProgress {
            HStack(spacing: 12) {
                ProgressView(value: progress.fraction) {
                    Text("Reviewing…")
                        .font(.subheadline)
                }
                Button("Cancel", role: .cancel) { model.cancelReview() }
                    .buttonStyle(.bordered)
            }
        } else if model.canReview {
            Button {
                model.startReview()
            } label: {
                Label("Review", systemImage: "magnifyingglass")
            }
            .buttonStyle(.borderedProminent)
            .frame(maxWidth: .infinity, alignment: .leading)
        } else if !model.summary.isEmpty {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(Array(model.summary.enumerated()), id: \.offset) { _, line in
                    Text(line)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private var moveList: some View {
        let rows = model.rows
        let selected = model.currentRow
        return ScrollViewReader { reader in
            ScrollView {
                LazyVGrid(
                    columns: [GridItem(.adaptive(minimum: 110), spacing: 6, alignment: .leading)],
                    alignment: .leading, spacing: 6
                ) {
                    ForEach(rows, id: \.firstPly) { row in
                        cell(row, selected: row.firstPly == selected).id(row.firstPly)
                    }
                }
                .padding(.vertical, 4)
            }
            .onChange(of: selected) { _, new in
                if let new {
                    withAnimation { reader.scrollTo(new, anchor: .center) }
                }
            }
        }
        .accessibilityLabel("Moves")
    }

    /// The colour of a review label's word: the losses stand out.
    private func labelColour(_ label: MoveLabel?) -> Color {
        switch label {
        case .inaccuracy: return .yellow
        case .mistake: return .orange
        case .blunder: return .red
        case .best, .good, .none: return .secondary
        }
    }

    private func cell(_ row: TurnRow, selected: Bool) -> some View {
        Button {
            model.select(row)
        } label: {
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Text(row.number)
                        .foregroundStyle(.secondary)
                        .monospacedDigit()
                    Text(row.text)
                }
                if let label = row.labelText {
                    Text(label)
                        .font(.caption)
                        .foregroundStyle(labelColour(row.label))
                }
            }
            .font(.callout)
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(
                selected ? Color.accentColor.opacity(0.2) : Color.clear, in: RoundedRectangle(cornerRadius: 6))
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(row.spoken)
        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }

    @ToolbarContentBuilder
    private var toolbarContent: some ToolbarContent {
        if model.fromGame {
            ToolbarItem(placement: .cancellationAction) {
                Button("Back to the game") { dismiss() }
            }
        }
        ToolbarItemGroup(placement: .primaryAction) {
            Button {
                model.flip()
            } label: {
                Label("Flip board", systemImage: "arrow.up.arrow.down")
            }
            ShareLink(item: model.shareText, subject: Text(model.game.name)) {
                Label("Share game", systemImage: "square.and.arrow.up")
            }
            if onDelete != nil {
                Button(role: .destructive) {
                    confirmingDelete = true
                } label: {
                    Label("Delete", systemImage: "trash")
                }
            }
        }
    }
}
