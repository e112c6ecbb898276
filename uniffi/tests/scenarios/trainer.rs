//! The trainer screen's driver: opens a `TrainerScreen` on the scenario's
//! lesson step or puzzle, sends each step's action and carries out the
//! effects as the apps do: a record is kept in the progress of a game
//! store in a temporary folder and its rating sent back at once (before
//! the effects after it), a wait is answered as due once the action's
//! chain is done, in the order asked for, and cues and announcements are
//! only recorded. Each step's hand-written `expect` is checked against the
//! last frame and every effect of the step, as they came back through the
//! bindings' serialisation (`played`: every move the step's frames
//! animated; `selected`, `targets`, `hinted`, `last_move`: the names of the
//! last frame's squares with that mark).

use crate::Played;
use boardlore::{
    trainer_record_json, trainer_scenario_action, trainer_scenario_open, GameStore, ScenarioFile,
    TrainerAction, TrainerEffect, TrainerScreen,
};
use boardlore_core::{find_game, Options};
use serde_json::{json, Map, Value};
use std::collections::VecDeque;
use std::path::Path;

pub fn play(file: &ScenarioFile, store_dir: &Path) -> Result<Played, String> {
    let open = trainer_scenario_open(file.open.clone()).map_err(|e| e.to_string())?;
    let store = GameStore::open(store_dir.join("games.db").to_string_lossy().into_owned())
        .map_err(|e| e.to_string())?;
    let screen = TrainerScreen::new(open.content, open.language).map_err(|e| e.to_string())?;
    let start = screen.frame().board.position;
    let mut played = Played {
        records: Vec::new(),
        failures: Vec::new(),
    };
    if file.steps.is_empty() {
        played.failures.push("no steps".into());
    }
    for (step, (action, expect)) in file.steps.iter().zip(&file.expects).enumerate() {
        let expect: Value = serde_json::from_str(expect).map_err(|e| e.to_string())?;
        let action = trainer_scenario_action(action.clone(), screen.frame())
            .map_err(|e| format!("step {step}: {e}"))?;
        let from = played.records.len();
        let mut waits = VecDeque::new();
        send(&screen, &store, action, &mut played.records, &mut waits)?;
        while let Some(ticket) = waits.pop_front() {
            let due = TrainerAction::Due { ticket };
            send(&screen, &store, due, &mut played.records, &mut waits)?;
        }
        let records: Vec<Value> = played.records[from..]
            .iter()
            .map(|r| serde_json::from_str(r).map_err(|e| e.to_string()))
            .collect::<Result<_, _>>()?;
        for failure in check(&expect, &records, &start) {
            played.failures.push(format!("step {step}: {failure}"));
        }
    }
    Ok(played)
}

/// Sends `action`, records it, and carries out its effects: a record at
/// once (its `Recorded` sent and carried out before the next effect, as
/// the apps await it), a wait queued on `waits`.
fn send(
    screen: &TrainerScreen,
    store: &GameStore,
    action: TrainerAction,
    records: &mut Vec<String>,
    waits: &mut VecDeque<u32>,
) -> Result<(), String> {
    let update = screen.act(action.clone());
    records.push(trainer_record_json(action, update.clone()));
    for effect in update.effects {
        match effect {
            TrainerEffect::Record { record } => {
                let progress = store.learn_progress().map_err(|e| e.to_string())?;
                let rating = progress.record(record);
                store
                    .save_learn_progress(progress)
                    .map_err(|e| e.to_string())?;
                send(
                    screen,
                    store,
                    TrainerAction::Recorded { rating },
                    records,
                    waits,
                )?;
            }
            TrainerEffect::Wait { ticket, .. } => waits.push_back(ticket),
            TrainerEffect::PlayCue { .. }
            | TrainerEffect::Announce { .. }
            | TrainerEffect::Close => {}
        }
    }
    Ok(())
}

