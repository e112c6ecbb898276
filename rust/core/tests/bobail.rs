//! Bobail: perft counts derived by hand, an independent reference move
//! generator, outcomes, position strings and notation.

use boardlore_core::games::bobail::{Bobail, BobailConfig};
use boardlore_core::notation::parse_move;
use boardlore_core::perft::perft;
use boardlore_core::{
    EndReason, Game, Match, MoveError, OptionValue, Options, Outcome, PositionError, Side, Square,
};

const START: &str = "BBBBB/5/2O2/5/WWWWW w 1";

fn config(max_slide: bool) -> BobailConfig {
    Bobail::config(&Options::new().with("max_slide", OptionValue::Bool(max_slide))).unwrap()
}

fn pos(text: &str) -> Bobail {
    Bobail::parse(text, config(true)).unwrap()
}

fn pos_free(text: &str) -> Bobail {
    Bobail::parse(text, config(false)).unwrap()
}

fn notations(position: &Bobail) -> Vec<String> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut out: Vec<String> = moves.iter().map(|&mv| position.notation(mv)).collect();
    out.sort();
    out
}

fn after(position: &Bobail, text: &str) -> Bobail {
    let mv = parse_move(position, text).unwrap();
    let mut next = position.clone();
    next.play(mv);
    next
}

fn sq(name: &str) -> Square {
    Square::parse(name, 5, 5).unwrap()
}

// ---------------------------------------------------------------------------
// A reference move generator, written straight from the spec with plain
// arrays: no bitboards, no tables, strings for moves.
// ---------------------------------------------------------------------------

#[derive(Clone, Debug)]
struct Reference {
    /// `board[rank][file]`: 'W', 'B', 'O' or '.'.
    board: [[char; 5]; 5],
    white_to_move: bool,
    turn: u32,
    max_slide: bool,
}

const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

fn name_of(file: i32, rank: i32) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

fn coords(name: &str) -> (i32, i32) {
    let b = name.as_bytes();
    (i32::from(b[0] - b'a'), i32::from(b[1] - b'1'))
}

impl Reference {
    fn parse(text: &str, max_slide: bool) -> Reference {
        let fields: Vec<&str> = text.split(' ').collect();
        let mut board = [['.'; 5]; 5];
        for (row, rank_text) in fields[0].split('/').enumerate() {
            let rank = 4 - row;
            let mut file = 0;
            for c in rank_text.chars() {
                if let Some(n) = c.to_digit(10) {
                    file += n as usize;
                } else {
                    board[rank][file] = c;
                    file += 1;
                }
            }
        }
        Reference {
            board,
            white_to_move: fields[1] == "w",
            turn: fields[2].parse().unwrap(),
            max_slide,
        }
    }

    fn at(&self, file: i32, rank: i32) -> Option<char> {
        ((0..5).contains(&file) && (0..5).contains(&rank))
            .then(|| self.board[rank as usize][file as usize])
    }

    fn bobail(&self) -> (i32, i32) {
        for rank in 0..5 {
            for file in 0..5 {
                if self.board[rank as usize][file as usize] == 'O' {
                    return (file, rank);
                }
            }
        }
        panic!("no bobail")
    }

    fn own(&self) -> char {
        if self.white_to_move {
            'W'
        } else {
            'B'
        }
    }

    fn first_turn(&self) -> bool {
        self.white_to_move && self.turn == 1
    }

    /// Every slide of the side to move's pieces, as `a1-a4`.
    fn slides(&self) -> Vec<String> {
        let mut out = Vec::new();
        for rank in 0..5 {
            for file in 0..5 {
                if self.at(file, rank) != Some(self.own()) {
                    continue;
                }
                for (df, dr) in DIRS {
                    let mut stops = Vec::new();
                    let (mut f, mut r) = (file + df, rank + dr);
                    while self.at(f, r) == Some('.') {
                        stops.push((f, r));
                        f += df;
                        r += dr;
                    }
                    if self.max_slide {
                        stops = stops.last().copied().into_iter().collect();
                    }
                    for (f, r) in stops {
                        out.push(format!("{}-{}", name_of(file, rank), name_of(f, r)));
                    }
                }
            }
        }
        out
    }

    fn terminal(&self) -> Option<Outcome> {
        let (bf, br) = self.bobail();
        if br == 0 {
            return Some(Outcome::win(Side::First, EndReason::BobailHome));
        }
        if br == 4 {
            return Some(Outcome::win(Side::Second, EndReason::BobailHome));
        }
        if self.first_turn() {
            return self
                .slides()
                .is_empty()
                .then_some(Outcome::win(Side::Second, EndReason::NoLegalMove));
        }
        let mover = if self.white_to_move {
            Side::First
        } else {
            Side::Second
        };
        let blocked = DIRS
            .iter()
            .all(|&(df, dr)| self.at(bf + df, br + dr) != Some('.'));
        blocked.then_some(Outcome::win(mover.opponent(), EndReason::BobailBlocked))
    }

