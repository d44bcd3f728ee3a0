//! The prompt at once: at a terminal the banner and the prompt come before
//! the engine is ready, and a line typed early answers the engine's first
//! request. The proxy and its service are driven in process; the binary
//! through a pseudo-terminal. Nothing here measures time: a deadline only
//! keeps a broken program from hanging the tests.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use conquest::io::input::{CompletionWords, LineSource, ReadLine};
use conquest::io::keys::Key;
use conquest::io::screen::Screen;
use conquest::io::terminal_service::{channel, TerminalProxy, TerminalService};

use crate::common::terminal::Terminal;
use crate::common::*;

// ---------------------------------------------------------------- in process

/// A terminal that types the given lines, records what it was asked, and
/// can have the "engine" print while a line is being typed.
struct Typist {
    lines: VecDeque<ReadLine>,
    asked: Arc<Mutex<Vec<String>>>,
    /// Printed on this screen while the first line is typed.
    meanwhile: Option<(Arc<Screen>, &'static str)>,
}

impl Typist {
    fn new(lines: &[ReadLine]) -> (Typist, Arc<Mutex<Vec<String>>>) {
        let asked = Arc::new(Mutex::new(Vec::new()));
        let typist = Typist {
            lines: lines.iter().cloned().collect(),
            asked: asked.clone(),
            meanwhile: None,
        };
        (typist, asked)
    }

    fn note(&self, what: String) {
        self.asked.lock().expect("not poisoned").push(what);
    }
}

impl LineSource for Typist {
    fn read_line(&mut self, prompt: &str) -> ReadLine {
        self.note(format!("line {prompt}"));
        if let Some((screen, text)) = self.meanwhile.take() {
            screen.write(text.as_bytes());
        }
        self.lines.pop_front().unwrap_or(ReadLine::Eof)
    }

    fn read_key(&mut self) -> Key {
        self.note("key".into());
        match self.lines.pop_front() {
            Some(ReadLine::Line(line)) => line.chars().next().map_or(Key::Enter, Key::Char),
            Some(ReadLine::Interrupted) => Key::Interrupted,
            Some(ReadLine::Eof) | None => Key::Eof,
        }
    }

    fn is_interactive(&self) -> bool {
        true
    }

    fn add_history(&mut self, entry: &str) {
        self.note(format!("history {entry}"));
    }

    fn set_completion_words(&mut self, words: Vec<String>) {
        self.note(format!("words {}", words.join(",")));
    }
}

fn line(text: &str) -> ReadLine {
    ReadLine::Line(text.to_string())
}

/// Reads ahead from `typist` (unless `ahead` is given instead), then runs
/// `engine` with the proxy on a thread of its own while the service
/// answers it; returns what the engine returned.
fn session<T: Send + 'static>(
    typist: &mut Typist,
    ahead: Option<ReadLine>,
    engine: impl FnOnce(TerminalProxy) -> T + Send + 'static,
) -> T {
    let (screen, _out) = Screen::buffer(false);
    let (proxy, mut service): (TerminalProxy, TerminalService) = channel(None);
    match ahead {
        Some(line) => service.set_read_ahead(line),
        None => service.read_ahead(typist, &screen, "| ?- "),
    }
    let engine = std::thread::spawn(move || engine(proxy));
    service.serve(typist);
    engine.join().expect("the engine's thread does not panic")
}

#[test]
fn the_line_read_ahead_answers_the_first_request_whatever_its_prompt() {
    let (mut typist, asked) = Typist::new(&[line("X = 1."), line("Y = 2.")]);
    let lines = session(&mut typist, None, |mut proxy| {
        [
            proxy.read_line("|: "),
            proxy.read_line("|    "),
            proxy.read_line("| ?- "),
        ]
    });
    assert_eq!(lines, [line("X = 1."), line("Y = 2."), ReadLine::Eof]);
    assert_eq!(
        *asked.lock().unwrap(),
        ["line | ?- ", "line |    ", "line | ?- "],
        "the first line was read at the prompt shown at once"
    );
}

