//! Tests on small tables solved in the test: `captures_to_win` of 1 (the one
//! slice with no goat captured, which depends on no other slice, as the
//! 4-captured slice of the full table does) and 2 (two slices, jumps from
//! the first into the second).

use super::index::map_point;
use super::*;
use crate::ai::rng::SplitMix64;
use crate::games::bagh_chal::board::POINTS;
use crate::i18n::Lang;
use crate::table_value::judge_move;
use std::sync::{Arc, OnceLock};

fn config(forced_capture: bool, captures_to_win: u8) -> Config {
    Config {
        forced_capture,
        captures_to_win,
    }
}

fn table(forced_capture: bool, captures_to_win: u8) -> &'static Tablebase {
    static TABLES: [[OnceLock<Tablebase>; 2]; 2] = [
        [OnceLock::new(), OnceLock::new()],
        [OnceLock::new(), OnceLock::new()],
    ];
    TABLES[usize::from(forced_capture)][usize::from(captures_to_win - 1)].get_or_init(|| {
        Tablebase::build(config(forced_capture, captures_to_win), &mut |_| {})
            .expect("small tables build")
    })
}

/// Orbits of the placements of 4 tigers, `goats` goats and the rest empty
/// under the 8 symmetries, by Burnside's lemma: the average over the
/// symmetries of the placements each one fixes (constant on its cycles).
fn burnside(goats: usize) -> u64 {
    let empties = POINTS - 4 - goats;
    let mut total = 0u64;
    for s in 0..8 {
        let mut seen = [false; POINTS];
        let mut cycles = Vec::new();
        for start in 0..POINTS {
            let mut len = 0;
            let mut p = start;
            while !seen[p] {
                seen[p] = true;
                p = map_point(s, p);
                len += 1;
            }
            if len > 0 {
                cycles.push(len);
            }
        }
        // ways[t][e]: colourings of the cycles so far with t tigers, e empties.
        let mut ways = vec![vec![0u64; empties + 1]; 5];
        ways[0][0] = 1;
        for &len in &cycles {
            let mut next = vec![vec![0u64; empties + 1]; 5];
            for t in 0..=4 {
                for e in 0..=empties {
                    let w = ways[t][e];
                    if w == 0 {
                        continue;
                    }
                    next[t][e] += w; // goats
                    if t + len <= 4 {
                        next[t + len][e] += w;
                    }
                    if e + len <= empties {
                        next[t][e + len] += w;
                    }
                }
            }
            ways = next;
        }
        total += ways[4][empties];
    }
    total / 8
}

#[test]
fn burnside_gives_the_published_count() {
    // Lim and Nievergelt: 88,260,972 positions inequivalent under symmetry.
    let per_side: u64 = (0..5).map(|captured| burnside(20 - captured)).sum();
    assert_eq!(2 * per_side, 88_260_972);
}

#[test]
fn tables_count_the_orbits_exactly() {
    let stats = table(true, 2).stats();
    assert_eq!(stats.len(), 4);
    for s in &stats {
        assert_eq!(s.positions, burnside(20 - usize::from(s.captured)));
        assert_eq!(s.positions, s.wins + s.draws + s.losses);
    }
}

#[test]
fn small_tables_verify_against_successors_and_search() {
    for (forced, target) in [(true, 1), (false, 1), (true, 2)] {
        let report = table(forced, target)
            .verify(300, 4, 7, &mut |_| {})
            .unwrap_or_else(|e| panic!("forced_capture={forced}, captures_to_win={target}: {e}"));
        assert_eq!(report.positions, table(forced, target).positions());
        assert_eq!(report.searched, 300);
        assert!(report.proven > 0 && report.proven < 300);
    }
}

#[test]
fn verify_finds_a_damaged_table() {
    let mut damaged = table(true, 1).clone();
    let Codes::Bytes(codes) = &mut damaged.slices[0].codes else {
        panic!("a table built here keeps one byte per slot");
    };
    // A tigers-to-move draw, so that the compact table keeps the damage.
    let half = codes.len() / 2;
    let slot = half + codes[half..].iter().position(|&c| c == 0).expect("a draw");
    codes[slot] = code_of(1);
    assert!(damaged.verify(0, 4, 1, &mut |_| {}).is_err());
    // The same damage in a compact table, read in place.
    let compact = Tablebase::from_bytes(&damaged.compact().to_bytes()).expect("compact");
    assert!(compact.verify(0, 4, 1, &mut |_| {}).is_err());
}

