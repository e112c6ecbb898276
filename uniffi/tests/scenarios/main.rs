//! The scenario suite's Rust runner (see `tests/scenarios/README.md`): every file of
//! `tests/scenarios/` played through the mobile API as an app plays it,
//! every recorded (action, frame, effects) compared with the file's
//! `.frames.json` (written instead with `BOARDLORE_BLESS=1`), and each
//! step's hand-written `expect` checked.
//!
//! The generic part (this file) finds and loads the files, compares and
//! counts; a driver per screen kind (`game.rs`, `trainer.rs`, `browser.rs`) opens its
//! screen, carries out its effects and checks its expectations.

mod browser;
mod game;
mod trainer;

use boardlore::{
    scenario_expected_records, scenario_first_difference, scenario_read, ScenarioFile,
};
use std::io::Write;
use std::path::{Path, PathBuf};

/// What a driver hands back: every record as compact JSON, and the
/// failures of the hand-written checks.
pub struct Played {
    pub records: Vec<String>,
    pub failures: Vec<String>,
}

/// A screen kind's driver.
fn drive(file: &ScenarioFile, store_dir: &Path) -> Result<Played, String> {
    match file.screen.as_str() {
        "game" => game::play(file, store_dir),
        "trainer" => trainer::play(file, store_dir),
        "browser" => browser::play(file, store_dir),
        other => Err(format!("no driver for the screen {other:?}")),
    }
}

fn scenario_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios")
}

/// Plays one scenario file; `Err` says why it failed.
fn run_one(path: &Path, bless: bool) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let file = scenario_read(text).map_err(|e| e.to_string())?;
    let store_dir = std::env::temp_dir().join(format!(
        "boardlore-scenario-{}-{}",
        std::process::id(),
        file.scenario
    ));
    let _ = std::fs::remove_dir_all(&store_dir);
    std::fs::create_dir_all(&store_dir).map_err(|e| e.to_string())?;
    let played = drive(&file, &store_dir);
    let _ = std::fs::remove_dir_all(&store_dir);
    let played = played?;
    // The hand-written checks come first: frames that break them are
    // neither compared nor written.
    if !played.failures.is_empty() {
        return Err(played.failures.join("\n  "));
    }
    let frames = path.with_extension("frames.json");
    if bless {
        let values: Vec<serde_json::Value> = played
            .records
            .iter()
            .map(|r| serde_json::from_str(r).map_err(|e| e.to_string()))
            .collect::<Result<_, _>>()?;
        let mut text = String::new();
        frames_text(&serde_json::Value::Array(values), 0, &mut text);
        return std::fs::write(&frames, text + "\n").map_err(|e| e.to_string());
    }
    let expected =
        std::fs::read_to_string(&frames).map_err(|e| format!("{}: {e}", frames.display()))?;
    let expected = scenario_expected_records(expected).map_err(|e| e.to_string())?;
    for (i, (want, got)) in expected.iter().zip(&played.records).enumerate() {
        if let Some(difference) = scenario_first_difference(want.clone(), got.clone()) {
            return Err(format!("record {i}: {difference}"));
        }
    }
    if expected.len() != played.records.len() {
        return Err(format!(
            "{} records expected, {} recorded",
            expected.len(),
            played.records.len()
        ));
    }
    Ok(())
}

/// `value` as a frames file keeps it: indented, one field or item a line,
/// but an object or array that holds no object or array (a square, a
/// progress record, a list of names) on one line of its own. A record
/// stays readable, a changed square shows as one changed line, and the
/// file is much smaller than fully indented.
fn frames_text(value: &serde_json::Value, indent: usize, out: &mut String) {
    use serde_json::Value;
    let nested = |v: &Value| matches!(v, Value::Object(_) | Value::Array(_));
    let flat = match value {
        Value::Object(map) => !map.values().any(nested),
        Value::Array(items) => !items.iter().any(nested),
        _ => true,
    };
    if flat {
        out.push_str(&value.to_string());
        return;
    }
    let inner = "  ".repeat(indent + 1);
    let (open, close) = if value.is_object() {
        ('{', '}')
    } else {
        ('[', ']')
    };
    out.push(open);
    let entries: Vec<(Option<&String>, &Value)> = match value {
        Value::Object(map) => map.iter().map(|(k, v)| (Some(k), v)).collect(),
        Value::Array(items) => items.iter().map(|v| (None, v)).collect(),
        _ => Vec::new(),
    };
    for (i, (key, item)) in entries.into_iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        out.push_str(&inner);
        if let Some(key) = key {
            out.push_str(&Value::from(key.as_str()).to_string());
            out.push_str(": ");
        }
        frames_text(item, indent + 1, out);
    }
    out.push('\n');
    out.push_str(&"  ".repeat(indent));
    out.push(close);
}

#[test]
fn every_scenario_plays_as_recorded() {
    let bless = std::env::var("BOARDLORE_BLESS").is_ok_and(|v| v == "1");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(scenario_dir())
        .expect("tests/scenarios")
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "json")
                && !p.to_string_lossy().ends_with(".frames.json")
        })
        .collect();
    paths.sort();
    let (mut passed, mut failed) = (0, 0);
    for path in &paths {
        match run_one(path, bless) {
            Ok(()) => passed += 1,
            Err(why) => {
                failed += 1;
                eprintln!("scenario {} failed:\n  {why}", path.display());
            }
        }
    }
    // Written to the stream itself, past the test harness's capture, so
    // that scripts/test finds the line in cargo's output.
    let _ = writeln!(
        std::io::stderr(),
        "scenarios: {passed} passed, {failed} failed"
    );
    assert!(paths.len() >= 8, "at least eight scenarios");
    assert_eq!(failed, 0, "scenarios: {passed} passed, {failed} failed");
}
