//! The five games, one folder each, and the registry that lists them: the
//! rest of the core reaches a game only through [`GameEntry`], found by id
//! with [`find_game`].

use crate::art::{ArtShape, PieceArt};
use crate::i18n::Lang;
use crate::level::Level;
use crate::record::{Match, MatchError, SaveFile};
use crate::{AnyMatch, Game, GameInfo, Options};

pub mod bagh_chal;
pub mod bobail;
pub mod buff_and_green;
pub mod chiangmai;
pub mod diagrams;
pub mod lessons;
pub mod seega;

use diagrams::Diagram;
use lessons::Step;

/// Every game, in menu order. A new game is a new folder beside these and
/// one line here (see `docs/adding-a-game.md`).
pub static GAMES: &[GameEntry] = &[
    GameEntry::of::<bagh_chal::BaghChal>(),
    GameEntry::of::<buff_and_green::BuffAndGreen>(),
    GameEntry::of::<seega::Seega>(),
    GameEntry::of::<chiangmai::Chiangmai>(),
    GameEntry::of::<bobail::Bobail>(),
];

/// Creates a record under options, from the start or from a position string.
pub type CreateFn = fn(&Options, Option<&str>) -> Result<Box<dyn AnyMatch>, MatchError>;

/// The items of [`Content`] that every game's folder provides the same way:
/// `art.rs` (`art` and `PATHS`), `lessons.rs`, `diagrams.rs`, `puzzles.txt`
/// and `rules/<lang>.md`, beside the `content.rs` that invokes it inside its
/// `impl Content` (the files are found from there).
macro_rules! folder_content {
    () => {
        fn piece_art(letter: char) -> Option<Vec<$crate::art::ArtShape>> {
            art::art(letter)
        }
        const ART_PATHS: &'static [&'static str] = art::PATHS;
        const LESSONS: &'static [$crate::games::lessons::Step] = lessons::LESSONS;
        const PUZZLES: &'static str = include_str!("puzzles.txt");
        const REVIEW_FIT: &'static str = include_str!("review_fit.txt");
        const DIAGRAMS: &'static [$crate::games::diagrams::Diagram] = diagrams::DIAGRAMS;

        fn rules_page(lang: $crate::i18n::Lang) -> Option<&'static str> {
            use $crate::i18n::Lang;
            Some(match lang {
                Lang::En => include_str!("rules/en.md"),
                Lang::Ne => include_str!("rules/ne.md"),
                Lang::Fr => include_str!("rules/fr.md"),
                Lang::Ar => include_str!("rules/ar.md"),
                Lang::Th => include_str!("rules/th.md"),
                Lang::Pt => include_str!("rules/pt.md"),
            })
        }
    };
}
pub(crate) use folder_content;

/// What a game brings besides its rules, each piece in the game's own
/// folder. The rest of the core reads it through the game's [`GameEntry`],
/// never by the game's id.
pub trait Content: Game {
    /// The drawing of the piece `letter` ([`crate::art`]); `None` for a
    /// letter the game does not use.
    fn piece_art(letter: char) -> Option<Vec<ArtShape>>;
    /// The path texts the art parses, for the test that checks them all.
    const ART_PATHS: &'static [&'static str];
    /// The lesson's steps, in order ([`crate::learn::Lesson`]).
    const LESSONS: &'static [Step];
    /// The shipped puzzle set, as committed text ([`crate::learn::parse_set`]).
    const PUZZLES: &'static str;
    /// The diagrams its rules pages draw ([`crate::rules`]).
    const DIAGRAMS: &'static [Diagram];
    /// The players' rules page in `lang`, as Markdown ([`crate::rules`]).
    fn rules_page(lang: Lang) -> Option<&'static str>;
    /// The review's logistic scale, in centipieces: an advantage of one
    /// scale gives the side to move an expected score of 73%
    /// ([`crate::review::fit`]).
    const REVIEW_SCALE: f64;
    /// The fit behind [`Content::REVIEW_SCALE`], as `boardlore review-fit
    /// --out` wrote it ([`crate::review::fit::Fit`]): how many positions,
    /// and the scales fitted on two disjoint halves of them.
    const REVIEW_FIT: &'static str;
    /// The levels a picker offers, weakest first: the four for every game,
    /// and `Perfect` above them where the game has a solved table.
    const LEVELS: &'static [Level] = &Level::ALL;
    /// Whether a puzzle won by leaving the opponent no move has the game's
    /// own theme (Bagh Chal's trapped tigers) rather than the general one.
    const TRAP_THEME: bool = false;
    /// Whether a move taking the pieces on both sides of where it lands is
    /// the sandwich theme (Chiangmai's balancing capture).
    const SANDWICH_THEME: bool = false;
    /// Whether puzzles may be mined while pieces are placed from the hand
    /// (not in Seega, whose setting phase is played at random).
    const PLACEMENT_PUZZLES: bool = true;
}

