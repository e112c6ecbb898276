use super::*;
use crate::after::{ArrowKind, BoardArrow};
use crate::i18n::Lang;
use crate::screen::{GameScreen, GameSetup};
use crate::Square;

/// A game's board and its start position's squares, as its screen shows them.
fn start(game_id: &str) -> (Geometry, Vec<SquareFrame>) {
    let screen = GameScreen::new(&GameSetup::two_players(game_id), Lang::En).expect("a game");
    let geometry = screen.session().record().geometry();
    (geometry, screen.frame().squares)
}

fn options() -> PictureOptions {
    PictureOptions {
        coordinates: true,
        legal_moves: true,
        flipped: false,
        pixel: 0.001,
        dp: 0.003,
    }
}

/// The ops of the pieces of `squares` (those not on `hidden`), as [`piece_drawing`] paints each.
fn pieces(
    game_id: &str,
    geometry: &Geometry,
    squares: &[SquareFrame],
    flipped: bool,
) -> Vec<DrawOp> {
    let mut ops = Vec::new();
    for square in squares {
        let Some(letter) = &square.piece else {
            continue;
        };
        let p = geometry.points[square.index as usize];
        let (x, y) = if flipped {
            (1.0 - p.x, 1.0 - p.y)
        } else {
            (p.x, p.y)
        };
        let r = geometry.piece_radius;
        ops.extend(piece_drawing(game_id.into(), letter.clone(), x, y, r, 1.0));
    }
    ops
}

fn ends_with(ops: &[DrawOp], tail: &[DrawOp]) -> bool {
    ops.len() >= tail.len() && ops[ops.len() - tail.len()..] == *tail
}

#[test]
fn every_piece_is_painted_last_on_its_squares_centre_and_turned_with_a_flipped_board() {
    for game in crate::games::catalogue() {
        let (geometry, squares) = start(game.id);
        let theme = crate::theme::wood();
        for flipped in [false, true] {
            let options = PictureOptions {
                flipped,
                ..options()
            };
            let picture = board_picture(
                game.id.into(),
                geometry.clone(),
                theme.clone(),
                squares.clone(),
                vec![],
                vec![],
                options,
            );
            // Seega starts with every piece in hand: nothing on the board.
            let pieces = pieces(game.id, &geometry, &squares, flipped);
            assert_eq!(pieces.is_empty(), game.id == "seega", "{}", game.id);
            assert!(ends_with(&picture.below, &pieces), "{}", game.id);
        }
    }
}

#[test]
fn a_pieces_art_fills_the_square_around_its_centre_at_its_opacity() {
    let game = crate::find_game("bagh-chal").unwrap();
    for art in game.art() {
        let (x, y, r) = (0.3, 0.6, 0.05);
        let drawing = piece_drawing("bagh-chal".into(), art.letter.clone(), x, y, r, 0.5);
        assert_eq!(drawing.len(), art.shapes.len());
        for (shape, op) in art.shapes.iter().zip(&drawing) {
            let DrawShape::Path { ops, even_odd } = &op.shape else {
                panic!("not a path")
            };
            assert_eq!(*even_odd, shape.even_odd);
            // The art's unit square is the piece's box: its point (u, v) is drawn at
            // (x - r + 2ru, y - r + 2rv), so (0.5, 0.5) is the centre.
            for (from, to) in shape.path.iter().zip(ops) {
                if let (PathOp::Move { x: u, y: v }, PathOp::Move { x: a, y: b }) = (from, to) {
                    assert!(
                        (a - (x - r + 2.0 * r * u)).abs() < 1e-6
                            && (b - (y - r + 2.0 * r * v)).abs() < 1e-6
                    );
                }
            }
            let alpha = (0.5 * shape.opacity * 255.0) as u32;
            for colour in [op.fill, op.stroke].into_iter().flatten() {
                assert_eq!(colour >> 24, alpha);
            }
            assert!((op.width - shape.stroke_width * 2.0 * r).abs() < 1e-6);
        }
    }
    assert!(piece_drawing("bagh-chal".into(), "Q".into(), 0.5, 0.5, 0.1, 1.0).is_empty());
    assert!(piece_drawing("no-such-game".into(), "T".into(), 0.5, 0.5, 0.1, 1.0).is_empty());
}

