//! Where the rule files are read from.
//!
//! In order: `--rules DIR`; the `prolog/` folder of the source tree this binary
//! was built from, when it still exists (so edits take effect with `make.`);
//! otherwise copies embedded in the binary, written once into the user's data
//! folder so that they can be read, edited and reloaded like any other file.

use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/embedded_rules.rs"));

#[derive(Debug, thiserror::Error)]
pub enum RulesError {
    #[error("the rules folder {0} does not exist")]
    Missing(PathBuf),
    #[error("cannot write the built-in rules to {dir}: {source}")]
    Extract {
        dir: PathBuf,
        source: std::io::Error,
    },
}

/// The host's own Prolog files, in `host/` under the rules folder, in the
/// order they load, each before the files that import it. The first
/// `BRIDGE_FILES` are the host's library (its texts, utilities, the bridge
/// and what is asked through it): the engine opens the bridge after them.
/// Then syntax error positions, the GNU Prolog habits, halt's state, the
/// modules compiled at their first use, the loader (`host/loader/`, from the shapes of terms up to its public face,
/// `consult`), the rule errors' replay (it reads the loader's clauses), the
/// toplevel.
pub const HOST_FILES: &[&str] = &[
    "host/host_messages.pl",
    "host/util.pl",
    "host/standard_operators.pl",
    "host/bridge.pl",
    "host/user_reads.pl",
    "host/game_hooks.pl",
    "host/text.pl",
    "host/dice.pl",
    "host/screen.pl",
    "host/storage.pl",
    "host/journal.pl",
    "host/limits.pl",
    "host/syntax_position.pl",
    "host/gnu.pl",
    "host/session.pl",
    "host/on_demand.pl",
    "host/loader/terms.pl",
    "host/loader/files.pl",
    "host/loader/user.pl",
    "host/loader/scan.pl",
    "host/loader/expansion.pl",
    "host/loader/load.pl",
    "host/loader/rulebook.pl",
    "host/loader/make.pl",
    "host/loader/listing.pl",
    "host/loader/consult.pl",
    "host/rule_errors.pl",
    "host/toplevel.pl",
];

/// The host's modules compiled at their first use (host/on_demand.pl),
/// with their files: only `check`, a served game and sandbox_check/1
/// need them, and compiling them cost every start a third of its time.
pub const ON_DEMAND_FILES: &[(&str, &str)] = &[
    ("loader_check", "host/loader/check.pl"),
    ("sandbox", "host/sandbox.pl"),
    ("seats", "host/seats.pl"),
];

/// How many of `HOST_FILES` load before the bridge opens.
pub const BRIDGE_FILES: usize = 12;

/// The folder of the rulebooks, one folder per game, under the rules folder.
const GAMES_FOLDER: &str = "games";

/// The file that tells a rules folder from any other folder.
const MARKER: &str = "host/bridge.pl";

/// The folder of one game's rules.
pub fn game_dir(rules_dir: &Path, game: &str) -> PathBuf {
    rules_dir.join(GAMES_FOLDER).join(game)
}

/// The folder holding `host/`, `common/` and `games/`.
pub fn rules_dir(explicit: Option<&Path>) -> Result<PathBuf, RulesError> {
    if let Some(dir) = explicit {
        return if dir.join(MARKER).is_file() {
            Ok(absolute(dir))
        } else {
            Err(RulesError::Missing(dir.to_path_buf()))
        };
    }
    let source_tree = Path::new(env!("CARGO_MANIFEST_DIR")).join("prolog");
    if source_tree.join(MARKER).is_file() {
        return Ok(source_tree);
    }
    let base = crate::paths::data_dir().unwrap_or_else(std::env::temp_dir);
    let dir = base.join(format!("rules-{}", env!("CARGO_PKG_VERSION")));
    extract(&dir)?;
    Ok(dir)
}

/// DIR as a rules folder: the built-in rules are written into it first when
/// it has none (`conquest new-game NAME --rules DIR`).
pub fn ensure_rules_in(dir: &Path) -> Result<PathBuf, RulesError> {
    if !dir.join(MARKER).is_file() {
        extract(dir)?;
    }
    Ok(absolute(dir))
}

/// Writes the embedded files that are not there yet; a user's edits are kept.
fn extract(dir: &Path) -> Result<(), RulesError> {
    let error = |source| RulesError::Extract {
        dir: dir.to_path_buf(),
        source,
    };
    for (relative, text) in EMBEDDED_RULES {
        let path = dir.join(relative);
        if path.exists() {
            continue;
        }
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(error)?;
        }
        std::fs::write(&path, text).map_err(error)?;
    }
    Ok(())
}

fn absolute(dir: &Path) -> PathBuf {
    std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf())
}

/// The games there are rules for: the folders in `games/`.
pub fn games(dir: &Path) -> Vec<String> {
    let mut games: Vec<String> = std::fs::read_dir(dir.join(GAMES_FOLDER))
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| e.path().is_dir())
                .filter_map(|e| e.file_name().into_string().ok())
                .collect()
        })
        .unwrap_or_default();
    games.sort();
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_files_are_embedded() {
        let names: Vec<&str> = EMBEDDED_RULES.iter().map(|(n, _)| *n).collect();
        assert!(names.contains(&"host/bridge.pl"));
        assert!(names.contains(&"host/toplevel.pl"));
    }

    #[test]
    fn embedded_rules_extract_and_keep_edits() {
        let dir = std::env::temp_dir().join(format!("conquest-extract-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        extract(&dir).unwrap();
        let host = dir.join(MARKER);
        assert!(host.is_file());
        std::fs::write(&host, "% edited\n").unwrap();
        extract(&dir).unwrap();
        assert_eq!(std::fs::read_to_string(&host).unwrap(), "% edited\n");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
