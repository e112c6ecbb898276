//! `boardlore learn` driven through stdin, as a newcomer would type.

mod common;

/// Runs `boardlore learn ARGS` in English with `input` on stdin: whether it
/// succeeded, its stdout and its stderr.
fn learn(args: &[&str], input: &str) -> (bool, String, String) {
    let out = common::run_input(&[&["learn"], args].concat(), input);
    (
        out.status.success(),
        common::stdout(&out),
        common::stderr(&out),
    )
}

#[test]
fn bobail_walks_through_the_steps_refusing_wrong_moves_with_a_reason() {
    let script = "a1-a4\n\
                  a2-a4\n\
                  c2,a2-a3\n\
                  hint\n\
                  c2,a2-a4\n\
                  c2,a1-b1\n\
                  b1\n\
                  quit\n";
    let (ok, out, err) = learn(&["bobail"], script);
    assert!(ok, "{err}");
    assert!(out.contains("Step 1 of 6: The first turn"), "{out}");
    assert!(
        out.contains("Step 2 of 6: Bobail first, then slide"),
        "{out}"
    );
    // A slide without the bobail's step: the rule's reason.
    assert!(
        out.contains("The bobail moves first: start by moving the bobail on c3. Try again."),
        "{out}"
    );
    // A slide that stops short: refused with where the piece cannot go.
    assert!(
        out.contains("The white piece on a2 cannot reach a3. Try again."),
        "{out}"
    );
    assert!(out.contains("Try c2,a2-a4."), "{out}");
    // Step 3 asks for a win: a legal move that does not win is explained.
    assert!(out.contains("Step 3 of 6: Bring it home"), "{out}");
    assert!(out.contains("c2,a1-b1 does not win yet"), "{out}");
    assert!(out.contains("Step 4 of 6"), "{out}");
}

#[test]
fn a_challenge_step_plays_the_computer() {
    let (ok, out, err) = learn(&["bobail", "--step", "6"], "hint\nquit\n");
    assert!(ok, "{err}");
    assert!(out.contains("Challenge: the race"), "{out}");
    assert!(
        out.contains("Win against the computer (easy) within 8 moves."),
        "{out}"
    );
    assert!(out.contains("Try "), "{out}");
}

#[test]
fn an_unknown_game_is_a_clean_error() {
    let (ok, _, err) = learn(&["chess"], "");
    assert!(!ok);
    assert!(err.contains("no lessons for game \"chess\""), "{err}");
    assert!(err.contains("bobail"), "{err}");
}

#[test]
fn bobail_speaks_french_with_lang_and_keeps_notation_latin() {
    let (ok, out, err) = learn(&["bobail", "--lang", "fr"], "a1-a4\na2-a4\nhint\nquit\n");
    assert!(ok, "{err}");
    assert!(
        out.contains("Tapez un coup, ou : hint (conseil), retry (recommencer)"),
        "{out}"
    );
    assert!(out.contains("Étape 1 sur 6 : Le premier tour"), "{out}");
    assert!(
        out.contains("But : Au tout premier tour, les Blancs glissent seulement un pion"),
        "{out}"
    );
    // The refusal of an illegal move and the hint are French too.
    assert!(out.contains("Bravo."), "{out}");
    assert!(!out.contains("Try again"), "{out}");
    assert!(out.contains("Réessayez."), "{out}");
    assert!(out.contains("c3"), "{out}");
    assert!(out.contains("Essayez "), "{out}");
    assert!(!out.contains("Step 1"), "{out}");
}

#[test]
fn the_challenge_goal_follows_lang_from_the_environment() {
    let out = common::run_with(
        &["learn", "bobail", "--step", "6"],
        &[("LANG", "fr_FR.UTF-8")],
        "quit\n",
    );
    let out = common::stdout(&out);
    assert!(out.contains("Défi : la course"), "{out}");
    assert!(
        out.contains("Gagnez contre l'ordinateur (facile) en 8 coups au plus."),
        "{out}"
    );
}
