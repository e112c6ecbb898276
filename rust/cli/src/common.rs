//! What the subcommands share: choosing a game and setting up a record.

use boardlore_core::{find_game, AnyMatch, GameEntry, Options};

/// Arguments that pick a game, its options and (optionally) a position.
#[derive(clap::Args, Clone, Debug)]
pub struct GameArgs {
    /// Game id, as `boardlore games` lists it (e.g. bagh-chal).
    pub game: String,
    /// A variant option, as key=value; repeatable.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

impl GameArgs {
    /// The registry entry of the game.
    pub fn entry(&self) -> Result<&'static GameEntry, String> {
        find_game(&self.game).map_err(|e| {
            let ids: Vec<&str> = boardlore_core::catalogue().map(|g| g.id).collect();
            format!("{e}; games: {}", ids.join(", "))
        })
    }

    /// The options, checked against the game's descriptors.
    pub fn parsed_options(&self) -> Result<Options, String> {
        let entry = self.entry()?;
        Options::parse_pairs(
            (entry.info)().options,
            self.options.iter().map(String::as_str),
        )
        .map_err(|e| e.to_string())
    }

    /// A record from the start position, or from `fen` when given.
    pub fn record(&self, fen: Option<&str>) -> Result<Box<dyn AnyMatch>, String> {
        let entry = self.entry()?;
        let options = self.parsed_options()?;
        match fen {
            Some(text) => entry.from_position(&options, text),
            None => entry.new_match(&options),
        }
        .map_err(|e| e.to_string())
    }
}
