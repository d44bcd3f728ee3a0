//! Where the user's files live: history, autosaves, the rule files
//! unpacked from the binary.

use std::path::PathBuf;

/// The user's data folder for history and saved games, if one can be
/// found: `CONQUEST_DATA_DIR`, else the platform's data folder
/// (`$XDG_DATA_HOME` or `~/.local/share` on Linux) with `conquest` in it.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CONQUEST_DATA_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    dirs::data_dir().map(|dir| dir.join("conquest"))
}
