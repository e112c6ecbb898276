//! What Chiangmai brings besides its rules: piece art, lesson, puzzles,
//! rules pages and diagrams, and the review's calibration.

use super::{art, diagrams, lessons, Chiangmai};
use crate::games::{folder_content, Content};

impl Content for Chiangmai {
    folder_content!();

    /// Fitted by `boardlore review-fit` (see [`crate::review::fit`]):
    /// 22913 positions, 120 games of 25,000 nodes.
    const REVIEW_SCALE: f64 = 747.6;
    const SANDWICH_THEME: bool = true;
}
