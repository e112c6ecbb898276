//! What Buff and Green brings besides its rules: piece art, lesson, puzzles,
//! rules pages and diagrams, and the review's calibration.

use super::{art, diagrams, lessons, BuffAndGreen};
use crate::games::{folder_content, Content};

impl Content for BuffAndGreen {
    folder_content!();

    /// Fitted by `boardlore review-fit` (see [`crate::review::fit`]):
    /// 2015 positions, 24 games of 80,000 nodes.
    const REVIEW_SCALE: f64 = 231.4;
}