    fn moves(&self) -> Vec<String> {
        if self.terminal().is_some() {
            return Vec::new();
        }
        if self.first_turn() {
            return self.slides();
        }
        let (bf, br) = self.bobail();
        let mut out = Vec::new();
        for (df, dr) in DIRS {
            let (f, r) = (bf + df, br + dr);
            if self.at(f, r) != Some('.') {
                continue;
            }
            let step = name_of(f, r);
            if r == 0 || r == 4 {
                out.push(step);
                continue;
            }
            let mut next = self.clone();
            next.board[br as usize][bf as usize] = '.';
            next.board[r as usize][f as usize] = 'O';
            let slides = next.slides();
            if slides.is_empty() {
                out.push(step.clone());
            }
            for slide in slides {
                out.push(format!("{step},{slide}"));
            }
        }
        out
    }

    fn play(&mut self, text: &str) {
        let (step, slide) = match text.split_once(',') {
            Some((step, slide)) => (Some(step), Some(slide)),
            None if text.contains('-') => (None, Some(text)),
            None => (Some(text), None),
        };
        if let Some(step) = step {
            let (bf, br) = self.bobail();
            let (f, r) = coords(step);
            self.board[br as usize][bf as usize] = '.';
            self.board[r as usize][f as usize] = 'O';
        }
        if let Some(slide) = slide {
            let (from, to) = slide.split_once('-').unwrap();
            let ((ff, fr), (tf, tr)) = (coords(from), coords(to));
            self.board[fr as usize][ff as usize] = '.';
            self.board[tr as usize][tf as usize] = self.own();
        }
        if !self.white_to_move {
            self.turn += 1;
        }
        self.white_to_move = !self.white_to_move;
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .iter()
            .map(|mv| {
                let mut next = self.clone();
                next.play(mv);
                next.perft(depth - 1)
            })
            .sum()
    }
}

/// A small deterministic generator for random play.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

// ---------------------------------------------------------------------------
// Perft, derived by hand.
// ---------------------------------------------------------------------------

#[test]
fn perft_start() {
    let start = Bobail::start(config(true));
    assert_eq!(start.to_text(), START);
    // Turn 1: White slides only (no bobail step). With max_slide each open
    // direction gives exactly one move:
    //   a1: up to a4 (a5 is Black), up-right to b2 (c3 is the bobail)      2
    //   b1: up to b4, up-left to a2, up-right c2-d3-e4 to e4                 3
    //   c1: up to c2 (bobail on c3), up-left b2-a3, up-right d2-e3          3
    //   d1, e1: mirror images of b1, a1                                    3 + 2
    // = 13.
    let expected = [
        "a1-a4", "a1-b2", "b1-a2", "b1-b4", "b1-e4", "c1-a3", "c1-c2", "c1-e3", "d1-a4", "d1-d4",
        "d1-e2", "e1-d2", "e1-e4",
    ];
    assert_eq!(notations(&start), expected);
    assert_eq!(perft(&start, 1), 13);
    // Depth 2: Black steps the bobail from c3 to each empty neighbour (none
    // is on a home row), then slides. Black's pieces on rank 5 can only go
    // down, down-left or down-right; with max_slide each such ray is one move
    // exactly when its first square (on rank 4) is empty. The 13 rays start
    // on a4 (from a5, b5), b4 (a5, b5, c5), c4 (b5, c5, d5), d4 (c5, d5, e5),
    // e4 (d5, e5): Black has 2[a4]+3[b4]+3[c4]+3[d4]+2[e4] slides, where
    // [x] is 1 when x is empty. All empty: 13.
    // Sum over the bobail steps (c3's neighbours b2 c2 d2 b3 d3 b4 c4 d4,
    // less White's new square); a step to b4, c4 or d4 costs 3 rays:
    //   White lands off c3's ring and off rank 4 (b1-a2, c1-a3, c1-e3,
    //     d1-e2): 8 steps, 8*13 - 3*3 = 95, four moves         380
    //   White lands on b2, c2 or d2 (a1-b2, c1-c2, e1-d2): 7 steps,
    //     7*13 - 9 = 82, three moves                                246
    //   White lands on a4 (a1-a4, d1-a4): every step has 13-2 = 11,
    //     8*11 - 9 = 79, two moves                                  158
    //   White lands on e4 (b1-e4, e1-e4): likewise                  158
    //   White lands on b4 (b1-b4): 7 steps of 13-3 = 10, and c4, d4
    //     cost 3 more: 70 - 6 = 64                                   64
    //   White lands on d4 (d1-d4): likewise                          64
    // = 1070.
    assert_eq!(perft(&start, 2), 1070);
}

