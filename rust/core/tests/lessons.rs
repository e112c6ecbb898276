//! Every lesson step of every game: its position loads, its answer passes,
//! a wrong legal move is explained, an illegal one refused with a reason,
//! and the challenges play against the computer.

use boardlore_core::catalogue;
use boardlore_core::i18n::Lang;
use boardlore_core::learn::lessons::{lesson_steps, Check};
use boardlore_core::learn::{Lesson, Verdict};

#[test]
fn every_game_has_six_to_ten_steps_with_titles_and_goals() {
    for info in catalogue() {
        let steps = lesson_steps(info.id).expect("lessons for every game");
        assert!(
            (6..=10).contains(&steps.len()),
            "{}: {} steps",
            info.id,
            steps.len()
        );
        let mut lesson = Lesson::new(info.id).unwrap();
        for (i, step) in steps.iter().enumerate() {
            lesson.go_to(i).unwrap();
            let view = lesson.view();
            assert_eq!(view.position, step.position, "{} step {i}", info.id);
            assert!(
                !view.title.contains("-title"),
                "{}: no title for step {i}",
                info.id
            );
            assert!(
                !view.goal.contains("-goal"),
                "{}: no goal for step {i}",
                info.id
            );
            assert!(view.goal.ends_with('.'), "{}: {}", info.id, view.goal);
            assert!(lesson.session().outcome().is_none());
        }
        assert!(steps
            .iter()
            .rev()
            .take(1)
            .all(|s| matches!(s.check, Check::Challenge(_))));
    }
}

#[test]
fn each_answer_passes_and_other_legal_moves_are_explained() {
    for info in catalogue() {
        let steps = lesson_steps(info.id).unwrap();
        let mut lesson = Lesson::new(info.id).unwrap();
        for (i, step) in steps.iter().enumerate() {
            if matches!(step.check, Check::Challenge(_)) {
                continue;
            }
            lesson.go_to(i).unwrap();
            assert_eq!(lesson.hint().as_deref(), Some(step.answer));
            // Every legal move other than the accepted ones is explained.
            let legal: Vec<String> = lesson
                .session()
                .legal_moves()
                .iter()
                .map(|m| m.notation.clone())
                .collect();
            let mut wrong = 0;
            for mv in &legal {
                let attempt = lesson.play(mv);
                match attempt.verdict {
                    Verdict::Passed => lesson.retry().unwrap(),
                    Verdict::Wrong => {
                        wrong += 1;
                        assert!(
                            attempt.message.contains(mv.as_str()) || !attempt.message.is_empty()
                        );
                        assert_eq!(
                            lesson.view().position,
                            step.position,
                            "a wrong move is not played"
                        );
                    }
                    other => panic!("{} {}: {mv} judged {other:?}", info.id, step.id),
                }
            }
            if step.check != Check::Any && wrong == 0 {
                // Only where the rules force a capture: the other moves are
                // refused with that reason.
                assert!(
                    lesson.session().legal_moves().iter().all(|m| m.is_capture),
                    "{} {}: every legal move passes",
                    info.id,
                    step.id
                );
            }
            let attempt = lesson.play(step.answer);
            assert_eq!(
                attempt.verdict,
                Verdict::Passed,
                "{} {}: {}",
                info.id,
                step.id,
                attempt.message
            );
            assert!(lesson.view().passed);
            assert_eq!(lesson.play(step.answer).verdict, Verdict::Refused);
        }
    }
}

#[test]
fn a_wrong_move_gets_the_reason_of_the_step() {
    let mut lesson = Lesson::new("bagh-chal").unwrap();
    // Step 4: place so that no goat can be jumped.
    lesson.go_to(3).unwrap();
    let attempt = lesson.play("a3");
    assert_eq!(attempt.verdict, Verdict::Wrong);
    assert_eq!(
        attempt.message,
        "After a3, the other side can capture with c3xc5."
    );
    // An occupied point is refused with the session's reason.
    let attempt = lesson.play("a1");
    assert_eq!(attempt.verdict, Verdict::Refused);
    assert_eq!(attempt.message, "No piece can be placed on a1.");
    // Tigers must jump when they can: the rule's reason.
    lesson.go_to(2).unwrap();
    let attempt = lesson.play("a1-b1");
    assert_eq!(attempt.verdict, Verdict::Refused);
    assert_eq!(attempt.message, "A capture is compulsory: c3xc5.");
}

