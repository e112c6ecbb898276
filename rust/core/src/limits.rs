//! Size caps on every input the library reads, and the short quoting of
//! input in error messages: no text from outside, however large, makes a
//! call allocate more than a small multiple of these, or an error message
//! longer than a line. Each cap is named here, once.

use std::fmt;

/// The longest save (JSON) that is read: 1 MB, far above any real game.
pub const MAX_SAVE_BYTES: usize = 1 << 20;
/// The most moves (played plus undone) a save may hold.
pub const MAX_SAVE_MOVES: usize = 20_000;
/// The longest position string that is read (the largest board's is under 100).
pub const MAX_POSITION_BYTES: usize = 1024;
/// The longest move text that is read (the longest capture chain is under 40).
pub const MAX_MOVE_BYTES: usize = 64;
/// The longest option key or value that is read.
pub const MAX_OPTION_BYTES: usize = 64;
/// The most options that one set may hold.
pub const MAX_OPTIONS: usize = 32;
/// The longest line `boardlore engine` reads; the rest of a longer line is discarded.
pub const MAX_ENGINE_LINE_BYTES: usize = 256;
/// The deepest perft that is counted: far beyond what finishes in a lifetime.
pub const MAX_PERFT_DEPTH: u32 = 64;
/// How many characters of an input an error message quotes.
pub const QUOTE_CHARS: usize = 40;

/// `text` as an error message quotes it: at most [`QUOTE_CHARS`] characters,
/// with an ellipsis when it was cut.
pub fn short(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// Checks that `what` (such as "save") of `bytes` bytes is within `limit`.
pub fn check_size(what: &'static str, bytes: usize, limit: usize) -> Result<(), TooLarge> {
    if bytes > limit {
        Err(TooLarge {
            what,
            size: bytes,
            limit,
        })
    } else {
        Ok(())
    }
}

/// An input over its size cap.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TooLarge {
    /// What it is: "save", "move", "position".
    pub what: &'static str,
    /// Its size, in the unit of the cap.
    pub size: usize,
    /// The cap.
    pub limit: usize,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is {}; the limit is {}",
            self.what,
            bytes(self.size),
            bytes(self.limit)
        )
    }
}

impl std::error::Error for TooLarge {}

/// A byte count as people read it: `52 MB`, `3 kB`, `64 bytes`.
pub fn bytes(n: usize) -> String {
    const MB: usize = 1 << 20;
    const KB: usize = 1 << 10;
    if n >= MB {
        format!("{} MB", n / MB)
    } else if n >= KB {
        format!("{} kB", n / KB)
    } else {
        format!("{n} bytes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_keeps_short_text_and_cuts_long_text_once() {
        assert_eq!(short("a1-b2"), "a1-b2");
        let long = "é".repeat(1000);
        let quoted = short(&long);
        assert_eq!(quoted.chars().count(), QUOTE_CHARS + 1);
        assert!(quoted.ends_with('…'));
    }

    #[test]
    fn too_large_names_the_size_and_the_limit() {
        let e = check_size("save", 52 << 20, MAX_SAVE_BYTES).unwrap_err();
        assert_eq!(e.to_string(), "save is 52 MB; the limit is 1 MB");
        assert!(check_size("save", MAX_SAVE_BYTES, MAX_SAVE_BYTES).is_ok());
    }
}
