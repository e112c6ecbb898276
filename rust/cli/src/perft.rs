//! `boardlore perft`: counting move sequences, to check move generators.

use crate::common::GameArgs;
use boardlore_core::limits::MAX_PERFT_DEPTH;

/// Arguments of `boardlore perft`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// How many plies deep to count.
    depth: u32,
    /// The position to start from (default: the start position).
    #[arg(long)]
    fen: Option<String>,
    /// First print each legal move with its own count.
    #[arg(long)]
    divide: bool,
}

pub fn run(args: Args) -> Result<(), String> {
    if args.depth > MAX_PERFT_DEPTH {
        return Err(format!(
            "perft depth {} is too deep; the limit is {MAX_PERFT_DEPTH}",
            args.depth
        ));
    }
    let record = args.game.record(args.fen.as_deref())?;
    if args.divide && args.depth > 0 {
        let mut total = 0;
        for (notation, count) in record.divide(args.depth) {
            println!("{notation} {count}");
            total += count;
        }
        println!("{total}");
    } else {
        println!("{}", record.perft(args.depth));
    }
    Ok(())
}