#[test]
fn bobail_refuses_a_slide_without_the_bobail_step() {
    let mut lesson = Lesson::new("bobail").unwrap();
    lesson.go_to(1).unwrap();
    let attempt = lesson.play("a2-a4");
    assert_eq!(attempt.verdict, Verdict::Refused);
    assert!(
        attempt.message.contains("The bobail moves first"),
        "{}",
        attempt.message
    );
    lesson.go_to(2).unwrap();
    let attempt = lesson.play("a2,a1-b1");
    assert!(matches!(attempt.verdict, Verdict::Refused | Verdict::Wrong));
    let attempt = lesson.play("c2,a1-b1");
    assert_eq!(attempt.verdict, Verdict::Wrong, "{}", attempt.message);
    assert!(attempt.message.contains("does not win yet"));
}

#[test]
fn challenges_answer_with_the_computer_and_end_in_a_verdict() {
    for info in catalogue() {
        let steps = lesson_steps(info.id).unwrap();
        let mut lesson = Lesson::new(info.id).unwrap();
        for (i, step) in steps.iter().enumerate() {
            let Check::Challenge(c) = step.check else {
                continue;
            };
            lesson.go_to(i).unwrap();
            assert_eq!(lesson.view().moves_left, Some(c.moves));
            // Following the engine's hints wins every challenge within its
            // move count: each can be won.
            let mut ended = false;
            for _ in 0..c.moves {
                let hint = lesson.hint().expect("a hint in a challenge");
                let attempt = lesson.play(&hint);
                match attempt.verdict {
                    Verdict::Continue => assert!(attempt.reply.is_some()),
                    Verdict::Passed => {
                        ended = true;
                        break;
                    }
                    other => panic!("{} {}: {hint} judged {other:?}", info.id, step.id),
                }
            }
            assert!(
                ended,
                "{} {}: the hints did not win the challenge",
                info.id, step.id
            );
        }
    }
}

#[test]
fn a_lesson_speaks_french_and_nepali() {
    let mut lesson = Lesson::new("bagh-chal").unwrap();
    let english = lesson.view().goal;
    assert_eq!(
        english,
        "The goats move first: place a goat on any empty point."
    );
    lesson.set_language(Lang::Fr);
    let french = lesson.view();
    assert_eq!(
        french.goal,
        "Les chèvres jouent en premier : posez une chèvre sur n'importe quel point libre."
    );
    assert_eq!(french.title, "Poser les chèvres");
    lesson.set_language(Lang::Ne);
    let nepali = lesson.view().goal;
    assert!(nepali.contains("बाख्रा"), "{nepali}");
    assert_ne!(nepali, english);
    // Wrong moves and refusals follow, notation kept in Latin letters.
    lesson.set_language(Lang::Fr);
    lesson.go_to(3).unwrap();
    let wrong = lesson.play("a3");
    assert_eq!(wrong.verdict, Verdict::Wrong);
    assert_eq!(
        wrong.message,
        "Après a3, l'adversaire peut prendre avec c3xc5."
    );
    let refused = lesson.play("a1");
    assert_eq!(refused.verdict, Verdict::Refused);
    assert!(refused.message.contains("a1"), "{}", refused.message);
    assert!(!refused.message.contains("No piece"), "{}", refused.message);
    // A challenge's goal reads its counts with the language's plurals.
    let last = lesson.len() - 1;
    lesson.go_to(last).unwrap();
    let goal = lesson.view().goal;
    assert!(goal.contains("ordinateur"), "{goal}");
    lesson.set_language(Lang::Ne);
    let goal = lesson.view().goal;
    assert!(goal.contains("कम्प्युटर"), "{goal}");
}