/// Each named square of `position` in `game`: its name, its piece letter
/// and its index.
fn squares(game: &str, position: &str) -> Result<Vec<(String, Option<char>, u64)>, String> {
    let game = find_game(game).map_err(|e| format!("{game:?}: {e}"))?;
    let record = game
        .from_position(&Options::new(), position)
        .map_err(|e| format!("{position:?}: {e}"))?;
    Ok(record
        .board()
        .into_iter()
        .map(|s| (s.name, s.piece, u64::from(s.square.0)))
        .collect())
}

/// The hand-written checks of one step against the last frame and every
/// effect of its records (all as JSON); each failure in words.
fn check(expect: &Value, records: &[Value], start: &str) -> Vec<String> {
    let mut failures = Vec::new();
    let Some(frame) = records.last().map(|r| &r["frame"]) else {
        return vec!["nothing recorded".into()];
    };
    let Some(expect) = expect.as_object().filter(|e| !e.is_empty()) else {
        return vec!["nothing expected".into()];
    };
    let board = || {
        squares(
            frame["game_id"].as_str().unwrap_or_default(),
            frame["board"]["position"].as_str().unwrap_or_default(),
        )
    };
    let effects = || {
        records
            .iter()
            .flat_map(|r| r["effects"].as_array().cloned().unwrap_or_default())
    };
    for (key, want) in expect {
        let got = match key.as_str() {
            "heading" | "goal" | "message" | "verdict" | "done" | "rating" | "buttons" => {
                frame[key].clone()
            }
            "heading_starts" => {
                let heading = frame["heading"].as_str().unwrap_or_default();
                if want.as_str().is_some_and(|w| heading.starts_with(w)) {
                    want.clone()
                } else {
                    json!(heading)
                }
            }
            "flipped" | "accepts_moves" => frame["board"][key].clone(),
            // Every move the step's frames animated, in order.
            "played" => records
                .iter()
                .map(|r| &r["frame"]["board"]["played"]["notation"])
                .filter(|n| !n.is_null())
                .cloned()
                .collect(),
            // The names of the squares with a mark, in the board's order.
            "selected" | "targets" | "hinted" | "last_move" => frame["board"]["squares"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|s| match key.as_str() {
                    "selected" => s["selected"] == true,
                    "targets" => s["target"] == true,
                    "hinted" => s["hint"] == true,
                    _ => s["last_from"] == true || s["last_to"] == true,
                })
                .map(|s| s["name"].clone())
                .collect(),
            "position_is_start" => json!(frame["board"]["position"] == start),
            "hint_squares" => match board() {
                Ok(board) => frame["board"]["hint_squares"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|sq| {
                        board
                            .iter()
                            .find(|s| Some(s.2) == sq.as_u64())
                            .map_or(Value::Null, |s| json!(s.0))
                    })
                    .collect(),
                Err(why) => {
                    failures.push(why);
                    continue;
                }
            },
            "piece_on" => {
                let board = match board() {
                    Ok(board) => board,
                    Err(why) => {
                        failures.push(why);
                        continue;
                    }
                };
                let mut on = Map::new();
                for square in want.as_object().into_iter().flatten().map(|(k, _)| k) {
                    match board.iter().find(|s| &s.0 == square) {
                        Some(s) => on.insert(square.clone(), json!(s.1.map(String::from))),
                        None => on.insert(square.clone(), json!(format!("no square {square}"))),
                    };
                }
                Value::Object(on)
            }
            "cues" | "records" | "waits" | "announced" => {
                let (kind, field) = match key.as_str() {
                    "cues" => ("play-cue", "cue"),
                    "records" => ("record", "record"),
                    "waits" => ("wait", "millis"),
                    _ => ("announce", "text"),
                };
                effects()
                    .filter(|e| e["type"] == kind)
                    .map(|e| e[field].clone())
                    .collect()
            }
            other => {
                failures.push(format!("unknown expectation {other:?}"));
                continue;
            }
        };
        if &got != want {
            failures.push(format!("{key} is {got}, expected {want}"));
        }
    }
    failures
}
