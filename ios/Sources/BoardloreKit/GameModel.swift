import BoardloreEngine
import Foundation
import Observation

/// A move to animate, once: `serial` changes with every move played.
public struct PlayedMove: Equatable, Sendable {
    public let serial: Int
    public let move: MoveDescription
    /// The board just before the move, to draw the moving and captured pieces.
    public let before: BoardState
    public let byComputer: Bool
}

/// A sentence for VoiceOver to read once.
public struct Announcement: Equatable, Sendable {
    public let serial: Int
    public let text: String
}

/// What kind of haptic (and sound) a user action deserves.
public enum FeedbackKind: Equatable, Sendable {
    case selection
    case move
    case capture
    case illegal
    case gameOver
}

public struct Feedback: Equatable, Sendable {
    public let serial: Int
    public let kind: FeedbackKind
}

/// One match on screen. It holds the engine's match object and publishes
/// what the views draw: the board, the status and the move list, all read
/// from the core after every change. It makes no rule decisions: taps go to
/// the core's `tap()`, and the core says what happened.
///
/// Threading: the model lives on the main actor. Creating and restoring a
/// match run in detached tasks, the computer's searches on threads of their own
/// (see `ComputerPlayer`); the quick calls
/// (tap, undo, board and status reads) run here, which the engine allows
/// while a search runs because a search works on its own copy.
@MainActor
@Observable
public final class GameModel {
    public let setup: MatchSetup
    public let game: GameDescription
    public let geometry: BoardGeometry
    public let narration: Narration

    public private(set) var board: BoardState
    public private(set) var status: MatchStatus
    public private(set) var history: [MoveDescription]
    /// The computer is searching for its move.
    public private(set) var isThinking = false
    /// A hint is being searched for.
    public private(set) var isFindingHint = false
    public private(set) var lastPlayed: PlayedMove? = nil
    public private(set) var announcement: Announcement? = nil
    public private(set) var feedback: Feedback? = nil
    /// An error to show, such as a failed save.
    public var message: String? = nil
    /// For an alert's binding: dismissing it clears the message.
    public var isShowingMessage: Bool {
        get { message != nil }
        set { if !newValue { message = nil } }
    }
    /// The board is drawn upside down (the second side at the bottom).
    public var flipped: Bool
    /// The level hints are searched at.
    public var hintLevel: ComputerLevel = .hard

    private let match: GameMatch
    private let store: SaveStore?
    private let computer: ComputerPlayer
    @ObservationIgnored private var search: Task<Void, Never>? = nil
    /// Bumped whenever a running search becomes irrelevant; a search whose
    /// generation is no longer current has its result dropped.
    @ObservationIgnored private var searchGeneration = 0
    @ObservationIgnored private var serial = 0
    /// The computer's search failed in the engine and was started again once.
    @ObservationIgnored private var retriedFailedSearch = false
    /// Set once another match replaced this one: it must not save any more.
    @ObservationIgnored private var isClosed = false

    public init(match: GameMatch, setup: MatchSetup, store: SaveStore?, computer: ComputerPlayer = ComputerPlayer()) {
        self.match = match
        self.setup = setup
        self.store = store
        self.computer = computer
        let game: GameDescription = match.game()
        let geometry: BoardGeometry = match.geometry()
        self.game = game
        self.geometry = geometry
        self.narration = Narration(game: game, geometry: geometry)
        self.board = match.board()
        self.status = match.status()
        self.history = match.history()
        // Against the computer, the player's own side is drawn at the bottom.
        self.flipped = setup.humanSeat == .second
    }

    /// A new match from the start position. The engine builds it off the main actor.
    public static func start(_ setup: MatchSetup, store: SaveStore?) async throws -> GameModel {
        let gameId = setup.gameId
        let options = setup.optionSettings
        let match: GameMatch = try await Task.detached(priority: .userInitiated) {
            try GameMatch(gameId: gameId, options: options)
        }.value
        let model = GameModel(match: match, setup: setup, store: store)
        model.autosave()
        return model
    }

