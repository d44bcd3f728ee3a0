//! Drawing for the terminal: the map of a game from its template and the
//! state, and grid boards from a rulebook's description. Nothing here
//! talks to Prolog or prints: it turns descriptions into text.

pub mod board;
pub mod map;
