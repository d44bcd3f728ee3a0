//! The rulebook contract as text: a game folder's files against the table
//! "The rulebook contract" of the rules' README (`prolog/README.md`), read
//! as text, split into clauses by [`prolog_text`], with no engine, so it
//! runs on a rulebook too broken to load: the hooks, their home files and
//! which are required are read from the README's table, so the contract
//! is written once. It finds required hooks missing, hooks away from their
//! home file, exported commands without help in a language, message keys
//! in one language and not the other, rule modules that import a view or
//! a command module, and map templates that leave a territory undrawn or
//! name no territory.
//!
//! The first pass of `conquest check` (`check`), and of `check.` at the
//! toplevel through the host's `text_check` request ([`text_problems`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::prolog_text;

/// A hook of the contract: `name/arity`, its home file, whether a rulebook
/// must have it (or one of its alternatives).
#[derive(Debug)]
pub struct Hook {
    /// `name/arity`.
    pub key: String,
    /// The file of the game folder it belongs in.
    pub home: String,
    pub required: bool,
    /// Hooks any of which stands for this one.
    pub alternatives: Vec<String>,
}

/// One clause (or directive) of a file: its first line and its text,
/// comments left out.
#[derive(Debug)]
pub struct Clause {
    pub line: usize,
    pub text: String,
}

/// What the checks need of one .pl file.
#[derive(Debug, Default)]
pub struct RuleFile {
    pub name: String,
    pub module: Option<String>,
    pub exports: BTreeSet<String>,
    /// Local files it loads with use_module, as file names (`rules.pl`).
    pub imports: BTreeSet<String>,
    /// name/arity of every clause head, with the line of the first.
    pub defines: BTreeMap<String, usize>,
    pub clauses: Vec<Clause>,
}

/// Messages Indonesian has and English does not, on purpose.
const ONE_LANGUAGE_KEYS: &[(&str, &str)] = &[
    // Indonesian names the territories it calls otherwise; English reads
    // map.pl's names.
    ("conquest", "place_name/1"),
];

