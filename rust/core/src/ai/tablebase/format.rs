//! The table file: a fixed header, the slices' codes, a checksum.
//!
//! Little-endian throughout:
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `BLTBBAGH` |
//! | 2 | format version ([`FORMAT_VERSION`]) |
//! | 1 | `forced_capture` (0 or 1) |
//! | 1 | `captures_to_win` (1–5): the number of slices |
//! | 4 | tiger-set classes (checks the indexing) |
//! | 8 | FNV-1a 64 checksum of everything after the header |
//! | … | each slice's codes in turn, goats to move first |
//!
//! A code is one byte: 0 draw, `d + 1` decided `d` plies from the end (odd
//! `d`: the side to move wins; even: it loses), 255 a symmetric duplicate.

use super::index::Indexer;
use super::{Slice, Tablebase};
use crate::games::bagh_chal::Config;
use std::fmt;

/// The version of the file format this build reads and writes.
pub const FORMAT_VERSION: u16 = 1;
const MAGIC: &[u8; 8] = b"BLTBBAGH";
const HEADER: usize = 24;

/// Why bytes are not a usable table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Not a Boardlore Bagh Chal table.
    NotATable,
    /// Written by another version of the format.
    Version(u16),
    /// Shorter or longer than its header says.
    Size {
        /// Bytes expected.
        expected: usize,
        /// Bytes found.
        found: usize,
    },
    /// The checksum does not match: the file is damaged.
    Checksum,
    /// The header's rules are impossible.
    Rules,
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::NotATable => f.write_str("not a Bagh Chal tablebase file"),
            TableError::Version(v) => write!(
                f,
                "tablebase format version {v}, this build reads version {FORMAT_VERSION}"
            ),
            TableError::Size { expected, found } => write!(
                f,
                "tablebase file has {found} bytes, its header says {expected}"
            ),
            TableError::Checksum => f.write_str("tablebase checksum mismatch: the file is damaged"),
            TableError::Rules => f.write_str("tablebase header names impossible rules"),
        }
    }
}

impl std::error::Error for TableError {}

/// FNV-1a, 64 bits, eight bytes at a time folded in order.
pub(super) fn checksum(chunks: &[&[u8]]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for chunk in chunks {
        for &byte in chunk.iter() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    hash
}

impl Tablebase {
    /// The table as a file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let body: usize = self.slices.iter().map(|s| s.codes.len()).sum();
        let mut out = Vec::with_capacity(HEADER + body);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.push(u8::from(self.config.forced_capture));
        out.push(self.config.captures_to_win);
        out.extend_from_slice(&(Indexer::get().classes() as u32).to_le_bytes());
        let chunks: Vec<&[u8]> = self.slices.iter().map(|s| s.codes.as_slice()).collect();
        out.extend_from_slice(&checksum(&chunks).to_le_bytes());
        for chunk in chunks {
            out.extend_from_slice(chunk);
        }
        out
    }

    /// Reads a table written by [`Tablebase::to_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Tablebase, TableError> {
        if bytes.len() < HEADER || &bytes[..8] != MAGIC {
            return Err(TableError::NotATable);
        }
        let version = u16::from_le_bytes([bytes[8], bytes[9]]);
        if version != FORMAT_VERSION {
            return Err(TableError::Version(version));
        }
        let forced_capture = match bytes[10] {
            0 => false,
            1 => true,
            _ => return Err(TableError::Rules),
        };
        let captures_to_win = bytes[11];
        if !(1..=5).contains(&captures_to_win) {
            return Err(TableError::Rules);
        }
        let classes = u32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]);
        if classes as usize != Indexer::get().classes() {
            return Err(TableError::NotATable);
        }
        let mut sum = [0u8; 8];
        sum.copy_from_slice(&bytes[16..24]);
        let sum = u64::from_le_bytes(sum);
        let lens: Vec<usize> = (0..captures_to_win).map(Slice::len_for).collect();
        let expected = HEADER + lens.iter().sum::<usize>();
        if bytes.len() != expected {
            return Err(TableError::Size {
                expected,
                found: bytes.len(),
            });
        }
        if checksum(&[&bytes[HEADER..]]) != sum {
            return Err(TableError::Checksum);
        }
        let mut slices = Vec::with_capacity(lens.len());
        let mut at = HEADER;
        for (captured, len) in lens.into_iter().enumerate() {
            slices.push(Slice::new(captured as u8, bytes[at..at + len].to_vec()));
            at += len;
        }
        Ok(Tablebase {
            config: Config {
                forced_capture,
                captures_to_win,
            },
            slices,
        })
    }
}
