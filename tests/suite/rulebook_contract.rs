//! The rulebook contract of prolog/README.md, checked on every game folder
//! under prolog/games/, the example tic-tac-toe included. The hooks, their home files and which are
//! required are read from the README's table, so the contract is written
//! once; the rule files are read with a small scanner that knows Prolog's
//! comments, quotes and clause ends, so every problem names the game, the
//! file and the hook.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A hook of the contract: `name/arity`, its home file, whether a rulebook
/// must have it (or one of its alternatives).
#[derive(Debug)]
struct Hook {
    key: String,
    home: String,
    required: bool,
    alternatives: Vec<String>,
}

/// One clause (or directive) of a file: its first line and its text,
/// comments left out.
#[derive(Debug)]
struct Clause {
    line: usize,
    text: String,
}

/// What the checks need of one .pl file.
#[derive(Debug, Default)]
struct RuleFile {
    name: String,
    module: Option<String>,
    exports: BTreeSet<String>,
    /// Local files it loads with use_module, as file names (`rules.pl`).
    imports: BTreeSet<String>,
    /// name/arity of every clause head, with the line of the first.
    defines: BTreeMap<String, usize>,
    clauses: Vec<Clause>,
}

/// Messages Indonesian has and English does not, on purpose.
const ONE_LANGUAGE_KEYS: &[(&str, &str)] = &[
    // Indonesian names the territories it calls otherwise; English reads
    // map.pl's names.
    ("conquest", "place_name/1"),
];

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn game_dirs() -> Vec<PathBuf> {
    let games = repo().join("prolog/games");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&games)
        .expect("prolog/games")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    dirs
}

/// The hooks of the README's contract table: rows whose first cell is
/// `` `name/arity` ``.
fn contract_hooks(readme: &str) -> Vec<Hook> {
    let start = readme
        .find("## The rulebook contract")
        .expect("prolog/README.md has a section \"The rulebook contract\"");
    let section = &readme[start..];
    let end = section[3..].find("\n## ").map_or(section.len(), |i| i + 3);
    let mut hooks = Vec::new();
    for line in section[..end].lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 5 {
            continue;
        }
        let key = cells[1].trim_matches('`');
        if !is_key(key) {
            continue;
        }
        let home = cells[2].trim_matches('`').to_string();
        let required = cells[3].starts_with("yes");
        let alternatives = cells[3]
            .split('`')
            .skip(1)
            .step_by(2)
            .filter(|k| is_key(k))
            .map(str::to_string)
            .collect();
        hooks.push(Hook {
            key: key.to_string(),
            home,
            required,
            alternatives,
        });
    }
    hooks
}

fn is_key(text: &str) -> bool {
    match text.rsplit_once('/') {
        Some((name, arity)) => {
            !name.is_empty()
                && name.chars().all(|c| c.is_alphanumeric() || c == '_')
                && !arity.is_empty()
                && arity.chars().all(|c| c.is_ascii_digit())
        }
        None => false,
    }
}

const SYMBOL_CHARS: &str = "+-*/\\^<>=~:.?@#&$";

/// The clauses of a Prolog text, comments left out: a clause ends at a `.`
/// that is no part of a symbol atom (`=..`), outside brackets and quotes,
/// followed by layout, `%` or the end.
fn clauses(text: &str) -> Vec<Clause> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut current = String::new();
    let mut start_line = 0;
    let mut line = 1;
    let mut depth = 0i32;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if current.trim().is_empty() && !c.is_whitespace() && c != '%' {
            start_line = line;
        }
        match c {
            '%' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '/' if next == Some('*') => {
                i += 2;
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
                i += 2;
                current.push(' ');
                continue;
            }
            '0' if next == Some('\'')
                && !current
                    .chars()
                    .last()
                    .is_some_and(|p| p.is_alphanumeric() || p == '_') =>
            {
                // A character code: 0'a, 0'\n, 0''' (a quote).
                let skip = match chars.get(i + 2) {
                    Some('\\') => 4,
                    Some('\'') if chars.get(i + 3) == Some(&'\'') => 4,
                    _ => 3,
                };
                current.push('0');
                i += skip;
                continue;
            }
            '\'' | '"' | '`' => {
                current.push(c);
                i += 1;
                while i < chars.len() {
                    let q = chars[i];
                    if q == '\n' {
                        line += 1;
                    }
                    current.push(q);
                    if q == '\\' {
                        if let Some(&e) = chars.get(i + 1) {
                            // A line ending escaped: the string goes on.
                            if e == '\n' {
                                line += 1;
                            }
                            current.push(e);
                        }
                        i += 2;
                        continue;
                    }
                    if q == c {
                        if chars.get(i + 1) == Some(&c) {
                            current.push(c);
                            i += 2;
                            continue;
                        }
                        i += 1;
                        break;
                    }
                    i += 1;
                }
                continue;
            }
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            '.' if depth == 0
                && next.is_none_or(|n| n.is_whitespace() || n == '%')
                && !current
                    .chars()
                    .last()
                    .is_some_and(|p| SYMBOL_CHARS.contains(p)) =>
            {
                out.push(Clause {
                    line: start_line,
                    text: current.trim().to_string(),
                });
                current.clear();
                i += 1;
                continue;
            }
            '\n' => line += 1,
            _ => {}
        }
        current.push(c);
        i += 1;
    }
    out
}

