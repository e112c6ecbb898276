//! The command line in the players' languages: `--lang`, else LC_ALL,
//! LC_MESSAGES or LANG, for `games`, `play`, `render` and `rules`.

mod common;

/// Runs `boardlore ARGS` with `env` set (and the locale variables cleared
/// otherwise) and `input` on stdin.
use common::run_with as boardlore;
use common::stdout;

#[test]
fn games_speaks_nepali() {
    let out = boardlore(&["games", "--lang", "ne"], &[], "");
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("bagh-chal  बाघचाल (नेपाल)"), "{text}");
    assert!(
        text.contains("goats (बाख्रा)") && text.contains("tigers (बाघ)"),
        "{text}"
    );
    assert!(text.contains("chiangmai-checkers  चियाङमाई चेकर्स"), "{text}");
}

#[test]
fn play_prints_the_nepali_start_of_a_bagh_chal_game() {
    let out = boardlore(&["play", "bagh-chal", "--lang", "ne"], &[], "c3\nquit\n");
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("बाघचाल — "), "{text}");
    assert!(
        text.contains("बाख्राको पालो · राख्न बाँकी बाख्रा: 20"),
        "{text}"
    );
    assert!(text.contains("चलियो: c3"), "{text}");
    assert!(text.contains("बाघको पालो · राख्न बाँकी बाख्रा: 19"), "{text}");
}

#[test]
fn play_speaks_arabic_from_lang_and_keeps_notation_latin() {
    let out = boardlore(
        &["play", "bagh-chal", "--vs-computer", "tigers"],
        &[("LANG", "ar_TN.UTF-8")],
        "b2-b3\nquit\n",
    );
    assert!(out.status.success());
    // Arabic isolates names and notation with bidi marks: the words are compared.
    let text: String = stdout(&out)
        .chars()
        .filter(|c| !matches!(c, '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}'))
        .collect();
    assert!(text.contains("باغ تشال"), "{text}");
    assert!(text.contains("دور الماعز · ماعز لم توضع بعد: 20"), "{text}");
    // The refusal is Arabic, its piece and point too.
    assert!(
        text.contains("يجب وضع كل قطع الماعز قبل تحريك أي منها: ضع عنزة على نقطة فارغة."),
        "{text}"
    );
}

#[test]
fn lang_option_beats_the_environment_and_an_unknown_one_is_refused() {
    let out = boardlore(&["games", "--lang", "fr"], &[("LC_ALL", "th_TH.UTF-8")], "");
    assert!(stdout(&out).contains("Chèvres"));
    let out = boardlore(&["games"], &[("LC_ALL", "th_TH.UTF-8")], "");
    assert!(stdout(&out).contains("หมากหนีบ"));
    let out = boardlore(&["games", "--lang", "klingon"], &[], "");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("unknown language \"klingon\"; languages: en, ne, fr, ar, th, pt"),
        "{err}"
    );
}

#[test]
fn render_labels_the_picture_in_the_language() {
    let out = boardlore(&["render", "bagh-chal", "--lang", "th"], &[], "");
    assert!(stdout(&out).contains("aria-label=\"บาฆชาล\""));
}

#[test]
fn rules_prints_the_players_page_with_diagrams() {
    let out = boardlore(&["rules", "seega", "--lang", "fr", "--html"], &[], "");
    assert!(out.status.success());
    let html = stdout(&out);
    assert!(html.contains("<h1>Seega</h1>") && html.contains("lang=\"fr\""));
    assert!(html.matches("<svg").count() >= 2);
    let out = boardlore(&["rules", "bagh-chal"], &[], "");
    let markdown = stdout(&out);
    assert!(markdown.starts_with("# Bagh Chal"), "{markdown}");
    assert!(!markdown.contains("Position string"));
    let out = boardlore(&["rules", "chess"], &[], "");
    assert!(!out.status.success());
}

#[test]
fn start_up_and_undo_errors_speak_the_players_language() {
    // A bad option stops `play` before the game: said in French.
    let out = boardlore(
        &[
            "play",
            "bagh-chal",
            "--lang",
            "fr",
            "--option",
            "nonsense=1",
        ],
        &[],
        "",
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(err.contains("option inconnue \"nonsense\""), "{err}");
    assert!(!err.contains("unknown option"), "{err}");
    // A bad position string, in Portuguese.
    let out = boardlore(
        &[
            "play",
            "bagh-chal",
            "--lang",
            "pt",
            "--fen",
            "T3T/5/5/5 g 20 0",
        ],
        &[],
        "",
    );
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(err.contains("posição inválida"), "{err}");
    assert!(!err.contains("bad position"), "{err}");
    // Nothing to undo at the start, in Nepali.
    let out = boardlore(
        &["play", "bagh-chal", "--lang", "ne"],
        &[],
        "undo\nredo\nquit\n",
    );
    let text = stdout(&out);
    assert!(text.contains("फिर्ता लिने कुनै चाल छैन"), "{text}");
    assert!(text.contains("फेरि खेल्ने कुनै चाल छैन"), "{text}");
    assert!(!text.contains("there is no move"), "{text}");
}
