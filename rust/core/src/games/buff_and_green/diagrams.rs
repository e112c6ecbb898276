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
        Some("8/b7/8/8/3b4/2g3g1/8/8 g 0"),
        &["c3xe5"],
        Shows::Capture,
    ),
    d(
        ID,
        "win",
        &[],
        Some("8/8/8/8/3b4/2g5/8/8 g 0"),
        &["c3xe5"],
        Shows::Win(Side::First),
    ),
];
