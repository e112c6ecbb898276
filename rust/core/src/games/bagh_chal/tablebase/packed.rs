//! The compact table in memory, read in place: the one-byte codes with
//! their distances in deflated blocks of [`BLOCK`] codes, as the compact
//! file stores them, inflated on demand into a small cache per thread for
//! the probes that need a distance (the sliding phase's moves, hints, the
//! review); and two bits of result (win, draw, loss) per position, all
//! that an exact solve reads, gathered from a block the first time one of
//! its results is read. Loading copies the blocks and checks their index;
//! a game touches the results of few blocks.

use super::{TableError, NOT_CANONICAL};
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// Codes per deflated block: a block inflates in microseconds, and the
/// values a goats-to-move probe reads (one tiger set) lie in one or two.
pub(super) const BLOCK: usize = 8192;

/// Blocks each thread keeps inflated.
const CACHED: usize = 32;

/// The two-bit results.
const DRAW: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;
const NONE: u8 = 3;

/// Tells tables apart in the per-thread cache.
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// One slice's codes, packed.
#[derive(Clone, Debug)]
pub(super) struct Packed {
    len: usize,
    /// By block, once read: two bits per code, four codes a byte, lowest
    /// bits first.
    results: Vec<OnceLock<Box<[u8]>>>,
    /// Each block's end in `deflated`.
    ends: Vec<u32>,
    /// The deflated blocks, one after another.
    deflated: Vec<u8>,
    /// This table's key in the cache (clones share it: same codes).
    id: u64,
}

impl PartialEq for Packed {
    fn eq(&self, other: &Packed) -> bool {
        self.len == other.len && self.ends == other.ends && self.deflated == other.deflated
    }
}

impl Eq for Packed {}

/// The two-bit result of a code.
const fn result_of(code: u8) -> u8 {
    match code {
        0 => DRAW,
        NOT_CANONICAL => NONE,
        c if (c - 1) % 2 == 1 => WIN,
        _ => LOSS,
    }
}

/// Packs codes four to a byte, two bits each.
fn pack(codes: &[u8]) -> Box<[u8]> {
    codes
        .chunks(4)
        .map(|four| {
            four.iter()
                .enumerate()
                .fold(0, |byte, (i, &code)| byte | result_of(code) << (2 * i))
        })
        .collect()
}

/// The number of blocks of `len` codes.
pub(super) fn blocks(len: usize) -> usize {
    len.div_ceil(BLOCK)
}

impl Packed {
    /// Packs `codes`, deflating each block (slow: for writing tables).
    pub(super) fn from_codes(codes: &[u8]) -> Packed {
        let mut ends = Vec::with_capacity(blocks(codes.len()));
        let mut deflated = Vec::new();
        for block in codes.chunks(BLOCK) {
            deflated.extend_from_slice(&miniz_oxide::deflate::compress_to_vec(block, 10));
            ends.push(deflated.len() as u32);
        }
        Packed {
            len: codes.len(),
            results: (0..ends.len()).map(|_| OnceLock::new()).collect(),
            ends,
            deflated,
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        }
    }

    /// Reads `len` codes from their blocks as a file stores them (each
    /// block's end, then the blocks), checking the index (the blocks
    /// inflate when first read: the file's checksum vouches for them).
    /// Returns the packed codes and the bytes read.
    pub(super) fn read(len: usize, bytes: &[u8]) -> Result<(Packed, usize), TableError> {
        let count = blocks(len);
        let index = bytes.get(..4 * count).ok_or(TableError::Inflate)?;
        let ends: Vec<u32> = index
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        let size = ends.last().map_or(0, |&e| e as usize);
        let deflated = bytes
            .get(4 * count..4 * count + size)
            .ok_or(TableError::Inflate)?
            .to_vec();
        let mut start = 0;
        for &end in &ends {
            if end < start {
                return Err(TableError::Inflate);
            }
            start = end;
        }
        let packed = Packed {
            len,
            results: (0..count).map(|_| OnceLock::new()).collect(),
            ends,
            deflated,
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        };
        Ok((packed, 4 * count + size))
    }

    /// Appends the blocks as a file stores them (see [`Packed::read`]).
    pub(super) fn write(&self, out: &mut Vec<u8>) {
        for end in &self.ends {
            out.extend_from_slice(&end.to_le_bytes());
        }
        out.extend_from_slice(&self.deflated);
    }

    /// Every code, inflated.
    pub(super) fn codes(&self) -> Vec<u8> {
        let mut codes = vec![0u8; self.len];
        for (b, block) in codes.chunks_mut(BLOCK).enumerate() {
            // The blocks inflated when the table was read, so they do now.
            if self.inflate(b, block).is_err() {
                block.fill(0);
            }
        }
        codes
    }

    /// How many codes.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    fn block_len(&self, block: usize) -> usize {
        BLOCK.min(self.len - block * BLOCK)
    }

    /// Inflates block `b` into `out` (exactly its length).
    fn inflate(&self, b: usize, out: &mut [u8]) -> Result<(), TableError> {
        let start = if b == 0 { 0 } else { self.ends[b - 1] as usize };
        let data = &self.deflated[start..self.ends[b] as usize];
        match miniz_oxide::inflate::decompress_slice_iter_to_slice(
            out,
            std::iter::once(data),
            false,
            true,
        ) {
            Ok(n) if n == out.len() => Ok(()),
            _ => Err(TableError::Inflate),
        }
    }

    /// The result stored at `slot`: 1 won, 0 drawn, -1 lost for the side
    /// to move (a symmetric duplicate reads as a draw, as its code does).
    #[inline]
    pub(super) fn result(&self, slot: usize) -> i32 {
        let b = slot / BLOCK;
        let results = self.results[b].get_or_init(|| {
            let mut codes = vec![0u8; self.block_len(b)];
            // A block that does not inflate reads as draws (a damaged
            // file's checksum fails first; `verify` finds the rest).
            if self.inflate(b, &mut codes).is_err() {
                codes.fill(0);
            }
            pack(&codes)
        });
        let i = slot % BLOCK;
        match (results[i / 4] >> (2 * (i % 4))) & 3 {
            WIN => 1,
            LOSS => -1,
            _ => 0,
        }
    }

    /// The code stored at `slot`, from its block (inflated on a miss).
    pub(super) fn code(&self, slot: usize) -> u8 {
        let b = slot / BLOCK;
        CACHE.with(|cache| {
            let mut cache = cache.borrow_mut();
            let line = &mut cache[(b ^ (self.id as usize * 7)) % CACHED];
            if line.id != self.id || line.block != b {
                let codes = self.block_len(b);
                // The blocks inflated when the table was read, so they do now.
                if self.inflate(b, &mut line.codes[..codes]).is_err() {
                    line.id = 0;
                    return 0;
                }
                line.id = self.id;
                line.block = b;
            }
            line.codes[slot % BLOCK]
        })
    }
}

/// One inflated block in a thread's cache.
struct Line {
    id: u64,
    block: usize,
    codes: Box<[u8; BLOCK]>,
}

thread_local! {
    static CACHE: RefCell<Vec<Line>> = RefCell::new(
        (0..CACHED)
            .map(|_| Line {
                id: 0,
                block: 0,
                codes: Box::new([0; BLOCK]),
            })
            .collect(),
    );
}