#[test]
fn hidden_pieces_are_left_to_the_app_and_the_frame_wears_the_themes_background() {
    let (geometry, squares) = start("bagh-chal");
    let theme = crate::theme::wood();
    let tiger = squares
        .iter()
        .find(|s| s.piece.is_some())
        .expect("a tiger")
        .clone();
    let id = || "bagh-chal".to_string();
    let all = board_picture(
        id(),
        geometry.clone(),
        theme.clone(),
        squares.clone(),
        vec![],
        vec![],
        options(),
    );
    let some = board_picture(
        id(),
        geometry.clone(),
        theme.clone(),
        squares.clone(),
        vec![],
        vec![tiger.index],
        options(),
    );
    let rest: Vec<SquareFrame> = squares
        .into_iter()
        .filter(|s| s.index != tiger.index)
        .collect();
    assert!(ends_with(
        &some.below,
        &pieces("bagh-chal", &geometry, &rest, false)
    ));
    assert_eq!(
        some.below.len() + piece_drawing(id(), "T".into(), 0.0, 0.0, 0.1, 1.0).len(),
        all.below.len()
    );
    let background = Rgb::parse(&theme.background).unwrap();
    let expected = 0xFF00_0000
        | (u32::from(background.r) << 16)
        | (u32::from(background.g) << 8)
        | u32::from(background.b);
    assert_eq!(all.below[0].fill, Some(expected));
    assert!(matches!(
        all.below[0].shape,
        DrawShape::Rect {
            left: 0.0,
            top: 0.0,
            right: 1.0,
            bottom: 1.0,
            ..
        }
    ));
}

#[test]
fn coordinates_and_legal_targets_follow_the_settings() {
    let (geometry, mut squares) = start("seega");
    let theme = crate::theme::wood();
    squares[0].target = true;
    let empty_target = squares[0].piece.is_none();
    let shown = board_picture(
        "seega".into(),
        geometry.clone(),
        theme.clone(),
        squares.clone(),
        vec![],
        vec![],
        options(),
    );
    let quiet = PictureOptions {
        coordinates: false,
        legal_moves: false,
        ..options()
    };
    let hidden = board_picture(
        "seega".into(),
        geometry.clone(),
        theme.clone(),
        squares,
        vec![],
        vec![],
        quiet,
    );
    let labels = |p: &BoardPicture| {
        p.below
            .iter()
            .filter(|op| matches!(op.shape, DrawShape::Text { .. }))
            .count()
    };
    assert_eq!(labels(&shown), geometry.labels.len());
    assert_eq!(labels(&hidden), 0);
    assert!(hidden.above.is_empty());
    // An empty target is a dot, filled in the target colour.
    let target = &shown.above[0];
    assert_eq!(target.stroke.is_none(), empty_target);
    assert_eq!(target.fill.or(target.stroke), Some(argb(&theme.target)));
}

#[test]
fn arrows_wear_the_themes_colours_and_a_placement_is_a_ring() {
    let (geometry, squares) = start("bagh-chal");
    let theme = crate::theme::wood();
    let arrows = vec![
        BoardArrow {
            kind: ArrowKind::Played,
            path: vec![Square(0), Square(1), Square(6)],
        },
        BoardArrow {
            kind: ArrowKind::Better,
            path: vec![Square(12)],
        },
    ];
    let picture = board_picture(
        "bagh-chal".into(),
        geometry.clone(),
        theme.clone(),
        squares,
        arrows,
        vec![],
        options(),
    );
    let played = with_alpha(argb(&theme.last_move), 0.9);
    let better = with_alpha(argb(&theme.hint), 0.9);
    // 0.9 of 255, truncated.
    assert_eq!(played >> 24, 229);
    let colours: Vec<u32> = picture
        .above
        .iter()
        .filter_map(|op| op.fill.or(op.stroke))
        .collect();
    assert!(colours.contains(&played) && colours.contains(&better));
    // The played arrow's head ends on the centre of its last square.
    let tip = geometry.points[6];
    let heads = picture.above.iter().filter(|op| op.fill == Some(played));
    let Some(DrawShape::Path { ops, .. }) = heads.map(|op| &op.shape).next() else {
        panic!("no head");
    };
    assert_eq!(ops[0], PathOp::Move { x: tip.x, y: tip.y });
    let ring = picture
        .above
        .iter()
        .find(|op| op.stroke == Some(better))
        .unwrap();
    let centre = geometry.points[12];
    assert!(matches!(ring.shape, DrawShape::Circle { x, y, .. } if x == centre.x && y == centre.y));
}

