//! The look and feel through the API: piece art, themes, cues, the tray
//! and the text to share.

use boardlore::{
    board_theme, board_theme_auto, board_themes, cue_feedback, games, piece_art, BoardloreError,
    Cue, GameMatch, Lang, PathOp,
};

#[test]
fn every_game_has_art_for_each_of_its_pieces() {
    for game in games(Lang::En) {
        let art = piece_art(game.id.clone()).unwrap();
        let letters: Vec<&str> = art.iter().map(|a| a.letter.as_str()).collect();
        let pieces: Vec<&str> = game.pieces.iter().map(|p| p.letter.as_str()).collect();
        assert_eq!(letters, pieces, "{}", game.id);
        assert!(art
            .iter()
            .all(|a| matches!(a.shapes[0].path[0], PathOp::Move { .. })));
    }
    assert!(matches!(
        piece_art("chess".into()),
        Err(BoardloreError::UnknownGame(_))
    ));
}

#[test]
fn themes_and_cues_cross_the_boundary() {
    let ids: Vec<String> = board_themes().into_iter().map(|t| t.id).collect();
    assert_eq!(ids, ["wood", "dark", "contrast"]);
    assert_eq!(board_theme(board_theme_auto(), true).id, "dark");
    assert_eq!(board_theme("contrast".into(), true).id, "contrast");
    let capture = cue_feedback(Cue::Capture);
    assert_eq!(capture.sound.as_deref(), Some("capture"));
    assert_eq!(capture.pattern_ms.len(), capture.amplitudes.len());
    assert_ne!(cue_feedback(Cue::Move).pattern_ms, capture.pattern_ms);
}

#[test]
fn a_match_shares_its_text_and_fills_its_tray() {
    let game = GameMatch::new("bagh-chal".into(), vec![]).unwrap();
    game.play("c3".into()).unwrap();
    game.play("a1-b1".into()).unwrap();
    assert!(game.share_text().contains("1. c3 a1-b1"));
    let tray = game.tray();
    assert_eq!(tray.len(), 2);
    let hand = tray[0].in_hand.clone().unwrap();
    assert_eq!((hand.letter.as_str(), hand.count), ("G", 19));
    assert!(tray[1].in_hand.is_none() && tray[0].captured.is_empty());
}