fn parse(text: &str, config: Config) -> BaghChal {
    BaghChal::parse(text, config).expect("position")
}

#[test]
fn positions_reasoned_by_hand() {
    let c = config(true, 1);
    let t = table(true, 1);
    // Tigers in the corners, the one empty point c2 out of their reach:
    // the tigers to move have no move and have lost.
    let trapped = parse("TGGGT/GGGGG/GGGGG/GG1GG/TGGGT t 0 0", c);
    assert_eq!(t.probe(&trapped), Some(Value::Loss { plies: 0 }));
    // With the empty point c3 instead, a1xc3 captures the one goat needed.
    let jump = parse("TGGGT/GGGGG/GG1GG/GGGGG/TGGGT t 0 0", c);
    assert_eq!(t.probe(&jump), Some(Value::Win { plies: 1 }));
    // Goats to move there: c2-c3 leaves c2 empty, out of every tiger's
    // reach, and the tigers are trapped.
    let goats = parse("TGGGT/GGGGG/GG1GG/GGGGG/TGGGT g 0 0", c);
    assert_eq!(t.probe(&goats), Some(Value::Win { plies: 1 }));
    // Positions outside the table: goats in hand, other rules.
    let placing = parse("T3T/5/5/5/T3T g 20 0", c);
    assert_eq!(t.probe(&placing), None);
    assert_eq!(
        t.probe(&parse(
            "TGGGT/GGGGG/GG1GG/GGGGG/TGGGT t 0 0",
            config(false, 1)
        )),
        None
    );
}

#[test]
fn symmetric_positions_have_one_value() {
    let t = table(true, 2);
    let indexer = Indexer::get();
    let mut rng = SplitMix64::new(3);
    for _ in 0..2000 {
        let slice = &t.slices[rng.below(2)];
        let slot = rng.below(slice.len());
        let (tigers, goats) = slice.position(slot);
        let tiger_side = slot >= slice.per_side();
        let value = t.probe_parts(tigers, goats, slice.captured, tiger_side);
        for s in 0..8 {
            let image = t.probe_parts(
                indexer.apply(s, tigers),
                indexer.apply(s, goats),
                slice.captured,
                tiger_side,
            );
            assert_eq!(image, value);
        }
    }
}

#[test]
fn perfect_play_ends_won_games_at_the_promised_ply() {
    let t = table(true, 2);
    let c = t.config();
    let mut rng = SplitMix64::new(11);
    let mut games = 0;
    while games < 200 {
        let slice = &t.slices[rng.below(2)];
        let slot = rng.below(slice.len());
        if slice.code_at(slot) == NOT_CANONICAL {
            continue;
        }
        let (tigers, goats) = slice.position(slot);
        let side = if slot >= slice.per_side() {
            Side::Second
        } else {
            Side::First
        };
        let mut position = BaghChal::from_parts(tigers, goats, side, 0, slice.captured, c);
        let Some(Value::Win { plies }) = t.probe(&position) else {
            continue;
        };
        games += 1;
        let winner = side;
        let mut played = 0;
        while position.terminal().is_none() {
            let (best, value) = t.best_moves(&position).expect("in the table");
            let expected = u32::from(plies) - played;
            match value {
                Value::Win { plies } | Value::Loss { plies } => {
                    assert_eq!(u32::from(plies), expected)
                }
                Value::Draw => panic!("a won game turned into a draw"),
            }
            position.play(best[0]);
            played += 1;
        }
        assert_eq!(played, u32::from(plies));
        assert_eq!(position.terminal().map(|o| o.score_for(winner)), Some(1));
    }
}