    /// A match restored from a save. Throws the engine's `CorruptSave` (or
    /// another error) when the record does not replay.
    public static func resume(_ saved: SavedMatch, store: SaveStore?) async throws -> GameModel {
        let record = saved.record
        let match: GameMatch = try await Task.detached(priority: .userInitiated) {
            try GameMatch.restore(save: record)
        }.value
        guard match.gameId() == saved.setup.gameId else {
            throw BoardloreError.CorruptSave(message: "the save holds a game of \(match.gameId())")
        }
        return GameModel(match: match, setup: saved.setup, store: store)
    }

    // MARK: - What the screen may offer

    public var isComputerTurn: Bool {
        guard let seat = setup.computerSeat, !status.isOver else { return false }
        return status.sideToMove == seat.playerSide
    }

    /// Whether a person may move now (taps, pass, finish, hint).
    public var canHumanMove: Bool {
        !status.isOver && !isComputerTurn
    }

    public var canUndo: Bool { status.canUndo }
    public var canRedo: Bool { status.canRedo && !isThinking }
    public var canHint: Bool { canHumanMove && !isFindingHint }
    public var canResign: Bool { !status.isOver }
    public var canPass: Bool { canHumanMove && status.canPass }
    public var canFinish: Bool { canHumanMove && status.canFinish }

    /// "You: Goats · Computer: Tigers (Easy)", or "Two players".
    public var playersText: String {
        guard case .computer(let human, let level) = setup.opponent else { return "Two players" }
        return "You: \(sideName(human.playerSide)) · Computer: \(sideName(human.other.playerSide)) (\(level.title))"
    }

    public func sideName(_ side: PlayerSide) -> String {
        game.sides.first { (description: SideDescription) -> Bool in description.side == side }?.name ?? ""
    }

    /// Shown beside the status while a search runs.
    public var busyText: String? {
        if isThinking { return "Thinking…" }
        if isFindingHint { return "Looking for a hint…" }
        return nil
    }

    /// The move list, oldest first.
    public var moveRows: [MoveListRow] {
        MoveListRow.rows(of: history) { self.sideName($0) }
    }

    // MARK: - Input

    /// A tap on a square, by index. The core's touch state machine decides
    /// what it means.
    public func tap(square index: UInt32) {
        guard canHumanMove else {
            signal(.illegal)
            return
        }
        let before = board
        do {
            let result: TapResult = try match.tap(square: index)
            switch result.effect {
            case .played:
                if let move = result.played {
                    cancelSearch()  // a hint that was being searched
                    record(move, before: before, byComputer: false)
                    afterChange()
                } else {
                    refresh()
                }
            case .selected, .extended, .deselected:
                refreshBoard()
                signal(.selection)
            case .illegal, .gameOver:
                refreshBoard()
                signal(.illegal)
            }
        } catch {
            show(error)
        }
    }

    /// A drag started on `square`: pick up the piece there unless it
    /// already is. A drag carries a piece, so one that starts on an empty
    /// square does nothing (a tap there would place a piece).
    public func dragBegan(at square: UInt32) {
        guard canHumanMove, Int(square) < board.squares.count else { return }
        let start: SquareState = board.squares[Int(square)]
        let selection: [UInt32] = board.selection
        if start.piece != nil && selection.last != square {
            tap(square: square)
        }
    }

    /// A drag ended over `square` (`nil`: off the board): drop it there,
    /// which is the same as tapping the target.
    public func dragEnded(at square: UInt32?) {
        guard canHumanMove, let square else { return }
        let selection: [UInt32] = board.selection
        if !selection.isEmpty && selection.last != square {
            tap(square: square)
        }
    }

    /// A touch on the board ended: a tap, a drop, or a tap off the squares.
    public func finishTouch(_ ending: TouchEnding) {
        switch ending {
        case .drop(let square): dragEnded(at: square)
        case .tap(let square): tap(square: square)
        case .clearSelection: clearSelection()
        }
    }

