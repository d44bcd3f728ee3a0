//! The one place that talks to Scryer: builds the machine, loads the rules,
//! runs queries and turns the engine's answers into Rust values.
//!
//! Two invariants live here. Text a user typed never reaches
//! `Machine::run_query` (it panics on unparsable text): it goes in as a code
//! list to `toplevel:toplevel_answer/3`, which parses it under `catch/3`. And
//! after any error the engine returns, the next query clears it first, working
//! around Scryer 0.10's stale exception ball.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use scryer_prolog::{
    InputStreamConfig, LeafAnswer, Machine, MachineBuilder, OutputStreamConfig, StreamConfig, Term,
};

use crate::bridge::Bridge;
use crate::io::{LineSource, Output};

/// Message language of the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    En,
    Id,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Id => "id",
        }
    }
}

/// Everything an engine needs to start.
pub struct EngineConfig {
    pub rules_dir: PathBuf,
    pub game: String,
    pub seed: u64,
    pub lang: Lang,
    pub colour: bool,
    pub input: Box<dyn LineSource>,
    pub output: Output,
}

#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error("no rules for the game '{game}' in {dir}")]
    UnknownGame { game: String, dir: PathBuf },
    #[error("cannot read the rules folder {dir}: {source}")]
    RulesFolder {
        dir: PathBuf,
        source: std::io::Error,
    },
    #[error("the engine failed while {doing}: {error}")]
    Internal { doing: String, error: String },
}

/// How a toplevel query ended (its solutions were printed on the way).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// It had a solution and the player did not ask for (or there were no) more.
    Yes,
    /// No (more) solutions.
    No,
    SyntaxError(String),
    Exception(String),
    /// The query ran past the inference limit and was stopped.
    LimitExceeded(String),
    Halt(i32),
}

pub struct Engine {
    machine: Machine,
    bridge: Rc<RefCell<Bridge>>,
    input: Rc<RefCell<Box<dyn LineSource>>>,
    output: Output,
    /// Set when the engine returned an error: the next query must clear it.
    stale_error: bool,
    game_dir: PathBuf,
    /// The query that autosaves the game after each user query, if any.
    autosave_query: Option<String>,
}

impl Engine {
    /// Builds the machine and loads the host, the toplevel and the game's rules.
    pub fn new(config: EngineConfig) -> Result<Engine, EngineError> {
        let game_dir = config.rules_dir.join(&config.game);
        if !game_dir.is_dir() {
            return Err(EngineError::UnknownGame {
                game: config.game.clone(),
                dir: config.rules_dir.clone(),
            });
        }
        let input = Rc::new(RefCell::new(config.input));
        let (reply, user_input) = InputStreamConfig::channel();
        let bridge = Rc::new(RefCell::new(Bridge::new(
            config.seed,
            input.clone(),
            config.output.clone(),
            reply,
            game_dir.join("map.txt"),
            config.colour,
        )));
        let error_output = config.output.clone();
        let streams = StreamConfig::default()
            .with_user_input(user_input)
            .with_user_output(OutputStreamConfig::callback(Bridge::output_callback(
                bridge.clone(),
            )))
            .with_user_error(OutputStreamConfig::callback(Box::new(move |cursor| {
                let bytes = std::mem::take(cursor.get_mut());
                cursor.set_position(0);
                error_output.write_bytes(&bytes);
            })));
        let machine = MachineBuilder::default().with_streams(streams).build();
        let mut engine = Engine {
            machine,
            bridge,
            input,
            output: config.output,
            stale_error: false,
            game_dir: game_dir.clone(),
            autosave_query: None,
        };
        engine.load_host(&config.rules_dir)?;
        engine.run_trusted(
            &format!("set_lang({}).", config.lang.code()),
            "choosing the language",
        )?;
        engine.tell_games(&config.rules_dir, &config.game)?;
        for file in rule_files(&game_dir)? {
            engine.run_trusted(
                &format!(
                    "toplevel:load_rulebook_file({}).",
                    quoted_atom(&path_text(&file))
                ),
                "loading the rules",
            )?;
        }
        Ok(engine)
    }

    fn load_host(&mut self, rules_dir: &Path) -> Result<(), EngineError> {
        let host = quoted_atom(&path_text(&rules_dir.join("host.pl")));
        let toplevel = quoted_atom(&path_text(&rules_dir.join("toplevel.pl")));
        // Messages of the common library, which any rulebook may use (a
        // rules folder made for testing the host alone may not have it).
        let messages_file = rules_dir.join("common").join("messages.pl");
        let messages = if messages_file.is_file() {
            format!(", use_module({})", quoted_atom(&path_text(&messages_file)))
        } else {
            String::new()
        };
        let query = format!(
            "use_module(library(lists)), use_module(library(between)), \
             use_module(library(format)), use_module(library(charsio)), \
             use_module(library(iso_ext)), use_module(library(dcgs)), \
             use_module(library(dif)), use_module(library(error)), \
             use_module({host}), use_module({toplevel}){messages}."
        );
        self.run_trusted(&query, "loading the host")?;
        Ok(())
    }

