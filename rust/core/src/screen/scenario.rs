//! The scenario files under `tests/scenarios/` (see `tests/scenarios/README.md`):
//! reading them, turning a step's action into the screen's own, and
//! comparing a recorded update with the expected one. Every platform's
//! runner calls these through the mobile API, so the files are read once.

use super::action::GameAction;
use super::effect::GameUpdate;
use super::frame::{GameFrame, SquareFrame};
use super::setup::GameSetup;
use super::trainer_frame::{TrainerAction, TrainerContent, TrainerFrame, TrainerUpdate};
use crate::i18n::Lang;
use crate::level::Level;
use serde::Deserialize;
use serde_json::Value;

/// One scenario file.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ScenarioFile {
    /// Its name (`vs-computer-bagh-chal`).
    pub scenario: String,
    /// What a person does and what must happen.
    pub about: String,
    /// The screen it drives: `game` or `trainer`.
    pub screen: String,
    /// The screen-specific opening, as JSON.
    pub open: String,
    /// Each step's action, as JSON.
    pub steps: Vec<String>,
    /// Each step's hand-written checks, as JSON (`{}` when none).
    pub expects: Vec<String>,
    /// Whether each step holds back the searches it starts until the next
    /// step's action was taken, as an engine thread still thinking does
    /// (`"hold_searches": true`).
    pub holds: Vec<bool>,
}

/// How a game scenario opens its screen.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameScenarioOpen {
    /// The game and seats of a new game (the game of a resumed one).
    pub setup: GameSetup,
    /// A save to resume instead, as kept in the store.
    pub save: Option<String>,
    /// The language of the screen.
    pub language: Lang,
    /// The level a game against the computer starts at when a save cannot be read.
    pub fallback_level: Level,
}

/// How a trainer scenario opens its screen.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TrainerScenarioOpen {
    /// The lesson step or puzzle.
    pub content: TrainerContent,
    /// The language of the screen (its code in the file: `ar`; English
    /// when absent).
    #[serde(default)]
    pub language: Lang,
}

#[derive(Deserialize)]
struct RawStep {
    #[serde(rename = "do")]
    action: Value,
    #[serde(default)]
    expect: Option<Value>,
    #[serde(default)]
    hold_searches: bool,
}

#[derive(Deserialize)]
struct RawScenario {
    scenario: String,
    #[serde(default)]
    about: String,
    screen: String,
    open: Value,
    steps: Vec<RawStep>,
}

#[derive(Deserialize)]
struct RawGameOpen {
    #[serde(flatten)]
    setup: GameSetup,
    #[serde(default)]
    save: Option<Value>,
    #[serde(default)]
    language: Lang,
    #[serde(default = "medium")]
    fallback_level: Level,
}

fn medium() -> Level {
    super::policy::DEFAULT_LEVEL
}

/// Reads a scenario file.
pub fn read(text: &str) -> Result<ScenarioFile, String> {
    let raw: RawScenario = serde_json::from_str(text).map_err(|e| e.to_string())?;
    Ok(ScenarioFile {
        scenario: raw.scenario,
        about: raw.about,
        screen: raw.screen,
        open: raw.open.to_string(),
        expects: raw
            .steps
            .iter()
            .map(|s| {
                s.expect
                    .clone()
                    .unwrap_or_else(|| Value::Object(Default::default()))
                    .to_string()
            })
            .collect(),
        holds: raw.steps.iter().map(|s| s.hold_searches).collect(),
        steps: raw
            .steps
            .into_iter()
            .map(|s| s.action.to_string())
            .collect(),
    })
}

/// Reads a game scenario's opening. A save given as a JSON object is kept
/// as its text; one given as a string is taken as it is (a damaged one).
pub fn game_open(open: &str) -> Result<GameScenarioOpen, String> {
    let raw: RawGameOpen = serde_json::from_str(open).map_err(|e| e.to_string())?;
    Ok(GameScenarioOpen {
        setup: raw.setup,
        save: raw.save.map(|save| match save {
            Value::String(text) => text,
            other => other.to_string(),
        }),
        language: raw.language,
        fallback_level: raw.fallback_level,
    })
}

/// A step's action for the game screen; squares may be named (`"c3"`),
/// as the frame names them.
pub fn game_action(step: &str, frame: &GameFrame) -> Result<GameAction, String> {
    serde_json::from_value(with_indices(step, &frame.squares)?).map_err(|e| e.to_string())
}

/// A step's action as JSON, its square named (`"c3"`) replaced by the
/// index of that square of `squares`.
fn with_indices(step: &str, squares: &[SquareFrame]) -> Result<Value, String> {
    let mut value: Value = serde_json::from_str(step).map_err(|e| e.to_string())?;
    if let Some(Value::String(name)) = value.get("square") {
        let index = squares
            .iter()
            .find(|s| &s.name == name)
            .map(|s| s.index)
            .ok_or_else(|| format!("no square {name:?} on this board"))?;
        value["square"] = Value::from(index);
    }
    Ok(value)
}

/// Reads a trainer scenario's opening.
pub fn trainer_open(open: &str) -> Result<TrainerScenarioOpen, String> {
    serde_json::from_str(open).map_err(|e| e.to_string())
}

/// A step's action for the trainer screen; squares may be named (`"c3"`),
/// as the frame's board names them.
pub fn trainer_action(step: &str, frame: &TrainerFrame) -> Result<TrainerAction, String> {
    serde_json::from_value(with_indices(step, &frame.board.squares)?).map_err(|e| e.to_string())
}

/// One recorded (action, frame, effects) of the trainer, as the
/// expected-frames files keep it.
pub fn trainer_record(action: &TrainerAction, update: &TrainerUpdate) -> Value {
    serde_json::json!({ "action": action, "frame": update.frame, "effects": update.effects })
}

/// One recorded (action, frame, effects), as the expected-frames files keep it.
pub fn game_record(action: &GameAction, update: &GameUpdate) -> Value {
    serde_json::json!({ "action": action, "frame": update.frame, "effects": update.effects })
}

/// The records of an expected-frames file, each as compact JSON.
pub fn expected_records(text: &str) -> Result<Vec<String>, String> {
    let records: Vec<Value> = serde_json::from_str(text).map_err(|e| e.to_string())?;
    Ok(records.iter().map(Value::to_string).collect())
}

/// The first field where `actual` differs from `expected` (both JSON),
/// as a path with both values; `None` when they are equal.
pub fn first_difference(expected: &str, actual: &str) -> Option<String> {
    let parse =
        |text: &str| serde_json::from_str::<Value>(text).unwrap_or(Value::String(text.to_string()));
    difference(&parse(expected), &parse(actual), "")
}

fn difference(expected: &Value, actual: &Value, path: &str) -> Option<String> {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            let keys = e.keys().chain(a.keys().filter(|k| !e.contains_key(*k)));
            keys.map(|k| {
                let field = format!("{path}.{k}");
                match (e.get(k), a.get(k)) {
                    (Some(ev), Some(av)) => difference(ev, av, &field),
                    (ev, av) => Some(format!("{field}: expected {ev:?}, got {av:?}")),
                }
            })
            .find_map(|d| d)
        }
        (Value::Array(e), Value::Array(a)) => e
            .iter()
            .zip(a)
            .enumerate()
            .find_map(|(i, (ev, av))| difference(ev, av, &format!("{path}[{i}]")))
            .or_else(|| {
                (e.len() != a.len())
                    .then(|| format!("{path}: expected {} items, got {}", e.len(), a.len()))
            }),
        _ if expected == actual => None,
        _ => Some(format!("{path}: expected {expected}, got {actual}")),
    }
}
