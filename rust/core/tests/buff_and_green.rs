//! Buff and Green: perft counts derived by hand, a differential test against
//! a plain reference generator written from the spec, outcomes, position
//! strings and notation.

use boardlore_core::games::buff_and_green::{eval, BuffAndGreen};
use boardlore_core::notation::parse_move;
use boardlore_core::perft::perft;
use boardlore_core::{
    find_game, EndReason, Game, Match, MoveError, Options, Outcome, PositionError, Side, Square,
};
use std::collections::BTreeMap;

const START: &str = "1b1b1b1b/b1b1b1b1/1b1b1b1b/8/8/g1g1g1g1/1g1g1g1g/g1g1g1g1 g 0";

fn pos(text: &str) -> BuffAndGreen {
    BuffAndGreen::parse(text, ()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn notations(p: &BuffAndGreen) -> Vec<String> {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let mut out: Vec<String> = moves.iter().map(|&m| p.notation(m)).collect();
    out.sort();
    out
}

fn sq(name: &str) -> Square {
    Square::parse(name, 8, 8).unwrap()
}

fn played(p: &BuffAndGreen, text: &str) -> BuffAndGreen {
    let mv = parse_move(p, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut next = p.clone();
    next.play(mv);
    next
}

// ---------------------------------------------------------------------------
// Perft from the start, derived by hand.
// ---------------------------------------------------------------------------

/// Depth 1: Green's front men are a3, c3, e3, g3; a3 can go to b4 only (the
/// a-file is the edge), c3 to b4 or d4, e3 to d4 or f4, g3 to f4 or h4:
/// 1 + 2 + 2 + 2 = 7. Nothing else can move and nothing can capture.
///
/// Depth 2: whatever Green played, one Green man stands on rank 4 and rank 5
/// is empty, so Buff cannot capture (a capture needs an adjacent enemy), and
/// Buff's front men b6, d6, f6, h6 have the mirror-image 1 + 2 + 2 + 2 = 7
/// steps (h6 only to g5). 7 × 7 = 49.
///
/// Depth 3: Green moved a man S (rank 3) to Z (rank 4); Buff moved X (rank 6)
/// to Y (rank 5).
/// - Green can capture only if Z, Y, X lie on one diagonal in that order (the
///   square beyond Y must be the one X just left). Then that single jump is
///   the only legal move (the landing square X has no further jump: rank 7
///   is backed by rank 8, and rank 5 is now empty). Pairs: Z = b4 is hit by
///   d6-c5; Z = d4 by b6-c5 and f6-e5; Z = f4 by d6-e5 and h6-g5; Z = h4 by
///   f6-g5.
/// - Otherwise Green has 8 quiet moves for every first move (for a3-b4:
///   c3-d4, e3×2, g3×2 = 5 from rank 3, b2-a3 = 1 into the vacated square,
///   b4-a5/c5 = 2; for g3-h4: a3, c3×2, e3×2 = 5, f2/h2-g3 = 2, h4-g5 = 1;
///   the other five first moves likewise give 4 + 2 + 2 = 8), minus 1 when Y
///   blocks one of Z's two forward squares without being capturable.
/// - Z = b4 (targets a5, c5): Buff replies b6-a5 and b6-c5 block (7 each),
///   d6-c5 is captured (1), the other 4 replies leave 8: 14 + 1 + 32 = 47.
///   Two first moves reach b4 (a3-b4, c3-b4): 94.
/// - Z = d4 (c5, e5): d6-c5 and d6-e5 block (14), b6-c5 and f6-e5 are
///   captured (2), 3 others (24): 40; c3-d4 and e3-d4: 80.
/// - Z = f4 (e5, g5): by symmetry 40; e3-f4 and g3-f4: 80.
/// - Z = h4 (g5): h6-g5 blocks (7), f6-g5 is captured (1), 5 others (40): 48.
///
/// 94 + 80 + 80 + 48 = 302.
#[test]
fn perft_from_the_start() {
    let start = BuffAndGreen::start(());
    assert_eq!(start.to_text(), START);
    assert_eq!(perft(&start, 1), 7);
    assert_eq!(perft(&start, 2), 49);
    assert_eq!(perft(&start, 3), 302);
}

// ---------------------------------------------------------------------------
// Perft on positions built for each special rule, derived by hand.
// ---------------------------------------------------------------------------

/// A flying king crossing, later in its sequence, the square of a piece it
/// captured earlier. Green: king a1, man g7. Buff: men d4, c5, g5, g3.
///
/// a1 can only look north-east: b2, c3 empty, d4 Buff, then e5, f6 empty and
/// g7 Green, so it lands on e5 or f6.
/// - e5: north-east is blocked by g7, north-west (d6, c7, b8) and south-west
///   (d4 now empty, c3, b2, a1 vacated) hold nothing; south-east f4 is empty,
///   g3 Buff, h2 empty: land h2. From h2 the north-west line (g3 now empty,
///   f4, e5, d6, c7, b8) and g1 hold nothing: `a1xe5xh2`.
/// - f6: only south-east captures, g5 with h4 beyond: land h4. From h4:
///   north-west is empty now; south-west g3 Buff, then f2 and e1 empty.
///   - e1: d2, c3, b4, a5 and f2, g3, h4 hold nothing: `a1xf6xh4xe1`.
///   - f2: north-west passes e3, then **d4, captured on the first leg and so
///     empty**, reaches c5 (Buff) and lands on b6 or a7: `a1xf6xh4xf2xb6`,
///     `a1xf6xh4xf2xa7`. (A rule that left captured pieces on the board
///     until the end of the move would stop at f2 and give 3 moves.)
///
/// Depth 1: 4. Depth 2: after `a1xe5xh2` Buff keeps c5 and g5, neither next
/// to a Green piece: c5-b4, c5-d4, g5-f4, g5-h4 = 4. After `a1xf6xh4xe1` only
/// c5 is left: 2. After the two sequences that take all four men Buff has
/// nothing: 0. 4 + 2 = 6.
#[test]
fn perft_king_crosses_a_square_emptied_earlier_in_its_sequence() {
    let p = pos("8/6g1/8/2b3b1/3b4/6b1/8/G7 g 0");
    assert_eq!(
        notations(&p),
        [
            "a1xe5xh2",
            "a1xf6xh4xe1",
            "a1xf6xh4xf2xa7",
            "a1xf6xh4xf2xb6"
        ]
    );
    assert_eq!(perft(&p, 1), 4);
    assert_eq!(perft(&p, 2), 6);
}

/// A man capturing backwards. Green: men d4, h2. Buff: men c3, f6.
///
/// d4 has Buff's c3 behind it to the south-west with b2 empty: `d4xb2`, and
/// from b2 nothing more. d4's other diagonals and h2's hold no Buff piece
/// next to them. Capture is compulsory, so the quiet moves d4-c5, d4-e5 and
/// h2-g3 are out. Depth 1: 1 (a rule without backward captures gives 3).
/// Depth 2: Buff's f6 has no Green neighbour: f6-e5, f6-g5 = 2.
#[test]
fn perft_man_captures_backwards() {
    let p = pos("8/8/5b2/8/3g4/2b5/7g/8 g 0");
    assert_eq!(notations(&p), ["d4xb2"]);
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(perft(&p, 2), 2);
}

/// A man that reaches the far rank mid-sequence and continues as a man.
/// Green: man b6. Buff: men c7, e7, a3.
///
/// b6 jumps c7 to d8 (rank 8). From d8 it can still capture, so it carries on
/// as a man: e7 with f6 beyond: `b6xd8xf6`, and from f6 nothing more. It ends
/// on rank 6, so it stays a man. Depth 1: 1 (crowned on d8, a flying king
/// would have f6, g5, h4: 3; a rule that stops at the crowning would give
/// `b6xd8`). Depth 2: Buff's a3 steps to b2 (a3 is on the edge): 1.
#[test]
fn perft_man_crosses_the_far_rank_and_continues_as_a_man() {
    let p = pos("8/2b1b3/1g6/8/8/b7/8/8 g 0");
    assert_eq!(notations(&p), ["b6xd8xf6"]);
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(perft(&p, 2), 1);
    let after = played(&p, "b6xd8xf6");
    assert_eq!(after.piece_at(sq("f6")), Some('g'));
    assert_eq!(after.to_text(), "8/8/5g2/8/8/b7/8/8 b 0");
}

/// Promotion at the end of a sequence. Green: man b4. Buff: men c5, e7, h6.
///
/// b4 jumps c5 to d6, then e7 to f8, where nothing more is possible (g7
/// empty, e7 now empty): `b4xd6xf8`, and the man is crowned. Depth 1: 1.
/// Depth 2: Buff's h6 can only go to g5 (edge): 1. Depth 3: the new king on
/// f8 has no capture (g5 is on neither of its diagonals) and slides to g7,
/// h6 and e7, d6, c5, b4, a3: 7. (Uncrowned, the man on f8 could not move
/// at all: 0.)
#[test]
fn perft_promotion_at_the_end_of_a_sequence() {
    let p = pos("8/4b3/7b/2b5/1g6/8/8/8 g 0");
    assert_eq!(notations(&p), ["b4xd6xf8"]);
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(perft(&p, 2), 1);
    assert_eq!(perft(&p, 3), 7);
    assert_eq!(played(&p, "b4xd6xf8").piece_at(sq("f8")), Some('G'));
}

/// A king capture with several landing squares. Green: king a1. Buff: men
/// c3, a3.
///
/// a1 jumps c3 and may land on d4, e5, f6, g7 or h8. a3 lies on none of
/// those squares' diagonals, so no sequence continues. Depth 1: 5. Depth 2:
/// a3-b2 in each case (a3 has no Green neighbour): 5.
#[test]
fn perft_king_capture_with_several_landings() {
    let p = pos("8/8/8/8/8/b1b5/8/G7 g 0");
    assert_eq!(notations(&p), ["a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"]);
    assert_eq!(perft(&p, 1), 5);
    assert_eq!(perft(&p, 2), 5);
}

/// Two capture sequences around a ring, both ending on the square the man
/// started from. Green: man c3. Buff: men d4, f4, f2, d2, h8.
///
/// Clockwise: c3 jumps d4 to e5, f4 to g3, f2 to e1 and d2 back to c3 (the
/// man left c3, so it is empty). Anticlockwise: d2 to e1, f2 to g3, f4 to
/// e5, d4 to c3. Nothing else is possible at any step. Depth 1: 2. Depth 2:
/// h8-g7 after each: 2.
#[test]
fn perft_ring_of_captures_back_to_the_start() {
    let p = pos("7b/8/8/8/3b1b2/2g5/3b1b2/8 g 0");
    assert_eq!(notations(&p), ["c3xe1xg3xe5xc3", "c3xe5xg3xe1xc3"]);
    assert_eq!(perft(&p, 1), 2);
    assert_eq!(perft(&p, 2), 2);
}

/// Capture is compulsory. Green: men c3, g3. Buff: men d4, a7.
///
/// c3 can jump d4 to e5; then quiet moves (c3-b4, g3-f4, g3-h4) are not
/// allowed. Depth 1: 1. Depth 2: a7-b6: 1.
#[test]
fn perft_capture_is_compulsory() {
    let p = pos("8/b7/8/8/3b4/2g3g1/8/8 g 0");
    assert_eq!(notations(&p), ["c3xe5"]);
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(perft(&p, 2), 1);
}

/// A blocked side loses. Green's only man a3 has b4 (Buff) in front, c5
/// (Buff) behind it, and the edge on its other side: no move, so Buff wins.
/// A king hemmed in on a1 by b2 and c3 is just as stuck. A side with no
/// pieces at all cannot move either; its loss is told as "no pieces left".
#[test]
fn blocked_side_loses() {
    for (text, reason) in [
        ("8/8/8/2b5/1b6/g7/8/8 g 0", EndReason::NoLegalMove),
        ("8/8/8/8/8/2b5/1b6/G7 g 0", EndReason::NoLegalMove),
        ("8/8/8/8/8/8/8/B7 g 0", EndReason::NoPieces),
    ] {
        let p = pos(text);
        assert_eq!(perft(&p, 1), 0, "{text}");
        assert_eq!(
            p.terminal(),
            Some(Outcome::win(Side::Second, reason)),
            "{text}"
        );
    }
    // A king next to a man on the edge is not blocked: it slides away.
    let p = pos("8/8/8/8/1B6/g7/8/8 b 0");
    assert_eq!(
        notations(&p),
        ["b4-a5", "b4-c3", "b4-c5", "b4-d2", "b4-d6", "b4-e1", "b4-e7", "b4-f8"]
    );
    // With c5 empty, a3 is not blocked: it must capture b4.
    let p = pos("8/8/8/8/1b6/g7/8/8 g 0");
    assert_eq!(notations(&p), ["a3xc5"]);
}

// ---------------------------------------------------------------------------
// A reference move generator written straight from the spec, with plain
// arrays, and a differential test against the engine.
// ---------------------------------------------------------------------------

mod reference {
    /// `board[rank][file]`.
    pub type Board = [[Option<char>; 8]; 8];

    #[derive(Clone, PartialEq, Debug)]
    pub struct Pos {
        pub board: Board,
        pub green: bool,
        pub counter: u32,
    }

    pub struct RMove {
        pub notation: String,
        pub captured: Vec<String>,
        pub result: Pos,
    }

    const DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

    pub fn parse(text: &str) -> Pos {
        let fields: Vec<&str> = text.split(' ').collect();
        let mut board = [[None; 8]; 8];
        for (row, rank_text) in fields[0].split('/').enumerate() {
            let rank = 7 - row;
            let mut file = 0;
            for c in rank_text.chars() {
                match c.to_digit(10) {
                    Some(n) => file += n as usize,
                    None => {
                        board[rank][file] = Some(c);
                        file += 1;
                    }
                }
            }
        }
        Pos {
            board,
            green: fields[1] == "g",
            counter: fields[2].parse().unwrap(),
        }
    }

    pub fn text(p: &Pos) -> String {
        let mut ranks = Vec::new();
        for rank in (0..8).rev() {
            let mut s = String::new();
            let mut run = 0;
            for file in 0..8 {
                match p.board[rank][file] {
                    Some(c) => {
                        if run > 0 {
                            s.push_str(&run.to_string());
                            run = 0;
                        }
                        s.push(c);
                    }
                    None => run += 1,
                }
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
            ranks.push(s);
        }
        format!(
            "{} {} {}",
            ranks.join("/"),
            if p.green { "g" } else { "b" },
            p.counter
        )
    }

    fn name((f, r): (i32, i32)) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    fn on(f: i32, r: i32) -> bool {
        (0..8).contains(&f) && (0..8).contains(&r)
    }

    fn mine(c: char, green: bool) -> bool {
        if green {
            c == 'g' || c == 'G'
        } else {
            c == 'b' || c == 'B'
        }
    }

    fn at(board: &Board, f: i32, r: i32) -> Option<char> {
        board[r as usize][f as usize]
    }

    /// The position after moving `piece` along `path` (start first),
    /// removing `captured`.
    fn finish(p: &Pos, piece: char, path: &[(i32, i32)], captured: &[(i32, i32)]) -> Pos {
        let mut board = p.board;
        let (f0, r0) = path[0];
        board[r0 as usize][f0 as usize] = None;
        for &(f, r) in captured {
            board[r as usize][f as usize] = None;
        }
        let (f1, r1) = *path.last().unwrap();
        let far = if p.green { 7 } else { 0 };
        let piece = if r1 == far {
            piece.to_ascii_uppercase()
        } else {
            piece
        };
        board[r1 as usize][f1 as usize] = Some(piece);
        let reset = !captured.is_empty() || piece_is_man(path, p);
        Pos {
            board,
            green: !p.green,
            counter: if reset { 0 } else { p.counter + 1 },
        }
    }

    fn piece_is_man(path: &[(i32, i32)], p: &Pos) -> bool {
        let (f, r) = path[0];
        at(&p.board, f, r).unwrap().is_ascii_lowercase()
    }

    fn extend(
        p: &Pos,
        board: &Board,
        piece: char,
        path: &mut Vec<(i32, i32)>,
        captured: &mut Vec<(i32, i32)>,
        out: &mut Vec<RMove>,
    ) {
        let (f, r) = *path.last().unwrap();
        let king = piece.is_ascii_uppercase();
        let mut extended = false;
        for (df, dr) in DIRS {
            // The first occupied square along the line (a man only looks at
            // the adjacent square).
            let (mut x, mut y) = (f + df, r + dr);
            if king {
                while on(x, y) && at(board, x, y).is_none() {
                    x += df;
                    y += dr;
                }
            }
            if !on(x, y) {
                continue;
            }
            match at(board, x, y) {
                Some(c) if !mine(c, p.green) => {}
                _ => continue,
            }
            let victim = (x, y);
            let (mut lx, mut ly) = (x + df, y + dr);
            while on(lx, ly) && at(board, lx, ly).is_none() {
                extended = true;
                let mut next = *board;
                next[y as usize][x as usize] = None;
                path.push((lx, ly));
                captured.push(victim);
                extend(p, &next, piece, path, captured, out);
                path.pop();
                captured.pop();
                if !king {
                    break;
                }
                lx += df;
                ly += dr;
            }
        }
        if !extended && path.len() > 1 {
            out.push(RMove {
                notation: path.iter().map(|&s| name(s)).collect::<Vec<_>>().join("x"),
                captured: captured.iter().map(|&s| name(s)).collect(),
                result: finish(p, piece, path, captured),
            });
        }
    }

    pub fn moves(p: &Pos) -> Vec<RMove> {
        let mut captures = Vec::new();
        for r in 0..8 {
            for f in 0..8 {
                let Some(piece) = at(&p.board, f, r) else {
                    continue;
                };
                if !mine(piece, p.green) {
                    continue;
                }
                let mut board = p.board;
                board[r as usize][f as usize] = None;
                extend(
                    p,
                    &board,
                    piece,
                    &mut vec![(f, r)],
                    &mut Vec::new(),
                    &mut captures,
                );
            }
        }
        if !captures.is_empty() {
            return captures;
        }
        let mut quiet = Vec::new();
        for r in 0..8 {
            for f in 0..8 {
                let Some(piece) = at(&p.board, f, r) else {
                    continue;
                };
                if !mine(piece, p.green) {
                    continue;
                }
                let king = piece.is_ascii_uppercase();
                for (df, dr) in DIRS {
                    let forward = if p.green { 1 } else { -1 };
                    if !king && dr != forward {
                        continue;
                    }
                    let (mut x, mut y) = (f + df, r + dr);
                    while on(x, y) && at(&p.board, x, y).is_none() {
                        let path = [(f, r), (x, y)];
                        quiet.push(RMove {
                            notation: format!("{}-{}", name((f, r)), name((x, y))),
                            captured: Vec::new(),
                            result: finish(p, piece, &path, &[]),
                        });
                        if !king {
                            break;
                        }
                        x += df;
                        y += dr;
                    }
                }
            }
        }
        quiet
    }

    pub fn perft(p: &Pos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = moves(p);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| perft(&m.result, depth - 1)).sum()
    }
}

/// A small seeded generator (xorshift64*), so the test is reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Checks that the engine and the reference agree on `text`: the same moves
/// (by notation), the same captured squares in order, the same resulting
/// positions; and that taps, motions, hashing and `terminal` are consistent.
fn compare(text: &str) {
    let engine = pos(text);
    let reference = reference::parse(text);
    assert_eq!(reference::text(&reference), engine.to_text());

    let mut moves = Vec::new();
    engine.legal_moves(&mut moves);
    let mut mine = BTreeMap::new();
    for &mv in &moves {
        let notation = engine.notation(mv);
        let detail = engine.detail(mv);
        let captured: Vec<String> = detail
            .captured
            .iter()
            .map(|s| s.name(8).to_string())
            .collect();
        assert_eq!(engine.is_capture(mv), !captured.is_empty());
        assert_eq!(detail.motions.len(), 1);
        let mut taps = vec![detail.motions[0].from.unwrap()];
        taps.extend_from_slice(&detail.motions[0].path);
        assert_eq!(detail.taps, taps);
        let written: Vec<String> = detail.taps.iter().map(|s| s.name(8).to_string()).collect();
        assert_eq!(
            written.join(if captured.is_empty() { "-" } else { "x" }),
            notation
        );
        let mut next = engine.clone();
        next.play(mv);
        let reparsed = pos(&next.to_text());
        assert_eq!(
            next, reparsed,
            "incremental state after {notation} in {text}"
        );
        assert_eq!(next.hash(), reparsed.hash());
        let previous = mine.insert(notation.clone(), (captured, next.to_text()));
        assert!(previous.is_none(), "two moves written {notation} in {text}");
    }
    let theirs: BTreeMap<String, (Vec<String>, String)> = reference::moves(&reference)
        .into_iter()
        .map(|m| (m.notation, (m.captured, reference::text(&m.result))))
        .collect();
    assert_eq!(mine, theirs, "in {text}");
    assert_eq!(engine.terminal().is_some(), moves.is_empty(), "in {text}");
    if moves.is_empty() {
        let side = engine.side_to_move();
        let reason = if engine.men(side) | engine.kings(side) == 0 {
            EndReason::NoPieces
        } else {
            EndReason::NoLegalMove
        };
        assert_eq!(
            engine.terminal(),
            Some(Outcome::win(side.opponent(), reason))
        );
    }
}

/// The position turned half a turn, with the colours swapped.
fn mirrored(text: &str) -> String {
    let p = reference::parse(text);
    let mut board = [[None; 8]; 8];
    for (r, rank) in p.board.iter().enumerate() {
        for (f, cell) in rank.iter().enumerate() {
            board[7 - r][7 - f] = cell.map(|c| match c {
                'g' => 'b',
                'G' => 'B',
                'b' => 'g',
                _ => 'G',
            });
        }
    }
    reference::text(&reference::Pos {
        board,
        green: !p.green,
        counter: p.counter,
    })
}

fn random_position(rng: &mut Rng) -> String {
    loop {
        let mut p = reference::Pos {
            board: [[None; 8]; 8],
            green: rng.below(2) == 0,
            counter: rng.below(50) as u32,
        };
        let density = 4 + rng.below(10);
        let mut counts = [0, 0];
        for r in 0..8 {
            for f in 0..8 {
                if (r + f) % 2 != 0 || rng.below(32) >= density {
                    continue;
                }
                let green = rng.below(2) == 0;
                let side = usize::from(!green);
                if counts[side] == 12 {
                    continue;
                }
                let far = if green { 7 } else { 0 };
                let king = r == far || rng.below(4) == 0;
                let letter = match (green, king) {
                    (true, false) => 'g',
                    (true, true) => 'G',
                    (false, false) => 'b',
                    (false, true) => 'B',
                };
                p.board[r][f] = Some(letter);
                counts[side] += 1;
            }
        }
        if counts != [0, 0] {
            return reference::text(&p);
        }
    }
}

#[test]
fn engine_matches_reference_on_random_positions() {
    let mut rng = Rng(0x5EED_B0FF);
    for _ in 0..3000 {
        let text = random_position(&mut rng);
        compare(&text);
        let flipped = mirrored(&text);
        compare(&flipped);
        let (a, b) = (pos(&text), pos(&flipped));
        assert_eq!(perft(&a, 2), perft(&b, 2), "{text} vs {flipped}");
        assert_eq!(a.evaluate(), b.evaluate(), "{text} vs {flipped}");
        assert!(a.evaluate().abs() < 10_000);
    }
}

#[test]
fn engine_matches_reference_in_random_games() {
    let mut rng = Rng(0xB0A2_D10E);
    for _ in 0..150 {
        let mut p = BuffAndGreen::start(());
        for _ in 0..250 {
            let text = p.to_text();
            compare(&text);
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            p.play(moves[rng.below(moves.len())]);
        }
    }
}

/// Not a hand count: the reference and the engine must agree deeper.
#[test]
fn engine_perft_matches_reference_perft() {
    let start = reference::parse(START);
    assert_eq!(reference::perft(&start, 3), 302);
    for depth in 1..=6 {
        assert_eq!(
            perft(&BuffAndGreen::start(()), depth),
            reference::perft(&start, depth),
            "depth {depth}"
        );
    }
    for text in [
        "8/6g1/8/2b3b1/3b4/6b1/8/G7 g 0",
        "7b/8/8/8/3b1b2/2g5/3b1b2/8 g 0",
        "1B6/2b1b3/3g4/2b1b3/8/2b1b3/1G6/8 b 3",
    ] {
        let reference_position = reference::parse(text);
        for depth in 1..=4 {
            assert_eq!(
                perft(&pos(text), depth),
                reference::perft(&reference_position, depth),
                "{text} {depth}"
            );
        }
    }
}

// ---------------------------------------------------------------------------
// Outcomes.
// ---------------------------------------------------------------------------

#[test]
fn capturing_the_last_piece_wins() {
    let mut game =
        Match::<BuffAndGreen>::from_text("8/8/8/8/8/2b5/8/G7 g 0", &Options::new()).unwrap();
    assert_eq!(game.outcome(), None);
    game.play_text("a1xe5").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::First, EndReason::NoPieces))
    );
    assert!(game.legal_moves().is_empty());
}

