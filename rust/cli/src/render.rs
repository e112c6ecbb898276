//! `boardlore render`: a position as SVG, in any board theme, or one
//! piece's art alone.

use crate::common::{GameArgs, LangArgs};
use boardlore_core::render::{piece_svg, svg_of, RenderOptions};
use boardlore_core::theme::themes;
use boardlore_core::tr;

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
    /// The board theme: wood, dark or contrast.
    #[arg(long, default_value = "wood")]
    theme: String,
    /// Draw only the piece with this letter (as in position strings).
    #[arg(long)]
    piece: Option<char>,
    /// The size in pixels of a piece drawn with --piece.
    #[arg(long, default_value_t = 96)]
    size: u32,
}

pub fn run(args: Args) -> Result<(), String> {
    let lang = args.lang.lang()?;
    let entry = args.game.entry_in(lang)?;
    if let Some(letter) = args.piece {
        let info = (entry.info)();
        let art = entry.piece_art(letter).ok_or_else(|| {
            let letters: String = info.pieces.iter().map(|p| p.letter).collect();
            tr!(
                lang,
                "cli-render-no-piece",
                game = info.name_in(lang),
                letter = format!("{letter:?}"),
                letters = letters
            )
        })?;
        if !(8..=4096).contains(&args.size) {
            return Err(tr!(
                lang,
                "cli-render-size",
                size = args.size,
                least = 8,
                most = 4096
            ));
        }
        print!("{}", piece_svg(&art, args.size));
        return Ok(());
    }
    let theme = themes()
        .into_iter()
        .find(|t| t.id == args.theme)
        .ok_or_else(|| {
            let ids: Vec<String> = themes().into_iter().map(|t| t.id).collect();
            tr!(
                lang,
                "cli-render-unknown-theme",
                theme = format!("{:?}", args.theme),
                themes = ids.join(", ")
            )
        })?;
    let record = args.game.record_in(args.fen.as_deref(), lang)?;
    print!(
        "{}",
        svg_of(
            record.as_ref(),
            RenderOptions {
                coordinates: !args.no_coordinates,
                last_move: None,
                lang: args.lang.lang()?,
                theme,
            }
        )
    );
    Ok(())
}
