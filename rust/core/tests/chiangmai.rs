//! Chiangmai Checkers: perft counts derived by hand, a reference move
//! generator written straight from the spec, outcomes, position strings and
//! notation; with and without the option `compulsory_capture`.

use boardlore_core::games::chiangmai::{Chiangmai, ChiangmaiConfig};
use boardlore_core::notation::parse_move;
use boardlore_core::perft::perft;
use boardlore_core::{
    find_game, EndReason, Game, Match, MatchError, MoveError, OptionKind, OptionValue, Options,
    Outcome, PositionError, Side, Square,
};
use std::collections::BTreeSet;

const START: &str = "BBBBBBBB/8/8/8/8/8/8/WWWWWWWW w 0";

fn config() -> ChiangmaiConfig {
    Chiangmai::config(&Options::new()).unwrap()
}

fn pos(text: &str) -> Chiangmai {
    Chiangmai::parse(text, config()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn compulsory() -> ChiangmaiConfig {
    Chiangmai::config(&Options::new().with("compulsory_capture", OptionValue::Bool(true))).unwrap()
}

/// A position under compulsory capture.
fn forced(text: &str) -> Chiangmai {
    Chiangmai::parse(text, compulsory()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn notations(position: &Chiangmai) -> Vec<String> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut names: Vec<String> = moves.iter().map(|&mv| position.notation(mv)).collect();
    names.sort();
    names
}

fn sq(name: &str) -> Square {
    Square::parse(name, 8, 8).unwrap()
}

fn play(position: &Chiangmai, text: &str) -> Chiangmai {
    let mv = parse_move(position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut next = position.clone();
    next.play(mv);
    next
}

fn captured(position: &Chiangmai, text: &str) -> Vec<String> {
    let mv = parse_move(position, text).unwrap();
    position
        .detail(mv)
        .captured
        .iter()
        .map(|s| s.name(8).to_string())
        .collect()
}

fn captures_of(position: &Chiangmai) -> Vec<(String, Vec<String>)> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves
        .into_iter()
        .filter(|&mv| position.is_capture(mv))
        .map(|mv| {
            let taken = position
                .detail(mv)
                .captured
                .iter()
                .map(|s| s.name(8).to_string())
                .collect();
            (position.notation(mv), taken)
        })
        .collect()
}

// ---------------------------------------------------------------------------
// A reference implementation straight from the spec: plain arrays, no bitboards.
// ---------------------------------------------------------------------------

const EMPTY: u8 = 0;
const WHITE: u8 = 1;
const BLACK: u8 = 2;

#[derive(Clone, PartialEq, Debug)]
struct Ref {
    /// `cells[rank][file]`, rank 0 = rank 1.
    cells: [[u8; 8]; 8],
    /// WHITE or BLACK.
    to_move: u8,
    /// Whether a side that can capture must (`compulsory_capture`).
    compulsory: bool,
}

#[derive(Clone, Debug)]
struct RefMove {
    from: (i32, i32),
    to: (i32, i32),
    captured: Vec<(i32, i32)>,
}

fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

fn other(c: u8) -> u8 {
    if c == WHITE {
        BLACK
    } else {
        WHITE
    }
}

const DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

impl Ref {
    fn of(position: &Chiangmai) -> Ref {
        let mut cells = [[EMPTY; 8]; 8];
        for (r, row) in cells.iter_mut().enumerate() {
            for (f, cell) in row.iter_mut().enumerate() {
                *cell = match position.piece_at(Square::new(f as u8, r as u8, 8)) {
                    Some('W') => WHITE,
                    Some('B') => BLACK,
                    None => EMPTY,
                    Some(c) => panic!("odd piece {c}"),
                };
            }
        }
        let to_move = if position.side_to_move() == Side::First {
            WHITE
        } else {
            BLACK
        };
        Ref {
            cells,
            to_move,
            compulsory: position.current_config().compulsory_capture,
        }
    }

    fn at(&self, f: i32, r: i32) -> u8 {
        self.cells[r as usize][f as usize]
    }

    fn count(&self, colour: u8) -> usize {
        self.cells
            .iter()
            .flatten()
            .filter(|&&c| c == colour)
            .count()
    }

    /// The spec's reading of the end from the position, before any move
    /// generation: `Some(winner colour)`, with the reason.
    fn decided_by_counts(&self) -> Option<(u8, EndReason)> {
        let me = self.to_move;
        let (ours, theirs) = (self.count(me), self.count(other(me)));
        if ours == 0 {
            Some((other(me), EndReason::NoPieces))
        } else if ours == 1 && theirs == 1 {
            Some((other(me), EndReason::LastChip))
        } else if ours >= 2 && theirs == 1 {
            Some((me, EndReason::LastChip))
        } else {
            None
        }
    }

    fn captures_after(&self, f: i32, r: i32) -> Vec<(i32, i32)> {
        let me = self.at(f, r);
        let them = other(me);
        let mut taken = Vec::new();
        // Enclosing: opponent chips from the next square on, then a friendly chip.
        for (df, dr) in DIRS {
            let mut line = Vec::new();
            let (mut x, mut y) = (f + df, r + dr);
            while on_board(x, y) && self.at(x, y) == them {
                line.push((x, y));
                x += df;
                y += dr;
            }
            if !line.is_empty() && on_board(x, y) && self.at(x, y) == me {
                taken.extend(line);
            }
        }
        // Balancing: an opponent chip directly on both sides.
        for (df, dr) in [(1, 0), (0, 1)] {
            let (a, b) = ((f + df, r + dr), (f - df, r - dr));
            if on_board(a.0, a.1)
                && on_board(b.0, b.1)
                && self.at(a.0, a.1) == them
                && self.at(b.0, b.1) == them
            {
                taken.push(a);
                taken.push(b);
            }
        }
        taken.sort();
        taken.dedup();
        taken
    }

    fn moves(&self) -> Vec<RefMove> {
        let mut out = Vec::new();
        if self.decided_by_counts().is_some() {
            return out;
        }
        for r in 0..8 {
            for f in 0..8 {
                if self.at(f, r) != self.to_move {
                    continue;
                }
                for (df, dr) in DIRS {
                    let (mut x, mut y) = (f + df, r + dr);
                    while on_board(x, y) && self.at(x, y) == EMPTY {
                        let mut after = self.clone();
                        after.cells[r as usize][f as usize] = EMPTY;
                        after.cells[y as usize][x as usize] = self.to_move;
                        let captured = after.captures_after(x, y);
                        out.push(RefMove {
                            from: (f, r),
                            to: (x, y),
                            captured,
                        });
                        x += df;
                        y += dr;
                    }
                }
            }
        }
        if self.compulsory && out.iter().any(|m| !m.captured.is_empty()) {
            out.retain(|m| !m.captured.is_empty());
        }
        out
    }

    fn play(&self, mv: &RefMove) -> Ref {
        let mut next = self.clone();
        next.cells[mv.from.1 as usize][mv.from.0 as usize] = EMPTY;
        next.cells[mv.to.1 as usize][mv.to.0 as usize] = self.to_move;
        for &(f, r) in &mv.captured {
            next.cells[r as usize][f as usize] = EMPTY;
        }
        next.to_move = other(self.to_move);
        next
    }

    fn terminal(&self) -> Option<(u8, EndReason)> {
        self.decided_by_counts().or_else(|| {
            self.moves()
                .is_empty()
                .then_some((other(self.to_move), EndReason::NoLegalMove))
        })
    }

    fn board_text(&self) -> String {
        let mut ranks = Vec::new();
        for r in (0..8).rev() {
            let mut s = String::new();
            let mut run = 0;
            for f in 0..8 {
                match self.at(f, r) {
                    EMPTY => run += 1,
                    c => {
                        if run > 0 {
                            s += &run.to_string();
                            run = 0;
                        }
                        s.push(if c == WHITE { 'W' } else { 'B' });
                    }
                }
            }
            if run > 0 {
                s += &run.to_string();
            }
            ranks.push(s);
        }
        ranks.join("/")
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|mv| self.play(mv).perft(depth - 1)).sum()
    }
}

fn side_colour(side: Side) -> u8 {
    if side == Side::First {
        WHITE
    } else {
        BLACK
    }
}

/// Checks the engine against the reference on one position: the same
/// terminal verdict, the same moves, the same captures, the same children.
fn compare(position: &Chiangmai) {
    let reference = Ref::of(position);
    let text = position.to_text();
    let expected = reference.terminal().map(|(w, reason)| (Some(w), reason));
    let found = position
        .terminal()
        .map(|o| (o.winner.map(side_colour), o.reason));
    assert_eq!(found, expected, "terminal of {text}");

    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let engine: BTreeSet<String> = moves.iter().map(|&mv| position.notation(mv)).collect();
    assert_eq!(engine.len(), moves.len(), "duplicate notations in {text}");
    let ref_moves = reference.moves();
    let wanted: BTreeSet<String> = ref_moves
        .iter()
        .map(|m| format!("{}-{}", name(m.from.0, m.from.1), name(m.to.0, m.to.1)))
        .collect();
    assert_eq!(engine, wanted, "moves of {text}");

    for m in &ref_moves {
        let note = format!("{}-{}", name(m.from.0, m.from.1), name(m.to.0, m.to.1));
        let mv = *moves
            .iter()
            .find(|&&mv| position.notation(mv) == note)
            .unwrap();
        let taken: Vec<String> = position
            .detail(mv)
            .captured
            .iter()
            .map(|s| s.name(8).to_string())
            .collect();
        let mut ref_taken: Vec<(i32, i32)> = m.captured.clone();
        ref_taken.sort_by_key(|&(f, r)| (r, f));
        let ref_taken: Vec<String> = ref_taken.iter().map(|&(f, r)| name(f, r)).collect();
        assert_eq!(taken, ref_taken, "captures of {note} in {text}");
        assert_eq!(position.is_capture(mv), !m.captured.is_empty());
        let mut child = position.clone();
        child.play(mv);
        let ref_child = reference.play(m);
        let child_text = child.to_text();
        assert_eq!(
            child_text.split(' ').next().unwrap(),
            ref_child.board_text(),
            "{note} in {text}"
        );
        // The incremental hash equals the hash of the same position read afresh.
        let fresh = Chiangmai::parse(&child_text, position.current_config()).unwrap();
        assert_eq!(child.hash(), fresh.hash(), "hash after {note} in {text}");
    }
}

/// A tiny seeded generator, so the random games are the same every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

#[test]
fn engine_matches_reference_on_random_games() {
    random_games_against_reference(config(), 0x5eed);
}

#[test]
fn engine_matches_reference_on_random_games_under_compulsory_capture() {
    random_games_against_reference(compulsory(), 0xc0de);
}

/// Plays seeded random games under `config`, comparing every position with
/// the reference.
fn random_games_against_reference(config: ChiangmaiConfig, seed: u64) {
    let mut rng = Rng(seed);
    let free = ChiangmaiConfig {
        compulsory_capture: false,
        ..config
    };
    let starts = [
        START,
        "7B/8/8/8/WBB5/8/8/3W4 w 0",
        "B7/8/8/2B1B3/8/8/8/3W3W w 0",
        "7B/8/3W4/3B4/2B1B3/8/8/3W4 w 0",
        "1B2B3/2W5/B3W2B/8/3BW3/1W4W1/4B3/W7 b 7",
    ];
    let mut positions = 0;
    let mut captures = 0;
    // Positions where compulsory capture took quiet moves away.
    let mut restricted = 0;
    let mut endings = BTreeSet::new();
    for game in 0..200 {
        let mut position = Chiangmai::parse(starts[game % starts.len()], config).unwrap();
        for _ in 0..200 {
            compare(&position);
            positions += 1;
            let mut moves = Vec::new();
            position.legal_moves(&mut moves);
            if moves.is_empty() {
                let outcome = position.terminal().unwrap();
                endings.insert(format!("{:?}", outcome.reason));
                break;
            }
            let _ = position.evaluate();
            let mut unrestricted = Vec::new();
            Chiangmai::parse(&position.to_text(), free)
                .unwrap()
                .legal_moves(&mut unrestricted);
            if unrestricted.len() > moves.len() {
                restricted += 1;
            }
            // Prefer captures half the time, so games reach the endings.
            let taking: Vec<_> = moves
                .iter()
                .copied()
                .filter(|&m| position.is_capture(m))
                .collect();
            let mv = if !taking.is_empty() && rng.next() & 1 == 0 {
                taking[rng.next() as usize % taking.len()]
            } else {
                moves[rng.next() as usize % moves.len()]
            };
            if position.is_capture(mv) {
                captures += 1;
            }
            position.play(mv);
        }
    }
    // Forced captures end games sooner: fewer positions under the option.
    assert!(positions > 3000, "{positions}");
    assert!(captures > 500, "{captures}");
    if config.compulsory_capture {
        assert!(restricted > 500, "{restricted}");
    } else {
        assert_eq!(restricted, 0);
    }
    // Random games reach the endings by counts and by blocking alike.
    assert!(
        endings.contains("LastChip") && endings.contains("NoPieces"),
        "{endings:?}"
    );
    println!(
        "{positions} positions, {captures} captures, {restricted} restricted, endings {endings:?}"
    );
}

#[test]
fn reference_perft_three_from_the_start() {
    let start = pos(START);
    let reference = Ref::of(&start);
    assert_eq!(reference.perft(1), 48);
    assert_eq!(reference.perft(2), 2136);
    assert_eq!(perft(&start, 3), reference.perft(3));
}

// ---------------------------------------------------------------------------
// Perft, derived by hand.
// ---------------------------------------------------------------------------

#[test]
fn perft_start() {
    let start = Chiangmai::start(config());
    assert_eq!(start.to_text(), START);
    // Depth 1: each White chip on rank 1 slides up its file to ranks 2..7
    // (rank 8 is Black's); sideways is blocked. 8 chips × 6 = 48.
    assert_eq!(perft(&start, 1), 48);
    // Depth 2: after White moves a chip from file x to rank r (2..7), no
    // capture is possible (a chip on rank 7 has b-chip x8 above it and
    // nothing beyond; its side neighbours are empty). Black: the 7 chips on
    // other files slide down to ranks 7..2 (their rank-1 squares are White):
    // 42; the chip on file x slides down to ranks 7..r+1: 7 - r moves.
    // Per file: sum over r = 2..7 of 42 + (7 - r) = 6 × 42 + (5+4+3+2+1+0) = 267.
    // Eight files: 8 × 267 = 2136.
    assert_eq!(perft(&start, 2), 2136);
}

#[test]
fn perft_enclosing_a_line_of_two() {
    // White a4, d1; Black b4, c4, h8. White to move.
    let p = pos("7B/8/8/8/WBB5/8/8/3W4 w 0");
    // Depth 1. a4: north a5..a8 (4), south a3..a1 (3), east blocked = 7.
    // d1: north d2..d8 (7), west c1 b1 a1 (3), east e1..h1 (4) = 14. Total 21.
    assert_eq!(perft(&p, 1), 21);
    // The only capture: d1-d4 encloses c4 and b4 against a4.
    assert_eq!(
        captures_of(&p),
        vec![(
            "d1-d4".to_string(),
            vec!["b4".to_string(), "c4".to_string()]
        )]
    );
    // Depth 2. Black as it stands: b4 north 4 + south 3 (b3 b2 b1) = 7;
    // c4 north 4 + south 3 + east d4..h4 5 = 12; h8 south 7 + west 7 = 14.
    // Base 33.
    // a4 moves free a4 for b4 (+1): a5 a6 a7 a3 a2 a1 → 34 each (6 × 34 = 204);
    // a4-a8 also cuts h8's west to g8..b8 (-1): 33. a4 total 237.
    // d1 moves: d2 d3 d5 d6 d7 a1 e1 f1 g1 change nothing: 9 × 33 = 297;
    // d1-d4 captures, leaving Black only h8 (its last move): 14;
    // d1-d8 cuts h8's west to g8 f8 e8 (-4): 29; d1-c1 cuts c4's south (-1): 32;
    // d1-b1 cuts b4's south (-1): 32; d1-h1 cuts h8's south (-1): 32.
    // d1 total 297 + 14 + 29 + 96 = 436. Sum 237 + 436 = 673.
    assert_eq!(perft(&p, 2), 673);
    let after = play(&p, "d1-d4");
    assert_eq!(after.to_text(), "7B/8/8/8/W2W4/8/8/8 b 0");
}

#[test]
fn enclosing_needs_a_friendly_chip_at_the_end() {
    // The line c4 b4 runs to the edge at a4: nothing to enclose against.
    let p = pos("7B/8/8/8/1BB5/8/8/3W3W w 5");
    assert!(captured(&p, "d1-d4").is_empty());
    // An empty square breaks the line: a4 W, b4 empty, c4 B.
    let p = pos("7B/8/8/8/W1B5/8/8/3W4 w 5");
    assert!(captured(&p, "d1-d4").is_empty());
    // A line of three, captured whole.
    let p = pos("7B/8/8/8/8/8/8/WBBB1W2 w 0");
    assert_eq!(captured(&p, "f1-e1"), vec!["b1", "c1", "d1"]);
}

#[test]
fn perft_balancing() {
    // White d1, h1; Black c5, e5, a8. White to move.
    let p = pos("B7/8/8/2B1B3/8/8/8/3W3W w 0");
    // Depth 1. d1: north d2..d8 (7), west c1 b1 a1 (3), east e1 f1 g1 (3) = 13.
    // h1: north h2..h8 (7), west g1 f1 e1 (3) = 10. Total 23.
    assert_eq!(perft(&p, 1), 23);
    // The only capture: d1-d5 lands between c5 and e5 and takes both.
    assert_eq!(
        captures_of(&p),
        vec![(
            "d1-d5".to_string(),
            vec!["c5".to_string(), "e5".to_string()]
        )]
    );
    // Depth 2. Black as it stands: c5 north 3 + south 4 + west 2 + east d5 1 = 10;
    // e5 north 3 + south 4 + east 3 + west d5 1 = 11; a8 south 7 + east 7 = 14. Base 35.
    // d1 moves: d2 d3 d4 d6 d7 b1 f1 g1 change nothing (8 × 35 = 280);
    // d5 captures, leaving a8 alone: 14; d8 cuts a8's east to b8 c8 (-5): 30;
    // c1 cuts c5's south (-1): 34; a1 cuts a8's south (-1): 34; e1 cuts e5's south: 34.
    // d1 total 280 + 14 + 30 + 34 + 34 + 34 = 426.
    // h1 moves: h2 h3 h4 h6 h7 g1 f1 change nothing (7 × 35 = 245);
    // h5 cuts e5's east (-1): 34; h8 cuts a8's east (-1): 34; e1 cuts e5's south: 34.
    // h1 total 245 + 102 = 347. Sum 426 + 347 = 773.
    assert_eq!(perft(&p, 2), 773);
    let after = play(&p, "d1-d5");
    assert_eq!(after.to_text(), "B7/8/8/3W4/8/8/8/7W b 0");
}

#[test]
fn moving_between_enemies_captures_them_not_you() {
    // Black slides b1-b5 between White a5 and c5: only the mover captures, so
    // Black's chip stays and balancing takes both White chips (White, to
    // move with none left, has lost).
    let p = pos("8/8/8/W1W5/8/8/8/1B5B b 3");
    let after = play(&p, "b1-b5");
    assert_eq!(after.to_text(), "8/8/8/1B6/8/8/8/7B w 0");
    assert_eq!(
        after.terminal(),
        Some(Outcome::win(Side::Second, EndReason::NoPieces))
    );
    // A Black chip already standing between two White chips is not taken by
    // a White move that does not close on it: a5-a6 captures nothing.
    let p = pos("8/8/8/WBW5/8/8/8/7B w 0");
    assert!(captured(&p, "a5-a6").is_empty());
    // But White moving a chip next to the line from outside does enclose:
    // c5 W, b5 B, and White arriving on a5 (from a1) takes b5.
    let p = pos("8/8/8/1BW5/8/8/8/W6B w 0");
    assert_eq!(captured(&p, "a1-a5"), vec!["b5"]);
}

#[test]
fn perft_both_kinds_at_once() {
    // White d1, d6; Black c4, e4, d5, h8. White to move.
    let p = pos("7B/8/3W4/3B4/2B1B3/8/8/3W4 w 0");
    // Depth 1. d1: north d2 d3 d4 (3), west c1 b1 a1 (3), east e1..h1 (4) = 10.
    // d6: north d7 d8 (2), south blocked, west c6 b6 a6 (3), east e6..h6 (4) = 9. Total 19.
    assert_eq!(perft(&p, 1), 19);
    // d1-d4 balances c4 and e4 and encloses d5 against d6, all at once.
    assert_eq!(
        captures_of(&p),
        vec![(
            "d1-d4".to_string(),
            vec!["c4".to_string(), "e4".to_string(), "d5".to_string()]
        )]
    );
    // Depth 2. Black as it stands: c4 north 4 + south 3 + west 2 + east d4 1 = 10;
    // e4 north 4 + south 3 + east 3 + west 1 = 11; d5 north 0 + south d4 d3 d2 3
    // + west 3 + east 4 = 10; h8 south 7 + west 7 = 14. Base 45.
    // d1 moves free d1 for d5's south (+1) unless they stay below it:
    // d2: d5 south d4 d3 (-1) 44; d3: d4 only (-2) 43; d4 captures, h8 alone: 14;
    // c1: +1 and cuts c4's south (-1) 45; b1, a1, f1, g1: 46 each;
    // e1: +1 -1 45; h1: +1, cuts h8's south (-1) 45.
    // d1 total 44 + 43 + 14 + 45 + 4 × 46 + 45 + 45 = 420.
    // d6 moves free d5's north to d6 d7 d8 (+3) unless they stay on file d:
    // d7: d5 north d6 only (+1) 46; d8: d5 north d6 d7 (+2), h8's west g8 f8 e8 (-4) 43;
    // c6: +3, c4's north c5 only (-3) 45; e6: likewise 45; b6 a6 f6 g6: 48 each;
    // h6: +3, h8's south h7 only (-6) 42.
    // d6 total 46 + 43 + 45 + 45 + 4 × 48 + 42 = 413. Sum 420 + 413 = 833.
    assert_eq!(perft(&p, 2), 833);
    let after = play(&p, "d1-d4");
    assert_eq!(after.to_text(), "7B/8/3W4/8/3W4/8/8/8 b 0");
}

#[test]
fn perft_last_chip_winning_move() {
    // White has one chip (c1) against Black's three (b4, d4, h8): White's last move.
    let p = pos("7B/8/8/8/1B1B4/8/8/2W5 w 0");
    assert_eq!(p.terminal(), None);
    // c1: north c2..c8 (7: c4 is empty), west b1 a1 (2), east d1..h1 (5) = 14.
    assert_eq!(perft(&p, 1), 14);
    // Every move ends the game: c1-c4 balances b4 and d4 and leaves Black one
    // chip (Black to move with one against one: lost); any other move leaves
    // Black three against one (Black to move has won). Depth 2 = 0.
    assert_eq!(perft(&p, 2), 0);
    let won = play(&p, "c1-c4");
    assert_eq!(
        won.terminal(),
        Some(Outcome::win(Side::First, EndReason::LastChip))
    );
    let lost = play(&p, "c1-c3");
    assert_eq!(
        lost.terminal(),
        Some(Outcome::win(Side::Second, EndReason::LastChip))
    );
    // Taking the last two chips at once wins by leaving Black none.
    let p = pos("8/8/8/8/1B1B4/8/8/2W5 w 0");
    assert_eq!(perft(&p, 1), 14);
    assert_eq!(
        play(&p, "c1-c4").terminal(),
        Some(Outcome::win(Side::First, EndReason::NoPieces))
    );
}

#[test]
fn perft_last_chip_failing_move() {
    // White a1 alone against Black c3 and h8: no square lies between two Black
    // chips, and a lone chip cannot enclose. a1: north a2..a8 (7), east b1..h1 (7) = 14.
    let p = pos("7B/8/8/8/8/2B5/8/W7 w 0");
    assert_eq!(perft(&p, 1), 14);
    assert!(captures_of(&p).is_empty());
    // Every move fails: Black (two chips against one) has won. Depth 2 = 0.
    assert_eq!(perft(&p, 2), 0);
    assert_eq!(
        play(&p, "a1-a5").terminal(),
        Some(Outcome::win(Side::Second, EndReason::LastChip))
    );
}

#[test]
fn decided_positions_are_terminal() {
    // The side to move has no chips.
    let p = pos("8/8/8/8/8/8/8/W7 b 0");
    assert_eq!(
        p.terminal(),
        Some(Outcome::win(Side::First, EndReason::NoPieces))
    );
    assert_eq!(perft(&p, 1), 0);
    // One chip against one: the side to move has lost.
    let p = pos("7B/8/8/8/8/8/8/W7 w 0");
    assert_eq!(
        p.terminal(),
        Some(Outcome::win(Side::Second, EndReason::LastChip))
    );
    assert_eq!(perft(&p, 1), 0);
    // Two or more against one: the side to move has won.
    let p = pos("7B/8/8/8/8/8/8/WW6 w 0");
    assert_eq!(
        p.terminal(),
        Some(Outcome::win(Side::First, EndReason::LastChip))
    );
    assert_eq!(perft(&p, 1), 0);
    let p = pos("BBBBBBBB/8/8/8/8/8/8/W7 b 12");
    assert_eq!(
        p.terminal(),
        Some(Outcome::win(Side::Second, EndReason::LastChip))
    );
    assert_eq!(perft(&p, 1), 0);
    // One against several: the last move is played normally.
    let p = pos("BBBBBBBB/8/8/8/8/8/8/W7 w 12");
    assert_eq!(p.terminal(), None);
    // a1: north a2..a7 (a8 is Black's) 6, east b1..h1 7 = 13.
    assert_eq!(perft(&p, 1), 13);
}

#[test]
fn perft_blocked_side() {
    // White a1 b1 hemmed in by Black a2 b2 c1: no legal move, White has lost.
    let p = pos("8/8/8/8/8/8/BB6/WWB5 w 0");
    assert_eq!(
        p.terminal(),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
    assert_eq!(perft(&p, 1), 0);
    // A single chip with no move loses the same way.
    let p = pos("8/8/8/8/8/8/B7/WB6 w 0");
    assert_eq!(
        p.terminal(),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
    assert_eq!(perft(&p, 1), 0);

    // Black to move can shut White in: Black a2 b2 c3, White a1 b1.
    let p = pos("8/8/8/8/8/2B5/BB6/WW6 b 0");
    // Depth 1. a2: north a3..a8 (6). b2: north b3..b8 (6), east c2..h2 (6).
    // c3: north c4..c8 (5), south c2 c1 (2), west b3 a3 (2), east d3..h3 (5) = 14.
    // Total 6 + 12 + 14 = 32. None captures (the White pair has the edge behind it).
    assert_eq!(perft(&p, 1), 32);
    assert!(captures_of(&p).is_empty());
    // Depth 2. White as it stands: a1 none, b1 east c1..h1 (6).
    // a2-aK (K = 3..8) opens a1's north a2..a(K-1): 6 + (K - 2): 7+8+9+10+11+12 = 57.
    // b2-bK likewise opens b1's north: 57.
    // b2 east to c2..h2 opens b1's north b2..b8 (+7): 6 × 13 = 78.
    // c3-c1 shuts b1 in: White has no move (0); the other 13 c3 moves: 13 × 6 = 78.
    // Total 57 + 57 + 78 + 78 = 270.
    assert_eq!(perft(&p, 2), 270);
    let shut = play(&p, "c3-c1");
    assert_eq!(
        shut.terminal(),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
}

// ---------------------------------------------------------------------------
// Compulsory capture (option `compulsory_capture`): perft derived by hand.
// ---------------------------------------------------------------------------

/// One capture available. White b1, e4, h1; Black c4, d4, g8, h8.
const ONE_CAPTURE: &str = "6BB/8/8/8/2BBW3/8/8/1W5W w 0";

#[test]
fn compulsory_perft_one_capture() {
    let free = pos(ONE_CAPTURE);
    let p = forced(ONE_CAPTURE);
    // Without the option, depth 1. e4: north e5..e8 (4), south e3 e2 e1 (3),
    // east f4 g4 h4 (3), west blocked by d4 = 10. b1: north b2..b8 (7),
    // west a1 (1), east c1..g1 (5) = 13. h1: north h2..h7 (6; h8 is Black),
    // west g1..c1 (5) = 11. Total 34.
    assert_eq!(perft(&free, 1), 34);
    // The only capture: b1-b4 lands next to c4 d4, a line that ends at White
    // e4 (enclosing). Nothing else lands beside a Black chip with a White
    // chip beyond or between two Black chips: h1-h7 has h8 above it but only
    // the edge beyond; e4-e8 has empty d8 and f8 beside it.
    assert_eq!(
        captures_of(&free),
        vec![(
            "b1-b4".to_string(),
            vec!["c4".to_string(), "d4".to_string()]
        )]
    );
    // With the option, depth 1 is that move alone.
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(notations(&p), vec!["b1-b4"]);
    // Depth 2. After b1-b4 (White b4, e4, h1; Black g8, h8), Black has two
    // chips and no capture: g8 south g7..g1 (7; g1 has h1 White beside it
    // but only the edge beyond), west f8..a8 (6); h8 south h7..h2 (6; h2 has
    // h1 below and the edge beyond), west blocked by g8. 7 + 6 + 6 = 19, all
    // legal since none captures.
    assert_eq!(perft(&p, 2), 19);
}

/// Several captures of different kinds. White a4, d1, e1, h4; Black c5,
/// e5, f4, g4, h8.
const SEVERAL_CAPTURES: &str = "7B/8/8/2B1B3/W4BBW/8/8/3WW3 w 0";

#[test]
fn compulsory_perft_several_captures() {
    let free = pos(SEVERAL_CAPTURES);
    let p = forced(SEVERAL_CAPTURES);
    // Without the option, depth 1. a4: north a5..a8 (4), south a3 a2 a1 (3),
    // east b4 c4 d4 e4 (4; f4 is Black) = 11. d1: north d2..d8 (7), west c1 b1
    // a1 (3), east blocked by e1 = 10. e1: north e2 e3 e4 (3; e5 is Black),
    // east f1 g1 h1 (3), west blocked = 6. h4: north h5 h6 h7 (3), south h3 h2
    // h1 (3), west blocked by g4 = 6. Total 33.
    assert_eq!(perft(&free, 1), 33);
    // Three captures of two kinds, by three chips:
    // - a4-e4 encloses f4 g4 against h4 (a line of two);
    // - e1-e4 does the same from below (another chip, the same square);
    // - d1-d5 lands between c5 and e5 (balancing).
    // No other move does: c4 has c5 above but c6 empty beyond; e4 (either
    // way) has e5 above and e6 empty; h7 has h8 above and the edge beyond.
    let mut found = captures_of(&free);
    found.sort();
    assert_eq!(
        found,
        vec![
            (
                "a4-e4".to_string(),
                vec!["f4".to_string(), "g4".to_string()]
            ),
            (
                "d1-d5".to_string(),
                vec!["c5".to_string(), "e5".to_string()]
            ),
            (
                "e1-e4".to_string(),
                vec!["f4".to_string(), "g4".to_string()]
            ),
        ]
    );
    // With the option, any of the three, and nothing else.
    assert_eq!(perft(&p, 1), 3);
    assert_eq!(notations(&p), vec!["a4-e4", "d1-d5", "e1-e4"]);
    // Depth 2. Black's replies, none of which captures (so all are legal):
    // - After a4-e4 (White d1 e1 e4 h4; Black c5 e5 h8): c5 north 3, south
    //   c4..c1 4 (c1 has d1 e1 beside it, then empty f1: no enclosing), west
    //   b5 a5 2, east d5 1 = 10; e5 north 3, south blocked by e4, east f5 g5
    //   h5 3 (h5 has h4 below and empty h3), west d5 1 = 7; h8 south h7 h6 h5
    //   3, west g8..a8 7 = 10. Total 27.
    // - After d1-d5 (White a4 d5 e1 h4; Black f4 g4 h8): f4 north f5..f8 4,
    //   south f3 f2 f1 3 (f1 has e1 beside it, then empty d1), west e4 d4 c4
    //   b4 4 (b4 has a4 beside it and the edge beyond), east blocked = 11;
    //   g4 north 4, south 3, east blocked by h4, west blocked = 7; h8 south 3,
    //   west 7 = 10. Total 28.
    // - After e1-e4 (White a4 d1 e4 h4; Black c5 e5 h8): as after a4-e4 with
    //   a4 for e1: c5 10 (c1 has d1 beside it, then empty e1; a5 has a4
    //   below, then empty a3), e5 7, h8 10. Total 27.
    // 27 + 28 + 27 = 82.
    assert_eq!(perft(&p, 2), 82);
}

/// No capture for the side to move; some of its moves give the opponent
/// one. White a1, c1; Black b8, h8.
const NO_CAPTURE: &str = "1B5B/8/8/8/8/8/8/W1W5 w 0";

#[test]
fn compulsory_perft_no_capture_available() {
    let free = pos(NO_CAPTURE);
    let p = forced(NO_CAPTURE);
    // Depth 1, the same either way: White has no capture (a8 and c8 would
    // stand beside b8 with empty squares beyond). a1: north a2..a8 7, east
    // b1 1 = 8; c1: north c2..c8 7, west b1 1, east d1..h1 5 = 13. Total 21.
    assert!(captures_of(&free).is_empty());
    assert_eq!(perft(&free, 1), 21);
    assert_eq!(perft(&p, 1), 21);
    // Depth 2. Black as it stands: b8 south b7..b1 7, west a8 1, east c8..g8
    // 5 = 13; h8 south h7..h1 7, west g8..c8 5 = 12. Base 25. (b8-b1 would
    // balance a1 and c1, but every White move breaks that: it moves a1 or c1.)
    // a1 moves: a2..a7 leave Black all 25 and give it no capture (b2..b7
    // stand beside the a-chip with the edge beyond): 6 × 25 = 150; a1-a8
    // blocks b8's west: 24; a1-b1 stops b8's south at b2: 24. a1 total 198.
    // c1 moves: b1 stops b8's south at b2: 24; c2..c7 leave 25 and no capture
    // (c8 and b_k beside the c-chip have empty squares beyond): 6 × 25 = 150;
    // d1 e1 f1 g1: 25 each, 100; h1 stops h8's south at h2: 24.
    // c1-c8 stands beside b8: Black has b8 south 7 + west 1 = 8 and h8 south
    // 7 + west g8 f8 e8 d8 4 = 11, 19 moves, and one captures: h8-d8 encloses
    // c8 against b8.
    // Without the option: 198 + 24 + 150 + 100 + 24 + 19 = 515.
    assert_eq!(perft(&free, 2), 515);
    // With it, Black's only answer to c1-c8 is h8-d8: 515 - 19 + 1 = 497.
    assert_eq!(perft(&p, 2), 497);
    let after = play(&p, "c1-c8");
    assert_eq!(notations(&after), vec!["h8-d8"]);
}

#[test]
fn compulsory_capture_and_the_last_chip() {
    // White's lone chip c1 against b4, d4, h8 (its last move). It has 14
    // moves (see perft_last_chip_winning_move); only c1-c4 captures
    // (balancing b4 and d4), and under the option it must: depth 1 is 1,
    // and that move wins, so depth 2 is 0.
    let p = forced("7B/8/8/8/1B1B4/8/8/2W5 w 0");
    assert_eq!(notations(&p), vec!["c1-c4"]);
    assert_eq!(perft(&p, 2), 0);
    assert_eq!(
        play(&p, "c1-c4").terminal(),
        Some(Outcome::win(Side::First, EndReason::LastChip))
    );
    // A lone chip with no capture keeps all its moves: a1 against c3 and h8
    // has 14 (north 7, east 7), as without the option.
    assert_eq!(perft(&forced("7B/8/8/8/8/2B5/8/W7 w 0"), 1), 14);
}

/// White a3, c1; Black b3, b8, h8: White's only capture walks into a
/// balancing recapture.
const TRAP: &str = "1B5B/8/8/8/8/WB6/8/2W5 w 0";

#[test]
fn compulsory_capture_can_lose_the_game() {
    // Without the option White has 21 moves: a3 north a4..a8 5, south a2 a1
    // 2; c1 north c2..c8 7, west b1 a1 2, east d1..h1 5. Only c1-c3 captures
    // (it encloses b3 against a3).
    assert_eq!(perft(&pos(TRAP), 1), 21);
    let options = Options::new().with("compulsory_capture", OptionValue::Bool(true));
    let mut record = Match::<Chiangmai>::from_text(TRAP, &options).unwrap();
    // A quiet move is refused while a capture is there.
    assert!(matches!(
        record.play_text("c1-c2"),
        Err(MatchError::Move(MoveError::Illegal(_)))
    ));
    assert_eq!(record.legal_moves().len(), 1);
    record.play_text("c1-c3").unwrap();
    assert_eq!(record.position().to_text(), "1B5B/8/8/8/8/W1W5/8/8 b 0");
    // Now b8-b3 lands between a3 and c3; it is Black's only capture (b8 has
    // 11 slides and h8 12, no other lands next to a White chip), so it is
    // Black's only move, and it takes White's last two chips.
    assert_eq!(
        record
            .legal_moves()
            .iter()
            .map(|&mv| record.position().notation(mv))
            .collect::<Vec<_>>(),
        vec!["b8-b3"]
    );
    record.play_text("b8-b3").unwrap();
    assert_eq!(
        record.outcome(),
        Some(Outcome::win(Side::Second, EndReason::NoPieces))
    );
}

#[test]
fn the_engine_follows_the_option() {
    use boardlore_core::ai::{Engine, Level, SearchSettings};
    use std::sync::atomic::AtomicBool;
    let best = |options: &Options| {
        let record = Match::<Chiangmai>::from_text(TRAP, options).unwrap();
        let settings = SearchSettings::for_level(Level::Medium).without_time();
        Engine::new(1)
            .think(&record, &settings, &AtomicBool::new(false))
            .unwrap()
            .notation
    };
    // Free to choose, the engine declines the capture that loses at once...
    assert_ne!(best(&Options::new()), "c1-c3");
    // ...and plays it when the capture is compulsory.
    let options = Options::new().with("compulsory_capture", OptionValue::Bool(true));
    assert_eq!(best(&options), "c1-c3");
}

#[test]
fn compulsory_capture_limits_what_can_be_tapped() {
    // Under the option only chips that can capture start a move: in
    // SEVERAL_CAPTURES, a4, d1 and e1, not h4; d1's only target is d5.
    let p = forced(SEVERAL_CAPTURES);
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let mut first: Vec<Square> = moves.iter().map(|&mv| p.detail(mv).taps[0]).collect();
    first.sort();
    first.dedup();
    assert_eq!(first, vec![sq("d1"), sq("e1"), sq("a4")]);
    let from_d1: Vec<Square> = moves
        .iter()
        .filter(|mv| mv.from == sq("d1"))
        .map(|&mv| p.detail(mv).taps[1])
        .collect();
    assert_eq!(from_d1, vec![sq("d5")]);
}

#[test]
fn compulsory_capture_is_saved_and_restored() {
    let options = Options::new().with("compulsory_capture", OptionValue::Bool(true));
    let mut record = Match::<Chiangmai>::from_text(NO_CAPTURE, &options).unwrap();
    record.play_text("c1-c8").unwrap();
    let save = record.save();
    assert_eq!(
        save.options.0.get("compulsory_capture"),
        Some(&OptionValue::Bool(true))
    );
    let restored =
        Match::<Chiangmai>::load(&boardlore_core::SaveFile::from_json(&save.to_json()).unwrap())
            .unwrap();
    assert!(restored.position().current_config().compulsory_capture);
    assert_eq!(restored.position(), record.position());
    // Black's only move is still the capture after the restore.
    assert_eq!(restored.legal_moves().len(), 1);
    // A save written before the option existed has no key: the option is off.
    let mut old = save.clone();
    old.options.0.remove("compulsory_capture");
    let restored = Match::<Chiangmai>::load(&old).unwrap();
    assert!(!restored.position().current_config().compulsory_capture);
    assert_eq!(restored.legal_moves().len(), 19);
    // The option changes the hash: positions under it never share
    // transposition-table entries with the same chips without it.
    assert_ne!(forced(START).hash(), pos(START).hash());
}

// ---------------------------------------------------------------------------
// Outcomes through the record: counters and repetition.
// ---------------------------------------------------------------------------

#[test]
fn no_capture_limit_draws() {
    let options = Options::new();
    let mut record =
        Match::<Chiangmai>::from_text("BBBBBBBB/8/8/8/8/8/8/WWWWWWWW w 98", &options).unwrap();
    record.play_text("a1-a2").unwrap();
    assert_eq!(record.outcome(), None);
    record.play_text("h8-h7").unwrap();
    assert_eq!(record.outcome(), Some(Outcome::draw(EndReason::MoveLimit)));
    assert!(record.legal_moves().is_empty());
    assert!(matches!(
        record.play_text("b1-b2"),
        Err(MatchError::Move(MoveError::GameOver))
    ));

    // A capture resets the count.
    let options = Options::new().with("no_capture_limit", OptionValue::Int(10));
    let mut record = Match::<Chiangmai>::from_text("7B/8/8/8/WBB5/8/8/3W3B w 9", &options).unwrap();
    record.play_text("d1-d4").unwrap();
    assert_eq!(record.position().plies_since_capture(), 0);
    assert_eq!(record.outcome(), None);
    // A counter already at the limit: the draw already holds.
    let record = Match::<Chiangmai>::from_text("7B/8/8/8/WBB5/8/8/3W3B w 10", &options).unwrap();
    assert_eq!(record.outcome(), Some(Outcome::draw(EndReason::MoveLimit)));
    let record = Match::<Chiangmai>::from_text("7B/8/8/8/WBB5/8/8/3W3B w 9", &options).unwrap();
    assert_eq!(record.outcome(), None);
}

#[test]
fn third_repetition_draws() {
    let mut record = Match::<Chiangmai>::new(&Options::new()).unwrap();
    for round in 0..2 {
        for mv in ["a1-a2", "h8-h7", "a2-a1", "h7-h8"] {
            assert_eq!(record.outcome(), None, "round {round}");
            record.play_text(mv).unwrap();
        }
    }
    // The start position has now occurred three times.
    assert_eq!(record.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    // The no-capture count is not part of the repeated position.
    assert_eq!(record.position().plies_since_capture(), 8);
}

#[test]
fn outcomes_through_a_record() {
    // A whole short game: White wins by the last-chip rule.
    let mut record =
        Match::<Chiangmai>::from_text("7B/8/8/8/WBB5/8/8/3W4 w 0", &Options::new()).unwrap();
    record.play_text("d1-d4").unwrap();
    assert_eq!(
        record.outcome(),
        None,
        "Black's lone chip makes its last move"
    );
    record.play_text("h8-h1").unwrap();
    assert_eq!(
        record.outcome(),
        Some(Outcome::win(Side::First, EndReason::LastChip))
    );
    let info = Chiangmai::info();
    assert_eq!(
        info.describe(record.outcome().unwrap()),
        "White win: last-chip rule"
    );
}

// ---------------------------------------------------------------------------
// Position strings.
// ---------------------------------------------------------------------------

#[test]
fn positions_round_trip() {
    for text in [
        START,
        "7B/8/8/8/WBB5/8/8/3W4 w 0",
        "B7/8/8/2B1B3/8/8/8/3W3W w 0",
        "7B/8/3W4/3B4/2B1B3/8/8/3W4 w 0",
        "8/8/8/8/8/8/BB6/WWB5 w 0",
        "8/8/8/8/8/8/8/W7 b 0",
        "1B2B3/2W5/B3W2B/8/3BW3/1W4W1/4B3/W7 b 100000",
        "1B2B3/2W5/B3W2B/8/3BW3/1W4W1/4B3/W7 b 999999999",
    ] {
        let p = pos(text);
        assert_eq!(p.to_text(), text);
        assert_eq!(Chiangmai::parse(&p.to_text(), config()).unwrap(), p);
    }
}

#[test]
fn bad_positions_are_rejected() {
    let bad = |text: &str| Chiangmai::parse(text, config()).unwrap_err();
    assert!(matches!(
        bad("BBBBBBBB/8/8/8/8/8/8/WWWWWWWW w"),
        PositionError::FieldCount { .. }
    ));
    assert!(matches!(
        bad("BBBBBBBB/8/8/8/8/8/8/WWWWWWWW w 0 0"),
        PositionError::FieldCount { .. }
    ));
    assert!(matches!(
        bad("BBBBBBBB/8/8/8/8/8/8/WWWWWWWW  w 0"),
        PositionError::FieldCount { .. }
    ));
    assert!(matches!(bad(""), PositionError::FieldCount { .. }));
    assert!(matches!(
        bad("BBBBBBBB/8/8/8/8/8/WWWWWWWW w 0"),
        PositionError::RankCount { .. }
    ));
    assert!(matches!(
        bad("BBBBBBBB/8/8/8/8/8/8/8/WWWWWWWW w 0"),
        PositionError::RankCount { .. }
    ));
    assert!(matches!(
        bad("BBBBBBBB/7/8/8/8/8/8/WWWWWWWW w 0"),
        PositionError::RankLength { rank: 7, .. }
    ));
    assert!(matches!(
        bad("BBBBBBBB/9/8/8/8/8/8/WWWWWWWW w 0"),
        PositionError::RankLength { .. }
    ));
    assert!(matches!(
        bad("BBBBBBBBB/8/8/8/8/8/8/WWWWWWW1 w 0"),
        PositionError::RankLength { .. }
    ));
    assert_eq!(
        bad("BBBBBBBB/44/8/8/8/8/8/WWWWWWWW w 0"),
        PositionError::AdjacentDigits
    );
    assert_eq!(
        bad("BBBBBBBB/8/8/8/8/8/8/WWWWWWWX w 0"),
        PositionError::UnknownPiece('X')
    );
    assert_eq!(
        bad("bBBBBBBB/8/8/8/8/8/8/WWWWWWWW w 0"),
        PositionError::UnknownPiece('b')
    );
    assert_eq!(
        bad("BBBBBBBB/08/8/8/8/8/8/WWWWWWWW w 0"),
        PositionError::UnknownPiece('0')
    );
    assert!(matches!(
        bad("BBBBBBBB/8/8/8/8/8/8/WWWWWWWW x 0"),
        PositionError::UnknownSide(_)
    ));
    assert!(matches!(
        bad("BBBBBBBB/8/8/8/8/8/8/WWWWWWWW W 0"),
        PositionError::UnknownSide(_)
    ));
    assert!(matches!(
        bad("BBBBBBBB/8/8/8/8/8/8/WWWWWWWW white 0"),
        PositionError::UnknownSide(_)
    ));
    for counter in ["-1", "+1", "1.5", "x", "1000000000", "99999999999999"] {
        let text = START.replace(" 0", &format!(" {counter}"));
        assert!(
            matches!(bad(&text), PositionError::BadCounter { .. }),
            "{counter}"
        );
    }
    // Nine chips a side is impossible.
    assert!(matches!(
        bad("BBBBBBBB/B7/8/8/8/8/8/WWWWWWWW w 0"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        bad("BBBBBBBB/8/8/8/8/8/W7/WWWWWWWW b 0"),
        PositionError::Impossible(_)
    ));
    // The side that has just moved cannot have lost all its chips.
    assert!(matches!(
        bad("8/8/8/8/8/8/8/WW6 w 0"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        bad("8/8/8/8/8/8/8/8 w 0"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        bad("B7/8/8/8/8/8/8/8 b 0"),
        PositionError::Impossible(_)
    ));
}

// ---------------------------------------------------------------------------
// Notation, taps, metadata.
// ---------------------------------------------------------------------------

#[test]
fn notation_forms() {
    let start = pos(START);
    for text in ["a1-a5", "A1-A5", "A-1 A-5", "a-1 a-5", " a1-a5 ", "a1 a5"] {
        let mv = parse_move(&start, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(start.notation(mv), "a1-a5", "{text}");
    }
    let mv = parse_move(&start, "c1-c7").unwrap();
    assert_eq!(mv.from, sq("c1"));
    assert_eq!(mv.to, sq("c7"));
    // Every legal move round-trips through its canonical and tournament forms;
    // the tournament form is never ambiguous (start and end fix the move).
    let p = pos("7B/8/3W4/3B4/2B1B3/8/8/3W4 w 0");
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    for &mv in &moves {
        let text = p.notation(mv);
        assert_eq!(parse_move(&p, &text), Ok(mv));
        assert_eq!(parse_move(&p, &text.to_ascii_uppercase()), Ok(mv));
        let (from, to) = (mv.from.name(8).to_string(), mv.to.name(8).to_string());
        let tournament =
            format!("{}-{} {}-{}", &from[..1], &from[1..], &to[..1], &to[1..]).to_ascii_uppercase();
        assert_eq!(parse_move(&p, &tournament), Ok(mv), "{tournament}");
        assert!(!text.contains('x'));
    }
    // Illegal and unreadable moves.
    assert!(matches!(
        parse_move(&start, "a1-a8"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        parse_move(&start, "a1-b2"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        parse_move(&start, "a2-a3"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        parse_move(&start, "A-8 A-7"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        parse_move(&start, "hello"),
        Err(MoveError::Unreadable(_))
    ));
    let over = pos("7B/8/8/8/8/8/8/W7 w 0");
    assert_eq!(parse_move(&over, "a1-a2"), Err(MoveError::GameOver));
}

#[test]
fn detail_and_taps() {
    let p = pos("7B/8/3W4/3B4/2B1B3/8/8/3W4 w 0");
    let mv = parse_move(&p, "d1-d4").unwrap();
    let detail = p.detail(mv);
    assert_eq!(detail.taps, vec![sq("d1"), sq("d4")]);
    assert_eq!(detail.endpoints(), Some((Some(sq("d1")), sq("d4"))));
    assert_eq!(detail.motions.len(), 1);
    assert_eq!(detail.motions[0].path, vec![sq("d4")]);
    let mut taken = detail.captured.clone();
    taken.sort();
    assert_eq!(taken, vec![sq("c4"), sq("e4"), sq("d5")]);
    assert!(p.is_capture(mv));
    let quiet = parse_move(&p, "d1-d2").unwrap();
    assert!(p.detail(quiet).captured.is_empty());
    assert!(!p.is_capture(quiet));
}

#[test]
fn counters_and_pieces() {
    let p = pos("7B/8/8/8/WBB5/8/8/3W4 w 4");
    let counters: Vec<(&str, i64)> = p.counters().iter().map(|c| (c.label, c.value)).collect();
    assert_eq!(
        counters,
        vec![
            ("white chips", 2),
            ("black chips", 3),
            ("plies without capture", 4)
        ]
    );
    assert_eq!(p.piece_at(sq("a4")), Some('W'));
    assert_eq!(p.piece_at(sq("b4")), Some('B'));
    assert_eq!(p.piece_at(sq("a1")), None);
    assert_eq!(p.side_to_move(), Side::First);
}

#[test]
fn metadata_and_options() {
    let info = Chiangmai::info();
    assert_eq!(info.id, "chiangmai-checkers");
    assert_eq!(info.name, "Chiangmai Checkers");
    assert_eq!(info.origin, "Thailand (Mhark Nheeb)");
    assert_eq!(info.sides[0].name, "White");
    assert_eq!(info.sides[0].key, "white");
    assert_eq!(info.sides[0].letter, 'w');
    assert_eq!(info.sides[1].name, "Black");
    assert_eq!(info.sides[1].key, "black");
    assert_eq!(info.sides[1].letter, 'b');
    assert_eq!(info.piece('W').unwrap().owner, Some(Side::First));
    assert_eq!(info.piece('B').unwrap().owner, Some(Side::Second));
    // The developers' specification stays in docs/ (the library does not
    // ship it) and says where it chose for the spec.
    let spec = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/dev/rules/chiangmai-checkers.md"
    ))
    .expect("the rules specification");
    assert!(spec.contains("Choices where the specification is silent"));
    assert!(find_game("chiangmai-checkers").is_ok());

    assert_eq!(config().no_capture_limit, 100);
    assert!(!config().compulsory_capture);
    let options = Options::new().with("no_capture_limit", OptionValue::Int(40));
    let custom = Chiangmai::config(&options).unwrap();
    assert_eq!(custom.no_capture_limit, 40);
    assert!(!custom.compulsory_capture);
    // Saving writes every key out, so the defaults come back explicitly.
    assert_eq!(
        Chiangmai::options(&custom),
        options
            .clone()
            .with("compulsory_capture", OptionValue::Bool(false))
    );
    for bad in [9, 1001, -5] {
        let options = Options::new().with("no_capture_limit", OptionValue::Int(bad));
        assert!(Chiangmai::config(&options).is_err(), "{bad}");
    }
    assert!(
        Chiangmai::config(&Options::new().with("no_capture_limit", OptionValue::Bool(true)))
            .is_err()
    );
    assert!(Chiangmai::config(&Options::new().with("flying", OptionValue::Bool(true))).is_err());

    // Compulsory capture: an on/off option, off unless agreed, described
    // for settings screens by the core alone.
    let keys: Vec<&str> = info.options.iter().map(|o| o.key).collect();
    assert_eq!(keys, vec!["no_capture_limit", "compulsory_capture"]);
    let descriptor = &info.options[1];
    assert_eq!(descriptor.label, "Compulsory capture");
    assert_eq!(descriptor.kind, OptionKind::Bool { default: false });
    assert!(descriptor.help.contains("capturing move"));
    let options = Options::parse_pairs(info.options, ["compulsory_capture=true"]).unwrap();
    assert!(Chiangmai::config(&options).unwrap().compulsory_capture);
    assert_eq!(Chiangmai::config(&options).unwrap().no_capture_limit, 100);
    assert!(Options::parse_pairs(info.options, ["compulsory_capture=maybe"]).is_err());
    assert!(
        Chiangmai::config(&Options::new().with("compulsory_capture", OptionValue::Int(1))).is_err()
    );

    let geometry = pos(START).geometry();
    assert_eq!((geometry.width, geometry.height), (8, 8));
    assert_eq!(geometry.cells.len(), 64);
}

#[test]
fn evaluation_is_sane() {
    // Symmetric start: zero for the side to move.
    assert_eq!(pos(START).evaluate(), 0);
    // A chip up is good for the side that has it, from either point of view.
    let up = pos("BBBBBBB1/8/8/8/8/8/8/WWWWWWWW w 3");
    assert!(up.evaluate() > 50);
    let up_black = pos("BBBBBBB1/8/8/8/8/8/8/WWWWWWWW b 3");
    assert!(up_black.evaluate() < -50);
    // A lone chip that cannot strike back is nearly lost, yet far from mate scores.
    let lone = pos("7B/8/8/8/8/2B5/8/W7 w 0");
    assert!(lone.evaluate() < -500);
    assert!(lone.evaluate() > -10_000);
}
