//! The positions the rules pages draw (`![…](diagram:<name>)`), each
//! reached by legal moves; `rules::diagrams` checks that each shows what
//! it is named for.

use super::ID;
use crate::games::diagrams::{d, Diagram, Shows};
use crate::Side;

/// The diagrams of the rules pages.
pub const DIAGRAMS: &[Diagram] = &[
    d(
        ID,
        "start",
        &[],
        Some("SsSsSsS/sSsSsSs/SsSsSsS/sSs1SsS/sSsSsSs/SsSsSsS/sSsSsSs a 0 0 0"),
        &[],
        Shows::Start,
    ),
    d(
        ID,
        "capture",
        &["size=5"],
        Some("4s/5/5/2S2/Ss3 a 0 0 0"),
        &["c2-c1"],
        Shows::Capture,
    ),
    d(
        ID,
        "win",
        &["size=5"],
        Some("5/5/5/2S2/Ss3 a 0 0 0"),
        &["c2-c1"],
        Shows::Win(Side::First),
    ),
];
