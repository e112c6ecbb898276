import BoardloreEngine
import Foundation
import Observation

/// One match on screen. It holds the engine's match object and publishes
/// what the views draw: the board, the status, the move list and what
/// VoiceOver says, all read from the core after every change. It makes no
/// rule or policy decisions: taps go to the core's `tap()`, undo, redo and
/// resign to the seats' versions of them, and the computer moves when the
/// core says it is to move.
///
/// Threading: the model lives on the main actor. Creating and restoring a
/// match run in detached tasks, the computer's searches on threads of their
/// own (see `ComputerPlayer`); the quick calls (tap, undo, board and status
/// reads) run here, which the engine allows while a search runs because a
/// search works on its own copy.
@MainActor
@Observable
public final class GameModel {
    /// How the match was set up: its seats, and the options it started with.
    public let setup: MatchSetup
    /// The game's names and texts, in the core's language (see `languageChanged`).
    public private(set) var game: GameDescription
    public let geometry: BoardGeometry
    /// The core's art of the game's pieces, read once.
    public let art: PieceArtBook

    public private(set) var board: BoardState
    public private(set) var status: MatchStatus
    public private(set) var history: [MoveDescription]
    /// The move list by turns, numbered as the core numbers them.
    public private(set) var turns: [TurnEntry]
    /// Why the last tap was refused, in the core's words; cleared by the next.
    public private(set) var refusal: String? = nil
    /// The computer is searching for its move.
    public private(set) var isThinking = false
    /// A hint is being searched for.
    public private(set) var isFindingHint = false
    /// While a hint shows, the core's line about it ("Hint: c3-c4 · Goats
    /// win in 12", the verdict where the Bagh Chal table knows it).
    public private(set) var hintText: String? = nil
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
    /// The core's language, which names the computer's level.
    public var language: Lang = .en
    /// The level hints are searched at.
    public var hintLevel: ComputerLevel = .hard

    /// The store's id of this game once it is over and recorded in the
    /// history (to review it); `nil` while it goes on.
    public private(set) var finishedGameId: Int64? = nil

    private let match: GameMatch
    private let store: GameHistory?
    private let computer: ComputerPlayer
    @ObservationIgnored private var search: Task<Void, Never>? = nil
    /// The search the model waits for; the result of any other is not shown.
    @ObservationIgnored private var job: SearchJob? = nil
    @ObservationIgnored private var serial = 0
    /// Set once another match replaced this one: it must not save any more.
    @ObservationIgnored private var isClosed = false
    /// The computer's search failed in the engine and was started again once.
    @ObservationIgnored private var retriedFailedSearch = false

    /// The model of `match`, whose seats become those of `setup`.
    public init(match: GameMatch, setup: MatchSetup, store: GameHistory?, computer: ComputerPlayer = ComputerPlayer()) {
        if match.seats() != setup.seats {
            match.setSeats(seats: setup.seats)
        }
        self.match = match
        self.setup = setup
        self.store = store
        self.computer = computer
        self.game = match.game()
        self.geometry = match.geometry()
        self.art = PieceArtBook(gameId: match.game().id)
        self.board = match.board()
        self.status = match.status()
        self.history = match.history()
        self.turns = match.turns()
        // Against the computer, the player's own side is drawn at the bottom.
        self.flipped = setup.humanSeat == .second
    }

    /// A new match from the start position. The engine builds it off the main actor.
    public static func start(_ setup: MatchSetup, store: GameHistory?) async throws -> GameModel {
        let gameId = setup.gameId
        let options = setup.optionSettings
        let seats = setup.seats
        let match: GameMatch = try await Task.detached(priority: .userInitiated) {
            try GameMatch.withSeats(gameId: gameId, options: options, seats: seats)
        }.value
        let model = GameModel(match: match, setup: setup, store: store)
        model.autosave()
        return model
    }

