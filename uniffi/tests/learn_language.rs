//! The learning API speaks the language set with `set_language` (its own
//! test binary: the language is global to the library).

use boardlore::{puzzle_list, set_language, LearnLesson, LessonVerdict, PuzzleSession};

#[test]
fn lessons_and_puzzles_speak_the_current_language() {
    set_language("fr-FR".into());
    let lesson = LearnLesson::new("bagh-chal".into()).unwrap();
    let step = lesson.step();
    assert_eq!(step.title, "Poser les chèvres");
    assert_eq!(
        step.goal,
        "Les chèvres jouent en premier : posez une chèvre sur n'importe quel point libre."
    );
    lesson.go_to(3).unwrap();
    let wrong = lesson.play("a3".into());
    assert_eq!(wrong.verdict, LessonVerdict::Wrong);
    assert_eq!(
        wrong.message,
        "Après a3, l'adversaire peut prendre avec c3xc5."
    );
    assert_eq!(lesson.hint().as_deref(), Some("Essayez c5."));

    let list = puzzle_list("buff-and-green".into()).unwrap();
    let chain = list
        .iter()
        .find(|p| p.theme == "chain-capture")
        .expect("a chain-capture puzzle in Buff and Green");
    assert_eq!(chain.theme_name, "Rafle");
    let puzzle = PuzzleSession::new(list[0].id.clone()).unwrap();
    assert!(
        puzzle
            .goal()
            .ends_with("de jouer : trouvez le meilleur coup."),
        "{}",
        puzzle.goal()
    );

    set_language("ne".into());
    let lesson = LearnLesson::new("bagh-chal".into()).unwrap();
    assert!(
        lesson.step().goal.contains("बाख्रा"),
        "{}",
        lesson.step().goal
    );
    let puzzle = PuzzleSession::new(list[0].id.clone()).unwrap();
    assert!(puzzle.goal().contains("को पालो"), "{}", puzzle.goal());
    // Notation stays Latin in every language.
    let refused = lesson.play("z9".into());
    assert_eq!(refused.verdict, LessonVerdict::Refused);
    assert!(refused.message.contains("z9"), "{}", refused.message);
    set_language("en".into());
}
