//! Toplevel transcripts: `tests/transcripts/**/*.md`, one behaviour a file,
//! each readable as documentation and checked as a test.
//!
//! A transcript is Markdown. Every fenced block marked `transcript` is a
//! session, run in this process on a fresh engine exactly as the binary
//! runs one in batch mode, in a scratch folder (`{DIR}` in the text, both
//! in what is typed and in what is printed; `{MANIFEST}` is this source
//! tree):
//!
//! - a first line `$ conquest ARGS` gives the command line (`--game`,
//!   `--seed`, `--lang`, `--rules`, `--timing`, `-g GOAL`, files);
//!   `--rules prolog` runs on a copy of the shipped rules in the scratch
//!   folder, `{DIR}/prolog`, which `%% edit prolog/...` may change;
//! - `| ?- ` and `|    ` lines are the queries typed;
//! - `|: ` lines are what the user types when a program reads (they are
//!   not echoed in batch mode), `<<< ` lines what is typed at a game's
//!   question (echoed, so the output shows them on the question's line);
//! - `%% edit FILE: OLD => NEW` edits a file of the scratch folder when
//!   the session reaches it (for `make.`; `\n` is a line end);
//! - every other line is expected output; a line `...` stands for any
//!   number of lines, a line ending in `...` any line that starts the same;
//!   control characters are written `\x1\`.
//!
//! `TRANSCRIPT=make/ cargo test --test suite transcripts::` runs only the
//! transcripts whose path contains `make/`.
//!
//! A block marked `file NAME` before the session writes NAME into the
//! scratch folder. The scryer-prolog binary is not needed: where the
//! engine's own toplevel prints something else, the transcript says what
//! in its prose.

use crate::common;

use std::cell::RefCell;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use conquest::app::{self, Options};
use conquest::io::input::{LineSource, Output, ReadLine};

/// One session of a transcript.
#[derive(Debug, Default)]
struct Session {
    args: Vec<String>,
    /// What is typed, in order, with the edits between.
    input: Vec<Typed>,
    expected: Vec<String>,
    files: Vec<(String, String)>,
}

#[derive(Debug, Clone)]
enum Typed {
    Line(String),
    Edit {
        file: String,
        old: String,
        new: String,
    },
}

fn parse(text: &str) -> Vec<Session> {
    let mut sessions = Vec::new();
    let mut files = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let Some(info) = line.trim_start().strip_prefix("```") else {
            continue;
        };
        let body: Vec<&str> = lines
            .by_ref()
            .take_while(|l| !l.starts_with("```"))
            .collect();
        if let Some(name) = info.trim().strip_prefix("file ") {
            files.push((name.trim().to_string(), body.join("\n") + "\n"));
        } else if info.trim() == "transcript" {
            let mut session = Session {
                files: std::mem::take(&mut files),
                ..Session::default()
            };
            for l in body {
                if let Some(args) = l.strip_prefix("$ conquest") {
                    session.args = shell_words(args);
                } else if let Some(q) = l.strip_prefix("| ?- ") {
                    session.input.push(Typed::Line(q.to_string()));
                } else if let Some(q) = l.strip_prefix("|    ") {
                    session.input.push(Typed::Line(q.to_string()));
                } else if let Some(q) = l.strip_prefix("|: ") {
                    session.input.push(Typed::Line(q.to_string()));
                } else if let Some(q) = l.strip_prefix("<<< ") {
                    session.input.push(Typed::Line(q.to_string()));
                } else if let Some(edit) = l.strip_prefix("%% edit ") {
                    let (file, change) = edit.split_once(": ").expect("%% edit FILE: OLD => NEW");
                    let (old, new) = change.split_once(" => ").expect("%% edit FILE: OLD => NEW");
                    session.input.push(Typed::Edit {
                        file: file.to_string(),
                        old: old.replace("\\n", "\n"),
                        new: new.replace("\\n", "\n"),
                    });
                } else {
                    session.expected.push(l.to_string());
                }
            }
            sessions.push(session);
        }
    }
    sessions
}

/// Words of a command line, '...' and "..." quoting.
fn shell_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote = None;
    let mut in_word = false;
    for c in text.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

/// The typed lines of a session, with its edits done as they are reached.
struct Script {
    dir: PathBuf,
    typed: VecDeque<Typed>,
    output: Output,
}

impl LineSource for Script {
    fn read_line(&mut self, prompt: &str) -> ReadLine {
        loop {
            match self.typed.pop_front() {
                None => {
                    if !prompt.is_empty() {
                        self.output.write_str(&format!("{prompt}\n"));
                    }
                    return ReadLine::Eof;
                }
                Some(Typed::Edit { file, old, new }) => {
                    let path = self.dir.join(&file);
                    let text = std::fs::read_to_string(&path).expect("edited file exists");
                    assert!(text.contains(&old), "{file} has no {old:?}");
                    // The file's time must change for make/0 to see it.
                    std::thread::sleep(std::time::Duration::from_millis(20));
                    std::fs::write(&path, text.replacen(&old, &new, 1)).expect("edit");
                }
                Some(Typed::Line(line)) => {
                    let line = line.replace("{DIR}", &self.dir.to_string_lossy());
                    if !prompt.is_empty() {
                        // As BatchInput echoes a question's answer.
                        self.output.write_str(&format!("{prompt}{line}\n"));
                    }
                    return ReadLine::Line(line);
                }
            }
        }
    }

    fn is_interactive(&self) -> bool {
        false
    }
}

