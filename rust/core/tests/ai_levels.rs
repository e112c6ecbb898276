//! Levels' node budgets are resolved per game: an explicit budget wins,
//! else the level's budget in the game searched.

use boardlore_core::ai::{Engine, Level, SearchSettings};
use boardlore_core::games::bobail::Bobail;
use boardlore_core::{catalogue, find_game, Game, Options};
use std::sync::atomic::AtomicBool;

#[test]
fn every_game_gives_stronger_searching_levels_more_nodes() {
    // Easy is left out: it scores every move two plies deep whatever its
    // budget, which only caps that, so a game may give medium fewer nodes.
    for info in catalogue() {
        let record = find_game(info.id)
            .unwrap()
            .new_match(&Options::new())
            .unwrap();
        for pair in Level::ALL[1..].windows(2) {
            assert!(
                record.level_nodes(pair[0]) < record.level_nodes(pair[1]),
                "{}: {} has no more nodes than {}",
                info.id,
                pair[1],
                pair[0]
            );
        }
    }
}

#[test]
fn a_level_uses_its_games_budget_unless_told_otherwise() {
    let expert = SearchSettings::for_level(Level::Expert);
    assert_eq!(
        expert.node_budget::<Bobail>(),
        Some(Bobail::level_nodes(Level::Expert))
    );
    assert_ne!(
        Bobail::level_nodes(Level::Expert),
        Level::Expert.node_budget()
    );
    let explicit = SearchSettings {
        max_nodes: Some(1_000),
        ..expert.clone()
    };
    assert_eq!(explicit.node_budget::<Bobail>(), Some(1_000));
    let unlimited = SearchSettings {
        max_nodes: Some(u64::MAX),
        ..expert
    };
    assert_eq!(unlimited.node_budget::<Bobail>(), None);
    assert!(!unlimited.limits_nodes());
    assert_eq!(SearchSettings::depth(3).node_budget::<Bobail>(), None);
}

#[test]
fn a_level_search_stops_at_its_games_node_budget() {
    let record = find_game("bobail")
        .unwrap()
        .new_match(&Options::new())
        .unwrap();
    let mut engine = Engine::new(1);
    // Hard has no depth cap: without time, only its node budget stops it.
    let settings = SearchSettings::for_level(Level::Hard).without_time();
    let thought = record
        .think(&mut engine, &settings, &AtomicBool::new(false))
        .unwrap();
    let budget = record.level_nodes(Level::Hard);
    assert!(
        thought.nodes <= budget && thought.nodes > budget / 2,
        "{} nodes",
        thought.nodes
    );
}
