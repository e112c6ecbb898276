//! `boardlore games`: the catalogue.

use crate::common::LangArgs;
use boardlore_core::{catalogue, tr, OptionKind};

/// Arguments of `boardlore games`.
#[derive(clap::Args)]
pub struct Args {
    /// Print the catalogue as JSON instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    lang: LangArgs,
}

pub fn run(args: Args) -> Result<(), String> {
    if args.json {
        let games: Vec<_> = catalogue().collect();
        println!(
            "{}",
            serde_json::to_string_pretty(&games).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    let lang = args.lang.lang()?;
    for info in catalogue() {
        println!(
            "{}  {} ({})",
            info.id,
            info.name_in(lang),
            info.origin_in(lang)
        );
        println!("    {}", info.summary_in(lang));
        let sides: Vec<String> = info
            .sides
            .iter()
            .map(|s| format!("{} ({})", s.key, info.side_name(s.side, lang)))
            .collect();
        println!(
            "    {}",
            tr!(
                lang,
                "cli-games-sides",
                first = &sides[0],
                second = &sides[1]
            )
        );
        for option in info.options {
            // Values stay as typed on the command line.
            let values = match &option.kind {
                OptionKind::Bool { .. } => "true|false".to_string(),
                OptionKind::Int { min, max, .. } => format!("{min}..{max}"),
                OptionKind::Choice { values, .. } => values.join("|"),
            };
            let default = option.default_value().to_string();
            let kind = tr!(
                lang,
                "cli-games-option-kind",
                values = values,
                default = default
            );
            println!(
                "    --option {}=<{}>  {}: {}",
                option.key,
                kind,
                info.option_label(option.key, lang),
                info.option_help(option.key, lang)
            );
        }
    }
    Ok(())
}