/// The top-level arguments of the compound term that starts `text`
/// (`name(A, B)` gives ["A", "B"]), and the name.
fn functor_args(text: &str) -> (String, Vec<String>) {
    let text = text.trim();
    let (name, rest) = if let Some(quoted) = text.strip_prefix('\'') {
        let end = quoted.find('\'').unwrap_or(quoted.len());
        (
            quoted[..end].to_string(),
            &quoted[(end + 1).min(quoted.len())..],
        )
    } else {
        let end = text
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(text.len());
        (text[..end].to_string(), &text[end..])
    };
    let Some(inner) = rest.strip_prefix('(') else {
        return (name, Vec::new());
    };
    let mut args = Vec::new();
    let mut depth = 0;
    let mut arg = String::new();
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for c in inner.chars() {
        if let Some(q) = quote {
            arg.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '\'' | '"' | '`' => quote = Some(c),
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => {
                args.push(arg.trim().to_string());
                return (name, args);
            }
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                args.push(arg.trim().to_string());
                arg.clear();
                continue;
            }
            _ => {}
        }
        arg.push(c);
    }
    args.push(arg.trim().to_string());
    (name, args)
}

/// `name/arity` of a term's text.
fn term_key(text: &str) -> String {
    let (name, args) = functor_args(text);
    format!("{name}/{}", args.len())
}

/// The head of a clause: the text before a top-level `:-` or `-->`; a DCG
/// rule's head has two arguments more.
fn head_key(clause: &str) -> Option<String> {
    if clause.starts_with(":-") {
        return None;
    }
    let (head, dcg) = match (top_level_find(clause, ":-"), top_level_find(clause, "-->")) {
        (_, Some(i)) => (&clause[..i], true),
        (Some(i), None) => (&clause[..i], false),
        (None, None) => (clause, false),
    };
    let (name, args) = functor_args(head);
    if name.is_empty() {
        return None;
    }
    let arity = args.len() + if dcg { 2 } else { 0 };
    Some(format!("{name}/{arity}"))
}

fn top_level_find(text: &str, token: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut depth = 0;
    let mut quote: Option<u8> = None;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if let Some(q) = quote {
            if c == b'\\' {
                i += 2;
                continue;
            }
            if c == q {
                quote = None;
            }
        } else {
            match c {
                b'\'' | b'"' | b'`' => quote = Some(c),
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => depth -= 1,
                _ if depth == 0 && text[i..].starts_with(token) => return Some(i),
                _ => {}
            }
        }
        i += 1;
    }
    None
}

/// A use_module spec of a local file as the file name it loads
/// (`rules` gives rules.pl); None for a library or a file elsewhere.
fn local_file(spec: &str) -> Option<String> {
    let spec = spec.trim().trim_matches('\'');
    if spec.starts_with("library(") || spec.contains('/') {
        return None;
    }
    Some(format!("{spec}.pl"))
}

fn read_rule_file(path: &Path) -> RuleFile {
    let text = std::fs::read_to_string(path).expect("a rule file");
    let mut file = RuleFile {
        name: path.file_name().unwrap().to_string_lossy().into_owned(),
        clauses: clauses(&text),
        ..RuleFile::default()
    };
    for clause in &file.clauses {
        if let Some(directive) = clause.text.strip_prefix(":-") {
            let (name, args) = functor_args(directive);
            match name.as_str() {
                "module" if args.len() == 2 => {
                    file.module = Some(args[0].clone());
                    let list = args[1].trim().trim_start_matches('[').trim_end_matches(']');
                    let (_, exports) = functor_args(&format!("x({list})"));
                    file.exports = exports.into_iter().filter(|e| is_key(e)).collect();
                }
                "use_module" if !args.is_empty() => {
                    if let Some(local) = local_file(&args[0]) {
                        file.imports.insert(local);
                    }
                }
                _ => {}
            }
        } else if let Some(key) = head_key(&clause.text) {
            file.defines.entry(key).or_insert(clause.line);
        }
    }
    file
}

