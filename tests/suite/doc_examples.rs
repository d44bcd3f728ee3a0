//! Docs that stay true: every `%  ?- Query.` example in the `%%` comments of
//! the rule files (prolog/common/ and every game folder), with the answer on
//! the `%     Answer.` lines after it, is run through the engine and must
//! give exactly that answer. One engine per game checks the examples of its
//! folder (and the common library's, under the default game), each in a
//! fresh state without a running game (tests/doc_examples/harness.pl).
//!
//! The files of prolog/host/ are the host's, not rules:
//! their examples (a roll of the generator, a drawn board) are not checked
//! here. tools/swi/ runs only under SWI-Prolog.

use crate::common;

use std::path::{Path, PathBuf};

use common::{conquest, shipped_rules};

/// One example: where it is, the query and the answer, each ending in `.`.
#[derive(Debug)]
struct Example {
    place: String,
    query: String,
    answer: String,
}

/// The text of a comment line after its `%`, or None for a code line.
fn comment(line: &str) -> Option<&str> {
    line.trim_start().strip_prefix('%')
}

/// Text up to a `%` comment that starts after a blank (outside quotes).
fn without_trailing_comment(text: &str) -> &str {
    let mut quote = None;
    let chars: Vec<char> = text.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        match (quote, c) {
            (None, '\'') | (None, '"') => quote = Some(*c),
            (Some(q), c) if q == *c => quote = None,
            (None, '%') if i > 0 && chars[i - 1] == ' ' => {
                let byte = text.char_indices().nth(i).map_or(text.len(), |(b, _)| b);
                return text[..byte].trim_end();
            }
            _ => {}
        }
    }
    text.trim_end()
}

/// Every example of one file.
fn examples_of(file: &Path) -> Vec<Example> {
    let text = std::fs::read_to_string(file).expect("a readable rule file");
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(start) = comment(lines[i]).and_then(|c| c.trim_start().strip_prefix("?-")) else {
            i += 1;
            continue;
        };
        let place = format!("{}:{}", file.display(), i + 1);
        let mut query = without_trailing_comment(start.trim()).to_string();
        i += 1;
        while !query.ends_with('.') && i < lines.len() {
            let Some(more) = comment(lines[i]) else { break };
            query.push(' ');
            query.push_str(without_trailing_comment(more.trim()));
            i += 1;
        }
        let mut answer = String::new();
        while !answer.ends_with('.') && i < lines.len() {
            match comment(lines[i]).map(str::trim) {
                Some(more) if !more.is_empty() => {
                    if !answer.is_empty() {
                        answer.push(' ');
                    }
                    answer.push_str(without_trailing_comment(more));
                    i += 1;
                }
                _ => break,
            }
        }
        found.push(Example {
            place,
            query,
            answer,
        });
    }
    found
}

fn pl_files(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            pl_files(&path, files);
        } else if path.extension().is_some_and(|x| x == "pl") {
            files.push(path);
        }
    }
}

/// The first game whose files load the common library file `file` (its
/// examples run where it is loaded), else the first game.
fn game_loading(file: &Path, games: &[PathBuf]) -> String {
    let stem = file.file_stem().unwrap().to_string_lossy();
    let needle = format!("common/{stem}'");
    let loads = |game: &PathBuf| {
        let mut files = Vec::new();
        pl_files(game, &mut files);
        files
            .iter()
            .any(|f| std::fs::read_to_string(f).is_ok_and(|t| t.contains(&needle)))
    };
    let game = games.iter().find(|g| loads(g)).unwrap_or(&games[0]);
    game.file_name().unwrap().to_string_lossy().into_owned()
}

/// The examples of the rule files, by the game whose engine checks them.
fn examples_by_game() -> Vec<(String, Vec<Example>)> {
    let root = shipped_rules();
    let games = crate::common::game_dirs();
    let mut by_game: Vec<(String, Vec<Example>)> = games
        .iter()
        .map(|g| {
            let mut files = Vec::new();
            pl_files(g, &mut files);
            files.sort();
            let name = g.file_name().unwrap().to_string_lossy().into_owned();
            (name, files.iter().flat_map(|f| examples_of(f)).collect())
        })
        .collect();
    let mut common = Vec::new();
    pl_files(&root.join("common"), &mut common);
    common.sort();
    for file in common {
        let game = game_loading(&file, &games);
        let examples = examples_of(&file);
        if let Some((_, all)) = by_game.iter_mut().find(|(g, _)| *g == game) {
            all.extend(examples);
        }
    }
    by_game
}

/// `text` as a Prolog double-quoted string (a list of characters).
fn chars(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}

#[test]
fn every_example_in_the_rule_files_gives_its_answer() {
    let harness = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/doc_examples/harness.pl");
    let harness = harness.to_string_lossy().into_owned();
    let mut checked = 0;
    let mut failures = Vec::new();
    for (game, examples) in examples_by_game() {
        for e in &examples {
            assert!(
                e.query.ends_with('.') && e.answer.ends_with('.'),
                "{}: an example needs a query and an answer, each ending in a full stop: {e:?}",
                e.place
            );
        }
        let input: String = examples
            .iter()
            .map(|e| {
                format!(
                    "doc_check({}, {}, {}).\n",
                    quoted(&e.place),
                    chars(&e.query),
                    chars(&e.answer)
                )
            })
            .collect();
        let run = conquest(&["--game", &game, "--seed", "1", &harness], &input);
        assert_eq!(run.code, 0, "{game}: {}", run.stderr);
        for e in &examples {
            let ok = format!("DOC ok {}\n", e.place);
            if run.stdout.contains(&ok) {
                checked += 1;
            } else {
                let line = run
                    .stdout
                    .lines()
                    .find(|l| l.starts_with(&format!("DOC fail {}:", e.place)))
                    .unwrap_or("(no verdict: see the output)");
                failures.push(format!(
                    "{}\n    ?- {}\n    {}\n    {line}",
                    e.place, e.query, e.answer
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} examples are wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked >= 60, "only {checked} examples were found");
    eprintln!("{checked} examples checked");
}

#[test]
fn examples_are_read_with_their_continuation_lines() {
    let dir = common::scratch_dir("doc-examples");
    let file = dir.join("x.pl");
    std::fs::write(
        &file,
        "%% f(-X).\n%\n%  ?- f(X),   % a comment\n%     g(X).\n%     X = 1 ;\n%     X = 2.\nf(1).\n",
    )
    .expect("write");
    let found = examples_of(&file);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].query, "f(X), g(X).");
    assert_eq!(found[0].answer, "X = 1 ; X = 2.");
}
