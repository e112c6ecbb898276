//! Findings of the rules review: each test pins a place where an
//! implementation disagreed with `spec/rules.md`.

use boardlore_core::games::buff_and_green::BuffAndGreen;
use boardlore_core::games::seega::Seega;
use boardlore_core::notation::parse_move;
use boardlore_core::{Game, OptionValue, Options};

fn seega_size(size: &str) -> Options {
    Options::new().with("size", OptionValue::Choice(size.to_string()))
}

/// Plays `text` (any accepted notation) on a copy of `position`.
fn after<G: Game>(position: &G, text: &str) -> G {
    let mv = parse_move(position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut next = position.clone();
    next.play(mv);
    next
}

// Spec, shared: "Counters are non-negative decimal integers." A position
// the game itself produces must be one its parser reads back; the ply
// counters of Buff and Green and Seega grew past the nine digits the
// parser accepts.
#[test]
fn buff_and_green_counter_stays_readable() {
    let p = BuffAndGreen::parse("8/8/8/8/8/8/7b/G7 g 999999999", ()).unwrap();
    let q = after(&p, "a1-c3");
    assert_eq!(BuffAndGreen::parse(&q.to_text(), ()), Ok(q));
}

#[test]
fn seega_counter_stays_readable() {
    let five = Seega::config(&seega_size("5")).unwrap();
    let p = Seega::parse("S4/5/5/5/S3s a 0 0 999999999", five).unwrap();
    for text in ["a5-b5", "a1-b1"] {
        let q = after(&p, text);
        assert_eq!(Seega::parse(&q.to_text(), five), Ok(q));
    }
}
