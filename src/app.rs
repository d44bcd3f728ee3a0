//! Starting a session: from parsed options to a running toplevel.

use std::cell::RefCell;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::rc::Rc;
use std::sync::Arc;

use crate::autosave::{AutosaveLock, LockError};
use crate::engine::{
    contain_panic, Engine, EngineConfig, EngineError, EnginePanic, Lang, RulesLoad,
};
use crate::io::input::{BatchInput, LineSource, Output, TerminalInput};
use crate::io::reader::PROMPT;
use crate::io::screen::Screen;
use crate::io::terminal_service;
use crate::paths::{autosave_file, autosave_in, data_dir, history_file};
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
    /// Stop a typed query that grows the process's memory by more than
    /// this many megabytes (0: never; see interrupt::memory_guard).
    pub query_memory_mb: u64,
}

/// The default of `--query-memory`, in megabytes.
pub const DEFAULT_QUERY_MEMORY_MB: u64 = crate::interrupt::memory_guard::DEFAULT_MB;

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
    #[error(
        "{0}: it is not resumed (start without --resume for a game this session does not autosave)"
    )]
    AutosaveHeld(LockError),
    #[error(
        "the engine failed while it loaded the rules ({0}); a file of the rules \
         folder that does not load (the error above names it) is the usual cause"
    )]
    EnginePanic(EnginePanic),
    #[error("game {game} of the series stopped: the engine failed ({panic})")]
    GamePanic { game: u32, panic: EnginePanic },
    #[error("game {game} of the series stopped: {text}")]
    RuleError { game: u32, text: String },
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
            | AppError::CannotResume(_)
            | AppError::AutosaveHeld(_)
            | AppError::Engine(EngineError::UnknownGame { .. }) => 2,
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

