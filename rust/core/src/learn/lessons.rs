//! The lessons' data: for each game, short steps from real positions, each
//! with a goal and the condition a move must meet. Texts live in the
//! `learn` area of the [`crate::i18n`] catalogue under
//! `<game>-<step>-title`, `-goal` and (optionally) `-wrong`
//! ([`crate::i18n::ids::lesson`]).

use crate::ai::Level;

/// What a move must do to pass a step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Check {
    /// Any legal move (the step teaches how pieces move).
    Any,
    /// One of these moves.
    Moves(&'static [&'static str]),
    /// A capturing move.
    Capture,
    /// A move that captures at least this many pieces.
    CaptureAtLeast(usize),
    /// A move that crowns a man.
    Crown,
    /// A move after which the opponent can neither capture nor win at once.
    Safe,
    /// A move that wins the game at once.
    Win,
    /// A short game against the computer from the position.
    Challenge(Challenge),
}

/// A challenge against the computer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Challenge {
    /// The computer's level.
    pub level: Level,
    /// The player's moves allowed.
    pub moves: u32,
    /// What to achieve.
    pub goal: ChallengeGoal,
}

/// What a challenge asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChallengeGoal {
    /// Win the game.
    Win,
    /// Capture this many pieces.
    Captures(u32),
    /// Play the moves without losing a piece.
    Survive,
}

/// One step of a lesson.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    /// The step's id within its game: `jump`.
    pub id: &'static str,
    /// The position string the step starts from (default options).
    pub position: &'static str,
    /// What the move must do.
    pub check: Check,
    /// A move that passes (the hint and "show me"); empty for challenges,
    /// whose hint comes from the engine.
    pub answer: &'static str,
}

const fn step(
    id: &'static str,
    position: &'static str,
    check: Check,
    answer: &'static str,
) -> Step {
    Step {
        id,
        position,
        check,
        answer,
    }
}

const fn challenge(
    id: &'static str,
    position: &'static str,
    moves: u32,
    goal: ChallengeGoal,
) -> Step {
    Step {
        id,
        position,
        check: Check::Challenge(Challenge {
            level: Level::Easy,
            moves,
            goal,
        }),
        answer: "",
    }
}

const BAGH_CHAL: &[Step] = &[
    step("place", "T3T/5/5/5/T3T g 20 0", Check::Any, "c3"),
    step("step", "T3T/5/2G2/5/T3T t 19 0", Check::Any, "a1-b2"),
    step("jump", "T3T/2G2/2T2/5/T4 t 19 0", Check::Capture, "c3xc5"),
    step("safe", "T3T/2G2/2T2/5/T4 g 19 0", Check::Safe, "c5"),
    step(
        "trap",
        "T3T/5/G4/GG3/TGG1T g 15 0",
        Check::Moves(&["c3"]),
        "c3",
    ),
    step("win", "T3T/2G2/2T2/5/T4 t 15 4", Check::Win, "c3xc5"),
    challenge("guard", "T3T/5/5/5/T3T g 20 0", 4, ChallengeGoal::Survive),
    challenge(
        "hunt",
        "T1G1T/1G1G1/2G2/1G1G1/T3T t 14 0",
        8,
        ChallengeGoal::Captures(1),
    ),
];

const BUFF_AND_GREEN: &[Step] = &[
    step(
        "move",
        "1b1b1b1b/b1b1b1b1/1b1b1b1b/8/8/g1g1g1g1/1g1g1g1g/g1g1g1g1 g 0",
        Check::Any,
        "c3-d4",
    ),
    step(
        "jump",
        "1b3b1b/8/8/8/3b4/2g5/8/g3g1g1 g 0",
        Check::Capture,
        "c3xe5",
    ),
    step(
        "chain",
        "1b5b/8/8/8/5b2/8/3b4/g1g5 g 0",
        Check::CaptureAtLeast(2),
        "c1xe3xg5",
    ),
    step("crown", "7b/2g5/7b/8/8/8/8/g7 g 0", Check::Crown, "c7-d8"),
    step(
        "king",
        "1b5b/8/8/4b3/8/8/8/G1g5 g 0",
        Check::Capture,
        "a1xf6",
    ),
    step("safe", "7b/8/1b3b2/8/3g4/8/7g/8 g 0", Check::Safe, "h2-g3"),
    challenge(
        "hunt",
        "7b/6b1/1b3b2/8/3G4/8/8/2g1g3 g 0",
        8,
        ChallengeGoal::Captures(2),
    ),
];

