//! The lesson's steps, in order. Texts live in the `learn` area of the
//! catalogue under `<game>-<step>-title`, `-goal` and `-wrong`.

use crate::games::lessons::{challenge, step, ChallengeGoal, Check, Step};

/// The steps of the lesson, in order.
pub const LESSONS: &[Step] = &[
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