#[test]
fn files_round_trip_and_damage_is_refused() {
    let t = table(false, 1);
    let bytes = t.to_bytes();
    assert_eq!(Tablebase::from_bytes(&bytes).as_ref(), Ok(t));
    let mut damaged = bytes.clone();
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    assert_eq!(Tablebase::from_bytes(&damaged), Err(TableError::Checksum));
    assert!(matches!(
        Tablebase::from_bytes(&bytes[..bytes.len() - 1]),
        Err(TableError::Size { .. })
    ));
    assert_eq!(Tablebase::from_bytes(b"hello"), Err(TableError::NotATable));
    let mut version = bytes;
    version[8] = 99;
    assert_eq!(
        Tablebase::from_bytes(&version),
        Err(TableError::Version(99))
    );
}

#[test]
fn only_supported_targets_build() {
    assert_eq!(
        Tablebase::build(config(true, 6), &mut |_| {}),
        Err(BuildError::UnsupportedTarget(6))
    );
}

/// Installs the two-capture table (forced capture) for the engine tests
/// (and the review's).
pub(crate) fn install_small() -> &'static Tablebase {
    let t = table(true, 2);
    install(Arc::new(t.clone()));
    installed(t.config()).expect("installed")
}

/// Random positions of the two-capture table with a value `keep` accepts.
pub(crate) fn sample(count: usize, seed: u64, keep: impl Fn(Value) -> bool) -> Vec<BaghChal> {
    let t = table(true, 2);
    let mut rng = SplitMix64::new(seed);
    let mut found = Vec::new();
    while found.len() < count {
        let slice = &t.slices[rng.below(2)];
        let slot = rng.below(slice.len());
        if slice.code_at(slot) == NOT_CANONICAL || !keep(value_of_code(slice.code_at(slot))) {
            continue;
        }
        let (tigers, goats) = slice.position(slot);
        let side = if slot >= slice.per_side() {
            Side::Second
        } else {
            Side::First
        };
        found.push(BaghChal::from_parts(
            tigers,
            goats,
            side,
            0,
            slice.captured,
            t.config(),
        ));
    }
    found
}

#[test]
fn expert_and_perfect_play_the_table_and_easy_does_not_read_it() {
    use crate::ai::{Engine, Level, SearchSettings};
    use std::sync::atomic::AtomicBool;
    let t = install_small();
    let mut engine = Engine::new(1);
    let never = AtomicBool::new(false);
    for position in sample(40, 5, |v| matches!(v, Value::Win { plies } if plies >= 3)) {
        let value = t.probe(&position).expect("in the table");
        for level in [Level::Expert, Level::Perfect] {
            let settings = SearchSettings::for_level(level).without_time();
            let result = engine
                .search(&position, &[], &settings, &never)
                .expect("a move");
            assert_eq!(
                result.score,
                crate::ai::table_score(value, 0),
                "{}",
                position.to_text()
            );
            assert_eq!(t.value_of_move(&position, result.best), Some(value));
        }
    }
    assert!(!Level::Easy.uses_tables() && !Level::Hard.uses_tables());
    assert!(Level::Expert.uses_tables() && Level::Perfect.uses_tables());
}

#[test]
fn the_last_placement_is_scored_from_the_table() {
    use crate::ai::{Engine, SearchSettings};
    use std::sync::atomic::AtomicBool;
    let t = install_small();
    let mut engine = Engine::new(1);
    let never = AtomicBool::new(false);
    let mut checked = 0;
    for full in sample(200, 9, |_| true) {
        if full.side_to_move() != Side::First || full.goats_captured() != 0 {
            continue;
        }
        // Take one goat back into the hand: the goats place the last goat.
        let goat = full.goats() & full.goats().wrapping_neg();
        let position = BaghChal::from_parts(
            full.tigers(),
            full.goats() & !goat,
            Side::First,
            1,
            0,
            t.config(),
        );
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let best = moves
            .iter()
            .filter_map(|&mv| t.value_of_move(&position, mv))
            .max_by_key(|v| v.preference())
            .expect("placements");
        let result = engine
            .search(&position, &[], &SearchSettings::depth(1), &never)
            .expect("a move");
        assert_eq!(
            result.score,
            crate::ai::table_score(best, 0),
            "{}",
            position.to_text()
        );
        checked += 1;
    }
    assert!(checked > 20);
}

