//! `cargo bench`: how fast the host and the rulebooks are, measured.
//!
//! `cargo bench --bench measure -- [--quick] [--json FILE] [--rules DIR]`
//! runs the release build: medians and p95 over repeated runs, printed as a
//! table and written as JSON (default `target/bench.json`) for comparing
//! versions. Numbers, never assertions: the machines this runs on are
//! shared and noisy.
//!
//! This file knows no game: what to time in a rulebook (a position, its
//! commands, computer turns, simulated pairings) is described by `bench_*`
//! facts in `benches/prolog/<game>.pl` (e.g. `benches/prolog/conquest.pl`),
//! loaded into an engine that loaded the game. A rulebook without such a
//! file is timed loading and playing its default pairing.

mod rows;

use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use clap::Parser;
use conquest::engine::{
    quoted_atom, term_text, Answer, Engine, EngineConfig, Lang, QueryMode, RulesLoad, Term,
};
use conquest::io::input::{BatchInput, Output};
use conquest::rules;
use conquest::simulate::{self, SimulateOptions};
use rows::{json, table, Row};

/// What to measure and where to write the JSON.
#[derive(Debug, Clone, Parser)]
struct BenchOptions {
    /// Read rule files from DIR instead of the source tree's.
    #[arg(long, value_name = "DIR")]
    rules: Option<PathBuf>,
    /// Fewer repetitions and games: a rough table in about a minute.
    #[arg(long)]
    quick: bool,
    /// Where to write the JSON (default target/bench.json).
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,
    /// Passed by `cargo bench` to every benchmark.
    #[arg(long, hide = true)]
    bench: bool,
}

/// The source tree: the bench's own Prolog, the SWI shims, `target/`.
fn source_tree() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn time<F: FnMut()>(n: usize, mut f: F) -> Vec<Duration> {
    (0..n)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect()
}

/// An engine with `game` loaded (None: the host and toplevel only).
fn engine_for(rules_dir: &Path, game: Option<&str>, answers: &str) -> Engine {
    let (output, _discarded) = Output::buffer();
    let input = Box::new(BatchInput::new(
        Cursor::new(answers.as_bytes().to_vec()),
        output.clone(),
    ));
    Engine::new(EngineConfig {
        rules_dir: rules_dir.to_path_buf(),
        game: game.map(str::to_string),
        seed: 1,
        lang: Lang::En,
        colour: false,
        input,
        output,
        rules: RulesLoad::AtStart,
    })
    .expect("the rules load")
}

/// Runs a query that must succeed (setting up, not timed).
fn must(e: &mut Engine, query: &str) {
    let (answer, _) = e.run_user_query(query, QueryMode::Query);
    assert!(matches!(answer, Answer::Yes), "{query}: {answer:?}");
}

/// One timed command of a rulebook's description: the untimed query run
/// before it, the query, and the lines its questions read.
struct BenchCommand {
    name: String,
    before: String,
    query: String,
    answers: Vec<String>,
}

/// What a rulebook asks the benchmark to time (its `bench_*` facts).
#[derive(Default)]
struct BenchDescription {
    /// The queries that bring a game of humans to the commands' position.
    setup: Vec<String>,
    commands: Vec<BenchCommand>,
    /// Per computer level: the setup queries and the timed query.
    computers: Vec<(String, Vec<String>, String)>,
    /// Pairings of computer levels, with their game counts (full, quick).
    simulations: Vec<(Vec<String>, u32, u32)>,
    /// The pairing of the long memory run.
    memory: Option<Vec<String>>,
}

fn texts(term: &Term) -> Vec<String> {
    match term {
        Term::List(items) => items.iter().map(term_text).collect(),
        _ => Vec::new(),
    }
}

/// All solutions of `query` (trusted text), each the bindings' texts.
fn solutions(e: &mut Engine, query: &str, names: &[&str]) -> Vec<Vec<Term>> {
    e.run_trusted(query, "reading the bench description")
        .unwrap_or_default()
        .into_iter()
        .filter_map(|b| names.iter().map(|n| b.get(*n).cloned()).collect())
        .collect()
}

