//! Findings of the rules review: each test pins a place where an
//! implementation disagreed with `spec/rules.md`.

use boardlore_core::games::buff_and_green::BuffAndGreen;
use boardlore_core::games::chiangmai::Chiangmai;
use boardlore_core::games::seega::{Seega, SeegaConfig};
use boardlore_core::notation::parse_move;
use boardlore_core::{Game, Match, MatchError, OptionValue, Options, PositionError};

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

// Spec, Seega: "Board: n×n squares with n = option `size`"; shared
// conventions: "Parsers must reject … wrong rank count or rank length".
// The parser took the size from the board field, whatever the option said.
#[test]
fn seega_rejects_a_board_of_another_size_than_the_option() {
    let seven = Seega::config(&Options::new()).unwrap();
    assert_eq!(
        Seega::parse("5/5/5/5/5 a 12 12 0", seven),
        Err(PositionError::RankCount {
            expected: 7,
            found: 5
        })
    );
    let five = Seega::config(&seega_size("5")).unwrap();
    assert_eq!(
        Seega::parse("7/7/7/7/7/7/7 a 24 24 0", five),
        Err(PositionError::RankCount {
            expected: 5,
            found: 7
        })
    );
    assert!(matches!(
        Match::<Seega>::from_text("7/7/7/7/7/7/7 a 24 24 0", &seega_size("9")),
        Err(MatchError::Position(PositionError::RankCount {
            expected: 9,
            found: 7
        }))
    ));
    // A configuration built by hand with another size is refused too.
    let six = SeegaConfig { size: 6, ..five };
    assert!(matches!(
        Seega::parse("6/6/6/6/6/6 a 17 17 0", six),
        Err(PositionError::SizeMismatch(_))
    ));
    // The size the options ask for is the size played.
    let p = Seega::parse("5/5/5/5/5 a 12 12 0", five).unwrap();
    assert_eq!(p.current_config(), five);
    let record = Match::<Seega>::from_text("9/9/9/9/9/9/9/9/9 a 40 40 0", &seega_size("9"));
    assert_eq!(record.unwrap().position().current_config().size, 9);
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

#[test]
fn chiangmai_counter_stays_readable() {
    // Every game stops its counters at the one shared cap, so a quiet move from
    // a full counter still writes a position string that parses back.
    let config = Chiangmai::config(&Options::new()).unwrap();
    let p = Chiangmai::parse("1B2B3/2W5/B3W2B/8/3BW3/1W4W1/4B3/W7 b 999999999", config).unwrap();
    let q = after(&p, "b8-a8");
    assert!(q.to_text().ends_with(" w 999999999"), "{}", q.to_text());
    assert_eq!(Chiangmai::parse(&q.to_text(), config), Ok(q));
}
