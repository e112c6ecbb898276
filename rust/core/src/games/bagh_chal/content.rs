//! What Bagh Chal brings besides its rules: piece art, lesson, puzzles,
//! rules pages and diagrams, and the review's calibration.

use super::{art, diagrams, lessons, BaghChal};
use crate::games::{folder_content, Content};
use crate::level::Level;

impl Content for BaghChal {
    folder_content!();

    /// Fitted by `boardlore review-fit --out` (see [`crate::review::fit`]):
    /// the fit, with its number of positions, is `review_fit.txt` beside.
    const REVIEW_SCALE: f64 = 268.8;
    const LEVELS: &'static [Level] = &Level::WITH_PERFECT;
    const TRAP_THEME: bool = true;
}