/// The hooks of the README's contract table: rows whose first cell is
/// `` `name/arity` ``.
pub fn contract_hooks(readme: &str) -> Vec<Hook> {
    let Some(start) = readme.find("## The rulebook contract") else {
        return Vec::new();
    };
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

/// The clauses of a Prolog text, comments left out, each with the line it
/// starts on; an unfinished rest counts as a clause.
pub fn clauses(text: &str) -> Vec<Clause> {
    let (whole, rest) = prolog_text::clauses_with_lines(text);
    whole
        .into_iter()
        .chain(rest)
        .map(|(line, text)| {
            let text = prolog_text::without_comments(&text);
            let text = text.trim();
            let text = text.strip_suffix('.').unwrap_or(text).trim().to_string();
            Clause { line, text }
        })
        .collect()
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

/// What the checks need of one file, or why it could not be read.
pub fn read_rule_file(path: &Path) -> std::io::Result<RuleFile> {
    let text = std::fs::read_to_string(path)?;
    let mut file = RuleFile {
        name: path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
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
    Ok(file)
}

/// The game folder's rule files by name, and the problems of reading it.
fn read_game(dir: &Path) -> (BTreeMap<String, RuleFile>, Vec<String>) {
    let mut files = BTreeMap::new();
    let mut problems = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => return (files, vec![format!("cannot read the folder: {e}")]),
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "pl") {
            match read_rule_file(&path) {
                Ok(file) => {
                    files.insert(file.name.clone(), file);
                }
                Err(e) => problems.push(format!("{}: cannot be read: {e}", path.display())),
            }
        }
    }
    (files, problems)
}

/// The first arguments' keys of every clause of `pred` in `file`, with the
/// line of each (message keys, help templates as terms).
pub fn first_argument_keys(file: &RuleFile, pred: &str, arg: usize) -> BTreeMap<String, usize> {
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

/// Every problem of one game folder with the contract, one line each,
/// each after the game's name and its file's (`tictactoe: help.pl: ...`).
pub fn game_problems(dir: &Path, hooks: &[Hook]) -> Vec<String> {
    game_problems_in(dir, hooks, "en")
}

/// `game_problems` in the language of the code `lang` (`en`, `id`).
pub fn game_problems_in(dir: &Path, hooks: &[Hook], lang: &str) -> Vec<String> {
    let game = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    located_problems(dir, hooks, lang)
        .into_iter()
        .map(|(file, text)| match file {
            Some(file) => format!("{game}: {file}: {text}"),
            None => text,
        })
        .collect()
}

/// The problems of `game_problems` for `check.` at the toplevel (the
/// host's `text_check` request): each after its file's path in the game
/// folder `dir` (`DIR/help.pl: ...`), as the engine's checks tell theirs.
/// The contract is the README of the rules folder that holds `dir`
/// (`RULES/games/GAME`); an Err when it has none.
pub fn text_problems(dir: &Path, lang: &str) -> Result<Vec<String>, String> {
    let readme = dir
        .parent()
        .and_then(Path::parent)
        .map(|rules| rules.join("README.md"))
        .ok_or("no_contract")?;
    let hooks = std::fs::read_to_string(readme)
        .map(|text| contract_hooks(&text))
        .unwrap_or_default();
    if hooks.is_empty() {
        return Err("no_contract".to_string());
    }
    Ok(located_problems(dir, &hooks, lang)
        .into_iter()
        .map(|(file, text)| match file {
            Some(file) => format!("{}: {text}", dir.join(file).display()),
            None => text,
        })
        .collect())
}

/// The problems of a game folder, each with the file (and line) it is at
/// when it is at one of the folder's files.
fn located_problems(dir: &Path, hooks: &[Hook], lang: &str) -> Vec<(Option<String>, String)> {
    // English or Indonesian, by the session's language.
    let tr = |en: String, id: String| if lang == "id" { id } else { en };
    let game = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let (files, unread) = read_game(dir);
    let mut problems: Vec<(Option<String>, String)> =
        unread.into_iter().map(|text| (None, text)).collect();
    let mut problem = |file: &str, text: String| problems.push((Some(file.to_string()), text));

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
            problem(
                required,
                tr(
                    "missing: every game folder has it".into(),
                    "tidak ada: setiap folder permainan memilikinya".into(),
                ),
            );
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
                tr(
                    format!("{} is missing: the contract requires it", hook.key),
                    format!("{} tidak ada: kontraknya mewajibkannya", hook.key),
                ),
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
                tr(
                    format!(
                        "{} is exported by {} instead of its home {}",
                        hook.key,
                        at.join(", "),
                        hook.home
                    ),
                    format!(
                        "{} diekspor oleh {}, bukan oleh rumahnya {}",
                        hook.key,
                        at.join(", "),
                        hook.home
                    ),
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
                tr(
                    format!(
                        "{} is exported but has no clause here nor in a module of the game it imports",
                        hook.key
                    ),
                    format!(
                        "{} diekspor tetapi tidak punya klausa di sini maupun di modul permainan yang diimpornya",
                        hook.key
                    ),
                ),
            ),
            Some(_) => {
                for other in &holders {
                    if other.name != home.name && Some(&other.name) != source.as_ref() {
                        problem(
                            &other.name,
                            tr(
                                format!(
                                    "{} is exported here too: its home is {}",
                                    hook.key, hook.home
                                ),
                                format!(
                                    "{} diekspor di sini juga: rumahnya {}",
                                    hook.key, hook.home
                                ),
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
                    tr(
                        format!("message {key} has no Indonesian text in messages_id.pl"),
                        format!("pesan {key} tidak punya teks bahasa Indonesia di messages_id.pl"),
                    ),
                );
            }
        }
        for (key, line) in &id_keys {
            if !en_keys.contains_key(key) && !allowed(key) {
                problem(
                    &format!("messages_id.pl:{line}"),
                    tr(
                        format!("message {key} has no English text in messages_en.pl"),
                        format!("pesan {key} tidak punya teks bahasa Inggris di messages_en.pl"),
                    ),
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
            for (help_lang, entries) in [("en", &en), ("id", &id)] {
                if !entries.contains(name) {
                    problem(
                        "help.pl",
                        tr(
                            format!(
                                "command {command} (commands.pl) has no help_entry({help_lang}, ...)"
                            ),
                            format!(
                                "perintah {command} (commands.pl) tidak punya help_entry({help_lang}, ...)"
                            ),
                        ),
                    );
                }
            }
        }
    }

    for map_problem in map_problems(dir, &files, lang) {
        let (file, text) = map_problem
            .split_once(": ")
            .unwrap_or(("map.txt", &map_problem));
        problem(file, text.to_string());
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
                    tr(
                        format!(
                            "a rule module imports {import}: rules never import views or commands"
                        ),
                        format!(
                            "sebuah modul aturan mengimpor {import}: aturan tidak pernah mengimpor tampilan atau perintah"
                        ),
                    ),
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
                    tr(
                        format!("imports {import}: the view imports no computer or command module"),
                        format!(
                            "mengimpor {import}: tampilan tidak mengimpor modul komputer atau perintah"
                        ),
                    ),
                );
            }
        }
    }
    problems
}

/// The map templates of a game with territories (`territory/3` facts):
/// each territory has a placeholder in `map.txt` (and `map_id.txt`, when
/// there is one), and each placeholder names a territory. A territory
/// without one is not drawn; an unknown code is drawn as `CODE(?)`.
fn map_problems(dir: &Path, files: &BTreeMap<String, RuleFile>, lang: &str) -> Vec<String> {
    let tr = |en: String, id: String| if lang == "id" { id } else { en };
    let mut territories = BTreeMap::new();
    for file in files.values() {
        for (code, line) in first_argument_keys(file, "territory/3", 0) {
            let code = code.trim_end_matches("/0").to_string();
            territories
                .entry(code)
                .or_insert(format!("{}:{line}", file.name));
        }
    }
    let mut problems = Vec::new();
    if territories.is_empty() {
        return problems;
    }
    for name in ["map.txt", "map_id.txt"] {
        let path = dir.join(name);
        let Ok(text) = std::fs::read_to_string(&path) else {
            if name == "map.txt" {
                problems.push(tr(
                    format!("{name}: missing: the map of the territories"),
                    format!("{name}: tidak ada: peta wilayahnya"),
                ));
            }
            continue;
        };
        let template = match crate::draw::map::Template::parse(&text) {
            Ok(template) => template,
            Err(e) => {
                problems.push(format!("{name}: {e}"));
                continue;
            }
        };
        let codes: BTreeSet<String> = template.codes().into_iter().collect();
        for (code, at) in &territories {
            if !codes.contains(code) {
                problems.push(tr(
                    format!("{name}: territory {code} ({at}) has no placeholder: it is not drawn"),
                    format!("{name}: wilayah {code} ({at}) tidak punya tempat: ia tidak digambar"),
                ));
            }
        }
        for code in &codes {
            if !territories.contains_key(code) {
                problems.push(tr(
                    format!(
                        "{name}: placeholder {{{code}}} names no territory/3 of the rules: \
                         it is drawn as {}(?)",
                        code.to_uppercase()
                    ),
                    format!(
                        "{name}: tempat {{{code}}} tidak menamai territory/3 aturannya: \
                         ia digambar sebagai {}(?)",
                        code.to_uppercase()
                    ),
                ));
            }
        }
    }
    problems
}
