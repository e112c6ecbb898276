//! Bagh Chal: perft counts derived by hand, a reference move generator,
//! outcomes, position strings and notation.

use boardlore_core::games::bagh_chal::{BaghChal, Config, Move};
use boardlore_core::notation::parse_move;
use boardlore_core::perft::perft;
use boardlore_core::{
    EndReason, Game, Match, MatchError, MoveError, OptionValue, Options, Outcome, PositionError,
    Side, Square,
};
use std::collections::BTreeSet;

const START: &str = "T3T/5/5/5/T3T g 20 0";

fn config(forced_capture: bool, captures_to_win: u8) -> Config {
    Config {
        forced_capture,
        captures_to_win,
    }
}

fn default_config() -> Config {
    BaghChal::config(&Options::new()).unwrap()
}

fn pos(text: &str) -> BaghChal {
    BaghChal::parse(text, default_config()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos_with(text: &str, config: Config) -> BaghChal {
    BaghChal::parse(text, config).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn notations(position: &BaghChal) -> BTreeSet<String> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves.iter().map(|&mv| position.notation(mv)).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn sq(name: &str) -> Square {
    Square::parse(name, 5, 5).unwrap()
}

// ---------------------------------------------------------------------------
// A reference generator, written from the spec with plain arrays: a point at
// (file, rank) connects orthogonally to its neighbours, and diagonally only
// when file + rank is even. A jump goes over the neighbour on a line to the
// next point on the same straight line.
// ---------------------------------------------------------------------------

#[derive(Clone, PartialEq, Debug)]
struct Reference {
    board: [char; 25],
    goats_to_move: bool,
    hand: u32,
    captured: u32,
    forced: bool,
    target: u32,
}

#[derive(Clone, Debug)]
struct RefMove {
    text: String,
    from: Option<usize>,
    to: usize,
    over: Option<usize>,
}

fn ref_name(point: usize) -> String {
    format!("{}{}", (b'a' + (point % 5) as u8) as char, point / 5 + 1)
}

impl Reference {
    fn parse(text: &str, forced: bool, target: u32) -> Reference {
        let fields: Vec<&str> = text.split(' ').collect();
        let mut board = ['.'; 25];
        for (row, rank_text) in fields[0].split('/').enumerate() {
            let rank = 4 - row;
            let mut file = 0;
            for c in rank_text.chars() {
                if let Some(n) = c.to_digit(10) {
                    file += n as usize;
                } else {
                    board[rank * 5 + file] = c;
                    file += 1;
                }
            }
        }
        Reference {
            board,
            goats_to_move: fields[1] == "g",
            hand: fields[2].parse().unwrap(),
            captured: fields[3].parse().unwrap(),
            forced,
            target,
        }
    }

    /// The point one step from (file, rank) in direction (df, dr), if a line goes there.
    fn along_line(file: i32, rank: i32, df: i32, dr: i32) -> Option<(i32, i32)> {
        let diagonal = df != 0 && dr != 0;
        if diagonal && (file + rank) % 2 != 0 {
            return None;
        }
        let (f, r) = (file + df, rank + dr);
        ((0..5).contains(&f) && (0..5).contains(&r)).then_some((f, r))
    }

    fn moves(&self) -> Vec<RefMove> {
        let mut out = Vec::new();
        if self.captured >= self.target {
            return out;
        }
        let dirs = [
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ];
        let at = |f: i32, r: i32| self.board[(r * 5 + f) as usize];
        if self.goats_to_move && self.hand > 0 {
            for p in 0..25 {
                if self.board[p] == '.' {
                    out.push(RefMove {
                        text: ref_name(p),
                        from: None,
                        to: p,
                        over: None,
                    });
                }
            }
            return out;
        }
        let piece = if self.goats_to_move { 'G' } else { 'T' };
        let mut jumps = Vec::new();
        let mut steps = Vec::new();
        for p in 0..25 {
            if self.board[p] != piece {
                continue;
            }
            let (file, rank) = ((p % 5) as i32, (p / 5) as i32);
            for (df, dr) in dirs {
                let Some((f1, r1)) = Reference::along_line(file, rank, df, dr) else {
                    continue;
                };
                let p1 = (r1 * 5 + f1) as usize;
                if at(f1, r1) == '.' {
                    steps.push(RefMove {
                        text: format!("{}-{}", ref_name(p), ref_name(p1)),
                        from: Some(p),
                        to: p1,
                        over: None,
                    });
                } else if piece == 'T' && at(f1, r1) == 'G' {
                    // The line must continue straight on from the jumped point.
                    if let Some((f2, r2)) = Reference::along_line(f1, r1, df, dr) {
                        if at(f2, r2) == '.' {
                            let p2 = (r2 * 5 + f2) as usize;
                            jumps.push(RefMove {
                                text: format!("{}x{}", ref_name(p), ref_name(p2)),
                                from: Some(p),
                                to: p2,
                                over: Some(p1),
                            });
                        }
                    }
                }
            }
        }
        if !self.forced || jumps.is_empty() {
            out.extend(steps);
        }
        out.extend(jumps);
        out
    }

    fn play(&self, mv: &RefMove) -> Reference {
        let mut next = self.clone();
        match mv.from {
            None => {
                next.board[mv.to] = 'G';
                next.hand -= 1;
            }
            Some(from) => {
                next.board[mv.to] = next.board[from];
                next.board[from] = '.';
            }
        }
        if let Some(over) = mv.over {
            next.board[over] = '.';
            next.captured += 1;
        }
        next.goats_to_move = !next.goats_to_move;
        next
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .iter()
            .map(|mv| self.play(mv).perft(depth - 1))
            .sum()
    }
}

/// A small seeded generator for random play.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

// ---------------------------------------------------------------------------
// Perft, derived by hand.
// ---------------------------------------------------------------------------

#[test]
fn start_perft_forced_capture() {
    let start = BaghChal::start(default_config());
    assert_eq!(start.to_text(), START);
    // Depth 1: 25 points − 4 tigers = 21 empty points, one placement each.
    assert_eq!(perft(&start, 1), 21);
    // Depth 2: the 12 points next to a corner (a1: b1 a2 b2; e1: d1 e2 d2;
    // a5: a4 b5 b4; e5: e4 d5 d4) each give that corner's tiger one jump
    // (to c1/a3/c3, …, always empty), and capture is forced: 12 × 1.
    // The other 9 points (c1 c2 a3 b3 c3 d3 e3 c4 c5) touch no tiger: every
    // tiger has its 3 steps, 4 × 3 = 12 moves: 9 × 12 = 108. Total 120.
    assert_eq!(perft(&start, 2), 120);
    // Depth 3: after a jump no goat is on the board, 21 empty points; after a
    // step one goat is, 20 empty points. 12 × 1 × 21 + 9 × 12 × 20 = 252 + 2160.
    assert_eq!(perft(&start, 3), 2412);
}

#[test]
fn start_perft_capture_optional() {
    let start = BaghChal::start(config(false, 5));
    assert_eq!(perft(&start, 1), 21);
    // Without forced capture every placement leaves the tigers 12 moves: the
    // tiger next to the goat has 2 steps + 1 jump, the others 3 steps each.
    assert_eq!(perft(&start, 2), 21 * 12);
    // Depth 3: next to a corner, 11 steps × 20 empty + 1 jump × 21 empty = 241,
    // 12 × 241 = 2892; elsewhere 9 × 12 × 20 = 2160. Total 5052.
    assert_eq!(perft(&start, 3), 5052);
}

#[test]
fn start_matches_reference_deeper() {
    for forced in [true, false] {
        let start = BaghChal::start(config(forced, 5));
        let reference = Reference::parse(START, forced, 5);
        for depth in 1..=4 {
            assert_eq!(
                perft(&start, depth),
                reference.perft(depth),
                "forced {forced} depth {depth}"
            );
        }
    }
}

/// After the goats' first placement on b2, next to the tiger on a1.
const FIRST_THREAT: &str = "T3T/5/5/1G3/T3T t 19 0";

#[test]
fn forced_capture_after_first_placement() {
    let forced = pos(FIRST_THREAT);
    // a1 can jump b2 to c3, so that jump is the only move.
    assert_eq!(notations(&forced), set(&["a1xc3"]));
    assert_eq!(perft(&forced, 1), 1);
    // Then no goat is on the board: 21 empty points for the next placement.
    assert_eq!(perft(&forced, 2), 21);

    let free = pos_with(FIRST_THREAT, config(false, 5));
    // a1: a1-b1, a1-a2, a1xc3; e1, a5, e5: 3 steps each. 3 + 9 = 12.
    assert_eq!(
        notations(&free),
        set(&[
            "a1-b1", "a1-a2", "a1xc3", "e1-d1", "e1-e2", "e1-d2", "a5-a4", "a5-b5", "a5-b4",
            "e5-d5", "e5-e4", "e5-d4"
        ])
    );
    assert_eq!(perft(&free, 1), 12);
    // After the 11 steps, 20 empty points; after the jump, 21: 11 × 20 + 21.
    assert_eq!(perft(&free, 2), 241);
}

/// A tiger on c3 with goats around it:
/// ```text
/// 5  T . . . T
/// 4  . G G . .
/// 3  . G T G .
/// 2  . . G G .
/// 1  T . . . G
///    a b c d e
/// ```
const CENTRE_TIGER: &str = "T3T/1GG2/1GTG1/2GG1/T3G t 13 0";

#[test]
fn forced_capture_with_several_jumps() {
    // c3 (diagonals): N over c4 to c5, S over c2 to c1, E over d3 to e3,
    // W over b3 to a3 are jumps; NW over b4 lands on the tiger a5 and SE over
    // d2 lands on the goat e1: blocked. NE d4 and SW b2 are empty: steps.
    // a5: steps b5, a4; its jump over b4 lands on c3 (a tiger). e5: d5 e4 d4.
    // a1: b1 a2 b2.
    let forced = pos(CENTRE_TIGER);
    assert_eq!(
        notations(&forced),
        set(&["c3xc5", "c3xc1", "c3xe3", "c3xa3"])
    );
    assert_eq!(perft(&forced, 1), 4);
    // After a jump 6 goats and 4 tigers stand on the board: 15 empty points.
    assert_eq!(perft(&forced, 2), 4 * 15);

    let free = pos_with(CENTRE_TIGER, config(false, 5));
    // 4 jumps + c3: 2 steps + a5: 2 + e5: 3 + a1: 3 = 14.
    assert_eq!(perft(&free, 1), 14);
    // 10 steps × 14 empty points + 4 jumps × 15 = 200.
    assert_eq!(perft(&free, 2), 200);
}

#[test]
fn captures_to_win_reached_mid_search() {
    // As above with 4 goats already captured: any capture is the fifth.
    let text = "T3T/1GG2/1GTG1/2GG1/T3G t 9 4";
    let five = pos(text);
    assert_eq!(perft(&five, 1), 4);
    // Every jump ends the game: no placements follow.
    assert_eq!(perft(&five, 2), 0);
    let mut after = five.clone();
    let mv = parse_move(&after, "c3xc5").unwrap();
    after.play(mv);
    assert_eq!(
        after.terminal(),
        Some(Outcome::win(Side::Second, EndReason::CaptureTarget))
    );
    assert_eq!(after.to_text(), "T1T1T/1G3/1G1G1/2GG1/T3G g 9 5");

    // With captures_to_win = 6 the game goes on: 4 × 15 placements.
    let six = pos_with(text, config(true, 6));
    assert_eq!(perft(&six, 2), 60);
    assert_eq!(perft(&six, 3), reference_perft(text, true, 6, 3));
}

#[test]
fn captures_to_win_already_reached() {
    let text = "T3T/1GG2/1GTG1/2GG1/T3G g 8 5";
    // 5 captured with the default target of 5: the tigers have won.
    let won = pos(text);
    assert_eq!(
        won.terminal(),
        Some(Outcome::win(Side::Second, EndReason::CaptureTarget))
    );
    assert_eq!(perft(&won, 1), 0);
    assert_eq!(perft(&won, 2), 0);
    // A lower target is reached too.
    assert_eq!(perft(&pos_with(text, config(true, 3)), 1), 0);
    assert_eq!(perft(&pos_with(text, config(true, 1)), 1), 0);
    // A higher target: the goats place on the 25 − 4 − 7 = 14 empty points.
    for target in [6, 10, 20] {
        let on = pos_with(text, config(true, target));
        assert_eq!(on.terminal(), None);
        assert_eq!(perft(&on, 1), 14, "target {target}");
    }
    // With target 1, the first capture of the game already wins.
    let one = pos_with(FIRST_THREAT, config(true, 1));
    assert_eq!(perft(&one, 1), 1);
    assert_eq!(perft(&one, 2), 0);
}

/// All four tigers on the corners, every neighbour and every landing point
/// filled with goats (17 goats), c2 b3 d3 c4 empty.
const TRAPPED: &str = "TGGGT/GG1GG/G1G1G/GG1GG/TGGGT";

#[test]
fn trapped_tigers_lose() {
    let tigers = pos(&format!("{TRAPPED} t 0 3"));
    // a1: b1 a2 b2 are goats; the points beyond them, c1 a3 c3, are goats too.
    // The same holds for each corner.
    assert_eq!(
        tigers.terminal(),
        Some(Outcome::win(Side::First, EndReason::NoLegalMove))
    );
    assert_eq!(perft(&tigers, 1), 0);
    // The same board in the placement phase is trapped as well.
    assert_eq!(perft(&pos(&format!("{TRAPPED} t 3 0")), 1), 0);
}

#[test]
fn movement_phase_goat_steps() {
    // The trapped board with the goats to move: only the side to move is
    // judged, so this is no loss for the tigers yet.
    let goats = pos(&format!("{TRAPPED} g 0 3"));
    assert_eq!(goats.terminal(), None);
    assert_eq!(goats.phase(), "movement");
    // The empty points c2 b3 d3 c4 have no diagonals; each has 4 orthogonal
    // neighbours, all goats: 4 × 4 = 16 steps.
    assert_eq!(perft(&goats, 1), 16);
    // Depth 2, by the point the goat leaves:
    // - b2, d2, b4, d4 (a corner's diagonal neighbour): that tiger steps there: 1.
    // - c1, a3, e3, c5 (landing of two corner tigers' jumps): 2 jumps.
    // - c3 (landing of all four diagonal jumps): 4 jumps.
    // Into c2 from b2 d2 c1 c3: 1+1+2+4 = 8; into b3 from a3 c3 b2 b4: 2+4+1+1 = 8;
    // d3 and c4 likewise 8 each. 4 × 8 = 32.
    assert_eq!(perft(&goats, 2), 32);
    assert_eq!(
        perft(&pos_with(&format!("{TRAPPED} g 0 3"), config(false, 5)), 2),
        32
    );
}

/// Goats everywhere but e5; the tigers d5 e4 d4 surround e5, a1 is shut in.
const GOATS_BLOCKED: &str = "GGGT1/GGGTT/GGGGG/GGGGG/TGGGG";

#[test]
fn goats_without_a_move_lose() {
    let goats = pos(&format!("{GOATS_BLOCKED} g 0 0"));
    // The only empty point, e5, touches only tigers (d5, e4 and, diagonally, d4).
    assert_eq!(
        goats.terminal(),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
    assert_eq!(perft(&goats, 1), 0);

    let tigers = pos(&format!("{GOATS_BLOCKED} t 0 0"));
    assert_eq!(tigers.terminal(), None);
    // d5-e5, e4-e5, d4-e5; no jump lands on e5 (c5, e3, c3 are goats) and a1 is shut in.
    assert_eq!(notations(&tigers), set(&["d5-e5", "e4-e5", "d4-e5"]));
    // Depth 2: the goats step into the point left: d5 from c5 (1); e4 from e3
    // (1); d4 from c4, d3 and diagonally c5, c3, e3 (5). Total 7.
    assert_eq!(perft(&tigers, 2), 7);
}

/// Tigers on the odd points b1 d1 b3 d3, which have no diagonal lines; goats
/// diagonally next to them on c2 and c4, and on the four corners.
/// ```text
/// 5  G . . . G
/// 4  . . G . .
/// 3  . T . T .
/// 2  . . G . .
/// 1  G T . T G
///    a b c d e
/// ```
const ODD_TIGERS: &str = "G3G/2G2/1T1T1/2G2/GT1TG t 13 1";

#[test]
fn no_diagonal_moves_from_odd_points() {
    let position = pos(ODD_TIGERS);
    // b1: a1 is a goat with nothing beyond; steps c1 b2 (2). d1: c1 d2 (2).
    // b3: a3 c3 b2 b4 (4). d3: c3 e3 d2 d4 (4). No jump: c2 and c4 are only
    // diagonal to the tigers, and no diagonal line leaves an odd point (so no
    // b3xd5, d3xb5, b1-a2, b1-c2 …).
    let expected = set(&[
        "b1-c1", "b1-b2", "d1-c1", "d1-d2", "b3-a3", "b3-c3", "b3-b2", "b3-b4", "d3-c3", "d3-e3",
        "d3-d2", "d3-d4",
    ]);
    assert_eq!(notations(&position), expected);
    assert_eq!(perft(&position, 1), 12);
    // Steps keep 6 goats and 4 tigers on the board: 15 empty points each.
    assert_eq!(perft(&position, 2), 12 * 15);
    assert_eq!(notations(&pos_with(ODD_TIGERS, config(false, 5))), expected);
}

#[test]
fn diagonal_jumps_from_even_points() {
    // Tigers a1 b2 c2 e5; goats c3 d3. The tiger on b2 (even) jumps the goat
    // on c3 diagonally to d4. The tiger on c2 (odd) has no diagonal line, so
    // it cannot jump d3 to e4. a1 cannot jump b2: tigers are never jumped.
    let position = pos("4T/5/2GG1/1TT2/T4 t 17 1");
    let moves = notations(&position);
    assert!(moves.contains("b2xd4"));
    assert!(!moves.contains("c2xe4"));
    // c2 jumps north over the goat on c3 to the empty c4. Capture is forced,
    // so these two jumps are the only moves.
    assert_eq!(moves, set(&["b2xd4", "c2xc4"]));
}

fn reference_perft(text: &str, forced: bool, target: u32, depth: u32) -> u64 {
    Reference::parse(text, forced, target).perft(depth)
}

#[test]
fn special_positions_match_reference() {
    let texts = [
        START.to_string(),
        FIRST_THREAT.to_string(),
        CENTRE_TIGER.to_string(),
        ODD_TIGERS.to_string(),
        format!("{TRAPPED} g 0 3"),
        format!("{GOATS_BLOCKED} t 0 0"),
        "TTTT1/G4/GGGGG/GGGGG/GGGGG t 0 4".to_string(),
    ];
    for text in &texts {
        for forced in [true, false] {
            for target in [1, 5, 20] {
                let engine = pos_with(text, config(forced, target));
                for depth in 1..=3 {
                    assert_eq!(
                        perft(&engine, depth),
                        reference_perft(text, forced, u32::from(target), depth),
                        "{text} forced {forced} target {target} depth {depth}"
                    );
                }
            }
        }
    }
}

#[test]
fn random_play_matches_reference() {
    let mut rng = Lcg(0xBA6C);
    for game in 0..300 {
        let forced = game % 3 != 0;
        let target = [5u8, 5, 20, 8][game % 4];
        let mut engine = BaghChal::start(config(forced, target));
        let mut reference = Reference::parse(START, forced, u32::from(target));
        for _ply in 0..120 {
            let mut moves = Vec::new();
            engine.legal_moves(&mut moves);
            let engine_set: BTreeSet<String> = moves.iter().map(|&m| engine.notation(m)).collect();
            let ref_moves = reference.moves();
            let ref_set: BTreeSet<String> = ref_moves.iter().map(|m| m.text.clone()).collect();
            assert_eq!(engine_set, ref_set, "{}", engine.to_text());
            assert_eq!(
                engine_set.len(),
                moves.len(),
                "duplicate notation in {}",
                engine.to_text()
            );
            // The position string, hash and terminal state agree too.
            let reparsed = pos_with(&engine.to_text(), config(forced, target));
            assert_eq!(reparsed, engine);
            assert_eq!(reparsed.hash(), engine.hash());
            assert_eq!(engine.terminal().is_some(), moves.is_empty());
            let eval = engine.evaluate();
            assert!(eval.abs() < 10_000, "{eval}");
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.next(moves.len())];
            let text = engine.notation(mv);
            let ref_mv = ref_moves.iter().find(|m| m.text == text).unwrap();
            // The detail agrees with the reference's idea of the move.
            let detail = engine.detail(mv);
            assert_eq!(
                detail.endpoints(),
                Some((
                    ref_mv.from.map(|p| Square(p as u8)),
                    Square(ref_mv.to as u8)
                ))
            );
            assert_eq!(
                detail.captured,
                ref_mv
                    .over
                    .map(|p| Square(p as u8))
                    .into_iter()
                    .collect::<Vec<_>>()
            );
            assert_eq!(engine.is_capture(mv), ref_mv.over.is_some());
            reference = reference.play(ref_mv);
            engine.play(mv);
        }
    }
}

// ---------------------------------------------------------------------------
// Outcomes through a game record.
// ---------------------------------------------------------------------------

fn record(text: &str) -> Match<BaghChal> {
    Match::from_text(text, &Options::new()).unwrap()
}

#[test]
fn tigers_win_by_capturing_the_target() {
    let mut game = record("T3T/1GG2/1GTG1/2GG1/T3G t 9 4");
    assert_eq!(game.outcome(), None);
    game.play_text("C-3 E-3").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::Second, EndReason::CaptureTarget))
    );
    assert!(game.legal_moves().is_empty());
    assert_eq!(
        game.play_text("b2"),
        Err(MatchError::Move(MoveError::GameOver))
    );

    // With a target of 6, the same capture does not end the game.
    let options = Options::new().with("captures_to_win", OptionValue::Int(6));
    let mut longer =
        Match::<BaghChal>::from_text("T3T/1GG2/1GTG1/2GG1/T3G t 9 4", &options).unwrap();
    longer.play_text("c3xe3").unwrap();
    assert_eq!(longer.outcome(), None);
}