/// How to reach one game through the registry.
pub struct GameEntry {
    /// The game's metadata.
    pub info: fn() -> &'static GameInfo,
    /// A new game under `options`, or from a position string when one is given.
    pub create: CreateFn,
    /// A record restored from a save.
    pub load: fn(&SaveFile) -> Result<Box<dyn AnyMatch>, MatchError>,
    /// The evaluation's tunable weights, by name ([`Game::weight_names`]).
    pub weight_names: fn() -> &'static [&'static str],
    /// The drawing of one piece ([`Content::piece_art`]).
    pub art: fn(char) -> Option<Vec<ArtShape>>,
    /// The art's path texts ([`Content::ART_PATHS`]).
    pub art_paths: &'static [&'static str],
    /// The lesson's steps ([`Content::LESSONS`]).
    pub lessons: &'static [Step],
    /// The shipped puzzle set ([`Content::PUZZLES`]).
    pub puzzles: &'static str,
    /// The rules pages' diagrams ([`Content::DIAGRAMS`]).
    pub diagrams: &'static [Diagram],
    /// The rules page in a language ([`Content::rules_page`]).
    pub rules_page: fn(Lang) -> Option<&'static str>,
    /// The review's scale ([`Content::REVIEW_SCALE`]).
    pub review_scale: f64,
    /// The fit behind it ([`Content::REVIEW_FIT`]).
    pub review_fit: &'static str,
    /// The levels offered ([`Content::LEVELS`]).
    pub levels: &'static [Level],
    /// [`Content::TRAP_THEME`].
    pub trap_theme: bool,
    /// [`Content::SANDWICH_THEME`].
    pub sandwich_theme: bool,
    /// [`Content::PLACEMENT_PUZZLES`].
    pub placement_puzzles: bool,
}

impl GameEntry {
    /// The entry for game type `G`.
    pub const fn of<G: Content>() -> GameEntry {
        GameEntry {
            info: G::info,
            create: create::<G>,
            load: load::<G>,
            weight_names: G::weight_names,
            art: G::piece_art,
            art_paths: G::ART_PATHS,
            lessons: G::LESSONS,
            puzzles: G::PUZZLES,
            diagrams: G::DIAGRAMS,
            rules_page: G::rules_page,
            review_scale: G::REVIEW_SCALE,
            review_fit: G::REVIEW_FIT,
            levels: G::LEVELS,
            trap_theme: G::TRAP_THEME,
            sandwich_theme: G::SANDWICH_THEME,
            placement_puzzles: G::PLACEMENT_PUZZLES,
        }
    }

    /// The art of the piece `letter`, or `None` for a letter the game
    /// does not use.
    pub fn piece_art(&self, letter: char) -> Option<PieceArt> {
        let shapes = (self.art)(letter)?;
        Some(PieceArt {
            letter: letter.to_string(),
            shapes,
        })
    }

    /// The art of every piece, in the order of the game's piece list.
    pub fn art(&self) -> Vec<PieceArt> {
        (self.info)()
            .pieces
            .iter()
            .filter_map(|piece| self.piece_art(piece.letter))
            .collect()
    }

    /// A new game from the start position under `options`.
    pub fn new_match(&self, options: &Options) -> Result<Box<dyn AnyMatch>, MatchError> {
        (self.create)(options, None)
    }

    /// A new record from a position string under `options`.
    pub fn from_position(
        &self,
        options: &Options,
        text: &str,
    ) -> Result<Box<dyn AnyMatch>, MatchError> {
        (self.create)(options, Some(text))
    }
}

fn create<G: Game>(options: &Options, text: Option<&str>) -> Result<Box<dyn AnyMatch>, MatchError> {
    Ok(Box::new(match text {
        Some(text) => Match::<G>::from_text(text, options)?,
        None => Match::<G>::new(options)?,
    }))
}

fn load<G: Game>(save: &SaveFile) -> Result<Box<dyn AnyMatch>, MatchError> {
    Ok(Box::new(Match::<G>::load(save)?))
}

/// Every game, in menu order.
pub fn catalogue() -> impl Iterator<Item = &'static GameInfo> {
    GAMES.iter().map(|entry| (entry.info)())
}

/// The registry entry of the game with this id.
pub fn find_game(id: &str) -> Result<&'static GameEntry, MatchError> {
    GAMES
        .iter()
        .find(|entry| (entry.info)().id == id)
        .ok_or_else(|| MatchError::UnknownGame(crate::limits::short(id)))
}

/// Restores a record of any game from save JSON.
pub fn load_save(json: &str) -> Result<Box<dyn AnyMatch>, MatchError> {
    let save = SaveFile::from_json(json)?;
    (find_game(&save.game)
        .map_err(|_| {
            MatchError::CorruptSave(format!(
                "unknown game {:?}",
                crate::limits::short(&save.game)
            ))
        })?
        .load)(&save)
}

/// The levels a picker offers for the game `game_id`, weakest first
/// ([`Content::LEVELS`]); the four for an unknown id.
pub fn levels_offered(game_id: &str) -> &'static [Level] {
    find_game(game_id).map_or(&Level::ALL, |entry| entry.levels)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perfect_is_offered_for_bagh_chal_only() {
        assert_eq!(levels_offered("bagh-chal"), &Level::WITH_PERFECT);
        assert_eq!(levels_offered("bagh-chal").last(), Some(&Level::Perfect));
        for game in [
            "buff-and-green",
            "seega",
            "chiangmai-checkers",
            "bobail",
            "nonsense",
        ] {
            assert_eq!(levels_offered(game), &Level::ALL, "{game}");
        }
    }
}
