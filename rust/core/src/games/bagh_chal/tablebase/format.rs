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
//! | 1 | layout: 0 full (both sides, as is), 1 compact (tigers to move only, deflated) |
//! | 7 | zero |
//! | 8 | FNV-1a 64 checksum of the body |
//! | … | body: each slice's codes in turn (goats to move first in a full file) |
//!
//! A code is one byte: 0 draw, `d + 1` decided `d` plies from the end (odd
//! `d`: the side to move wins; even: it loses), 255 a symmetric duplicate.
//!
//! A compact body (version 2) stores each slice's tigers-to-move codes in
//! deflated blocks of [`BLOCK`](super::packed::BLOCK) codes: the end of each
//! block in the slice's data (`u32` each), then the blocks; a table reads
//! them in place ([`super::packed`]). Version 1 deflated the whole body as
//! one stream; it is still read, so that `boardlore tablebase compact`
//! rewrites such a file in the current form.

use super::index::Indexer;
use super::{Codes, Packed, Slice, Tablebase};
use crate::games::bagh_chal::Config;
use std::fmt;

/// The version of the file format this build reads and writes.
pub const FORMAT_VERSION: u16 = 2;
/// The version whose compact body is one deflated stream.
const WHOLE_STREAM_VERSION: u16 = 1;
const MAGIC: &[u8; 8] = b"BLTBBAGH";
/// A compact table keeps the slices at least this many captures short of
/// the target as one byte per slot, read directly: the placement phase
/// seldom sees more than two goats captured, so its searches and solves
/// find their leaves there (2.6 MB of the default table's 46 MB), and
/// the slices nearer the target stay packed.
const UNPACKED_BELOW_TARGET: u8 = 3;
const HEADER: usize = 32;
const FULL: u8 = 0;
const COMPACT: u8 = 1;

/// Why bytes are not a usable table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Not a Boardlore Bagh Chal table.
    NotATable,
    /// Written by another version of the format.
    Version(u16),
    /// The compressed body does not inflate to a table.
    Inflate,
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
    /// Larger than any table of the rules its header names.
    TooLarge {
        /// The most bytes such a table can have.
        limit: usize,
    },
    /// Not the table that Boardlore ships (its SHA-256 differs): a table
    /// built or changed elsewhere is read only where one is asked for.
    Unknown,
    /// The file could not be read.
    Read(String),
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
            TableError::Inflate => f.write_str("tablebase body does not decompress"),
            TableError::TooLarge { limit } => write!(
                f,
                "tablebase file is over {}, the most its header allows",
                crate::limits::bytes(*limit)
            ),
            TableError::Unknown => {
                f.write_str("not the tablebase Boardlore ships (its SHA-256 differs)")
            }
            TableError::Read(e) => write!(f, "tablebase cannot be read: {e}"),
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

/// What a file's header says.
struct Header {
    version: u16,
    forced_capture: bool,
    captures_to_win: u8,
    layout: u8,
    sum: u64,
    /// Each slice's codes, in bytes, as stored (before deflating).
    lens: Vec<usize>,
}

