//! Where the user's files live: history, autosaves, the rule files
//! unpacked from the binary.

use std::path::{Path, PathBuf};

/// The user's data folder for history and saved games, if one can be
/// found: `CONQUEST_DATA_DIR`, else the platform's data folder
/// (`$XDG_DATA_HOME` or `~/.local/share` on Linux) with `conquest` in it.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CONQUEST_DATA_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    dirs::data_dir().map(|dir| dir.join("conquest"))
}

/// The file the toplevel autosaves `game` to: `<data dir>/autosave-<game>.pl`.
pub fn autosave_file(game: &str) -> Option<PathBuf> {
    data_dir().map(|dir| autosave_in(&dir, game))
}

/// The autosave of `game` in the data folder `dir`.
pub fn autosave_in(dir: &Path, game: &str) -> PathBuf {
    dir.join(format!("autosave-{game}.pl"))
}

/// The file the player's queries are remembered in, for the line editor's
/// history: `<data dir>/history`.
pub fn history_file() -> Option<PathBuf> {
    data_dir().map(|dir| dir.join("history"))
}