#[test]
fn every_cell_covers_its_squares_centre_on_a_board_either_way_up() {
    for game in crate::games::catalogue() {
        let (geometry, squares) = start(game.id);
        for flipped in [false, true] {
            let options = PictureOptions {
                flipped,
                ..options()
            };
            let theme = crate::theme::wood();
            let picture = board_picture(
                game.id.into(),
                geometry.clone(),
                theme,
                squares.clone(),
                vec![],
                vec![],
                options,
            );
            // The frame first, then one rectangle per cell.
            let cells = &picture.below[1..=geometry.cells.len()];
            for (cell, op) in geometry.cells.iter().zip(cells) {
                let p = geometry.points[usize::from(cell.square.0)];
                let (x, y) = if flipped {
                    (1.0 - p.x, 1.0 - p.y)
                } else {
                    (p.x, p.y)
                };
                let DrawShape::Rect {
                    left,
                    top,
                    right,
                    bottom,
                    ..
                } = op.shape
                else {
                    panic!("{}: not a cell: {op:?}", game.id);
                };
                assert!(
                    left < x && x < right && top < y && y < bottom,
                    "{} {:?}",
                    game.id,
                    cell.square
                );
                assert!((right - left - cell.size).abs() < 1e-5, "{}", game.id);
            }
        }
    }
}

#[test]
fn a_move_in_flight_travels_its_stops_while_its_capture_fades() {
    let (geometry, before) = start("bagh-chal");
    // A tiger from a1 (square 0) along a1–b1–c1, taking the goat on b1 (square 1).
    let mut before = before;
    before[1].piece = Some("G".into());
    let mut after = before.clone();
    after[0].piece = None;
    after[1].piece = None;
    after[2].piece = Some("T".into());
    let played = MoveFrame {
        notation: "a1xc1".into(),
        side: crate::Side::Second,
        motions: vec![crate::Motion {
            from: Some(Square(0)),
            path: vec![Square(2)],
        }],
        captured: vec![Square(1)],
    };
    assert_eq!(
        flight(played.clone()),
        Flight {
            hidden: vec![2],
            steps: 1
        }
    );
    let r = geometry.piece_radius;
    let (a, b, c) = (geometry.points[0], geometry.points[1], geometry.points[2]);
    let drawn = |progress: f32| {
        let (before, after) = (before.clone(), after.clone());
        move_in_flight(
            "bagh-chal".into(),
            geometry.clone(),
            before,
            after,
            played.clone(),
            progress,
            false,
        )
    };
    let piece = |letter: &str, p: Point, opacity: f32| {
        piece_drawing("bagh-chal".into(), letter.into(), p.x, p.y, r, opacity)
    };
    let mid = Point {
        x: a.x + (c.x - a.x) * 0.5,
        y: a.y + (c.y - a.y) * 0.5,
    };
    assert_eq!(
        drawn(0.0),
        [piece("G", b, 1.0), piece("T", a, 1.0)].concat()
    );
    assert_eq!(
        drawn(0.5),
        [piece("G", b, 0.5), piece("T", mid, 1.0)].concat()
    );
    assert_eq!(
        drawn(1.0),
        [piece("G", b, 0.0), piece("T", c, 1.0)].concat()
    );
}

#[test]
fn a_placed_piece_fades_in_on_its_square() {
    let (geometry, before) = start("bagh-chal");
    let mut after = before.clone();
    after[12].piece = Some("G".into());
    let played = MoveFrame {
        notation: "c3".into(),
        side: crate::Side::First,
        motions: vec![crate::Motion {
            from: None,
            path: vec![Square(12)],
        }],
        captured: vec![],
    };
    let p = geometry.points[12];
    let r = geometry.piece_radius;
    let drawn = move_in_flight(
        "bagh-chal".into(),
        geometry.clone(),
        before,
        after,
        played,
        0.25,
        false,
    );
    assert_eq!(
        drawn,
        piece_drawing("bagh-chal".into(), "G".into(), p.x, p.y, r, 0.25)
    );
}
