//! `boardlore games`: the catalogue.

use boardlore_core::{catalogue, OptionKind};

/// Arguments of `boardlore games`.
#[derive(clap::Args)]
pub struct Args {
    /// Print the catalogue as JSON instead of text.
    #[arg(long)]
    json: bool,
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
    for info in catalogue() {
        println!("{}  {} ({})", info.id, info.name, info.origin);
        println!("    {}", info.summary);
        let sides: Vec<String> = info
            .sides
            .iter()
            .map(|s| format!("{} ({})", s.key, s.name))
            .collect();
        println!("    sides: {} moves first, then {}", sides[0], sides[1]);
        for option in info.options {
            let kind = match &option.kind {
                OptionKind::Bool { default } => format!("true|false, default {default}"),
                OptionKind::Int { default, min, max } => format!("{min}..{max}, default {default}"),
                OptionKind::Choice { default, values } => {
                    format!("{}, default {default}", values.join("|"))
                }
            };
            println!("    --option {}=<{}>  {}", option.key, kind, option.help);
        }
    }
    Ok(())
}
