//! Moves read in UCI notation: the legal move a string names, found among the generator's, so
//! that reading a move never accepts one the generator would not play. Its own module, above
//! both the position and the generator, so that neither imports the other back.

use chess_lut::Square;

use crate::movegen::legal_moves;
use crate::moves::Move;
use crate::position::Position;

impl Position {
    /// The legal move `uci` names (`e2e4`, `e7e8q`; castling as the game writes it, `e1g1`
    /// in standard chess and `e1h1` in Chess960), or why it names none.
    ///
    /// ```
    /// use chess_lut_perft::Position;
    /// let start = Position::start();
    /// assert_eq!(start.parse_move("g1f3").unwrap().to_string(), "g1f3");
    /// assert!(start.parse_move("e2e5").unwrap_err().contains("not a legal move"));
    /// assert!(start.parse_move("e2").unwrap_err().contains("not a move"));
    /// // promotions name their piece, in lower case
    /// let pawn: Position = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
    /// for uci in ["a7a8q", "a7a8r", "a7a8b", "a7b8n"] {
    ///     assert_eq!(pawn.parse_move(uci).unwrap().to_string(), uci);
    /// }
    /// assert!(pawn.parse_move("a7a8").unwrap_err().contains("not a legal move"));
    /// assert!(pawn.parse_move("a7a8Q").unwrap_err().contains("not a move"));
    /// assert!(pawn.parse_move("a7a8k").unwrap_err().contains("not a move"));
    /// ```
    pub fn parse_move(&self, uci: &str) -> Result<Move, String> {
        let well_formed = (4..=5).contains(&uci.len())
            && uci.is_char_boundary(2)
            && uci.is_char_boundary(4)
            && uci[..2].parse::<Square>().is_ok()
            && uci[2..4].parse::<Square>().is_ok()
            && (uci.len() == 4 || "nbrq".contains(&uci[4..]));
        if !well_formed {
            return Err(format!(
                "{uci:?} is not a move: UCI notation is two squares and a promotion piece, \
                 like e2e4 or e7e8q"
            ));
        }
        legal_moves(self)
            .into_iter()
            .find(|m| m.uci(self.chess960).to_string() == uci)
            .ok_or_else(|| format!("{uci} is not a legal move in {self}"))
    }
}
