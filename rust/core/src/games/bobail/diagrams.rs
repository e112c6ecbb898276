//! The positions the rules pages draw (`![…](diagram:<name>)`), each
//! reached by legal moves; `rules::diagrams` checks that each shows what
//! it is named for.

use super::ID;
use crate::games::diagrams::{d, Diagram, Shows};
use crate::Side;

/// The diagrams of the rules pages.
pub const DIAGRAMS: &[Diagram] = &[
    d(ID, "start", &[], None, &[], Shows::Start),
    d(ID, "turn", &[], None, &["b1-b4", "c4,e5-e2"], Shows::Move),
    d(
        ID,
        "win",
        &[],
        Some("B1BBB/1B3/2W2/W3W/1WOW1 b 8"),
        &[],
        Shows::Win(Side::First),
    ),
];
