import BoardloreEngine
import Foundation
import Testing

@testable import BoardloreKit

/// Learn on iOS: a lesson step judged by the core through board taps, a
/// puzzle's hint and solution, and the progress file.
@MainActor
struct LearnModelTests {
    private func square(_ name: String, in model: LearnModel) throws -> UInt32 {
        try #require(model.squares.first { $0.name == name }).index
    }

    private func tempProgress() -> LearnProgressFile {
        LearnProgressFile(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("learn-\(UUID().uuidString).json"))
    }

    @Test func aWrongPlacementIsExplainedAndTheRightOnePasses() throws {
        let file = tempProgress()
        let model = try LearnModel(gameId: "bagh-chal", step: 3, progress: file)
        #expect(model.title == "Step 4 of 8 · Guard the goats")
        #expect(model.goal == "Place a goat so that no goat can be jumped.")
        let start = model.squares.map(\.piece)
        model.tap(square: try square("a3", in: model))
        #expect(model.message == "After a3, the other side can capture with c3xc5.")
        #expect(model.squares.map(\.piece) == start)
        #expect(!model.isDone)
        let c5 = try square("c5", in: model)
        model.hint()
        #expect(model.hintSquares == [c5])
        model.tap(square: c5)
        #expect(model.message == "Well done.")
        #expect(model.isDone)
        #expect(file.load().lessonStepsPassed(gameId: "bagh-chal") == [3])
        #expect(model.frame.buttons.next)
        model.next()
        #expect(model.title.hasPrefix("Step 5 of 8"))
        #expect(!model.isDone)
    }

    @Test func anIllegalTapGetsTheSessionsReason() throws {
        let model = try LearnModel(gameId: "bagh-chal", step: 2, progress: nil)
        // Tigers must jump: stepping a tiger is refused by the rules.
        model.tap(square: try square("a1", in: model))
        #expect(model.message?.contains("capture is compulsory") == true)
    }

    @Test func aPieceIsPickedUpAndDroppedAsOnTheGameScreen() throws {
        // Chiangmai Checkers: a move is one chip's slide, from and to; a one-move puzzle.
        let list = try puzzleList(gameId: "chiangmai-checkers", language: .en)
        let summary = try #require(list.first { $0.solverMoves == 1 })
        let model = try LearnModel(puzzleId: summary.id, progress: nil)
        let from = try #require(model.squares.first { $0.draggable })
        model.pickUp(from.index)
        #expect(model.frame.board.selection == [from.index])
        let to = try #require(model.squares.first { $0.target })
        // Dropped off the board: put back.
        model.touch(.drop(nil))
        #expect(model.frame.board.selection.isEmpty)
        model.pickUp(from.index)
        model.touch(.drop(to.index))
        // The drop entered the move: the trainer judged it.
        #expect(model.frame.verdict != nil)
        #expect(model.message != nil)
        #expect(model.frame.board.selection.isEmpty)
    }

    /// Plays the trainer's waits at once; the moves the board was shown, in order.
    private func shown(_ model: LearnModel) -> [String] {
        var line = model.lastPlayed.map { [$0.move.notation] } ?? []
        while !model.frame.board.acceptsMoves && !model.isDone {
            let before = model.lastPlayed
            model.due()
            guard let played = model.lastPlayed, played != before else { break }
            line.append(played.move.notation)
        }
        return line
    }

    @Test func aPuzzleHintsItsFirstSquareAndShowsItsSolution() throws {
        let list = try puzzleList(gameId: "buff-and-green", language: .en)
        let summary = try #require(list.first { $0.solverMoves >= 2 })
        let file = tempProgress()
        let model = try LearnModel(puzzleId: summary.id, progress: file)
        #expect(model.goal.hasSuffix("find the best move."))
        model.hint()
        #expect(model.hintSquares.count == 1)
        let hinted = try #require(model.hintSquares.first)
        #expect(model.squares[Int(hinted)].piece != nil)
        #expect(model.squares[Int(hinted)].hint)
        model.solution()
        let line = shown(model)
        #expect(line.count >= 3)
        // The hinted piece was the one the solution moved first.
        #expect(model.squares[Int(hinted)].piece == nil)
        #expect(model.message == line.last)
        #expect(!model.frame.buttons.hint && !model.frame.buttons.solution && model.frame.buttons.retry)
        #expect(file.load().rating(gameId: "buff-and-green") < 1000)
        #expect(!file.load().isSolved(gameId: "buff-and-green", puzzleId: summary.id))
        model.retry()
        #expect(model.frame.board.position == summary.position)
    }

    @Test func solvingAPuzzleCleanlyRaisesTheRating() throws {
        let summary = try #require(try puzzleList(gameId: "bobail", language: .en).first)
        let file = tempProgress()
        let model = try LearnModel(puzzleId: summary.id, progress: file)
        // The line, as a shown solution plays it on another screen.
        let reference = try LearnModel(puzzleId: summary.id, progress: nil)
        reference.solution()
        let line = shown(reference)
        for (index, move) in line.enumerated() where index % 2 == 0 {
            model.judge(move)
            _ = shown(model)
        }
        #expect(model.isDone)
        let rating = file.load().rating(gameId: "bobail")
        #expect(rating > 1000)
        #expect(model.message == "Solved! Rating \(rating).")
        #expect(file.load().isSolved(gameId: "bobail", puzzleId: summary.id))
    }

    @Test func aPuzzleIsSeenFromTheSideThatSolvesIt() throws {
        // Buff and Green: Green moves first; a puzzle with Buff to move is turned.
        let list = try puzzleList(gameId: "buff-and-green", language: .en)
        let buff = try #require(list.first { $0.position.split(separator: " ")[1] == "b" })
        let green = try #require(list.first { $0.position.split(separator: " ")[1] == "g" })
        #expect(try LearnModel(puzzleId: buff.id, progress: nil).frame.board.flipped)
        #expect(!(try LearnModel(puzzleId: green.id, progress: nil).frame.board.flipped))
        #expect(!(try LearnModel(gameId: "buff-and-green", step: 0, progress: nil).frame.board.flipped))
    }

    @Test func progressGoesThroughTheStoreAndTheOldFileIsImportedOnce() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("learn-store-\(UUID().uuidString)")
        let history = try GameHistory(directory: directory)
        let old = tempProgress()
        let puzzle = try #require(try puzzleList(gameId: "bobail", language: .en).first)
        let earlier = LearnProgress(json: "")
        let rating = try #require(earlier.record(record: .puzzle(puzzleId: puzzle.id, clean: true)))
        old.save(earlier)
        let file = LearnProgressFile(url: old.url, history: history)
        #expect(file.load().rating(gameId: "bobail") == rating)
        #expect(!FileManager.default.fileExists(atPath: old.url.path))

        let model = try LearnModel(gameId: "bagh-chal", step: 3, progress: file)
        model.tap(square: try square("c5", in: model))
        #expect(model.isDone)
        // Another store opened on the same database sees both.
        let again = try GameHistory(directory: directory).store.learnProgress()
        #expect(again.lessonStepsPassed(gameId: "bagh-chal") == [3])
        #expect(again.isSolved(gameId: "bobail", puzzleId: puzzle.id))
        try? FileManager.default.removeItem(at: directory)
    }
}
