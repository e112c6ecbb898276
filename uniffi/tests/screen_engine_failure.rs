//! The game screen through the API survives an engine failure: the search
//! that panicked comes back as a failure, the error is shown, the
//! computer's search is asked for once more, and the computer moves.

use boardlore::{
    debug_panic_in_next_search, GameAction, GameEffect, GameScreenHandle, GameSetup, Lang, Level,
    SearchBudget, Seat, Seats,
};

fn first_job(effects: &[GameEffect]) -> Option<u64> {
    effects.iter().find_map(|e| match e {
        GameEffect::StartSearch { job, .. } => Some(*job),
        _ => None,
    })
}

#[test]
fn a_panic_in_the_computers_search_is_shown_and_retried_once() {
    let setup = GameSetup {
        game_id: "bagh-chal".into(),
        options: Vec::new(),
        seats: Seats {
            first: Seat::Computer { level: Level::Easy },
            second: Seat::Human,
        },
        budget: Some(SearchBudget {
            max_nodes: 2_000,
            seed: 1,
        }),
    };
    let screen = GameScreenHandle::new(setup, Lang::En).expect("a screen");
    let shown = screen.act(GameAction::Shown);
    let job = first_job(&shown.effects).expect("the computer moves first");
    if !debug_panic_in_next_search() {
        return; // a release build: the hook does nothing there
    }
    let failed = screen.act(screen.run_search(job));
    assert!(failed
        .effects
        .iter()
        .any(|e| matches!(e, GameEffect::ShowError { .. })));
    let retry = first_job(&failed.effects).expect("asked for once more");
    assert!(retry > job);
    let moved = screen.act(screen.run_search(retry));
    assert_eq!(moved.frame.turns.len(), 1, "the goats' first placement");
    assert!(moved.frame.accepts_taps);
}

#[test]
fn a_cancelled_job_comes_back_cancelled_and_is_dropped() {
    let setup = GameSetup {
        game_id: "bagh-chal".into(),
        options: Vec::new(),
        seats: Seats {
            first: Seat::Computer { level: Level::Easy },
            second: Seat::Human,
        },
        budget: Some(SearchBudget {
            max_nodes: 2_000,
            seed: 1,
        }),
    };
    let screen = GameScreenHandle::new(setup, Lang::En).expect("a screen");
    let job = first_job(&screen.act(GameAction::Shown).effects).expect("a job");
    let hidden = screen.act(GameAction::Hidden);
    assert!(hidden.effects.contains(&GameEffect::CancelSearch { job }));
    let late = screen.run_search(job);
    assert!(matches!(late, GameAction::SearchFailed { .. }));
    let dropped = screen.act(late);
    assert!(dropped.effects.is_empty());
    assert_eq!(dropped.frame.turns.len(), 0);
}