fn read_game(dir: &Path) -> BTreeMap<String, RuleFile> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(dir).expect("a game folder").flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "pl") {
            let file = read_rule_file(&path);
            files.insert(file.name.clone(), file);
        }
    }
    files
}

/// The first arguments' keys of every clause of `pred` in `file`, with the
/// line of each (message keys, help templates as terms).
fn first_argument_keys(file: &RuleFile, pred: &str, arg: usize) -> BTreeMap<String, usize> {
    let mut keys = BTreeMap::new();
    for clause in &file.clauses {
        if head_key(&clause.text).as_deref() != Some(pred) {
            continue;
        }
        let head = match top_level_find(&clause.text, ":-") {
            Some(i) => &clause.text[..i],
            None => &clause.text,
        };
        let (_, args) = functor_args(head);
        if let Some(a) = args.get(arg) {
            let term = a.trim_matches('\'');
            keys.entry(term_key(term)).or_insert(clause.line);
        }
    }
    keys
}

/// Every problem of one game folder with the contract, one line each.
fn game_problems(dir: &Path, hooks: &[Hook]) -> Vec<String> {
    let game = dir.file_name().unwrap().to_string_lossy().into_owned();
    let files = read_game(dir);
    let mut problems = Vec::new();
    let mut problem = |file: &str, text: String| problems.push(format!("{game}: {file}: {text}"));

    for required in [
        "rulebook.pl",
        "rules.pl",
        "computer.pl",
        "view.pl",
        "commands.pl",
        "help.pl",
        "messages_en.pl",
        "messages_id.pl",
    ] {
        if !files.contains_key(required) {
            problem(required, "missing: every game folder has it".into());
        }
    }

    // Where each hook is: the files that export it (a module) or define it
    // (the plain rulebook.pl).
    let provides = |file: &RuleFile, key: &str| {
        if file.module.is_some() {
            file.exports.contains(key)
        } else {
            file.defines.contains_key(key)
        }
    };
    for hook in hooks {
        let holders: Vec<&RuleFile> = files.values().filter(|f| provides(f, &hook.key)).collect();
        let present = !holders.is_empty();
        if hook.required
            && !present
            && !hook
                .alternatives
                .iter()
                .any(|alt| files.values().any(|f| provides(f, alt)))
        {
            problem(
                &hook.home,
                format!("{} is missing: the contract requires it", hook.key),
            );
        }
        if !present {
            continue;
        }
        let Some(home) = files.get(&hook.home) else {
            continue;
        };
        if !provides(home, &hook.key) {
            let at: Vec<&str> = holders.iter().map(|f| f.name.as_str()).collect();
            problem(
                &hook.home,
                format!(
                    "{} is exported by {} instead of its home {}",
                    hook.key,
                    at.join(", "),
                    hook.home
                ),
            );
            continue;
        }
        // Defined at home, or exported again from the module of the game
        // that defines it, which the home file imports.
        let source = if home.defines.contains_key(&hook.key) {
            Some(home.name.clone())
        } else {
            home.imports
                .iter()
                .filter_map(|i| files.get(i))
                .find(|f| f.exports.contains(&hook.key) && f.defines.contains_key(&hook.key))
                .map(|f| f.name.clone())
        };
        match &source {
            None => problem(
                &hook.home,
                format!(
                    "{} is exported but has no clause here nor in a module of the game it imports",
                    hook.key
                ),
            ),
            Some(_) => {
                for other in &holders {
                    if other.name != home.name && Some(&other.name) != source.as_ref() {
                        problem(
                            &other.name,
                            format!(
                                "{} is exported here too: its home is {}",
                                hook.key, hook.home
                            ),
                        );
                    }
                }
            }
        }
    }

    // English and Indonesian have the same message keys.
    if let (Some(en), Some(id)) = (files.get("messages_en.pl"), files.get("messages_id.pl")) {
        let en_keys = first_argument_keys(en, "en_message/2", 0);
        let id_keys = first_argument_keys(id, "id_message/2", 0);
        let allowed = |key: &str| ONE_LANGUAGE_KEYS.contains(&(game.as_str(), key));
        for (key, line) in &en_keys {
            if !id_keys.contains_key(key) && !allowed(key) {
                problem(
                    &format!("messages_en.pl:{line}"),
                    format!("message {key} has no Indonesian text in messages_id.pl"),
                );
            }
        }
        for (key, line) in &id_keys {
            if !en_keys.contains_key(key) && !allowed(key) {
                problem(
                    &format!("messages_id.pl:{line}"),
                    format!("message {key} has no English text in messages_en.pl"),
                );
            }
        }
    }

    // Every command commands.pl exports has help in both languages: a
    // help line of its name (the toplevel knows commands by name; one line
    // may tell several arities, as Replica's transform/2 and /4).
    if let (Some(commands), Some(help)) = (files.get("commands.pl"), files.get("help.pl")) {
        let hook_keys: BTreeSet<&str> = hooks.iter().map(|h| h.key.as_str()).collect();
        let names = |lang: &str| -> BTreeSet<String> {
            help.clauses
                .iter()
                .filter(|c| head_key(&c.text).as_deref() == Some("help_entry/3"))
                .filter_map(|c| {
                    let (_, args) = functor_args(&c.text);
                    (args.first().map(String::as_str) == Some(lang))
                        .then(|| functor_args(args[1].trim_matches('\'')).0)
                })
                .collect()
        };
        let (en, id) = (names("en"), names("id"));
        for command in &commands.exports {
            if hook_keys.contains(command.as_str()) {
                continue;
            }
            let name = command
                .rsplit_once('/')
                .map_or(command.as_str(), |(n, _)| n);
            for (lang, entries) in [("en", &en), ("id", &id)] {
                if !entries.contains(name) {
                    problem(
                        "help.pl",
                        format!("command {command} (commands.pl) has no help_entry({lang}, ...)"),
                    );
                }
            }
        }
    }

    // The rules import no view and no command module, through any of the
    // rule modules either; the view imports no computer or command module.
    let mut seen = BTreeSet::new();
    let mut todo = vec!["rules.pl".to_string()];
    while let Some(name) = todo.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        let Some(file) = files.get(&name) else {
            continue;
        };
        for import in &file.imports {
            if import == "view.pl" || import == "commands.pl" {
                problem(
                    &name,
                    format!("a rule module imports {import}: rules never import views or commands"),
                );
            } else {
                todo.push(import.clone());
            }
        }
    }
    if let Some(view) = files.get("view.pl") {
        for import in &view.imports {
            if import == "computer.pl" || import == "commands.pl" {
                problem(
                    "view.pl",
                    format!("imports {import}: the view imports no computer or command module"),
                );
            }
        }
    }
    problems
}

