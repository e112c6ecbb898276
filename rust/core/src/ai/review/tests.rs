use super::*;
use crate::i18n::Lang;
use crate::Options;

fn game(id: &str, moves: &[&str]) -> Box<dyn AnyMatch> {
    let mut record = find_game(id).unwrap().new_match(&Options::new()).unwrap();
    for mv in moves {
        record.play(mv).unwrap();
    }
    record
}

fn run(record: &dyn AnyMatch) -> GameReview {
    let mut engine = Engine::new(16);
    review(
        record,
        &mut engine,
        &settings_for(record, DEFAULT_LEVEL),
        &AtomicBool::new(false),
        &mut |_, _| {},
    )
    .unwrap()
}

/// Whether the side to move has a capture.
fn can_capture(record: &dyn AnyMatch) -> bool {
    record.legal_moves().iter().any(|m| m.is_capture)
}

/// The done-when check of the review: in a Bagh Chal game played by the
/// expert, the goats place a goat where a tiger takes it for nothing. The
/// review calls that placement a mistake or a blunder and names a move that
/// leaves the tigers no capture; the expert's own moves are mostly best or
/// good.
#[test]
fn a_goat_given_away_is_a_mistake_and_the_expert_plays_well() {
    let mut record = game("bagh-chal", &[]);
    let mut engine = Engine::new(16);
    let expert = SearchSettings::for_level(Level::Expert).without_time();
    let never = AtomicBool::new(false);
    for _ in 0..14 {
        let thought = record.think(&mut engine, &expert, &never).unwrap();
        record.play(&thought.notation).unwrap();
    }
    // Goats to move (14 plies played): the first placement that hands a
    // tiger a capture, when some other move would not.
    assert_eq!(record.status().side_to_move, Side::First);
    let gift = record
        .legal_moves()
        .into_iter()
        .find(|mv| {
            let mut next = record.clone_box();
            next.play(&mv.notation).unwrap();
            can_capture(next.as_ref())
        })
        .expect("some placement leaves a goat to be taken");
    let blunder_ply = record.history().len();
    record.play(&gift.notation).unwrap();
    assert!(can_capture(record.as_ref()));
    for _ in 0..2 {
        let thought = record.think(&mut engine, &expert, &never).unwrap();
        record.play(&thought.notation).unwrap();
    }
    assert!(
        record.history()[blunder_ply + 1].is_capture,
        "the tiger takes it"
    );

    let review = run(record.as_ref());
    assert_eq!(review.moves.len(), blunder_ply + 3);
    let given = &review.moves[blunder_ply];
    assert_eq!(given.played, gift.notation);
    assert!(
        matches!(given.label, Label::Mistake | Label::Blunder),
        "{given:?}"
    );
    assert_ne!(given.best, given.played);
    // The move it names avoids the loss.
    let mut avoided = game("bagh-chal", &[]);
    for mv in &record.history()[..blunder_ply] {
        avoided.play(&mv.notation).unwrap();
    }
    avoided.play(&given.best).unwrap();
    assert!(
        !can_capture(avoided.as_ref()),
        "{} still loses a goat",
        given.best
    );

    let expert_moves: Vec<&MoveReview> = review
        .moves
        .iter()
        .filter(|m| m.ply != blunder_ply)
        .collect();
    let fine = expert_moves
        .iter()
        .filter(|m| matches!(m.label, Label::Best | Label::Good))
        .count();
    assert!(
        fine * 4 >= expert_moves.len() * 3,
        "only {fine} of {} expert moves best or good: {:?}",
        expert_moves.len(),
        expert_moves
            .iter()
            .map(|m| (m.played.as_str(), m.label))
            .collect::<Vec<_>>()
    );
    let comment = words::comment((find_game("bagh-chal").unwrap().info)(), given, Lang::En);
    assert!(
        comment.starts_with(given.label.word())
            && comment.ends_with(&format!("best was {}", given.best)),
        "{comment}"
    );
}

#[test]
fn labels_follow_the_drop_thresholds() {
    assert_eq!(Label::of_drop(0.0), Label::Best);
    assert_eq!(Label::of_drop(0.01), Label::Best);
    assert_eq!(Label::of_drop(0.03), Label::Good);
    assert_eq!(Label::of_drop(0.08), Label::Inaccuracy);
    assert_eq!(Label::of_drop(0.15), Label::Mistake);
    assert_eq!(Label::of_drop(0.5), Label::Blunder);
}

#[test]
fn a_forced_result_is_shown_in_the_players_language() {
    let info = (find_game("bagh-chal").unwrap().info)();
    let win = Evaluation::of_score(MATE - 13, 100.0);
    assert_eq!(
        words::evaluation(info, Side::First, &win, Lang::Fr),
        "Chèvres gagnent en 7"
    );
    let ne = words::evaluation(info, Side::Second, &win, Lang::Ne);
    assert!(ne.contains('7') && ne.contains("बाघ"), "{ne}");
}