#[test]
fn blocked_side_loses_in_a_match() {
    // Buff's a5-b4 leaves Green's only man, a3, facing b4 with c5 (Buff)
    // behind it: Green cannot move and loses.
    let mut game =
        Match::<BuffAndGreen>::from_text("8/8/8/b1b5/8/g7/8/8 b 0", &Options::new()).unwrap();
    assert_eq!(game.outcome(), None);
    game.play_text("a5-b4").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
    assert!(game.legal_moves().is_empty());
}

#[test]
fn fifty_plies_without_capture_or_man_move_draw() {
    let draw = Some(Outcome::draw(EndReason::MoveLimit));
    assert_eq!(pos("1B6/8/8/8/8/8/8/G7 g 50").counter_outcome(), draw);
    assert_eq!(pos("1B6/8/8/8/8/8/8/G7 g 120").counter_outcome(), draw);
    assert_eq!(pos("1B6/8/8/8/8/8/8/G7 g 49").counter_outcome(), None);

    let mut game =
        Match::<BuffAndGreen>::from_text("1B6/8/8/8/8/8/8/G7 g 47", &Options::new()).unwrap();
    for (i, text) in ["a1-c3", "b8-a7"].iter().enumerate() {
        game.play_text(text).unwrap();
        assert_eq!(game.position().counter(), 48 + i as u32);
        assert_eq!(game.outcome(), None);
    }
    game.play_text("c3-d4").unwrap();
    assert_eq!(game.position().counter(), 50);
    assert_eq!(game.outcome(), draw);

    // A man move resets the counter, and so does a capture.
    let p = played(&pos("1B6/8/8/8/8/8/7g/G7 g 49"), "h2-g3");
    assert_eq!(p.counter(), 0);
    let p = played(&pos("1B6/8/8/8/8/2b5/8/G7 g 49"), "a1xd4");
    assert_eq!(p.counter(), 0);
    let p = played(&pos("1B6/8/8/8/8/8/8/G7 g 12"), "a1-h8");
    assert_eq!(p.counter(), 13);
    // A man crowned by a quiet move resets it too.
    let p = played(&pos("8/6g1/8/8/8/8/8/B7 g 30"), "g7-h8");
    assert_eq!((p.counter(), p.piece_at(sq("h8"))), (0, Some('G')));
}