/// The rulebook's description, read from an engine that loaded it.
fn describe(e: &mut Engine) -> BenchDescription {
    let mut d = BenchDescription::default();
    let guard = |q: &str| format!("catch(({q}), _, fail).");
    if let Some(s) = solutions(
        e,
        &guard("bench_setup(humans, Qs0), maplist(atom_chars, Qs0, Qs)"),
        &["Qs"],
    )
    .first()
    {
        d.setup = texts(&s[0]);
    }
    for s in solutions(
        e,
        &guard(
            "bench_command(N0, B0, Q0, As0), atom_chars(N0, N), atom_chars(B0, B), \
             atom_chars(Q0, Q), maplist(atom_chars, As0, As)",
        ),
        &["N", "B", "Q", "As"],
    ) {
        d.commands.push(BenchCommand {
            name: term_text(&s[0]),
            before: term_text(&s[1]),
            query: term_text(&s[2]),
            answers: texts(&s[3]),
        });
    }
    for s in solutions(
        e,
        &guard(
            "bench_computer(L, Q0), atom_chars(Q0, Q), bench_setup(computer(L), Ss0), \
             maplist(atom_chars, Ss0, Ss)",
        ),
        &["L", "Ss", "Q"],
    ) {
        d.computers
            .push((term_text(&s[0]), texts(&s[1]), term_text(&s[2])));
    }
    for s in solutions(
        e,
        &guard("bench_simulation(Ls, N, Q), maplist(atom, Ls), integer(N), integer(Q)"),
        &["Ls", "N", "Q"],
    ) {
        let number = |t: &Term| term_text(t).parse().unwrap_or(1);
        d.simulations
            .push((texts(&s[0]), number(&s[1]), number(&s[2])));
    }
    if let Some(s) = solutions(e, &guard("bench_memory(Ls), maplist(atom, Ls)"), &["Ls"]).first() {
        d.memory = Some(texts(&s[0]));
    }
    d
}

/// What to time in `game`: `benches/prolog/<game>.pl`, loaded beside the
/// game's rules; empty when there is no such file.
fn description(rules_dir: &Path, game: &str) -> BenchDescription {
    let file = source_tree().join(format!("benches/prolog/{game}.pl"));
    if !file.is_file() {
        return BenchDescription::default();
    }
    let mut e = engine_for(rules_dir, Some(game), "");
    let load = format!("use_module({}).", quoted_atom(&file.to_string_lossy()));
    if let Err(error) = e.run_trusted(&load, "loading the bench description") {
        eprintln!("({}: {error}; not described)", file.display());
        return BenchDescription::default();
    }
    describe(&mut e)
}

/// Brings a game to the description's position and remembers it there.
fn set_up(e: &mut Engine, queries: &[String]) {
    for query in queries {
        let _ = e.run_user_query(query, QueryMode::Query);
    }
    must(e, "game_checkpoint(C), bb_put('bench:checkpoint', C).");
}

/// Puts the game back in the position set_up/2 remembered.
const ROLLBACK: &str = "bb_get('bench:checkpoint', C), game_rollback(C), script_clear.";

/// Times a game command; the rollback and `before` run untimed before each
/// run so every run does the same work.
fn command(e: &mut Engine, n: usize, c: &BenchCommand) -> Row {
    let samples = (0..n)
        .map(|_| {
            must(e, ROLLBACK);
            must(e, &c.before);
            let t = Instant::now();
            let (answer, _) = e.run_user_query(&c.query, QueryMode::Query);
            let elapsed = t.elapsed();
            assert!(matches!(answer, Answer::Yes), "{}: {answer:?}", c.query);
            elapsed
        })
        .collect();
    Row::from_durations(&c.name, samples)
}