fn options(args: &[String], dir: &Path) -> Options {
    let mut options = Options {
        game: "conquest".into(),
        seed: Some(1),
        ..Options::default()
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().cloned().expect("a value after the option");
        match arg.as_str() {
            "--game" => options.game = value(),
            "--seed" => options.seed = Some(value().parse().expect("a seed")),
            "--lang" => {
                options.lang = Some(match value().as_str() {
                    "id" => conquest::engine::Lang::Id,
                    _ => conquest::engine::Lang::En,
                })
            }
            "--rules" => {
                let rules = dir.join(value());
                // `--rules prolog`: a copy of the shipped rules, to edit.
                if !rules.exists() && rules.ends_with("prolog") {
                    common::copy_tree(&common::shipped_rules(), &rules);
                }
                options.rules = Some(rules);
            }
            "--timing" => options.timing = true,
            "-g" => options.goals.push(value()),
            file => options.files.push(dir.join(file)),
        }
    }
    options
}

/// Runs one session; its output, with the scratch folder written {DIR}.
fn run(session: &Session, dir: &Path) -> String {
    for (name, text) in &session.files {
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("folder");
        }
        std::fs::write(path, text).expect("fixture file");
    }
    let options = options(&session.args, dir);
    let (output, buffer) = Output::buffer();
    let script = Script {
        dir: dir.to_path_buf(),
        typed: session.input.iter().cloned().collect(),
        output: output.clone(),
    };
    // The scratch folder is the data folder: autosaves go there, and
    // play(Game) finds them.
    app::run_sessions(
        &options,
        Box::new(script),
        output.clone(),
        false,
        Some(dir),
        |e| output.write_str(&format!("conquest: {e}\n")),
    );
    output.flush();
    let text = String::from_utf8_lossy(&buffer.borrow()).into_owned();
    let dir_text = dir.to_string_lossy();
    let text = text.replace(dir_text.as_ref(), "{DIR}");
    visible(&text.replace(env!("CARGO_MANIFEST_DIR"), "{MANIFEST}"))
}

/// Control characters (but line ends and tabs) written as Prolog writes
/// them in quoted atoms, `\x1\`, so a transcript can show them.
fn visible(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() && c != '\n' && c != '\t' {
                format!("\\x{:x}\\", c as u32)
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Compares output lines with expected ones, `...` matching any lines.
fn matches(expected: &[String], actual: &[&str]) -> bool {
    match expected.split_first() {
        None => actual.iter().all(|l| l.trim().is_empty()),
        Some((first, rest)) if first == "..." => {
            (0..=actual.len()).any(|skip| matches(rest, &actual[skip..]))
        }
        Some((first, rest)) => match actual.split_first() {
            Some((line, others)) => line_matches(first, line) && matches(rest, others),
            None => first.trim().is_empty() && matches(rest, actual),
        },
    }
}

/// A line as expected; one ending in `...` only has to start the same.
fn line_matches(expected: &str, line: &str) -> bool {
    match expected.trim_end().strip_suffix("...") {
        Some(prefix) if !prefix.is_empty() => line.starts_with(prefix),
        _ => line.trim_end() == expected.trim_end(),
    }
}

fn transcript_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir)
        .expect("transcripts folder")
        .flatten()
    {
        let path = entry.path();
        if path.is_dir() {
            transcript_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "md") {
            found.push(path);
        }
    }
}

fn check(file: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(file).expect("readable");
    let sessions = parse(&text);
    if sessions.is_empty() {
        return Err("no transcript block".into());
    }
    for (n, session) in sessions.iter().enumerate() {
        let dir = common::scratch_dir("transcript");
        let dir = std::fs::canonicalize(&dir).unwrap_or(dir);
        let actual = run(session, &dir);
        // Leading blank lines of a session are not the transcript's business.
        let lines: Vec<&str> = actual.lines().skip_while(|l| l.trim().is_empty()).collect();
        let expected: Vec<String> = session
            .expected
            .iter()
            .skip_while(|l| l.trim().is_empty())
            .cloned()
            .collect();
        if !matches(&expected, &lines) {
            return Err(format!(
                "session {}: expected\n{}\n--- got\n{}",
                n + 1,
                expected.join("\n"),
                lines.join("\n")
            ));
        }
    }
    Ok(())
}

#[test]
fn every_transcript_holds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts");
    let mut files = Vec::new();
    transcript_files(&root, &mut files);
    // TRANSCRIPT=make/ runs the transcripts whose path contains it.
    if let Ok(only) = std::env::var("TRANSCRIPT") {
        files.retain(|f| f.to_string_lossy().contains(&only));
    }
    files.sort();
    assert!(!files.is_empty(), "no transcripts under {}", root.display());
    let failures: Rc<RefCell<Vec<String>>> = Rc::default();
    // Each on the engine's own thread size, a few at a time.
    for chunk in files.chunks(4) {
        let handles: Vec<_> = chunk
            .iter()
            .cloned()
            .map(|file| {
                std::thread::Builder::new()
                    .stack_size(app::ENGINE_STACK)
                    .spawn(move || (file.clone(), check(&file)))
                    .expect("a thread")
            })
            .collect();
        for handle in handles {
            let (file, result) = handle.join().expect("no panic");
            if let Err(e) = result {
                failures
                    .borrow_mut()
                    .push(format!("{}:\n{e}", file.display()));
            }
        }
    }
    let failures = failures.borrow();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
