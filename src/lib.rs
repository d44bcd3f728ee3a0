//! conquest: a Prolog toplevel that plays strategy games written in Prolog.
//!
//! Bird's-eye view, by layer: `engine` is the only code that talks to
//! Scryer; `host` answers what the rules ask of Rust (dice, questions, the
//! map, the user's own reads); `draw` turns a map or board description into
//! text; `io` is the player's terminal (lines in, text out, how a query
//! ended); `prolog_text` tells where a clause in a text ends without
//! parsing it; `toplevel` starts the read-run-answer loop; `rules` finds
//! the rule files and `paths` the user's own; `app` wires them together;
//! `net` serves a game to players who join over TCP;
//! `simulate` plays games without a player.

pub mod app;
pub mod autosave;
pub mod check;
pub mod contract;
pub mod draw;
pub mod engine;
pub mod host;
pub mod interrupt;
pub mod io;
pub mod net;
pub mod new_game;
pub mod paths;
pub mod prolog_text;
pub mod rules;
pub mod simulate;
pub mod storage;
pub mod toplevel;
