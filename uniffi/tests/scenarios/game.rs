//! The game screen's driver: opens a `GameScreenHandle`, sends each step's
//! action, carries out the effects as an app does (searches run here, saves
//! made in a store in a temporary folder) until none is pending, and checks
//! each step's `expect`.

use crate::Played;
use boardlore::{
    game_record_json, game_scenario_action, game_scenario_open, GameAction, GameEffect, GameFrame,
    GameScreenHandle, GameStore, ScenarioFile,
};
use serde_json::Value;
use std::collections::VecDeque;
use std::path::Path;
use std::sync::Arc;

pub fn play(file: &ScenarioFile, store_dir: &Path) -> Result<Played, String> {
    let open = game_scenario_open(file.open.clone()).map_err(|e| e.to_string())?;
    let store = GameStore::open(store_dir.join("games.db").to_string_lossy().into_owned())
        .map_err(|e| e.to_string())?;
    let screen = match open.save.clone() {
        Some(save) => GameScreenHandle::resume(
            save,
            open.setup.game_id.clone(),
            open.fallback_level,
            open.language,
            open.setup.budget,
        ),
        None => GameScreenHandle::new(open.setup.clone(), open.language),
    }
    .map_err(|e| e.to_string())?;
    let mut played = Played {
        records: Vec::new(),
        failures: Vec::new(),
    };
    let mut held: Vec<u64> = Vec::new();
    for (step, (action, expect)) in file.steps.iter().zip(&file.expects).enumerate() {
        let expect: Value = serde_json::from_str(expect).map_err(|e| e.to_string())?;
        let hold = file.holds.get(step).copied().unwrap_or(false);
        let action = game_scenario_action(action.clone(), screen.frame())
            .map_err(|e| format!("step {step}: {e}"))?;
        let mut effects_seen: Vec<GameEffect> = Vec::new();
        let mut queue: VecDeque<GameAction> = VecDeque::from([action]);
        let mut jobs: VecDeque<u64> = held.drain(..).collect();
        loop {
            let Some(action) = queue.pop_front() else {
                // Searches held back by the last step run once its action was taken.
                match jobs.pop_front() {
                    Some(job) => {
                        queue.push_back(screen.run_search(job));
                        continue;
                    }
                    None => break,
                }
            };
            let update = screen.act(action.clone());
            played
                .records
                .push(game_record_json(action, update.clone()));
            for effect in &update.effects {
                match effect {
                    GameEffect::StartSearch { job, .. } if hold => held.push(*job),
                    GameEffect::StartSearch { job, .. } => queue.push_back(screen.run_search(*job)),
                    GameEffect::Save { save, .. } => {
                        queue.push_back(screen.save_to(Arc::clone(&store), save.clone()))
                    }
                    _ => {}
                }
            }
            effects_seen.extend(update.effects);
        }
        let frame = screen.frame();
        for failure in check(&expect, &frame, &effects_seen) {
            played.failures.push(format!("step {step}: {failure}"));
        }
    }
    Ok(played)
}

fn effect_name(effect: &GameEffect) -> String {
    match effect {
        GameEffect::StartSearch { purpose, .. } => format!("start_search:{}", json_name(purpose)),
        GameEffect::CancelSearch { .. } => "cancel_search".into(),
        GameEffect::Save { over, .. } => {
            if *over {
                "save:over".into()
            } else {
                "save".into()
            }
        }
        GameEffect::Cue { feedback } => format!("cue:{}", json_name(&feedback.cue)),
        GameEffect::Announce { .. } => "announce".into(),
        GameEffect::OpenReview { .. } => "open_review".into(),
        GameEffect::OpenBrowser { .. } => "open_browser".into(),
        GameEffect::ShowError { .. } => "show_error".into(),
    }
}

fn json_name(value: &impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(String::from))
        .unwrap_or_default()
}

/// The hand-written checks of one step against the frame after it and the
/// effects it caused; each failure in words.
fn check(expect: &Value, frame: &GameFrame, effects: &[GameEffect]) -> Vec<String> {
    let mut failures = Vec::new();
    let mut fail = |what: String| failures.push(what);
    let frame_json = serde_json::to_value(frame).unwrap_or(Value::Null);
    let Some(expect) = expect.as_object() else {
        return failures;
    };
    for (key, want) in expect {
        match key.as_str() {
            "pieces" => {
                for (name, letter) in want.as_object().into_iter().flatten() {
                    let got = frame
                        .squares
                        .iter()
                        .find(|s| &s.name == name)
                        .map(|s| s.piece.clone());
                    match got {
                        Some(piece) if Value::from(piece.clone()) == *letter => {}
                        Some(piece) => fail(format!("{name}: expected {letter}, found {piece:?}")),
                        None => fail(format!("no square {name}")),
                    }
                }
            }
            "refused" => {
                if frame.refusal.is_some() != (want == &Value::Bool(true)) {
                    fail(format!(
                        "refused: expected {want}, refusal {:?}",
                        frame.refusal
                    ));
                }
            }
            "turns" => {
                if want.as_u64() != u64::try_from(frame.turns.len()).ok() {
                    fail(format!(
                        "turns: expected {want}, found {}",
                        frame.turns.len()
                    ));
                }
            }
            "last_turn" => {
                let last = frame.turns.last().map(|t| t.text.clone());
                if last.as_deref() != want.as_str() {
                    fail(format!("last_turn: expected {want}, found {last:?}"));
                }
            }
            "status_contains" => {
                if !want.as_str().is_some_and(|w| frame.status_text.contains(w)) {
                    fail(format!(
                        "status: expected {want} in {:?}",
                        frame.status_text
                    ));
                }
            }
            "hint_shown" => {
                if frame.hint.is_some() != (want == &Value::Bool(true)) {
                    fail(format!(
                        "hint_shown: expected {want}, hint {:?}",
                        frame.hint
                    ));
                }
            }
            "effects" => {
                let names: Vec<String> = effects.iter().map(effect_name).collect();
                for name in want
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                {
                    if !names.iter().any(|n| n == name) {
                        fail(format!("effect {name} expected among {names:?}"));
                    }
                }
            }
            "no_effects" => {
                let names: Vec<String> = effects.iter().map(effect_name).collect();
                for name in want
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                {
                    if names.iter().any(|n| n == name) {
                        fail(format!("effect {name} not expected, found in {names:?}"));
                    }
                }
            }
            // Any other key names a field of the frame, compared as is.
            field => match frame_json.get(field) {
                Some(got) if got == want => {}
                got => fail(format!("{field}: expected {want}, found {got:?}")),
            },
        }
    }
    failures
}