#[test]
fn perft_start_without_max_slide() {
    let start = Bobail::start(config(false));
    // Each ray gives one move per empty square along it:
    //   a1: up a2 a3 a4 (3), up-right b2 (1)                                 4
    //   b1: up b2 b3 b4 (3), up-left a2 (1), up-right c2 d3 e4 (3)             7
    //   c1: up c2 (1), up-left b2 a3 (2), up-right d2 e3 (2)                  5
    //   d1, e1: mirror images of b1, a1                                  7 + 4
    // = 27.
    assert_eq!(perft(&start, 1), 27);
}

#[test]
fn perft_white_steps_the_bobail_home() {
    // Bobail on c2; White on a1 b1 d1 e1 c4; Black on a5 b5 d5 e5 c3.
    let position = pos("BB1BB/2W2/2B2/2O2/WW1WW w 3");
    // The bobail's steps: c1 (rank 1: White wins at once, move "c1"), b2,
    // d2, b3, d3 (b1, d1 are White, c3 is Black). With max_slide a piece has
    // one move per empty neighbouring square. With the bobail off c2:
    //   a1: a2 b2 (2); b1: c1 a2 b2 c2 (4); d1: c1 c2 d2 e2 (4);
    //   e1: d2 e2 (2); c4: c5 b4 d4 b3 d3 (5)                    = 17
    //   step b2 (next to a1, b1): 15; step d2 (next to d1, e1): 15;
    //   step b3 (next to c4): 16; step d3 (next to c4): 16; step c1: 1
    // = 63.
    assert_eq!(perft(&position, 1), 63);
    let moves = notations(&position);
    assert!(moves.contains(&"c1".to_string()));
    assert!(
        !moves.iter().any(|m| m.starts_with("c1,")),
        "a home step ends the turn"
    );
    let won = after(&position, "c1");
    assert_eq!(
        won.terminal(),
        Some(Outcome::win(Side::First, EndReason::BobailHome))
    );
    assert_eq!(perft(&won, 1), 0);
    assert_eq!(won.to_text(), "BB1BB/2W2/2B2/5/WWOWW b 3");
}

#[test]
fn perft_home_steps_and_turns_without_a_piece_move() {
    // White fills rank 5, Black fills rank 4: White's pieces never have an
    // empty neighbour, so every White turn is the bobail step alone.
    let position = pos("WWWWW/BBBBB/5/2O2/5 w 3");
    // The bobail on c2 steps to b1 c1 d1 (rank 1: White wins) or b2 d2 b3
    // c3 d3: 8 moves, each just a square.
    assert_eq!(
        notations(&position),
        ["b1", "b2", "b3", "c1", "c3", "d1", "d2", "d3"]
    );
    assert_eq!(perft(&position, 1), 8);
    // Depth 2: after b1, c1, d1 the game is over (0). Otherwise Black steps
    // the bobail (onto rank 1 it is a move that makes White win), then slides
    // a rank-4 piece: one move per empty rank-3 neighbour. Rank-3 squares
    // are neighbours of 2 (a3, e3) or 3 (b3, c3, d3) Black pieces: 13 slides
    // when rank 3 is empty, less the bobail's square.
    //   from b2: a1 b1 c1 (1 each), a2 13, c2 13, a3 11, b3 10, c3 10 = 60
    //   from d2: mirror image                                          60
    //   from b3: a2 13, b2 13, c2 13, a3 11, c3 10                     60
    //   from d3: mirror image                                          60
    //   from c3: b2 13, c2 13, d2 13, b3 10, d3 10                     59
    // = 299.
    assert_eq!(perft(&position, 2), 299);
    let suicide = after(&after(&position, "b2"), "a1");
    assert_eq!(
        suicide.terminal(),
        Some(Outcome::win(Side::First, EndReason::BobailHome))
    );
    assert_eq!(perft(&suicide, 2), 0);
}

#[test]
fn perft_black_home_step_after_white_bobail_only_turns() {
    // Mirror image: White fills rank 1, Black rank 2, bobail on c4.
    let position = pos("5/2O2/5/BBBBB/WWWWW w 7");
    // White: the bobail steps to b5 c5 d5 (Black's home: White loses) or b4
    // d4 b3 c3 d3; no White piece can ever move: 8 moves.
    assert_eq!(perft(&position, 1), 8);
    // Depth 2 (Black slides rank-2 pieces into rank 3, 13 less the bobail):
    //   from b3: a3 11, c3 10, a4 13, b4 13, c4 13                     60
    //   from d3: mirror                                                60
    //   from c3: b3 10, d3 10, b4 13, c4 13, d4 13                     59
    //   from b4: a5 b5 c5 (1 each), a4 13, c4 13, a3 11, b3 10, c3 10  60
    //   from d4: mirror                                                60
    // = 299.
    assert_eq!(perft(&position, 2), 299);
    let lost = after(&position, "c5");
    assert_eq!(
        lost.terminal(),
        Some(Outcome::win(Side::Second, EndReason::BobailHome))
    );
    assert_eq!(perft(&lost, 1), 0);
}