#[test]
fn hints_say_who_wins() {
    let t = install_small();
    let options = BaghChal::options(&t.config());
    let entry = crate::find_game("bagh-chal").expect("bagh-chal");
    for position in sample(30, 13, |_| true) {
        let record = entry
            .from_position(&options, &position.to_text())
            .expect("record");
        let value = t.probe(&position).expect("in the table");
        let text = record.verdict(crate::i18n::Lang::En);
        match value {
            Value::Draw => assert_eq!(text.as_deref(), Some("Draw with best play")),
            Value::Win { plies } | Value::Loss { plies } if plies > 0 => {
                let winner = match (value, position.side_to_move()) {
                    (Value::Win { .. }, Side::First) | (Value::Loss { .. }, Side::Second) => {
                        "Goats"
                    }
                    _ => "Tigers",
                };
                assert_eq!(text, Some(format!("{winner} win in {}", plies.div_ceil(2))));
            }
            _ => assert_eq!(text, None),
        }
    }
    assert_eq!(
        judge_move(Value::Win { plies: 3 }, Value::Draw, Lang::En).as_deref(),
        Some("this move threw away the win")
    );
    assert_eq!(
        judge_move(Value::Win { plies: 3 }, Value::Loss { plies: 2 }, Lang::En),
        None
    );
    assert_eq!(
        judge_move(Value::Draw, Value::Win { plies: 5 }, Lang::En).as_deref(),
        Some("this move threw away the draw")
    );
    assert_eq!(judge_move(Value::Draw, Value::Draw, Lang::En), None);
    assert_eq!(
        judge_move(Value::Win { plies: 3 }, Value::Draw, Lang::Fr).as_deref(),
        Some("ce coup a laissé échapper la victoire")
    );
}

#[test]
fn compact_tables_keep_every_value() {
    let full = table(true, 2);
    let compact = full.compact();
    assert!(full.is_full() && !compact.is_full());
    let bytes = compact.to_bytes();
    assert!(bytes.len() < full.to_bytes().len() / 2);
    let read = Tablebase::from_bytes(&bytes).expect("compact file");
    assert_eq!(read, compact);
    assert_eq!(read.stats(), full.stats());
    for slice in &full.slices {
        for slot in 0..slice.len() {
            if slice.code_at(slot) == NOT_CANONICAL {
                continue;
            }
            let (tigers, goats) = slice.position(slot);
            let tigers_to_move = slice.tigers_at(slot);
            let value = full.probe_parts(tigers, goats, slice.captured, tigers_to_move);
            assert_eq!(
                read.probe_parts(tigers, goats, slice.captured, tigers_to_move),
                value
            );
            // The result alone, read in place, agrees too.
            let side = if tigers_to_move {
                Side::Second
            } else {
                Side::First
            };
            let position =
                BaghChal::from_parts(tigers, goats, side, 0, slice.captured, full.config());
            let result = value.map(Value::result);
            assert_eq!(read.probe_result(&position), result);
            assert_eq!(full.probe_result(&position), result);
        }
    }
    read.verify(100, 3, 2, &mut |_| {})
        .expect("compact verifies");
    let mut damaged = bytes;
    let at = damaged.len() / 2;
    damaged[at] ^= 0x40;
    assert_eq!(Tablebase::from_bytes(&damaged), Err(TableError::Checksum));
}

/// The exact result of `position` for its side to move by plain minimax
/// over every placement down to the table: no pruning, no memory.
fn minimax(t: &Tablebase, position: &BaghChal) -> i32 {
    if let Some(outcome) = position.terminal() {
        return outcome.score_for(position.side_to_move());
    }
    if position.goats_in_hand() == 0 {
        return match t.probe(position).expect("in the table") {
            Value::Win { .. } => 1,
            Value::Draw => 0,
            Value::Loss { .. } => -1,
        };
    }
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let mut child = position.clone();
            child.play(mv);
            -minimax(t, &child)
        })
        .max()
        .expect("a placement")
}