#[test]
fn every_game_folder_keeps_the_rulebook_contract() {
    let readme = std::fs::read_to_string(repo().join("prolog/README.md")).expect("README");
    let hooks = contract_hooks(&readme);
    assert!(
        hooks.len() >= 20,
        "the contract table lists {} hooks",
        hooks.len()
    );
    for key in [
        "new_state/3",
        "en_message/2",
        "announce_move/4",
        "rulebook/2",
    ] {
        assert!(hooks.iter().any(|h| h.key == key), "{key} in the contract");
    }
    let dirs = game_dirs();
    assert!(dirs.len() >= 6, "{dirs:?}");
    let problems: Vec<String> = dirs.iter().flat_map(|d| game_problems(d, &hooks)).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scanner_reads_clause_heads_past_comments_quotes_and_operators() {
    let text = "% a comment. with a dot\n\
                :- module(m, [a/1, b/2, op(700, xfx, ===)]).\n\
                :- use_module(rules).\n\
                :- use_module('../../common/game').\n\
                a(X) :- X =.. [f, '.'], Y = 0'., Z = \"a. b\", /* c. */ true.\n\
                b(x, 'y.z') --> [].\n\
                en_message(key(_, _), \"~w. \\\n~w\").\n\
                en_message(next, \"x\").\n";
    let cs = clauses(text);
    assert_eq!(cs.len(), 7, "{cs:?}");
    assert_eq!(cs[3].line, 5);
    assert_eq!(cs[6].line, 9, "{cs:?}");
    let path = repo().join("target/rulebook_contract_scan.pl");
    std::fs::write(&path, text).expect("write");
    let file = read_rule_file(&path);
    assert_eq!(file.module.as_deref(), Some("m"));
    assert_eq!(
        file.exports,
        ["a/1", "b/2"].map(String::from).into_iter().collect()
    );
    assert_eq!(
        file.imports,
        ["rules.pl"].map(String::from).into_iter().collect()
    );
    assert!(file.defines.contains_key("a/1"), "{:?}", file.defines);
    assert!(file.defines.contains_key("b/4"), "{:?}", file.defines);
    let keys = first_argument_keys(&file, "en_message/2", 0);
    assert!(keys.contains_key("key/2"), "{keys:?}");
}