    /// Hands the list of rulebooks to `games/0`.
    fn tell_games(&mut self, rules_dir: &Path, current: &str) -> Result<(), EngineError> {
        let names = crate::rules::games(rules_dir);
        let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
        let padded = |name: &str| quoted_atom(&format!("{name:width$}"));
        let games: Vec<String> = names
            .iter()
            .map(|name| {
                let title = crate::rules::game_title(rules_dir, name).unwrap_or_default();
                let title: String = title.chars().filter(|c| *c != '\\' && *c != '"').collect();
                format!("game({}, \"{title}\")", padded(name))
            })
            .collect();
        self.run_trusted(
            &format!("set_games([{}], {}).", games.join(", "), padded(current)),
            "listing the games",
        )?;
        Ok(())
    }

    /// The folder of the loaded game's rules.
    pub fn game_dir(&self) -> &Path {
        &self.game_dir
    }

    /// The line source shared with `ask/2`.
    pub fn input(&self) -> Rc<RefCell<Box<dyn LineSource>>> {
        self.input.clone()
    }

    pub fn output(&self) -> &Output {
        &self.output
    }

    /// Runs a query this program wrote itself and collects its solutions.
    /// Its text must be valid Prolog: never pass user input here.
    pub fn run_trusted(
        &mut self,
        query: &str,
        doing: &str,
    ) -> Result<Vec<BTreeMap<String, Term>>, EngineError> {
        self.clear_stale_error();
        let mut solutions = Vec::new();
        let answers: Vec<_> = self.machine.run_query(query.to_string()).collect();
        for answer in answers {
            match answer {
                Ok(LeafAnswer::True) => solutions.push(BTreeMap::new()),
                Ok(LeafAnswer::LeafAnswer { bindings, .. }) => solutions.push(bindings),
                Ok(LeafAnswer::False) => {}
                Ok(LeafAnswer::Exception(term)) | Err(term) => {
                    self.stale_error = true;
                    return Err(EngineError::Internal {
                        doing: doing.to_string(),
                        error: term_text(&term),
                    });
                }
            }
        }
        self.output.flush();
        Ok(solutions)
    }

    /// Runs one query the user typed (`text` ends with its full stop). Its
    /// solutions are printed through the bridge as they come; the result says
    /// how it ended, and how long it waited for the player.
    pub fn run_user_query(&mut self, text: &str) -> (Answer, std::time::Duration) {
        self.clear_stale_error();
        self.bridge.borrow_mut().begin_query();
        let codes: Vec<String> = text.chars().map(|c| (c as u32).to_string()).collect();
        let query = format!("toplevel:toplevel_answer([{}], A).", codes.join(","));
        // Always walk the iterator to its end: abandoning a query with choice
        // points left corrupts Scryer 0.10's trail. toplevel_answer/2 is det.
        let answers: Vec<_> = self.machine.run_query(query).collect();
        let mut result = Answer::No;
        for answer in answers {
            match answer {
                Ok(LeafAnswer::LeafAnswer { bindings, .. }) => {
                    if let Some(term) = bindings.get("A") {
                        result = answer_from_term(term);
                    }
                }
                Ok(LeafAnswer::True) | Ok(LeafAnswer::False) => {}
                Ok(LeafAnswer::Exception(term)) | Err(term) => {
                    self.stale_error = true;
                    result = Answer::Exception(term_text(&term));
                }
            }
        }
        self.output.flush();
        let waiting = self.bridge.borrow().waiting();
        (result, waiting)
    }

    /// Scryer 0.10 keeps the exception of a failed query and returns it again
    /// for the next one; a caught throw empties it.
    fn clear_stale_error(&mut self) {
        if self.stale_error {
            let _: Vec<_> = self
                .machine
                .run_query("catch(throw(clear), _, true).".to_string())
                .collect();
            self.stale_error = false;
        }
    }

    /// After every user query, save the running game to `file` (when the
    /// rules define `autosave_game/1`, as Global Conquest's save.pl does).
    pub fn set_autosave(&mut self, file: Option<&Path>) {
        self.autosave_query = file.map(|f| {
            format!(
                "catch(user:autosave_game({}), _, true), flush_output(user_output).",
                quoted_atom(&path_text(f))
            )
        });
    }

