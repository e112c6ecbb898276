//! Seega as played in Tunisia: perft counts derived by hand, a reference move
//! generator written straight from the spec, outcomes, position strings
//! and notation.

use boardlore_core::games::seega::{Blocked, Seega, SeegaConfig};
use boardlore_core::notation::parse_move;
use boardlore_core::perft::perft;
use boardlore_core::{
    find_game, EndReason, Game, Match, MoveError, OptionValue, Options, Outcome, PositionError,
    Side, Square,
};
use std::collections::BTreeSet;

// ---------------------------------------------------------------------------
// Helpers

fn config(size: &str, safe_centre: bool, blocked: &str) -> SeegaConfig {
    let options = Options::new()
        .with("size", OptionValue::Choice(size.to_string()))
        .with("safe_centre", OptionValue::Bool(safe_centre))
        .with("blocked", OptionValue::Choice(blocked.to_string()));
    Seega::config(&options).unwrap()
}

fn default_config() -> SeegaConfig {
    Seega::config(&Options::new()).unwrap()
}

/// Parses `text` under the default options, with the size its board has.
fn pos(text: &str) -> Seega {
    let size = text.split(' ').next().unwrap_or("").split('/').count();
    let config = SeegaConfig {
        size: size as u8,
        ..default_config()
    };
    Seega::parse(text, config).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos_with(text: &str, config: SeegaConfig) -> Seega {
    Seega::parse(text, config).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn notations(p: &Seega) -> BTreeSet<String> {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let set: BTreeSet<String> = moves.iter().map(|&m| p.notation(m)).collect();
    assert_eq!(
        set.len(),
        moves.len(),
        "two moves share a notation in {}",
        p.to_text()
    );
    set
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn play(p: &Seega, text: &str) -> Seega {
    let mv = parse_move(p, text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.to_text()));
    let mut next = p.clone();
    next.play(mv);
    next
}

fn captured(p: &Seega, text: &str) -> BTreeSet<String> {
    let mv = parse_move(p, text).unwrap();
    let n = p.current_config().size;
    p.detail(mv)
        .captured
        .iter()
        .map(|s| s.name(n).to_string())
        .collect()
}

fn sq(name: &str, n: u8) -> Square {
    Square::parse(name, n, n).unwrap()
}

// ---------------------------------------------------------------------------
// Perft from the start positions (setting phase)

#[test]
fn perft_start_5x5() {
    let p = Seega::start(config("5", true, "pass"));
    assert_eq!(p.to_text(), "5/5/5/5/5 a 12 12 0");
    // 25 squares minus the centre: 24 placements. The attacker's second
    // placement of the turn has 23, the defender's first then 22.
    assert_eq!(perft(&p, 1), 24);
    assert_eq!(perft(&p, 2), 24 * 23);
    assert_eq!(perft(&p, 3), 24 * 23 * 22);
}

#[test]
fn perft_start_7x7() {
    let p = Seega::start(default_config());
    assert_eq!(p.to_text(), "7/7/7/7/7/7/7 a 24 24 0");
    // 49 − 1 (centre) = 48, then 47, then 46.
    assert_eq!(perft(&p, 1), 48);
    assert_eq!(perft(&p, 2), 48 * 47);
    assert_eq!(perft(&p, 3), 48 * 47 * 46);
}

#[test]
fn perft_start_9x9() {
    let p = Seega::start(config("9", true, "pass"));
    assert_eq!(p.to_text(), "9/9/9/9/9/9/9/9/9 a 40 40 0");
    // 81 − 1 = 80 placements, then 79.
    assert_eq!(perft(&p, 1), 80);
    assert_eq!(perft(&p, 2), 80 * 79);
}

#[test]
fn setting_turns_are_two_placements() {
    let p = Seega::start(config("5", true, "pass"));
    let p = play(&p, "a1");
    assert_eq!(p.side_to_move(), Side::First);
    assert_eq!(p.to_text(), "5/5/5/5/S4 a 11 12 0");
    let p = play(&p, "b1");
    assert_eq!(p.side_to_move(), Side::Second);
    let p = play(&p, "c1");
    assert_eq!(p.side_to_move(), Side::Second);
    let p = play(&p, "d1");
    assert_eq!(p.to_text(), "5/5/5/5/SSss1 a 10 10 0");
    assert_eq!(p.phase(), "setting");
    // The centre is never offered.
    assert!(!notations(&p).contains("c3"));
    assert!(parse_move(&p, "c3").is_err());
}

// ---------------------------------------------------------------------------
// The end of the setting phase and the first move of the movement phase

/// The defender sets its last two pieces. Board (rank 5 at the top):
/// ```text
/// 5: S S S S S
/// 4: s s S s s
/// 3: S s . s S
/// 2: S S S s .
/// 1: S s s s .
/// ```
const LAST_PLACEMENTS: &str = "SSSSS/ssSss/Ss1sS/SSSs1/Ssss1 d 0 2 0";
/// The same after the defender set e2 and e1: only the centre is empty.
const FIRST_MOVE: &str = "SSSSS/ssSss/Ss1sS/SSSss/Sssss a 0 0 0";

#[test]
fn perft_last_placements() {
    let p = pos(LAST_PLACEMENTS);
    assert_eq!(p.phase(), "setting");
    assert_eq!(p.side_to_move(), Side::Second);
    // Empty squares besides the centre: e2 and e1. Either order: 2 × 1.
    assert_eq!(perft(&p, 1), 2);
    assert_eq!(perft(&p, 2), 2);
    // Then the attacker's first move: 6 moves (see perft_first_move), after
    // both orders of setting.
    assert_eq!(perft(&p, 3), 2 * 6);
    // And the defender's replies: 32 (see perft_first_move).
    assert_eq!(perft(&p, 4), 2 * 32);
    let after = play(&play(&p, "e2"), "e1");
    assert_eq!(after.to_text(), FIRST_MOVE);
    assert_eq!(after.phase(), "movement");
    assert_eq!(after.side_to_move(), Side::First);
}

#[test]
fn perft_first_move() {
    let p = pos(FIRST_MOVE);
    // Only c3 is empty. Attackers beside it: c4 and c2 (b3, d3 are defenders).
    // c4-c3: b3 is sandwiched against a3, d3 against e3: 2 captures. Then:
    //   c3-b3 captures b4 (against b5); c3-d3 captures d4 (against d5);
    //   c3-c4 captures nothing. From b3 or d3 no further step captures.
    //   Moves: c4-c3, c4-c3-b3, c4-c3-d3.
    // c2-c3: the same two captures; c3-b3 takes b4, c3-d3 takes d4, c3-c2
    //   takes nothing (d2 has d1 beyond, a defender). 3 moves.
    assert_eq!(
        notations(&p),
        set(&["c4-c3", "c4-c3-b3", "c4-c3-d3", "c2-c3", "c2-c3-b3", "c2-c3-d3"])
    );
    assert_eq!(perft(&p, 1), 6);
    assert_eq!(captured(&p, "c4-c3"), set(&["b3", "d3"]));
    assert_eq!(captured(&p, "c4-c3-b3"), set(&["b3", "d3", "b4"]));
    // Defender replies, move by move:
    // c4-c3      (empties c4 b3 d3): b4-c4, d4-c4, b4-b3 (takes b2: b1 beyond),
    //            b4-b3-b2 (takes c2: d2 beyond), d4-d3, d2-d3 = 6
    // c4-c3-b3   (empties b4 c4 c3 d3): a4-b4, d4-c4, d4-d3, d2-d3 = 4
    // c4-c3-d3   (empties c4 d4 b3 c3; the piece went on from c3 to d3):
    //            b4-c4, b4-b3 (takes b2), then b3-b2 (takes c2: d2 beyond) or
    //            b3-c3 (takes c2: c1 beyond), e4-d4 (takes d3: d2 beyond),
    //            e4-d4-e4 (takes e3: e2 beyond) = 6
    // c2-c3      (empties b3 d3 c2): b4-b3 (takes b2), b4-b3-b4 (takes c4: d4 beyond),
    //            d4-d3, d2-d3, d2-c2, c1-c2 = 6
    // c2-c3-b3   (empties b4 c3 d3 c2): a4-b4 (takes c4: d4 beyond), d4-d3, d2-d3,
    //            d2-c2, c1-c2 = 5
    // c2-c3-d3   (empties d4 b3 c3 c2): e4-d4 (takes c4 and d3), e4-d4-e4 (takes e3),
    //            b4-b3 (takes b2), d2-c2, c1-c2 = 5
    // 6 + 4 + 6 + 6 + 5 + 5 = 32.
    assert_eq!(perft(&p, 2), 32);
    let q = play(&p, "c4-c3-d3");
    assert_eq!(
        notations(&q),
        set(&["b4-c4", "b4-b3", "b4-b3-b2", "b4-b3-c3", "e4-d4", "e4-d4-e4"])
    );
    assert_eq!(captured(&q, "e4-d4-e4"), set(&["d3", "e3"]));
    let r = play(&p, "c2-c3-d3");
    assert_eq!(captured(&r, "e4-d4"), set(&["c4", "d3"]));
}

// ---------------------------------------------------------------------------
// One step capturing three pieces

/// ```text
/// 5: s S S S s
/// 4: s S s S S
/// 3: S s . s S
/// 2: s S S S S
/// 1: s s s s s
/// ```
const TRIPLE: &str = "sSSSs/sSsSS/Ss1sS/sSSSS/sssss a 0 0 0";

#[test]
fn perft_multi_direction_capture() {
    let p = pos(TRIPLE);
    // Only c3 is empty, and c2 is the only attacker beside it. c2-c3
    // sandwiches b3 (a3), d3 (e3) and c4 (c5). From c3 no step captures:
    // every neighbour of b3, d3, c4 and c2 is an attacker, c1 has nothing
    // beyond it.
    assert_eq!(notations(&p), set(&["c2-c3"]));
    assert_eq!(captured(&p, "c2-c3"), set(&["b3", "d3", "c4"]));
    assert_eq!(perft(&p, 1), 1);
    // Defender: empties c4, b3, d3, c2; only c1 touches one (c2). c1-c2
    // sandwiches b2 against a2; d2 has e2 (attacker) beyond, c3 has the empty
    // c4 beyond. From c2 nothing more: 1 move.
    assert_eq!(perft(&p, 2), 1);
    // Attacker: empties c4, b3, d3, b2, c1; no attacker touches b2 or c1.
    // c4 ← b4, d4, c5, c3 (4); b3 ← a3, b4, c3 (3); d3 ← e3, d4, c3, d2 (4).
    // None lands beside a defender with an attacker beyond: 11.
    assert_eq!(perft(&p, 3), 11);
    let after = play(&p, "c2-c3");
    assert_eq!(after.to_text(), "sSSSs/sS1SS/S1S1S/sS1SS/sssss d 0 0 0");
}

// ---------------------------------------------------------------------------
// A chain, with the choice to stop after the first capture

/// ```text
/// 5: S . . . .
/// 4: s . . . .
/// 3: . . . . .
/// 2: . s S . .
/// 1: S . . . .
/// ```
const CHAIN: &str = "S4/s4/5/1sS2/S4 a 0 0 0";

#[test]
fn perft_chain_with_optional_stop() {
    let p = pos(CHAIN);
    // a5: b5 only (a4 is taken): 1. c2: c3, d2, c1 (b2 taken): 3, no capture.
    // a1: a1-a2 takes b2 (c2 beyond); then a2-a3 takes a4 (a5 beyond): the
    // player may stop after a2 or go on: a1-a2, a1-a2-a3. a1-b1: b2 has the
    // empty b3 beyond: no capture. 3.  Total 7.
    assert_eq!(
        notations(&p),
        set(&["a5-b5", "c2-c3", "c2-d2", "c2-c1", "a1-a2", "a1-a2-a3", "a1-b1"])
    );
    assert_eq!(perft(&p, 1), 7);
    // Defender replies (a4 and b2 left unless captured; no reply captures):
    // a5-b5: a4 → a5, b4, a3; b2 → b3, a2, b1: 6
    // c2-c3: a4 → b4, a3; b2 → b3, a2, c2, b1: 6
    // c2-d2: a4 → b4, a3; b2 → b3, a2, c2, b1: 6
    // c2-c1: a4 → b4, a3; b2 → b3, a2, c2, b1: 6
    // a1-a2 (b2 gone): a4 → b4, a3: 2
    // a1-a2-a3 (both gone): the defender has no pieces: 0
    // a1-b1: a4 → b4, a3; b2 → b3, a2: 4
    assert_eq!(perft(&p, 2), 30);
    let done = play(&p, "a1-a2-a3");
    assert_eq!(
        done.terminal(),
        Some(Outcome::win(Side::First, EndReason::NoPieces))
    );
    assert_eq!(captured(&p, "a1-a2-a3"), set(&["b2", "a4"]));
    let stopped = play(&p, "a1-a2");
    assert_eq!(stopped.side_to_move(), Side::Second);
    assert_eq!(stopped.to_text(), "S4/s4/5/S1S2/5 d 0 0 0");
}

#[test]
fn chain_may_return_to_a_visited_square() {
    // From FIRST_MOVE after c2-c3, the defender's b4-b3-b4 steps back onto b4.
    let p = play(&pos(FIRST_MOVE), "c2-c3");
    assert!(notations(&p).contains("b4-b3-b4"));
    assert_eq!(captured(&p, "b4-b3-b4"), set(&["b2", "c4"]));
}

// ---------------------------------------------------------------------------
// The safe centre

/// Attackers c4, c1; defenders on the centre c3 and on e5.
const CENTRE: &str = "4s/2S2/2s2/5/2S2 a 0 0 0";

#[test]
fn perft_safe_centre_on() {
    let p = pos_with(CENTRE, config("5", true, "pass"));
    // c4 → c5, b4, d4; c1 → c2, b1, d1: 6. c1-c2 would sandwich c3 against
    // c4, but the centre is safe.
    assert_eq!(perft(&p, 1), 6);
    assert!(captured(&p, "c1-c2").is_empty());
    // Defender: e5 → d5, e4 (2) always; c3 → its empty neighbours:
    // c4-c5, c4-b4, c4-d4: 4 each (c4 left empty) → 6, 6, 6;
    // c1-c2: b3, d3 → 4; c1-b1, c1-d1: c2, b3, d3 → 5, 5. Total 32.
    assert_eq!(perft(&p, 2), 32);
}

#[test]
fn perft_safe_centre_off() {
    let p = pos_with(CENTRE, config("5", false, "pass"));
    // The same 6 moves, but c1-c2 now takes c3.
    assert_eq!(perft(&p, 1), 6);
    assert_eq!(captured(&p, "c1-c2"), set(&["c3"]));
    // After c1-c2 only e5 is left: 2 replies instead of 4. 32 − 2 = 30.
    assert_eq!(perft(&p, 2), 30);
}

// ---------------------------------------------------------------------------
// A blocked side

/// The attacker's only piece a1 is hemmed in by a2 and b1.
const BLOCKED: &str = "5/5/5/s4/Ss3 a 0 0 7";

#[test]
fn perft_blocked_pass() {
    let p = pos_with(BLOCKED, config("5", true, "pass"));
    assert_eq!(notations(&p), set(&["pass"]));
    // Defender: a2 → a3, b2; b1 → c1, b2: 4; a corner piece cannot be
    // sandwiched. Then the attacker has one step each time (into the square
    // the defender left): 4.
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(perft(&p, 2), 4);
    assert_eq!(perft(&p, 3), 4);
    let passed = play(&p, "pass");
    assert_eq!(passed.to_text(), "5/5/5/s4/Ss3 d 0 0 8");
    let mv = parse_move(&p, "PASS").unwrap();
    assert_eq!(p.detail(mv).taps, Vec::<Square>::new());
    assert!(p.detail(mv).motions.is_empty());
}

#[test]
fn perft_blocked_remove() {
    let p = pos_with(BLOCKED, config("5", true, "remove"));
    // Remove a2 or b1: 2. The remaining defender has 2 steps (a2 → a3, b2 or
    // b1 → c1, b2): 2 + 2.
    assert_eq!(notations(&p), set(&["xa2", "xb1"]));
    assert_eq!(perft(&p, 1), 2);
    assert_eq!(perft(&p, 2), 4);
    let removed = play(&p, "xa2");
    assert_eq!(removed.to_text(), "5/5/5/5/Ss3 d 0 0 0");
    let mv = parse_move(&p, "XB1").unwrap();
    assert_eq!(p.detail(mv).taps, vec![sq("b1", 5)]);
    assert_eq!(p.detail(mv).captured, vec![sq("b1", 5)]);
    assert!(p.is_capture(mv));
    // A piece on the centre may be removed too.
    let q = pos_with("5/5/2s2/s4/Ss3 a 0 0 0", config("5", true, "remove"));
    assert_eq!(notations(&q), set(&["xa2", "xb1", "xc3"]));
}

#[test]
fn blocked_at_the_first_move() {
    // No attacker beside the centre when setting ends.
    let text = "SSSSS/SSsSS/Ss1sS/sssss/Sssss a 0 0 0";
    let p = pos_with(text, config("5", true, "pass"));
    // Pass, then the defender moves c4, b3, d3 or c2 into the centre: 4.
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(perft(&p, 2), 4);
    let r = pos_with(text, config("5", true, "remove"));
    // Any of the 12 defenders may be removed.
    assert_eq!(perft(&r, 1), 12);
}

// ---------------------------------------------------------------------------
// No pieces: terminal

#[test]
fn no_pieces_is_terminal() {
    let p = pos("5/5/5/5/S4 d 0 0 3");
    assert_eq!(
        p.terminal(),
        Some(Outcome::win(Side::First, EndReason::NoPieces))
    );
    assert_eq!(perft(&p, 1), 0);
    let q = pos("s4/5/5/5/5 a 0 0 0");
    assert_eq!(
        q.terminal(),
        Some(Outcome::win(Side::Second, EndReason::NoPieces))
    );
    assert_eq!(perft(&q, 1), 0);
    // Not during setting, when the board may be empty.
    assert_eq!(Seega::start(default_config()).terminal(), None);
}

// ---------------------------------------------------------------------------
// Outcomes through a game record

fn options(limit: i64) -> Options {
    Options::new()
        .with("size", OptionValue::Choice("5".to_string()))
        .with("no_capture_limit", OptionValue::Int(limit))
}

#[test]
fn capturing_the_last_piece_wins() {
    let mut record = Match::<Seega>::from_text(CHAIN, &options(50)).unwrap();
    record.play_text("a1-a2-a3").unwrap();
    assert_eq!(
        record.outcome(),
        Some(Outcome::win(Side::First, EndReason::NoPieces))
    );
    assert!(record.legal_moves().is_empty());
}

#[test]
fn barrier_rule_by_counter() {
    // Attackers a5, a1 against defender e1; 9 plies without capture, limit 10.
    let mut record = Match::<Seega>::from_text("S4/5/5/5/S3s a 0 0 9", &options(10)).unwrap();
    assert_eq!(record.outcome(), None);
    record.play_text("a5-b5").unwrap();
    assert_eq!(
        record.position().counter_outcome(),
        Some(Outcome::win(Side::First, EndReason::Barrier))
    );
    assert_eq!(
        record.outcome(),
        Some(Outcome::win(Side::First, EndReason::Barrier))
    );
    // More defenders: the defenders win.
    let record = Match::<Seega>::from_text("S4/5/5/5/s3s a 0 0 10", &options(10)).unwrap();
    assert_eq!(
        record.outcome(),
        Some(Outcome::win(Side::Second, EndReason::Barrier))
    );
    // Equal: a draw.
    let record = Match::<Seega>::from_text("S4/5/5/5/4s d 0 0 12", &options(10)).unwrap();
    assert_eq!(record.outcome(), Some(Outcome::draw(EndReason::Barrier)));
    // A capture resets the counter.
    let p = pos_with("S4/s4/5/1sS2/S4 a 0 0 8", config("5", true, "pass"));
    assert_eq!(play(&p, "a1-a2").counters()[2].value, 0);
    assert_eq!(play(&p, "a1-b1").counters()[2].value, 9);
}

#[test]
fn barrier_rule_by_repetition() {
    // Two attackers against one defender: the third repetition ends the game
    // by the barrier rule, and the attackers have more pieces.
    let mut record = Match::<Seega>::from_text("S4/5/5/5/S3s a 0 0 0", &options(50)).unwrap();
    for _ in 0..2 {
        for text in ["a1-a2", "e1-e2", "a2-a1", "e2-e1"] {
            assert_eq!(record.outcome(), None);
            record.play_text(text).unwrap();
        }
    }
    assert_eq!(
        record.outcome(),
        Some(Outcome::win(Side::First, EndReason::Barrier))
    );
    // Equal numbers: a draw.
    let mut record = Match::<Seega>::from_text("5/5/5/5/S3s a 0 0 0", &options(50)).unwrap();
    for _ in 0..2 {
        for text in ["a1-a2", "e1-e2", "a2-a1", "e2-e1"] {
            record.play_text(text).unwrap();
        }
    }
    assert_eq!(record.outcome(), Some(Outcome::draw(EndReason::Barrier)));
}

#[test]
fn no_counter_rule_during_setting() {
    let p = Seega::start(default_config());
    assert_eq!(p.counter_outcome(), None);
    assert_eq!(p.counters()[0].label, "attackers in hand");
    assert_eq!(p.counters()[1].label, "defenders in hand");
    assert_eq!(p.counters()[2].label, "plies without capture");
    assert_eq!(p.counters()[0].value, 24);
}

// ---------------------------------------------------------------------------
// Position strings

#[test]
fn round_trips() {
    let texts = [
        "5/5/5/5/5 a 12 12 0",
        "7/7/7/7/7/7/7 a 24 24 0",
        "9/9/9/9/9/9/9/9/9 a 40 40 0",
        "5/5/5/5/S4 a 11 12 0",
        "5/5/5/5/SSs2 d 10 11 0",
        LAST_PLACEMENTS,
        FIRST_MOVE,
        TRIPLE,
        CHAIN,
        CENTRE,
        BLOCKED,
        "5/5/5/5/S4 d 0 0 3",
        "S4/5/5/5/S3s a 0 0 999",
    ];
    for text in texts {
        let p = pos(text);
        assert_eq!(p.to_text(), text);
        assert_eq!(Seega::parse(&p.to_text(), p.current_config()).unwrap(), p);
    }
}

#[test]
fn the_options_decide_the_size() {
    // The size option decides the board; a string of another size is
    // rejected (tests/review.rs has the rejections).
    let p = pos_with(FIRST_MOVE, config("5", true, "pass"));
    assert_eq!(p.current_config().size, 5);
    assert_eq!(
        Seega::options(&p.current_config()).0.get("size"),
        Some(&OptionValue::Choice("5".to_string()))
    );
    assert!(Seega::parse(FIRST_MOVE, default_config()).is_err());
    let geometry = p.geometry();
    assert_eq!((geometry.width, geometry.height), (5, 5));
    assert_eq!(geometry.marks.len(), 1);
    assert_eq!(geometry.marks[0].square, sq("c3", 5));
    assert_eq!(geometry.cells.len(), 25);
    let nine = Seega::start(config("9", true, "pass"));
    assert_eq!(nine.geometry().marks[0].square, sq("e5", 9));
    assert_eq!((Seega::info().geometry)(&Options::new()).width, 7);
    assert_eq!(
        Seega::start(default_config()).geometry().marks[0].square,
        sq("d4", 7)
    );
}

#[test]
fn options_round_trip() {
    let c = config("9", false, "remove");
    assert_eq!(c.size, 9);
    assert!(!c.safe_centre);
    assert_eq!(c.blocked, Blocked::Remove);
    assert_eq!(c.no_capture_limit, 50);
    assert_eq!(Seega::config(&Seega::options(&c)).unwrap(), c);
    let d = default_config();
    assert_eq!(
        (d.size, d.safe_centre, d.blocked, d.no_capture_limit),
        (7, true, Blocked::Pass, 50)
    );
    assert!(
        Seega::config(&Options::new().with("size", OptionValue::Choice("6".to_string()))).is_err()
    );
    assert!(Seega::config(&Options::new().with("no_capture_limit", OptionValue::Int(5))).is_err());
    assert!(
        Seega::config(&Options::new().with("no_capture_limit", OptionValue::Int(1001))).is_err()
    );
}

#[test]
fn rejects_malformed_positions() {
    let c = config("5", true, "pass");
    let err = |text: &str| Seega::parse(text, c).unwrap_err();
    assert!(matches!(
        err("5/5/5/5/5 a 12 12"),
        PositionError::FieldCount {
            expected: 5,
            found: 4
        }
    ));
    assert!(matches!(
        err("5/5/5/5/5 a 12 12 0 0"),
        PositionError::FieldCount { expected: 5, .. }
    ));
    assert!(matches!(
        err("5/5/5/5/5  a 12 12 0"),
        PositionError::FieldCount { .. }
    ));
    assert!(matches!(
        err("5/5/5/5 a 12 12 0"),
        PositionError::RankCount { found: 4, .. }
    ));
    assert!(matches!(
        err("5/5/5/5/5/5 a 12 12 0"),
        PositionError::RankCount { found: 6, .. }
    ));
    assert!(matches!(
        err("6/5/5/5/5 a 12 12 0"),
        PositionError::RankLength { rank: 5, .. }
    ));
    assert!(matches!(
        err("5/5/5/5/4 a 12 12 0"),
        PositionError::RankLength { rank: 1, .. }
    ));
    assert_eq!(err("14/5/5/5/5 a 12 12 0"), PositionError::AdjacentDigits);
    assert_eq!(
        err("X4/5/5/5/5 a 12 12 0"),
        PositionError::UnknownPiece('X')
    );
    assert_eq!(
        err("K4/5/5/5/5 a 12 12 0"),
        PositionError::UnknownPiece('K')
    );
    assert_eq!(
        err("5/5/5/5/5 w 12 12 0"),
        PositionError::UnknownSide("w".to_string())
    );
    assert_eq!(
        err("5/5/5/5/5 A 12 12 0"),
        PositionError::UnknownSide("A".to_string())
    );
    for bad in ["-1", "13", "x", "1.0", "+1"] {
        let text = format!("5/5/5/5/5 a {bad} 12 0");
        assert!(
            matches!(
                err(&text),
                PositionError::BadCounter {
                    field: "attackers in hand",
                    ..
                }
            ),
            "{text}"
        );
        let text = format!("5/5/5/5/5 a 12 {bad} 0");
        assert!(
            matches!(
                err(&text),
                PositionError::BadCounter {
                    field: "defenders in hand",
                    ..
                }
            ),
            "{text}"
        );
    }
    assert!(matches!(
        err("5/5/5/5/S3s a 0 0 -1"),
        PositionError::BadCounter {
            field: "plies since last capture",
            ..
        }
    ));
    assert!(matches!(
        err("5/5/5/5/S3s a 0 0 9999999999"),
        PositionError::BadCounter { .. }
    ));
    // The ply counter stays 0 while pieces are set.
    assert!(matches!(
        err("5/5/5/5/5 a 12 12 3"),
        PositionError::BadCounter { .. }
    ));
    // The centre stays empty while pieces are set.
    assert!(matches!(
        err("5/5/2S2/5/S4 d 10 12 0"),
        PositionError::BadSquare { .. }
    ));
    // Board plus hand must make the full count.
    assert!(matches!(
        err("5/5/5/5/S4 a 12 12 0"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("5/5/5/5/s4 a 12 12 0"),
        PositionError::Impossible(_)
    ));
    // Hands that do not fit the order A, A, D, D, …
    assert!(matches!(
        err("5/5/5/5/5 d 12 12 0"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("5/5/5/5/S4 d 11 12 0"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("5/5/5/5/SSs2 a 10 11 0"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("5/5/5/5/SSss1 d 10 10 0"),
        PositionError::Impossible(_)
    ));
    // One hand empty, the other not, in the wrong order.
    assert!(matches!(
        err("SSSSS/SSSSS/SS1ss/sssss/sssss a 0 2 0"),
        PositionError::Impossible(_)
    ));
    // Movement phase: too many pieces, or none at all.
    assert!(matches!(
        err("SSSSS/SSSSS/SSSss/sssss/sssss a 0 0 0"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("5/5/5/5/5 a 0 0 0"),
        PositionError::Impossible(_)
    ));
    // Another size than the option's.
    assert!(matches!(
        err("6/6/6/6/6/6 a 17 17 0"),
        PositionError::RankCount { found: 6, .. }
    ));
    // The empty string and garbage never panic.
    for junk in [
        "",
        " ",
        "a",
        "5/5/5/5/5 a",
        "//// a 0 0 0",
        "5/5/5/5/5 a 0 0 0 ",
        "55/5/5/5/5 a 12 12 0",
    ] {
        assert!(Seega::parse(junk, c).is_err(), "{junk:?}");
    }
}

// ---------------------------------------------------------------------------
// Notation

#[test]
fn notation_round_trips_in_any_case() {
    for text in [FIRST_MOVE, TRIPLE, CHAIN, CENTRE, "5/5/5/5/S4 a 11 12 0"] {
        let p = pos(text);
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        for mv in moves {
            let written = p.notation(mv);
            assert_eq!(written, written.to_ascii_lowercase());
            assert_eq!(parse_move(&p, &written), Ok(mv));
            assert_eq!(parse_move(&p, &written.to_ascii_uppercase()), Ok(mv));
        }
    }
}

#[test]
fn taps_and_detail() {
    let p = pos(CHAIN);
    let mv = parse_move(&p, "a1-a2-a3").unwrap();
    let detail = p.detail(mv);
    assert_eq!(detail.taps, vec![sq("a1", 5), sq("a2", 5), sq("a3", 5)]);
    assert_eq!(detail.motions.len(), 1);
    assert_eq!(detail.motions[0].from, Some(sq("a1", 5)));
    assert_eq!(detail.motions[0].path, vec![sq("a2", 5), sq("a3", 5)]);
    assert!(p.is_capture(mv));
    let quiet = parse_move(&p, "a1-b1").unwrap();
    assert!(!p.is_capture(quiet));
    assert!(p.detail(quiet).captured.is_empty());
    let s = Seega::start(config("5", true, "pass"));
    let place = parse_move(&s, "b4").unwrap();
    assert_eq!(s.detail(place).taps, vec![sq("b4", 5)]);
    assert_eq!(s.detail(place).motions[0].from, None);
    assert!(!s.is_capture(place));
}

#[test]
fn tournament_form() {
    let p = pos(TRIPLE);
    assert_eq!(p.notation(parse_move(&p, "C-2 C-3").unwrap()), "c2-c3");
    let c = pos(CHAIN);
    // A-1 A-3 names the chain a1-a2-a3 by its ends.
    assert_eq!(c.notation(parse_move(&c, "A-1 A-3").unwrap()), "a1-a2-a3");
    assert_eq!(c.notation(parse_move(&c, "a1 a2").unwrap()), "a1-a2");
    assert!(matches!(
        parse_move(&c, "A-1 A-4"),
        Err(MoveError::Illegal(_))
    ));
    // A placement in tournament form is a single square.
    let s = Seega::start(config("5", true, "pass"));
    assert_eq!(s.notation(parse_move(&s, "B-4").unwrap()), "b4");
    assert!(matches!(parse_move(&s, "C-3"), Err(MoveError::Illegal(_))));
}

#[test]
fn tournament_form_can_be_ambiguous() {
    // 7×7. b2-c2 takes d2 (e2 beyond), then c2-c3 takes d3 (e3 beyond);
    // b2-b3 takes b4 (b5 beyond), then b3-c3 takes d3 too. Both start on b2
    // and end on c3.
    let p = pos("7/7/1S5/1s5/3sS2/1S1sS2/7 a 0 0 0");
    let all = notations(&p);
    assert!(
        all.contains("b2-c2-c3") && all.contains("b2-b3-c3"),
        "{all:?}"
    );
    match parse_move(&p, "B-2 C-3") {
        Err(MoveError::Ambiguous { candidates, .. }) => {
            let candidates: BTreeSet<String> = candidates.into_iter().collect();
            assert_eq!(candidates, set(&["b2-c2-c3", "b2-b3-c3"]));
        }
        other => panic!("{other:?}"),
    }
    // The canonical form is never ambiguous.
    assert_eq!(p.notation(parse_move(&p, "b2-b3-c3").unwrap()), "b2-b3-c3");
}

#[test]
fn registry_and_info() {
    let info = Seega::info();
    assert_eq!(info.id, "seega");
    assert_eq!(info.name, "Seega");
    assert_eq!(info.origin, "Tunisia");
    assert_eq!(info.side(Side::First).key, "attacker");
    assert_eq!(info.side(Side::Second).letter, 'd');
    assert_eq!(info.side_by_name("defenders"), Some(Side::Second));
    assert_eq!(info.piece('S').unwrap().owner, Some(Side::First));
    assert_eq!(info.piece('s').unwrap().owner, Some(Side::Second));
    let keys: Vec<&str> = info.options.iter().map(|o| o.key).collect();
    assert_eq!(keys, ["size", "safe_centre", "blocked", "no_capture_limit"]);
    // The developers' specification stays in docs/ (the library does not
    // ship it) and says where it chose for the spec.
    let spec = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/dev/rules/seega.md"
    ))
    .expect("the rules specification");
    assert!(spec.contains("Choices where the specification is silent"));
    let entry = find_game("seega").unwrap();
    let game = entry.new_match(&Options::new()).unwrap();
    assert_eq!(game.position_text(), "7/7/7/7/7/7/7 a 24 24 0");
    assert_eq!(game.status().phase, "setting");
}

// ---------------------------------------------------------------------------
// A reference move generator, written from the spec with plain arrays.

#[derive(Clone, Debug)]
struct Reference {
    n: usize,
    /// 0 empty, 1 attacker, 2 defender; index rank * n + file.
    cells: Vec<u8>,
    /// 0 attacker, 1 defender.
    side: usize,
    hand: [u32; 2],
    plies: u32,
    safe_centre: bool,
    remove: bool,
}

impl Reference {
    fn parse(text: &str, safe_centre: bool, remove: bool) -> Reference {
        let fields: Vec<&str> = text.split(' ').collect();
        let ranks: Vec<&str> = fields[0].split('/').collect();
        let n = ranks.len();
        let mut cells = vec![0u8; n * n];
        for (row, rank) in ranks.iter().enumerate() {
            let r = n - 1 - row;
            let mut f = 0;
            for c in rank.chars() {
                match c {
                    'S' => {
                        cells[r * n + f] = 1;
                        f += 1;
                    }
                    's' => {
                        cells[r * n + f] = 2;
                        f += 1;
                    }
                    d => f += d.to_digit(10).unwrap() as usize,
                }
            }
        }
        Reference {
            n,
            cells,
            side: if fields[1] == "a" { 0 } else { 1 },
            hand: [fields[2].parse().unwrap(), fields[3].parse().unwrap()],
            plies: fields[4].parse().unwrap(),
            safe_centre,
            remove,
        }
    }

    fn text(&self) -> String {
        let n = self.n;
        let mut ranks = Vec::new();
        for r in (0..n).rev() {
            let mut s = String::new();
            let mut run = 0;
            for f in 0..n {
                match self.cells[r * n + f] {
                    0 => run += 1,
                    c => {
                        if run > 0 {
                            s.push_str(&run.to_string());
                            run = 0;
                        }
                        s.push(if c == 1 { 'S' } else { 's' });
                    }
                }
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
            ranks.push(s);
        }
        format!(
            "{} {} {} {} {}",
            ranks.join("/"),
            if self.side == 0 { "a" } else { "d" },
            self.hand[0],
            self.hand[1],
            self.plies
        )
    }

    fn centre(&self) -> usize {
        (self.n / 2) * self.n + self.n / 2
    }

    fn name(&self, i: usize) -> String {
        format!("{}{}", (b'a' + (i % self.n) as u8) as char, i / self.n + 1)
    }

    /// The square one step from `i` in direction `d` (N, E, S, W), if on the board.
    fn step(&self, i: usize, d: usize) -> Option<usize> {
        let (f, r) = ((i % self.n) as i32, (i / self.n) as i32);
        let (df, dr) = [(0, 1), (1, 0), (0, -1), (-1, 0)][d];
        let (f, r) = (f + df, r + dr);
        let n = self.n as i32;
        (f >= 0 && r >= 0 && f < n && r < n).then(|| (r * n + f) as usize)
    }

    /// Sandwiches made by the mover's piece now on `to`; returns how many.
    fn capture_at(&mut self, to: usize) -> usize {
        let own = self.cells[to];
        let opp = 3 - own;
        let mut count = 0;
        for d in 0..4 {
            if let Some(a) = self.step(to, d) {
                if let Some(b) = self.step(a, d) {
                    let protected = self.safe_centre && a == self.centre();
                    if self.cells[a] == opp && self.cells[b] == own && !protected {
                        self.cells[a] = 0;
                        count += 1;
                    }
                }
            }
        }
        count
    }

    fn finish(mut self, captured: bool) -> Reference {
        self.plies = if captured { 0 } else { self.plies + 1 };
        self.side = 1 - self.side;
        self
    }

    fn moves(&self) -> Vec<(String, Reference)> {
        let mut out = Vec::new();
        let me = self.side as u8 + 1;
        if self.hand[0] > 0 || self.hand[1] > 0 {
            for i in 0..self.n * self.n {
                if self.cells[i] == 0 && i != self.centre() {
                    let mut child = self.clone();
                    child.cells[i] = me;
                    child.hand[self.side] -= 1;
                    if child.hand[self.side] & 1 == 0 {
                        child.side = 1 - self.side;
                    }
                    out.push((self.name(i), child));
                }
            }
            return out;
        }
        if !self.cells.contains(&1) || !self.cells.contains(&2) {
            return out;
        }
        for from in 0..self.n * self.n {
            if self.cells[from] != me {
                continue;
            }
            for d in 0..4 {
                let Some(to) = self.step(from, d) else {
                    continue;
                };
                if self.cells[to] != 0 {
                    continue;
                }
                let mut child = self.clone();
                child.cells[from] = 0;
                child.cells[to] = me;
                let caught = child.capture_at(to);
                let path = vec![from, to];
                out.push((self.path_name(&path), child.clone().finish(caught > 0)));
                if caught > 0 {
                    self.continue_chain(child, path, &mut out);
                }
            }
        }
        if out.is_empty() {
            if self.remove {
                for i in 0..self.n * self.n {
                    if self.cells[i] == 3 - me {
                        let mut child = self.clone();
                        child.cells[i] = 0;
                        out.push((format!("x{}", self.name(i)), child.finish(true)));
                    }
                }
            } else {
                out.push(("pass".to_string(), self.clone().finish(false)));
            }
        }
        out
    }

    fn continue_chain(
        &self,
        position: Reference,
        path: Vec<usize>,
        out: &mut Vec<(String, Reference)>,
    ) {
        let at = *path.last().unwrap();
        let me = position.cells[at];
        for d in 0..4 {
            let Some(to) = position.step(at, d) else {
                continue;
            };
            if position.cells[to] != 0 {
                continue;
            }
            let mut child = position.clone();
            child.cells[at] = 0;
            child.cells[to] = me;
            if child.capture_at(to) > 0 {
                let mut longer = path.clone();
                longer.push(to);
                out.push((self.path_name(&longer), child.clone().finish(true)));
                self.continue_chain(child, longer, out);
            }
        }
    }

    fn path_name(&self, path: &[usize]) -> String {
        path.iter()
            .map(|&i| self.name(i))
            .collect::<Vec<_>>()
            .join("-")
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|(_, child)| child.perft(depth - 1)).sum()
    }
}

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Compares the engine with the reference on one position: the same move
/// notations, each leading to the same position string; and the engine's
/// position survives a round trip through its string, hash included.
fn compare(p: &Seega, safe_centre: bool, remove: bool) {
    let text = p.to_text();
    let reference = Reference::parse(&text, safe_centre, remove);
    let expected: BTreeSet<(String, String)> = reference
        .moves()
        .into_iter()
        .map(|(m, r)| (m, r.text()))
        .collect();
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let got: BTreeSet<(String, String)> = moves
        .iter()
        .map(|&mv| {
            let mut child = p.clone();
            child.play(mv);
            (p.notation(mv), child.to_text())
        })
        .collect();
    assert_eq!(got.len(), moves.len(), "duplicate moves in {text}");
    assert_eq!(got, expected, "in {text}");
    let reparsed = Seega::parse(&text, p.current_config()).unwrap();
    assert_eq!(&reparsed, p, "round trip of {text}");
    assert_eq!(reparsed.hash(), p.hash());
    assert!(p.evaluate().abs() < 30_000);
    assert_eq!(p.terminal().is_some(), moves.is_empty());
}

#[test]
fn matches_reference_in_random_games() {
    let mut rng = Rng(0x5EE6_A5EE_DBAD_F00D);
    let variants = [
        ("5", true, "pass"),
        ("5", false, "remove"),
        ("5", true, "remove"),
        ("7", true, "pass"),
        ("7", false, "remove"),
        ("9", true, "pass"),
    ];
    let mut positions = 0;
    let mut chains = 0;
    let mut specials = 0;
    for game in 0..60 {
        let (size, safe, blocked) = variants[game % variants.len()];
        let mut p = Seega::start(config(size, safe, blocked));
        for _ in 0..400 {
            compare(&p, safe, blocked == "remove");
            positions += 1;
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            // Prefer captures so that games reach their ends and chains occur.
            let captures: Vec<_> = moves.iter().copied().filter(|&m| p.is_capture(m)).collect();
            let mv = if !captures.is_empty() && rng.below(3) > 0 {
                captures[rng.below(captures.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            let written = p.notation(mv);
            if written.matches('-').count() > 1 {
                chains += 1;
            }
            if written == "pass" || written.starts_with('x') {
                specials += 1;
            }
            p.play(mv);
        }
    }
    assert!(positions > 5_000, "{positions}");
    assert!(chains > 10, "{chains} chains");
    assert!(specials > 0, "{specials} passes or removals");
}

#[test]
fn reference_perft_agrees() {
    let p = Seega::start(config("5", true, "pass"));
    let r = Reference::parse(&p.to_text(), true, false);
    assert_eq!(perft(&p, 3), r.perft(3));
    for (text, safe, remove) in [
        (FIRST_MOVE, true, false),
        (LAST_PLACEMENTS, true, false),
        (CHAIN, true, false),
        (CENTRE, false, false),
        (BLOCKED, true, true),
    ] {
        let p = pos_with(
            text,
            config("5", safe, if remove { "remove" } else { "pass" }),
        );
        let r = Reference::parse(text, safe, remove);
        for depth in 1..=4 {
            assert_eq!(perft(&p, depth), r.perft(depth), "{text} depth {depth}");
        }
    }
}

#[test]
fn evaluation_favours_material_for_the_side_to_move() {
    // Two attackers against one defender.
    let attacker = pos("S4/5/5/5/S3s a 0 0 0");
    let defender = pos("S4/5/5/5/S3s d 0 0 0");
    assert!(attacker.evaluate() > 50, "{}", attacker.evaluate());
    assert!(defender.evaluate() < -50, "{}", defender.evaluate());
    // The start is balanced.
    assert_eq!(Seega::start(default_config()).evaluate(), 0);
}
