//! `boardlore render` and `boardlore themes` as a user runs them.

mod common;

fn boardlore(args: &[&str]) -> (bool, String, String) {
    let out = common::run(args);
    (
        out.status.success(),
        common::stdout(&out),
        common::stderr(&out),
    )
}

#[test]
fn every_game_renders_its_pieces_from_the_art_in_every_theme() {
    for (game, pieces) in [
        ("bagh-chal", 4),
        ("buff-and-green", 24),
        ("seega", 0),
        ("chiangmai-checkers", 16),
        ("bobail", 11),
    ] {
        for theme in ["wood", "dark", "contrast"] {
            let (ok, svg, err) = boardlore(&["render", game, "--theme", theme]);
            assert!(ok, "{game} {theme}: {err}");
            assert_eq!(svg.matches(r#"class="piece""#).count(), pieces, "{game}");
            // Each piece is drawn from paths, never as a lettered disc.
            assert!(
                !svg.contains(r##"fill="#888""##),
                "{game}: a piece without art"
            );
            assert!(svg.matches("<path d=").count() >= pieces * 3, "{game}");
        }
    }
}

#[test]
fn one_piece_renders_alone_at_the_asked_size() {
    let (ok, svg, _) = boardlore(&["render", "bobail", "--piece", "O", "--size", "24"]);
    assert!(ok);
    assert!(svg.starts_with("<svg") && svg.contains(r#"width="24""#));
    let (ok, _, err) = boardlore(&["render", "bobail", "--piece", "T"]);
    assert!(!ok);
    assert!(err.contains("no piece 'T'") && err.contains("WBO"), "{err}");
    let (ok, _, err) = boardlore(&["render", "bobail", "--theme", "neon"]);
    assert!(!ok);
    assert!(err.contains("themes: wood, dark, contrast"), "{err}");
}

#[test]
fn themes_report_their_checks_and_pass() {
    let (ok, out, err) = boardlore(&["themes"]);
    assert!(ok, "{err}");
    assert!(
        out.contains("Wood (wood)")
            && out.contains("Dark (dark), a dark theme")
            && out.contains("High contrast")
    );
    assert!(
        out.contains("The selection ring against the legal-move dots") && !out.contains("FAILS"),
        "{out}"
    );
}
