//! The Prolog side's layering, as ARCHITECTURE.md's "Prolog" section
//! states it, checked on the `.pl` files: the host's modules import
//! nothing above them, the game library no game, a game no other game; no
//! layer calls up into another by module name; in a game only views and
//! commands print, and a global variable is set with put_global/2.

use std::path::{Path, PathBuf};

use crate::common::shipped_rules;

/// The `.pl` files under `dir`, recursively, in name order.
fn pl_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a rules folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "pl") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The code of a Prolog file, line by line: `%` comments, `/* */` blocks
/// and the insides of quoted texts blanked, so that a word in a message or
/// a comment is not taken for a call.
fn code_lines(file: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(file).expect("a readable rule file");
    let mut lines = Vec::new();
    let mut in_block = false;
    for (n, line) in text.lines().enumerate() {
        let mut code = String::new();
        let mut quote: Option<char> = None;
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            if in_block {
                if c == '*' && chars.peek() == Some(&'/') {
                    chars.next();
                    in_block = false;
                }
                continue;
            }
            match quote {
                Some(q) => {
                    if c == '\\' {
                        chars.next();
                    } else if c == q {
                        quote = None;
                        code.push(c);
                    }
                }
                None => match c {
                    '%' => break,
                    '/' if chars.peek() == Some(&'*') => {
                        chars.next();
                        in_block = true;
                    }
                    // 0'c is a character code, not a quote.
                    '\'' if code.ends_with('0') => {
                        chars.next();
                    }
                    '"' | '\'' | '`' => {
                        quote = Some(c);
                        code.push(c);
                    }
                    _ => code.push(c),
                },
            }
        }
        lines.push((n + 1, code));
    }
    lines
}

/// The whole-word occurrences of `word` followed by `(` in `line`.
fn calls(line: &str, word: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    line.match_indices(word).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = &line[at + word.len()..];
        !before.is_some_and(|c| is_word(c) || c == ':') && after.starts_with('(')
    })
}

fn shown(file: &Path) -> String {
    file.strip_prefix(shipped_rules().parent().expect("the repository"))
        .unwrap_or(file)
        .display()
        .to_string()
}

/// The files a `use_module` of `file` names, as written.
fn imports(file: &Path) -> Vec<(usize, String)> {
    code_lines(file)
        .into_iter()
        .filter_map(|(n, line)| {
            let at = line.find(":- use_module(")?;
            let rest = &line[at + ":- use_module(".len()..];
            let spec: String = rest
                .chars()
                .take_while(|c| *c != ',' && *c != ')')
                .collect();
            Some((n, spec.trim().to_string()))
        })
        .collect()
}

