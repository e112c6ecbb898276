import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// What the screens show beside the board: VoiceOver elements, the move
/// list, the status panel, feedback and the layout of the game screen.
@MainActor
struct ScreenValuesTests {
    @Test func squaresAreReadTopRowFirstLeftToRight() throws {
        let match = try GameMatch(gameId: "bagh-chal", options: [])
        let model = try shown(twoPlayers("bagh-chal"))
        let layout = BoardLayout(size: CGSize(width: 300, height: 300), flipped: false)
        let elements = model.squareElements(layout: layout, geometry: match.geometry())
        #expect(elements.count == model.frame.squares.count)
        for (a, b) in zip(elements, elements.dropFirst()) {
            #expect(a.centre.y < b.centre.y - 1 || (abs(a.centre.y - b.centre.y) <= 1 && a.centre.x < b.centre.x))
        }
        for element in elements {
            #expect(try element.label == match.squareSpeech(square: element.square))
            #expect(element.centre == layout.centre(of: element.square, in: match.geometry()))
            #expect(element.size == layout.touchRadius(in: match.geometry()) * 2)
        }
        // Flipped, the reading order turns round with the board.
        let flipped = model.squareElements(
            layout: BoardLayout(size: CGSize(width: 300, height: 300), flipped: true), geometry: match.geometry())
        #expect(flipped.map(\.square) == elements.map(\.square).reversed())
    }

