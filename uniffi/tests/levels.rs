//! The levels offered and the engines the game screens share.

use boardlore::{
    computer_levels, default_level, offered_level, GameAction, GameEffect, GameScreenHandle,
    GameSetup, Lang, Level, SearchBudget, Seats,
};
use boardlore_core::ai::pool;

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
fn twenty_screens_that_have_searched_hold_no_table_each() {
    let ids = [
        "bagh-chal",
        "buff-and-green",
        "seega",
        "chiangmai-checkers",
        "bobail",
    ];
    let screens: Vec<_> = (0..20)
        .map(|i| {
            let setup = GameSetup {
                game_id: ids[i % ids.len()].to_string(),
                options: Vec::new(),
                seats: Seats::humans(),
                budget: Some(SearchBudget {
                    max_nodes: 500,
                    seed: 1,
                }),
            };
            GameScreenHandle::new(setup, Lang::En).unwrap()
        })
        .collect();
    for screen in &screens {
        screen.act(GameAction::Shown);
        let job = screen
            .act(GameAction::Hint)
            .effects
            .iter()
            .find_map(|e| match e {
                GameEffect::StartSearch { job, .. } => Some(*job),
                _ => None,
            })
            .expect("a hint search");
        assert!(matches!(
            screen.run_search(job),
            GameAction::SearchFound { .. }
        ));
    }
    // Each kept its own 16 MB table before: 20 of them. Other tests of
    // this binary may be searching meanwhile, so allow for a few.
    assert!(
        pool::live_engines() <= pool::MAX_IDLE_ENGINES + 4,
        "{} engines for 20 screens",
        pool::live_engines()
    );
    drop(screens);
}
