//! The tactics suite of issue 5: one or two positions per game with the
//! right answer, which the expert level must find under a node budget (so
//! the test is deterministic). The expected moves are listed, and each is
//! also checked here by brute force, so a position cannot silently stop
//! being the puzzle it claims to be.
//!
//! The positions were found by `find_tactics` (ignored; run it with
//! `cargo test --test ai_tactics -- --ignored --nocapture`), which scans
//! engine games for positions that meet each puzzle's brute-force test.

use boardlore_core::ai::{Engine, Level, SearchSettings};
use boardlore_core::games::{bagh_chal::BaghChal, bobail::Bobail, buff_and_green::BuffAndGreen};
use boardlore_core::games::{chiangmai::Chiangmai, seega::Seega};
use boardlore_core::{Game, Match, Options};
use std::sync::atomic::AtomicBool;

/// The expert's node budget in this suite: an expert move on this machine
/// searches well over this within its time budget.
const NODES: u64 = 200_000;

fn position<G: Game>(text: &str) -> G {
    let config = G::config(&Options::new()).expect("default options");
    G::parse(text, config).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn expert_move<G: Game>(position: &G) -> String {
    let mut engine = Engine::new(16);
    let settings = SearchSettings {
        max_nodes: Some(NODES),
        ..SearchSettings::for_level(Level::Expert)
    }
    .without_time();
    let record = Match::from_position(position.clone());
    engine
        .think(&record, &settings, &AtomicBool::new(false))
        .expect("a move")
        .notation
}

fn moves<G: Game>(position: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves
}

fn after<G: Game>(position: &G, mv: G::Move) -> G {
    let mut next = position.clone();
    next.play(mv);
    next
}

/// Moves that win at once for the side to move.
fn wins_now<G: Game>(position: &G) -> Vec<String> {
    let side = position.side_to_move();
    moves(position)
        .into_iter()
        .filter(|&mv| {
            after(position, mv)
                .terminal()
                .is_some_and(|o| o.winner == Some(side))
        })
        .map(|mv| position.notation(mv))
        .collect()
}

/// Moves after which the opponent cannot win at once.
fn safe_moves<G: Game>(position: &G) -> Vec<String> {
    let side = position.side_to_move();
    moves(position)
        .into_iter()
        .filter(|&mv| {
            let next = after(position, mv);
            next.terminal().is_some_and(|o| o.winner == Some(side))
                || (next.terminal().is_none() && wins_now(&next).is_empty())
                || next.side_to_move() == side
        })
        .map(|mv| position.notation(mv))
        .collect()
}

/// Material won minus material lost over `plies` plies (each side choosing
/// its best), counted from the pieces each move captures; a win counts 100.
fn material<G: Game>(position: &G, plies: u32) -> i32 {
    if let Some(o) = position.terminal() {
        return 100 * o.score_for(position.side_to_move());
    }
    if plies == 0 {
        return 0;
    }
    let side = position.side_to_move();
    moves(position)
        .into_iter()
        .map(|mv| {
            let gained = position.detail(mv).captured.len() as i32;
            let next = after(position, mv);
            let rest = material(&next, plies - 1);
            gained
                + if next.side_to_move() == side {
                    rest
                } else {
                    -rest
                }
        })
        .max()
        .unwrap_or(0)
}

/// The moves with the best `material` swing over `plies`, and that swing.
fn best_material<G: Game>(position: &G, plies: u32) -> (Vec<String>, i32) {
    let side = position.side_to_move();
    let scored: Vec<(String, i32)> = moves(position)
        .into_iter()
        .map(|mv| {
            let gained = position.detail(mv).captured.len() as i32;
            let next = after(position, mv);
            let rest = material(&next, plies - 1);
            (
                position.notation(mv),
                gained
                    + if next.side_to_move() == side {
                        rest
                    } else {
                        -rest
                    },
            )
        })
        .collect();
    let top = scored.iter().map(|s| s.1).max().unwrap_or(0);
    (
        scored
            .into_iter()
            .filter(|s| s.1 == top)
            .map(|s| s.0)
            .collect(),
        top,
    )
}

/// Tiger moves (no capture now) after which every goat reply leaves a capture.
fn forcing_tiger_moves(position: &BaghChal) -> Vec<String> {
    moves(position)
        .into_iter()
        .filter(|&mv| !position.is_capture(mv))
        .filter(|&mv| {
            let next = after(position, mv);
            next.terminal().is_none()
                && moves(&next).into_iter().all(|reply| {
                    let then = after(&next, reply);
                    then.terminal().is_none()
                        && moves(&then).into_iter().any(|m| then.is_capture(m))
                })
        })
        .map(|mv| position.notation(mv))
        .collect()
}

// ------------------------------------------------------------- the suite

fn check(name: &str, found: String, expected: &[&str], derived: &[String]) {
    let mut derived_sorted: Vec<&str> = derived.iter().map(String::as_str).collect();
    derived_sorted.sort();
    let mut expected_sorted = expected.to_vec();
    expected_sorted.sort();
    assert_eq!(
        expected_sorted, derived_sorted,
        "{name}: the position's answer changed"
    );
    assert!(
        expected.contains(&found.as_str()),
        "{name}: expert played {found}, expected one of {expected:?}"
    );
}

#[test]
fn bagh_chal_goats_trap_the_last_tiger() {
    // Goats to move; only a2-b2 leaves the tigers without a move.
    let p: BaghChal = position("1GG1G/GGTGT/GTGGG/G1GGG/GGTGG g 0 2");
    check("bagh-chal trap", expert_move(&p), &["a2-b2"], &wins_now(&p));
}

#[test]
fn bagh_chal_tiger_forces_the_win_of_a_goat() {
    // No capture now, but after c2-c3 every goat reply leaves a jump.
    let p: BaghChal = position("GGGGG/GT1TG/GG1GG/GGTTG/GGGGG t 0 1");
    check(
        "bagh-chal forced goat",
        expert_move(&p),
        &["c2-c3"],
        &forcing_tiger_moves(&p),
    );
}

#[test]
fn buff_and_green_multi_capture_combination() {
    // Green gives a man (e3-f4, c1xg5) to open the triple capture
    // h6xf4xd6xb8: two pieces up in three plies.
    let p: BuffAndGreen = position("3b1b1b/b1b3b1/7g/b3b3/7g/2g1g1g1/8/g1B1g1g1 g 0");
    let (best, gain) = best_material(&p, 3);
    assert_eq!(gain, 2);
    check(
        "buff-and-green combination",
        expert_move(&p),
        &["e3-f4"],
        &best,
    );
}

#[test]
fn seega_capture_wins_material() {
    // The attacker steps into e5 (from d5 or f5) and captures, safely.
    let p: Seega = position("SSsssss/SSSssss/sSSS1Ss/sssSsSS/sss1SSs/ssSSSSS/ssSSSSS a 0 0 1");
    let (best, gain) = best_material(&p, 2);
    assert_eq!(gain, 1);
    check("seega capture", expert_move(&p), &["d5-e5", "f5-e5"], &best);
}

#[test]
fn chiangmai_capture_wins_material() {
    // c1-c6 encloses the black chip on d6 against the white e6.
    let p: Chiangmai = position("BBB1BB1B/8/3BWW2/8/8/6B1/8/WWWW2WW w 4");
    let (best, gain) = best_material(&p, 2);
    assert_eq!(gain, 1);
    check("chiangmai capture", expert_move(&p), &["c1-c6"], &best);
}

#[test]
fn bobail_home_row_in_one() {
    // Black steps the bobail to d5, its home row.
    let p: Bobail = position("BBB1B/2O1B/5/5/WWWWW b 2");
    check("bobail win in one", expert_move(&p), &["d5"], &wins_now(&p));
}

#[test]
fn bobail_avoids_handing_over_the_win() {
    // Most White moves let Black walk the bobail home; these four do not.
    let p: Bobail = position("B2WB/1W1W1/3BO/3BB/1WW2 w 6");
    check(
        "bobail avoid loss",
        expert_move(&p),
        &["e4,d4-e3", "e4,d4-a1", "e4,d4-c4", "e4,d4-c5"],
        &safe_moves(&p),
    );
}

// ------------------------------------------------------------- the finder

fn scan<G: Game>(label: &str, games: u64, mut test: impl FnMut(&G) -> Option<String>) {
    let mut engine = Engine::new(4);
    let mut found = 0;
    'games: for seed in 0..games {
        let mut record = Match::<G>::new(&Options::new()).unwrap();
        let mut rng = boardlore_core::ai::rng::SplitMix64::new(seed + 1);
        for ply in 0..300 {
            if record.outcome().is_some() {
                break;
            }
            if let Some(why) = test(record.position()) {
                println!("{label}: {:?}  -> {why}", record.position().to_text());
                found += 1;
                if found >= 3 {
                    return;
                }
                continue 'games;
            }
            let mv = if ply < 4 {
                let legal = record.legal_moves();
                record.position().notation(legal[rng.below(legal.len())])
            } else {
                let settings = SearchSettings::for_level(Level::Medium)
                    .without_time()
                    .with_seed(seed);
                engine
                    .think(&record, &settings, &AtomicBool::new(false))
                    .unwrap()
                    .notation
            };
            record.play_text(&mv).unwrap();
        }
    }
}

