//! The browser screen's driver: opens a `BrowserScreenHandle` on the
//! scenario's game, sends each step's action and carries out the effects
//! as the apps do: a `StartReview`'s job is run through the handle
//! (`run_review`, here at once) and its answer sent back; a
//! `CancelReview` the handle carried out itself. Each step's hand-written
//! `expect` is checked against the last frame and the step's effects.

use crate::Played;
use boardlore::{
    browser_record_json, browser_scenario_action, browser_scenario_open, BrowserEffect,
    BrowserFrame, BrowserScreenHandle, ScenarioFile,
};
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::path::Path;

pub fn play(file: &ScenarioFile, _store_dir: &Path) -> Result<Played, String> {
    let open = browser_scenario_open(file.open.clone()).map_err(|e| e.to_string())?;
    let screen = BrowserScreenHandle::new(open, None).map_err(|e| e.to_string())?;
    let mut played = Played {
        records: Vec::new(),
        failures: Vec::new(),
    };
    if file.steps.is_empty() {
        played.failures.push("no steps".into());
    }
    for (step, (action, expect)) in file.steps.iter().zip(&file.expects).enumerate() {
        let expect: Value = serde_json::from_str(expect).map_err(|e| e.to_string())?;
        let action =
            browser_scenario_action(action.clone()).map_err(|e| format!("step {step}: {e}"))?;
        let mut effects = Vec::new();
        let mut queue = VecDeque::from([action]);
        while let Some(action) = queue.pop_front() {
            let update = screen.act(action.clone());
            played
                .records
                .push(browser_record_json(action, update.clone()));
            for effect in &update.effects {
                if let BrowserEffect::StartReview { job, .. } = effect {
                    queue.push_back(screen.run_review(*job));
                }
            }
            effects.extend(update.effects);
        }
        for failure in check(&expect, &screen.frame(), &effects) {
            played.failures.push(format!("step {step}: {failure}"));
        }
    }
    Ok(played)
}

fn effect_name(effect: &BrowserEffect) -> &'static str {
    match effect {
        BrowserEffect::StartReview { .. } => "start_review",
        BrowserEffect::CancelReview { .. } => "cancel_review",
    }
}

/// The hand-written checks of one step against the frame after it and the
/// effects it caused; each failure in words.
fn check(expect: &Value, frame: &BrowserFrame, effects: &[BrowserEffect]) -> Vec<String> {
    let mut failures = Vec::new();
    let frame_json = serde_json::to_value(frame).unwrap_or(Value::Null);
    let Some(expect) = expect.as_object().filter(|e| !e.is_empty()) else {
        return vec!["nothing expected".into()];
    };
    let square = |name: &str| frame.squares.iter().find(|s| s.name == name);
    for (key, want) in expect {
        let got = match key.as_str() {
            "pieces" => want
                .as_object()
                .into_iter()
                .flatten()
                .map(|(name, _)| {
                    let piece =
                        square(name).map_or(json!(format!("no square {name}")), |s| json!(s.piece));
                    (name.clone(), piece)
                })
                .collect(),
            "last_move" => {
                let mut names: Vec<&str> = frame
                    .squares
                    .iter()
                    .filter(|s| s.last_from || s.last_to)
                    .map(|s| s.name.as_str())
                    .collect();
                names.sort_unstable();
                json!(names)
            }
            "review_state" => frame_json["review"]["state"].clone(),
            "labelled_rows" => json!(frame.rows.iter().filter(|r| r.label.is_some()).count()),
            "rows" => json!(frame
                .rows
                .iter()
                .map(|r| r.text.clone())
                .collect::<Vec<_>>()),
            "arrows" => json!(frame.arrows.len()),
            "effects" => json!(effects.iter().map(effect_name).collect::<Vec<_>>()),
            // Any other key names a field of the frame, compared as is.
            field => frame_json.get(field).cloned().unwrap_or(Value::Null),
        };
        if &got != want {
            failures.push(format!("{key} is {got}, expected {want}"));
        }
    }
    failures
}
