import BoardloreEngine
import Foundation
import Observation

/// The game screen as the core runs it (`GameScreenHandle`): input goes in
/// as `GameAction`s, the frame that comes back is published for the views,
/// and the effects are carried out here, in order. Nothing is decided here.
///
/// Threading: the model lives on the main actor, where every action is
/// taken. A search job runs on a thread of its own (it blocks for up to the
/// level's budget; Swift's task threads and dispatch's workers are one per
/// core), and its answer comes back to the main actor. A cancel is the
/// handle's: the `CancelSearch` effect has already stopped its job.
@MainActor
@Observable
public final class GameScreenModel {
    /// What the views draw, as the core answered the last action.
    public private(set) var frame: GameFrame
    public private(set) var announcement: Announcement? = nil
    public private(set) var feedback: Feedback? = nil
    /// The move just played, with the squares before it, for the board to
    /// animate, when the core says the frame animates it.
    public private(set) var lastPlayed: PlayedFrame? = nil
    /// The review or the browser the core asked to open over the game.
    public private(set) var opening: Opening? = nil
    /// An error to show, in the core's words (or the store's).
    public var message: String? = nil
    public var isShowingMessage: Bool {
        get { message != nil }
        set { if !newValue { message = nil } }
    }
    /// The game's names and board geometry, read once per game and language.
    public private(set) var game: GameDescription?
    /// The number of search threads that have not answered yet.
    public private(set) var searchesRunning = 0

    @ObservationIgnored let screen: GameScreenHandle
    @ObservationIgnored private let store: GameStore?
    @ObservationIgnored private var serial = 0
    /// Set once another game replaced this one: it takes no more actions.
    @ObservationIgnored private var isClosed = false

    /// The model of `screen`, saving in `store` (`nil`: nothing is kept).
    public init(screen: GameScreenHandle, store: GameStore?) {
        self.screen = screen
        self.store = store
        let frame = screen.frame()
        self.frame = frame
        self.game = try? BoardloreEngine.game(id: frame.gameId, language: frame.language)
    }

    /// Takes one action and carries out what the core answers.
    public func send(_ action: GameAction) {
        guard !isClosed else { return }
        let update = screen.act(action: action)
        let before = frame
        frame = update.frame
        if frame.gameId != before.gameId || frame.language != before.language {
            game = try? BoardloreEngine.game(id: frame.gameId, language: frame.language)
        }
        if frame.revision != before.revision {
            lastPlayed = frame.lastMove.flatMap { (move: BoardloreEngine.MoveFrame) -> PlayedFrame? in
                frame.lastMoveAnimates ? PlayedFrame(serial: nextSerial(), move: move, before: before.squares) : nil
            }
        }
        for effect in update.effects {
            carry(effect)
        }
    }

    /// This game is done with (another replaced it, or the app went home):
    /// its searches stop, and an answer that still comes is not taken.
    public func close() {
        send(.hidden)
        isClosed = true
    }

    private func carry(_ effect: GameEffect) {
        switch effect {
        case .startSearch(let job, _, _):
            runSearch(job)
        case .cancelSearch:
            break  // the handle set the job's flag before answering
        case .save(let save, _):
            guard let store else { return }
            send(screen.saveTo(store: store, save: save))
        case .cue(let cue):
            feedback = Feedback(serial: nextSerial(), cue: cue.cue)
        case .announce(let text):
            announcement = Announcement(serial: nextSerial(), text: text)
        case .openReview(let gameId, let flipped):
            opening = Opening(serial: nextSerial(), save: nil, ply: nil, gameId: gameId, flipped: flipped)
        case .openBrowser(let save, let ply, let gameId, let flipped):
            opening = Opening(serial: nextSerial(), save: save, ply: ply, gameId: gameId, flipped: flipped)
        case .showError(let text):
            message = text
        }
    }

    /// Runs search job `job` on a thread of its own, and takes its answer
    /// on the main actor.
    private func runSearch(_ job: UInt64) {
        let screen = self.screen
        searchesRunning += 1
        let thread = Thread {
            let answer = screen.runSearch(job: job)
            Task { @MainActor in
                self.searchesRunning -= 1
                self.send(answer)
            }
        }
        thread.name = "boardlore search"
        thread.qualityOfService = .userInitiated
        // The engine's search recurses; secondary threads on Apple
        // platforms get only 512 KiB by default: as large as a Rust main thread's.
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
