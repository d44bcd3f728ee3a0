//! The player's side of the terminal: where lines come from and text goes
//! (`input`), single keys in raw mode (`keys`), reading queries line by
//! line (`reader`, which asks `prolog_text` where one ends) and saying how
//! one ended (`answer`); at a
//! terminal, the terminal served from its own thread while the engine runs
//! on another (`terminal_service`), and the engine's text held while the
//! first line is read ahead (`screen`). Nothing here talks to the engine:
//! the host and the toplevel build on it.

pub mod answer;
pub mod input;
pub mod keys;

pub mod reader;
pub mod screen;
pub mod terminal_service;
