//! The board as every screen draws and touches it, written once: the
//! squares of a session with their marks ([`square_frames`]), a move as the
//! views animate it ([`move_frame`]), and the touches (a tap, a drag's
//! pick-up and drop, a tap off the squares) that become taps of the
//! session's selection ([`touched`]). The game screen and the trainer
//! both use it, so a board behaves the same on both.

use super::frame::{MoveFrame, SquareFrame};
use crate::cue::Cue;
use crate::session::{Session, TapEffect};
use crate::{MoveDetail, MoveInfo, Square};

/// A touch on the board, as the view reports it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Touch {
    /// A tap on the square with this index.
    Tap(u32),
    /// A drag started on this square.
    DragBegan(u32),
    /// A drag ended over this square; `None` off the board.
    DragEnded(Option<u32>),
    /// A tap off the squares: the half-entered move is dropped.
    Clear,
}

/// What a touch does to the session's selection.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Touched {
    /// It is a tap on this square (`Session::tap`).
    Tap(Square),
    /// It clears the selection.
    Clear,
    /// Nothing: a square off the board, a drag that picks nothing up, a
    /// drop where the piece stands.
    Nothing,
}

/// The square with this index on `session`'s board, if there is one.
fn square(session: &Session, index: u32) -> Option<Square> {
    u8::try_from(index)
        .ok()
        .filter(|&s| usize::from(s) < session.geometry().points.len())
        .map(Square)
}

/// What `touch` does on `session`: a drag's pick-up taps the piece when
/// the core says it picks it up, its drop taps where it lands unless that
/// is where the piece stands, a drop off the board clears.
pub(super) fn touched(session: &Session, touch: Touch) -> Touched {
    let tap = |s: Option<Square>| s.map_or(Touched::Nothing, Touched::Tap);
    match touch {
        Touch::Tap(index) => tap(square(session, index)),
        Touch::DragBegan(index) => {
            tap(square(session, index).filter(|&s| session.drag_picks_up(s)))
        }
        Touch::DragEnded(Some(index)) => {
            tap(square(session, index).filter(|&s| session.drop_taps(s)))
        }
        Touch::DragEnded(None) | Touch::Clear => Touched::Clear,
    }
}

/// The cue of a tap that did not play a move: a refusal's, or the
/// selection's click. `None` for a move played (its own cue) and a game
/// over (silence).
pub(super) fn tap_cue(effect: TapEffect) -> Option<Cue> {
    match effect {
        TapEffect::Illegal => Some(Cue::Illegal),
        TapEffect::Selected | TapEffect::Extended | TapEffect::Deselected => Some(Cue::Select),
        TapEffect::Played | TapEffect::GameOver => None,
    }
}

/// The squares' indices.
pub(super) fn indices(squares: &[Square]) -> Vec<u32> {
    squares.iter().map(|s| u32::from(s.0)).collect()
}

/// `m` as the views animate it.
pub(super) fn move_frame(m: &MoveInfo) -> MoveFrame {
    MoveFrame {
        notation: m.notation.clone(),
        side: m.side,
        motions: m.detail.motions.clone(),
        captured: m.detail.captured.clone(),
    }
}

/// Every square of `session`'s board, by index, with its piece, the tap
/// selection and its targets, the movable and draggable pieces, the last
/// move's marks and the `hint` squares, spoken in the session's language.
/// When the board is not `touchable` (the screen takes no taps now) no
/// square is selected, a target, movable or draggable.
pub(crate) fn square_frames(session: &Session, hint: &[u32], touchable: bool) -> Vec<SquareFrame> {
    let lang = session.language();
    let info = session.record().info();
    let (selection, targets, movable, draggable) = if touchable {
        let selection = indices(session.selection());
        let movable = if selection.is_empty() {
            indices(&session.movable())
        } else {
            Vec::new()
        };
        (
            selection,
            indices(&session.targets()),
            movable,
            indices(&session.draggable()),
        )
    } else {
        Default::default()
    };
    let last = session.last_move().map(|m| &m.detail);
    session
        .record()
        .board()
        .into_iter()
        .map(|view| {
            let index = u32::from(view.square.0);
            let piece = view.piece.and_then(|l| info.piece(l));
            let in_last = |f: &dyn Fn(&MoveDetail) -> bool| last.is_some_and(f);
            let mut speech = session.square_speech(view.square);
            speech.hint = hint.contains(&index);
            SquareFrame {
                index,
                name: view.name,
                piece: view.piece.map(String::from),
                owner: piece.and_then(|p| p.owner),
                crowned: piece.is_some_and(|p| p.crowned),
                selected: selection.contains(&index),
                target: targets.contains(&index),
                movable: movable.contains(&index),
                draggable: draggable.contains(&index),
                last_from: in_last(&|d| d.motions.iter().any(|m| m.from == Some(view.square))),
                last_to: in_last(&|d| {
                    d.motions
                        .iter()
                        .any(|m| m.path.last() == Some(&view.square))
                }),
                last_path: in_last(&|d| {
                    d.motions.iter().any(|m| {
                        m.path
                            .split_last()
                            .is_some_and(|(_, stops)| stops.contains(&view.square))
                    })
                }),
                captured: in_last(&|d| d.captured.contains(&view.square)),
                hint: speech.hint,
                spoken: speech.text(lang),
            }
        })
        .collect()
}
