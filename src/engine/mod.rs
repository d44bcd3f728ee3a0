//! The one place that talks to Scryer: builds the machine, loads the host
//! and a game, runs queries and turns the engine's answers into Rust values.
//!
//! Two invariants live here. Text a user typed never reaches
//! `Machine::run_query` (it panics on unparsable text): it goes in as a code
//! list to `toplevel:toplevel_answer/2`, which parses it under `catch/3`.
//! And no exception ever leaves a query run from Rust: every query is run
//! inside `catch/3` and its ball comes back as an ordinary binding, because
//! Scryer 0.10 builds an escaped exception from stale heap cells (garbage
//! terms, `entered unreachable code` panics, segfaults).

pub mod panic;
pub mod term;

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use scryer_prolog::{
    InputStreamConfig, LeafAnswer, Machine, MachineBuilder, OutputStreamConfig, StreamConfig,
};

use crate::host::{protocol, Host, HostConfig};
use crate::interrupt::EngineStop;
pub use crate::io::answer::{Answer, QueryMode};
use crate::io::input::{LineSource, Output};
pub use panic::{contain_panic, EnginePanic};
pub use scryer_prolog::Term;
pub use term::{quoted_atom, term_text};

/// The engine's toplevel module: only what ours uses of Scryer's (see the
/// file), which it would otherwise compile at every start.
const ENGINE_TOPLEVEL: &str = include_str!("engine_toplevel.pl");

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
    /// The game to load, or None for plain Prolog (`--game none`).
    pub game: Option<String>,
    pub seed: u64,
    pub lang: Lang,
    pub colour: bool,
    pub input: Box<dyn LineSource>,
    pub output: Output,
    pub rules: RulesLoad,
}

/// When the game's rules are compiled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RulesLoad {
    /// While the engine is built.
    AtStart,
    /// With the first query that may need them (see
    /// `consult:defer_rulebook/1`): a batch run whose goals only compute
    /// and print does not wait for a second of compiling.
    WhenNeeded,
}

#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error("no rules for the game '{game}' in {dir}")]
    UnknownGame { game: String, dir: PathBuf },
    #[error("cannot start the host: {0}")]
    Host(std::io::Error),
    /// A query raised a Prolog error; the ball is kept as a term.
    #[error("the engine failed while {doing}: {}", term_text(.ball))]
    Prolog { doing: String, ball: Term },
}

impl EngineError {
    /// The Prolog error term, when the engine raised one.
    pub fn ball(&self) -> Option<&Term> {
        match self {
            EngineError::Prolog { ball, .. } => Some(ball),
            _ => None,
        }
    }
}

/// The bindings of one solution, by variable name.
pub type Bindings = BTreeMap<String, Term>;

/// The variable that receives the ball of a query run from Rust.
const BALL: &str = "ConquestBall__";

pub struct Engine {
    machine: Machine,
    host: Rc<RefCell<Host>>,
    input: Rc<RefCell<Box<dyn LineSource>>>,
    output: Output,
    game_dir: Option<PathBuf>,
}

impl Engine {
    /// Builds the machine and loads the host, the toplevel and the game's rules.
    pub fn new(config: EngineConfig) -> Result<Engine, EngineError> {
        let game_dir = match &config.game {
            Some(game) => {
                let dir = crate::rules::game_dir(&config.rules_dir, game);
                if !dir.is_dir() {
                    return Err(EngineError::UnknownGame {
                        game: game.clone(),
                        dir: dir.parent().unwrap_or(&config.rules_dir).to_path_buf(),
                    });
                }
                Some(dir)
            }
            None => None,
        };
        let input = Rc::new(RefCell::new(config.input));
        // user_input stays empty: the user's reads at the toplevel go to
        // the host's terminal file (see prolog/host/user_reads.pl), and a raw read of
        // user_input only ever meets its end.
        let (_user_data, user_input) = InputStreamConfig::channel();
        let token = protocol::new_token();
        let host = Host::new(HostConfig {
            seed: config.seed,
            input: input.clone(),
            output: config.output.clone(),
            map_template: game_dir
                .as_ref()
                .map(|d| d.join("map.txt"))
                .unwrap_or_default(),
            colour: config.colour,
            token: token.clone(),
        })
        .map_err(EngineError::Host)?;
        let host = Rc::new(RefCell::new(host));
        let streams = StreamConfig::default()
            .with_user_input(user_input)
            .with_user_output(OutputStreamConfig::callback(Host::output_callback(
                host.clone(),
            )))
            .with_user_error(OutputStreamConfig::callback(error_callback(
                config.output.clone(),
            )));
        let machine = MachineBuilder::default()
            .with_streams(streams)
            .with_toplevel(ENGINE_TOPLEVEL)
            .build();
        crate::interrupt::connect_engine(EngineStop {
            request: scryer_prolog::request_interrupt,
            clear: scryer_prolog::clear_interrupt,
        });
        let reply_path = host.borrow().reply_path();
        let terminal_path = host.borrow().terminal_path();
        let mut engine = Engine {
            machine,
            host,
            input,
            output: config.output,
            game_dir: game_dir.clone(),
        };
        engine.load_host(
            &config.rules_dir,
            game_dir.as_deref(),
            &token,
            &reply_path,
            &terminal_path,
        )?;
        if engine.input.borrow().is_served() {
            engine.run_trusted(
                "on_demand:need_module(sandbox), on_demand:need_module(seats)",
                "loading the sandbox",
            )?;
        }
        engine.run_trusted(
            &format!("text:set_lang({})", config.lang.code()),
            "choosing the language",
        )?;
        engine.tell_games(&config.rules_dir, config.game.as_deref())?;
        if let Some(dir) = &game_dir {
            let load = match config.rules {
                RulesLoad::AtStart => "load_rulebook",
                RulesLoad::WhenNeeded => "defer_rulebook",
            };
            engine.run_trusted(
                &format!("consult:{load}({})", quoted_atom(&dir.to_string_lossy())),
                "loading the rules",
            )?;
        }
        Ok(engine)
    }

