//! `boardlore review`: the engine's review of every move of a game, from a
//! save or a PGN-style file.

use crate::common::{read_capped, LangArgs};
use boardlore_core::after::words as after_words;
use boardlore_core::ai::{Engine, Level};
use boardlore_core::i18n::Lang;
use boardlore_core::i18n::{self, Arg};
use boardlore_core::limits::{short_path, MAX_SAVE_BYTES};
use boardlore_core::pgn;
use boardlore_core::review::{self, words, DEFAULT_LEVEL};
use boardlore_core::session::Session;
use std::io::{IsTerminal, Write};
use std::sync::atomic::AtomicBool;

/// Arguments of `boardlore review`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// A save file (the core's, or an app's) or a PGN-style file.
    file: String,
    /// Search each position with this level's node budget.
    #[arg(long, default_value_t = DEFAULT_LEVEL)]
    level: Level,
    /// Print the review as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    lang: LangArgs,
    /// With a Bagh Chal tablebase the sliding phase is judged exactly: a
    /// move that throws away a win or a draw is a blunder.
    #[command(flatten)]
    tables: crate::tablebase::TableArgs,
}

/// Reads a game from save text or PGN-style text (which starts with a tag).
pub fn read_game(path: &str, lang: Lang) -> Result<Session, String> {
    let text = read_capped(path, MAX_SAVE_BYTES, lang)?;
    if text
        .trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('[')
    {
        pgn::import(&text)
            .map(|import| import.session)
            .map_err(|e| format!("{}: {}", short_path(path), e.text_in(lang)))
    } else {
        Session::restore(&text).map_err(|e| format!("{}: {}", short_path(path), e.text_in(lang)))
    }
}

pub fn run(args: Args) -> Result<(), String> {
    let lang = args.lang.lang()?;
    args.tables.install()?;
    let mut session = read_game(&args.file, lang)?;
    session.set_language(lang);
    let record = session.record();
    let info = record.info();
    let settings = review::settings_for(record, args.level);
    let mut engine = Engine::default();
    let tty = std::io::stderr().is_terminal();
    let review = review::review(
        record,
        &mut engine,
        &settings,
        &AtomicBool::new(false),
        &mut |done, total| {
            if tty {
                let progress = i18n::text(
                    lang,
                    "cli-review-progress",
                    &[("done", Arg::from(done)), ("total", Arg::from(total))],
                );
                eprint!("\r{progress}");
                std::io::stderr().flush().ok();
            }
        },
    )
    .map_err(|e| e.to_string())?;
    if tty {
        eprintln!();
    }
    if args.json {
        println!("{}", review.to_json());
        return Ok(());
    }
    println!(
        "{}",
        i18n::text(
            lang,
            "review-header",
            &[
                ("game", Arg::from(info.name_in(lang))),
                ("nodes", Arg::from(review.nodes)),
                (
                    "level",
                    Arg::from(after_words::level_name(args.level, lang))
                ),
            ],
        )
    );
    for mv in &review.moves {
        let mut line = format!(
            "{:>5} {:<10} {:<10} {} → {}",
            mv.turn,
            mv.played,
            words::label(mv.label, lang),
            words::evaluation(info, mv.side, &mv.before, lang),
            words::evaluation(info, mv.side, &mv.after, lang),
        );
        if let Some(change) = words::result_change(mv, lang) {
            line.push_str(&format!("   {change}"));
        }
        if let Some(reason) = words::reason(info, mv, lang) {
            line.push_str(&format!("   {reason}"));
        }
        if mv.label != review::MoveLabel::Best && mv.best != mv.played && !mv.best.is_empty() {
            let better = if mv.line.len() > 1 {
                i18n::text(
                    lang,
                    "review-better-line",
                    &[
                        ("move", Arg::from(&mv.best)),
                        ("line", Arg::from(mv.line.join(" "))),
                    ],
                )
            } else {
                i18n::text(lang, "review-better", &[("move", Arg::from(&mv.best))])
            };
            line.push_str(&format!("   {better}"));
        }
        println!("{}", line.trim_end());
    }
    for side in &info.sides {
        println!(
            "{}",
            after_words::review_summary(info, side.side, &review, lang)
        );
    }
    if let Some(result) = session.result_text() {
        println!("{result}");
    }
    Ok(())
}