#[test]
fn each_layer_imports_only_the_layers_below_it() {
    let rules = shipped_rules();
    let mut found = Vec::new();
    for file in pl_files(&rules.join("host")) {
        for (n, spec) in imports(&file) {
            if spec.contains("common") || spec.contains("games") {
                found.push(format!("{}:{n}: the host imports {spec}", shown(&file)));
            }
        }
    }
    for file in pl_files(&rules.join("common")) {
        for (n, spec) in imports(&file) {
            if spec.contains("games") {
                found.push(format!(
                    "{}:{n}: the game library imports {spec}",
                    shown(&file)
                ));
            }
        }
    }
    for file in pl_files(&rules.join("games")) {
        for (n, spec) in imports(&file) {
            // A game's own files, the engine's libraries, the host's and the
            // common library: '../../host/...', '../../common/...'.
            let up = spec.trim_matches('\'').starts_with("../");
            let allowed = spec.starts_with("'../../host/") || spec.starts_with("'../../common/");
            if up && !allowed {
                found.push(format!("{}:{n}: a game imports {spec}", shown(&file)));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// `Module:` before a call, for the modules of the layers above `file`.
fn calls_up(file: &Path, modules: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for (n, line) in code_lines(file) {
        for module in modules {
            let qualified = format!("{module}:");
            let is_word = |c: char| c.is_alphanumeric() || c == '_';
            let hit = line.match_indices(&qualified).any(|(at, _)| {
                let before = line[..at].chars().next_back();
                let after = line[at + qualified.len()..].chars().next();
                !before.is_some_and(is_word) && after.is_some_and(|c| c.is_ascii_lowercase())
            });
            if hit {
                found.push(format!("{}:{n}: {}", shown(file), line.trim()));
            }
        }
    }
    found
}

#[test]
fn no_layer_calls_up_by_module_name() {
    let rules = shipped_rules();
    let mut found = Vec::new();
    // The host's library and loader below its toplevel; the host below the
    // game library and the games.
    for file in pl_files(&rules.join("host")) {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let above: &[&str] = if name == "toplevel.pl" {
            &["game", "common_messages", "save_file"]
        } else {
            &["toplevel", "game", "common_messages", "save_file"]
        };
        found.extend(calls_up(&file, above));
    }
    for file in pl_files(&rules.join("common")) {
        found.extend(calls_up(&file, &["toplevel"]));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Printing to the player: what only views and message tables do.
const PRINTING: &[&str] = &[
    "write",
    "writeq",
    "print",
    "write_canonical",
    "format",
    "nl",
    "put_char",
    "say",
    "say_inline",
    "display_map",
    "display_board",
    "portray_clause",
];

#[test]
fn only_views_and_commands_print_in_a_game() {
    // A rulebook's rules are relations: what a command says is a message
    // term that the view prints. Commands print through say/1.
    let mut found = Vec::new();
    for file in pl_files(&shipped_rules().join("games")) {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        if matches!(name.as_str(), "view.pl" | "commands.pl" | "cheats.pl") {
            continue;
        }
        for (n, line) in code_lines(&file) {
            if let Some(word) = PRINTING.iter().find(|w| calls(&line, w)) {
                found.push(format!("{}:{n}: {word}: {}", shown(&file), line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Printing without a message: one text, in the server's language, for
/// every reader of a served game (a message is rendered for each reader
/// in their own).
const PRINTING_BY_ITSELF: &[&str] = &[
    "write",
    "writeq",
    "print",
    "write_canonical",
    "write_term",
    "format",
    "put_char",
    "portray_clause",
    "print_message",
    "listing",
];

/// nl/0 called as a goal: the whole word, then a comma, a full stop, a
/// bracket or a semicolon.
fn calls_nl(line: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    line.match_indices("nl").any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = line[at + 2..].trim_start();
        !before.is_some_and(|c| is_word(c) || c == ':')
            && (after.is_empty() || after.starts_with([',', '.', ')', ';']))
    })
}

#[test]
fn no_game_prints_by_itself_so_each_reader_reads_their_language() {
    // Views too say everything with messages and draw boards through the
    // host (display_board/1), which draws them for each reader.
    let mut found = Vec::new();
    for dir in crate::common::game_dirs() {
        for file in pl_files(&dir) {
            for (n, line) in code_lines(&file) {
                let printing = PRINTING_BY_ITSELF
                    .iter()
                    .find(|w| calls(&line, w))
                    .copied()
                    .or_else(|| calls_nl(&line).then_some("nl"));
                if let Some(word) = printing {
                    found.push(format!("{}:{n}: {word}: {}", shown(&file), line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_game_sets_a_global_variable_only_with_put_global() {
    // A rulebook's state is explicit; what it keeps aside (a cache, a flag
    // for one command) goes through put_global/2, which copies: bb_put/2
    // of a value bound after the call stores a dangling reference in
    // Scryer 0.10 (docs/engine-quirks.md). The host and the game library,
    // which hold the session, use bb_put/2 with care.
    let mut found = Vec::new();
    for file in pl_files(&shipped_rules().join("games")) {
        for (n, line) in code_lines(&file) {
            if calls(&line, "bb_put") {
                found.push(format!("{}:{n}: {}", shown(&file), line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_checks_see_what_they_look_for() {
    // The scanner must not hide real code: a call after a quoted text, a
    // call on a line with a 0'c code, and nothing from a comment.
    let dir = crate::common::scratch_dir("layers-scan");
    let file = dir.join("probe.pl");
    std::fs::write(
        &file,
        "a :- X = \"nl(\", format(\"~w\", [X]).\n\
         b(C) :- C = 0'a, bb_put(k, C).\n\
         % write(comment)\n\
         /* say(x) */ c :- toplevel:halting(_).\n",
    )
    .unwrap();
    let lines = code_lines(&file);
    assert!(calls(&lines[0].1, "format") && !calls(&lines[0].1, "nl"));
    assert!(!calls_nl(&lines[0].1) && !calls(&lines[0].1, "format_to_chars"));
    assert!(calls_nl("    format(\"~w\", [X]), nl.") && calls_nl("( nl ; true )"));
    assert!(!calls_nl("inline(X), nlx, a:nl."));
    assert!(calls(&lines[1].1, "bb_put"));
    assert!(!calls(&lines[2].1, "write"));
    assert!(!calls(&lines[3].1, "say"));
    assert_eq!(calls_up(&file, &["toplevel"]).len(), 1);
}