    /// Loads the host's own Prolog (the bridge, the loader, the toplevel)
    /// and opens the bridge; tells the loader the module declarations of
    /// the host's files and of the game's rule files.
    fn load_host(
        &mut self,
        rules_dir: &Path,
        game_dir: Option<&Path>,
        token: &str,
        reply_path: &str,
        terminal_path: &str,
    ) -> Result<(), EngineError> {
        let file = |name: &str| quoted_atom(&rules_dir.join(name).to_string_lossy());
        let host_list: Vec<String> = crate::rules::HOST_FILES.iter().map(|f| file(f)).collect();
        let (library, rest) = crate::rules::HOST_FILES.split_at(crate::rules::BRIDGE_FILES);
        let mut declarations = self.load_host_files(rules_dir, library)?;
        self.run_trusted(
            &format!(
                "bridge:start_bridge({}, {}), user_reads:open_terminal({})",
                quoted_atom(token),
                quoted_atom(reply_path),
                quoted_atom(terminal_path)
            ),
            "loading the host",
        )?;
        declarations.extend(self.load_host_files(rules_dir, rest)?);
        if let Some(dir) = game_dir {
            for folder in [dir.to_path_buf(), rules_dir.join("common")] {
                declarations.extend(rule_file_declarations(&folder));
            }
        }
        // The loader is asked first whether it loaded: after a host file
        // failed to load, Scryer 0.10 panics at nearly any goal (bb_put/2
        // included), but answers a call of a module that is not there
        // with an existence error, which ends the start here.
        self.run_trusted("consult:game_modules(_)", "loading the host")?;
        let texts: Vec<String> = declarations
            .iter()
            .map(|d| {
                format!(
                    "{}-{}-{}",
                    quoted_atom(&d.path.to_string_lossy()),
                    d.mtime,
                    quoted_atom(d.first_clause.as_deref().unwrap_or("none"))
                )
            })
            .collect();
        self.run_trusted(
            &format!(
                "loader_files:note_module_declarations([{}])",
                texts.join(", ")
            ),
            "loading the host",
        )?;
        let on_demand: Vec<String> = crate::rules::ON_DEMAND_GROUPS
            .iter()
            .map(|(group, needs, modules)| {
                let needs: Vec<String> = needs.iter().map(|n| quoted_atom(n)).collect();
                let files: Vec<String> = modules
                    .iter()
                    .map(|(module, name)| format!("{}-{}", quoted_atom(module), file(name)))
                    .collect();
                format!(
                    "{}-[{}]-[{}]",
                    quoted_atom(group),
                    needs.join(", "),
                    files.join(", ")
                )
            })
            .collect();
        self.run_trusted(
            &format!("on_demand:note_on_demand_files([{}])", on_demand.join(", ")),
            "loading the host",
        )?;
        self.run_trusted(
            &format!("consult:start_user([{}])", host_list.join(", ")),
            "loading the host",
        )?;
        Ok(())
    }

