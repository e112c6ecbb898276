//! The learning API as the apps call it: a lesson step judged, a puzzle
//! solved with its reply, hints and the solution, progress kept as JSON.

use boardlore::{
    puzzle_list, GameMatch, LearnLesson, LearnProgress, LessonVerdict, PuzzleMoveVerdict,
    PuzzleSession,
};

#[test]
fn a_lesson_refuses_explains_and_passes() {
    let lesson = LearnLesson::new("bagh-chal".into()).unwrap();
    assert_eq!(lesson.step().count, 8);
    lesson.go_to(3).unwrap();
    let step = lesson.step();
    assert_eq!(step.title, "Guard the goats");
    // The app draws the step with a GameMatch from its position.
    let board =
        GameMatch::from_position("bagh-chal".into(), vec![], step.position.clone()).unwrap();
    assert_eq!(board.position(), step.position);
    let refused = lesson.play("a1".into());
    assert_eq!(refused.verdict, LessonVerdict::Refused);
    assert_eq!(refused.message, "No piece can be placed on a1.");
    let wrong = lesson.play("a3".into());
    assert_eq!(wrong.verdict, LessonVerdict::Wrong);
    assert!(wrong.message.contains("c3xc5"), "{}", wrong.message);
    assert_eq!(wrong.position, step.position);
    assert_eq!(lesson.hint_move().as_deref(), Some("c5"));
    let passed = lesson.play("c5".into());
    assert_eq!(passed.verdict, LessonVerdict::Passed);
    assert_ne!(passed.position, step.position);
    assert!(lesson.next_step().unwrap());
    assert_eq!(lesson.step().index, 4);
    assert!(LearnLesson::new("chess".into()).is_err());
}

#[test]
fn a_puzzle_is_played_with_hint_reply_and_solution() {
    let list = puzzle_list("buff-and-green".into()).unwrap();
    assert!(list.len() >= 60);
    let summary = list.iter().find(|p| p.solver_moves >= 2).unwrap();
    let puzzle = PuzzleSession::new(summary.id.clone()).unwrap();
    assert_eq!(puzzle.summary(), *summary);
    assert!(puzzle.goal().ends_with("find the best move."));
    let solution = puzzle.reveal();
    assert!(solution.len() >= 3);
    assert_eq!(puzzle.hint(), solution[0].taps.first().copied());
    let first = puzzle.play(solution[0].notation.clone());
    assert_eq!(first.verdict, PuzzleMoveVerdict::Correct);
    assert_eq!(first.reply.unwrap().notation, solution[1].notation);
    puzzle.restart();
    assert_eq!(puzzle.position(), summary.position);
    assert!(!puzzle.clean());
    assert!(PuzzleSession::new("nope-1".into()).is_err());
    assert!(puzzle_list("chess".into()).is_err());
}

#[test]
fn progress_keeps_ratings_and_survives_json() {
    let progress = LearnProgress::new(String::new());
    let first = puzzle_list("seega".into()).unwrap().remove(0);
    assert_eq!(progress.rating("seega".into()), 1000);
    let rating = progress.record_puzzle(first.id.clone(), true).unwrap();
    assert!(rating > 1000);
    assert!(progress.is_solved("seega".into(), first.id.clone()));
    progress.record_lesson_step("seega".into(), 0);
    let back = LearnProgress::new(progress.to_json());
    assert_eq!(back.rating("seega".into()), rating);
    assert_eq!(back.solved_count("seega".into()), 1);
    assert_eq!(back.lesson_steps_passed("seega".into()), vec![0]);
    assert_ne!(back.next_puzzle("seega".into()).unwrap().id, first.id);
    assert!(progress.record_puzzle("nope".into(), true).is_err());
}
