//! conquest: a Prolog toplevel that plays strategy games written in Prolog.
//!
//! Bird's-eye view: `engine` owns the Scryer machine; `bridge` answers the
//! rules' host calls (dice, prompts, the map); `toplevel` is the REPL;
//! `io` is where lines come from and text goes; `map` draws a map from a
//! template; `rules` finds the rule files; `app` wires them together.

pub mod app;
pub mod bench;
pub mod board;
pub mod bridge;
pub mod engine;
pub mod interrupt;
pub mod io;
pub mod map;
pub mod query_text;
pub mod rules;
pub mod simulate;
pub mod toplevel;
