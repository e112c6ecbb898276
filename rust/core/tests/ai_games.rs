//! The search on the real games: a tiny arena smoke run for every game,
//! determinism of node-budgeted play, and `think` through `AnyMatch`.

use boardlore_core::ai::{Engine, Level, SearchSettings};
use boardlore_core::arena::{play_game, GameSetup, Player};
use boardlore_core::{catalogue, find_game, Options};
use std::sync::atomic::AtomicBool;

#[test]
fn every_game_plays_to_the_end_between_two_small_engines() {
    for info in catalogue() {
        let entry = find_game(info.id).unwrap();
        let easy = Player::new(SearchSettings::for_level(Level::Easy).without_time());
        let small = Player {
            settings: SearchSettings::nodes(400),
            by_phase: vec![("setting".into(), SearchSettings::nodes(100))],
            eval: Vec::new(),
        };
        let mut engines = [Engine::new(1), Engine::new(1)];
        let [a, b] = &mut engines;
        let setup = GameSetup {
            opening_plies: 2,
            seed: 7,
            max_plies: 300,
        };
        let result = play_game(
            entry.new_match(&Options::new()).unwrap(),
            [&small, &easy],
            [a, b],
            &setup,
        )
        .unwrap();
        assert!(result.plies > 0, "{}", info.id);
        assert_eq!(result.moves.len() as u32, result.plies);
        // Replaying the moves gives the same end.
        let mut replay = entry.new_match(&Options::new()).unwrap();
        for mv in &result.moves {
            replay.play(mv).unwrap();
        }
        assert_eq!(replay.outcome(), result.outcome, "{}", info.id);
    }
}

#[test]
fn node_budgeted_play_is_deterministic_in_every_game() {
    for info in catalogue() {
        let entry = find_game(info.id).unwrap();
        let run = || {
            let mut engine = Engine::new(2);
            let mut record = entry.new_match(&Options::new()).unwrap();
            let mut moves = Vec::new();
            for ply in 0..12u64 {
                let level = if ply % 2 == 0 {
                    Level::Medium
                } else {
                    Level::Easy
                };
                let settings = SearchSettings::for_level(level)
                    .without_time()
                    .with_seed(ply);
                let Ok(thought) = record.think(&mut engine, &settings, &AtomicBool::new(false))
                else {
                    break;
                };
                moves.push((thought.notation.clone(), thought.score, thought.nodes));
                record.play(&thought.notation).unwrap();
            }
            moves
        };
        assert_eq!(run(), run(), "{}", info.id);
    }
}

#[test]
fn think_refuses_a_finished_game_and_hints_a_legal_move() {
    for info in catalogue() {
        let record = find_game(info.id)
            .unwrap()
            .new_match(&Options::new())
            .unwrap();
        let mut engine = Engine::default();
        let thought = record
            .think(
                &mut engine,
                &SearchSettings::nodes(2_000),
                &AtomicBool::new(false),
            )
            .unwrap();
        assert!(
            record
                .legal_moves()
                .iter()
                .any(|m| m.notation == thought.notation),
            "{}",
            info.id
        );
        assert_eq!(thought.position_hash, record.position_hash());
        let mut finished = record.clone_box();
        finished.resign(finished.status().side_to_move).unwrap();
        assert!(finished
            .think(
                &mut engine,
                &SearchSettings::nodes(100),
                &AtomicBool::new(false)
            )
            .is_err());
    }
}