    /// Compiles host files from their text, read here at once: the engine
    /// reads a file it loads four bytes a system call. Returns each file's
    /// first clause (its module declaration).
    fn load_host_files(
        &mut self,
        rules_dir: &Path,
        names: &[&str],
    ) -> Result<Vec<Declaration>, EngineError> {
        let mut declarations = Vec::with_capacity(names.len());
        for name in names {
            let path = rules_dir.join(name);
            let (text, declaration) = Declaration::read(&path).map_err(EngineError::Host)?;
            declarations.extend(declaration);
            self.machine
                .load_module_string(&path.to_string_lossy(), text);
        }
        Ok(declarations)
    }

    /// Hands the list of rulebooks to `games/0`.
    fn tell_games(&mut self, rules_dir: &Path, current: Option<&str>) -> Result<(), EngineError> {
        let names = crate::rules::games(rules_dir);
        let games: Vec<String> = names
            .iter()
            .map(|name| {
                let folder = crate::rules::game_dir(rules_dir, name);
                format!(
                    "{}-{}",
                    quoted_atom(name),
                    quoted_atom(&folder.to_string_lossy())
                )
            })
            .collect();
        self.run_trusted(
            &format!(
                "toplevel:set_games([{}], {})",
                games.join(", "),
                quoted_atom(current.unwrap_or("none"))
            ),
            "listing the games",
        )?;
        Ok(())
    }

    /// The folder of the loaded game's rules, if a game is loaded.
    pub fn game_dir(&self) -> Option<&Path> {
        self.game_dir.as_deref()
    }

    /// The line source shared with `ask/2`.
    pub fn input(&self) -> Rc<RefCell<Box<dyn LineSource>>> {
        self.input.clone()
    }

    pub fn output(&self) -> &Output {
        &self.output
    }

    /// How many queries the toplevel loop has read from the player.
    pub fn queries_read(&self) -> u64 {
        self.host.borrow().session_queries()
    }

    /// Runs a goal this program wrote itself (no final full stop) and
    /// collects its solutions. Its text must be valid Prolog: never pass
    /// user input here. A Prolog error comes back as `EngineError::Prolog`
    /// with the ball as a term, caught inside the engine.
    pub fn run_trusted(&mut self, goal: &str, doing: &str) -> Result<Vec<Bindings>, EngineError> {
        let goal = goal.trim().trim_end_matches('.');
        if std::env::var_os("CONQUEST_TRACE").is_some() {
            eprintln!("[engine] {goal}");
        }
        // `; fail`: the query always ends by failing back into the engine's
        // stub choice point, which empties its heap and undoes its trail.
        // A query that ends deterministically leaves both as they are: the
        // heap grows with every query, and a value bb_get/2 cached on it
        // stays cached after a later query frees that heap (stale global
        // variables, then segfaults).
        // What the goal printed is flushed with it, before its answer; the
        // flush has a catch of its own, so that a Ctrl-C landing there is
        // not an exception escaping the query.
        let query = format!(
            "(catch(({goal}), {BALL}, true), catch(flush_output(user_output), _, true) ; fail)."
        );
        let mut solutions = Vec::new();
        let mut failure = None;
        // Walk the answers to their end: abandoning a query with choice
        // points left corrupts Scryer 0.10's trail.
        // Not dropped while a panic unwinds: after some engine panics
        // (a host file that failed to load, then any query) the query's
        // own drop panics again, and a panic during a panic aborts the
        // process before `contain_panic` can tell the player.
        let mut answers = std::mem::ManuallyDrop::new(self.machine.run_query(query));
        for answer in answers.by_ref() {
            match answer {
                Ok(LeafAnswer::True) => solutions.push(Bindings::new()),
                Ok(LeafAnswer::LeafAnswer { mut bindings, .. }) => match bindings.remove(BALL) {
                    Some(ball) if !matches!(ball, Term::Var(_)) => failure = Some(ball),
                    _ => solutions.push(bindings),
                },
                Ok(LeafAnswer::False) => {}
                // Cannot happen with the catch above; kept as an error, not a panic.
                Ok(LeafAnswer::Exception(ball)) | Err(ball) => failure = Some(ball),
            }
        }
        // SAFETY: dropped once, here, when no panic is unwinding.
        unsafe { std::mem::ManuallyDrop::drop(&mut answers) };
        self.output.flush();
        match failure {
            Some(ball) => Err(EngineError::Prolog {
                doing: doing.to_string(),
                ball,
            }),
            None => Ok(solutions),
        }
    }

    /// The status halt/0,1 asked for while the files given on the command
    /// line loaded (in a directive or an initialization goal), if it did.
    pub fn halt_requested(&mut self) -> Option<i32> {
        let solutions = self
            .run_trusted("session:halting(Code)", "checking for a halt")
            .ok()?;
        match solutions.first()?.get("Code")? {
            Term::Integer(n) => Some(i32::try_from(n).unwrap_or(1)),
            _ => None,
        }
    }

