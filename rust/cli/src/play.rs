//! `boardlore play`: a game in the terminal, against a person or the computer.

use crate::common::GameArgs;
use crate::player::parse_player;
use boardlore_core::ai::Engine;
use boardlore_core::limits::MAX_SAVE_BYTES;
use boardlore_core::{load_save, AnyMatch, Side, Square};
use std::io::{self, BufRead, Write};
use std::sync::atomic::AtomicBool;

/// Arguments of `boardlore play`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The side the computer plays (a side key such as `tigers`, as `boardlore games` lists).
    #[arg(long, value_name = "SIDE")]
    vs_computer: Option<String>,
    /// Start from this position instead of the start position.
    #[arg(long)]
    fen: Option<String>,
    /// The computer's strength: easy, medium, hard, expert, or a
    /// configuration such as `level=hard,nodes=20000` (see `arena`).
    #[arg(long, default_value = "medium", value_name = "LEVEL")]
    level: String,
    /// Seed for the computer's choices (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
}

const HELP: &str = "\
Enter a move in any notation (c3, a1-b2, a1xc3, A-1 B-2), or a command:
  moves          list the legal moves
  hint           ask the computer for a move
  undo, redo     take back / replay a move (against the computer: a whole turn)
  save <file>    save the game as JSON
  load <file>    load a saved game
  fen            print the position string
  help           this text
  quit           leave";

pub fn run(args: Args) -> Result<(), String> {
    let mut record = args.game.record(args.fen.as_deref())?;
    let computer = match &args.vs_computer {
        Some(name) => Some(record.info().side_by_name(name).ok_or_else(|| {
            let keys: Vec<&str> = record.info().sides.iter().map(|s| s.key).collect();
            format!("unknown side {name:?}; sides: {}", keys.join(", "))
        })?),
        None => None,
    };
    let settings = parse_player(&args.level)?;
    let mut rng = SplitMix(args.seed.unwrap_or_else(clock_seed));
    let mut engine = Engine::default();
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    println!("{} — type `help` for commands.", record.info().name);
    loop {
        print_board(record.as_ref());
        if let Some(text) = record.status().outcome_text {
            println!("{text}");
            println!("Game over. `undo`, `save <file>`, `load <file>` or `quit`.");
        } else if Some(record.status().side_to_move) == computer {
            let settings = settings.clone().with_seed(rng.next());
            let thought = record
                .think(&mut engine, &settings, &AtomicBool::new(false))
                .map_err(|e| e.to_string())?;
            let played = record.play(&thought.notation).map_err(|e| e.to_string())?;
            println!(
                "Computer plays {} (score {}, depth {}, {} nodes, {} ms)",
                played.notation,
                thought.score,
                thought.depth,
                thought.nodes,
                thought.elapsed.as_millis()
            );
            continue;
        }
        print!("> ");
        io::stdout().flush().map_err(|e| e.to_string())?;
        let Some(line) = lines.next() else {
            return Ok(());
        };
        let line = line.map_err(|e| e.to_string())?;
        let line = line.trim();
        let (command, argument) = line
            .split_once(' ')
            .map_or((line, ""), |(c, a)| (c, a.trim()));
        match command {
            "" => {}
            "quit" | "exit" => return Ok(()),
            "help" => println!("{HELP}"),
            "fen" => println!("{}", record.position_text()),
            "moves" => {
                let moves: Vec<String> = record
                    .legal_moves()
                    .into_iter()
                    .map(|m| m.notation)
                    .collect();
                println!("{} legal: {}", moves.len(), moves.join(" "));
            }
            "undo" => undo_turn(record.as_mut(), computer),
            "hint" => match record.think(&mut engine, &settings, &AtomicBool::new(false)) {
                Ok(thought) => println!(
                    "Hint: {} (score {}, line {})",
                    thought.notation,
                    thought.score,
                    thought.principal_variation.join(" ")
                ),
                Err(e) => println!("{e}"),
            },
            "redo" => match record.redo() {
                Ok(mv) => println!("Replayed {}", mv.notation),
                Err(e) => println!("{e}"),
            },
            "save" if !argument.is_empty() => {
                match std::fs::write(argument, record.save().to_json()) {
                    Ok(()) => println!("Saved to {argument}"),
                    Err(e) => println!("Could not save to {argument}: {e}"),
                }
            }
            "load" if !argument.is_empty() => {
                match crate::common::read_capped(argument, "save", MAX_SAVE_BYTES)
                    .and_then(|json| load_save(&json).map_err(|e| e.to_string()))
                {
                    Ok(loaded) => {
                        record = loaded;
                        println!("Loaded {argument}");
                    }
                    Err(e) => println!("Could not load {argument}: {e}"),
                }
            }
            _ => match record.play(line) {
                Ok(mv) => println!("Played {}", mv.notation),
                Err(e) => println!("{e}"),
            },
        }
    }
}

/// Against the computer, undo takes back the computer's reply too (the core
/// decides where the player's turn starts).
fn undo_turn(record: &mut dyn AnyMatch, computer: Option<Side>) {
    let result = match computer {
        Some(side) => record.undo_turn(side.opponent()).map(|_| ()),
        None => record.undo().map(|_| ()),
    };
    match result {
        Ok(()) => println!("Undone"),
        Err(e) => println!("{e}"),
    }
}

fn print_board(record: &dyn AnyMatch) {
    let geometry = record.geometry();
    let board = record.board();
    let centre: Vec<Square> = geometry.marks.iter().map(|m| m.square).collect();
    println!();
    for rank in (0..geometry.height).rev() {
        let mut line = format!("{:>2} ", rank + 1);
        for file in 0..geometry.width {
            let square = Square::new(file, rank, geometry.width);
            let shown = match board[square.index()].piece {
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
    let status = record.status();
    let mut line = format!("{} to move", record.info().side(status.side_to_move).name);
    for counter in &status.counters {
        line.push_str(&format!(" · {} {}", counter.label, counter.value));
    }
    println!("{line}");
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
