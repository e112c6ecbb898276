//! The lesson's steps, in order. Texts live in the `learn` area of the
//! catalogue under `<game>-<step>-title`, `-goal` and `-wrong`.

use crate::games::lessons::{challenge, step, ChallengeGoal, Check, Step};

/// The steps of the lesson, in order.
pub const LESSONS: &[Step] = &[
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
