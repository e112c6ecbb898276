//! `boardlore engine`: the tournament mode. Two programs play each other,
//! each relaying the other's moves: we read the opponent's moves from stdin,
//! one per line, and write ours to stdout, one per line and nothing else.
//! Diagnostics go to stderr. It never crashes on bad input: an unreadable or
//! illegal line is answered `ERROR <why>` and we keep waiting.

use crate::common::GameArgs;
use crate::player::parse_player;
use boardlore_core::ai::Engine;
use boardlore_core::engine_protocol::{classify, read_line, Line, Message};
use boardlore_core::limits::{bytes, MAX_ENGINE_LINE_BYTES};
use boardlore_core::{AnyMatch, MoveInfo, Outcome, Side};
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

/// Arguments of `boardlore engine`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    tables: crate::tablebase::TableArgs,
    /// Our side, as `boardlore games` lists it (Bagh Chal: goats or tigers).
    #[arg(long)]
    side: String,
    /// Our strength: a level or a configuration (see `arena`).
    #[arg(long, default_value = "expert")]
    level: String,
    /// Seed for the easy level's choices.
    #[arg(long, default_value_t = 0)]
    seed: u64,
}

pub fn run(args: Args) -> Result<(), String> {
    args.tables.install()?;
    let mut record = args.game.record(None)?;
    let info = record.info();
    let ours = info.side_by_name(&args.side).ok_or_else(|| {
        let keys: Vec<&str> = info.sides.iter().map(|s| s.key).collect();
        boardlore_core::tr!(
            crate::common::env_lang(),
            "error-unknown-side",
            side = format!("{:?}", args.side),
            sides = keys.join(", ")
        )
    })?;
    let settings = parse_player(&args.level)?.with_seed(args.seed);
    let tournament_form = info.id == "bagh-chal";
    let mut engine = Engine::default();
    let never = AtomicBool::new(false);
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    let mut say = |text: &str| -> Result<(), String> {
        writeln!(out, "{text}")
            .and_then(|()| out.flush())
            .map_err(|e| format!("stdout: {e}"))
    };
    eprintln!(
        "boardlore engine: {} as {}",
        info.name,
        info.side(ours).name
    );
    loop {
        if let Some(outcome) = record.outcome() {
            say(&result_line(outcome, ours))?;
            eprintln!("{}", info.describe(outcome));
            return Ok(());
        }
        if record.status().side_to_move == ours {
            let thought = record
                .think(&mut engine, &settings, &never)
                .map_err(|e| e.to_string())?;
            let played = record.play(&thought.notation).map_err(|e| e.to_string())?;
            eprintln!(
                "we play {} (score {}, depth {}, {} nodes, {} ms)",
                played.notation,
                thought.score,
                thought.depth,
                thought.nodes,
                thought.elapsed.as_millis()
            );
            say(&written(&played, record.as_ref(), tournament_form))?;
            continue;
        }
        let line = match read_line(&mut input) {
            Ok(Some(Line::Text(line))) => line,
            Ok(Some(Line::TooLong { bytes: length })) => {
                say(&format!(
                    "ERROR the line is {}; the limit is {}",
                    bytes(length),
                    bytes(MAX_ENGINE_LINE_BYTES)
                ))?;
                continue;
            }
            Ok(Some(Line::NotText)) => {
                say("ERROR unreadable input: the line is not UTF-8")?;
                continue;
            }
            Ok(None) => {
                eprintln!("boardlore engine: the opponent closed the input");
                return Ok(());
            }
            Err(e) => return Err(format!("stdin: {e}")),
        };
        match classify(&line) {
            Message::Blank => {}
            // The other program's own protocol lines: answering them with ERROR
            // would make two engines bounce errors at each other for ever.
            Message::Protocol(text) => eprintln!("opponent says: {text}"),
            Message::Move(text) => match record.play(text) {
                Ok(played) => eprintln!("they play {}", played.notation),
                Err(e) => say(&format!("ERROR {e}"))?,
            },
        }
    }
}

/// `RESULT win|loss|draw <reason>`, from our point of view.
fn result_line(outcome: Outcome, ours: Side) -> String {
    let word = match outcome.score_for(ours) {
        1 => "win",
        -1 => "loss",
        _ => "draw",
    };
    format!("RESULT {word} {}", outcome.reason.phrase())
}

/// Our move as the opponent reads it: the tournament form `A-1 B-2` (start
/// and final square) or `C-3` (a placement) for Bagh Chal, canonical otherwise.
pub(crate) fn written(played: &MoveInfo, record: &dyn AnyMatch, tournament_form: bool) -> String {
    let width = record.geometry().width;
    let square = |s: boardlore_core::Square| {
        let name = s.name(width).to_string().to_ascii_uppercase();
        format!("{}-{}", &name[..1], &name[1..])
    };
    match (tournament_form, played.detail.endpoints()) {
        (true, Some((Some(from), to))) => format!("{} {}", square(from), square(to)),
        (true, Some((None, to))) => square(to),
        _ => played.notation.clone(),
    }
}
