//! `boardlore themes`: the board themes with their colour checks: every
//! highlight against the board and against each other, the smallest CIE76
//! ΔE over typical vision, protanopia and deuteranopia (and, for information,
//! greyscale), and the
//! contrast ratios of labels and lines.

use boardlore_core::colour::{contrast, Rgb};
use boardlore_core::theme::{check, themes};

/// Arguments of `boardlore themes`.
#[derive(clap::Args)]
pub struct Args {
    /// Print the themes' colours as JSON instead of the checks.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args) -> Result<(), String> {
    if args.json {
        let themes = themes();
        let text = serde_json::to_string_pretty(&themes).map_err(|e| e.to_string())?;
        println!("{text}");
        return Ok(());
    }
    let rgb = |t: &str| Rgb::parse(t).ok_or_else(|| format!("bad colour {t}"));
    let mut failures = 0;
    for theme in themes() {
        println!(
            "{} ({}){}",
            theme.name,
            theme.id,
            if theme.dark { ", dark" } else { "" }
        );
        println!(
            "  labels on background: contrast {:.2}:1 (need 4.5)",
            contrast(rgb(&theme.label)?, rgb(&theme.background)?)
        );
        println!(
            "  lines on background:  contrast {:.2}:1 (need 3)",
            contrast(rgb(&theme.line)?, rgb(&theme.background)?)
        );
        for line in check(&theme) {
            let verdict = if line.passes() { "ok" } else { "FAIL" };
            if !line.passes() {
                failures += 1;
            }
            println!(
                "  {:<26} min ΔE {:>5.1} ({:<7}) need {:>2.0}  {verdict:<4}  grey ΔE {:>5.1}",
                line.pair, line.min_delta_e, line.worst, line.required, line.grey_delta_e
            );
        }
    }
    if failures > 0 {
        return Err(format!("{failures} checks failed"));
    }
    Ok(())
}
