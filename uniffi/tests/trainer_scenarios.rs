//! The trainer's scenarios (`tests/scenarios/trainer-*.json`) played
//! through the mobile API as an app plays them: each action goes to a
//! `TrainerScreen`, and its effects are carried out at once and in order
//! (a record is kept in a game store in a temporary folder and its rating
//! sent back, a wait is sent back as due at once, cues and announcements
//! are noted) until none is pending. Each step's hand-written `expect`
//! is checked against the last frame and every effect of the step.
//!
//! Until the three scenario runners take them, this is where they run.

use boardlore::{
    trainer_action_json, trainer_update_json, GameStore, TrainerAction, TrainerContent,
    TrainerEffect, TrainerFrame, TrainerScreen, TrainerUpdate,
};
use boardlore_core::{find_game, Options};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

fn scenario_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios")
}

/// The piece letter on each named square of `position`.
fn pieces(game: &str, position: &str) -> Vec<(String, Option<char>, u32)> {
    let record = find_game(game)
        .unwrap()
        .from_position(&Options::new(), position)
        .unwrap();
    record
        .board()
        .into_iter()
        .map(|s| (s.name, s.piece, u32::from(s.square.0)))
        .collect()
}

/// Everything one step did: the updates and the effects, in order.
#[derive(Default)]
struct Played {
    frames: Vec<TrainerFrame>,
    effects: Vec<TrainerEffect>,
    /// Every (action, frame, effects), as the exported serialiser writes them.
    records: Vec<Value>,
}

/// Sends `action` and carries out the effects until none is pending.
fn run(screen: &TrainerScreen, store: &GameStore, action: TrainerAction) -> Played {
    let mut played = Played::default();
    let mut queue = vec![action];
    while let Some(action) = queue.pop() {
        let update = screen.act(action.clone());
        let record: Value = serde_json::from_str(&trainer_update_json(update.clone())).unwrap();
        let action: Value = serde_json::from_str(&trainer_action_json(action)).unwrap();
        played.records.push(
            json!({ "action": action, "frame": record["frame"], "effects": record["effects"] }),
        );
        let TrainerUpdate { frame, effects } = update;
        played.frames.push(frame);
        let mut next = Vec::new();
        for effect in &effects {
            match effect {
                TrainerEffect::Record { record } => {
                    let progress = store.learn_progress().unwrap();
                    let rating = progress.record(record.clone());
                    store.save_learn_progress(progress).unwrap();
                    next.push(TrainerAction::Recorded { rating });
                }
                TrainerEffect::Wait { ticket, .. } => {
                    next.push(TrainerAction::Due { ticket: *ticket })
                }
                TrainerEffect::PlayCue { .. }
                | TrainerEffect::Announce { .. }
                | TrainerEffect::Close => {}
            }
        }
        played.effects.extend(effects);
        // In the order asked for.
        queue.extend(next.into_iter().rev());
    }
    played
}

fn check(name: &str, step: usize, what: &str, got: Value, want: &Value) {
    assert_eq!(
        &got,
        want,
        "{name}, step {}: {what} is {got}, expected {want}",
        step + 1
    );
}

fn play_scenario(path: &Path, store_dir: &Path) {
    let text = std::fs::read_to_string(path).unwrap();
    let scenario: Value = serde_json::from_str(&text).unwrap();
    let name = scenario["scenario"].as_str().unwrap().to_string();
    assert_eq!(scenario["screen"], "trainer");
    let content: TrainerContent =
        serde_json::from_value(scenario["open"]["content"].clone()).unwrap();
    let language = scenario["open"]["language"].as_str().unwrap().to_string();
    let store =
        GameStore::open(store_dir.join(format!("{name}.db")).display().to_string()).unwrap();
    let screen = TrainerScreen::new(content, language).unwrap();
    let start = screen.frame().board.position;
    let steps = scenario["steps"].as_array().unwrap();
    assert!(!steps.is_empty(), "{name}: no steps");
    for (i, step) in steps.iter().enumerate() {
        let action: TrainerAction = serde_json::from_value(step["do"].clone()).unwrap();
        let played = run(&screen, &store, action);
        let frame = played.frames.last().unwrap();
        let frame_json = played.records.last().unwrap()["frame"].clone();
        assert_eq!(frame_json, serde_json::to_value(frame).unwrap());
        let board = pieces(&frame.game_id, &frame.board.position);
        let expect = step["expect"].as_object().unwrap();
        assert!(
            !expect.is_empty(),
            "{name}, step {}: nothing expected",
            i + 1
        );
        for (key, want) in expect {
            let got = match key.as_str() {
                "heading" | "goal" | "message" | "verdict" | "done" | "rating" => {
                    frame_json[key].clone()
                }
                "heading_starts" => {
                    if frame.heading.starts_with(want.as_str().unwrap()) {
                        want.clone()
                    } else {
                        json!(frame.heading)
                    }
                }
                "played" | "flipped" | "accepts_moves" => frame_json["board"][key].clone(),
                "buttons" => frame_json["buttons"].clone(),
                "position_is_start" => json!(frame.board.position == start),
                "hint_squares" => json!(frame
                    .board
                    .hint_squares
                    .iter()
                    .map(|&sq| board.iter().find(|s| s.2 == sq).unwrap().0.clone())
                    .collect::<Vec<_>>()),
                "piece_on" => {
                    let mut on = serde_json::Map::new();
                    for square in want.as_object().unwrap().keys() {
                        let piece = board
                            .iter()
                            .find(|s| &s.0 == square)
                            .unwrap_or_else(|| panic!("{name}: no square {square}"))
                            .1;
                        on.insert(square.clone(), json!(piece.map(|c| c.to_string())));
                    }
                    Value::Object(on)
                }
                "cues" | "records" | "waits" | "announced" => {
                    let list: Vec<Value> = played
                        .effects
                        .iter()
                        .map(|e| serde_json::to_value(e).unwrap())
                        .filter_map(|e| match (key.as_str(), e["type"].as_str()) {
                            ("cues", Some("play-cue")) => Some(e["cue"].clone()),
                            ("waits", Some("wait")) => Some(e["millis"].clone()),
                            ("announced", Some("announce")) => Some(e["text"].clone()),
                            ("records", Some("record")) => Some(e["record"].clone()),
                            _ => None,
                        })
                        .collect();
                    json!(list)
                }
                other => panic!("{name}: unknown expectation {other:?}"),
            };
            check(&name, i, key, got, want);
        }
    }
}

#[test]
fn every_trainer_scenario_plays_as_written() {
    let dir = std::env::temp_dir().join(format!("boardlore-trainer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files: Vec<PathBuf> = std::fs::read_dir(scenario_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with("trainer-")
                && name.ends_with(".json")
                && !name.ends_with(".frames.json")
        })
        .collect();
    files.sort();
    assert!(files.len() >= 3, "trainer scenarios: {files:?}");
    for file in &files {
        play_scenario(file, &dir);
    }
    let _ = std::fs::remove_dir_all(&dir);
    println!("scenarios: {} passed, 0 failed", files.len());
}