/// Takes `k` goats of a table position back into the hand (the lowest
/// points first), with `side` to move.
fn unplace(full: &BaghChal, k: u8, side: Side, config: Config) -> BaghChal {
    let mut goats = full.goats();
    for _ in 0..k {
        goats &= goats - 1;
    }
    BaghChal::from_parts(full.tigers(), goats, side, k, full.goats_captured(), config)
}

/// One capture wins (`captures_to_win=1`). Goats to place their last goat,
/// on c3 or d1. On d1 it leaves c3 the one empty point, and the tiger on
/// a1 jumps b2 into it: a capture, the tigers' win. On c3 no tiger can
/// reach d1 by a jump (b1, d3 hold goats), so the result is the table's for
/// the position after it. The perfect level places on c3.
#[test]
fn the_last_placement_is_solved_exactly_by_hand() {
    use crate::ai::{Engine, Level, SearchSettings};
    use std::sync::atomic::AtomicBool;
    let c = config(true, 1);
    let t = table(true, 1);
    install(Arc::new(t.clone()));
    let position = parse("TGGGT/GGGGG/GG1GG/GGGGG/TGG1T g 1 0", c);
    assert_eq!(position.plies_to_table(), Some(1));
    let on_c3 = parse("TGGGT/GGGGG/GGGGG/GGGGG/TGG1T t 0 0", c);
    let c3_result = match t.probe(&on_c3).expect("in the table") {
        Value::Win { .. } => -1,
        Value::Draw => 0,
        Value::Loss { .. } => 1,
    };
    assert!(c3_result > -1, "c3 is not lost at once");
    let never = AtomicBool::new(false);
    let mut engine = Engine::new(1);
    let (results, _) = engine
        .exact_results(&position, u64::MAX, None, &never)
        .expect("one ply from the table");
    let mut by_name: Vec<(String, i32)> = results
        .iter()
        .map(|&(mv, r)| (position.notation(mv), r))
        .collect();
    by_name.sort();
    assert_eq!(
        by_name,
        vec![("c3".to_string(), c3_result), ("d1".to_string(), -1)]
    );
    let settings = SearchSettings::for_level(Level::Perfect).without_time();
    let found = engine.search(&position, &[], &settings, &never).unwrap();
    assert_eq!(position.notation(found.best), "c3");
}

/// With 1 to 3 goats in hand, either side to move, the exact solve agrees
/// with plain minimax: the best result exactly, every move of that result
/// exactly, and no other move above its true result; the perfect level
/// plays a move of the best result.
#[test]
fn the_exact_placement_solve_agrees_with_minimax() {
    use crate::ai::{Engine, Level, SearchSettings};
    use std::sync::atomic::AtomicBool;
    let t = install_small();
    let never = AtomicBool::new(false);
    let mut engine = Engine::new(1);
    let settings = SearchSettings::for_level(Level::Perfect).without_time();
    let mut checked = [0; 3];
    for position in placements(t, 90, 17) {
        let k = position.goats_in_hand();
        let side = position.side_to_move();
        assert_eq!(
            position.plies_to_table(),
            Some(2 * u32::from(k) - u32::from(side == Side::First))
        );
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let truth = move_results(t, &position, &moves);
        let best = *truth.iter().max().unwrap();
        engine.clear();
        let (results, _) = engine
            .exact_results(&position, u64::MAX, None, &never)
            .expect("in reach");
        let reported_best = results.iter().map(|&(_, r)| r).max().unwrap();
        assert_eq!(reported_best, best, "{}", position.to_text());
        for (&(mv, reported), &true_result) in results.iter().zip(&truth) {
            assert!(reported >= true_result, "{}", position.to_text());
            assert_eq!(
                reported == best,
                true_result == best,
                "{}",
                position.notation(mv)
            );
        }
        let found = engine.search(&position, &[], &settings, &never).unwrap();
        let index = moves.iter().position(|&mv| mv == found.best).unwrap();
        assert_eq!(truth[index], best, "{}", position.to_text());
        checked[usize::from(k - 1)] += 1;
    }
    assert!(checked.iter().all(|&n| n >= 20), "{checked:?}");
}

