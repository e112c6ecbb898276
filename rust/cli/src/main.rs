//! `boardlore`: the developer and tournament command line of Boardlore.
//!
//! Each subcommand lives in its own module; `common` holds what they share
//! (finding a game, reading `--option` and `--fen`).

mod arena;
mod bench;
mod bench_review;
mod common;
mod engine;
mod games;
mod history;
mod learn;
mod perft;
mod play;
mod player;
mod puzzles;
mod referee;
mod render;
mod review;
mod review_fit;
mod rules;
mod tablebase;
mod themes;
mod transfer;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Boardlore: five traditional board games, for developers and tournaments.
#[derive(Parser)]
#[command(name = "boardlore", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the games, their sides and their options.
    Games(games::Args),
    /// Count legal move sequences (perft) from a position.
    Perft(perft::Args),
    /// Play a game in the terminal.
    Play(play::Args),
    /// Draw a position as SVG on standard output.
    Render(render::Args),
    /// Play a match between two computer players and report the score.
    Arena(arena::Args),
    /// Measure move generation and search speed for every game.
    Bench(bench::Args),
    /// Tournament mode: play one side, reading the opponent's moves from stdin.
    Engine(engine::Args),
    /// Run a knockout tournament between engine programs and judge every game.
    Referee(referee::Args),
    /// Print a game's rules page for players (Markdown, or HTML with diagrams).
    Rules(rules::Args),
    /// List the board themes with their contrast and colour-vision checks.
    Themes(themes::Args),
    /// Build, describe and check the Bagh Chal sliding-phase tablebase.
    Tablebase(tablebase::Args),
    /// Learn a game: its lessons, step by step, in the terminal.
    Learn(learn::Args),
    /// Puzzles: generate from self-play, list, verify.
    #[command(subcommand)]
    Puzzles(puzzles::Args),
    /// Review every move of a game (a save or PGN-style file) with the engine.
    Review(review::Args),
    /// Write a save file as PGN-style text.
    Export(transfer::ExportArgs),
    /// Read PGN-style text, checking every move, and write the core's save.
    Import(transfer::ImportArgs),
    /// List the finished games of a game store (a database file).
    History(history::Args),
    /// Fit each game's evaluation-to-expected-score logistic from self-play.
    ReviewFit(review_fit::Args),
}

fn main() -> ExitCode {
    quiet_on_closed_pipe();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Games(args) => games::run(args),
        Command::Perft(args) => perft::run(args),
        Command::Play(args) => play::run(args),
        Command::Render(args) => render::run(args),
        Command::Arena(args) => arena::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Engine(args) => engine::run(args),
        Command::Referee(args) => referee::run(args),
        Command::Rules(args) => rules::run(args),
        Command::Themes(args) => themes::run(args),
        Command::Tablebase(args) => tablebase::run(args),
        Command::Puzzles(args) => puzzles::run(args),
        Command::Learn(args) => learn::run(args),
        Command::Review(args) => review::run(args),
        Command::Export(args) => transfer::export(args),
        Command::Import(args) => transfer::import(args),
        Command::History(args) => history::run(args),
        Command::ReviewFit(args) => review_fit::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("boardlore: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Ends the program quietly, with success, when what it prints goes to a
/// closed pipe (`boardlore games | head -1`): the print macros panic on a
/// failed write, and a reader that has read enough is no defect. Any other
/// panic is reported as before.
fn quiet_on_closed_pipe() {
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        if is_closed_pipe(message) {
            std::process::exit(0);
        }
        report(info);
    }));
}

/// Whether `message` is the print macros' panic on a closed pipe:
/// `failed printing to stdout: Broken pipe (os error 32)`.
fn is_closed_pipe(message: &str) -> bool {
    #[cfg(unix)]
    let closed = std::io::Error::from_raw_os_error(libc::EPIPE).to_string();
    #[cfg(not(unix))]
    let closed = std::io::Error::from(std::io::ErrorKind::BrokenPipe).to_string();
    message.starts_with("failed printing to std") && message.ends_with(&closed)
}
