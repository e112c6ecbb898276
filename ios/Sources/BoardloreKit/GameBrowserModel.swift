import BoardloreEngine
import Foundation
import Observation

/// A review being computed: positions searched so far, of the total.
public struct ReviewProgressState: Equatable, Sendable {
    public let done: UInt32
    public let total: UInt32

    /// 0…1, for a progress bar.
    public var fraction: Double {
        total == 0 ? 0 : min(1, Double(done) / Double(total))
    }
}

/// The browse screen: a game stepped through move by move, over the core's
/// browser screen (`BrowserScreenHandle`). It draws the core's
/// `BrowserFrame` (the board's squares as the game screen draws them, the
/// arrows, the caption, the move list's rows with the review's labels, the
/// review's state), forwards the person's input as `BrowserAction`s, and
/// runs the review job the core asks for on a thread of its own with its
/// progress. Every decision is the core's.
@MainActor
@Observable
public final class GameBrowserModel {
    public let game: GameDescription
    public let geometry: BoardGeometry
    /// The store's id of the game, when it is a finished game of the history.
    public var gameId: Int64? { frame.finishedGameId }
    /// Opened from the game screen: "Back to the game" closes it.
    public let fromGame: Bool

    /// What the browser shows now.
    public private(set) var frame: BrowserFrame
    /// The move list: the core's rows, one per move (row `i` is move `i`,
    /// its `firstPly`), each with its number, move, label, the label's word
    /// and what VoiceOver says.
    public var rows: [TurnRow] { frame.rows }
    /// While the review runs: how far it is.
    public private(set) var reviewProgress: ReviewProgressState? = nil
    /// The board is drawn upside down (the core's choice, and its flip).
    public var flipped: Bool { frame.flipped }
    /// An error to show.
    public var message: String? = nil
    public var isShowingMessage: Bool {
        get { message != nil }
        set { if !newValue { message = nil } }
    }

    private let screen: BrowserScreenHandle
    @ObservationIgnored private var reviewTask: Task<Void, Never>? = nil

    /// The model of a browser screen the core made.
    init(_ screen: BrowserScreenHandle, fromGame: Bool) throws {
        self.screen = screen
        self.fromGame = fromGame
        let frame = screen.frame()
        self.frame = frame
        game = try BoardloreEngine.game(id: frame.gameId, language: frame.language)
        geometry = game.geometry
        shareText = screen.shareText()
    }

    /// The browser `open` asks for, made off the main actor (it reads the
    /// store), then shown (a finished game not reviewed yet is reviewed).
    static func open(_ open: BrowserOpen, store: GameStore?, fromGame: Bool) async throws -> GameBrowserModel {
        let screen = try await Task.detached(priority: .userInitiated) {
            try BrowserScreenHandle(open: open, store: store)
        }.value
        let model = try GameBrowserModel(screen, fromGame: fromGame)
        model.send(.shown)
        return model
    }

    /// Finished game `id` of `history` with its kept review.
    public static func open(_ id: Int64, in history: GameHistory, fromGame: Bool = false) async throws
        -> GameBrowserModel
    {
        let request = BrowserOpen(
            save: nil, finishedGameId: id, ply: nil, flipped: nil, language: history.language, reviewLevel: nil)
        return try await open(request, store: history.store, fromGame: fromGame)
    }

    /// What the game screen asked to open over the game: the browser on a
    /// copy of it at the move asked for, or the review of the finished game,
    /// the way up the game screen had it. With neither a save nor a finished
    /// game, the core's `BrowseError.NoGame`.
    public static func open(_ opening: Opening, history: GameHistory?) async throws -> GameBrowserModel {
        let request = BrowserOpen(
            save: opening.save, finishedGameId: opening.gameId, ply: opening.ply, flipped: opening.flipped,
            language: history?.language ?? .en, reviewLevel: nil)
        return try await open(request, store: history?.store, fromGame: true)
    }

