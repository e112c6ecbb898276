//! What Bobail brings besides its rules: piece art, lesson, puzzles,
//! rules pages and diagrams, and the review's calibration.

use super::{art, diagrams, lessons, Bobail};
use crate::art::Shape;
use crate::games::diagrams::Diagram;
use crate::games::lessons::Step;
use crate::games::Content;
use crate::i18n::Lang;

impl Content for Bobail {
    fn piece_art(letter: char) -> Option<Vec<Shape>> {
        art::art(letter)
    }
    const ART_PATHS: &'static [&'static str] = art::PATHS;
    const LESSONS: &'static [Step] = lessons::LESSONS;
    const PUZZLES: &'static str = include_str!("puzzles.txt");
    const DIAGRAMS: &'static [Diagram] = diagrams::DIAGRAMS;

    fn rules_page(lang: Lang) -> Option<&'static str> {
        Some(match lang {
            Lang::En => include_str!("rules/en.md"),
            Lang::Ne => include_str!("rules/ne.md"),
            Lang::Fr => include_str!("rules/fr.md"),
            Lang::Ar => include_str!("rules/ar.md"),
            Lang::Th => include_str!("rules/th.md"),
            Lang::Pt => include_str!("rules/pt.md"),
        })
    }

    /// Fitted by `boardlore review-fit` (see [`crate::review::fit`]):
    /// 244 positions, 24 games of 80,000 nodes.
    const REVIEW_SCALE: f64 = 61.2;
}
