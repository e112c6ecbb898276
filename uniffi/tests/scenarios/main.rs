//! The scenario suite's Rust runner (see `SCENARIOS.md`): every file of
//! `tests/scenarios/` played through the mobile API as an app plays it,
//! every recorded (action, frame, effects) compared with the file's
//! `.frames.json` (written instead with `BOARDLORE_BLESS=1`), and each
//! step's hand-written `expect` checked.
//!
//! The generic part (this file) finds and loads the files, compares and
//! counts; a driver per screen kind (`game.rs`) opens its screen, carries
//! out its effects and checks its expectations.

mod game;

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
    let frames = path.with_extension("frames.json");
    if bless {
        let values: Vec<serde_json::Value> = played
            .records
            .iter()
            .map(|r| serde_json::from_str(r).map_err(|e| e.to_string()))
            .collect::<Result<_, _>>()?;
        let pretty = serde_json::to_string_pretty(&values).map_err(|e| e.to_string())?;
        std::fs::write(&frames, pretty + "\n").map_err(|e| e.to_string())?;
    } else {
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
    }
    if played.failures.is_empty() {
        Ok(())
    } else {
        Err(played.failures.join("\n  "))
    }
}

/// Whether `path` is a scenario of the trainer screen.
fn is_trainer_scenario(path: &Path) -> bool {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|text| scenario_read(text).ok())
        .is_some_and(|file| file.screen == "trainer")
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
        // The trainer's scenarios are played by tests/trainer_scenarios.rs.
        .filter(|p| !is_trainer_scenario(p))
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
    assert!(paths.len() >= 6, "at least six scenarios");
    assert_eq!(failed, 0, "scenarios: {passed} passed, {failed} failed");
}
