//! The test-only panic hook: a panic raised inside the engine reaches the
//! caller as a panic (UniFFI turns it into Kotlin's `InternalException`),
//! and the match survives it unchanged and usable. Alone in its binary,
//! since the hook is process-wide.

use boardlore::{debug_panic_in_next_search, GameMatch, Level, SearchLimits};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

#[test]
fn a_panic_in_the_engine_leaves_the_match_intact() {
    let game = GameMatch::new("bagh-chal".to_string(), Vec::new()).unwrap();
    game.play("c3".to_string()).unwrap();
    let position = game.position();
    let limits = SearchLimits {
        level: None,
        max_depth: Some(2),
        max_nodes: Some(500),
        max_time_ms: None,
        seed: 3,
    };
    assert!(
        debug_panic_in_next_search(),
        "tests build the library in debug"
    );
    let caught = catch_unwind(AssertUnwindSafe(|| game.think_with(limits)));
    assert!(caught.is_err(), "the hook makes the search panic");
    assert_eq!(game.position(), position);
    assert!(!game.is_thinking());
    // The hook fires once; the next search plays normally.
    let played = game.think_with(limits).unwrap();
    assert_eq!(game.history().len(), 2);
    assert_eq!(game.history()[1], played.best);

    // A job asked for on the UI thread and run on a worker: the same, and
    // the match stops thinking at once, while the job is still alive.
    // (One test: the hook is process-wide.)
    let job = Arc::clone(&game).request_think(Level::Easy).unwrap();
    assert!(debug_panic_in_next_search());
    let caught = catch_unwind(AssertUnwindSafe(|| job.run()));
    assert!(caught.is_err(), "the hook makes the job's search panic");
    assert!(!game.is_thinking());
    assert_eq!(game.history().len(), 2);
    drop(job);
}
