//! `boardlore play`: a game in the terminal, against a person or the
//! computer. Seats, the turn policy, explanations and every text come from
//! the core's [`Session`], as on the phones.

use crate::common::{next_input_line, write_atomically, GameArgs, LangArgs};
use boardlore_core::ai::{Engine, Level, SearchSettings};
use boardlore_core::i18n::{shown_move, Lang};
use boardlore_core::limits::{short_path, MAX_SAVE_BYTES};
use boardlore_core::session::{history, Seats, Session};
use boardlore_core::{tr, Square};
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

/// Arguments of `boardlore play`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    tables: crate::tablebase::TableArgs,
    /// The side the computer plays (a side key such as `tigers`, as `boardlore games` lists).
    #[arg(long, value_name = "SIDE")]
    vs_computer: Option<String>,
    /// Start from this position instead of the start position.
    #[arg(long)]
    fen: Option<String>,
    /// The computer's strength: easy, medium, hard, expert, perfect, or a
    /// configuration such as `level=hard,nodes=20000` (see `arena`).
    #[arg(long, default_value = "medium", value_name = "LEVEL")]
    level: String,
    /// Seed for the computer's choices (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Show the engine's numbers (score, depth, nodes, time) with its moves and hints.
    #[arg(long)]
    verbose: bool,
    #[command(flatten)]
    lang: LangArgs,
}

/// The computer's search: the settings from `--level`, seeded per move.
struct Computer {
    settings: SearchSettings,
    engine: Engine,
    rng: SplitMix,
    verbose: bool,
}

impl Computer {
    fn think(&mut self, session: &Session) -> Result<boardlore_core::ai::Thought, String> {
        let settings = self.settings.clone().with_seed(self.rng.next());
        self.search(session, settings)
    }

    /// A hint: [`Computer::think`], reading a solved table where one knows
    /// the position ([`SearchSettings::for_hint`]).
    fn hint(&mut self, session: &Session) -> Result<boardlore_core::ai::Thought, String> {
        let in_table = session.record().table_value().is_some();
        let settings = self.settings.clone().with_seed(self.rng.next());
        self.search(session, settings.for_hint(in_table))
    }

    fn search(
        &mut self,
        session: &Session,
        settings: SearchSettings,
    ) -> Result<boardlore_core::ai::Thought, String> {
        session
            .record()
            .think(&mut self.engine, &settings, &AtomicBool::new(false))
            .map_err(|e| e.to_string())
    }

    /// ` (score 38, depth 2, 424 nodes, 3 ms)` with `--verbose`, else nothing.
    fn numbers(&self, thought: &boardlore_core::ai::Thought) -> String {
        if !self.verbose {
            return String::new();
        }
        format!(
            " (score {}, depth {}, {} nodes, {} ms, line {})",
            thought.score,
            thought.depth,
            thought.nodes,
            thought.elapsed.as_millis(),
            thought.principal_variation.join(" ")
        )
    }
}

