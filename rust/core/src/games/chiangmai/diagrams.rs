//! The positions the rules pages draw (`![…](diagram:<name>)`), each
//! reached by legal moves; `rules::diagrams` checks that each shows what
//! it is named for.

use super::ID;
use crate::games::diagrams::{d, Diagram, Shows};
use crate::Side;

/// The diagrams of the rules pages.
pub const DIAGRAMS: &[Diagram] = &[
    d(ID, "start", &[], None, &[], Shows::Start),
    d(
        ID,
        "capture",
        &[],
        Some("6BB/8/8/8/2BBW3/8/8/1W5W w 0"),
        &["b1-b4"],
        Shows::Capture,
    ),
    d(
        ID,
        "balance",
        &[],
        Some("BB6/8/8/3B4/8/3B4/8/3W3W w 0"),
        &["h1-h4", "a8-a7", "h4-d4"],
        Shows::Capture,
    ),
    d(
        ID,
        "win",
        &[],
        Some("8/8/8/8/2BBW3/8/8/1W5W w 0"),
        &["b1-b4"],
        Shows::Win(Side::First),
    ),
];