#[test]
#[ignore = "a search for new puzzle positions, not a test"]
fn find_tactics() {
    scan::<BaghChal>("bagh-chal trap", 200, |p| {
        let w = wins_now(p);
        (p.side_to_move() == boardlore_core::Side::First
            && !w.is_empty()
            && w.len() < moves(p).len())
        .then(|| format!("{w:?}"))
    });
    scan::<BaghChal>("bagh-chal forced goat", 200, |p| {
        if p.side_to_move() != boardlore_core::Side::Second
            || moves(p).iter().any(|&m| p.is_capture(m))
        {
            return None;
        }
        let f = forcing_tiger_moves(p);
        (!f.is_empty() && f.len() * 3 <= moves(p).len()).then(|| format!("{f:?}"))
    });
    scan::<BuffAndGreen>("buff-and-green combination", 200, |p| {
        if moves(p).iter().any(|&m| p.is_capture(m)) {
            return None;
        }
        let (best, gain) = best_material(p, 3);
        ((2..50).contains(&gain) && best.len() <= 2).then(|| format!("{best:?} +{gain}"))
    });
    scan::<Seega>("seega capture", 200, |p| {
        let (best, gain) = best_material(p, 2);
        (gain >= 1 && best.len() <= 2 && moves(p).len() > 4).then(|| format!("{best:?} +{gain}"))
    });
    scan::<Chiangmai>("chiangmai capture", 200, |p| {
        let (best, gain) = best_material(p, 2);
        (gain >= 1 && best.len() <= 2 && moves(p).len() > 4).then(|| format!("{best:?} +{gain}"))
    });
    scan::<Bobail>("bobail win in one", 200, |p| {
        let w = wins_now(p);
        (!w.is_empty() && w.len() * 4 <= moves(p).len()).then(|| format!("{w:?}"))
    });
    scan::<Bobail>("bobail avoid loss", 200, |p| {
        let s = safe_moves(p);
        (wins_now(p).is_empty() && !s.is_empty() && s.len() * 3 <= moves(p).len())
            .then(|| format!("{s:?}"))
    });
}
