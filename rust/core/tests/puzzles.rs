//! The shipped puzzle sets: their size and spread, legal lines, and the
//! verifying search on a sample (`boardlore puzzles verify` checks them all).

use boardlore_core::learn::{puzzles, verify, Judge, Puzzle};
use boardlore_core::{catalogue, find_game, Options};
use std::collections::{HashMap, HashSet};

fn every_set() -> Vec<(&'static str, Vec<Puzzle>)> {
    catalogue()
        .map(|info| (info.id, puzzles(info.id).expect("the shipped set reads")))
        .collect()
}

#[test]
fn each_game_has_at_least_sixty_puzzles_with_unique_ids_and_positions() {
    let mut ids = HashSet::new();
    for (game, set) in every_set() {
        assert!(set.len() >= 60, "{game}: only {} puzzles", set.len());
        let positions: HashSet<&str> = set.iter().map(|p| p.position.as_str()).collect();
        assert_eq!(positions.len(), set.len(), "{game}: a position is repeated");
        for p in &set {
            assert!(ids.insert(p.id.clone()), "{} is used twice", p.id);
            assert_eq!(p.game, game);
        }
    }
}

#[test]
fn themes_are_spread_and_difficulties_span_three_levels() {
    for (game, set) in every_set() {
        let mut themes: HashMap<_, usize> = HashMap::new();
        for p in &set {
            *themes.entry(p.theme).or_default() += 1;
        }
        for (theme, count) in themes {
            assert!(
                count * 10 <= set.len() * 4,
                "{game}: {} has {count} of {} puzzles",
                theme.id(),
                set.len()
            );
        }
        let levels: HashSet<u8> = set.iter().map(|p| p.difficulty).collect();
        assert!(levels.len() >= 3, "{game}: difficulties {levels:?}");
    }
}

#[test]
fn every_solution_is_legal_ends_with_the_solver_and_has_a_choice_first() {
    for (_, set) in every_set() {
        for p in &set {
            let mut record = find_game(&p.game)
                .unwrap()
                .from_position(&Options::new(), &p.position)
                .unwrap_or_else(|e| panic!("{}: {e}", p.id));
            assert!(record.outcome().is_none(), "{}: game over", p.id);
            assert!(record.legal_moves().len() >= 2, "{}: only one move", p.id);
            let solver = record.status().side_to_move;
            let mut last = None;
            for text in &p.solution {
                let legal = record.legal_moves();
                assert!(
                    legal.iter().any(|m| &m.notation == text),
                    "{}: {text} is not legal",
                    p.id
                );
                last = Some(record.play(text).unwrap().side);
            }
            assert_eq!(last, Some(solver), "{}: the line ends with a reply", p.id);
        }
    }
}

#[test]
fn a_sample_of_each_game_passes_the_verifying_search() {
    let mut judge = Judge::verifier();
    for (_, set) in every_set() {
        // The first, a middle and the last (hardest) puzzle of each set.
        for p in [&set[0], &set[set.len() / 2], &set[set.len() - 1]] {
            verify(&mut judge, p).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        }
    }
}

#[test]
fn a_doctored_puzzle_fails_verification() {
    let mut judge = Judge::verifier();
    let set = puzzles("bagh-chal").unwrap();
    let mut wrong = set[0].clone();
    // Another legal first move than the solution's is not clearly best.
    let record = find_game("bagh-chal")
        .unwrap()
        .from_position(&Options::new(), &wrong.position)
        .unwrap();
    let other = record
        .legal_moves()
        .into_iter()
        .find(|m| m.notation != wrong.solution[0])
        .unwrap();
    wrong.solution = vec![other.notation];
    assert!(verify(&mut judge, &wrong).is_err());
    let mut harder = set[0].clone();
    harder.difficulty = if harder.difficulty == 5 { 1 } else { 5 };
    assert!(verify(&mut judge, &harder).is_err());
}
