//! What Chiangmai brings besides its rules: piece art, lesson, puzzles,
//! rules pages and diagrams, and the review's calibration.

use super::{art, diagrams, lessons, Chiangmai};
use crate::games::{folder_content, Content};

impl Content for Chiangmai {
    folder_content!();

    /// Fitted by `boardlore review-fit --out` (see [`crate::review::fit`]):
    /// the fit, with its number of positions, is `review_fit.txt` beside.
    const REVIEW_SCALE: f64 = 747.6;
    const SANDWICH_THEME: bool = true;
}