    public func clearSelection() {
        match.clearSelection()
        refreshBoard()
    }

    /// Ends a capture chain at an optional stop.
    public func finishMove() {
        guard canFinish else { return }
        let before = board
        do {
            let move: MoveDescription = try match.finish()
            cancelSearch()
            record(move, before: before, byComputer: false)
            afterChange()
        } catch {
            show(error)
        }
    }

    public func pass() {
        guard canPass else { return }
        let before = board
        do {
            let move: MoveDescription = try match.pass()
            cancelSearch()
            record(move, before: before, byComputer: false)
            afterChange()
        } catch {
            show(error)
        }
    }

    /// Takes back the last move; against the computer, also its reply, so
    /// that it is the player's turn again. Stops a running search first.
    public func undo() {
        cancelSearch()
        guard match.canUndo() else { return }
        do {
            // Against the computer the core takes back to the start of the
            // player's turn (its reply and every move of a multi-move turn).
            if let human = setup.humanSeat {
                _ = try match.undoTurn(player: human.playerSide)
            } else {
                _ = try match.undo()
            }
        } catch {
            show(error)
        }
        refresh()
        lastPlayed = nil
        announce("Move taken back. \(status.text)")
        signal(.selection)
        afterChange()
    }

    /// Plays again what undo took back; against the computer, up to the
    /// start of the player's next turn.
    public func redo() {
        guard canRedo else { return }
        cancelSearch()
        do {
            let before = board
            if let human = setup.humanSeat {
                // Up to the start of the player's next turn, as the core decides.
                let moves: [MoveDescription] = try match.redoTurn(player: human.playerSide)
                if let last = moves.last {
                    record(last, before: before, byComputer: last.side != human.playerSide)
                }
            } else {
                let move: MoveDescription = try match.redo()
                record(move, before: before, byComputer: false)
            }
        } catch {
            show(error)
        }
        afterChange()
    }

    /// The player resigns (against the computer), or the side to move does
    /// (two players). Undo takes it back.
    public func resign() {
        guard canResign else { return }
        cancelSearch()
        let side: PlayerSide = setup.humanSeat?.playerSide ?? status.sideToMove
        do {
            try match.resign(side: side)
        } catch {
            show(error)
            return
        }
        refresh()
        announce(status.text)
        signal(.gameOver)
        autosave()
    }

    public func flip() {
        flipped.toggle()
    }

    // MARK: - The computer

    /// The game screen appeared (or now shows this match): catch up with the
    /// match, and let the computer move if it has the move.
    public func screenAppeared() {
        retriedFailedSearch = false
        refresh()
        startComputerIfItsTurn()
    }

    /// Starts the computer's search when it is its turn. Called after every
    /// change and when the game screen appears.
    public func startComputerIfItsTurn() {
        guard isComputerTurn, !isThinking, case .computer(_, let level) = setup.opponent else { return }
        cancelSearch()
        searchGeneration += 1
        let generation = searchGeneration
        let before = board
        let computer = self.computer
        // Asked for now, on the main actor: the job is for this position,
        // and any cancel from here on stops it, even before it runs.
        let job: SearchJob
        do {
            job = try computer.requestMove(in: match, level: level)
        } catch {
            show(error)
            return
        }
        isThinking = true
        search = Task {
            do {
                let move = try await computer.run(job)
                self.computerPlayed(move, before: before, generation: generation)
            } catch {
                self.searchEnded(with: error, generation: generation)
            }
        }
    }

    /// Asks the engine for a suggestion, which the board then highlights.
    public func requestHint() {
        guard canHint else { return }
        cancelSearch()
        searchGeneration += 1
        let generation = searchGeneration
        let computer = self.computer
        let job: SearchJob
        do {
            job = try computer.requestHint(in: match, level: hintLevel)
        } catch {
            show(error)
            return
        }
        isFindingHint = true
        search = Task {
            do {
                let move = try await computer.run(job)
                self.hintFound(move, generation: generation)
            } catch {
                self.searchEnded(with: error, generation: generation)
            }
        }
    }

