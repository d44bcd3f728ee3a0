//! Starting a session: from parsed options to a running toplevel.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use crate::engine::{Engine, EngineConfig, EngineError, Lang};
use crate::io::input::{data_dir, BatchInput, LineSource, Output, TerminalInput};
use crate::rules::{self, RulesError};
use crate::toplevel::{self, Outcome, Toplevel};

/// What the command line asked for.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub game: String,
    pub seed: Option<u64>,
    pub lang: Option<Lang>,
    pub rules: Option<PathBuf>,
    pub goals: Vec<String>,
    pub files: Vec<PathBuf>,
    pub strict: bool,
    pub timing: bool,
    /// Continue the game autosaved in the data folder.
    pub resume: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error(transparent)]
    Engine(#[from] EngineError),
    #[error("no such file: {0}")]
    MissingFile(PathBuf),
    #[error("unknown game '{game}'; the games are: {games}")]
    UnknownGame { game: String, games: String },
    #[error("{0}")]
    BadSimulation(String),
    #[error("cannot start the line editor: {0}")]
    Terminal(String),
    #[error("no saved game to resume: {0} does not exist (start without --resume)")]
    NothingToResume(String),
    #[error("the saved game {0} cannot be resumed (start without --resume for a new game)")]
    CannotResume(PathBuf),
}

impl AppError {
    /// Exit status: 2 for bad command-line input, 1 otherwise.
    pub fn exit_code(&self) -> i32 {
        match self {
            AppError::MissingFile(_)
            | AppError::BadSimulation(_)
            | AppError::UnknownGame { .. }
            | AppError::Rules(_)
            | AppError::NothingToResume(_)
            | AppError::CannotResume(_) => 2,
            _ => 1,
        }
    }
}

/// The language: --lang, else Indonesian for an `id_*` locale, else English.
pub fn default_lang() -> Lang {
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let Ok(value) = std::env::var(var) {
            if value.is_empty() {
                continue;
            }
            return if value.starts_with("id") {
                Lang::Id
            } else {
                Lang::En
            };
        }
    }
    Lang::En
}

/// A seed from the clock when none was given; printed by host_seed/1.
fn fresh_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    now ^ (u64::from(std::process::id()) << 32)
}

/// Builds the engine for these options with the given input and output.
pub fn start_engine(
    options: &Options,
    input: Box<dyn LineSource>,
    output: Output,
    colour: bool,
) -> Result<Engine, AppError> {
    let dir = rules::rules_dir(options.rules.as_deref())?;
    let games = rules::games(&dir);
    let game = (options.game != NO_GAME).then(|| options.game.clone());
    if game.as_ref().is_some_and(|g| !games.contains(g)) {
        return Err(AppError::UnknownGame {
            game: options.game.clone(),
            games: games.join(", "),
        });
    }
    for file in &options.files {
        if !file.is_file() {
            return Err(AppError::MissingFile(file.clone()));
        }
    }
    let mut engine = Engine::new(EngineConfig {
        rules_dir: dir,
        game,
        seed: options.seed.unwrap_or_else(fresh_seed),
        lang: options.lang.unwrap_or_else(default_lang),
        colour,
        input,
        output,
    })?;
    for file in &options.files {
        let goal = format!(
            "consult:consult_files({})",
            crate::engine::quoted_atom(&file.to_string_lossy())
        );
        engine.run_trusted(&goal, "loading a file")?;
    }
    Ok(engine)
}

/// `--game none`: plain Prolog, no game loaded.
pub const NO_GAME: &str = "none";

/// The file the toplevel autosaves `game` to: `<data dir>/autosave-<game>.pl`.
pub fn autosave_file(game: &str) -> Option<PathBuf> {
    data_dir().map(|dir| dir.join(format!("autosave-{game}.pl")))
}

/// Turns on autosaving to `file`, first loading it when `resume` is asked.
pub fn prepare_autosave(
    engine: &mut Engine,
    file: Option<&Path>,
    resume: bool,
) -> Result<(), AppError> {
    if resume {
        let Some(file) = file.filter(|f| f.is_file()) else {
            let shown = file
                .map(|f| f.display().to_string())
                .unwrap_or_else(|| "the autosave (no data folder: set HOME)".to_string());
            return Err(AppError::NothingToResume(shown));
        };
        if !engine.resume(file)? {
            return Err(AppError::CannotResume(file.to_path_buf()));
        }
    }
    if let Some(file) = file {
        if let Some(dir) = file.parent() {
            // A folder that cannot be made shows up as the rules' autosave warning.
            let _ = std::fs::create_dir_all(dir);
        }
    }
    engine.set_autosave(file)?;
    Ok(())
}

/// Runs the -g goals, then the toplevel; returns the exit status.
pub fn run_session(engine: &mut Engine, options: &Options) -> i32 {
    let mut top = Toplevel::new(
        engine,
        toplevel::Options {
            strict: options.strict,
            timing: options.timing,
        },
    );
    for goal in &options.goals {
        let mut text = goal.trim().to_string();
        if !text.ends_with('.') {
            text.push('.');
        }
        if let Some(code) = top.run_goal(&text) {
            return code;
        }
    }
    let outcome = top.run();
    match outcome {
        Outcome::Halt(code) => code,
        Outcome::EndOfInput => i32::from(options.strict && top.had_error),
    }
}

/// Stack of the thread that runs the engine. Scryer parses and compiles
/// terms recursively: on the main thread's 8 MiB a typed term nested about
/// 100 000 deep overflowed the stack and killed the program. The memory is
/// only reserved; pages are used as the recursion reaches them.
pub const ENGINE_STACK: usize = 1 << 30;

/// The whole program on the real terminal or pipes: the session runs on a
/// thread with a stack of ENGINE_STACK bytes.
pub fn run(options: &Options) -> i32 {
    let options = options.clone();
    std::thread::Builder::new()
        .name("engine".into())
        .stack_size(ENGINE_STACK)
        .spawn(move || run_here(&options))
        .map(|session| session.join().unwrap_or(1))
        .unwrap_or_else(|e| {
            eprintln!("conquest: cannot start the engine's thread: {e}");
            1
        })
}

fn run_here(options: &Options) -> i32 {
    let output = Output::Stdout;
    let interactive = std::io::stdin().is_terminal();
    // A terminal that takes colour, unless NO_COLOR, CLICOLOR=0 or TERM=dumb
    // says otherwise (CLICOLOR_FORCE forces it).
    let colour = anstream::AutoStream::choice(&std::io::stdout()) != anstream::ColorChoice::Never;
    let input: Box<dyn LineSource> = if interactive {
        match TerminalInput::new(data_dir().map(|d| d.join("history"))) {
            Ok(t) => Box::new(t),
            Err(e) => {
                eprintln!("conquest: {}", AppError::Terminal(e.to_string()));
                return 1;
            }
        }
    } else {
        Box::new(BatchInput::new(std::io::stdin().lock(), output.clone()))
    };
    match start_engine(options, input, output, colour) {
        Ok(mut engine) => {
            let autosave = (options.game != NO_GAME)
                .then(|| autosave_file(&options.game))
                .flatten();
            if let Err(e) = prepare_autosave(&mut engine, autosave.as_deref(), options.resume) {
                engine.output().flush();
                eprintln!("conquest: {e}");
                return e.exit_code();
            }
            crate::interrupt::install();
            run_session(&mut engine, options)
        }
        Err(e) => {
            eprintln!("conquest: {e}");
            e.exit_code()
        }
    }
}
