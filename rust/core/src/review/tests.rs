use super::*;
use crate::i18n::Lang;
use crate::table_value::Value;
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
        matches!(given.label, MoveLabel::Mistake | MoveLabel::Blunder),
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
        .filter(|m| matches!(m.label, MoveLabel::Best | MoveLabel::Good))
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
    assert_eq!(MoveLabel::of_drop(0.0), MoveLabel::Best);
    assert_eq!(MoveLabel::of_drop(0.01), MoveLabel::Best);
    assert_eq!(MoveLabel::of_drop(0.03), MoveLabel::Good);
    assert_eq!(MoveLabel::of_drop(0.08), MoveLabel::Inaccuracy);
    assert_eq!(MoveLabel::of_drop(0.15), MoveLabel::Mistake);
    assert_eq!(MoveLabel::of_drop(0.5), MoveLabel::Blunder);
}

#[test]
fn a_forced_result_is_shown_in_the_players_language() {
    let info = (find_game("bagh-chal").unwrap().info)();
    let win = Evaluation::of_score(MATE - 13, 100.0);
    assert_eq!(
        words::evaluation(info, Side::First, &win, Lang::Fr),
        // French names a side with its article: les chèvres.
        "Les chèvres gagnent en 7"
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
    assert_eq!(last.label, MoveLabel::Best);
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

/// The value of each legal move of `record` for its mover, read move by
/// move: the result where the move ends the game, else the installed
/// table's value of the position it leads to, one ply earlier.
fn move_values(record: &dyn AnyMatch) -> Vec<(String, Value)> {
    let mover = record.status().side_to_move;
    record
        .legal_moves()
        .iter()
        .map(|mv| {
            let mut next = record.clone_box();
            next.play(&mv.notation).unwrap();
            let value = match next.outcome() {
                Some(outcome) if outcome.score_for(mover) > 0 => Value::Win { plies: 1 },
                Some(outcome) if outcome.score_for(mover) < 0 => Value::Loss { plies: 2 },
                Some(_) => Value::Draw,
                None => next.table_value().expect("in the table").before(),
            };
            (mv.notation.clone(), value)
        })
        .collect()
}

/// 1 won, 0 drawn, -1 lost.
fn result(value: Value) -> i32 {
    match value {
        Value::Win { .. } => 1,
        Value::Draw => 0,
        Value::Loss { .. } => -1,
    }
}

/// With a solved table installed (the two-capture rules, solved in the
/// test), a sliding-phase move that throws away a win or a draw is a
/// blunder said in those words, with exact expected scores, the table's
/// forced results and a better move that keeps the result; the quickest
/// win is best and a slower one good.
#[test]
fn the_table_judges_sliding_moves_by_the_result_they_keep() {
    use crate::games::bagh_chal::tablebase::tests::{install_small, sample};
    use crate::games::bagh_chal::BaghChal;
    use crate::Game;
    let table = install_small();
    let options = BaghChal::options(&table.config());
    let entry = find_game("bagh-chal").unwrap();
    let (mut threw_win, mut threw_draw, mut best, mut good) = (0, 0, 0, 0);
    let positions = sample(60, 21, |v| {
        matches!(v, Value::Win { plies } if plies >= 3) || v == Value::Draw
    });
    for position in positions {
        let start = entry.from_position(&options, &position.to_text()).unwrap();
        let before = start.table_value().expect("in the table");
        let mover = start.status().side_to_move;
        let info = start.info();
        let values = move_values(start.as_ref());
        let quickest = values.iter().map(|(_, v)| v.preference()).max().unwrap();
        for (notation, value) in &values {
            let worse = result(*value) < result(before);
            let slower = !worse && value.preference() < quickest;
            let optimal = value.preference() == quickest;
            assert!(worse || slower || optimal);
            let mut record = start.clone_box();
            record.play(notation).unwrap();
            let review = run(record.as_ref());
            let mv = &review.moves[0];
            assert_eq!(&mv.played, notation);
            let expected_before = match before {
                Value::Win { .. } => 1.0,
                _ => 0.5,
            };
            assert_eq!(
                mv.before.expected,
                expected_before,
                "{}",
                position.to_text()
            );
            assert_eq!(mv.after.expected, f64::from(result(*value) + 1) / 2.0);
            let forced = match before {
                Value::Win { plies } => Forced::Win(u32::from(plies).div_ceil(2)),
                _ => Forced::Draw,
            };
            assert_eq!(mv.before.forced, Some(forced));
            let before_text = words::evaluation(info, mover, &mv.before, Lang::En);
            match before {
                Value::Win { plies } => assert_eq!(
                    before_text,
                    format!(
                        "{} win in {}",
                        info.side_name(mover, Lang::En),
                        plies.div_ceil(2)
                    )
                ),
                _ => assert_eq!(before_text, "Draw with best play"),
            }
            let after_text = words::evaluation(info, mover, &mv.after, Lang::En);
            // The better move named keeps the best value.
            let better = values.iter().find(|(n, _)| *n == mv.best).unwrap().1;
            assert_eq!(better.preference(), quickest);
            if worse {
                assert_eq!(mv.label, MoveLabel::Blunder);
                let (why, sentence) = match before {
                    Value::Win { .. } => {
                        threw_win += 1;
                        (
                            "this move threw away the win",
                            "This move threw away the win",
                        )
                    }
                    _ => {
                        threw_draw += 1;
                        (
                            "this move threw away the draw",
                            "This move threw away the draw",
                        )
                    }
                };
                assert_eq!(
                    words::result_change(mv, Lang::En).as_deref(),
                    Some(sentence)
                );
                // The reason is the refutation: the opponent's reply,
                // one of the table's best in the position the move left.
                let comment = words::comment(info, mv, Lang::En);
                assert!(
                    comment.starts_with(&format!("blunder: {why}: after {notation}")),
                    "{comment}"
                );
                assert!(
                    comment.ends_with(&format!(
                        "({before_text} → {after_text}); best was {}",
                        mv.best
                    )),
                    "{comment}"
                );
                if before != Value::Draw {
                    assert_eq!(
                        words::result_change(mv, Lang::Fr).as_deref(),
                        Some("Ce coup a laissé échapper la victoire")
                    );
                }
            } else if optimal {
                best += 1;
                assert_eq!(
                    mv.label,
                    MoveLabel::Best,
                    "{notation} in {}",
                    position.to_text()
                );
                assert_eq!(&mv.best, notation);
                assert_eq!(words::comment(info, mv, Lang::En), "best");
                assert_eq!(words::result_change(mv, Lang::En), None);
            } else {
                good += 1;
                assert_eq!(mv.label, MoveLabel::Good);
                assert_ne!(&mv.best, notation);
                assert_eq!(words::result_change(mv, Lang::En), None);
                assert!(mv.drop == 0.0);
            }
        }
    }
    assert!(
        threw_win > 10 && threw_draw > 10 && best > 10 && good > 10,
        "{threw_win} {threw_draw} {best} {good}"
    );
}

/// `board` (a position string's board) with its first goat taken off.
fn without_a_goat(board: &str) -> Option<String> {
    let mut cells: Vec<Vec<char>> = board
        .split('/')
        .map(|rank| {
            rank.chars()
                .flat_map(|c| match c.to_digit(10) {
                    Some(n) => vec!['.'; n as usize],
                    None => vec![c],
                })
                .collect()
        })
        .collect();
    let cell = cells.iter_mut().flatten().find(|c| **c == 'G')?;
    *cell = '.';
    let ranks: Vec<String> = cells
        .iter()
        .map(|rank| {
            let mut text = String::new();
            let mut empty = 0;
            for &c in rank {
                if c == '.' {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    text.push_str(&empty.to_string());
                    empty = 0;
                }
                text.push(c);
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect();
    Some(ranks.join("/"))
}

/// With a solved table installed, the last placement is judged by the
/// exact solve down to the table: with one goat to place, every placement
/// leads into the table, so each one's exact result is the table's value
/// of the position it leaves (read here directly, not through the solve).
/// A placement that does not keep the best result is a blunder, and the
/// move named instead keeps it; one that keeps it is not a blunder.
#[test]
fn the_exact_solve_judges_the_last_placement() {
    use crate::games::bagh_chal::tablebase::tests::{install_small, sample};
    use crate::games::bagh_chal::BaghChal;
    use crate::Game;
    let table = install_small();
    let options = BaghChal::options(&table.config());
    let entry = find_game("bagh-chal").unwrap();
    let settings = SearchSettings::nodes(2_000);
    let mut engine = Engine::new(16);
    let (mut blunders, mut kept) = (0, 0);
    for position in sample(80, 9, |_| true) {
        let text = position.to_text();
        let parts: Vec<&str> = text.split(' ').collect();
        if parts[1] != "g" {
            continue;
        }
        let Some(board) = without_a_goat(parts[0]) else {
            continue;
        };
        let Ok(start) = entry.from_position(&options, &format!("{board} g 1 {}", parts[3])) else {
            continue;
        };
        if start.outcome().is_some() {
            continue;
        }
        // Each placement's result for the goats, from the table.
        let mut results = Vec::new();
        for mv in start.legal_moves() {
            let mut next = start.clone_box();
            next.play(&mv.notation).unwrap();
            let r = match next.outcome() {
                Some(outcome) => outcome.score_for(Side::First),
                None => match next.table_value() {
                    Some(value) => -result(value),
                    None => break,
                },
            };
            results.push((mv.notation, r));
        }
        if results.len() != start.legal_moves().len() {
            continue;
        }
        let top = results.iter().map(|&(_, r)| r).max().unwrap();
        let worse = results.iter().find(|&&(_, r)| r < top);
        let keeping = results.iter().find(|&&(_, r)| r == top);
        for (notation, r) in worse.into_iter().chain(keeping) {
            let mut record = start.clone_box();
            record.play(notation).unwrap();
            let review = review(
                record.as_ref(),
                &mut engine,
                &settings,
                &AtomicBool::new(false),
                &mut |_, _| {},
            )
            .unwrap();
            let mv = &review.moves[0];
            if *r < top {
                blunders += 1;
                assert_eq!(mv.label, MoveLabel::Blunder, "{notation} in {text}");
                let named = results.iter().find(|(n, _)| *n == mv.best);
                assert_eq!(named.map(|&(_, r)| r), Some(top), "{mv:?}");
                assert!(mv.reason.is_some());
            } else {
                kept += 1;
                assert_ne!(mv.label, MoveLabel::Blunder, "{notation} in {text}");
            }
        }
    }
    assert!(blunders >= 5 && kept >= 10, "{blunders} {kept}");
}
