//! Size caps on every input the library reads, and the short quoting of
//! input in error messages: no text from outside, however large, makes a
//! call allocate more than a small multiple of these, or an error message
//! longer than a line. Each cap is named here, once.

use std::fmt;
use std::io::{self, Read};

/// The longest save (JSON) that is read: 1 MB, far above any real game.
pub const MAX_SAVE_BYTES: usize = 1 << 20;
/// The most moves (played plus undone) a save may hold.
pub const MAX_SAVE_MOVES: usize = 50_000;
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
/// The longest line `boardlore play` and `boardlore learn` read (a move,
/// or a command with a file name); the rest of a longer line is discarded.
pub const MAX_COMMAND_LINE_BYTES: usize = 4096;
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

/// A file path as an error message quotes it: its last [`QUOTE_CHARS`]
/// characters (the file's name ends it), after an ellipsis when cut.
pub fn short_path(path: &str) -> String {
    let count = path.chars().count();
    if count <= QUOTE_CHARS {
        return path.to_string();
    }
    let tail: String = path.chars().skip(count - QUOTE_CHARS).collect();
    format!("…{tail}")
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
        let (size, shown) = rounded(self.size);
        if shown <= self.limit {
            // Rounded down to the limit or below (1 MB and 1 byte against
            // 1 MB): say both exactly, or the size would not look too large.
            write!(
                f,
                "{} is {}; the limit is {}",
                self.what,
                exact_bytes(self.size),
                exact_bytes(self.limit)
            )
        } else {
            write!(
                f,
                "{} is {size}; the limit is {}",
                self.what,
                bytes(self.limit)
            )
        }
    }
}

impl std::error::Error for TooLarge {}

/// A byte count as people read it: `52 MB`, `48 kB`, `2,000 bytes`, `1 kB`.
/// Exact below 10 kB and for whole kilobytes and megabytes; larger counts
/// are rounded down to whole kB (below 10 MB) or MB.
pub fn bytes(n: usize) -> String {
    rounded(n).0
}

/// [`bytes`], and the count its text stands for.
fn rounded(n: usize) -> (String, usize) {
    const MB: usize = 1 << 20;
    const KB: usize = 1 << 10;
    if n >= MB && (n % MB == 0 || n >= 10 * MB) {
        (format!("{} MB", n / MB), n / MB * MB)
    } else if n >= KB && (n % KB == 0 || n >= 10 * KB) {
        (format!("{} kB", n / KB), n / KB * KB)
    } else {
        (exact_bytes(n), n)
    }
}

/// `1,048,577 bytes`: the count in full, its thousands separated.
fn exact_bytes(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 6);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out.push_str(if n == 1 { " byte" } else { " bytes" });
    out
}

/// An input read with a cap that was over it, or that could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// More than the cap: nothing past the cap's first byte over was read.
    TooLarge {
        /// What it is: "save", "tablebase".
        what: &'static str,
        /// The cap, in bytes.
        limit: usize,
    },
    /// The read failed.
    Io(io::Error),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::TooLarge { what, limit } => {
                write!(f, "{what} is over the limit of {}", bytes(*limit))
            }
            ReadError::Io(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ReadError {}

/// Reads all of `reader` (`what`, such as "save", names it in the error),
/// refusing it once it passes `limit` bytes: at most `limit + 1` bytes are
/// read and held, whatever the size the reader's source claims (a device or
/// a pipe claims none: `/dev/zero` is refused, not read for ever).
pub fn read_at_most(
    reader: impl Read,
    what: &'static str,
    limit: usize,
) -> Result<Vec<u8>, ReadError> {
    let mut data = Vec::new();
    reader
        .take(limit as u64 + 1)
        .read_to_end(&mut data)
        .map_err(ReadError::Io)?;
    if data.len() > limit {
        return Err(ReadError::TooLarge { what, limit });
    }
    Ok(data)
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
    fn a_long_path_keeps_its_end() {
        assert_eq!(short_path("/tmp/x.json"), "/tmp/x.json");
        let long = format!("/{}/slot.json", "d".repeat(5000));
        let quoted = short_path(&long);
        assert_eq!(quoted.chars().count(), QUOTE_CHARS + 1);
        assert!(quoted.starts_with('…') && quoted.ends_with("/slot.json"));
    }

    #[test]
    fn too_large_names_the_size_and_the_limit() {
        let e = check_size("save", 52 << 20, MAX_SAVE_BYTES).unwrap_err();
        assert_eq!(e.to_string(), "save is 52 MB; the limit is 1 MB");
        assert!(check_size("save", MAX_SAVE_BYTES, MAX_SAVE_BYTES).is_ok());
    }

    #[test]
    fn sizes_that_round_alike_are_said_exactly() {
        let e = check_size("position", 2000, MAX_POSITION_BYTES).unwrap_err();
        assert_eq!(e.to_string(), "position is 2,000 bytes; the limit is 1 kB");
        let e = check_size("save", MAX_SAVE_BYTES + 1, MAX_SAVE_BYTES).unwrap_err();
        assert_eq!(
            e.to_string(),
            "save is 1,048,577 bytes; the limit is 1,048,576 bytes"
        );
        assert_eq!(bytes(1), "1 byte");
        assert_eq!(bytes(48 * 1024 + 100), "48 kB");
    }

    #[test]
    fn an_endless_reader_is_refused_after_the_cap() {
        let endless = std::io::repeat(0);
        match read_at_most(endless, "save", 1000) {
            Err(ReadError::TooLarge { what, limit }) => {
                assert_eq!((what, limit), ("save", 1000));
            }
            other => panic!("{other:?}"),
        }
        let text = read_at_most(&b"hello"[..], "save", 5).unwrap();
        assert_eq!(text, b"hello");
        let e = read_at_most(&b"hello!"[..], "save", 5).unwrap_err();
        assert_eq!(e.to_string(), "save is over the limit of 5 bytes");
    }
}