#[test]
fn a_loss_beats_the_move_limit() {
    let game =
        Match::<BuffAndGreen>::from_text("8/8/8/2b5/1b6/g7/8/8 g 50", &Options::new()).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
}

#[test]
fn third_repetition_draws() {
    let mut game =
        Match::<BuffAndGreen>::from_text("1B6/8/8/8/8/8/8/G7 g 0", &Options::new()).unwrap();
    let cycle = ["a1-b2", "b8-a7", "b2-a1", "a7-b8"];
    for (i, text) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(game.outcome(), None, "before ply {i}");
        game.play_text(text).unwrap();
    }
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    // The counter differs between the occurrences but is not part of the hash.
    assert_eq!(game.position().hash(), game.start().hash());
    assert_ne!(game.position().counter(), game.start().counter());
}

#[test]
fn hash_tracks_side_and_pieces_but_not_the_counter() {
    let a = pos("1B6/8/8/8/8/8/8/G7 g 0");
    assert_eq!(a.hash(), pos("1B6/8/8/8/8/8/8/G7 g 17").hash());
    assert_ne!(a.hash(), pos("1B6/8/8/8/8/8/8/G7 b 0").hash());
    assert_ne!(a.hash(), pos("1b6/8/8/8/8/8/8/G7 g 0").hash());
    assert_ne!(a.hash(), pos("1B6/8/8/8/8/8/8/g7 g 0").hash());
}