/// `n` sampled table positions with 1 to 3 goats taken back into the hand
/// (in turn) and either side to move (in turn), those not over.
fn placements(t: &Tablebase, n: usize, seed: u64) -> Vec<BaghChal> {
    sample(n, seed, |_| true)
        .into_iter()
        .enumerate()
        .map(|(i, full)| {
            let side = if i % 2 == 0 {
                Side::First
            } else {
                Side::Second
            };
            unplace(&full, (i % 3) as u8 + 1, side, t.config())
        })
        .filter(|position| position.terminal().is_none())
        .collect()
}

/// The true result of each of `moves` for the side to move at `position`.
fn move_results(
    t: &Tablebase,
    position: &BaghChal,
    moves: &[<BaghChal as Game>::Move],
) -> Vec<i32> {
    moves
        .iter()
        .map(|&mv| {
            let mut child = position.clone();
            child.play(mv);
            -minimax(t, &child)
        })
        .collect()
}

/// With 1 to 3 goats in hand, either side to move, the one-sided draw
/// proof agrees with plain minimax on every move: it says a move keeps the
/// draw exactly when the move's true result is a draw or a win.
#[test]
fn the_draw_proof_agrees_with_minimax_on_every_move() {
    use crate::ai::{DrawProof, Engine};
    use std::sync::atomic::AtomicBool;
    let t = install_small();
    let never = AtomicBool::new(false);
    let mut engine = Engine::new(1);
    let (mut holding, mut losing) = (0, 0);
    for position in placements(t, 60, 23) {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        for (&mv, truth) in moves.iter().zip(move_results(t, &position, &moves)) {
            engine.clear();
            let (proof, _) = engine
                .prove_draw(&position, mv, u64::MAX, None, &never)
                .expect("in reach");
            let expected = if truth >= 0 {
                DrawProof::Holds
            } else {
                DrawProof::Loses
            };
            assert_eq!(
                proof,
                expected,
                "{} {}",
                position.to_text(),
                position.notation(mv)
            );
            if truth >= 0 {
                holding += 1;
            } else {
                losing += 1;
            }
        }
    }
    assert!(holding >= 50 && losing >= 50, "{holding} {losing}");
}

/// The perfect level's last step beyond the exact solve: given the
/// searched moves with a losing one first, it puts a move that keeps the
/// draw in front (the first such in order); where every move loses, the
/// searched choice stays.
#[test]
fn a_searched_move_proven_to_lose_is_passed_over() {
    use crate::ai::{Engine, Level, RootMove, SearchSettings};
    use std::sync::atomic::AtomicBool;
    let t = install_small();
    let never = AtomicBool::new(false);
    let mut engine = Engine::new(1);
    let settings = SearchSettings::for_level(Level::Perfect).without_time();
    let (mut rescued, mut all_lost) = (0, 0);
    for position in placements(t, 120, 29) {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let truth = move_results(t, &position, &moves);
        let Some(lost) = truth.iter().position(|&r| r < 0) else {
            continue;
        };
        // The losing move first, as if the search had chosen it; the
        // others with falling scores in generation order.
        let mut root: Vec<RootMove<_>> = moves
            .iter()
            .enumerate()
            .map(|(index, &mv)| RootMove {
                mv,
                index,
                score: -(index as i32),
            })
            .collect();
        root.swap(0, lost);
        root[0].score = 100;
        engine.clear();
        engine
            .keep_the_draw(
                &position,
                &mut root,
                &settings,
                &never,
                std::time::Instant::now(),
            )
            .expect("a proof was tried");
        let chosen = truth[root[0].index];
        if truth.iter().any(|&r| r >= 0) {
            assert!(chosen >= 0, "{}", position.to_text());
            // The first holding move in the order the step tries them:
            // the others by score, which is generation order here.
            let first_holding = (0..moves.len())
                .filter(|&j| j != lost)
                .find(|&j| truth[j] >= 0)
                .unwrap();
            assert_eq!(root[0].index, first_holding, "{}", position.to_text());
            rescued += 1;
        } else {
            assert_eq!(root[0].index, lost);
            all_lost += 1;
        }
    }
    assert!(rescued >= 20, "{rescued} {all_lost}");
}
