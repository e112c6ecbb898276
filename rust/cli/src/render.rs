//! `boardlore render`: a position as SVG.

use crate::common::{GameArgs, LangArgs};
use boardlore_core::render::{svg_of, RenderOptions};

/// Arguments of `boardlore render`.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The position to draw (default: the start position).
    #[arg(long)]
    fen: Option<String>,
    /// Leave out the coordinate labels.
    #[arg(long)]
    no_coordinates: bool,
    #[command(flatten)]
    lang: LangArgs,
}

pub fn run(args: Args) -> Result<(), String> {
    let record = args.game.record(args.fen.as_deref())?;
    print!(
        "{}",
        svg_of(
            record.as_ref(),
            RenderOptions {
                coordinates: !args.no_coordinates,
                last_move: None,
                lang: args.lang.lang()?,
            }
        )
    );
    Ok(())
}