pub fn run(args: Args) -> Result<(), String> {
    let lang = args.lang.lang()?;
    args.tables.install()?;
    let record = args.game.record_in(args.fen.as_deref(), lang)?;
    let settings = crate::player::parse_player_in(&args.level, lang)?;
    let seats = match &args.vs_computer {
        Some(name) => {
            let side = record.info().side_by_name(name).ok_or_else(|| {
                let keys: Vec<&str> = record.info().sides.iter().map(|s| s.key).collect();
                tr!(
                    lang,
                    "error-unknown-side",
                    side = format!("{name:?}"),
                    sides = keys.join(", ")
                )
            })?;
            Seats::against_computer(side.opponent(), settings.level.unwrap_or(Level::Medium))
        }
        None => Seats::humans(),
    };
    let mut session = Session::from_record(record, seats);
    session.set_language(lang);
    let mut computer = Computer {
        settings,
        engine: Engine::default(),
        rng: SplitMix(args.seed.unwrap_or_else(clock_seed)),
        verbose: args.verbose,
    };
    let stdin = io::stdin();
    let mut input = stdin.lock();
    println!(
        "{}",
        tr!(
            lang,
            "cli-play-banner",
            game = session.record().info().name_in(lang)
        )
    );
    let mut show_board = true;
    loop {
        if show_board {
            print_board(&session);
        }
        show_board = true;
        if session.outcome().is_some() {
            println!("{}", tr!(lang, "cli-play-game-over"));
        } else if session.computer_to_move().is_some() {
            let revision = session.revision();
            let thought = computer.think(&session)?;
            let played = session
                .play_computer_move(revision, thought.move_index)
                .map_err(|e| e.to_string())?;
            println!(
                "{}",
                tr!(
                    lang,
                    "cli-play-computer-plays",
                    move = shown_move(lang, &played.notation),
                    numbers = computer.numbers(&thought)
                )
            );
            continue;
        }
        print!("> ");
        if io::stdout().flush().is_err() {
            // Nobody reads any more (a closed pipe): nothing more to say.
            return Ok(());
        }
        let line = match next_input_line(&mut input, lang) {
            None => return Ok(()),
            Some(Ok(line)) => line,
            Some(Err(why)) => {
                println!("{why}");
                show_board = false;
                continue;
            }
        };
        let line = line.trim();
        let (command, argument) = line
            .split_once(' ')
            .map_or((line, ""), |(c, a)| (c, a.trim()));
        // Commands that change nothing leave the board as it was printed.
        show_board = false;
        match command {
            "" => {}
            "quit" | "exit" => return Ok(()),
            "help" => println!("{}", tr!(lang, "cli-play-help")),
            "fen" => println!("{}", session.record().position_text()),
            "moves" => {
                let moves: Vec<String> = session
                    .legal_moves()
                    .iter()
                    .map(|m| shown_move(lang, &m.notation))
                    .collect();
                println!(
                    "{}",
                    tr!(
                        lang,
                        "cli-play-legal",
                        count = moves.len(),
                        moves = moves.join(" ")
                    )
                );
            }
            "history" => {
                for line in history::round_lines(&session.turns(), lang) {
                    println!("{line}");
                }
            }
            "hint" if session.outcome().is_none() => match computer.hint(&session) {
                Ok(thought) => {
                    let numbers = computer.numbers(&thought);
                    let hint = tr!(lang, "cli-play-hint", move = shown_move(lang, &thought.notation), numbers = numbers);
                    let verdict = session
                        .record()
                        .verdict(lang)
                        .map(|v| format!(" ({v})"))
                        .unwrap_or_default();
                    println!("{hint}{verdict}")
                }
                Err(e) => println!("{e}"),
            },
            "undo" => {
                show_board = report(lang, "cli-play-undone", session.undo());
            }
            "redo" => {
                show_board = report(lang, "cli-play-replayed", session.redo());
            }
            "resign" => match session.resign() {
                Ok(side) => {
                    let info = session.record().info();
                    let resigned = tr!(
                        lang,
                        "cli-play-resigned",
                        side = info.side_name(side, lang),
                        side_subject = info.side_subject(side, lang),
                        side_gender = info.side_gender(side, lang),
                        side_number = info.side_number(side, lang)
                    );
                    println!("{resigned}");
                    show_board = true;
                }
                Err(e) => println!("{}", e.text_in(lang)),
            },
            "new" => match session.restart() {
                Ok(()) => {
                    println!("{}", tr!(lang, "cli-play-new-game"));
                    show_board = true;
                }
                Err(e) => println!("{}", e.text_in(lang)),
            },
            "save" if !argument.is_empty() => {
                match write_atomically(argument, session.save().as_bytes()) {
                    Ok(()) => println!(
                        "{}",
                        tr!(lang, "cli-play-saved", file = short_path(argument))
                    ),
                    // The system's own words are English: the catalogue's say why.
                    Err(_) => println!(
                        "{}",
                        tr!(
                            lang,
                            "cli-play-save-failed",
                            file = short_path(argument),
                            error = crate::common::FileError::of_write(argument).text_in(lang)
                        )
                    ),
                }
            }
            "load" if !argument.is_empty() => {
                match crate::common::read_capped(argument, MAX_SAVE_BYTES, lang)
                    .and_then(|text| Session::restore(&text).map_err(|e| e.text_in(lang)))
                {
                    Ok(loaded) => {
                        session = loaded;
                        session.set_language(lang);
                        println!(
                            "{}",
                            tr!(lang, "cli-play-loaded", file = short_path(argument))
                        );
                        show_board = true;
                    }
                    Err(e) => println!(
                        "{}",
                        tr!(
                            lang,
                            "cli-play-load-failed",
                            file = short_path(argument),
                            error = e
                        )
                    ),
                }
            }
            _ => match session.play(line) {
                Ok(mv) => {
                    println!(
                        "{}",
                        tr!(lang, "cli-play-played", move = shown_move(lang, &mv.notation))
                    );
                    show_board = true;
                }
                Err(refusal) => println!("{}", refusal.text_in(lang)),
            },
        }
    }
}

/// Prints the moves undone or replayed; whether the board changed.
fn report(
    lang: Lang,
    done: &str,
    result: Result<Vec<boardlore_core::MoveInfo>, boardlore_core::MatchError>,
) -> bool {
    match result {
        Ok(moves) => {
            let list: Vec<String> = moves
                .iter()
                .map(|m| shown_move(lang, &m.notation))
                .collect();
            let text = boardlore_core::i18n::text(lang, done, &[("moves", list.join(" ").into())]);
            println!("{text}");
            true
        }
        Err(e) => {
            println!("{}", e.text_in(lang));
            false
        }
    }
}

pub(crate) fn print_board(session: &Session) {
    let geometry = session.geometry();
    let centre: Vec<Square> = geometry.marks.iter().map(|m| m.square).collect();
    println!();
    for rank in (0..geometry.height).rev() {
        let mut line = format!("{:>2} ", rank + 1);
        for file in 0..geometry.width {
            let square = Square::new(file, rank, geometry.width);
            let shown = match session.piece_at(square) {
                Some(letter) => letter,
                None if centre.contains(&square) => '+',
                None => '.',
            };
            line.push(' ');
            line.push(shown);
        }
        println!("{line}");
    }
    let files: String = (0..geometry.width)
        .map(|f| format!(" {}", (b'a' + f) as char))
        .collect();
    println!("   {files}");
    println!("{}", session.status_line());
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0x5EED, |d| d.as_nanos() as u64)
}

/// A tiny seeded generator for the computer's choices.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(1);
        boardlore_core::zobrist::splitmix64(self.0)
    }
}
