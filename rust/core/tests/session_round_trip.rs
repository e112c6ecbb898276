//! A session's undo, redo, save and restore agree in every game: a save
//! keeps the moves undone, so a restored session redoes them; a
//! resignation is undone like a move. (Moved from the mobile API's tests
//! when its match lost undo and redo: the game screen undoes through the
//! core's session.)

use boardlore_core::session::{Seats, Session};
use boardlore_core::{catalogue, MatchError, Options};

/// A small deterministic generator (xorshift), so the games are the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn undo_redo_save_and_restore_round_trip() {
    for game in catalogue() {
        let mut rng = Rng(42 + game.id.len() as u64);
        let mut session = Session::new(game.id, &Options::new(), Seats::humans()).unwrap();
        assert!(matches!(
            session.undo_move(),
            Err(MatchError::NothingToUndo)
        ));
        assert!(matches!(
            session.redo_move(),
            Err(MatchError::NothingToRedo)
        ));
        let start = session.record().position_text();
        let mut positions = vec![start.clone()];
        for _ in 0..12 {
            if session.outcome().is_some() {
                break;
            }
            let moves = session.legal_moves();
            let pick = moves[rng.below(moves.len())].notation.clone();
            session.play(&pick).unwrap();
            positions.push(session.record().position_text());
        }
        let played = positions.len() - 1;
        assert_eq!(session.history().len(), played);
        let half = played / 2;
        for _ in 0..half {
            assert!(session.can_undo());
            session.undo_move().unwrap();
        }
        assert_eq!(session.record().position_text(), positions[played - half]);
        assert_eq!(session.can_redo(), half > 0);
        let save = session.save();
        let mut restored = Session::restore(&save).unwrap();
        assert_eq!(restored.record().position_text(), positions[played - half]);
        assert_eq!(restored.history().len(), played - half);
        assert_eq!(restored.can_redo(), session.can_redo());
        assert_eq!(restored.save(), save);
        for _ in 0..half {
            restored.redo_move().unwrap();
        }
        assert_eq!(restored.record().position_text(), positions[played]);
        assert!(!restored.can_redo());
        while restored.can_undo() {
            restored.undo_move().unwrap();
        }
        assert_eq!(restored.record().position_text(), start);
        // Resigning ends the game; undo takes it back.
        let side = session.side_to_move();
        if session.outcome().is_none() {
            session.resign_side(side).unwrap();
            assert!(session.outcome().is_some());
            assert!(session.resign_side(side).is_err());
            assert!(session.undo_move().unwrap().is_none());
            assert!(session.outcome().is_none());
        }
    }
}
