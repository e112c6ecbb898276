//! Reading a table file safely: bounded by what its header allows before
//! its body is read, and, where play depends on it, only the table that
//! Boardlore ships (its SHA-256), since the file's own FNV checksum only
//! catches damage, not a change made on purpose.

use super::format::{max_file_size, HEADER_BYTES};
use super::{TableError, Tablebase};
use crate::limits::{read_at_most, ReadError};
use sha2::{Digest, Sha256};
use std::io::Read;

/// The SHA-256 of the table Boardlore ships, `data/tablebase/bagh-chal.bltb`
/// (the compact table of the default rules; see docs/tablebase.md). Change
/// it with the file.
pub const SHIPPED_SHA256: &str = "aa720c14cb56fb4450f57164076bda41b9aacd94d00cc3b9b0fe6062241da329";

/// The SHA-256 of `bytes`, in lowercase hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Reads a table file's bytes from `reader`: the header first, then no
/// more than the largest body the header's rules allow, so that a device
/// or a pipe (`/dev/zero`) is refused at once, whatever size it claims.
pub fn read_table_bytes(mut reader: impl Read) -> Result<Vec<u8>, TableError> {
    let read_error = |e: ReadError| match e {
        ReadError::TooLarge { limit, .. } => TableError::TooLarge { limit },
        ReadError::Io(e) => TableError::Read(e.to_string()),
    };
    let mut bytes = read_at_most(
        (&mut reader).take(HEADER_BYTES as u64),
        "tablebase",
        HEADER_BYTES,
    )
    .map_err(read_error)?;
    let limit = max_file_size(&bytes)?;
    let body = read_at_most(reader, "tablebase", limit - HEADER_BYTES).map_err(|e| match e {
        ReadError::TooLarge { .. } => TableError::TooLarge { limit },
        other => read_error(other),
    })?;
    bytes.extend_from_slice(&body);
    Ok(bytes)
}

impl Tablebase {
    /// Reads the table in `bytes` when it is the one Boardlore ships (its
    /// SHA-256 is [`SHIPPED_SHA256`]); any other file, a table built here
    /// included, is [`TableError::Unknown`]. The apps load only this way.
    pub fn from_shipped_bytes(bytes: &[u8]) -> Result<Tablebase, TableError> {
        if sha256_hex(bytes) != SHIPPED_SHA256 {
            // Say what else is wrong with it first, if anything.
            Tablebase::from_bytes(bytes)?;
            return Err(TableError::Unknown);
        }
        Tablebase::from_bytes(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bagh_chal::Config;

    fn shipped() -> Vec<u8> {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../data/tablebase/bagh-chal.bltb"
        );
        read_table_bytes(std::fs::File::open(path).expect("the shipped table")).expect("read")
    }

    #[test]
    fn an_endless_source_is_refused_before_its_body_is_read() {
        // Zeros: no header, refused after 32 bytes.
        assert_eq!(
            read_table_bytes(std::io::repeat(0)),
            Err(TableError::NotATable)
        );
        // A real header, then no end: refused once past what it allows.
        let config = Config {
            forced_capture: false,
            captures_to_win: 1,
        };
        let table = Tablebase::build(config, &mut |_| {}).expect("a small table");
        let bytes = table.to_bytes();
        let endless = (&bytes[..]).chain(std::io::repeat(0));
        let limit = max_file_size(&bytes).unwrap();
        assert_eq!(limit, bytes.len(), "a full table's size is exact");
        assert_eq!(
            read_table_bytes(endless),
            Err(TableError::TooLarge { limit })
        );
        assert_eq!(read_table_bytes(&bytes[..]).as_deref(), Ok(&bytes[..]));
        // Built here: a good table, but not the shipped one.
        assert!(Tablebase::from_bytes(&bytes).is_ok());
        assert_eq!(
            Tablebase::from_shipped_bytes(&bytes),
            Err(TableError::Unknown)
        );
    }

    #[test]
    fn a_tampered_table_with_a_good_checksum_is_refused_for_play() {
        let bytes = shipped();
        assert_eq!(sha256_hex(&bytes), SHIPPED_SHA256);
        let table = Tablebase::from_shipped_bytes(&bytes).expect("the shipped table");
        let mut tampered = table.clone();
        // The slices with the fewest goats captured are kept as bytes.
        let super::super::Codes::Bytes(codes) = &mut tampered.slices[0].codes else {
            panic!("the first slice is read as bytes");
        };
        let slot = codes
            .iter()
            .position(|&c| c != super::super::NOT_CANONICAL && c != 0)
            .expect("a decided slot");
        codes[slot] = 0;
        // Written again: the FNV checksum matches the changed body.
        let forged = tampered.to_bytes();
        assert_eq!(Tablebase::from_bytes(&forged).as_ref(), Ok(&tampered));
        assert_eq!(
            Tablebase::from_shipped_bytes(&forged),
            Err(TableError::Unknown)
        );
    }
}
