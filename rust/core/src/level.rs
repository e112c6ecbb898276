//! The four playing levels and the limits each one searches under.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How strongly the computer plays.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A beginner: picks among shallowly evaluated moves at random, weighted
    /// by a softmax, so it makes human-sized mistakes but rarely throws a
    /// piece away and never misses a win in one.
    Easy,
    /// A club player: a short full-width search.
    Medium,
    /// A strong player: a deeper search.
    Hard,
    /// The strongest the engine plays within its time budget.
    Expert,
    /// Above expert where a game has a solved table (Bagh Chal's sliding
    /// phase, once a tablebase is installed): perfect play there, the last
    /// placements (up to [`crate::ai::EXACT_PLIES`] plies from the table)
    /// solved exactly, and a longer search, scored from the table, before
    /// that, whose move is proven to keep at least the draw where the
    /// table is up to [`crate::ai::PROOF_PLIES`] plies away (another move
    /// is played when it would lose). Elsewhere it plays as expert with the
    /// longer budget.
    Perfect,
}

/// Why a level name could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level {:?} (expected easy, medium, hard, expert or perfect)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// Every level with `Perfect`, weakest first.
    pub const WITH_PERFECT: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Perfect,
    ];

    /// Whether the level reads solved tables where a game has one installed
    /// (expert and perfect: the weaker levels keep their human-sized play).
    pub fn uses_tables(self) -> bool {
        self >= Level::Expert
    }

    /// The lower-case name: `easy`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Perfect => "perfect",
        }
    }

    /// The level's name as players read it, in `lang`: `Hard`. The one
    /// name the history, the game screen and the apps' level pickers show.
    pub fn title(self, lang: crate::i18n::Lang) -> String {
        let id = match self {
            Level::Easy => "history-level-easy",
            Level::Medium => "history-level-medium",
            Level::Hard => "history-level-hard",
            Level::Expert => "history-level-expert",
            Level::Perfect => "history-level-perfect",
        };
        crate::i18n::text(lang, id, &[])
    }

    /// The most time one move may take on this machine. The search stops at
    /// this deadline wherever it is; the node budget below usually ends it
    /// well before on a desktop, and the deadline protects slow phones.
    pub fn time_budget(self) -> Duration {
        Duration::from_millis(match self {
            Level::Easy => 50,
            Level::Medium => 200,
            Level::Hard => 500,
            Level::Expert => 1500,
            Level::Perfect => 3000,
        })
    }

    /// The default node budget per move (a game may set its own with
    /// [`Game::level_nodes`](crate::Game::level_nodes)). Levels search by
    /// nodes first so that strength does not depend on the machine (and
    /// arenas are reproducible).
    pub fn node_budget(self) -> u64 {
        match self {
            Level::Easy => 4_000,
            Level::Medium => 12_000,
            Level::Hard => 80_000,
            Level::Expert => 500_000,
            Level::Perfect => 2_000_000,
        }
    }

    /// The deepest iteration, for the levels that stop early on purpose.
    pub fn depth_cap(self) -> Option<u32> {
        match self {
            // Each root move is searched one ply deep (plus captures).
            Level::Easy => Some(2),
            Level::Medium => Some(4),
            Level::Hard | Level::Expert | Level::Perfect => None,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        let lower = text.trim().to_ascii_lowercase();
        Level::WITH_PERFECT
            .into_iter()
            .find(|l| l.name() == lower)
            .ok_or_else(|| UnknownLevel(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for level in Level::WITH_PERFECT {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert_eq!(" Expert ".parse::<Level>(), Ok(Level::Expert));
        assert!("grandmaster".parse::<Level>().is_err());
    }

    #[test]
    fn titles_are_the_catalogues_words() {
        use crate::i18n::Lang;
        let english: Vec<String> = Level::WITH_PERFECT
            .iter()
            .map(|l| l.title(Lang::En))
            .collect();
        assert_eq!(english, ["Easy", "Medium", "Hard", "Expert", "Perfect"]);
        assert_eq!(Level::Hard.title(Lang::Fr), "Difficile");
    }

    #[test]
    fn budgets_grow_with_level() {
        for pair in Level::WITH_PERFECT.windows(2) {
            assert!(pair[0].time_budget() < pair[1].time_budget());
            assert!(pair[0].node_budget() < pair[1].node_budget());
        }
    }
}