/// What can be checked of the options without an engine: the rules
/// folder (returned), the game, the files. Cheap: at a terminal it runs
/// before the banner.
pub fn check_options(options: &Options) -> Result<PathBuf, AppError> {
    let dir = rules::rules_dir(options.rules.as_deref())?;
    let games = rules::games(&dir);
    if options.game != NO_GAME && !games.contains(&options.game) {
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
    Ok(dir)
}

/// Builds the engine for these options with the given input and output.
pub fn start_engine(
    options: &Options,
    input: Box<dyn LineSource>,
    output: Output,
    colour: bool,
) -> Result<Engine, AppError> {
    let dir = check_options(options)?;
    let game = (options.game != NO_GAME).then(|| options.game.clone());
    // At a terminal the rules compile while the player reads the banner;
    // a file given to load may use them at once.
    let rules = if input.is_interactive() || !options.files.is_empty() {
        RulesLoad::AtStart
    } else {
        RulesLoad::WhenNeeded
    };
    let mut engine = Engine::new(EngineConfig {
        rules_dir: dir,
        game,
        seed: options.seed.unwrap_or_else(fresh_seed),
        lang: options.lang.unwrap_or_else(default_lang),
        colour,
        input,
        output,
        rules,
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

/// Turns on autosaving to `file`, first loading it when `resume` is asked.
/// The session autosaves only while it holds the file's lock (returned:
/// keep it for the session), and resumes only a file it holds: a session
/// that finds another one autosaving there says so, neither reads nor
/// writes that file, and plays on without autosaving (`--resume` is
/// refused). A lock that cannot be taken at all (a folder that cannot be
/// written, a lock file that is a link) turns the autosave off too, saying
/// why; no other session can be writing the file then, so it may be
/// resumed.
pub fn prepare_autosave(
    engine: &mut Engine,
    file: Option<&Path>,
    resume: bool,
) -> Result<Option<AutosaveLock>, AppError> {
    if resume && !file.is_some_and(Path::is_file) {
        let shown = file
            .map(|f| f.display().to_string())
            .unwrap_or_else(|| "the autosave (no data folder: set HOME)".to_string());
        return Err(AppError::NothingToResume(shown));
    }
    if let Some(dir) = file.and_then(Path::parent) {
        // A folder that cannot be made shows up as the lock's error.
        let _ = std::fs::create_dir_all(dir);
    }
    let lock = match file.map(AutosaveLock::acquire).transpose() {
        Ok(lock) => lock,
        Err(e @ LockError::Held { .. }) if resume => return Err(AppError::AutosaveHeld(e)),
        Err(e) => {
            engine.output().flush();
            match e {
                LockError::Held { .. } => eprintln!(
                    "conquest: {e}: this session neither autosaves nor resumes it; \
                     saveGame/1 still saves"
                ),
                LockError::Io { .. } => eprintln!(
                    "conquest: {e}: this session will not autosave; saveGame/1 still saves"
                ),
            }
            None
        }
    };
    if let Some(file) = file.filter(|_| lock.is_some()) {
        // Temporary files a killed session left before its rename: only the
        // holder of the lock writes these, so none of them is being written.
        let mut log = file.as_os_str().to_owned();
        log.push(".history");
        crate::storage::remove_orphans(file);
        crate::storage::remove_orphans(Path::new(&log));
    }
    if let Some(file) = file.filter(|_| resume) {
        if !engine.resume(file)? {
            // The rules said why, on a line the toplevel's answer would end.
            engine.output().write_str("\n");
            engine.output().flush();
            return Err(AppError::CannotResume(file.to_path_buf()));
        }
    }
    engine.set_autosave(file.filter(|_| lock.is_some()))?;
    Ok(lock)
}

/// Runs the -g goals, then the toplevel; returns how it ended and whether
/// a query raised an error (for --strict).
pub fn run_session(engine: &mut Engine, options: &Options) -> (Outcome, bool) {
    if let Some(code) = engine.halt_requested() {
        return (Outcome::Halt(code), false);
    }
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
        if let Some(outcome) = top.run_goal(&text) {
            return (outcome, top.had_error);
        }
    }
    let outcome = top.run();
    (outcome, top.had_error)
}

/// The options of the session `play(Game)` starts after `options`' one:
/// the same rules, seed and settings, the language the player chose, the
/// game's autosave continued when there is one, and no command-line files
/// or goals (they were meant for the first game).
pub fn switched_options(options: &Options, game: &str, lang: &str, data: Option<&Path>) -> Options {
    Options {
        game: game.to_string(),
        lang: Some(if lang == "id" { Lang::Id } else { Lang::En }),
        goals: Vec::new(),
        files: Vec::new(),
        resume: game != NO_GAME && data.is_some_and(|dir| autosave_in(dir, game).is_file()),
        ..options.clone()
    }
}

/// Lines shared by every engine of a run: `play(Game)` hands the player's
/// input on to the next game's engine.
type SharedInput = Rc<RefCell<Box<dyn LineSource>>>;

impl LineSource for SharedInput {
    fn read_line(&mut self, prompt: &str) -> crate::io::input::ReadLine {
        self.borrow_mut().read_line(prompt)
    }
    fn read_key(&mut self) -> crate::io::keys::Key {
        self.borrow_mut().read_key()
    }
    fn is_interactive(&self) -> bool {
        self.borrow().is_interactive()
    }
    fn add_history(&mut self, entry: &str) {
        self.borrow_mut().add_history(entry);
    }
    fn set_completion_words(&mut self, words: Vec<String>) {
        self.borrow_mut().set_completion_words(words);
    }
    fn completes_words(&self) -> bool {
        self.borrow().completes_words()
    }
    fn is_served(&self) -> bool {
        self.borrow().is_served()
    }
    fn speaker(&self) -> Option<crate::io::input::Speaker> {
        self.borrow().speaker()
    }
    fn set_audience(&mut self, audience: crate::io::input::Audience) {
        self.borrow_mut().set_audience(audience);
    }
    fn dismiss_speaker(&mut self) {
        self.borrow_mut().dismiss_speaker();
    }
    fn joined(&self) -> Vec<String> {
        self.borrow().joined()
    }
}

/// The whole run with the player's `input`: builds the engine, prepares the
/// autosave in the data folder `data` (none without one), runs the -g
/// goals and the toplevel, and starts the next game's session each time
/// `play(Game)` asks for one; returns the exit status. A failure to start
/// the first game is told to `fail` and ends the run; one to start a game
/// switched to is printed, and the run goes on with the game it left.
pub fn run_sessions(
    options: &Options,
    input: Box<dyn LineSource>,
    output: Output,
    colour: bool,
    data: Option<&Path>,
    mut fail: impl FnMut(&AppError),
) -> i32 {
    let input: SharedInput = Rc::new(RefCell::new(input));
    let mut options = options.clone();
    let mut previous: Option<Options> = None;
    let mut first = true;
    let mut had_error = false;
    let mut restarted = false;
    loop {
        let started = contain_panic(|| start_game(&options, &input, &output, colour, data, !first))
            .unwrap_or_else(|panic| Err(AppError::EnginePanic(panic)));
        let (mut engine, _lock) = match started {
            Ok(started) => {
                first = false;
                started
            }
            Err(e) => {
                output.flush();
                match previous.take() {
                    // The game left is taken up again, from its autosave.
                    Some(left) => {
                        output.write_str(&format!(
                            "conquest: {e}\nconquest: back to {}.\n",
                            left.game
                        ));
                        options = Options {
                            resume: left.game != NO_GAME
                                && data.is_some_and(|d| autosave_in(d, &left.game).is_file()),
                            ..left
                        };
                        continue;
                    }
                    None => {
                        fail(&e);
                        return e.exit_code();
                    }
                }
            }
        };
        if previous.is_some() && input.borrow().is_interactive() {
            let lang = options.lang.unwrap_or_else(default_lang);
            output.write_str(&banner_text(&options.game, lang, false));
            output.flush();
        }
        let ran = contain_panic(|| run_session(&mut engine, &options));
        let (outcome, errors) = match ran {
            Ok(ended) => ended,
            Err(panic) => {
                had_error = true;
                // A fresh engine that fails again before reading a line
                // would fail forever.
                let idle = restarted && engine.queries_read() == 0;
                crate::engine::panic::discard(engine);
                output.flush();
                let lang = options.lang.unwrap_or_else(default_lang);
                output.write_str(&panic_text(&panic, lang, !idle));
                output.flush();
                if idle {
                    return 1;
                }
                restarted = true;
                options = restarted_options(&options, data);
                continue;
            }
        };
        restarted = false;
        had_error |= errors;
        match outcome {
            // `halt.` after an error still tells it under --strict: a
            // script's last line is often `halt.`
            Outcome::Halt(0) if options.strict && had_error => return 1,
            Outcome::Halt(code) => return code,
            Outcome::EndOfInput => return i32::from(options.strict && had_error),
            Outcome::Switch { game, lang } => {
                let next = switched_options(&options, &game, &lang, data);
                previous = Some(std::mem::replace(&mut options, next));
            }
        }
    }
}

/// The options of the session that replaces one whose engine panicked:
/// the same game and files, continued from its autosave (written after
/// the last query that finished), without the -g goals (they ran).
fn restarted_options(options: &Options, data: Option<&Path>) -> Options {
    Options {
        goals: Vec::new(),
        resume: options.game != NO_GAME
            && data.is_some_and(|dir| autosave_in(dir, &options.game).is_file()),
        ..options.clone()
    }
}

/// The one sentence that tells the player the engine failed, and whether
/// the session goes on.
pub fn panic_text(panic: &EnginePanic, lang: Lang, goes_on: bool) -> String {
    let reason: String = panic.message.chars().take(160).collect();
    match (lang, panic.out_of_memory(), goes_on) {
        (Lang::En, true, true) => "conquest: the engine ran out of memory and was started again; \
                                   the game is as after your last finished command.\n"
            .to_string(),
        (Lang::En, false, true) => format!(
            "conquest: the engine failed ({reason}) and was started again; \
             the game is as after your last finished command.\n"
        ),
        (Lang::En, true, false) => {
            "conquest: the engine ran out of memory again at once; the session ends.\n".to_string()
        }
        (Lang::En, false, false) => {
            format!("conquest: the engine failed again at once ({reason}); the session ends.\n")
        }
        (Lang::Id, true, true) => "conquest: mesin kehabisan memori dan dijalankan ulang; \
                                   permainan seperti setelah perintah terakhir yang selesai.\n"
            .to_string(),
        (Lang::Id, false, true) => format!(
            "conquest: mesin gagal ({reason}) dan dijalankan ulang; \
             permainan seperti setelah perintah terakhir yang selesai.\n"
        ),
        (Lang::Id, true, false) => {
            "conquest: mesin langsung kehabisan memori lagi; sesi berakhir.\n".to_string()
        }
        (Lang::Id, false, false) => {
            format!("conquest: mesin langsung gagal lagi ({reason}); sesi berakhir.\n")
        }
    }
}

/// Builds the engine of `options`' game and prepares its autosave; the
/// lock returned is held while the game is played. A game switched to
/// (or returned to) whose autosave cannot be resumed, or is another
/// session's, starts afresh (the rules, or the lock's message, said why).
fn start_game(
    options: &Options,
    input: &SharedInput,
    output: &Output,
    colour: bool,
    data: Option<&Path>,
    switched: bool,
) -> Result<(Engine, Option<AutosaveLock>), AppError> {
    let mut engine = start_engine(options, Box::new(input.clone()), output.clone(), colour)?;
    let autosave = (options.game != NO_GAME)
        .then(|| data.map(|dir| autosave_in(dir, &options.game)))
        .flatten();
    let lock = match prepare_autosave(&mut engine, autosave.as_deref(), options.resume) {
        Err(AppError::CannotResume(_) | AppError::AutosaveHeld(_)) if switched => {
            prepare_autosave(&mut engine, autosave.as_deref(), false)
        }
        other => other,
    };
    match lock {
        Ok(lock) => Ok((engine, lock)),
        Err(e) => {
            engine.output().flush();
            Err(e)
        }
    }
}

/// Stack of the thread that runs the engine. Scryer parses and compiles
/// terms recursively: on the main thread's 8 MiB a typed term nested about
/// 100 000 deep overflowed the stack and killed the program. The memory is
/// only reserved; pages are used as the recursion reaches them.
pub const ENGINE_STACK: usize = 1 << 30;

/// The whole program on the real terminal or pipes; returns the exit
/// status. The engine runs on a thread with a stack of ENGINE_STACK bytes.
/// At a terminal, this thread serves the terminal meanwhile: the banner and
/// the prompt appear at once, and the engine is built and the rules loaded
/// while the player reads and types.
pub fn run(options: &Options) -> ExitCode {
    exit_status(if std::io::stdin().is_terminal() {
        run_at_terminal(options)
    } else {
        run_batch(options)
    })
}

/// The process's exit status for a status code of the toplevel (`halt(N)`
/// gives N; a code outside 0..=255 is 1).
pub fn exit_status(code: i32) -> ExitCode {
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}

fn engine_thread() -> std::thread::Builder {
    std::thread::Builder::new()
        .name("engine".into())
        .stack_size(ENGINE_STACK)
}

fn cannot_start_thread(e: std::io::Error) -> i32 {
    eprintln!("conquest: cannot start the engine's thread: {e}");
    1
}

/// A terminal that takes colour, unless NO_COLOR, CLICOLOR=0 or TERM=dumb
/// says otherwise (CLICOLOR_FORCE forces it).
fn colour() -> bool {
    anstream::AutoStream::choice(&std::io::stdout()) != anstream::ColorChoice::Never
}

/// Lines from standard input, which is not a terminal.
fn run_batch(options: &Options) -> i32 {
    let options = options.clone();
    engine_thread()
        .spawn(move || {
            let output = Output::Stdout;
            let input = Box::new(BatchInput::new(std::io::stdin().lock(), output.clone()));
            session(&options, input, output, colour(), |e| {
                eprintln!("conquest: {e}")
            })
        })
        .map(|session| session.join().unwrap_or(1))
        .unwrap_or_else(cannot_start_thread)
}

/// The whole run in the user's data folder, with Ctrl-C caught: see
/// run_sessions.
fn session(
    options: &Options,
    input: Box<dyn LineSource>,
    output: Output,
    colour: bool,
    fail: impl FnMut(&AppError),
) -> i32 {
    crate::interrupt::install();
    crate::interrupt::memory_guard::configure(options.query_memory_mb);
    run_sessions(options, input, output, colour, data_dir().as_deref(), fail)
}

/// Terminals the line editor cannot draw on (as rustyline decides).
fn terminal_takes_escapes() -> bool {
    let term = std::env::var("TERM").unwrap_or_default();
    !["dumb", "cons25", "emacs"]
        .iter()
        .any(|t| term.eq_ignore_ascii_case(t))
}

/// A person at a terminal: this thread owns the terminal for the whole
/// session and answers the engine's thread, which reaches it through a
/// proxy line source; the engine's text goes through a screen that holds
/// it while the first line is typed.
fn run_at_terminal(options: &Options) -> i32 {
    // Mistakes on the command line are told at once, as before: no banner.
    if let Err(e) = check_options(options) {
        eprintln!("conquest: {e}");
        return e.exit_code();
    }
    let mut terminal = match TerminalInput::new(history_file()) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("conquest: {}", AppError::Terminal(e.to_string()));
            return 1;
        }
    };
    let on_screen = std::io::stdout().is_terminal();
    let screen = Arc::new(Screen::terminal(on_screen && terminal_takes_escapes()));
    let (proxy, mut service) = terminal_service::channel(Some(terminal.completion_words()));
    let engine = {
        let options = options.clone();
        let screen = screen.clone();
        engine_thread().spawn(move || {
            let ending = EngineEnding {
                screen: screen.clone(),
                ended: false,
            };
            let mut failure = None;
            let code = session(
                &options,
                Box::new(proxy),
                Output::Screen(screen.clone()),
                colour(),
                |e| failure = Some(e.to_string()),
            );
            ending.ended(code, failure.as_deref())
        })
    };
    let engine = match engine {
        Ok(engine) => engine,
        Err(e) => return cannot_start_thread(e),
    };
    if on_screen {
        screen.print(&banner(options));
    }
    service.read_ahead(&mut terminal, &screen, PROMPT);
    service.serve(&mut terminal);
    engine.join().unwrap_or(1)
}

/// The end of the engine's thread, also when it panics: the screen then
/// shows what it held and, if the first line is still being read, the
/// program ends at once (nobody will read that line).
struct EngineEnding {
    screen: Arc<Screen>,
    ended: bool,
}

impl EngineEnding {
    fn ended(mut self, code: i32, failure: Option<&str>) -> i32 {
        self.ended = true;
        if self.screen.engine_ended(failure) {
            exit_now(code);
        }
        code
    }
}

impl Drop for EngineEnding {
    fn drop(&mut self) {
        if !self.ended
            && self
                .screen
                .engine_ended(Some("the engine stopped unexpectedly"))
        {
            exit_now(1);
        }
    }
}

/// Ends the program with `code` as main() would.
fn exit_now(code: i32) -> ! {
    std::process::exit(u8::try_from(code).map_or(1, i32::from))
}

/// What the terminal shows before the first prompt: the game, how to start,
/// how commands are written, and a saved game waiting to be resumed.
pub fn banner(options: &Options) -> String {
    let lang = options.lang.unwrap_or_else(default_lang);
    let saved = options.game != NO_GAME
        && !options.resume
        && autosave_file(&options.game)
            .is_some_and(|f| f.is_file() && !crate::autosave::held_elsewhere(&f));
    banner_text(&options.game, lang, saved)
}

/// The banner for `game` in `lang`, with the line on resuming when a
/// `saved` game waits.
pub fn banner_text(game: &str, lang: Lang, saved: bool) -> String {
    if game == NO_GAME {
        return match lang {
            Lang::En => {
                "Plain Prolog, no game loaded: help. lists the commands, games. the games.\n\
                         Every query ends with a full stop.\n"
                    .to_string()
            }
            Lang::Id => {
                "Prolog biasa, tanpa permainan: help. menampilkan perintah, games. permainan.\n\
                         Setiap kueri diakhiri titik.\n"
                    .to_string()
            }
        };
    }
    let resume = if game == "conquest" {
        "conquest --resume".to_string()
    } else {
        format!("conquest --game {game} --resume")
    };
    let mut text = match lang {
        Lang::En => format!(
            "Game: {game}. Type startGame. to start a game, help. for the commands.\n\
             Commands end with a full stop; codes are lowercase (capitals are variables).\n"
        ),
        Lang::Id => format!(
            "Permainan: {game}. startGame. memulai permainan, help. menampilkan perintah.\n\
             Perintah diakhiri titik; kode berhuruf kecil (huruf kapital adalah variabel).\n"
        ),
    };
    if saved {
        text.push_str(&match lang {
            Lang::En => format!("A saved {game} game waits: {resume} continues it.\n"),
            Lang::Id => format!("Ada simpanan {game}: {resume} melanjutkannya.\n"),
        });
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_banner_names_the_game_and_the_way_to_resume_it() {
        let text = banner_text("conquest", Lang::En, false);
        assert!(text.starts_with("Game: conquest."), "{text}");
        assert!(text.contains("startGame.") && text.contains("help."));
        assert!(text.contains("full stop") && text.contains("lowercase"));
        assert!(!text.contains("--resume"));
        let saved = banner_text("olympia", Lang::En, true);
        assert!(
            saved.contains("conquest --game olympia --resume"),
            "{saved}"
        );
        assert!(banner_text("conquest", Lang::En, true).contains(" conquest --resume "));
        let id = banner_text("xerog", Lang::Id, true);
        assert!(id.contains("Permainan: xerog.") && id.contains("melanjutkannya"));
        let none = banner_text(NO_GAME, Lang::En, true);
        assert!(none.contains("Plain Prolog") && !none.contains("startGame"));
        let long = banner_text("prolognite", Lang::En, true);
        for text in [saved, id, none, long, banner_text(NO_GAME, Lang::Id, false)] {
            assert!(text.lines().count() <= 6);
            assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        }
    }
}