#[test]
fn a_forced_result_is_shown_as_such() {
    let info = (find_game("bagh-chal").unwrap().info)();
    let win = Evaluation::of_score(MATE - 13, 100.0);
    assert_eq!(win.forced, Some(Forced::Win(7)));
    assert_eq!(win.expected, 1.0);
    assert_eq!(
        words::evaluation(info, Side::First, &win, Lang::En),
        "Goats win in 7"
    );
    assert_eq!(
        words::evaluation(info, Side::Second, &win, Lang::En),
        "Tigers win in 7"
    );
    let loss = win.flipped();
    assert_eq!(loss.forced, Some(Forced::Loss(7)));
    assert_eq!(
        words::evaluation(info, Side::First, &loss, Lang::En),
        "Tigers win in 7"
    );
    let even = Evaluation::of_score(0, 100.0);
    assert_eq!(
        words::evaluation(info, Side::First, &even, Lang::En),
        "Goats 50%"
    );
}

#[test]
fn the_winning_capture_is_found_and_the_end_is_scored() {
    // Four goats taken; a goat on b4 next to the tiger on a5, c3 empty.
    let record = find_game("bagh-chal")
        .unwrap()
        .from_position(&Options::new(), "T3T/1G3/5/5/T3T t 15 4")
        .unwrap();
    let mut record = record;
    let review0 = run(record.as_ref());
    assert!(review0.moves.is_empty());
    let mut engine = Engine::new(16);
    let thought = record
        .think(
            &mut engine,
            &SearchSettings::nodes(20_000),
            &AtomicBool::new(false),
        )
        .unwrap();
    assert!(thought.score > MATE_BOUND, "{thought:?}");
    record.play(&thought.notation).unwrap();
    assert!(record.outcome().is_some());
    let review = run(record.as_ref());
    let last = &review.moves[0];
    assert_eq!(last.before.forced, Some(Forced::Win(1)));
    assert_eq!(last.after.forced, Some(Forced::Over));
    assert_eq!(last.after.expected, 1.0);
    assert_eq!(last.label, Label::Best);
    let info = (find_game("bagh-chal").unwrap().info)();
    assert_eq!(
        words::evaluation(info, Side::Second, &last.before, Lang::En),
        "Tigers win in 1"
    );
    assert_eq!(
        words::evaluation(info, Side::Second, &last.after, Lang::En),
        "Tigers won"
    );
}

#[test]
fn progress_is_reported_and_cancel_stops_the_review() {
    let mut record = game("bagh-chal", &[]);
    for _ in 0..4 {
        let first = record.legal_moves()[0].notation.clone();
        record.play(&first).unwrap();
    }
    let mut engine = Engine::new(16);
    let settings = settings_for(record.as_ref(), Level::Easy);
    let mut seen = Vec::new();
    review(
        record.as_ref(),
        &mut engine,
        &settings,
        &AtomicBool::new(false),
        &mut |d, t| seen.push((d, t)),
    )
    .unwrap();
    assert_eq!(seen, [(1, 5), (2, 5), (3, 5), (4, 5), (5, 5)]);

    let cancel = AtomicBool::new(false);
    let mut calls = 0;
    let result = review(
        record.as_ref(),
        &mut engine,
        &settings,
        &cancel,
        &mut |d, _| {
            calls += 1;
            if d == 2 {
                cancel.store(true, Ordering::Relaxed);
            }
        },
    );
    assert_eq!(result, Err(ReviewError::Cancelled));
    assert_eq!(calls, 2);
}

#[test]
fn a_review_survives_json() {
    let record = game("seega", &[]);
    let mut record = record;
    for _ in 0..6 {
        let first = record.legal_moves()[0].notation.clone();
        record.play(&first).unwrap();
    }
    let review = run(record.as_ref());
    assert_eq!(review.moves.len(), 6);
    assert_eq!(review.moves[0].turn, "1.");
    let back = GameReview::from_json(&review.to_json()).unwrap();
    // Floats may come back a bit off in the last place.
    assert_eq!(back.moves.len(), review.moves.len());
    for (a, b) in back.moves.iter().zip(&review.moves) {
        assert_eq!(
            (&a.played, &a.best, a.label, &a.line),
            (&b.played, &b.best, b.label, &b.line)
        );
        assert!((a.drop - b.drop).abs() < 1e-12);
        assert_eq!(a.before.forced, b.before.forced);
    }
    assert!(matches!(
        GameReview::from_json("{"),
        Err(ReviewError::Corrupt(_))
    ));
    assert_eq!(review.comments(Lang::En).len(), 6);
}