/// The peak resident size in KiB of a `conquest --game none` session
/// that reads `input` (unix: from wait4's rusage of that child alone).
#[cfg(unix)]
fn session_max_rss(binary: &Path, input: &str) -> Option<i64> {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(binary)
        .args(["--game", "none"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let input = input.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let pid = libc::pid_t::try_from(child.id()).ok()?;
    let mut status = 0;
    // SAFETY: rusage is plain data that wait4 fills; the child is ours and
    // not yet waited for (std's Child is dropped without wait).
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        if libc::wait4(pid, &mut status, 0, &mut usage) != pid {
            return None;
        }
        usage
    };
    let _ = writer.join();
    Some(usage.ru_maxrss)
}

#[cfg(not(unix))]
fn session_max_rss(_binary: &Path, _input: &str) -> Option<i64> {
    None
}

/// Resident memory of this process now, in MiB (Linux; 0 elsewhere).
fn resident_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map(|kb| kb / 1024.0)
        .unwrap_or(0.0)
}

/// The binary cargo built beside this benchmark (release, under `cargo bench`).
fn conquest_binary() -> Option<PathBuf> {
    let built = PathBuf::from(env!("CARGO_BIN_EXE_conquest"));
    built.is_file().then_some(built)
}

/// Every measurement, in order.
fn measure(options: &BenchOptions) -> Vec<Row> {
    let mut bench = Bench {
        rules_dir: rules::rules_dir(options.rules.as_deref()).expect("a rules folder"),
        reps: if options.quick { 30 } else { 200 },
        builds: if options.quick { 5 } else { 20 },
        options: options.clone(),
        rows: Vec::new(),
    };
    if let Some(binary) = conquest_binary() {
        bench.starts(&binary);
        bench.session_memory(&binary);
    }
    bench.toplevel();
    let mut memory_runs = Vec::new();
    for game in rules::games(&bench.rules_dir) {
        if let Some(levels) = bench.game(&game).memory {
            memory_runs.push((game, levels));
        }
    }
    bench.swi();
    for (game, levels) in memory_runs {
        bench.memory(&game, &levels);
    }
    bench.rows
}

/// The measurements taken so far and how many times to repeat each.
struct Bench {
    options: BenchOptions,
    rules_dir: PathBuf,
    /// Runs of a fast query or command.
    reps: usize,
    /// Runs of what builds an engine or starts a process.
    builds: usize,
    rows: Vec<Row>,
}

impl Bench {
    /// Start-up, whole and in parts.
    fn starts(&mut self, binary: &Path) {
        // The batch start, beside scryer-prolog's when it is installed: the
        // runs interleave, so a machine that slows down slows both and
        // their ratio holds.
        let starts: [(&str, &Path, &[&str]); 3] = [
            ("start to exit: conquest -g halt", binary, &["-g", "halt"]),
            (
                "start to exit with the rules compiled: conquest -g 'current_predicate(startGame/0)' -g halt",
                binary,
                &["-g", "current_predicate(startGame/0)", "-g", "halt"],
            ),
            (
                "start to exit: scryer-prolog -g halt (anchor)",
                Path::new("scryer-prolog"),
                &["-g", "halt"],
            ),
        ];
        let mut samples = vec![Vec::new(); starts.len()];
        for _ in 0..self.builds {
            for ((_, program, args), times) in starts.iter().zip(&mut samples) {
                let started = Instant::now();
                if matches!(Command::new(program).args(*args).output(), Ok(o) if o.status.success())
                {
                    times.push(started.elapsed());
                }
            }
        }
        for ((name, _, _), times) in starts.iter().zip(samples) {
            if times.is_empty() {
                eprintln!("({name}: did not run; skipped)");
            } else {
                self.rows.push(Row::from_durations(name, times));
            }
        }
    }

    /// A long session: what each query leaves behind.
    fn session_memory(&mut self, binary: &Path) {
        let (short, long) = if self.options.quick {
            (500, 5500)
        } else {
            (1000, 11000)
        };
        for (what, query) in [
            ("X = 1.", "X = 1.\n"),
            (
                "mixed queries",
                "atom_length(abc, N).\nfindall(X, between(1, 50, X), L).\nlength(L, 20), L = [a|_].\nY = f(Z, Z).\n",
            ),
        ] {
            let lines = query.lines().count();
            let rss = |n: usize| session_max_rss(binary, &query.repeat(n / lines));
            if let (Some(few), Some(many)) = (rss(short), rss(long)) {
                self.rows.push(Row::single(
                    &format!("session memory per query over {} queries ({what})", long - short),
                    "B",
                    (many - few) as f64 * 1024.0 / (long - short) as f64,
                ));
            }
        }
    }

