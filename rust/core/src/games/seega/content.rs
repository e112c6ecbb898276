//! What Seega brings besides its rules: piece art, lesson, puzzles,
//! rules pages and diagrams, and the review's calibration.

use super::{art, diagrams, lessons, Seega};
use crate::games::{folder_content, Content};

impl Content for Seega {
    folder_content!();

    /// Fitted by `boardlore review-fit` (see [`crate::review::fit`]):
    /// 6645 positions, 60 games of 12,000 nodes.
    const REVIEW_SCALE: f64 = 49.4;
    const PLACEMENT_PUZZLES: bool = false;
}