    /// The game in progress of `gameId` that the store keeps, seats and
    /// options included; `nil` when it keeps none. The store reads it off the
    /// main actor. Throws the engine's `CorruptSave` (or another error) when
    /// it does not replay.
    public static func resume(gameId: String, store: GameHistory) async throws -> GameModel? {
        let kept: GameMatch? = try await Task.detached(priority: .userInitiated) {
            try store.store.resume(gameId: gameId)
        }.value
        guard let match = kept else { return nil }
        guard match.gameId() == gameId else {
            throw BoardloreError.CorruptSave(message: "the save holds a game of \(match.gameId())")
        }
        let model = GameModel(match: match, setup: MatchSetup(of: match), store: store)
        // A finished game saved again as it was is not recorded twice: this
        // only learns its id in the history.
        if model.status.isOver { model.autosave() }
        return model
    }

    // MARK: - What the screen may offer

    /// Whether a person may move now (pass, finish, hint).
    public var canHumanMove: Bool { !status.isOver && !status.computerToMove }
    public var canUndo: Bool { status.canUndo }
    public var canRedo: Bool { status.canRedo && !isThinking }
    public var canHint: Bool { canHumanMove && !isFindingHint }
    public var canResign: Bool { !status.isOver }
    public var canPass: Bool { canHumanMove && status.canPass }
    public var canFinish: Bool { canHumanMove && status.canFinish }

    /// The status line: why the last tap was refused, else the core's status.
    public var statusLine: String { refusal ?? status.text }

    /// "You: Goats · Computer: Tigers (Easy)", or "Two players".
    public var playersText: String {
        guard case .computer(let human, let level) = setup.opponent else { return Chrome.text("Two players") }
        return Chrome.format(
            "You: %1$@ · Computer: %2$@ (%3$@)",
            sideName(human.playerSide), sideName(human.other.playerSide), level.title(in: language))
    }

    public func sideName(_ side: Side) -> String {
        game.sides.first { (description: SideDescription) -> Bool in description.side == side }?.name ?? ""
    }

    /// Shown beside the status while a search runs.
    public var busyText: String? {
        if isThinking { return Chrome.text("Thinking…") }
        if isFindingHint { return Chrome.text("Looking for a hint…") }
        return nil
    }

    /// The move list, oldest first.
    public var moveRows: [MoveListRow] {
        turns.map(MoveListRow.init)
    }

    // MARK: - Input

    /// A tap on a square, by index. The core's touch state machine decides
    /// what it means, and says why when it refuses one.
    public func tap(square index: UInt32) {
        let before = board
        do {
            let result: TapResult = try match.tap(square: index)
            refusal = result.refusal?.text
            switch result.effect {
            case .played:
                if let move = result.played {
                    cancelSearch()  // a hint that was being searched
                    moved(move, before: before, byComputer: false)
                } else {
                    refresh()
                }
            case .selected, .extended, .deselected:
                refreshBoard()
                signal(.selection)
            case .illegal, .gameOver:
                refreshBoard()
                signal(.illegal, cue: .illegal)
            }
        } catch {
            show(error)
        }
    }

    /// A drag started on `square`: pick up the piece there if the core says
    /// it can be dragged and it is not already picked up.
    public func dragBegan(at square: UInt32) {
        guard Int(square) < board.squares.count, board.squares[Int(square)].draggable,
            board.selection.last != square
        else { return }
        tap(square: square)
    }

    /// A drag ended over `square` (`nil`: off the board): drop it there,
    /// which is the same as tapping the target.
    public func dragEnded(at square: UInt32?) {
        guard let square, !board.selection.isEmpty, board.selection.last != square else { return }
        tap(square: square)
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
        play { try self.match.finish() }
    }

    public func pass() {
        guard canPass else { return }
        play { try self.match.pass() }
    }

    /// Takes back as the seats say (against the computer, the player's whole
    /// turn with its reply). Stops a running search first.
    public func undo() {
        cancelSearch()
        guard status.canUndo else { return }
        var undone = 0
        do {
            undone = try match.takeBack().count
        } catch {
            show(error)
        }
        refresh()
        lastPlayed = nil
        announce(match.takenBackAnnouncement(moves: UInt32(undone)).text)
        signal(.selection)
        afterChange()
    }

