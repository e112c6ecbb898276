//! The levels offered, the search limits' settings and the engines the
//! matches share.

use boardlore::{
    computer_levels, default_level, offered_level, GameMatch, Level, SearchLimits,
    UNLIMITED_SEARCH_TIME,
};
use boardlore_core::ai::pool;
use std::time::Duration;

#[test]
fn perfect_is_offered_for_bagh_chal_only() {
    assert_eq!(
        computer_levels("bagh-chal".into()),
        vec![
            Level::Easy,
            Level::Medium,
            Level::Hard,
            Level::Expert,
            Level::Perfect
        ]
    );
    for game in ["seega", "bobail", "no-such-game"] {
        assert_eq!(computer_levels(game.into()).len(), 4, "{game}");
        assert!(!computer_levels(game.into()).contains(&Level::Perfect));
    }
}

#[test]
fn a_level_the_game_lacks_becomes_the_one_the_screen_plays() {
    assert_eq!(
        offered_level(Level::Perfect, "bagh-chal".into()),
        Level::Perfect
    );
    assert_eq!(offered_level(Level::Perfect, "seega".into()), Level::Expert);
    assert_eq!(offered_level(Level::Easy, "seega".into()), Level::Easy);
}

#[test]
fn the_default_level_is_offered_by_every_game() {
    for entry in boardlore_core::games::GAMES {
        let id = (entry.info)().id.to_string();
        assert!(computer_levels(id).contains(&default_level()));
    }
}

#[test]
fn a_search_without_limits_gets_a_time_cap() {
    let none = SearchLimits {
        level: None,
        max_depth: None,
        max_nodes: None,
        max_time_ms: None,
        seed: 0,
    };
    assert_eq!(none.settings().max_time, Some(UNLIMITED_SEARCH_TIME));
    // Any explicit limit is kept as it is, and stays deterministic.
    let nodes = SearchLimits {
        max_nodes: Some(1000),
        ..none
    };
    assert_eq!(nodes.settings().max_time, None);
    let time = SearchLimits {
        max_time_ms: Some(5),
        ..none
    };
    assert_eq!(time.settings().max_time, Some(Duration::from_millis(5)));
}

#[test]
fn twenty_matches_that_have_searched_hold_no_table_each() {
    let limits = SearchLimits {
        level: None,
        max_depth: Some(2),
        max_nodes: Some(500),
        max_time_ms: None,
        seed: 1,
    };
    let ids = [
        "bagh-chal",
        "buff-and-green",
        "seega",
        "chiangmai-checkers",
        "bobail",
    ];
    let matches: Vec<_> = (0..20)
        .map(|i| GameMatch::new(ids[i % ids.len()].to_string(), Vec::new()).unwrap())
        .collect();
    for game in &matches {
        game.hint_with(limits).unwrap();
    }
    // Each kept its own 16 MB table before: 20 of them. Other tests of
    // this binary may be searching meanwhile, so allow for a few.
    assert!(
        pool::live_engines() <= pool::MAX_IDLE_ENGINES + 4,
        "{} engines for 20 matches",
        pool::live_engines()
    );
    drop(matches);
}
