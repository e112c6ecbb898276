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

/// The browse screen: a game stepped through move by move, from the
/// core's `GameBrowser`. It shows the board at the frame's ply (drawn as
/// the game screen draws it), the played move and the review's better move
/// as arrows, the core's caption, and the move list (the core's rows, one
/// per move) with the move about to be played selected. It runs the review
/// (progress, cancel) and hands the result to the browser. Every decision
/// is the core's.
@MainActor
@Observable
public final class GameBrowserModel {
    public let game: GameDescription
    public let geometry: BoardGeometry
    public let art: PieceArtBook
    /// The store's id of the game, when it is a finished game of the history.
    public let gameId: Int64?
    /// Opened from the game screen: "Back to the game" closes it.
    public let fromGame: Bool

    /// What the browser shows now.
    public private(set) var frame: BrowseFrame
    /// The board of the position shown.
    public private(set) var board: BoardState
    /// The move list: the core's rows, one per move (row `i` is move `i`),
    /// each with its number, move, label, the label's word and what
    /// VoiceOver says; read again when a review comes in.
    public private(set) var rows: [MoveRow]
    /// The review, once computed (kept in the store for a finished game).
    public private(set) var review: GameReviewView?
    /// While the review runs: how far it is.
    public private(set) var reviewProgress: ReviewProgressState? = nil
    /// The board is drawn upside down.
    public var flipped: Bool
    /// An error to show.
    public var message: String? = nil
    public var isShowingMessage: Bool {
        get { message != nil }
        set { if !newValue { message = nil } }
    }

    private let browser: GameBrowser
    private let match: GameMatch
    private let history: GameHistory?
    @ObservationIgnored private var reviewTask: Task<Void, Never>? = nil
    /// Counts the reviews started: a cancelled one's late answer is dropped.
    @ObservationIgnored private var reviewSerial = 0

    /// A browser of `match` (a copy of it as it stands), with `review` if it
    /// was reviewed already; `gameId` is its id in `history` once finished.
    public init(
        match: GameMatch, review: GameReviewView?, history: GameHistory?, gameId: Int64?,
        fromGame: Bool = false, flipped: Bool = false
    ) throws {
        // A copy of its own, as the browser has: the game it was opened from
        // may go on meanwhile, and the review and share text are of this one.
        let copy = try GameMatch.restore(save: match.save())
        let browser = try GameBrowser(game: copy, review: review)
        self.browser = browser
        self.match = copy
        self.history = history
        self.gameId = gameId
        self.fromGame = fromGame
        self.flipped = flipped
        self.review = review
        game = copy.game()
        geometry = copy.geometry()
        art = PieceArtBook(gameId: copy.gameId())
        let frame = browser.frame()
        self.frame = frame
        board = browser.position().board()
        rows = browser.rows()
        readShareText()
    }

    /// Finished game `id` of `history` with its kept review, read off the
    /// main actor; the player's side at the bottom, as in the game.
    public static func open(_ id: Int64, in history: GameHistory, fromGame: Bool = false) async throws
        -> GameBrowserModel
    {
        let (match, review): (GameMatch, GameReviewView?) = try await Task.detached(priority: .userInitiated) {
            (try history.open(id), try history.review(id))
        }.value
        let seats: Seats = match.seats()
        let flipped = seats.first != .human && seats.second == .human
        return try GameBrowserModel(
            match: match, review: review, history: history, gameId: id, fromGame: fromGame, flipped: flipped)
    }

    /// What the game screen asked to open over the game: the browser on a
    /// copy of it at the move asked for, or the review of the finished game
    /// (at its end, the review started).
    public static func open(_ opening: Opening, history: GameHistory?) async throws -> GameBrowserModel {
        guard let save = opening.save else {
            guard let history, let id = opening.gameId else { throw BoardloreError.Internal(message: "no game") }
            let model = try await open(id, in: history, fromGame: true)
            model.startReview()
            return model
        }
        let review = try opening.gameId.flatMap { try history?.review($0) }
        let model = try GameBrowserModel(
            match: GameMatch.restore(save: save), review: review, history: history, gameId: opening.gameId,
            fromGame: true, flipped: opening.flipped)
        if let ply = opening.ply { model.select(moveIndex: Int(ply)) }
        return model
    }

    // MARK: - Stepping

    public var caption: String { frame.caption }
    public var canBack: Bool { frame.canBack }
    public var canForward: Bool { frame.canForward }

    /// The row to highlight, the core's (the `ply` of the move about to be
    /// played); `nil` at the end.
    public var currentRow: UInt32? { frame.selected }

    public func toStart() { show(browser.start()) }
    public func back() { show(browser.back()) }
    public func forward() { show(browser.forward()) }
    public func toEnd() { show(browser.end()) }