#[test]
fn perft_black_to_move_and_turn_number() {
    let position = pos("5/2O2/5/BBBBB/WWWWW b 7");
    // Black: bobail to b5 c5 d5 (Black wins, 1 each); to b4, d4: 13 slides
    // each; to b3 c3 d3: 10 each (each stands next to 3 Black pieces).
    // 3 + 26 + 30 = 59.
    assert_eq!(perft(&position, 1), 59);
    // c2 slides up over c3 and c4 (vacated by the bobail) to c5.
    assert!(matches!(
        parse_move(&position, "b3,c2-c3"),
        Err(MoveError::Illegal(_))
    ));
    let next = after(&position, "b3,c2-c5");
    // Black has moved: White to move, turn 8.
    assert_eq!(next.to_text(), "2B2/5/1O3/BB1BB/WWWWW w 8");
    assert_eq!(next.side_to_move(), Side::First);
}

#[test]
fn black_move_increments_the_turn_number() {
    let start = pos(START);
    let one = after(&start, "a1-a4");
    assert_eq!(one.to_text(), "BBBBB/W4/2O2/5/1WWWW b 1");
    // c5 slides down through c3 (vacated by the bobail) to c2 (c1 is White).
    let two = after(&one, "b4,c5-c2");
    assert_eq!(two.to_text(), "BB1BB/WO3/5/2B2/1WWWW w 2");
    assert_eq!(two.counters()[0].label, "turn");
    assert_eq!(two.counters()[0].value, 2);
    // b1 slides up over b4, which the bobail has just left, to b4.
    let three = after(&two, "c3,b1-b4");
    assert_eq!(three.to_text(), "BB1BB/WW3/2O2/2B2/2WWW b 2");
}

#[test]
fn perft_blocked_bobail() {
    // Bobail on a3, its neighbours a2 b2 b3 (White) and a4 b4 (Black).
    let board = "2BBB/BB3/OW3/WW3/3WW";
    let white = pos(&format!("{board} w 4"));
    assert_eq!(
        white.terminal(),
        Some(Outcome::win(Side::Second, EndReason::BobailBlocked))
    );
    assert_eq!(perft(&white, 1), 0);
    let black = pos(&format!("{board} b 4"));
    assert_eq!(
        black.terminal(),
        Some(Outcome::win(Side::First, EndReason::BobailBlocked))
    );
    assert_eq!(perft(&black, 1), 0);
    // Black's first turn is an ordinary turn: a blocked bobail loses it.
    assert_eq!(
        pos(&format!("{board} b 1")).terminal(),
        Some(Outcome::win(Side::First, EndReason::BobailBlocked))
    );

    // White's first turn has no bobail step, so the blocked bobail does not
    // lose it. One move per empty neighbour of each White piece:
    //   a2: a1 b1 (2); b2: a1 b1 c1 c2 c3 (5); b3: c2 c3 c4 (3);
    //   d1: c1 c2 d2 e2 (4); e1: d2 e2 (2)                          = 16
    let first = pos(&format!("{board} w 1"));
    assert_eq!(first.terminal(), None);
    assert_eq!(perft(&first, 1), 16);
    // Depth 2. The six moves of d1 and e1 leave the bobail blocked: Black
    // loses at once (0). A move from a2, b2 or b3 empties that square, the
    // bobail's only step. Black then slides; with the bobail gone from a3,
    // Black's empty neighbours are a4: a3 a5 b5 (3); b4: a3 c3 c4 a5 b5
    // (5); c5: b5 c4 d4 (3); d5: c4 d4 e4 (3); e5: d4 e4 (2) = 16, less
    // those the moved White piece now fills:
    //   a2-a1, a2-b1: 16 + 16                                              32
    //   b2-a1, b2-b1, b2-c1, b2-e2: 16 each; b2-d4 (next to c5 d5 e5): 13  77
    //   b3-e3, b3-c2: 16 each; b3-c4 (next to b4 c5 d5): 13                45
    // = 154.
    assert_eq!(perft(&first, 2), 154);
    // The same without max_slide: one move per empty square along each ray.
    //   a2: a1, b1 (2); b2: c2 d2 e2, b1, c3 d4, a1, c1 (8);
    //   b3: c3 d3 e3, c2, c4 (5); d1: c1 b1 a1, d2 d3 d4, c2, e2 (8);
    //   e1: e2 e3 e4, d2 c3 (5)                                      = 28
    let free = pos_free(&format!("{board} w 1"));
    assert_eq!(perft(&free, 1), 28);
    // Depth 2: d1, e1 moves (13) leave Black blocked (0). Otherwise Black
    // steps into the vacated square, and its rays (a3 now empty) hold
    //   a4: a5, a3, b5 (3); b4: b5, a5, c4 d4 e4, a3, c3 d2 (8);
    //   c5: b5 a5, c4 c3 c2 c1, d4 e3 (8); d5: d4 d3 d2, c4, e4 (5);
    //   e5: e4 e3 e2, d4 c3 (5)                                      = 29
    // less the squares cut off by the moved White piece X:
    //   X = a1, b1 (from a2; also b2-b1, b2-a1): no cut              29
    //   X = c2: c5's down ray loses c2 c1 (-2)                       27
    //   X = d2: d5 loses d2, b4's diagonal loses d2 (-2)             27
    //   X = e2: e5 loses e2 (-1)                                     28
    //   X = c1: c5 loses c1 (-1)                                     28
    //   X = c3: b4 -2, c5 -3, e5 -1                                  23
    //   X = d4: b4 -2, c5 -2, d5 -3, e5 -2                           20
    //   X = d3: d5 -2                                                27
    //   X = e3: c5 -1, e5 -2                                         26
    //   X = c4: b4 -3, c5 -4, d5 -1                                  21
    // a2: 29 + 29 = 58; b2 (c2 d2 e2 b1 c3 d4 a1 c1):
    // 27+27+28+29+23+20+29+28 = 211; b3 (c3 d3 e3 c2 c4): 23+27+26+27+21 = 124.
    // = 393.
    assert_eq!(perft(&free, 2), 393);
}