    /// Sends `action` to the browser screen, shows its frame and carries out
    /// its effects: a review job runs on a thread of its own (the handle
    /// carries out a cancel itself).
    public func send(_ action: BrowserAction) {
        let update = screen.act(action: action)
        show(update.frame)
        for effect in update.effects {
            if case .startReview(let job, _, _) = effect { run(job) }
        }
    }

    private func show(_ frame: BrowserFrame) {
        let before = self.frame.review
        self.frame = frame
        if case .running = frame.review {
            if reviewProgress == nil { reviewProgress = ReviewProgressState(done: 0, total: 0) }
        } else {
            reviewProgress = nil
        }
        if frame.review != before {
            if case .failed(let text) = frame.review { message = text }
            if case .reviewed = frame.review { shareText = screen.shareText() }
        }
    }

    /// Runs review job `job` off the main actor, reading its progress
    /// meanwhile, and sends its answer.
    private func run(_ job: UInt64) {
        let screen = self.screen
        let poll = Task { [weak self] in
            while !Task.isCancelled {
                let now = screen.reviewProgress()
                if let now, let self, self.reviewProgress != nil {
                    self.reviewProgress = ReviewProgressState(done: now.done, total: now.total)
                }
                try? await Task.sleep(for: ReviewRunner.pollInterval)
            }
        }
        reviewTask = Task { [weak self] in
            let answer = await Task.detached(priority: .userInitiated) { screen.runReview(job: job) }.value
            poll.cancel()
            self?.send(answer)
        }
    }

    // MARK: - Stepping

    public var caption: String { frame.caption }
    public var canBack: Bool { frame.canBack }
    public var canForward: Bool { frame.canForward }

    /// The row to highlight, the core's (the move about to be played);
    /// `nil` at the end.
    public var currentRow: UInt32? { frame.selected }

    public func toStart() { send(.start) }
    public func back() { send(.back) }
    public func forward() { send(.forward) }
    public func toEnd() { send(.end) }
    public func flip() { send(.flip) }

    /// A tap on a row: the position before its move, with that move (and
    /// the better one) as arrows.
    public func select(_ row: TurnRow) { send(.selectRow(ply: row.firstPly)) }

    /// The position before move `moveIndex` (0-based), with it as an arrow.
    public func select(moveIndex: Int) { send(.selectRow(ply: UInt32(max(0, moveIndex)))) }

    /// The position after `ply` moves.
    public func goTo(ply: Int) { send(.goTo(ply: UInt32(max(0, ply)))) }

    // MARK: - Drawing

    /// Everything the board shows: the core's picture of the frame's squares and arrows.
    public func shapes(_ painter: BoardPainter) -> [BoardShape] {
        painter.frame(squares: frame.squares, arrows: frame.arrows)
    }

    // MARK: - Review

    /// Whether the screen offers "Review" (the core's choice).
    public var canReview: Bool { frame.canRequestReview }

    /// The review's summary lines, in the core's words, once reviewed.
    public var summary: [String] {
        if case .reviewed(let summary) = frame.review { return summary }
        return []
    }

    /// Asks for the review (the core says at which level).
    public func startReview() { send(.requestReview) }

    /// Stops a running review; the screen shows the game as before.
    public func cancelReview() { send(.stopReview) }

    /// Waits for the running review (tests, and the screen's own tasks).
    public func reviewFinished() async {
        await reviewTask?.value
    }

    /// The screen went away: a running review stops.
    public func close() {
        if reviewProgress != nil { cancelReview() }
    }

    // MARK: - Sharing

    /// The game as text (PGN-style, with the review's comments once a
    /// finished game is reviewed), in the core's words; read when the
    /// browser opens and again after a review.
    public private(set) var shareText: String
}

/// The core asked, once, to open the review of a finished game (`save` is
/// `nil`) or the browser on a copy of the game (its save) at move `ply`.
public struct Opening: Equatable, Sendable {
    public let serial: Int
    public let save: String?
    public let ply: UInt32?
    /// The game's store id once it is over and recorded.
    public let gameId: Int64?
    public let flipped: Bool
}
