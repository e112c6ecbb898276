//! The trainer speaks the language it is opened with, whatever the
//! library-wide language (`set_language`) says.

use boardlore::{set_language, Lang, TrainerAction, TrainerContent, TrainerScreen};

#[test]
fn the_trainer_speaks_the_language_it_is_given_not_the_global_one() {
    set_language("ne".into());
    let screen = TrainerScreen::new(
        TrainerContent::Lesson {
            game_id: "bagh-chal".into(),
            step: 0,
        },
        Lang::Fr,
    )
    .unwrap();
    let frame = screen.frame();
    assert_eq!(frame.heading, "Étape 1 sur 8 · Poser les chèvres");
    assert_eq!(
        frame.goal,
        "Les chèvres jouent en premier : posez une chèvre sur n'importe quel point libre."
    );
    let puzzle = TrainerScreen::new(
        TrainerContent::Puzzle {
            puzzle_id: "bobail-001".into(),
        },
        Lang::Ne,
    )
    .unwrap();
    assert!(
        puzzle.frame().goal.contains("को पालो"),
        "{}",
        puzzle.frame().goal
    );
    // Notation stays Latin in every language.
    let refused = puzzle.act(TrainerAction::Move {
        notation: "z9".into(),
    });
    let message = refused.frame.message.unwrap();
    assert!(message.contains("z9"), "{message}");
    set_language("en".into());
}
