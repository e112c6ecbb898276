//! The committed table of the default rules (`data/tablebase/bagh-chal.bltb`,
//! the compact file the apps ship): its SHA-256, its header, and random
//! positions checked against their successors and a search of the rules.
//! Rebuild it with `boardlore tablebase build bagh-chal --compact --out FILE`
//! (deterministic: the same bytes); see docs/tablebase.md.

use boardlore_core::games::bagh_chal::tablebase::Tablebase;
use boardlore_core::games::bagh_chal::{BaghChal, Config};
use boardlore_core::table_value::Value;
use boardlore_core::Game;
use sha2::{Digest, Sha256};

/// The SHA-256 of the committed file, also in docs/tablebase.md.
const SHA256: &str = "aa720c14cb56fb4450f57164076bda41b9aacd94d00cc3b9b0fe6062241da329";

fn bytes() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../data/tablebase/bagh-chal.bltb"
    );
    std::fs::read(path).expect("the committed tablebase")
}

#[test]
fn the_committed_table_is_the_one_built() {
    let bytes = bytes();
    assert!(
        bytes.len() <= 12 << 20,
        "{} bytes: over the 12 MB budget",
        bytes.len()
    );
    let digest: String = Sha256::digest(&bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(digest, SHA256);
    let table = Tablebase::from_bytes(&bytes).expect("a table");
    assert_eq!(table.config(), Config::default());
    assert!(!table.is_full());
    let report = table.verify_sample(300, 3, 42).expect("sample verifies");
    assert_eq!(report.searched, 300);
    assert!(report.proven > 0);
}

#[test]
fn the_committed_table_knows_positions_reasoned_by_hand() {
    let table = Tablebase::from_bytes(&bytes()).expect("a table");
    let config = Config::default();
    let probe = |text: &str| table.probe(&BaghChal::parse(text, config).expect("position"));
    // Tigers in the corners, the one empty point c2 out of their reach.
    assert_eq!(
        probe("TGGGT/GGGGG/GGGGG/GG1GG/TGGGT t 0 0"),
        Some(Value::Loss { plies: 0 })
    );
    // Goats to move with c3 empty: c2-c3 traps every tiger.
    assert_eq!(
        probe("TGGGT/GGGGG/GG1GG/GGGGG/TGGGT g 0 0"),
        Some(Value::Win { plies: 1 })
    );
    // Four goats captured, a tiger to jump a fifth: the tigers win at once.
    assert_eq!(
        probe("TGGGT/GGGGG/GG1GG/GGG2/TG2T t 0 4"),
        Some(Value::Win { plies: 1 })
    );
    assert_eq!(probe("T3T/5/5/5/T3T g 20 0"), None);
}
