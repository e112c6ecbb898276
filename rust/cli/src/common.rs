//! What the subcommands share: choosing a game and setting up a record.

use boardlore_core::limits::{bytes, TooLarge};
use boardlore_core::{find_game, AnyMatch, GameEntry, Options};
use std::io::Read;

/// Reads the text file `path` (`what` names it in errors, such as "save"),
/// refusing one over `limit` bytes before reading it, and reading no more
/// than `limit` bytes of a file whose size is not known ahead (a device,
/// a pipe: `/dev/zero` is refused, not read for ever).
pub fn read_capped(path: &str, what: &'static str, limit: usize) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let known = file.metadata().map(|m| m.len()).unwrap_or(0);
    if known > limit as u64 {
        let size = usize::try_from(known).unwrap_or(usize::MAX);
        return Err(TooLarge { what, size, limit }.to_string());
    }
    let mut data = Vec::new();
    file.take(limit as u64 + 1)
        .read_to_end(&mut data)
        .map_err(|e| e.to_string())?;
    if data.len() > limit {
        return Err(format!(
            "{what} is over {}; the limit is {}",
            bytes(limit),
            bytes(limit)
        ));
    }
    String::from_utf8(data).map_err(|_| format!("{what} is not UTF-8 text"))
}

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