#[test]
fn requests_are_answered_in_the_order_they_were_made() {
    let (mut typist, asked) = Typist::new(&[line(";"), line("b."), line("")]);
    let answers = session(&mut typist, Some(line("a.")), |mut proxy| {
        proxy.set_completion_words(vec!["startGame".into(), "help".into()]);
        let first = proxy.read_line("| ?- ");
        proxy.add_history("a.");
        let key = proxy.read_key();
        let second = proxy.read_line("| ?- ");
        proxy.add_history("b.");
        let enter = proxy.read_key();
        let end = proxy.read_key();
        (first, key, second, enter, end, proxy.is_interactive())
    });
    assert_eq!(
        answers,
        (
            line("a."),
            Key::Char(';'),
            line("b."),
            Key::Enter,
            Key::Eof,
            true
        )
    );
    assert_eq!(
        *asked.lock().unwrap(),
        [
            "words startGame,help",
            "history a.",
            "key",
            "line | ?- ",
            "history b.",
            "key",
            "key"
        ]
    );
}

#[test]
fn a_key_asked_first_is_taken_from_the_line_read_ahead() {
    let (mut typist, _) = Typist::new(&[]);
    let keys = session(&mut typist, Some(line("  a ")), |mut proxy| {
        (proxy.read_key(), proxy.read_key())
    });
    assert_eq!(keys, (Key::Char('a'), Key::Eof));
}

#[test]
fn ctrl_c_and_the_end_of_input_at_the_first_prompt_reach_the_engine() {
    let (mut typist, _) = Typist::new(&[ReadLine::Interrupted, line("X = 1.")]);
    let lines = session(&mut typist, None, |mut proxy| {
        (proxy.read_line("| ?- "), proxy.read_line("| ?- "))
    });
    assert_eq!(lines, (ReadLine::Interrupted, line("X = 1.")));

    let (mut typist, _) = Typist::new(&[]);
    let lines = session(&mut typist, None, |mut proxy| {
        (proxy.read_line("| ?- "), proxy.read_line("|: "))
    });
    assert_eq!(lines, (ReadLine::Eof, ReadLine::Eof));

    let (mut typist, _) = Typist::new(&[]);
    let key = session(&mut typist, Some(ReadLine::Interrupted), |mut proxy| {
        proxy.read_key()
    });
    assert_eq!(key, Key::Interrupted);
}

#[test]
fn without_its_terminal_the_proxy_meets_the_end_of_input() {
    let (mut proxy, service) = channel(None);
    drop(service);
    assert_eq!(proxy.read_line("| ?- "), ReadLine::Eof);
    assert_eq!(proxy.read_key(), Key::Eof);
    proxy.add_history("lost.");
    proxy.set_completion_words(vec!["lost".into()]);
}

#[test]
fn shared_completion_words_are_set_at_once() {
    let words = CompletionWords::default();
    let (mut proxy, service) = channel(Some(words.clone()));
    proxy.set_completion_words(vec!["displayMap".into()]);
    assert_eq!(words.get(), ["displayMap"]);
    drop(proxy);
    let (mut typist, asked) = Typist::new(&[]);
    service.serve(&mut typist);
    assert!(
        asked.lock().unwrap().is_empty(),
        "no call went to the terminal"
    );
}

#[test]
fn what_the_engine_prints_while_the_first_line_is_typed_comes_after_it() {
    let (screen, out) = Screen::buffer(false);
    let screen = Arc::new(screen);
    screen.print("banner\n");
    let (mut typist, _) = Typist::new(&[line("X = 1.")]);
    typist.meanwhile = Some((screen.clone(), "Loaded a.pl.\n"));
    let (mut proxy, mut service) = channel(None);
    service.read_ahead(&mut typist, &screen, "| ?- ");
    let printed = String::from_utf8_lossy(&out.lock().unwrap()).into_owned();
    assert_eq!(printed, "banner\nLoaded a.pl.\n");
    let engine = std::thread::spawn(move || proxy.read_line("| ?- "));
    service.serve(&mut typist);
    assert_eq!(engine.join().unwrap(), line("X = 1."));
    screen.write(b"\nX = 1\n");
    let printed = String::from_utf8_lossy(&out.lock().unwrap()).into_owned();
    assert_eq!(printed, "banner\nLoaded a.pl.\n\nX = 1\n");
}

// ------------------------------------------------------ through a terminal

fn position(text: &str, needle: &str) -> usize {
    text.find(needle)
        .unwrap_or_else(|| panic!("{needle:?} is not in:\n{text}"))
}

/// A file that prints when it is consulted.
fn chatty_file() -> std::path::PathBuf {
    let file = scratch_dir("files").join("chatty.pl");
    std::fs::write(&file, ":- write(hello_from_a_file), nl.\nfact(1).\n").expect("written");
    file
}