const SEEGA: &[Step] = &[
    step("place", "7/7/7/7/7/7/7 a 24 24 0", Check::Any, "c3"),
    step(
        "move",
        "7/1s3S1/7/2s4/2S4/1S3s1/7 a 0 0 0",
        Check::Any,
        "c3-d3",
    ),
    step(
        "capture",
        "6S/4s2/2S4/2s4/1S5/7/6s a 0 0 0",
        Check::Capture,
        "b3-c3",
    ),
    step(
        "double",
        "s6/7/3S3/1Ss1sS1/7/7/6s a 0 0 0",
        Check::CaptureAtLeast(2),
        "d5-d4",
    ),
    step(
        "chain",
        "s5S/7/2S4/2s4/4sS1/2S4/6s a 0 0 0",
        Check::CaptureAtLeast(2),
        "c2-c3-d3",
    ),
    step(
        "centre",
        "s6/1S5/1s5/S1Ss3/4S2/7/6s a 0 0 0",
        Check::Capture,
        "a4-b4",
    ),
    challenge(
        "hunt",
        "s6/1S1S3/2s1sS1/7/2SsSs1/1Ss4/7 a 0 0 0",
        10,
        ChallengeGoal::Captures(2),
    ),
];

const CHIANGMAI: &[Step] = &[
    step(
        "move",
        "BBBBBBBB/8/8/8/8/8/8/WWWWWWWW w 0",
        Check::Any,
        "a1-a5",
    ),
    step(
        "enclose",
        "B6B/8/2W5/2B5/8/8/2W5/W6W w 0",
        Check::Capture,
        "c2-c4",
    ),
    step(
        "line",
        "B6B/2W5/2B5/2B5/2B5/8/2W5/W6W w 0",
        Check::CaptureAtLeast(2),
        "c2-c3",
    ),
    step(
        "balance",
        "B6B/8/8/2B1B3/8/8/8/W2W3W w 0",
        Check::CaptureAtLeast(2),
        "d1-d5",
    ),
    step("win", "8/8/8/2B1B3/8/8/8/W2W3W w 0", Check::Win, "d1-d5"),
    challenge(
        "hunt",
        "1B1B3B/5B2/2B5/8/8/8/1W6/W1W1W1W1 w 0",
        10,
        ChallengeGoal::Captures(1),
    ),
];

const BOBAIL: &[Step] = &[
    step("first", "BBBBB/5/2O2/5/WWWWW w 1", Check::Any, "a1-a4"),
    step("step", "BBBB1/4B/2O2/W4/1WWWW w 2", Check::Any, "c2,a2-a4"),
    step("home", "B1BB1/1B2B/3W1/1O3/W1WWW w 5", Check::Win, "b1"),
    step(
        "safe",
        "B3B/B1O1B/5/1B2W/W1WWW w 4",
        Check::Safe,
        "c3,e2-e3",
    ),
    step("trap", "2BBB/BB3/1O1W1/WW3/3WW w 7", Check::Win, "a3,d3-b3"),
    challenge("race", "BB2B/2BB1/W1O2/4W/W1WW1 w 6", 8, ChallengeGoal::Win),
];

/// The lesson steps of game `game`, in order; `None` for an unknown id.
pub fn lesson_steps(game: &str) -> Option<&'static [Step]> {
    Some(match game {
        "bagh-chal" => BAGH_CHAL,
        "buff-and-green" => BUFF_AND_GREEN,
        "seega" => SEEGA,
        "chiangmai-checkers" => CHIANGMAI,
        "bobail" => BOBAIL,
        _ => return None,
    })
}
