//! The lesson's steps, in order. Texts live in the `learn` area of the
//! catalogue under `<game>-<step>-title`, `-goal` and `-wrong`.

use crate::games::lessons::{challenge, step, ChallengeGoal, Check, Step};

/// The steps of the lesson, in order.
pub const LESSONS: &[Step] = &[
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
