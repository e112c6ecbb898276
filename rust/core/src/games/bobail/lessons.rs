//! The lesson's steps, in order. Texts live in the `learn` area of the
//! catalogue under `<game>-<step>-title`, `-goal` and `-wrong`.

use crate::games::lessons::{challenge, step, ChallengeGoal, Check, Step};

/// The steps of the lesson, in order.
pub const LESSONS: &[Step] = &[
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