/// Reads the header at the start of `bytes` (the body need not follow).
fn header(bytes: &[u8]) -> Result<Header, TableError> {
    if bytes.len() < HEADER || &bytes[..8] != MAGIC {
        return Err(TableError::NotATable);
    }
    let version = u16::from_le_bytes([bytes[8], bytes[9]]);
    if version != FORMAT_VERSION && version != WHOLE_STREAM_VERSION {
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
    let layout = bytes[16];
    let sides = match layout {
        FULL => 2,
        COMPACT => 1,
        _ => return Err(TableError::NotATable),
    };
    let mut sum = [0u8; 8];
    sum.copy_from_slice(&bytes[24..32]);
    let lens = (0..captures_to_win)
        .map(|c| sides * Slice::len_for(c))
        .collect();
    Ok(Header {
        version,
        forced_capture,
        captures_to_win,
        layout,
        sum: u64::from_le_bytes(sum),
        lens,
    })
}

/// The header's length in bytes: read it first, then [`max_file_size`].
pub(super) const HEADER_BYTES: usize = HEADER;

/// The most bytes a file starting with `header` can have: a full table's
/// exact size, or a compact one's body deflated at worst (stored blocks),
/// with its blocks' index (4 bytes a block) and each block's deflate
/// framing.
pub(super) fn max_file_size(header_bytes: &[u8]) -> Result<usize, TableError> {
    let header = header(header_bytes)?;
    let total: usize = header.lens.iter().sum();
    let blocks = total / super::packed::BLOCK + header.lens.len();
    Ok(match header.layout {
        FULL => HEADER + total,
        _ => HEADER + total + 32 * blocks + 1024,
    })
}

impl Tablebase {
    /// The table as a file: as it is in memory (full, or compact: the
    /// tigers' side in deflated blocks; see [`Tablebase::compact`]).
    pub fn to_bytes(&self) -> Vec<u8> {
        let full = self.is_full();
        let mut body: Vec<u8> = Vec::new();
        for slice in &self.slices {
            match &slice.codes {
                Codes::Bytes(codes) if full => body.extend_from_slice(codes),
                Codes::Packed(packed) => packed.write(&mut body),
                // Read from a version-1 file: packed now.
                Codes::Bytes(_) => {
                    if let Codes::Packed(packed) = &slice.compact().codes {
                        packed.write(&mut body);
                    }
                }
            }
        }
        let mut out = Vec::with_capacity(HEADER + body.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.push(u8::from(self.config.forced_capture));
        out.push(self.config.captures_to_win);
        out.extend_from_slice(&(Indexer::get().classes() as u32).to_le_bytes());
        out.push(if full { FULL } else { COMPACT });
        out.extend_from_slice(&[0; 7]);
        out.extend_from_slice(&checksum(&[&body]).to_le_bytes());
        out.extend_from_slice(&body);
        out
    }

    /// Reads a table written by [`Tablebase::to_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Tablebase, TableError> {
        let Header {
            version,
            forced_capture,
            captures_to_win,
            layout,
            sum,
            lens,
        } = header(bytes)?;
        let total: usize = lens.iter().sum();
        if layout == FULL && bytes.len() != HEADER + total {
            return Err(TableError::Size {
                expected: HEADER + total,
                found: bytes.len(),
            });
        }
        if checksum(&[&bytes[HEADER..]]) != sum {
            return Err(TableError::Checksum);
        }
        let body = &bytes[HEADER..];
        let mut slices = Vec::with_capacity(lens.len());
        if layout == COMPACT && version == FORMAT_VERSION {
            let mut at = 0;
            for (captured, len) in lens.into_iter().enumerate() {
                let (packed, used) = Packed::read(len, &body[at..])?;
                let captured = captured as u8;
                slices.push(if captured + UNPACKED_BELOW_TARGET <= captures_to_win {
                    Slice::new(captured, packed.codes())
                } else {
                    Slice::packed(captured, packed)
                });
                at += used;
            }
            if at != body.len() {
                return Err(TableError::Size {
                    expected: HEADER + at,
                    found: bytes.len(),
                });
            }
        } else {
            let inflated;
            let body = if layout == COMPACT {
                inflated = miniz_oxide::inflate::decompress_to_vec_with_limit(body, total)
                    .map_err(|_| TableError::Inflate)?;
                if inflated.len() != total {
                    return Err(TableError::Size {
                        expected: total,
                        found: inflated.len(),
                    });
                }
                &inflated[..]
            } else {
                body
            };
            let mut at = 0;
            for (captured, len) in lens.into_iter().enumerate() {
                slices.push(Slice::new(captured as u8, body[at..at + len].to_vec()));
                at += len;
            }
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
