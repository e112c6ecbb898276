//! A first static evaluation of Chiangmai Checkers positions, for the side
//! to move, in centipieces (100 = one chip).

use super::board::threatened;
use super::Chiangmai;
use crate::ai::tune;

/// The value of one chip on the board.
pub const MATERIAL: i32 = 100;

/// Per available slide, ours minus theirs: free chips make threats and
/// escape them; a side with few moves drifts towards being blocked (a loss).
pub const MOBILITY: i32 = 2;

/// Per opponent chip we could capture with our next move (we move now, so
/// threats are worth a good share of a chip, though only one move is played).
pub const THREAT_BONUS: i32 = 30;

/// Per chip of ours the opponent could capture with its next move if it
/// were its turn: a hanging chip that we must spend our move defending.
pub const THREATENED_PENALTY: i32 = 20;

/// For a side down to exactly two chips: one capture away from the last-chip
/// rule, which nearly always loses. Counted against that side.
pub const LAST_CHIP_DANGER: i32 = 150;

/// For the side to move with a single chip, making its last move, when it
/// cannot even threaten to take enough chips to bring the opponent down to
/// one: the game is as good as lost (yet stays well below mate scores).
pub const LAST_MOVE_HOPELESS: i32 = 2000;

tune::tunable_weights! {
    "material" => MATERIAL,
    "mobility" => MOBILITY,
    "threat_bonus" => THREAT_BONUS,
    "threatened_penalty" => THREATENED_PENALTY,
    "last_chip_danger" => LAST_CHIP_DANGER,
    "last_move_hopeless" => LAST_MOVE_HOPELESS,
}

impl Chiangmai {
    /// The evaluation behind [`crate::Game::evaluate`].
    pub(super) fn eval(&self) -> i32 {
        let [material, mobility, threat_bonus, threatened_penalty, last_chip_danger, last_move_hopeless] =
            weights();
        let us = self.side.index();
        let them = 1 - us;
        let ours = self.chips[us].count_ones() as i32;
        let theirs = self.chips[them].count_ones() as i32;

        let mut score = material * (ours - theirs);
        score += mobility * (self.mobility(us) as i32 - self.mobility(them) as i32);

        let we_threaten = threatened(self.chips[us], self.chips[them]).count_ones() as i32;
        let they_threaten = threatened(self.chips[them], self.chips[us]).count_ones() as i32;
        score += threat_bonus * we_threaten - threatened_penalty * they_threaten;

        if ours == 2 {
            score -= last_chip_danger;
        }
        if theirs == 2 {
            score += last_chip_danger;
        }
        if ours == 1 && theirs >= 2 && we_threaten < theirs - 1 {
            score -= last_move_hopeless;
        }
        score
    }
}
