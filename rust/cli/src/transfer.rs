//! `boardlore export` and `boardlore import`: between the core's save and
//! the PGN-style text.

use crate::common::{env_lang, read_capped};
use crate::review::read_game;
use boardlore_core::limits::MAX_SAVE_BYTES;
use boardlore_core::pgn;

/// Arguments of `boardlore export`.
#[derive(clap::Args, Debug)]
pub struct ExportArgs {
    /// A save file (the core's, or an app's).
    save: String,
    /// The date to write into the Date tag (`2026.11.25`).
    #[arg(long)]
    date: Option<String>,
}

/// Arguments of `boardlore import`.
#[derive(clap::Args, Debug)]
pub struct ImportArgs {
    /// A PGN-style file.
    pgn: String,
}

pub fn export(args: ExportArgs) -> Result<(), String> {
    let session = read_game(&args.save, env_lang())?;
    print!("{}", pgn::export(&session, args.date.as_deref(), &[]));
    Ok(())
}

pub fn import(args: ImportArgs) -> Result<(), String> {
    let text = read_capped(&args.pgn, MAX_SAVE_BYTES, env_lang())?;
    let import = pgn::import(&text).map_err(|e| {
        format!(
            "{}: {}",
            boardlore_core::limits::short_path(&args.pgn),
            e.text_in(env_lang())
        )
    })?;
    println!("{}", import.session.save());
    Ok(())
}
