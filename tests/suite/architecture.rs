//! The layering ARCHITECTURE.md promises, checked on the source text: a
//! new import across layers fails here before it becomes a habit.

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

/// Code lines of the Prolog files under `dir` (`%` comments left out).
fn prolog_code_lines(dir: &Path) -> Vec<(String, usize, String)> {
    let mut lines = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a rules folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "pl") {
                let shown = path
                    .strip_prefix(root())
                    .unwrap_or(&path)
                    .display()
                    .to_string();
                let text = std::fs::read_to_string(&path).expect("a readable rule file");
                for (n, line) in text.lines().enumerate() {
                    let code = line.split(" %").next().unwrap_or(line);
                    if !code.trim_start().starts_with('%') {
                        lines.push((shown.clone(), n + 1, code.to_string()));
                    }
                }
            }
        }
    }
    lines
}

#[test]
fn the_loader_and_the_game_library_never_call_up_into_the_toplevel() {
    let mut found = Vec::new();
    for dir in ["prolog/host/loader", "prolog/common"] {
        for (file, n, line) in prolog_code_lines(&root().join(dir)) {
            if line.contains("toplevel:") {
                found.push(format!("{file}:{n}: {}", line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "calls up into the toplevel:\n{}",
        found.join("\n")
    );
}
