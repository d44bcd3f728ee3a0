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
/// (The first of them keeps the modules compiled at their first use: the
/// library's texts are among them.) Then the GNU Prolog habits, halt's
/// state, the part of the loader every session needs (the shapes of
/// terms, the loaded files, the user module, the user's goals made safe, a
/// game's rules waiting for the query that needs them, the loader's public
/// face `consult`), the toplevel.
pub const HOST_FILES: &[&str] = &[
    "host/on_demand.pl",
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
    "host/gnu.pl",
    "host/session.pl",
    "host/loader/terms.pl",
    "host/loader/files.pl",
    "host/loader/user.pl",
    "host/loader/rewrite.pl",
    "host/loader/deferral.pl",
    "host/loader/consult.pl",
    "host/toplevel.pl",
];

/// A group of the host's modules compiled together at the first use of
/// any of them (host/on_demand.pl): its name, the groups it needs loaded
/// first, and its modules with their files, in the order they load.
pub type OnDemandGroup = (
    &'static str,
    &'static [&'static str],
    &'static [(&'static str, &'static str)],
);

/// The host's modules that only some sessions use, compiled at their first
/// use: compiling them cost every start, `conquest -g halt` included, two
/// thirds of its time. The host's message tables are needed by the first
/// text it says. The loader of files (with the rule errors' replay that
/// reads its clauses) is needed by the first file consulted or a game's
/// rules; the positions of syntax errors by the first file that has one;
/// listing/1 and why/1's index of reasons by the first of them; make/0 by
/// the first make or help; the checker by `check`; the toplevel's help and game list by `help.`,
/// `games.`, `play/1` and the first prompt at a terminal; its hints of a
/// slip and its syntax errors by the first of them; the sandbox and the
/// seats by a served game.
pub const ON_DEMAND_GROUPS: &[OnDemandGroup] = &[
    (
        "host_messages",
        &[],
        &[("host_messages", "host/host_messages.pl")],
    ),
    (
        "loader",
        &[],
        &[
            ("loader_scan", "host/loader/scan.pl"),
            ("loader_expansion", "host/loader/expansion.pl"),
            ("loader_load", "host/loader/load.pl"),
            ("loader_rulebook", "host/loader/rulebook.pl"),
            ("rule_errors", "host/rule_errors.pl"),
        ],
    ),
    (
        "syntax_position",
        &[],
        &[("syntax_position", "host/syntax_position.pl")],
    ),
    (
        "loader_listing",
        &["loader"],
        &[("loader_listing", "host/loader/listing.pl")],
    ),
    (
        "loader_make",
        &["loader"],
        &[("loader_make", "host/loader/make.pl")],
    ),
    (
        "loader_check",
        &["loader", "loader_listing"],
        &[("loader_check", "host/loader/check.pl")],
    ),
    (
        "toplevel_help",
        &[],
        &[("toplevel_help", "host/toplevel/help.pl")],
    ),
    (
        "toplevel_slips",
        &[],
        &[("toplevel_slips", "host/toplevel/slips.pl")],
    ),
    (
        "toplevel_syntax",
        &["loader", "syntax_position"],
        &[("toplevel_syntax", "host/toplevel/syntax.pl")],
    ),
    ("sandbox", &["loader"], &[("sandbox", "host/sandbox.pl")]),
    (
        "seats",
        &["loader", "sandbox"],
        &[("seats", "host/seats.pl")],
    ),
];

/// The files of `ON_DEMAND_GROUPS`, in the order they load.
pub fn on_demand_files() -> impl Iterator<Item = &'static str> {
    ON_DEMAND_GROUPS
        .iter()
        .flat_map(|(_, _, modules)| modules.iter().map(|(_, file)| *file))
}

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
