import BoardloreEngine
import BoardloreKit
import SwiftUI

/// A finished game picked in the history, to browse.
struct BrowseChoice: Identifiable, Hashable {
    let model: GameBrowserModel
    var id: ObjectIdentifier { ObjectIdentifier(model) }

    static func == (a: BrowseChoice, b: BrowseChoice) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// History: the statistics per game, level and side, then the finished
/// games, newest first, each with the core's result and details; open one
/// to browse and review it, share it, delete it (`HistoryModel`).
struct HistoryView: View {
    @State private var model: HistoryModel
    @State private var browsing: BrowseChoice? = nil

    init(history: GameHistory) {
        _model = State(initialValue: HistoryModel(history: history))
    }

    var body: some View {
        List {
            if !model.statistics.isEmpty {
                Section("Statistics") {
                    ForEach(model.statistics) { group in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(group.gameName)
                                .font(.headline)
                            ForEach(group.lines, id: \.self) { line in
                                Text(line)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
            Section("Finished games") {
                ForEach(model.rows) { row in
                    Button {
                        Task { await open(row) }
                    } label: {
                        rowView(row)
                    }
                    .buttonStyle(.plain)
                    .swipeActions {
                        Button(role: .destructive) {
                            model.delete(row.id)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                }
                if model.hasMore {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                        .task { await model.loadMore() }
                }
            }
        }
        .overlay {
            if model.isLoading && model.rows.isEmpty {
                ProgressView()
            } else if model.isEmpty {
                Text("No finished game yet.")
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle("History")
        .task { await model.load() }
        .refreshable { await model.load() }
        .navigationDestination(item: $browsing) { choice in
            BrowseView(model: choice.model) {
                if let id = choice.model.gameId { model.delete(id) }
            }
        }
        .alert("Boardlore", isPresented: $model.isShowingMessage) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(model.message ?? "")
        }
    }

    private func rowView(_ row: HistoryRow) -> some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(alignment: .firstTextBaseline) {
                Text(row.gameName)
                    .font(.headline)
                Spacer(minLength: 8)
                Text(row.dateText)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .monospacedDigit()
            }
            Text(row.result)
                .font(.subheadline)
            Text(row.details)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 2)
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
    }

    private func open(_ row: HistoryRow) async {
        if let opened = await model.browser(for: row.id) {
            browsing = BrowseChoice(model: opened)
        }
    }
}
