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
        _ = try? store.importLearnProgressFile(path: url.path)
        return (try? store.learnProgress()) ?? LearnProgress(json: "")
    }

    /// Keeps what a trainer's `record` effect names; returns the rating it
    /// gives, for the trainer.
    public func record(_ record: ProgressRecord) -> Int32? {
        let kept = load()
        let rating = kept.record(record: record)
        save(kept)
        return rating
    }

    public func save(_ progress: LearnProgress) {
        if let store = history?.store {
            try? store.saveLearnProgress(progress: progress)
        } else {
            try? progress.toJson().write(to: url, atomically: true, encoding: .utf8)
        }
    }
}

/// A lesson step or a puzzle: the core's trainer screen, drawn. Buttons,
/// taps and drags on the board go to the trainer; its frame (the board's
/// squares as the game screen's) is shown and its effects carried out.
/// Nothing here decides anything.
@MainActor
@Observable
public final class LearnModel {
    public let gameId: String
    /// What the trainer shows now.
    public private(set) var frame: TrainerFrame
    /// The game's names and geometry.
    public let game: GameDescription
    /// The move just played, with the squares before it, for the board to animate.
    public private(set) var lastPlayed: PlayedFrame? = nil
    /// The last cue the trainer asked for, to play (serial, cue).
    public private(set) var cue: (serial: Int, cue: Cue)? = nil
    /// The last text the trainer asked a screen reader to say.
    public private(set) var announcement: String? = nil
    /// The trainer is done with the screen (after the last step).
    public private(set) var isClosed = false

    private let screen: TrainerScreen
    private let progress: LearnProgressFile?
    /// The ticket of the wait the trainer asked for.
    private var waiting: UInt32? = nil
    private var serial = 0

    /// The heading: `Step 4 of 8 · Guard the goats`, or the puzzle's id, theme and level.
    public var title: String { frame.heading }
    /// The step's goal, or the puzzle's question.
    public var goal: String { frame.goal }
    /// What was said about the last move, or why a tap was refused.
    public var message: String? { frame.message }
    /// The board's squares, as the core draws them.
    public var squares: [SquareFrame] { frame.board.squares }
    /// The squares a hint points at.
    public var hintSquares: [UInt32] { frame.board.hintSquares }
    /// The lesson step is passed, or the puzzle solved.
    public var isDone: Bool { frame.done }
    /// The puzzle rating once a puzzle's end was kept.
    public var rating: Int32? { frame.rating }

    /// A game's lesson at `step` (from 0).
    public convenience init(
        gameId: String, step: UInt32, progress: LearnProgressFile?, language: Lang = .en
    ) throws {
        try self.init(content: .lesson(gameId: gameId, step: step), progress: progress, language: language)
    }

    /// The shipped puzzle `puzzleId`.
    public convenience init(puzzleId: String, progress: LearnProgressFile?, language: Lang = .en) throws {
        try self.init(content: .puzzle(puzzleId: puzzleId), progress: progress, language: language)
    }

    /// `content`, in `language`.
    public init(content: TrainerContent, progress: LearnProgressFile?, language: Lang = .en) throws {
        let screen = try TrainerScreen(content: content, language: language)
        let first = screen.frame()
        self.screen = screen
        self.progress = progress
        frame = first
        gameId = first.gameId
        game = try BoardloreEngine.game(id: first.gameId, language: language)
    }

    /// Sends `action` to the trainer, draws its frame and carries out its effects.
    public func send(_ action: TrainerAction) {
        carryOut(screen.act(action: action))
    }

    private func carryOut(_ update: TrainerUpdate) {
        let before = frame
        frame = update.frame
        if let move = frame.board.played {
            serial += 1
            lastPlayed = PlayedFrame(serial: serial, move: move, before: before.board.squares)
        }
        for effect in update.effects {
            switch effect {
            case .record(let record):
                guard let progress else { continue }
                carryOut(screen.act(action: .recorded(rating: progress.record(record))))
            case .playCue(let cue):
                serial += 1
                self.cue = (serial, cue)
            case .announce(let text):
                announcement = text
            case .wait(let millis, let ticket):
                waiting = ticket
                Task { @MainActor [weak self] in
                    try? await Task.sleep(nanoseconds: UInt64(millis) * 1_000_000)
                    self?.due(ticket)
                }
            case .close:
                isClosed = true
            }
        }
    }

    /// The wait the trainer asked for is over now (tests call it rather than sleep).
    public func due() {
        if let waiting { due(waiting) }
    }

    private func due(_ ticket: UInt32) {
        guard waiting == ticket else { return }
        waiting = nil
        send(.due(ticket: ticket))
    }

    /// A tap on the board's square `square`.
    public func tap(square: UInt32) { send(.tap(square: square)) }

    /// A drag picked up the piece on `square`.
    public func pickUp(_ square: UInt32) { send(.dragBegan(square: square)) }

    /// A touch that ended on the board: a tap, a drop, or a tap off the squares.
    public func touch(_ ending: TouchEnding) {
        switch ending {
        case .tap(let square): send(.tap(square: square))
        case .drop(let square): send(.dragEnded(square: square))
        case .clearSelection: send(.clearSelection)
        }
    }

    /// A move entered whole, for the trainer to judge (what VoiceOver's actions call).
    public func judge(_ notation: String) { send(.move(notation: notation)) }

    public func hint() { send(.hint) }

    /// Shows the puzzle's solution, move by move (it counts as not solved).
    public func solution() { send(.reveal) }

    public func retry() { send(.retry) }

    public func next() { send(.next) }
}