#[test]
fn white_cannot_move_on_its_first_turn() {
    // Choice where the spec is silent: no legal move, White loses.
    let position = pos("5/2O2/5/BBBBB/WWWWW w 1");
    assert_eq!(
        position.terminal(),
        Some(Outcome::win(Side::Second, EndReason::NoLegalMove))
    );
    assert_eq!(perft(&position, 1), 0);
    // On a later turn the same board is an ordinary turn of bobail steps.
    assert_eq!(perft(&pos("5/2O2/5/BBBBB/WWWWW w 2"), 1), 8);
}

// ---------------------------------------------------------------------------
// The reference generator against the engine.
// ---------------------------------------------------------------------------

#[test]
fn reference_agrees_with_hand_counts() {
    let start = Reference::parse(START, true);
    assert_eq!(start.perft(1), 13);
    assert_eq!(start.perft(2), 1070);
    assert_eq!(
        Reference::parse("2BBB/BB3/OW3/WW3/3WW w 1", false).perft(2),
        393
    );
}

#[test]
fn reference_perft_3_equals_engine_perft_3() {
    for max_slide in [true, false] {
        let reference = Reference::parse(START, max_slide);
        let engine = Bobail::start(config(max_slide));
        assert_eq!(
            reference.perft(3),
            perft(&engine, 3),
            "max_slide {max_slide}"
        );
    }
}

#[test]
fn random_play_matches_the_reference() {
    for max_slide in [true, false] {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ u64::from(max_slide));
        let mut finished = 0;
        for _game in 0..150 {
            let mut engine = Bobail::start(config(max_slide));
            let mut reference = Reference::parse(START, max_slide);
            for _ply in 0..200 {
                let text = engine.to_text();
                let reparsed = Bobail::parse(&text, config(max_slide)).unwrap();
                assert_eq!(reparsed, engine, "{text}");
                assert_eq!(reparsed.hash(), engine.hash(), "{text}");
                let mut expected = reference.moves();
                expected.sort();
                assert_eq!(notations(&engine), expected, "{text}");
                assert_eq!(engine.terminal(), reference.terminal(), "{text}");
                if expected.is_empty() {
                    finished += 1;
                    break;
                }
                let chosen = &expected[rng.below(expected.len())];
                let mv = parse_move(&engine, chosen).unwrap();
                let _ = engine.evaluate();
                engine.play(mv);
                reference.play(chosen);
            }
        }
        assert!(finished > 50, "most random games end: {finished}");
    }
}

// ---------------------------------------------------------------------------
// Outcomes.
// ---------------------------------------------------------------------------