    /// Building an engine; the toplevel and the bridge, without a rulebook.
    fn toplevel(&mut self) {
        self.rows.push(Row::from_durations(
            "machine build with host and toplevel only",
            time(self.builds, || {
                let _ = engine_for(&self.rules_dir, None, "");
            }),
        ));
        let mut e = engine_for(&self.rules_dir, None, "");
        self.rows.push(Row::from_durations(
            "toplevel query round trip (X = 1.)",
            time(self.reps * 5, || {
                e.run_user_query("X = 1.", QueryMode::Query);
            }),
        ));
        let calls = 1000;
        let mut per_call = |label: &str, goal: &str| {
            let query = format!("between(1, {calls}, _), {goal}, fail ; true.");
            self.rows.push(Row::from_durations(
                label,
                time(self.builds, || {
                    e.run_user_query(&query, QueryMode::Query);
                })
                .into_iter()
                .map(|d| d / calls)
                .collect(),
            ));
        };
        per_call("host call host_seed(S), per call", "host_seed(_)");
        // Dice come from the host's words, fetched 64 at a time.
        per_call("roll_dice(3, D), per call", "roll_dice(3, _)");
        per_call(
            "random_between(1, 20, X), per call",
            "random_between(1, 20, _)",
        );
        drop(e);
    }

    /// One rulebook: loading, what its description asks to time, and whole
    /// games of computers. The description, for the memory runs at the end.
    fn game(&mut self, game: &str) -> BenchDescription {
        self.rows.push(Row::from_durations(
            &format!("machine build + {game} rules"),
            time(self.builds.min(10), || {
                let _ = engine_for(&self.rules_dir, Some(game), "");
            }),
        ));
        let description = description(&self.rules_dir, game);

        // Its commands, in the description's position.
        if !description.setup.is_empty() && !description.commands.is_empty() {
            let mut answers = String::new();
            for c in &description.commands {
                for _ in 0..self.reps + 10 {
                    for a in &c.answers {
                        answers.push_str(a);
                        answers.push('\n');
                    }
                }
            }
            let mut e = engine_for(&self.rules_dir, Some(game), &answers);
            set_up(&mut e, &description.setup);
            for c in &description.commands {
                self.rows.push(command(&mut e, self.reps, c));
            }
        }

        // A computer's turn at each level: the human's move hands the turn
        // to the computer, which plays it and hands it back.
        for (level, setup, query) in &description.computers {
            let mut e = engine_for(&self.rules_dir, Some(game), "");
            set_up(&mut e, setup);
            let n = if self.options.quick { 5 } else { 30 };
            let mut samples = Vec::new();
            for _ in 0..n {
                must(&mut e, ROLLBACK);
                let t = Instant::now();
                let _ = e.run_user_query(query, QueryMode::Query);
                samples.push(t.elapsed());
            }
            self.rows.push(Row::from_durations(
                &format!("{game}: {query} + a {level} computer turn"),
                samples,
            ));
        }

        // Whole games per second, per pairing (the default one when the
        // description names none).
        let pairings = if description.simulations.is_empty() {
            vec![(Vec::new(), 10, 2)]
        } else {
            description.simulations.clone()
        };
        for (players, full, quick) in pairings.clone() {
            let n = if self.options.quick { quick } else { full };
            match simulate::simulate(&self.series(game, &players, n)) {
                Ok(summary) => {
                    let pairing = summary.players.join(" vs ");
                    self.rows.push(Row::single(
                        &format!("{game} simulate {pairing}: games per second"),
                        "/s",
                        summary.games_per_second(),
                    ));
                    if summary.actions > 0 {
                        self.rows.push(Row::single(
                            &format!("{game} {pairing}: time per computer move"),
                            "ms",
                            1000.0 * summary.seconds / summary.actions as f64,
                        ));
                    }
                }
                Err(e) => eprintln!("({game}: simulate failed: {e})"),
            }
        }
        // The same series on every core: the speed-up of --jobs.
        // (Not in --quick: a handful of games measures the engines' start.)
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        if cores > 1 && !self.options.quick {
            let (players, full, quick) = pairings[0].clone();
            let n = if self.options.quick { quick } else { full };
            let mut on_all = self.series(game, &players, n);
            on_all.jobs = cores;
            if let Ok(summary) = simulate::simulate(&on_all) {
                self.rows.push(Row::single(
                    &format!(
                        "{game} simulate {} with --jobs {cores}: games per second",
                        summary.players.join(" vs ")
                    ),
                    "/s",
                    summary.games_per_second(),
                ));
            }
        }
        description
    }

