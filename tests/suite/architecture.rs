//! The layering ARCHITECTURE.md promises, checked on the source text: a
//! new import across layers fails here before it becomes a habit. The
//! "Rust, by layer" table is read from ARCHITECTURE.md itself, so the map
//! and the code cannot drift apart.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a source folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Lines of `file` that are code, not comments.
fn code_lines(file: &Path) -> Vec<(usize, String)> {
    std::fs::read_to_string(file)
        .expect("a readable source file")
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
        .map(|(n, line)| (n + 1, line.to_string()))
        .collect()
}

/// True when `needle` is in `line` as a whole word (or path).
fn contains_word(line: &str, needle: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    line.match_indices(needle).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = line[at + needle.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

fn offenders(dirs: &[&str], needles: &[&str], except: Option<&str>) -> Vec<String> {
    let mut found = Vec::new();
    for dir in dirs {
        for file in rust_files(&root().join(dir)) {
            let shown = file
                .strip_prefix(root())
                .unwrap_or(&file)
                .display()
                .to_string();
            if shown == "tests/suite/architecture.rs"
                || except.is_some_and(|prefix| shown.starts_with(prefix))
            {
                continue;
            }
            for (n, line) in code_lines(&file) {
                for needle in needles {
                    if contains_word(&line, needle) {
                        found.push(format!("{shown}:{n}: {}", line.trim()));
                    }
                }
            }
        }
    }
    found
}

#[test]
fn only_the_engine_module_names_scryer() {
    let found = offenders(
        &["src", "tests", "benches"],
        &["scryer_prolog"],
        Some("src/engine/"),
    );
    assert!(
        found.is_empty(),
        "outside src/engine/:\n{}",
        found.join("\n")
    );
}

#[test]
fn drawing_and_the_terminal_never_see_prolog() {
    let found = offenders(
        &["src/draw", "src/io"],
        &["crate::engine", "crate::host", "Term", "Machine"],
        None,
    );
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_layer_table_names_every_source_folder() {
    let architecture =
        std::fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    for entry in std::fs::read_dir(root().join("src"))
        .expect("src")
        .flatten()
    {
        let name = entry.file_name().to_string_lossy().into_owned();
        let shown = if entry.path().is_dir() {
            format!("`src/{name}/`")
        } else {
            format!("src/{name}")
        };
        assert!(
            architecture.contains(&shown),
            "ARCHITECTURE.md does not say what {shown} is"
        );
    }
}

/// One row of ARCHITECTURE.md's "Rust, by layer" table: the paths it
/// covers (a file, or a folder ending in `/`), the crate module they are
/// (none for a row outside `src/`), and the modules it may use.
#[derive(Debug)]
struct Layer {
    paths: Vec<String>,
    module: Option<String>,
    may_use: Vec<String>,
}

/// The texts between backticks in a table cell.
fn quoted(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The crate module a path of the table names: `src/engine/` is `engine`,
/// `src/rules.rs` is `rules`.
fn module_of(path: &str) -> Option<String> {
    let rest = path.strip_prefix("src/")?;
    let name = rest.trim_end_matches('/').trim_end_matches(".rs");
    (!name.is_empty() && !name.contains('/')).then(|| name.to_string())
}

/// The table's rows, in order. "everything below" in the may-use column
/// stands for the modules of every row under it; names that are not
/// modules of the crate (std, other crates) are left out.
fn layer_table() -> Vec<Layer> {
    let architecture =
        std::fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let section = architecture
        .split("## Rust, by layer")
        .nth(1)
        .expect("a \"Rust, by layer\" section");
    let rows: Vec<Vec<String>> = section
        .lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .skip(2)
        .map(|line| line.split('|').map(|c| c.trim().to_string()).collect())
        .collect();
    let mut layers: Vec<Layer> = rows
        .iter()
        .map(|cells| {
            let paths = quoted(&cells[1]);
            assert!(!paths.is_empty(), "a layer row without a path: {cells:?}");
            let module = module_of(&paths[0]);
            Layer {
                paths,
                module,
                may_use: Vec::new(),
            }
        })
        .collect();
    let modules: Vec<String> = layers.iter().filter_map(|l| l.module.clone()).collect();
    for (i, cells) in rows.iter().enumerate() {
        let mut may_use: Vec<String> = quoted(&cells[3])
            .iter()
            .filter_map(|name| name.split("::").next().map(str::to_string))
            .filter(|name| modules.contains(name))
            .collect();
        if cells[3].contains("everything below") {
            may_use.extend(layers[i + 1..].iter().filter_map(|l| l.module.clone()));
        }
        layers[i].may_use = may_use;
    }
    layers
}

/// The crate modules a line names as `crate::X` (or `conquest::X` from the
/// binary and the benches, which use the library from outside).
fn modules_named(line: &str, prefix: &str) -> Vec<String> {
    line.match_indices(prefix)
        .filter(|(at, _)| {
            !line[..*at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
        .map(|(at, _)| {
            line[at + prefix.len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect()
        })
        .filter(|name: &String| !name.is_empty())
        .collect()
}

#[test]
fn every_use_of_a_module_is_allowed_by_the_layer_table() {
    let layers = layer_table();
    let modules: Vec<&str> = layers.iter().filter_map(|l| l.module.as_deref()).collect();
    let mut found = Vec::new();
    for dir in ["src", "benches"] {
        for file in rust_files(&root().join(dir)) {
            let shown = file
                .strip_prefix(root())
                .unwrap_or(&file)
                .display()
                .to_string();
            let Some(layer) = layers.iter().find(|l| {
                l.paths.iter().any(|p| {
                    if p.ends_with('/') {
                        shown.starts_with(p.as_str())
                    } else {
                        shown == *p
                    }
                })
            }) else {
                found.push(format!("{shown}: in no row of the layer table"));
                continue;
            };
            let prefix = if shown == "src/main.rs" || shown.starts_with("benches/") {
                "conquest::"
            } else {
                "crate::"
            };
            for (n, line) in code_lines(&file) {
                for name in modules_named(&line, prefix) {
                    let allowed = layer.module.as_deref() == Some(name.as_str())
                        || layer.may_use.contains(&name);
                    if !allowed {
                        let known = if modules.contains(&name.as_str()) {
                            ""
                        } else {
                            " (a module the table does not name)"
                        };
                        found.push(format!(
                            "{shown}:{n}: uses `{name}`{known}, which its row ({}) may not: {}",
                            layer.paths.join(", "),
                            line.trim()
                        ));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "imports the ARCHITECTURE.md layer table does not allow:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_layer_table_is_read_as_written() {
    let layers = layer_table();
    let row = |module: &str| {
        layers
            .iter()
            .find(|l| l.module.as_deref() == Some(module))
            .unwrap_or_else(|| panic!("a row for {module}"))
    };
    assert_eq!(row("toplevel").may_use, vec!["engine", "io"]);
    assert!(row("draw").may_use.is_empty(), "{:?}", row("draw"));
    assert!(row("app").may_use.contains(&"storage".to_string()));
    assert!(!row("app").may_use.contains(&"simulate".to_string()));
    assert_eq!(
        modules_named("use crate::io::input::{Output}; crate::rules::x", "crate::"),
        vec!["io", "rules"]
    );
    assert!(modules_named("use notcrate::io;", "crate::").is_empty());
}