    /// True when `goal` has a solution (errors count as no).
    pub fn succeeds(&mut self, goal: &str, doing: &str) -> bool {
        self.run_trusted(goal, doing)
            .map(|s| !s.is_empty())
            .unwrap_or(false)
    }

    /// Runs one query the user typed (`text` ends with its full stop). Its
    /// solutions are printed through the host as they come; the result says
    /// how it ended, and how long it waited for the player.
    pub fn run_user_query(&mut self, text: &str, mode: QueryMode) -> (Answer, std::time::Duration) {
        self.host.borrow_mut().begin_query();
        let codes: Vec<String> = text.chars().map(|c| (c as u32).to_string()).collect();
        let mode = match mode {
            QueryMode::Query => "query",
            QueryMode::Goal => "goal",
        };
        let goal = format!("toplevel:toplevel_answer([{}], {mode}, A)", codes.join(","));
        let result = match self.run_trusted(&goal, "running a query") {
            Ok(solutions) => solutions
                .first()
                .and_then(|b| b.get("A"))
                .map(answer_from_term)
                .unwrap_or(Answer::No),
            Err(e) => Answer::Exception(e.ball().map(term_text).unwrap_or_default()),
        };
        self.host.borrow_mut().end_query();
        let waiting = self.host.borrow().waiting();
        (result, waiting)
    }

    /// Runs the toplevel loop (`toplevel:serve/2`) as one query of the
    /// engine: the host reads each of the player's queries when the loop
    /// asks for it and reports how it ended. Returns the query that ended
    /// the session (`Answer::Halt` or `Answer::Switch`; None at the end of
    /// input), and whether any query raised an error or was refused.
    ///
    /// Should the loop itself raise an error (its own bug, or the bridge
    /// failing), it is reported and started again where the player was,
    /// unless it failed before reading a query: then it ends.
    pub fn serve(&mut self, timing: bool) -> (Option<Answer>, bool) {
        let interactive = self.input.borrow().completes_words();
        self.host.borrow_mut().start_session(timing);
        let goal = format!("toplevel:serve({interactive}, Outcome)");
        let halt = loop {
            let read_before = self.host.borrow().session_queries();
            match self.run_trusted(&goal, "running the toplevel") {
                Ok(solutions) => {
                    break solutions
                        .first()
                        .and_then(|b| b.get("Outcome"))
                        .and_then(session_ending)
                }
                Err(e) => {
                    self.host.borrow_mut().end_query();
                    self.output
                        .write_str(&format!("conquest: the toplevel stopped: {e}\n"));
                    self.output.flush();
                    if self.host.borrow().session_queries() == read_before {
                        self.host.borrow_mut().note_session_error();
                        break None;
                    }
                }
            }
        };
        let had_error = self.host.borrow_mut().end_session();
        (halt, had_error)
    }

    /// After every user query, save the running game to `file` when it
    /// changed (through the rules' `autosave_game/1`).
    pub fn set_autosave(&mut self, file: Option<&Path>) -> Result<(), EngineError> {
        let goal = match file {
            Some(f) => format!(
                "toplevel:set_autosave_file({})",
                quoted_atom(&f.to_string_lossy())
            ),
            None => "toplevel:set_autosave_file(none)".to_string(),
        };
        self.run_trusted(&goal, "setting up the autosave")?;
        Ok(())
    }

    /// Saves the game if it changed since the last autosave. Cheap when
    /// nothing changed: one comparison of the state with the last save.
    pub fn autosave(&mut self) {
        // The rules report a failed write themselves.
        let _ = self.run_trusted("toplevel:autosave_point", "autosaving");
    }

    /// Loads the saved game `file` with the rules' `resume_game/1`: false,
    /// after the rules said why, when the file cannot be loaded.
    pub fn resume(&mut self, file: &Path) -> Result<bool, EngineError> {
        let goal = format!(
            "toplevel:resume_saved_game({})",
            quoted_atom(&file.to_string_lossy())
        );
        Ok(self.succeeds(&goal, "resuming the saved game"))
    }