#[test]
fn bobail_home_wins_whoever_moves_it() {
    let mut record =
        Match::<Bobail>::from_text("WWWWW/BBBBB/5/2O2/5 w 3", &Options::new()).unwrap();
    record.play_text("c1").unwrap();
    assert_eq!(
        record.outcome(),
        Some(Outcome::win(Side::First, EndReason::BobailHome))
    );

    // Black steps the bobail onto White's home row: White wins.
    let mut record =
        Match::<Bobail>::from_text("WWWWW/BBBBB/5/2O2/5 w 3", &Options::new()).unwrap();
    record.play_text("b2").unwrap();
    record.play_text("a1").unwrap();
    assert_eq!(
        record.outcome(),
        Some(Outcome::win(Side::First, EndReason::BobailHome))
    );

    let mut record =
        Match::<Bobail>::from_text("5/2O2/5/BBBBB/WWWWW b 7", &Options::new()).unwrap();
    record.play_text("d5").unwrap();
    assert_eq!(
        record.outcome(),
        Some(Outcome::win(Side::Second, EndReason::BobailHome))
    );
    assert!(record.legal_moves().is_empty());

    // A position string with the bobail on a home row is a finished game.
    assert_eq!(
        pos("BBBBB/5/5/W4/WWOWW b 5").terminal(),
        Some(Outcome::win(Side::First, EndReason::BobailHome))
    );
    assert_eq!(
        pos("BBOBB/B4/5/5/WWWWW w 5").terminal(),
        Some(Outcome::win(Side::Second, EndReason::BobailHome))
    );
}

#[test]
fn blocking_the_bobail_wins() {
    // White's first turn; d1 slides up to d4 and leaves the bobail on a3
    // without an empty neighbour for Black.
    let mut record =
        Match::<Bobail>::from_text("2BBB/BB3/OW3/WW3/3WW w 1", &Options::new()).unwrap();
    record.play_text("d1-d4").unwrap();
    assert_eq!(record.position().to_text(), "2BBB/BB1W1/OW3/WW3/4W b 1");
    assert_eq!(
        record.outcome(),
        Some(Outcome::win(Side::First, EndReason::BobailBlocked))
    );
    assert!(record.legal_moves().is_empty());
}

#[test]
fn third_repetition_draws() {
    let mut record =
        Match::<Bobail>::from_text("BBBBB/5/2O2/5/WWWWW w 2", &Options::new()).unwrap();
    let cycle = ["b3,a1-a4", "c3,e5-e2", "b3,a4-a1", "c3,e2-e5"];
    for (i, text) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(record.outcome(), None, "before ply {i}");
        record.play_text(text).unwrap();
    }
    // The turn number differs (2, 4, 6) but is not part of the position.
    assert_eq!(record.position().to_text(), "BBBBB/5/2O2/5/WWWWW w 6");
    assert_eq!(record.outcome(), Some(Outcome::draw(EndReason::Repetition)));
    assert_eq!(record.position().counter_outcome(), None);
}

#[test]
fn hash_ignores_the_turn_number_but_not_the_first_turn() {
    let board = "BBBBB/5/2O2/5/WWWWW";
    assert_eq!(
        pos(&format!("{board} b 3")).hash(),
        pos(&format!("{board} b 9")).hash()
    );
    assert_eq!(
        pos(&format!("{board} w 2")).hash(),
        pos(&format!("{board} w 40")).hash()
    );
    assert_ne!(
        pos(&format!("{board} w 1")).hash(),
        pos(&format!("{board} w 2")).hash()
    );
    assert_ne!(
        pos(&format!("{board} w 2")).hash(),
        pos(&format!("{board} b 2")).hash()
    );
    // After White's first move the flag is gone: the incremental hash agrees
    // with a freshly parsed position.
    let one = after(&pos(START), "c1-c2");
    assert_eq!(one.hash(), pos(&one.to_text()).hash());
}

// ---------------------------------------------------------------------------
// Position strings.
// ---------------------------------------------------------------------------

#[test]
fn position_strings_round_trip() {
    for text in [
        START,
        "BB1BB/2W2/2B2/2O2/WW1WW w 3",
        "WWWWW/BBBBB/5/2O2/5 w 3",
        "5/2O2/5/BBBBB/WWWWW b 7",
        "2BBB/BB3/OW3/WW3/3WW w 1",
        "BBBBB/5/5/W4/WWOWW b 5",
        "BBBBB/5/2O2/5/WWWWW w 999999999",
    ] {
        let position = pos(text);
        assert_eq!(position.to_text(), text);
        assert_eq!(
            Bobail::parse(&position.to_text(), config(true)).unwrap(),
            position
        );
    }
}

