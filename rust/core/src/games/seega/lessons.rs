//! The lesson's steps, in order. Texts live in the `learn` area of the
//! catalogue under `<game>-<step>-title`, `-goal` and `-wrong`.

use crate::games::lessons::{challenge, step, ChallengeGoal, Check, Step};

/// The steps of the lesson, in order.
pub const LESSONS: &[Step] = &[
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
