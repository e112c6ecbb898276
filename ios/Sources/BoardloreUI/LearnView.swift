import BoardloreEngine
import BoardloreKit
import SwiftUI

/// One game's lesson steps and puzzles, with the rating (all from the core).
struct LearnView: View {
    let game: GameDescription
    let progress: LearnProgressFile?
    /// The language the lesson, the puzzles and their headings speak.
    let language: Lang

    @State private var steps: [StepView] = []
    @State private var puzzles: [PuzzleSummary] = []
    @State private var rating: Int32 = 1000
    @State private var solved: Set<String> = []
    @State private var passed: Set<UInt32> = []

    var body: some View {
        List {
            Section("Lesson") {
                ForEach(steps, id: \.index) { step in
                    NavigationLink {
                        TrainerView(language: language) {
                            try LearnModel(gameId: game.id, step: step.index, progress: progress, language: language)
                        }
                    } label: {
                        Label(
                            step.heading,
                            systemImage: passed.contains(step.index) ? "checkmark.circle.fill" : "circle")
                    }
                }
            }
            Section("Puzzles · rating \(rating) · \(solved.count) of \(puzzles.count) solved") {
                ForEach(puzzles, id: \.id) { puzzle in
                    NavigationLink {
                        TrainerView(language: language) {
                            try LearnModel(puzzleId: puzzle.id, progress: progress, language: language)
                        }
                    } label: {
                        HStack {
                            Image(systemName: solved.contains(puzzle.id) ? "checkmark.circle.fill" : "puzzlepiece")
                            Text(puzzle.heading)
                        }
                    }
                }
            }
        }
        .navigationTitle("Learn \(game.name)")
        .onAppear(perform: load)
    }

    private func load() {
        steps = (try? lessonSteps(gameId: game.id, language: language)) ?? []
        puzzles = (try? puzzleList(gameId: game.id, language: language)) ?? []
        let kept = progress?.load() ?? LearnProgress(json: "")
        rating = kept.rating(gameId: game.id)
        solved = Set(puzzles.map(\.id).filter { kept.isSolved(gameId: game.id, puzzleId: $0) })
        passed = Set(kept.lessonStepsPassed(gameId: game.id))
    }
}

/// A lesson step or a puzzle: texts, the board, hint, solution, retry, next.
struct TrainerView: View {
    /// The language the trainer speaks, which names the board for VoiceOver.
    let language: Lang
    let factory: () throws -> LearnModel
    @Environment(\.dismiss) private var dismiss
    @State private var model: LearnModel? = nil
    @State private var error: String? = nil

    var body: some View {
        Group {
            if let model {
                content(model)
            } else {
                Text(error ?? "")
            }
        }
        .onAppear {
            if model == nil {
                do { model = try factory() } catch { self.error = "\(error)" }
            }
        }
    }

    private func content(_ model: LearnModel) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(model.title).font(.headline)
                Text(model.goal)
                BoardView(
                    game: model.game, label: boardLabel(gameId: model.gameId, language: language),
                    squares: model.squares, selection: model.frame.board.selection,
                    flipped: model.frame.board.flipped, played: model.lastPlayed,
                    elements: { model.squareElements(layout: $0) },
                    pickUp: { model.pickUp($0) }, touched: { model.touch($0) }
                )
                .onChange(of: model.isClosed) { _, closed in if closed { dismiss() } }
                if let message = model.message {
                    Text(message).foregroundStyle(.tint)
                }
                HStack {
                    if model.frame.buttons.hint {
                        Button("Hint") { model.hint() }
                    }
                    if model.frame.buttons.solution {
                        Button("Show solution") { model.solution() }
                    }
                    if model.frame.buttons.retry {
                        Button("Retry") { model.retry() }
                    }
                    if model.frame.buttons.next {
                        Button("Next") { model.next() }
                            .buttonStyle(.borderedProminent)
                    }
                }
                .buttonStyle(.bordered)
            }
            .padding()
        }
    }
}
