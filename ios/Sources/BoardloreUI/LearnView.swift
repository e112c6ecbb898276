import BoardloreEngine
import BoardloreKit
import SwiftUI

/// One game's lesson steps and puzzles, with the rating (all from the core).
struct LearnView: View {
    let game: GameDescription
    let progress: LearnProgressFile?

    @State private var steps: [LessonStepView] = []
    @State private var puzzles: [PuzzleSummary] = []
    @State private var rating: Int32 = 1000
    @State private var solved: Set<String> = []
    @State private var passed: Set<UInt32> = []

    var body: some View {
        List {
            Section("Lesson") {
                ForEach(steps, id: \.index) { step in
                    NavigationLink {
                        TrainerView(factory: { try LearnModel(gameId: game.id, step: step.index, progress: progress) })
                    } label: {
                        Label(step.title, systemImage: passed.contains(step.index) ? "checkmark.circle.fill" : "circle")
                    }
                }
            }
            Section("Puzzles · rating \(rating) · \(solved.count) of \(puzzles.count) solved") {
                ForEach(puzzles, id: \.id) { puzzle in
                    NavigationLink {
                        TrainerView(factory: { try LearnModel(puzzleId: puzzle.id, progress: progress) })
                    } label: {
                        HStack {
                            Image(systemName: solved.contains(puzzle.id) ? "checkmark.circle.fill" : "puzzlepiece")
                            Text(puzzle.themeName)
                            Spacer()
                            Text("level \(puzzle.difficulty)").foregroundStyle(.secondary)
                        }
                    }
                }
            }
        }
        .navigationTitle("Learn \(game.name)")
        .onAppear(perform: load)
    }

    private func load() {
        if let lesson = try? LearnLesson(gameId: game.id) {
            steps = (0..<lesson.step().count).compactMap { index in
                try? lesson.goTo(index: index)
                return lesson.step()
            }
        }
        puzzles = (try? puzzleList(gameId: game.id)) ?? []
        let kept = progress?.load() ?? LearnProgress(json: "")
        rating = kept.rating(gameId: game.id)
        solved = Set(puzzles.map(\.id).filter { kept.isSolved(gameId: game.id, puzzleId: $0) })
        passed = Set(kept.lessonStepsPassed(gameId: game.id))
    }
}

/// A lesson step or a puzzle: texts, the board, hint, solution, retry, next.
struct TrainerView: View {
    let factory: () throws -> LearnModel
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
                BoardView(model: model.board)
                    .id(ObjectIdentifier(model.board))
                    .onChange(of: model.board.lastPlayed?.serial) { _, _ in model.boardChanged() }
                    .onChange(of: model.board.refusal) { _, _ in model.boardChanged() }
                if let message = model.message {
                    Text(message).foregroundStyle(.tint)
                }
                HStack {
                    if !model.isDone {
                        Button("Hint") { model.hint() }
                    }
                    if case .puzzle = model.content, !model.isDone {
                        Button("Show solution") { _ = model.solution() }
                    }
                    Button("Retry") { model.retry() }
                    if case .lesson = model.content, model.isDone {
                        Button("Next") { _ = model.next() }
                            .buttonStyle(.borderedProminent)
                    }
                }
                .buttonStyle(.bordered)
            }
            .padding()
        }
    }
}