#[test]
fn bad_position_strings_are_rejected() {
    let err = |text: &str| Bobail::parse(text, config(true)).unwrap_err();
    assert!(matches!(
        err("BBBBB/5/2O2/5/WWWWW w"),
        PositionError::FieldCount { expected: 3, .. }
    ));
    assert!(matches!(
        err("BBBBB/5/2O2/5/WWWWW w 1 0"),
        PositionError::FieldCount { expected: 3, .. }
    ));
    assert!(matches!(
        err("BBBBB/5/2O2/5/WWWWW  w 1"),
        PositionError::FieldCount { .. }
    ));
    assert!(matches!(err(""), PositionError::FieldCount { .. }));
    assert!(matches!(
        err("BBBBB/5/2O2/WWWWW w 1"),
        PositionError::RankCount {
            expected: 5,
            found: 4
        }
    ));
    assert!(matches!(
        err("BBBBB/5/2O2/5/5/WWWWW w 1"),
        PositionError::RankCount {
            expected: 5,
            found: 6
        }
    ));
    assert!(matches!(
        err("BBBBB/6/2O2/5/WWWWW w 1"),
        PositionError::RankLength { rank: 4, .. }
    ));
    assert!(matches!(
        err("BBBB/5/2O2/5/WWWWW w 1"),
        PositionError::RankLength { rank: 5, .. }
    ));
    assert_eq!(
        err("BBBBB/14/2O2/5/WWWWW w 1"),
        PositionError::AdjacentDigits
    );
    assert_eq!(
        err("BBBBB/5/2X2/5/WWWWW w 1"),
        PositionError::UnknownPiece('X')
    );
    assert_eq!(
        err("bbbbb/5/2O2/5/WWWWW w 1"),
        PositionError::UnknownPiece('b')
    );
    assert_eq!(
        err("BBBBB/5/2O2/5/WWWWW x 1"),
        PositionError::UnknownSide("x".into())
    );
    assert_eq!(
        err("BBBBB/5/2O2/5/WWWWW W 1"),
        PositionError::UnknownSide("W".into())
    );
    for counter in ["0", "-1", "+1", "x", "1.5", "1000000000", "99999999999"] {
        assert!(
            matches!(
                err(&format!("BBBBB/5/2O2/5/WWWWW w {counter}")),
                PositionError::BadCounter { .. }
            ),
            "{counter}"
        );
    }
    assert!(matches!(
        err("BBBBB/5/2O2/5/WWWW1 w 1"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("BBBBB/5/2O2/W4/WWWWW w 1"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("BBBBB/B4/2O2/5/WWWWW w 1"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("BBBBB/5/5/5/WWWWW w 1"),
        PositionError::Impossible(_)
    ));
    assert!(matches!(
        err("BBBBB/O4/2O2/5/WWWWW w 1"),
        PositionError::Impossible(_)
    ));
}

// ---------------------------------------------------------------------------
// Notation, details and the rest.
// ---------------------------------------------------------------------------

#[test]
fn notation_forms() {
    let start = pos(START);
    // Turn 1: the piece move alone, in any case and the tournament form.
    let mv = parse_move(&start, "a1-a4").unwrap();
    assert_eq!(start.notation(mv), "a1-a4");
    assert_eq!(parse_move(&start, "A1-A4").unwrap(), mv);
    assert_eq!(parse_move(&start, "A-1 A-4").unwrap(), mv);
    assert!(matches!(
        parse_move(&start, "a1-a3"),
        Err(MoveError::Illegal(_))
    ));

    let later = pos("BBBBB/5/2O2/5/WWWWW w 2");
    let mv = parse_move(&later, "c4,a1-a4").unwrap();
    assert_eq!(later.notation(mv), "c4,a1-a4");
    assert_eq!(parse_move(&later, "C4,A1-A4").unwrap(), mv);
    // max_slide: a1 must slide all the way to a4.
    assert!(matches!(
        parse_move(&later, "c4,a1-a3"),
        Err(MoveError::Illegal(_))
    ));
    assert!(parse_move(&pos_free("BBBBB/5/2O2/5/WWWWW w 2"), "c4,a1-a3").is_ok());
    // The tournament form names the piece move; a1-a4 follows any of the
    // eight bobail steps, so it is ambiguous.
    match parse_move(&later, "A-1 A-4") {
        Err(MoveError::Ambiguous { candidates, .. }) => assert_eq!(candidates.len(), 8),
        other => panic!("expected ambiguity, got {other:?}"),
    }
    // c1 up stops on c3 only when the bobail has stepped to c4: unique.
    let mv = parse_move(&later, "C-1 C-3").unwrap();
    assert_eq!(later.notation(mv), "c4,c1-c3");

    // A bobail-only turn: just the square; its tournament form names the
    // bobail's step.
    let jammed = pos("WWWWW/BBBBB/5/2O2/5 w 3");
    let mv = parse_move(&jammed, "C1").unwrap();
    assert_eq!(jammed.notation(mv), "c1");
    assert_eq!(parse_move(&jammed, "C-2 C-1").unwrap(), mv);
    assert!(matches!(
        parse_move(&jammed, "c1,a5-a4"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        parse_move(&pos("BBBBB/5/5/W4/WWOWW b 5"), "c2"),
        Err(MoveError::GameOver)
    ));
}

#[test]
fn move_details_and_taps() {
    let later = pos("BBBBB/5/2O2/5/WWWWW w 2");
    let mv = parse_move(&later, "c4,a1-a4").unwrap();
    let detail = later.detail(mv);
    assert_eq!(detail.taps, [sq("c3"), sq("c4"), sq("a1"), sq("a4")]);
    assert_eq!(detail.motions.len(), 2);
    assert_eq!(detail.motions[0].from, Some(sq("c3")));
    assert_eq!(detail.motions[0].path, [sq("c4")]);
    assert_eq!(detail.motions[1].from, Some(sq("a1")));
    assert_eq!(detail.motions[1].path, [sq("a4")]);
    assert_eq!(detail.endpoints(), Some((Some(sq("a1")), sq("a4"))));
    assert!(detail.captured.is_empty());
    assert!(!later.is_capture(mv));
    assert_eq!(mv.bobail_step(), Some(sq("c4")));
    assert_eq!(mv.piece_move(), Some((sq("a1"), sq("a4"))));

    let start = pos(START);
    let mv = parse_move(&start, "c1-e3").unwrap();
    let detail = start.detail(mv);
    assert_eq!(detail.taps, [sq("c1"), sq("e3")]);
    assert_eq!(detail.motions.len(), 1);
    assert_eq!(mv.bobail_step(), None);

    let jammed = pos("WWWWW/BBBBB/5/2O2/5 w 3");
    let mv = parse_move(&jammed, "d3").unwrap();
    let detail = jammed.detail(mv);
    assert_eq!(detail.taps, [sq("c2"), sq("d3")]);
    assert_eq!(detail.motions.len(), 1);
    assert_eq!(mv.piece_move(), None);
}

#[test]
fn info_options_and_pieces() {
    let info = Bobail::info();
    assert_eq!(info.id, "bobail");
    assert_eq!(info.name, "Bobail");
    assert_eq!(info.origin, "Africa");
    assert_eq!(info.sides[0].name, "White");
    assert_eq!(info.sides[0].key, "white");
    assert_eq!(info.sides[0].letter, 'w');
    assert_eq!(info.sides[1].name, "Black");
    assert_eq!(info.sides[1].key, "black");
    assert_eq!(info.sides[1].letter, 'b');
    assert_eq!(info.piece('W').unwrap().owner, Some(Side::First));
    assert_eq!(info.piece('B').unwrap().owner, Some(Side::Second));
    assert_eq!(info.piece('O').unwrap().name, "bobail");
    assert_eq!(info.piece('O').unwrap().owner, None);
    assert_eq!(info.options.len(), 1);
    assert_eq!(info.options[0].key, "max_slide");
    // The developers' specification stays in docs/ (the library does not
    // ship it) and says where it chose for the spec.
    let spec = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/dev/rules/bobail.md"
    ))
    .expect("the rules specification");
    assert!(spec.contains("Choices where the specification is silent"));
    assert_eq!(Bobail::config(&Options::new()).unwrap(), config(true));
    assert_eq!(
        Bobail::config(&Bobail::options(&config(false))).unwrap(),
        config(false)
    );
    assert!(Bobail::config(&Options::new().with("max_slide", OptionValue::Int(3))).is_err());
    assert!(Bobail::config(&Options::new().with("size", OptionValue::Int(3))).is_err());
    let start = pos(START);
    assert_eq!(start.piece_at(sq("c3")), Some('O'));
    assert_eq!(start.piece_at(sq("a1")), Some('W'));
    assert_eq!(start.piece_at(sq("e5")), Some('B'));
    assert_eq!(start.piece_at(sq("c2")), None);
    let geometry = start.geometry();
    assert_eq!((geometry.width, geometry.height), (5, 5));
    assert!(boardlore_core::find_game("bobail").is_ok());
}

#[test]
fn evaluation_is_sane() {
    // White can step the bobail home now: a near-win for White.
    let win_now = pos("BB1BB/2W2/2B2/2O2/WW1WW w 3");
    assert!(win_now.evaluate() > 1000);
    // Black to move, bobail on a2: its only steps are b1 (White's home) and
    // b2, from where White steps it to b1 next turn. Bad for Black.
    let black = pos("BBB2/5/BB2W/O4/W1WWW b 3");
    assert!(black.evaluate() < -300, "{}", black.evaluate());
    // The start is roughly level.
    assert!(pos(START).evaluate().abs() < 300);
    let mut rng = Rng(12345);
    let mut position = pos(START);
    for _ in 0..300 {
        let moves = notations(&position);
        if moves.is_empty() {
            position = pos(START);
            continue;
        }
        assert!(position.evaluate().abs() < 30_000);
        position = after(&position, &moves[rng.below(moves.len())]);
    }
}