    /// Words for tab completion: commands and game codes.
    pub fn completion_words(&mut self) -> Vec<String> {
        match self.run_trusted("toplevel:completion_words(Ws)", "listing words") {
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

/// A Prolog file, when it last changed, and its first clause, if it has one.
struct Declaration {
    path: PathBuf,
    /// When the file last changed, in nanoseconds, as `file_mtime/2` says.
    mtime: u128,
    first_clause: Option<String>,
}

impl Declaration {
    /// Reads the file `path` whole, and its declaration: none when its
    /// time cannot be read (the loader then reads the file itself). The
    /// time is taken first, so that a change while it is read makes the
    /// declaration stale, not the time.
    fn read(path: &Path) -> std::io::Result<(String, Option<Declaration>)> {
        let mtime = std::fs::metadata(path)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| d.as_nanos());
        let text = std::fs::read_to_string(path)?;
        let declaration = mtime.map(|mtime| Declaration {
            path: path.to_path_buf(),
            mtime,
            first_clause: first_clause(&text),
        });
        Ok((text, declaration))
    }
}

/// The first clause of a Prolog text (a module file's declaration), with
/// its full stop. Looked for in a growing start of the text: a clause
/// counts once text follows it there, so a cut never ends it early.
fn first_clause(text: &str) -> Option<String> {
    let mut length = 4096;
    loop {
        let mut end = length.min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let (clauses, rest) = crate::prolog_text::clauses_with_lines(&text[..end]);
        let whole = end == text.len();
        if whole || clauses.len() > 1 || (clauses.len() == 1 && rest.is_some()) {
            return clauses.into_iter().next().map(|(_, clause)| clause);
        }
        length *= 4;
    }
}

/// The first clause of each `.pl` file in `folder`, read here: the loader
/// asks for a rule file's module declaration before it loads the file,
/// and reading it in Prolog costs a system call every four bytes of the
/// comment that opens the file. A file that cannot be read is left out
/// (the loader then reads it itself, and says what is wrong).
fn rule_file_declarations(folder: &Path) -> Vec<Declaration> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "pl"))
        .filter_map(|path| Declaration::read(&path).ok()?.1)
        .collect()
}

/// What the engine writes to `user_error` goes to the player as it is.
fn error_callback(output: Output) -> crate::host::OutputCallback {
    Box::new(move |cursor| {
        let bytes = std::mem::take(cursor.get_mut());
        cursor.set_position(0);
        output.write_bytes(&bytes);
        output.flush();
    })
}

fn answer_from_term(term: &Term) -> Answer {
    match term {
        Term::Atom(a) if a == "yes" => Answer::Yes,
        Term::Atom(a) if a == "no" => Answer::No,
        Term::Compound(name, args) => match (name.as_str(), args.as_slice()) {
            ("syntax_error", [text]) => Answer::SyntaxError(term_text(text)),
            ("exception", [text]) => Answer::Exception(term_text(text)),
            ("limit_exceeded", [limit]) => Answer::LimitExceeded(term_text(limit)),
            ("refused", [text]) => Answer::Refused(term_text(text)),
            ("halt", [code]) => Answer::Halt(match code {
                Term::Integer(n) => i32::try_from(n).unwrap_or(1),
                _ => 1,
            }),
            ("switch", [game, lang]) => Answer::Switch {
                game: term_text(game),
                lang: term_text(lang),
            },
            _ => Answer::Exception(term_text(term)),
        },
        _ => Answer::Exception(term_text(term)),
    }
}

/// How the toplevel loop ended, from its Outcome term: `halt(Code)` or
/// `switch(Game, Lang)`; None for the end of input.
fn session_ending(term: &Term) -> Option<Answer> {
    match answer_from_term(term) {
        answer @ (Answer::Halt(_) | Answer::Switch { .. }) => Some(answer),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_clause_is_found_after_any_comment() {
        let text = format!(
            "/* {} */\n:- module(m, [p/1]).\np(1).\n",
            "x".repeat(10_000)
        );
        assert_eq!(first_clause(&text).as_deref(), Some(":- module(m, [p/1])."));
        assert_eq!(first_clause("p(1).").as_deref(), Some("p(1)."));
        assert_eq!(first_clause("% only a comment\n"), None);
    }

    #[test]
    fn answers_are_read_from_the_toplevel_term() {
        assert_eq!(answer_from_term(&Term::atom("yes")), Answer::Yes);
        assert_eq!(answer_from_term(&Term::atom("no")), Answer::No);
        let term = Term::compound("halt", [Term::integer(3)]);
        assert_eq!(answer_from_term(&term), Answer::Halt(3));
        assert_eq!(session_ending(&term), Some(Answer::Halt(3)));
        let term = Term::compound("switch", [Term::atom("olympia"), Term::atom("id")]);
        assert_eq!(
            session_ending(&term),
            Some(Answer::Switch {
                game: "olympia".into(),
                lang: "id".into()
            })
        );
        assert_eq!(session_ending(&Term::atom("eof")), None);
    }
}
