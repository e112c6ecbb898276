import BoardloreEngine
import Foundation
import Observation

/// Where the core's learning progress is kept: the game store (one row per
/// game, written in one transaction) when `history` is given, else the file
/// at `url`. With a store, progress an earlier version kept in the file is
/// imported once, into an empty store, and the file removed. The core
/// computes every number in it.
public struct LearnProgressFile: Sendable {
    public let url: URL
    public let history: GameHistory?

    public init(url: URL, history: GameHistory? = nil) {
        self.url = url
        self.history = history
    }

    /// The app's progress: kept in the game store (`games.db`) in Application
    /// Support, with `learn-progress.json` there as the store's one-time
    /// import source; `history` when the caller has the store open already.
    /// Without a readable store the progress stays in the file.
    public static func applicationSupport(history: GameHistory? = nil) throws -> LearnProgressFile {
        let folder = try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        let store = history ?? (try? GameHistory(directory: folder))
        return LearnProgressFile(url: folder.appendingPathComponent("learn-progress.json"), history: store)
    }

    /// The progress kept, or a fresh one (a store that cannot be read must
    /// not stop the lessons).
    public func load() -> LearnProgress {
        guard let store = history?.store else {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            return LearnProgress(json: text)
        }
        importFile(into: store)
        return (try? store.learnProgress()) ?? LearnProgress(json: "")
    }

    public func save(_ progress: LearnProgress) {
        if let store = history?.store {
            try? store.saveLearnProgress(progress: progress)
        } else {
            try? progress.toJson().write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// Moves the file's progress into the store, once; the file is removed
    /// only when the store answered.
    private func importFile(into store: GameStore) {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
        guard let kept = try? store.hasLearnProgress() else { return }
        if !kept {
            guard (try? store.saveLearnProgress(progress: LearnProgress(json: text))) != nil else { return }
        }
        try? FileManager.default.removeItem(at: url)
    }
}

/// A lesson step or a puzzle on the board. The board is a `GameModel` of a
/// match made from the position the core gives; a move entered on it goes
/// to the core's lesson or puzzle, which judges it (and says why a move is
/// wrong). The views only draw this.
@MainActor
@Observable
public final class LearnModel {
    public enum Content {
        case lesson(LearnLesson)
        case puzzle(PuzzleSession)
    }

    public let gameId: String
    public let content: Content
    /// The board to draw and tap.
    public private(set) var board: GameModel
    /// `Step 4 of 8 · Guard the goats`, or the puzzle's id, theme and level.
    public private(set) var title: String = ""
    /// The step's goal, or the puzzle's question.
    public private(set) var goal: String = ""
    /// What the core said about the last move.
    public private(set) var message: String? = nil
    /// The squares a hint points at.
    public private(set) var hintSquares: [UInt32] = []
    /// The lesson step is passed, or the puzzle solved.
    public private(set) var isDone = false
    /// The puzzle rating after it was solved or shown.
    public private(set) var rating: Int32? = nil

    private let progress: LearnProgressFile?
    /// The match under [board], for reading its legal moves.
    private var match: GameMatch

    /// A game's lesson at `step` (from 0).
    public init(gameId: String, step: UInt32, progress: LearnProgressFile?) throws {
        let lesson = try LearnLesson(gameId: gameId)
        try lesson.goTo(index: step)
        self.gameId = gameId
        self.content = .lesson(lesson)
        self.progress = progress
        (self.match, self.board) = try LearnModel.board(gameId: gameId, position: lesson.step().position)
        refreshTexts()
    }

    /// The shipped puzzle `puzzleId`.
    public init(puzzleId: String, progress: LearnProgressFile?) throws {
        let puzzle = try PuzzleSession(puzzleId: puzzleId)
        let gameId = puzzle.summary().gameId
        self.gameId = gameId
        self.content = .puzzle(puzzle)
        self.progress = progress
        (self.match, self.board) = try LearnModel.board(gameId: gameId, position: puzzle.position())
        refreshTexts()
    }

    private static func board(gameId: String, position: String) throws -> (GameMatch, GameModel) {
        let match = try GameMatch.fromPosition(gameId: gameId, options: [], position: position)
        return (match, GameModel(match: match, setup: MatchSetup(gameId: gameId, opponent: .twoPlayers), store: nil))
    }

    private var position: String {
        switch content {
        case .lesson(let lesson): lesson.step().position
        case .puzzle(let puzzle): puzzle.position()
        }
    }

    private func refreshTexts() {
        switch content {
        case .lesson(let lesson):
            let step = lesson.step()
            title = "Step \(step.index + 1) of \(step.count) · \(step.title)"
            goal = step.goal
            isDone = step.passed
        case .puzzle(let puzzle):
            let summary = puzzle.summary()
            title = "\(summary.id) · \(summary.themeName) · level \(summary.difficulty)"
            goal = puzzle.goal()
            isDone = puzzle.solved()
        }
    }

    /// Redraws the board at the core's position.
    private func reload() {
        if let (freshMatch, fresh) = try? LearnModel.board(gameId: gameId, position: position) {
            match = freshMatch
            board = fresh
        }
        hintSquares = []
        refreshTexts()
    }

    /// A tap on the board. When it completes a move, the core judges it.
    public func tap(square: UInt32) {
        board.tap(square: square)
        boardChanged()
    }

    /// Call after the board view handled a touch (tap or drag): a move
    /// completed on the board goes to the core to be judged; a refusal is shown.
    public func boardChanged() {
        if let played = board.lastPlayed {
            judge(played.move.notation)
        } else if let refusal = board.refusal {
            message = refusal
        }
    }

    /// The core's verdict on a move (also what VoiceOver's actions call).
    public func judge(_ notation: String) {
        switch content {
        case .lesson(let lesson):
            let attempt = lesson.play(notation: notation)
            message = attempt.message
            if attempt.verdict == .passed, let progress {
                let kept = progress.load()
                kept.recordLessonStep(gameId: gameId, step: lesson.step().index)
                progress.save(kept)
            }
        case .puzzle(let puzzle):
            let result = puzzle.play(notation: notation)
            message = result.message
            if result.verdict == .solved {
                record(puzzle, clean: puzzle.clean())
            }
        }
        reload()
    }

    private func record(_ puzzle: PuzzleSession, clean: Bool) {
        guard let progress else { return }
        let kept = progress.load()
        rating = try? kept.recordPuzzle(puzzleId: puzzle.summary().id, clean: clean)
        progress.save(kept)
    }

    /// Shows where to start (a puzzle) or the move to play (a lesson).
    public func hint() {
        switch content {
        case .lesson(let lesson):
            message = lesson.hint()
            let notation = lesson.hintMove()
            hintSquares = match.legalMoves().first { $0.notation == notation }?.taps ?? []
        case .puzzle(let puzzle):
            hintSquares = puzzle.hint().map { [$0] } ?? []
        }
    }

    /// The rest of a puzzle's solution, for the animation; the puzzle then
    /// counts as not solved cleanly and starts again.
    public func solution() -> [MoveDescription] {
        guard case .puzzle(let puzzle) = content else { return [] }
        let line = puzzle.reveal()
        record(puzzle, clean: false)
        puzzle.restart()
        return line
    }

    /// Starts the step or the puzzle again.
    public func retry() {
        switch content {
        case .lesson(let lesson): try? lesson.retry()
        case .puzzle(let puzzle): puzzle.restart()
        }
        message = nil
        reload()
    }

    /// The next lesson step; `false` after the last.
    public func next() -> Bool {
        guard case .lesson(let lesson) = content, (try? lesson.nextStep()) == true else { return false }
        message = nil
        reload()
        return true
    }
}