#[test]
fn goats_win_by_trapping_the_tigers() {
    // The goat on c2 steps to b2 and shuts in the last tiger (a1).
    let mut game = record("TGGGT/GG1GG/G1G1G/G1GGG/TGGGT g 0 3");
    assert_eq!(game.outcome(), None);
    game.play_text("c2-b2").unwrap();
    assert_eq!(game.position().to_text(), format!("{TRAPPED} t 0 3"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::First, EndReason::NoLegalMove))
    );
}

#[test]
fn tigers_win_when_the_goats_cannot_move() {
    let mut game = record("GGG1T/GGGTT/GGGGG/GGGGG/TGGGG t 0 0");
    game.play_text("e5-d5").unwrap();
    assert_eq!(game.position().to_text(), format!("{GOATS_BLOCKED} g 0 0"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
}

#[test]
fn third_repetition_is_a_draw() {
    // No jump is ever possible here: every goat is backed by a goat or the edge.
    let mut game = record("TTTT1/G4/GGGGG/GGGGG/GGGGG t 0 4");
    let cycle = ["d5-e5", "a4-b4", "e5-d5", "b4-a4"];
    for (i, mv) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(game.outcome(), None, "before move {i}");
        game.play_text(mv).unwrap();
    }
    // The start position has now occurred three times.
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    assert_eq!(
        game.position().repetition_outcome(),
        Outcome::draw(EndReason::Repetition)
    );
    assert_eq!(game.position().counter_outcome(), None);
}

#[test]
fn repetition_needs_the_same_side_to_move() {
    let a = pos("TTTT1/G4/GGGGG/GGGGG/GGGGG t 0 4");
    let b = pos("TTTT1/G4/GGGGG/GGGGG/GGGGG g 0 4");
    assert_ne!(a.hash(), b.hash());
    // Goats in hand belong to the position too.
    let c = pos("T3T/5/2G2/5/T3T t 19 0");
    let d = pos("T3T/5/2G2/5/T3T t 18 1");
    assert_ne!(c.hash(), d.hash());
}

// ---------------------------------------------------------------------------
// Position strings.
// ---------------------------------------------------------------------------

#[test]
fn position_strings_round_trip() {
    let texts = [
        START.to_string(),
        FIRST_THREAT.to_string(),
        CENTRE_TIGER.to_string(),
        ODD_TIGERS.to_string(),
        format!("{TRAPPED} t 0 3"),
        format!("{TRAPPED} g 3 0"),
        format!("{GOATS_BLOCKED} g 0 0"),
        "T3T/1GG2/1GTG1/2GG1/T3G g 8 5".to_string(),
    ];
    for text in &texts {
        let position = pos(text);
        assert_eq!(position.to_text(), *text);
        assert_eq!(pos(&position.to_text()), position);
    }
}

/// A malformed position string and a check of the error it must produce.
type RejectionCase = (&'static str, fn(&PositionError) -> bool);

#[test]
fn malformed_position_strings_are_rejected() {
    let cases: &[RejectionCase] = &[
        ("", |e| matches!(e, PositionError::FieldCount { .. })),
        ("T3T/5/5/5/T3T g 20", |e| {
            matches!(e, PositionError::FieldCount { expected: 4, .. })
        }),
        ("T3T/5/5/5/T3T g 20 0 0", |e| {
            matches!(e, PositionError::FieldCount { expected: 4, .. })
        }),
        ("T3T/5/5/5/T3T  g 20 0", |e| {
            matches!(e, PositionError::FieldCount { .. })
        }),
        ("T3T/5/5/T3T g 20 0", |e| {
            matches!(
                e,
                PositionError::RankCount {
                    expected: 5,
                    found: 4
                }
            )
        }),
        ("T3T/5/5/5/5/T3T g 20 0", |e| {
            matches!(
                e,
                PositionError::RankCount {
                    expected: 5,
                    found: 6
                }
            )
        }),
        ("T4T/5/5/5/T3T g 20 0", |e| {
            matches!(e, PositionError::RankLength { rank: 5, .. })
        }),
        ("T3T/5/4/5/T3T g 20 0", |e| {
            matches!(e, PositionError::RankLength { rank: 3, .. })
        }),
        ("T3T/14/5/5/T3T g 20 0", |e| {
            *e == PositionError::AdjacentDigits
        }),
        ("T3T/5/2X2/5/T3T g 19 0", |e| {
            *e == PositionError::UnknownPiece('X')
        }),
        ("T3T/5/2g2/5/T3T g 19 0", |e| {
            *e == PositionError::UnknownPiece('g')
        }),
        ("t3T/5/5/5/T3T g 20 0", |e| {
            *e == PositionError::UnknownPiece('t')
        }),
        (
            "T3T/5/5/5/T3T x 20 0",
            |e| matches!(e, PositionError::UnknownSide(s) if s == "x"),
        ),
        ("T3T/5/5/5/T3T G 20 0", |e| {
            matches!(e, PositionError::UnknownSide(_))
        }),
        ("T3T/5/5/5/T3T goats 20 0", |e| {
            matches!(e, PositionError::UnknownSide(_))
        }),
        ("T3T/5/5/5/T3T g -1 0", |e| {
            matches!(e, PositionError::BadCounter { .. })
        }),
        ("T3T/5/5/5/T3T g 21 0", |e| {
            matches!(e, PositionError::BadCounter { .. })
        }),
        ("T3T/5/5/5/T3T g 20 x", |e| {
            matches!(e, PositionError::BadCounter { .. })
        }),
        ("T3T/5/5/5/T3T g +20 0", |e| {
            matches!(e, PositionError::BadCounter { .. })
        }),
        ("T3T/5/5/5/T3T g 20 1.0", |e| {
            matches!(e, PositionError::BadCounter { .. })
        }),
        ("T3T/5/5/5/T3T g 0 99999999999", |e| {
            matches!(e, PositionError::BadCounter { .. })
        }),
        // Three tigers, five tigers.
        ("T3T/5/5/5/T4 g 20 0", |e| {
            matches!(e, PositionError::Impossible(_))
        }),
        ("T3T/5/2T2/5/T3T g 20 0", |e| {
            matches!(e, PositionError::Impossible(_))
        }),
        // Goats do not add up to 20.
        ("T3T/5/5/5/T3T g 19 0", |e| {
            matches!(e, PositionError::Impossible(_))
        }),
        ("T3T/5/2G2/5/T3T g 19 1", |e| {
            matches!(e, PositionError::Impossible(_))
        }),
        ("TTTTG/GGGGG/GGGGG/GGGGG/GGGGG g 0 0", |e| {
            matches!(e, PositionError::Impossible(_))
        }),
        // Tigers to move before any goat was placed, or with no goat on the board.
        ("T3T/5/5/5/T3T t 20 0", |e| {
            matches!(e, PositionError::Impossible(_))
        }),
        ("T3T/5/5/5/T3T t 15 5", |e| {
            matches!(e, PositionError::Impossible(_))
        }),
        ("T3T/5/5/5/T3T t 0 20", |e| {
            matches!(e, PositionError::Impossible(_))
        }),
    ];
    for (text, check) in cases {
        match BaghChal::parse(text, default_config()) {
            Ok(p) => panic!("{text:?} parsed as {}", p.to_text()),
            Err(e) => assert!(check(&e), "{text:?}: unexpected {e:?}"),
        }
    }
}

#[test]
fn all_goats_captured_is_a_finished_game() {
    // Goats to move with none left: the tigers have won by capture (any target).
    let done = pos_with("T3T/5/5/5/T3T g 0 20", config(true, 20));
    assert_eq!(
        done.terminal(),
        Some(Outcome::win(Side::Second, EndReason::CaptureTarget))
    );
}

// ---------------------------------------------------------------------------
// Notation, details, metadata.
// ---------------------------------------------------------------------------

#[test]
fn canonical_notation_round_trips() {
    let texts = [
        START,
        FIRST_THREAT,
        CENTRE_TIGER,
        ODD_TIGERS,
        "TGGGT/GG1GG/G1G1G/GG1GG/TGGGT g 0 3",
    ];
    for text in texts {
        for forced in [true, false] {
            let position = pos_with(text, config(forced, 5));
            let mut moves = Vec::new();
            position.legal_moves(&mut moves);
            for &mv in &moves {
                let canonical = position.notation(mv);
                assert_eq!(canonical, canonical.to_lowercase());
                assert_eq!(parse_move(&position, &canonical), Ok(mv));
                assert_eq!(parse_move(&position, &canonical.to_uppercase()), Ok(mv));
                // Tournament form: `A-1 B-2`, or `C-3` for a placement.
                let (from, to) = position.detail(mv).endpoints().unwrap();
                let square = |s: Square| {
                    let n = s.name(5).to_string().to_uppercase();
                    format!("{}-{}", &n[..1], &n[1..])
                };
                let tournament = match from {
                    Some(from) => format!("{} {}", square(from), square(to)),
                    None => square(to),
                };
                assert_eq!(parse_move(&position, &tournament), Ok(mv), "{tournament}");
            }
        }
    }
}

#[test]
fn notation_forms() {
    let start = pos(START);
    assert_eq!(start.notation(parse_move(&start, "C-3").unwrap()), "c3");
    assert_eq!(parse_move(&start, "c3"), Ok(Move::Place { to: sq("c3") }));
    assert!(matches!(
        parse_move(&start, "a1"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        parse_move(&start, "hello"),
        Err(MoveError::Unreadable(_))
    ));

    let threat = pos(FIRST_THREAT);
    let jump = Move::Jump {
        from: sq("a1"),
        over: sq("b2"),
        to: sq("c3"),
    };
    assert_eq!(threat.notation(jump), "a1xc3");
    assert_eq!(parse_move(&threat, "A-1 C-3"), Ok(jump));
    assert_eq!(parse_move(&threat, "A1XC3"), Ok(jump));
    // Forced capture: the step is not legal.
    assert!(matches!(
        parse_move(&threat, "a1-b1"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        parse_move(&threat, "A-1 B-1"),
        Err(MoveError::Illegal(_))
    ));

    let free = pos_with(FIRST_THREAT, config(false, 5));
    let step = Move::Step {
        from: sq("a1"),
        to: sq("b1"),
    };
    assert_eq!(free.notation(step), "a1-b1");
    assert_eq!(parse_move(&free, "A-1 B-1"), Ok(step));
    assert_eq!(parse_move(&free, "A-1 C-3"), Ok(jump));
}

#[test]
fn tournament_form_is_never_ambiguous() {
    // A step joins neighbours and a jump points two apart, so no two legal
    // moves share start and end points; check it over random play.
    let mut rng = Lcg(7);
    for _ in 0..50 {
        let mut position = BaghChal::start(config(false, 20));
        for _ in 0..80 {
            let mut moves = Vec::new();
            position.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let ends: BTreeSet<_> = moves
                .iter()
                .map(|&m| position.detail(m).endpoints())
                .collect();
            assert_eq!(ends.len(), moves.len());
            position.play(moves[rng.next(moves.len())]);
        }
    }
}

#[test]
fn move_details_and_taps() {
    let start = pos(START);
    let detail = start.detail(Move::Place { to: sq("c3") });
    assert_eq!(detail.taps, vec![sq("c3")]);
    assert_eq!(detail.endpoints(), Some((None, sq("c3"))));
    assert!(detail.captured.is_empty());

    let threat = pos(FIRST_THREAT);
    let jump = parse_move(&threat, "a1xc3").unwrap();
    let detail = threat.detail(jump);
    assert_eq!(detail.taps, vec![sq("a1"), sq("c3")]);
    assert_eq!(detail.captured, vec![sq("b2")]);
    assert!(threat.is_capture(jump));

    let free = pos_with(FIRST_THREAT, config(false, 5));
    let step = parse_move(&free, "e5-d4").unwrap();
    assert_eq!(free.detail(step).taps, vec![sq("e5"), sq("d4")]);
    assert!(free.detail(step).captured.is_empty());
    assert!(!free.is_capture(step));
}

#[test]
fn counters_phase_and_pieces() {
    let start = pos(START);
    let counters: Vec<(&str, i64)> = start
        .counters()
        .iter()
        .map(|c| (c.label, c.value))
        .collect();
    assert_eq!(counters, vec![("goats in hand", 20), ("goats captured", 0)]);
    assert_eq!(start.phase(), "placement");
    assert_eq!(start.side_to_move(), Side::First);
    assert_eq!(start.piece_at(sq("a1")), Some('T'));
    assert_eq!(start.piece_at(sq("c3")), None);
    let later = pos("T3T/1GG2/1GTG1/2GG1/T3G g 8 5");
    let counters: Vec<(&str, i64)> = later
        .counters()
        .iter()
        .map(|c| (c.label, c.value))
        .collect();
    assert_eq!(counters, vec![("goats in hand", 8), ("goats captured", 5)]);
    assert_eq!(later.piece_at(sq("b4")), Some('G'));
    assert_eq!(pos(&format!("{TRAPPED} g 0 3")).phase(), "movement");
}

#[test]
fn game_info_and_options() {
    let info = BaghChal::info();
    assert_eq!(info.id, "bagh-chal");
    assert_eq!(info.name, "Bagh Chal");
    assert_eq!(info.origin, "Nepal");
    assert_eq!(
        (
            info.sides[0].side,
            info.sides[0].name,
            info.sides[0].key,
            info.sides[0].letter
        ),
        (Side::First, "Goats", "goats", 'g')
    );
    assert_eq!(
        (
            info.sides[1].side,
            info.sides[1].name,
            info.sides[1].key,
            info.sides[1].letter
        ),
        (Side::Second, "Tigers", "tigers", 't')
    );
    assert_eq!(info.piece('G').unwrap().owner, Some(Side::First));
    assert_eq!(info.piece('T').unwrap().owner, Some(Side::Second));
    // The developers' specification stays in docs/ (the library does not
    // ship it) and says where it chose for the spec.
    let spec = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/dev/rules/bagh-chal.md"
    ))
    .expect("the rules specification");
    assert!(spec.contains("Choices where the specification is silent"));
    let keys: Vec<&str> = info.options.iter().map(|o| o.key).collect();
    assert_eq!(keys, vec!["forced_capture", "captures_to_win"]);

    assert_eq!(default_config(), config(true, 5));
    let options =
        Options::parse_pairs(info.options, ["forced_capture=false", "captures_to_win=7"]).unwrap();
    let custom = BaghChal::config(&options).unwrap();
    assert_eq!(custom, config(false, 7));
    assert_eq!(
        BaghChal::config(&BaghChal::options(&custom)).unwrap(),
        custom
    );
    for bad in [
        "captures_to_win=0",
        "captures_to_win=21",
        "forced_capture=maybe",
    ] {
        assert!(Options::parse_pairs(info.options, [bad]).is_err(), "{bad}");
    }
    let out_of_range = Options::new().with("captures_to_win", OptionValue::Int(21));
    assert!(BaghChal::config(&out_of_range).is_err());

    let geometry = BaghChal::start(default_config()).geometry();
    assert_eq!((geometry.width, geometry.height), (5, 5));
    // 2 × 5 × 4 orthogonal segments + 16 diagonal segments (4 per 2×2 cell pair).
    assert_eq!(geometry.lines.len(), 40 + 16);
}

#[test]
fn registry_entry() {
    let entry = boardlore_core::find_game("bagh-chal").unwrap();
    let mut game = entry.new_match(&Options::new()).unwrap();
    assert_eq!(game.position_text(), START);
    assert_eq!(game.legal_moves().len(), 21);
    game.play("C-3").unwrap();
    assert_eq!(game.status().phase, "placement");
    assert_eq!(
        game.perft(2),
        reference_perft(&game.position_text(), true, 5, 2)
    );
}

#[test]
fn evaluation_prefers_the_obvious() {
    // Evaluations are for the side to move and antisymmetric in the side.
    let goats = pos(&format!("{TRAPPED} g 3 0"));
    let tigers_view = pos("TGGGT/GG1GG/G1G1G/G1GGG/TGGGT t 3 0");
    assert!(
        goats.evaluate() > 0,
        "four tigers trapped, no goat lost: good for the goats"
    );
    assert!(
        tigers_view.evaluate() < 0,
        "three tigers trapped is bad for the tigers"
    );
    // A goat hanging to a tiger on the move is bad for the goats.
    let hanging = pos(FIRST_THREAT);
    assert!(hanging.evaluate() > 0, "tigers to move can take b2");
    // Captures count against the goats.
    let down = pos("T3T/1GG2/1GTG1/2GG1/T3G g 8 5");
    let even = pos("T3T/1GG2/1GTG1/2GG1/T3G g 13 0");
    assert!(down.evaluate() < even.evaluate());
}
