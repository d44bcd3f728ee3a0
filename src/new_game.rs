//! `conquest new-game NAME`: a new rulebook from the example's template.
//!
//! The template is the example game `games/tictactoe` of the embedded rules:
//! its files are written into `games/NAME` with every `tictactoe` in a module
//! name or the rulebook's name replaced by NAME, so the copy loads beside the
//! example and plays at once (`conquest --game NAME`).

use std::path::{Path, PathBuf};

use crate::rules::{self, RulesError};

/// The game the template is made of.
const TEMPLATE: &str = "tictactoe";

#[derive(Debug, thiserror::Error)]
pub enum NewGameError {
    #[error(
        "'{0}' cannot name a game: use a lowercase letter, then lowercase letters, \
         digits or _ (at most 32), e.g. nim or connect_four"
    )]
    BadName(String),
    #[error("{0} exists already: choose another name, or remove that folder first")]
    Exists(PathBuf),
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// A game name is an atom that needs no quotes and a folder name anywhere.
fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some('a'..='z'))
        && name.len() <= 32
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// Writes the new rulebook NAME into the rules folder (`--rules DIR`, which
/// gets the built-in rules first when it has none; else the default one)
/// and returns the rules folder and the game's folder.
pub fn create(name: &str, rules_dir: Option<&Path>) -> Result<(PathBuf, PathBuf), NewGameError> {
    if !valid_name(name) {
        return Err(NewGameError::BadName(name.to_string()));
    }
    let dir = match rules_dir {
        Some(dir) => rules::ensure_rules_in(dir)?,
        None => rules::rules_dir(None)?,
    };
    let game = rules::game_dir(&dir, name);
    if game.exists() {
        return Err(NewGameError::Exists(game));
    }
    std::fs::create_dir_all(&game).map_err(|source| NewGameError::Write {
        path: game.clone(),
        source,
    })?;
    let prefix = format!("games/{TEMPLATE}/");
    for (relative, text) in rules::EMBEDDED_RULES {
        let Some(file) = relative.strip_prefix(&prefix) else {
            continue;
        };
        let path = game.join(file);
        std::fs::write(&path, renamed(text, name))
            .map_err(|source| NewGameError::Write { path, source })?;
    }
    Ok((dir, game))
}

/// The template's text for the game NAME: its modules and its name are
/// NAME's, its title says where it came from.
fn renamed(text: &str, name: &str) -> String {
    text.replace(
        "rulebook(title, \"Tic-tac-toe (the example rulebook)\").",
        &format!("rulebook(title, \"{name} (new, from the tic-tac-toe template)\")."),
    )
    .replace(TEMPLATE, name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_need_no_quotes_are_accepted() {
        for good in ["nim", "connect_four", "g2"] {
            assert!(valid_name(good), "{good}");
        }
        for bad in [
            "",
            "Nim",
            "2nim",
            "con-four",
            "../x",
            "a b",
            &"n".repeat(33),
        ] {
            assert!(!valid_name(bad), "{bad}");
        }
    }

    #[test]
    fn the_template_is_renamed_everywhere() {
        let template: Vec<&str> = rules::EMBEDDED_RULES
            .iter()
            .filter(|(path, _)| path.starts_with("games/tictactoe/"))
            .map(|(_, text)| *text)
            .collect();
        assert!(template.len() >= 8, "the template's files");
        for text in template {
            let copy = renamed(text, "nim");
            assert!(!copy.contains("tictactoe"), "{copy}");
        }
    }
}