    /// This match is done with (another replaced it, or the app went home):
    /// stop searching and never write its slot again.
    public func close() {
        cancelSearch()
        isClosed = true
    }

    /// Stops any search (screen left, undo, new game); its result, if one
    /// still arrives, is dropped.
    public func cancelSearch() {
        searchGeneration += 1
        search?.cancel()
        search = nil
        isThinking = false
        isFindingHint = false
    }

    private func computerPlayed(_ move: MoveDescription, before: BoardState, generation: Int) {
        guard generation == searchGeneration else {
            // Stale: not animated or announced. If the engine had played it
            // before the cancel came, the match is the truth: show and save it.
            catchUp()
            return
        }
        search = nil
        isThinking = false
        retriedFailedSearch = false
        record(move, before: before, byComputer: true)
        afterChange()
    }

    private func hintFound(_ move: MoveDescription, generation: Int) {
        guard generation == searchGeneration else { return }
        search = nil
        isFindingHint = false
        refreshBoard()
        announce("Hint: \(move.notation)")
    }

    private func searchEnded(with error: any Error, generation: Int) {
        guard generation == searchGeneration else { return }
        let wasThinking = isThinking
        search = nil
        isThinking = false
        isFindingHint = false
        guard !EngineErrorText.isStaleSearch(error) else { return }
        show(error)
        // The engine failed (a Rust panic, say) in the computer's search:
        // try once more, so that a passing failure does not leave the
        // computer silent with the move; a second one in a row stops here
        // (undo, or coming back to the screen, starts it again).
        if wasThinking && EngineErrorText.isEngineFailure(error) && !retriedFailedSearch {
            retriedFailedSearch = true
            startComputerIfItsTurn()
        }
    }

    /// An engine call failed: say so, and read the match again, which is the
    /// truth whatever the call did before it failed.
    private func show(_ error: any Error) {
        message = EngineErrorText.message(for: error)
        refresh()
    }

    // MARK: - Bookkeeping

    /// Reads the match again if it changed behind the model's back.
    private func catchUp() {
        let shown: BoardState = board
        guard !isClosed, match.revision() != shown.revision else { return }
        refresh()
        autosave()
    }

    /// Reads everything the screen shows from the core.
    private func refresh() {
        board = match.board()
        status = match.status()
        history = match.history()
    }

    /// The selection changed: board highlights and the finish button.
    private func refreshBoard() {
        board = match.board()
        status = match.status()
    }

    /// A move was played: read the new state, animate and announce it.
    private func record(_ move: MoveDescription, before: BoardState, byComputer: Bool) {
        refresh()
        lastPlayed = PlayedMove(serial: nextSerial(), move: move, before: before, byComputer: byComputer)
        var sentence = narration.sentence(for: move, before: before, after: board)
        if status.isOver {
            sentence += ". \(status.text)"
        }
        announce(sentence)
        signal(status.isOver ? .gameOver : (move.isCapture ? .capture : .move))
    }

    /// After every change of the record: save, and let the computer reply.
    private func afterChange() {
        autosave()
        startComputerIfItsTurn()
    }

    /// Writes the save slot of this game (atomically; see `SaveStore`).
    public func autosave() {
        guard let store, !isClosed else { return }
        do {
            try store.write(SavedMatch(setup: setup, record: match.save()))
        } catch {
            message = "The game could not be saved: \(error.localizedDescription)"
        }
    }

    private func announce(_ text: String) {
        announcement = Announcement(serial: nextSerial(), text: text)
    }

    private func signal(_ kind: FeedbackKind) {
        feedback = Feedback(serial: nextSerial(), kind: kind)
    }

    private func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