#[test]
fn the_banner_and_prompt_come_first_and_an_early_query_waits_for_the_engine() {
    let data = scratch_dir("data");
    let file = chatty_file();
    let mut terminal = Terminal::start(&data, &[file.to_str().unwrap()]);
    terminal.wait_for("| ?- ");
    // Typed at once: the engine is most likely still loading the rules.
    terminal.type_text("fact(X).\r");
    terminal.wait_for("yes");
    let text = terminal.text();
    assert!(
        position(&text, "Game: conquest.") < position(&text, "| ?- "),
        "{text}"
    );
    assert!(text.contains("startGame.") && text.contains("full stop"));
    assert!(!text.contains("--resume"), "no saved game yet: {text}");
    assert!(
        position(&text, "hello_from_a_file") < position(&text, "X = 1"),
        "{text}"
    );
    // Ctrl-D only once the line editor reads again: typed ahead while the
    // terminal is not in raw mode, the terminal itself would take it.
    assert!(terminal.read_until(|text| text[position(text, "yes")..].contains("| ?- ")));
    terminal.type_text("\x04");
    assert_eq!(terminal.exit_code(), 0, "{}", terminal.text());
}

#[test]
fn what_the_engine_prints_before_a_key_is_pressed_goes_above_the_prompt() {
    let data = scratch_dir("data");
    let file = chatty_file();
    let mut terminal = Terminal::start(&data, &["--game", "none", file.to_str().unwrap()]);
    assert!(terminal.read_until(|text| text
        .find("hello_from_a_file")
        .is_some_and(|at| text[at..].contains("| ?- "))));
    let text = terminal.text();
    assert!(text.starts_with("Plain Prolog"), "{text}");
    terminal.type_text("fact(X).\r");
    terminal.wait_for("X = 1");
    terminal.type_text("halt.\r");
    assert_eq!(terminal.exit_code(), 0, "{}", terminal.text());
}

#[test]
fn a_saved_game_is_mentioned_until_it_is_resumed() {
    let data = scratch_dir("data");
    std::fs::write(data.join("autosave-olympia.pl"), "% a save\n").expect("written");
    let mut terminal = Terminal::start(&data, &["--game", "olympia", "--lang", "id"]);
    terminal.wait_for("| ?- ");
    let text = terminal.text();
    assert!(text.contains("Permainan: olympia."), "{text}");
    assert!(text.contains("conquest --game olympia --resume"), "{text}");
    terminal.type_text("\x04");
    assert_eq!(terminal.exit_code(), 0, "{}", terminal.text());

    // Resuming it: no word of it in the banner (and this save is no save).
    let mut terminal = Terminal::start(&data, &["--game", "olympia", "--lang", "id", "--resume"]);
    assert_eq!(terminal.exit_code(), 2, "{}", terminal.text());
    let text = terminal.text();
    assert!(text.contains("Permainan: olympia."), "{text}");
    assert!(!text.contains("melanjutkannya"), "{text}");
    assert!(text.contains("cannot be resumed"), "{text}");
}

#[test]
fn an_engine_that_cannot_start_ends_the_program_with_its_error_and_the_terminal_as_it_was() {
    let data = scratch_dir("data");
    let rules = toy_rules(&[("toy.pl", ":- module(toy, [fact/1]).\nfact(a).\n")]);
    let gnu = rules.join("host/gnu.pl");
    let mut text = std::fs::read_to_string(&gnu).expect("gnu.pl");
    text.push_str("\nbroken( :- .\n");
    std::fs::write(&gnu, text).expect("written");
    let rules = rules.to_string_lossy().into_owned();
    let mut terminal = Terminal::start(&data, &["--rules", &rules, "--game", "toy"]);
    terminal.wait_for("| ?- ");
    terminal.type_text("X = ");
    assert_eq!(terminal.exit_code(), 1, "{}", terminal.text());
    terminal.wait_for("the engine failed");
    let modes = terminal.local_modes();
    for flag in [libc::ICANON, libc::ECHO, libc::ISIG] {
        assert_ne!(modes & flag, 0, "the terminal is put back as it was");
    }
}

#[test]
fn mistakes_on_the_command_line_are_told_at_once_without_a_banner() {
    let data = scratch_dir("data");
    let mut terminal = Terminal::start(&data, &["--game", "nosuch"]);
    assert_eq!(terminal.exit_code(), 2);
    let text = terminal.text();
    assert!(text.contains("unknown game 'nosuch'"), "{text}");
    assert!(!text.contains("| ?- ") && !text.contains("Game:"), "{text}");
}

#[test]
fn batch_mode_shows_no_banner() {
    let run = conquest(&["--game", "none"], "X = 1.\n");
    assert_eq!(run.stdout, "\nX = 1\n\nyes\n");
}