    /// The same rules and computer players under SWI-Prolog, when installed.
    fn swi(&mut self) {
        let swi_games = if self.options.quick { 10 } else { 40 };
        match swi_games_per_second(swi_games) {
            Some(rate) => self.rows.push(Row::single(
                "swipl, same rules: normal vs easy games per second",
                "/s",
                rate,
            )),
            None => eprintln!(
                "(swipl not found or failed: the SWI-Prolog comparison is skipped; \
                 install it with `apt-get install swi-prolog-nox`)"
            ),
        }
    }

    /// Memory over a long simulation of `levels`: resident size after game
    /// 10 and at the end; flat means the growth between the two stays
    /// small (within 20%).
    fn memory(&mut self, game: &str, levels: &[String]) {
        let long = if self.options.quick { 200 } else { 1000 };
        let mut at_10 = 0.0;
        let mut peak: f64 = 0.0;
        if let Ok(summary) = simulate::simulate_with(&self.series(game, levels, long), |played| {
            let rss = resident_mib();
            peak = peak.max(rss);
            if played == 10 {
                at_10 = rss;
            }
        }) {
            let end = resident_mib();
            let pairing = levels.join(" vs ");
            self.rows.push(Row::single(
                &format!("{game}: resident memory after game 10 of {long} ({pairing})"),
                "MB",
                at_10,
            ));
            self.rows.push(Row::single(
                &format!(
                    "{game}: resident memory after game {long} ({} played)",
                    summary.games
                ),
                "MB",
                end,
            ));
            self.rows.push(Row::single(
                &format!("{game}: growth from game 10 to game {long}"),
                "%",
                if at_10 > 0.0 {
                    100.0 * (end - at_10) / at_10
                } else {
                    0.0
                },
            ));
        }
    }

    /// A series of `n` games of `game` between `players`, on one core.
    fn series(&self, game: &str, players: &[String], n: u32) -> SimulateOptions {
        SimulateOptions {
            game: game.to_string(),
            rules: self.options.rules.clone(),
            players: players.to_vec(),
            games: n,
            seed: 1,
            max_rounds: 300,
            game_options: Vec::new(),
            json: false,
            jobs: 1,
            budget: None,
        }
    }
}

/// Games per second of `tools/swi/swi_simulate.pl` under swipl.
fn swi_games_per_second(games: u32) -> Option<f64> {
    let script = source_tree().join("tools/swi/swi_simulate.pl");
    let output = Command::new("swipl")
        .arg(&script)
        .args(["--players", "normal,easy", "--games", &games.to_string()])
        .args(["--seed", "1", "--json"])
        .output()
        .ok()?;
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).ok()?;
    report["games_per_second"].as_f64()
}

fn main() -> ExitCode {
    let options = BenchOptions::parse();
    let rows = measure(&options);
    print!("{}", table(&rows));
    let path = options
        .json
        .clone()
        .unwrap_or_else(|| source_tree().join("target/bench.json"));
    match std::fs::write(&path, json(&rows)) {
        Ok(()) => {
            println!("(written to {})", path.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bench: cannot write {}: {e}", path.display());
            ExitCode::FAILURE
        }
    }
}