    @Test func aSelectedPieceAndItsTargetsAreSaidAndARefusalExplained() throws {
        let match = try GameMatch(gameId: "chiangmai-checkers", options: [])
        let model = try shown(twoPlayers("chiangmai-checkers"))
        let move = try #require(match.legalMoves().first)
        model.send(.tap(square: move.taps[0]))
        _ = try match.tap(square: move.taps[0])
        let layout = BoardLayout(size: CGSize(width: 300, height: 300), flipped: false)
        let elements = model.squareElements(layout: layout, geometry: match.geometry())
        let selected = try #require(elements.first { $0.square == move.taps[0] })
        #expect(try selected.label == match.squareSpeech(square: move.taps[0]))
        let spoken = try match.squareSpeech(square: move.taps[1])
        #expect(model.frame.squares[Int(move.taps[1])].target)
        #expect(elements.first { $0.square == move.taps[1] }?.label == spoken)
        #expect(model.frame.refusal == nil)
        #expect(model.frame.statusText == match.status().text)
        // With nothing selected, a piece of the side not to move: the core
        // says why not, and the status line shows it until the next tap.
        model.send(.clearSelection)
        let theirs = try #require(
            model.frame.squares.first { $0.piece != nil && $0.owner != model.frame.sideToMove })
        model.send(.tap(square: theirs.index))
        #expect(model.feedback?.cue == .illegal)
        let refusal = try #require(model.frame.refusal)
        #expect(!refusal.isEmpty)
        #expect(model.frame.statusText == refusal)
    }

    @Test func theMoveListIsNumberedByTheCoresTurns() throws {
        // Seega: each side places two pieces a turn; a turn is one row.
        let model = try shown(twoPlayers("seega"))
        #expect(model.frame.turns.isEmpty)
        let match = try GameMatch(gameId: "seega", options: [])
        for _ in 0..<4 {
            let move = try #require(match.legalMoves().first)
            _ = try match.play(notation: move.notation)
            enter(move, on: model)
        }
        let turns: [TurnEntry] = match.turns()
        let rows = model.frame.turns
        #expect(rows.count == turns.count)
        #expect(rows.map(\.text) == turns.map(\.text))
        #expect(rows.map(\.number) == turns.map(\.number))
        #expect(rows.map(\.firstPly) == turns.map(\.firstPly))
        #expect(rows[0].number == "1.")
        // VoiceOver reads the core's words for each row.
        #expect(rows.map(\.spoken) == turns.map(\.spoken))
        let sides = try game(id: "seega", language: .en).sides
        let first = try #require(sides.first { $0.side == .first }?.name)
        let second = try #require(sides.first { $0.side == .second }?.name)
        #expect(rows[0].spoken == "Round 1, \(first), \(rows[0].text)")
        #expect(rows.count == 2)
        #expect(rows[1].number == "1…")
        #expect(rows[1].firstPly == 2)
        #expect(rows[1].spoken.hasPrefix("Round 1, \(second), "))
        #expect(rows.allSatisfy { !$0.captures })
    }

    @Test func aRowThatCapturesIsMarkedByTheCore() throws {
        // Green's only move takes the buff man on d4.
        let match = try GameMatch.fromPosition(
            gameId: "buff-and-green", options: [], position: "8/b7/8/8/3b4/2g3g1/8/8 g 0")
        let model = try shown("buff-and-green", at: "8/b7/8/8/3b4/2g3g1/8/8 g 0")
        let capture = try #require(match.legalMoves().first)
        enter(capture, on: model)
        let rows = model.frame.turns
        #expect(rows.map(\.captures) == [true])
        #expect(rows.first?.spoken == "Round 1, Green, c3xe5, captures")
        #expect(model.announcement?.text == "Green man c3 to e5, takes the buff man on d4")
    }

    @Test func theStatusPanelSaysWhatTheComputerIsDoing() throws {
        let model = try shown(twoPlayers("chiangmai-checkers"))
        #expect(model.frame.busyText == nil)
        model.send(.hint)
        #expect(model.frame.busyText == "Looking for a hint…")
        model.send(.hidden)
        #expect(model.frame.busyText == nil)
    }

    @Test func theHomeScreenWaitsForTheCatalogue() async throws {
        let app = AppModel(history: nil, recent: temporaryRecent())
        #expect(app.isLoading)
        await app.launch()
        #expect(!app.isLoading)
        let game = try #require(app.catalogue.first)
        #expect(AppModel.continueLabel(for: game) == "Continue \(game.name)")
    }

    /// Every engine field BoardloreUI reads (SwiftUI cannot be compiled
    /// here, so this test is what compiles them on Linux) has something to
    /// show for every game: the home card, the new-game form, the rules.
    @Test func everyGameHasWhatTheScreensShow() throws {
        for game in BoardloreEngine.games(language: .en) {
            #expect(!game.id.isEmpty)
            #expect(!game.name.isEmpty, "\(game.id)")
            #expect(!game.origin.isEmpty, "\(game.id)")
            #expect(!game.summary.isEmpty, "\(game.id)")
            #expect(!RulesBrowser(gameId: game.id, dark: false).html.isEmpty, "\(game.id)")
            #expect(!game.geometry.points.isEmpty, "\(game.id)")
            #expect(Set(game.sides.map(\.side)) == [.first, .second], "\(game.id)")
            #expect(Set(game.sides.map(\.key)).count == 2, "\(game.id)")
            #expect(game.sides.allSatisfy { !$0.name.isEmpty }, "\(game.id)")
            for option in game.options {
                #expect(!option.key.isEmpty && !option.label.isEmpty, "\(game.id)")
                _ = option.help  // shown as the control's help; may be empty
            }
            let match = try GameMatch(gameId: game.id, options: [])
            let status: MatchStatus = match.status()
            #expect(!status.text.isEmpty, "\(game.id)")
            #expect(status.outcome == nil)
            let board: BoardState = match.board()
            #expect(board.selection.isEmpty)
        }
        // The game-over panel's text, from a resigned match.
        let match = try GameMatch(gameId: "seega", options: [])
        try match.resign(side: .first)
        let outcome = try #require(match.status().outcome)
        #expect(!outcome.text.isEmpty)
    }

    @Test func feedbackHasTheCoresHapticAndSound() {
        let capture = Feedback(serial: 1, cue: .capture)
        #expect(capture.haptic(enabled: false) == nil)
        #expect(capture.soundFile(enabled: false) == nil)
        #expect(capture.haptic(enabled: true) == .heavy)
        #expect(capture.soundFile(enabled: true) == "sound_capture")
        #expect(Feedback(serial: 2, cue: .illegal).haptic(enabled: true) == .error)
        #expect(Feedback(serial: 3, cue: .placement).soundFile(enabled: true) == "sound_place")
    }

    @Test func aWideScreenPutsTheBoardBesideThePanel() {
        #expect(ScreenArrangement(width: 1024, height: 768) == .sideBySide)
        #expect(ScreenArrangement(width: 390, height: 844) == .stacked)
        #expect(ScreenArrangement(width: 500, height: 480) == .stacked)  // nearly square
    }
}