#[test]
fn lines_typed_together_are_each_read_in_turn() {
    // Rustyline reads ahead what the terminal holds; before its read-ahead
    // buffer was kept between lines, every line after the first of a burst
    // (typed ahead or pasted without bracketed paste) was lost.
    let data = scratch_dir("data");
    let mut terminal = Terminal::start(&data, &["--game", "none"]);
    terminal.wait_for("| ?- ");
    terminal.type_text("X = 1.\rY = 2.\rZ = 3.\r");
    terminal.wait_for("Z = 3");
    let text = terminal.text();
    assert!(
        position(&text, "X = 1") < position(&text, "Y = 2")
            && position(&text, "Y = 2") < position(&text, "Z = 3"),
        "{text}"
    );
    terminal.type_text("[user].\r");
    terminal.wait_for("|: ");
    terminal.type_text("a(1).\ra(2).\ra(3).\r");
    // The end of the clauses only once the editor reads again (raw mode).
    assert!(terminal.read_until(|text| text.matches("|: ").count() >= 4));
    terminal.type_text("\x04");
    terminal.wait_for("Loaded user.");
    terminal.type_text("findall(A, a(A), As).\r");
    terminal.wait_for("As = [1,2,3]");
    terminal.type_text("halt.\r");
    assert_eq!(terminal.exit_code(), 0, "{}", terminal.text());
}

// ------------------------------------------------ batch: rules when needed

/// A toy game whose rules say when they load.
fn announced_toy() -> Vec<String> {
    let dir = toy_rules(&[(
        "toy.pl",
        ":- module(toy, [fact/1]).\n:- write(toy_rules_loaded), nl.\nfact(a).\n",
    )]);
    toy_args(&dir)
}

#[test]
fn a_batch_goal_that_only_computes_runs_before_the_rules_load() {
    let args = announced_toy();
    let mut plain = strs(&args);
    plain.extend(["-g", "X is 6*7, format(\"~w~n\", [X])", "-g", "halt"]);
    let run = conquest(&plain, "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "42\n");
    // Then a query of the rules loads them, once, before it runs.
    let run = conquest(&strs(&args), "X = 1.\nfact(Y).\nfact(Z).\n");
    assert_eq!(
        run.stdout,
        "\nX = 1\n\nyes\ntoy_rules_loaded\n\nY = a\n\nyes\n\nZ = a\n\nyes\n"
    );
}

#[test]
fn a_goal_that_may_reach_the_rules_loads_them_first() {
    let args = announced_toy();
    for goal in [
        "fact(a)",
        // known only when it runs
        "G = fact(a), call(G)",
        "findall(X, fact(X), [a])",
        // ~@ calls an argument
        "format(\"~@~n\", [fact(a)])",
        // looks at the program
        "current_predicate(fact/1)",
        "\\+ \\+ catch(fact(a), _, true)",
    ] {
        let mut with_goal = strs(&args);
        with_goal.extend(["-g", goal, "-g", "halt"]);
        let run = conquest(&with_goal, "");
        assert!(
            run.stdout.starts_with("toy_rules_loaded\n"),
            "{goal}: {}{}",
            run.stdout,
            run.stderr
        );
        assert!(!run.stderr.contains("failed"), "{goal}: {}", run.stderr);
    }
}

#[test]
fn the_game_commands_known_before_the_rules_load_are_forgotten() {
    // A query answered before the rules load finds no game commands; the
    // commands must still run without the inference limit afterwards.
    let run = conquest(
        &[
            "-g",
            "X = 1",
            "-g",
            "toplevel:command_names(Ns), memberchk(startGame, Ns), write(known), nl",
            "-g",
            "halt",
        ],
        "",
    );
    assert_eq!(run.stdout, "known\n", "{}", run.stderr);
}

#[test]
fn no_game_hides_a_builtin_that_runs_before_its_rules_load() {
    // The goals run before the rules load must mean the same after: no
    // rulebook may export a predicate of that name.
    for game in conquest::rules::games(&shipped_rules()) {
        let run = conquest(
            &[
                "--game",
                &game,
                "-g",
                "consult:game_modules(Ms), Ms = [_|_], forall(( member(M, Ms), \
                 consult:module_exports(M, Es), member(N/A, Es), \
                 loader_deferral:rule_free_builtin(N, A) ), ( write(M:N/A), nl )), write(checked), nl",
                "-g",
                "halt",
            ],
            "",
        );
        assert_eq!(run.stdout, "checked\n", "{game}: {}", run.stderr);
    }
}
