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
        Some("T3T/5/5/1G3/T3T t 19 0"),
        &["a1xc3"],
        Shows::Capture,
    ),
    d(
        ID,
        "win",
        &[],
        Some("TGGGT/GG1GG/G1G1G/GG1GG/TGGGT t 0 3"),
        &[],
        Shows::Win(Side::First),
    ),
];