    /// Saves the game if it changed since the last autosave. Cheap when
    /// nothing changed: one comparison of the state with the last save.
    pub fn autosave(&mut self) {
        if let Some(query) = self.autosave_query.clone() {
            // The rules report a failed write themselves; nothing to do here.
            let _ = self.run_trusted(&query, "autosaving");
        }
    }

    /// Loads the saved game `file` with the rules' `resume_game/1`: false,
    /// after the rules said why, when the file cannot be loaded.
    pub fn resume(&mut self, file: &Path) -> Result<bool, EngineError> {
        let query = format!(
            "( user:resume_game({}) -> R = yes ; R = no ), flush_output(user_output).",
            quoted_atom(&path_text(file))
        );
        let solutions = self.run_trusted(&query, "resuming the saved game")?;
        Ok(solutions
            .first()
            .and_then(|b| b.get("R"))
            .is_some_and(|r| matches!(r, Term::Atom(a) if a == "yes")))
    }

    /// Words for tab completion: commands and game codes.
    pub fn completion_words(&mut self) -> Vec<String> {
        match self.run_trusted("toplevel:completion_words(Ws).", "listing words") {
            Ok(solutions) => solutions
                .first()
                .and_then(|b| b.get("Ws"))
                .map(|t| match t {
                    Term::List(items) => items.iter().map(term_text).collect(),
                    _ => Vec::new(),
                })
                .unwrap_or_default(),
            Err(_) => Vec::new(),
        }
    }
}

/// The `.pl` files of a rulebook folder, sorted by name.
pub fn rule_files(dir: &Path) -> Result<Vec<PathBuf>, EngineError> {
    let entries = std::fs::read_dir(dir).map_err(|source| EngineError::RulesFolder {
        dir: dir.to_path_buf(),
        source,
    })?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pl"))
        .collect();
    files.sort();
    Ok(files)
}

fn answer_from_term(term: &Term) -> Answer {
    match term {
        Term::Atom(a) if a == "yes" => Answer::Yes,
        Term::Atom(a) if a == "no" => Answer::No,
        Term::Compound(name, args) => match (name.as_str(), args.as_slice()) {
            ("syntax_error", [text]) => Answer::SyntaxError(term_text(text)),
            ("exception", [text]) => Answer::Exception(term_text(text)),
            ("limit_exceeded", [limit]) => Answer::LimitExceeded(term_text(limit)),
            ("halt", [code]) => Answer::Halt(match code {
                Term::Integer(n) => i32::try_from(n).unwrap_or(1),
                _ => 1,
            }),
            _ => Answer::Exception(term_text(term)),
        },
        _ => Answer::Exception(term_text(term)),
    }
}

/// Text of a term the toplevel produced: strings and atoms as they are, other
/// terms in a readable form.
pub fn term_text(term: &Term) -> String {
    match term {
        Term::String(s) | Term::Atom(s) => s.clone(),
        Term::Integer(n) => n.to_string(),
        Term::Float(f) => f.to_string(),
        Term::Rational(r) => r.to_string(),
        Term::Var(v) => v.clone(),
        Term::List(items) => {
            if items.is_empty() {
                return String::new();
            }
            if items
                .iter()
                .all(|t| matches!(t, Term::Atom(a) if a.chars().count() == 1))
            {
                return items.iter().map(term_text).collect();
            }
            let inner: Vec<String> = items.iter().map(term_text).collect();
            format!("[{}]", inner.join(","))
        }
        Term::Compound(name, args) => {
            let inner: Vec<String> = args.iter().map(term_text).collect();
            format!("{name}({})", inner.join(","))
        }
        _ => format!("{term:?}"),
    }
}

/// `text` as a quoted Prolog atom.
pub fn quoted_atom(text: &str) -> String {
    let mut out = String::from("'");
    for c in text.chars() {
        match c {
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => out.push_str(&format!("\\x{:x}\\", c as u32)),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

fn path_text(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atoms_are_quoted_safely() {
        assert_eq!(quoted_atom("a'b\\c"), "'a\\'b\\\\c'");
        assert_eq!(quoted_atom("x\u{1}"), "'x\\x1\\'");
    }

    #[test]
    fn answers_are_read_from_the_toplevel_term() {
        assert_eq!(answer_from_term(&Term::atom("yes")), Answer::Yes);
        assert_eq!(answer_from_term(&Term::atom("no")), Answer::No);
        let term = Term::compound("halt", [Term::integer(3)]);
        assert_eq!(answer_from_term(&term), Answer::Halt(3));
    }
}
