//! Chiangmai Checkers' `compulsory_capture` through the mobile API: the
//! new-game screen's description, the tap machine, hints and saves follow
//! the option with no platform code.

use boardlore::{
    games, GameAction, GameEffect, GameMatch, GameScreenHandle, Lang, Level, OptionSetting,
    OptionType, SearchBudget, TapEffect,
};

const GAME: &str = "chiangmai-checkers";

/// White a4, d1, e1, h4; Black c5, e5, f4, g4, h8. White's captures:
/// a4-e4 and e1-e4 (enclosing f4 g4 against h4), d1-d5 (balancing c5 e5).
const SEVERAL_CAPTURES: &str = "7B/8/8/2B1B3/W4BBW/8/8/3WW3 w 0";

/// Square indices, `rank * 8 + file`.
const D1: u32 = 3;
const E1: u32 = 4;
const A4: u32 = 24;
const E4: u32 = 28;
const H4: u32 = 31;
const D5: u32 = 35;

fn compulsory(on: bool) -> Vec<OptionSetting> {
    vec![OptionSetting {
        key: "compulsory_capture".into(),
        value: on.to_string(),
    }]
}

#[test]
fn the_catalogue_describes_the_option() {
    let game = games(Lang::En).into_iter().find(|g| g.id == GAME).unwrap();
    let option = game
        .options
        .iter()
        .find(|o| o.key == "compulsory_capture")
        .expect("the option is listed");
    assert_eq!(option.label, "Compulsory capture");
    assert_eq!(option.option_type, OptionType::Bool);
    assert_eq!(option.default_value, "false");
    assert_eq!(option.values, vec!["true", "false"]);
}

#[test]
fn a_chip_that_cannot_capture_cannot_be_selected() {
    let m =
        GameMatch::from_position(GAME.into(), compulsory(true), SEVERAL_CAPTURES.into()).unwrap();
    // h4 has quiet slides only: refused while a capture is there.
    assert_eq!(m.tap(H4).unwrap().effect, TapEffect::Illegal);
    // d1's one target is its capture, d5.
    let selected = m.tap(D1).unwrap();
    assert_eq!(selected.effect, TapEffect::Selected);
    assert_eq!(selected.targets, vec![D5]);
    // a4 and e1 both capture on e4.
    assert_eq!(m.tap(A4).unwrap().targets, vec![E4]);
    assert_eq!(m.tap(E1).unwrap().targets, vec![E4]);
    let played = m.tap(E4).unwrap();
    assert_eq!(played.effect, TapEffect::Played);
    assert_eq!(played.played.unwrap().notation, "e1-e4");

    // Without the option the same chip is free to move.
    let free =
        GameMatch::from_position(GAME.into(), compulsory(false), SEVERAL_CAPTURES.into()).unwrap();
    assert_eq!(free.tap(H4).unwrap().effect, TapEffect::Selected);
    assert_eq!(free.legal_moves().len(), 33);
}

#[test]
fn hints_and_saves_follow_the_option() {
    let m =
        GameMatch::from_position(GAME.into(), compulsory(true), SEVERAL_CAPTURES.into()).unwrap();
    // The game screen's hint, opened from the save, searches the same moves.
    let budget = SearchBudget {
        max_nodes: 5_000,
        seed: 3,
    };
    let screen =
        GameScreenHandle::resume(m.save(), GAME.into(), Level::Easy, Lang::En, Some(budget))
            .unwrap();
    screen.act(GameAction::Shown);
    let job = screen
        .act(GameAction::Hint)
        .effects
        .iter()
        .find_map(|e| match e {
            GameEffect::StartSearch { job, .. } => Some(*job),
            _ => None,
        })
        .expect("the hint is searched for");
    let hint = screen.act(screen.run_search(job)).frame.hint.unwrap();
    assert!(
        ["a4-e4", "d1-d5", "e1-e4"].contains(&hint.as_str()),
        "{hint}"
    );
    let restored = GameMatch::restore(m.save()).unwrap();
    assert_eq!(restored.legal_moves().len(), 3);
    assert_eq!(restored.tap(H4).unwrap().effect, TapEffect::Illegal);
}
