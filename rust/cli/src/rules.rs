//! `boardlore rules`: a game's rules page for players.

use crate::common::LangArgs;
use boardlore_core::rules::{page_html, page_markdown, Theme};
use boardlore_core::tr;

/// Arguments of `boardlore rules`.
#[derive(clap::Args)]
pub struct Args {
    /// Game id, as `boardlore games` lists it (e.g. bagh-chal).
    game: String,
    /// Print the page as HTML, diagrams inline, instead of Markdown.
    #[arg(long)]
    html: bool,
    /// With --html: the dark theme's colours.
    #[arg(long)]
    dark: bool,
    #[command(flatten)]
    lang: LangArgs,
}

pub fn run(args: Args) -> Result<(), String> {
    let lang = args.lang.lang()?;
    let unknown = || {
        let ids: Vec<&str> = boardlore_core::catalogue().map(|g| g.id).collect();
        tr!(
            lang,
            "cli-unknown-game",
            error = boardlore_core::MatchError::UnknownGame(args.game.clone()).text_in(lang),
            games = ids.join(", ")
        )
    };
    let text = if args.html {
        page_html(&args.game, lang, Theme::of(args.dark))
    } else {
        page_markdown(&args.game, lang).map(str::to_string)
    }
    .ok_or_else(unknown)?;
    print!("{text}");
    Ok(())
}