// ---------------------------------------------------------------------------
// Position strings.
// ---------------------------------------------------------------------------

#[test]
fn position_strings_round_trip() {
    for text in [
        START,
        "8/6g1/8/2b3b1/3b4/6b1/8/G7 g 0",
        "8/8/5b2/8/3g4/2b5/7g/8 g 0",
        "8/2b1b3/1g6/8/8/b7/8/8 g 0",
        "8/4b3/7b/2b5/1g6/8/8/8 g 0",
        "8/8/8/8/8/b1b5/8/G7 g 0",
        "7b/8/8/8/3b1b2/2g5/3b1b2/8 g 0",
        "8/b7/8/8/3b4/2g3g1/8/8 g 0",
        "8/8/8/2b5/1b6/g7/8/8 g 0",
        "1B6/8/8/8/8/8/8/G7 b 123456789",
    ] {
        let p = pos(text);
        assert_eq!(p.to_text(), text);
        assert_eq!(pos(&p.to_text()), p);
    }
}

#[test]
fn malformed_position_strings_are_rejected() {
    let err = |text: &str| BuffAndGreen::parse(text, ()).unwrap_err();
    assert!(matches!(
        err("1B6/8/8/8/8/8/8/G7 g"),
        PositionError::FieldCount { expected: 3, .. }
    ));
    assert!(matches!(
        err("1B6/8/8/8/8/8/8/G7 g 0 0"),
        PositionError::FieldCount { expected: 3, .. }
    ));
    assert!(matches!(
        err("1B6/8/8/8/8/8/8/G7  g 0"),
        PositionError::FieldCount { .. }
    ));
    assert!(matches!(err(""), PositionError::FieldCount { .. }));
    assert!(matches!(
        err("1B6/8/8/8/8/8/G7 g 0"),
        PositionError::RankCount {
            expected: 8,
            found: 7
        }
    ));
    assert!(matches!(
        err("1B6/8/8/8/8/8/8/8/G7 g 0"),
        PositionError::RankCount {
            expected: 8,
            found: 9
        }
    ));
    assert!(matches!(
        err("1B6/8/8/8/8/8/8/G6 g 0"),
        PositionError::RankLength { rank: 1, .. }
    ));
    assert!(matches!(
        err("1B6/8/9/8/8/8/8/G7 g 0"),
        PositionError::RankLength { rank: 6, .. }
    ));
    assert!(matches!(
        err("1B6/8/8/8/8/8/8/G7g g 0"),
        PositionError::RankLength { rank: 1, .. }
    ));
    assert_eq!(
        err("1B6/8/44/8/8/8/8/G7 g 0"),
        PositionError::AdjacentDigits
    );
    assert_eq!(
        err("1K6/8/8/8/8/8/8/G7 g 0"),
        PositionError::UnknownPiece('K')
    );
    assert_eq!(
        err("1B6/8/8/8/8/8/8/W7 g 0"),
        PositionError::UnknownPiece('W')
    );
    assert_eq!(
        err("1B6/8/8/8/8/8/8/G7 w 0"),
        PositionError::UnknownSide("w".to_string())
    );
    assert_eq!(
        err("1B6/8/8/8/8/8/8/G7 G 0"),
        PositionError::UnknownSide("G".to_string())
    );
    for counter in ["-1", "+1", "x", "1.5", "1e3", "9999999999"] {
        let text = format!("1B6/8/8/8/8/8/8/G7 g {counter}");
        assert!(
            matches!(err(&text), PositionError::BadCounter { .. }),
            "{counter}"
        );
    }
    // Light squares: b1 and a8.
    assert!(matches!(
        err("1B6/8/8/8/8/8/8/1g6 g 0"),
        PositionError::BadSquare { .. }
    ));
    assert!(matches!(
        err("B7/8/8/8/8/8/8/G7 g 0"),
        PositionError::BadSquare { .. }
    ));
    // Men on their own far rank.
    assert!(matches!(
        err("1g6/8/8/8/8/8/8/G7 g 0"),
        PositionError::BadSquare { .. }
    ));
    assert!(matches!(
        err("1B6/8/8/8/8/8/8/b7 g 0"),
        PositionError::BadSquare { .. }
    ));
    // ... while men on their own back rank and kings anywhere are fine.
    pos("1b6/8/8/8/8/8/8/g7 g 0");
    pos("1G6/8/8/8/8/8/8/B7 g 0");
    // Thirteen Green pieces; an empty board.
    assert!(matches!(
        err("8/8/8/8/1g6/g1g1g1g1/1g1g1g1g/g1g1g1g1 g 0"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("8/8/8/8/1B6/b1b1b1b1/1b1b1b1b/B1B1B1B1 b 0"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("8/8/8/8/8/8/8/8 g 0"),
        PositionError::Impossible(_)
    ));
}

// ---------------------------------------------------------------------------
// Notation, details and metadata.
// ---------------------------------------------------------------------------

#[test]
fn notation_round_trips_in_every_form() {
    let start = BuffAndGreen::start(());
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    for &mv in &moves {
        let text = start.notation(mv);
        assert_eq!(parse_move(&start, &text), Ok(mv));
        assert_eq!(parse_move(&start, &text.to_ascii_uppercase()), Ok(mv));
        let bytes = text.as_bytes();
        let tournament = format!(
            "{}-{} {}-{}",
            bytes[0].to_ascii_uppercase() as char,
            bytes[1] as char,
            bytes[3].to_ascii_uppercase() as char,
            bytes[4] as char
        );
        assert_eq!(parse_move(&start, &tournament), Ok(mv), "{tournament}");
    }
    assert!(matches!(
        parse_move(&start, "c3-c4"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        parse_move(&start, "d4-e5"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        parse_move(&start, "hello"),
        Err(MoveError::Unreadable(_))
    ));

    // A capture sequence: canonical, upper case, tournament form (start and end only).
    let p = pos("8/6g1/8/2b3b1/3b4/6b1/8/G7 g 0");
    let mv = parse_move(&p, "a1xf6xh4xf2xb6").unwrap();
    assert_eq!(parse_move(&p, "A1XF6XH4XF2XB6"), Ok(mv));
    assert_eq!(parse_move(&p, "A-1 B-6"), Ok(mv));
    let detail = p.detail(mv);
    assert_eq!(detail.taps, ["a1", "f6", "h4", "f2", "b6"].map(sq));
    assert_eq!(detail.captured, ["d4", "g5", "g3", "c5"].map(sq));
    assert_eq!(detail.motions.len(), 1);
    assert_eq!(detail.motions[0].from, Some(sq("a1")));
    assert_eq!(detail.motions[0].path, ["f6", "h4", "f2", "b6"].map(sq));
    assert!(p.is_capture(mv));
    // A partial sequence is not a move.
    assert!(matches!(
        parse_move(&p, "a1xf6"),
        Err(MoveError::Illegal(_))
    ));

    // Two sequences share start and end square: the tournament form is ambiguous.
    let ring = pos("7b/8/8/8/3b1b2/2g5/3b1b2/8 g 0");
    match parse_move(&ring, "C-3 C-3") {
        Err(MoveError::Ambiguous { candidates, .. }) => {
            let mut candidates = candidates;
            candidates.sort();
            assert_eq!(candidates, ["c3xe1xg3xe5xc3", "c3xe5xg3xe1xc3"]);
        }
        other => panic!("expected ambiguity, got {other:?}"),
    }
    let mv = parse_move(&ring, "c3xe1xg3xe5xc3").unwrap();
    assert_eq!(ring.detail(mv).captured, ["d2", "f2", "f4", "d4"].map(sq));
    assert_eq!(
        played(&ring, "c3xe1xg3xe5xc3").to_text(),
        "7b/8/8/8/8/2g5/8/8 b 0"
    );

    // A king slide.
    let k = pos("1B6/8/8/8/8/8/8/G7 g 0");
    let mv = parse_move(&k, "A-1 H-8").unwrap();
    assert_eq!(k.notation(mv), "a1-h8");
    assert!(!k.is_capture(mv));
    assert_eq!(k.detail(mv).taps, [sq("a1"), sq("h8")]);
    assert!(k.detail(mv).captured.is_empty());
}

#[test]
fn metadata_and_registry() {
    let info = BuffAndGreen::info();
    assert_eq!(info.id, "buff-and-green");
    assert_eq!(info.name, "Buff and Green");
    assert_eq!(
        (info.sides[0].name, info.sides[0].key, info.sides[0].letter),
        ("Green", "green", 'g')
    );
    assert_eq!(
        (info.sides[1].name, info.sides[1].key, info.sides[1].letter),
        ("Buff", "buff", 'b')
    );
    assert_eq!(info.side_by_name("Buff"), Some(Side::Second));
    assert!(info.options.is_empty());
    for letter in ['g', 'G', 'b', 'B'] {
        assert!(info.piece(letter).is_some());
    }
    // The developers' specification stays in docs/ (the library does not
    // ship it) and says where it chose for the spec.
    let spec = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/dev/rules/buff-and-green.md"
    ))
    .expect("the rules specification");
    assert!(spec.contains("Choices where the specification is silent"));
    assert!(BuffAndGreen::config(&Options::new()).is_ok());
    let bad = Options::new().with("forced_capture", boardlore_core::OptionValue::Bool(true));
    assert!(BuffAndGreen::config(&bad).is_err());

    let geometry = BuffAndGreen::start(()).geometry();
    assert_eq!(
        (geometry.width, geometry.height, geometry.cells.len()),
        (8, 8, 64)
    );
    use boardlore_core::geometry::CellShade;
    assert_eq!(geometry.cells[0].shade, CellShade::Dark);
    assert_eq!(geometry.cells[1].shade, CellShade::Light);
    assert_eq!(geometry.cells[9].shade, CellShade::Dark);

    let entry = find_game("buff-and-green").unwrap();
    let game = entry.new_match(&Options::new()).unwrap();
    assert_eq!(game.position_text(), START);
    assert_eq!(game.perft(2), 49);
    let start = BuffAndGreen::start(());
    assert_eq!(start.side_to_move(), Side::First);
    assert_eq!(start.counters()[0].value, 0);
    assert_eq!(
        start.evaluate(),
        eval::TEMPO,
        "a symmetric position is worth the tempo"
    );
}
