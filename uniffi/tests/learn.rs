//! The learning API as the apps call it: the lists of a game's lesson
//! steps and puzzles, the trainer screen, and progress kept as JSON and
//! in the game store. (The trainer's behaviour is in the core's tests and
//! the scenarios; this checks what crosses the boundary.)

use boardlore::{
    lesson_steps, puzzle_list, GameStore, Lang, LearnProgress, ProgressRecord, TrainerAction,
    TrainerContent, TrainerEffect, TrainerScreen,
};

#[test]
fn the_lists_give_every_step_and_puzzle_in_the_language_asked() {
    let steps = lesson_steps("bagh-chal".into(), Lang::En).unwrap();
    assert_eq!(steps.len(), 8);
    assert_eq!(steps[3].heading, "Step 4 of 8 · Guard the goats");
    assert_eq!(steps[3].index, 3);
    let french = lesson_steps("bagh-chal".into(), Lang::Fr).unwrap();
    assert_eq!(french[0].title, "Poser les chèvres");
    assert!(lesson_steps("chess".into(), Lang::En).is_err());

    let list = puzzle_list("buff-and-green".into(), Lang::Fr).unwrap();
    // Every puzzle of the game's set, none left out.
    let set = boardlore_core::learn::puzzles("buff-and-green").unwrap();
    assert_eq!(list.len(), set.len());
    assert!(!list.is_empty());
    let chain = list.iter().find(|p| p.theme == "chain-capture").unwrap();
    assert_eq!(chain.theme_name, "Rafle");
    assert!(chain
        .heading
        .ends_with(&format!("Rafle · niveau {}", chain.difficulty)));
    assert!(puzzle_list("chess".into(), Lang::En).is_err());
}

#[test]
fn the_trainer_screen_answers_with_frames_and_effects() {
    let screen = TrainerScreen::new(
        TrainerContent::Lesson {
            game_id: "bagh-chal".into(),
            step: 3,
        },
        Lang::En,
    )
    .unwrap();
    let start = screen.frame();
    assert_eq!(start.heading, "Step 4 of 8 · Guard the goats");
    assert!(start.board.played.is_none());
    // The board crosses as squares; a tap on one is a move entered.
    let c5 = start.board.squares.iter().find(|s| s.name == "c5").unwrap();
    assert_eq!(c5.piece, None);
    let passed = screen.act(TrainerAction::Tap { square: c5.index });
    assert!(passed.frame.done);
    assert!(passed.effects.contains(&TrainerEffect::Record {
        record: ProgressRecord::LessonStep {
            game_id: "bagh-chal".into(),
            step: 3
        }
    }));
    // The move to animate, described with its motion.
    let played = passed.frame.board.played.unwrap();
    assert_eq!(played.notation, "c5");
    assert_eq!(played.motions.len(), 1);
    assert_eq!(
        played.motions[0].path,
        vec![boardlore_core::Square(c5.index as u8)]
    );
    let square = &passed.frame.board.squares[c5.index as usize];
    assert_eq!(square.piece.as_deref(), Some("G"));
    assert!(square.last_to);
    assert!(TrainerScreen::new(
        TrainerContent::Puzzle {
            puzzle_id: "nope-1".into()
        },
        Lang::En
    )
    .is_err());
}

#[test]
fn progress_keeps_ratings_and_survives_json_and_the_store() {
    let progress = LearnProgress::new(String::new());
    let first = puzzle_list("seega".into(), Lang::En).unwrap().remove(0);
    assert_eq!(progress.rating("seega".into()), 1000);
    let rating = progress
        .record(ProgressRecord::Puzzle {
            puzzle_id: first.id.clone(),
            clean: true,
        })
        .unwrap();
    assert!(rating > 1000);
    assert!(progress.is_solved("seega".into(), first.id.clone()));
    let step = ProgressRecord::LessonStep {
        game_id: "seega".into(),
        step: 0,
    };
    assert_eq!(progress.record(step), None);
    let back = LearnProgress::new(progress.to_json());
    assert_eq!(back.rating("seega".into()), rating);
    assert_eq!(back.solved_count("seega".into()), 1);
    assert_eq!(back.lesson_steps_passed("seega".into()), vec![0]);
    let next = back.next_puzzle("seega".into(), Lang::En).unwrap();
    assert_ne!(next.id, first.id);
    let unknown = ProgressRecord::Puzzle {
        puzzle_id: "nope".into(),
        clean: true,
    };
    assert_eq!(progress.record(unknown), None);

    let path = std::env::temp_dir().join(format!("learn-{}.db", std::process::id()));
    let store = GameStore::open(path.display().to_string()).unwrap();
    store.save_learn_progress(back).unwrap();
    let kept = GameStore::open(path.display().to_string())
        .unwrap()
        .learn_progress()
        .unwrap();
    assert_eq!(kept.rating("seega".into()), rating);
    let _ = std::fs::remove_file(&path);
}