    /// A tap on a row: the position before its move, with that move (and
    /// the better one) as arrows.
    public func select(_ row: MoveRow) {
        select(moveIndex: Int(row.ply))
    }

    /// The position before move `moveIndex` (0-based), with it as an arrow.
    public func select(moveIndex: Int) {
        do {
            show(try browser.selectMove(index: UInt32(max(0, moveIndex))))
        } catch {
            message = EngineErrorText.message(for: error)
        }
    }

    /// The position after `ply` moves.
    public func goTo(ply: Int) {
        do {
            show(try browser.goTo(ply: UInt32(max(0, ply))))
        } catch {
            message = EngineErrorText.message(for: error)
        }
    }

    private func show(_ frame: BrowseFrame) {
        self.frame = frame
        board = browser.position().board()
    }

    // MARK: - Drawing

    /// The frame's arrows as shapes over the board, from square centres as
    /// `painter` places pieces: the played move in the theme's last-move
    /// colour, the better move in the hint colour, drawn over it.
    public func arrowShapes(_ painter: BoardPainter) -> [BoardShape] {
        let ordered = frame.arrows.filter { $0.kind == .played } + frame.arrows.filter { $0.kind == .better }
        return ordered.flatMap { (arrow: BoardArrow) -> [BoardShape] in
            let colour = arrow.kind == .played ? painter.palette.playedArrow : painter.palette.betterArrow
            return painter.arrow(along: arrow.path, colour: colour)
        }
    }

    /// Everything the board shows: the position at rest, then the arrows.
    public func shapes(_ painter: BoardPainter) -> [BoardShape] {
        painter.frame(squares: board.squares, lifted: nil) + arrowShapes(painter)
    }

    // MARK: - Review

    /// Whether the screen offers "Review": the game has moves and no review
    /// is shown or running.
    public var canReview: Bool { review == nil && reviewProgress == nil && frame.total > 0 }

    /// The review's summary lines, in the core's words.
    public var summary: [String] { review?.summary ?? [] }

    /// Reviews the game on a thread of its own at `level`; the progress
    /// shows meanwhile and `cancelReview` stops it. A finished game's
    /// review is kept in the store.
    public func startReview(level: Level = .hard) {
        guard canReview else { return }
        let job: ReviewJob
        do {
            if let history, let gameId {
                job = try history.store.requestReview(id: gameId, level: level, language: history.language)
            } else {
                job = try match.requestReview(level: level, language: history?.language ?? .en)
            }
        } catch {
            message = EngineErrorText.message(for: error)
            return
        }
        reviewSerial += 1
        let serial = reviewSerial
        reviewProgress = ReviewProgressState(done: 0, total: frame.total + 1)
        let report: @Sendable (UInt32, UInt32) -> Void = { [weak self] done, total in
            Task { @MainActor [weak self] in self?.progressed(serial, done: done, total: total) }
        }
        reviewTask = Task { [weak self] in
            do {
                let review = try await ReviewRunner.run(job, progress: report)
                guard let self, self.reviewSerial == serial else { return }
                self.reviewed(review)
            } catch {
                guard let self, self.reviewSerial == serial else { return }
                self.reviewFailed(error)
            }
        }
    }

    private func progressed(_ serial: Int, done: UInt32, total: UInt32) {
        guard reviewSerial == serial, reviewProgress != nil else { return }
        reviewProgress = ReviewProgressState(done: done, total: total)
    }

    /// Stops a running review; the screen shows the game as before.
    public func cancelReview() {
        reviewSerial += 1
        reviewTask?.cancel()
        reviewTask = nil
        reviewProgress = nil
    }

    /// Waits for the running review (tests, and the screen's own tasks).
    public func reviewFinished() async {
        await reviewTask?.value
    }

    /// The screen went away: a running review stops.
    public func close() {
        if reviewProgress != nil { cancelReview() }
    }

    private func reviewed(_ review: GameReviewView) {
        reviewTask = nil
        reviewProgress = nil
        self.review = review
        browser.setReview(review: review)
        rows = browser.rows()
        show(browser.frame())
        readShareText()
    }

    private func reviewFailed(_ error: any Error) {
        reviewTask = nil
        reviewProgress = nil
        guard !EngineErrorText.isStaleSearch(error) else { return }
        message = EngineErrorText.message(for: error)
    }

    // MARK: - Sharing

    /// The game as text (PGN-style, with the review's comments once a
    /// finished game is reviewed), in the core's words; read when the
    /// browser opens and again after a review.
    public private(set) var shareText: String = ""

    private func readShareText() {
        if let history, let gameId, let text = try? history.shareText(gameId) {
            shareText = text
        } else {
            shareText = match.shareText()
        }
    }

    public func flip() { flipped.toggle() }
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
