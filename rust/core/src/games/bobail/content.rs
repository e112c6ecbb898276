//! What Bobail brings besides its rules: piece art, lesson, puzzles,
//! rules pages and diagrams, and the review's calibration.

use super::{art, diagrams, lessons, Bobail};
use crate::games::{folder_content, Content};

impl Content for Bobail {
    folder_content!();

    /// Fitted by `boardlore review-fit` (see [`crate::review::fit`]):
    /// 244 positions, 24 games of 80,000 nodes.
    const REVIEW_SCALE: f64 = 61.2;
}