    /// Plays again what undo took back, as the seats say.
    public func redo() {
        guard canRedo else { return }
        cancelSearch()
        let before = board
        do {
            let moves: [MoveDescription] = try match.replay()
            if let last = moves.last {
                record(last, before: before, byComputer: isComputer(last.side))
            }
        } catch {
            show(error)
        }
        afterChange()
    }

    /// Resigns as the seats say (the player against the computer, the side
    /// to move between two players). Undo takes it back.
    public func resign() {
        guard canResign else { return }
        cancelSearch()
        do {
            _ = try match.resignPlayer()
        } catch {
            show(error)
            return
        }
        refresh()
        announce(status.text)
        signal(.gameOver)
        autosave()
    }

    /// The same game again from its start, with the same seats and options.
    public func restart() {
        cancelSearch()
        do {
            try match.restart()
        } catch {
            show(error)
        }
        refresh()
        lastPlayed = nil
        afterChange()
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

    /// Starts the computer's search when the core says it is to move.
    /// Called after every change and when the game screen appears.
    public func startComputerIfItsTurn() {
        guard status.computerToMove, !isThinking else { return }
        cancelSearch()
        // Asked for now, on the main actor: the job is for this position,
        // and any cancel from here on stops it, even before it runs.
        do {
            try wait(for: computer.requestMove(in: match), as: .move(before: board))
        } catch {
            show(error)
        }
    }

    /// Asks the engine for a suggestion, which the board then highlights.
    public func requestHint() {
        guard canHint else { return }
        cancelSearch()
        do {
            try wait(for: computer.requestHint(in: match, level: hintLevel), as: .hint)
        } catch {
            show(error)
        }
    }

    /// This match is done with (another replaced it, or the app went home):
    /// stop searching and never write its slot again.
    public func close() {
        cancelSearch()
        isClosed = true
    }

    /// Stops any search (screen left, undo, new game). A result that still
    /// arrives is not shown; the core refuses to play it on a changed match.
    public func cancelSearch() {
        search?.cancel()
        search = nil
        job = nil
        isThinking = false
        isFindingHint = false
    }

    /// What a search is for.
    private enum SearchPurpose {
        case move(before: BoardState)
        case hint
    }

    /// Runs `job` and shows its result, if the model still waits for it.
    private func wait(for job: SearchJob, as purpose: SearchPurpose) {
        self.job = job
        switch purpose {
        case .move: isThinking = true
        case .hint: isFindingHint = true
        }
        let computer = self.computer
        search = Task { [self] in
            do {
                let move = try await computer.run(job)
                guard self.job === job else {
                    // Played before the cancel came: the match is the truth.
                    return self.catchUp()
                }
                self.job = nil
                self.search = nil
                switch purpose {
                case .move(let before):
                    isThinking = false
                    retriedFailedSearch = false
                    moved(move, before: before, byComputer: true)
                case .hint:
                    isFindingHint = false
                    refreshBoard()
                    announce(match.hintAnnouncement()?.text ?? move.notation)
                }
            } catch {
                guard self.job === job else { return }
                self.searchFailed(error)
            }
        }
    }

    private func searchFailed(_ error: any Error) {
        let wasThinking = isThinking
        search = nil
        job = nil
        isThinking = false
        isFindingHint = false
        guard !EngineErrorText.isStaleSearch(error) else { return }
        show(error)
        // The engine failed (a Rust panic, say) in the computer's search:
        // try once more, so that a passing failure does not leave the
        // computer silent with the move; a second one in a row stops there,
        // with the message shown (coming back to the screen tries again).
        if wasThinking && EngineErrorText.isEngineFailure(error) && !retriedFailedSearch {
            retriedFailedSearch = true
            startComputerIfItsTurn()
        }
    }

    // MARK: - Bookkeeping

    /// A move the player made through a button (pass, finish).
    private func play(_ action: () throws -> MoveDescription) {
        let before = board
        do {
            let move = try action()
            cancelSearch()
            moved(move, before: before, byComputer: false)
        } catch {
            show(error)
        }
    }

    /// Whether the computer plays `side`.
    private func isComputer(_ side: Side) -> Bool {
        let seats: Seats = match.seats()
        if case .computer = (side == .first ? seats.first : seats.second) { return true }
        return false
    }

    /// An engine call failed: say so, and read the match again, which is the
    /// truth whatever the call did before it failed.
    private func show(_ error: any Error) {
        message = EngineErrorText.message(for: error)
        refresh()
    }

    /// Reads the match again if it changed behind the model's back.
    private func catchUp() {
        guard !isClosed, match.revision() != board.revision else { return }
        refresh()
        autosave()
    }

    /// The core now speaks another language: reads every text again (the
    /// game's names, the status, the move list). A refusal shown in the old
    /// language goes.
    public func languageChanged() {
        guard !isClosed else { return }
        game = match.game()
        refusal = nil
        refresh()
    }

    /// Reads everything the screen shows from the core.
    private func refresh() {
        refreshBoard()
        history = match.history()
        turns = match.turns()
    }

    /// The selection changed: board highlights and the status.
    private func refreshBoard() {
        board = match.board()
        status = match.status()
        hintText = match.hintText()
    }

    /// What VoiceOver says for a square, as the core words it; asked for
    /// only when VoiceOver reads the board.
    public func spokenLabel(of square: SquareState) -> String {
        (try? match.squareSpeech(square: square.index))?.text ?? square.name
    }

    /// A move was played: read the new state, animate and announce it, save,
    /// and let the computer reply.
    private func moved(_ move: MoveDescription, before: BoardState, byComputer: Bool) {
        record(move, before: before, byComputer: byComputer)
        afterChange()
    }

    private func record(_ move: MoveDescription, before: BoardState, byComputer: Bool) {
        refresh()
        lastPlayed = PlayedMove(serial: nextSerial(), move: move, before: before, byComputer: byComputer)
        announce(match.playedAnnouncement()?.text ?? move.notation)
        let cue = match.lastMoveCue() ?? (move.isCapture ? .capture : .move)
        signal(FeedbackKind(cue: cue), cue: cue)
    }

    /// After every change of the record: save, and let the computer reply.
    private func afterChange() {
        autosave()
        startComputerIfItsTurn()
    }

    /// Keeps the match as its game's game in progress in the store, in one
    /// transaction; once it is over the store records it in the history
    /// (once, however often it is saved again).
    public func autosave() {
        guard let store, !isClosed else { return }
        do {
            finishedGameId = try store.record(match)
        } catch {
            message = Chrome.format("The game could not be saved: %@", error.localizedDescription)
        }
    }

    private func announce(_ text: String) {
        announcement = Announcement(serial: nextSerial(), text: text)
    }

    private func signal(_ kind: FeedbackKind, cue: Cue? = nil) {
        feedback = Feedback(serial: nextSerial(), kind: kind, cue: cue)
    }

    /// The match opened to step through (a copy of it as it stands), with
    /// the review kept for it once it is a finished game of the history: at
    /// the move `moveIndex` of the list (the position before it, with it as
    /// an arrow) when one was tapped, else at the last position. `nil` (and
    /// a message) if the core refused.
    public func browser(at moveIndex: Int? = nil) -> GameBrowserModel? {
        do {
            let review = try finishedGameId.flatMap { try store?.review($0) }
            let browser = try GameBrowserModel(
                match: match, review: review, history: store, gameId: finishedGameId, fromGame: true,
                flipped: flipped)
            if let moveIndex { browser.select(moveIndex: moveIndex) }
            return browser
        } catch {
            show(error)
            return nil
        }
    }

    /// The game as text to share, in the core's words.
    public var shareText: String { match.shareText() }

    /// Each side's pieces in hand and pieces lost, first side first.
    public var tray: [SideTray] { match.tray() }

    private func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
