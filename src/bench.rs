//! `conquest bench`: how fast the host and the rulebooks are, measured.
//!
//! Medians and p95 over repeated runs, printed as a table and written as
//! JSON for comparing versions. Numbers, never assertions: the machines this
//! runs on are shared and noisy. `cargo bench` runs the same code.
//!
//! This file knows no game: what to time in a rulebook (a position, its
//! commands, computer turns, simulated pairings) is the rulebook's own
//! description, its `bench_*` facts (e.g. `prolog/games/conquest/bench.pl`),
//! read from a loaded engine. A rulebook without them is timed loading and
//! playing its default pairing.

use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crate::engine::{term_text, Answer, Engine, EngineConfig, Lang, QueryMode, RulesLoad, Term};
use crate::io::input::{BatchInput, Output};
use crate::rules;
use crate::simulate::{self, SimulateOptions};

/// What to measure and where to write the JSON.
#[derive(Debug, Clone)]
pub struct BenchOptions {
    pub rules: Option<PathBuf>,
    /// Fewer repetitions and games: a rough table in well under a minute.
    pub quick: bool,
    pub json: Option<PathBuf>,
}

/// One measured row: a name, the unit, and the samples' median and p95.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub name: String,
    pub unit: &'static str,
    pub median: f64,
    pub p95: f64,
    pub samples: usize,
}

impl Row {
    fn from_durations(name: &str, mut samples: Vec<Duration>) -> Row {
        samples.sort();
        let pick = |q: usize| samples[(samples.len() * q / 100).min(samples.len() - 1)];
        Row {
            name: name.to_string(),
            unit: "ms",
            median: pick(50).as_secs_f64() * 1e3,
            p95: pick(95).as_secs_f64() * 1e3,
            samples: samples.len(),
        }
    }

    fn single(name: &str, unit: &'static str, value: f64) -> Row {
        Row {
            name: name.to_string(),
            unit,
            median: value,
            p95: value,
            samples: 1,
        }
    }
}

/// The table for people.
pub fn table(rows: &[Row]) -> String {
    let mut out = format!("{:<58} {:>12} {:>12} {:>6}\n", "what", "median", "p95", "n");
    for row in rows {
        out.push_str(&format!(
            "{:<58} {:>9.3} {:<2} {:>9.3} {:<2} {:>6}\n",
            row.name, row.median, row.unit, row.p95, row.unit, row.samples
        ));
    }
    out
}

/// The same rows as JSON.
pub fn json(rows: &[Row]) -> String {
    let items: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            serde_json::json!({
                "name": r.name,
                "unit": r.unit,
                "median": r.median,
                "p95": r.p95,
                "samples": r.samples,
            })
        })
        .collect();
    let text = serde_json::to_string_pretty(&items).unwrap_or_else(|_| "[]".to_string());
    format!("{text}\n")
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
pub fn resident_mib() -> f64 {
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

/// The release binary: this program, or the one `cargo build --release` made
/// (when the benchmark runs as `cargo bench`).
fn conquest_binary() -> Option<PathBuf> {
    let this = std::env::current_exe().ok()?;
    if this.file_stem().is_some_and(|s| s == "conquest") {
        return Some(this);
    }
    let built = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release/conquest");
    built.is_file().then_some(built)
}

/// Every measurement, in order.
pub fn measure(options: &BenchOptions) -> Vec<Row> {
    let rules_dir = rules::rules_dir(options.rules.as_deref()).expect("a rules folder");
    let reps = if options.quick { 30 } else { 200 };
    let builds = if options.quick { 5 } else { 20 };
    let mut rows = Vec::new();

    // Start-up, whole and in parts.
    // The batch start, beside scryer-prolog's when it is installed: the
    // runs interleave, so a machine that slows down slows both (issue 18
    // compares them in the same run).
    if let Some(binary) = conquest_binary() {
        let starts: [(&str, &Path, &[&str]); 3] = [
            ("start to exit: conquest -g halt", &binary, &["-g", "halt"]),
            (
                "start to exit with the rules compiled: conquest -g 'current_predicate(startGame/0)' -g halt",
                &binary,
                &["-g", "current_predicate(startGame/0)", "-g", "halt"],
            ),
            (
                "start to exit: scryer-prolog -g halt (anchor)",
                Path::new("scryer-prolog"),
                &["-g", "halt"],
            ),
        ];
        let mut samples = vec![Vec::new(); starts.len()];
        for _ in 0..builds {
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
                rows.push(Row::from_durations(name, times));
            }
        }
    }
    // A long session: what each query leaves behind.
    if let Some(binary) = conquest_binary() {
        let (short, long) = if options.quick {
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
            let rss = |n: usize| session_max_rss(&binary, &query.repeat(n / lines));
            if let (Some(few), Some(many)) = (rss(short), rss(long)) {
                rows.push(Row::single(
                    &format!("session memory per query over {} queries ({what})", long - short),
                    "B",
                    (many - few) as f64 * 1024.0 / (long - short) as f64,
                ));
            }
        }
    }
    rows.push(Row::from_durations(
        "machine build with host and toplevel only",
        time(builds, || {
            let _ = engine_for(&rules_dir, None, "");
        }),
    ));

    // The toplevel and the bridge, without a rulebook.
    let mut e = engine_for(&rules_dir, None, "");
    rows.push(Row::from_durations(
        "toplevel query round trip (X = 1.)",
        time(reps * 5, || {
            e.run_user_query("X = 1.", QueryMode::Query);
        }),
    ));
    let calls = 1000;
    let mut per_call = |label: &str, goal: &str| {
        let query = format!("between(1, {calls}, _), {goal}, fail ; true.");
        rows.push(Row::from_durations(
            label,
            time(builds, || {
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

    // Every rulebook: loading, what its description asks to time, and
    // whole games of computers.
    let games = |game: &str, players: &[String], n: u32| SimulateOptions {
        game: game.to_string(),
        rules: options.rules.clone(),
        players: players.to_vec(),
        games: n,
        seed: 1,
        max_rounds: 300,
        game_options: Vec::new(),
        json: false,
        jobs: 1,
    };
    let mut memory_runs = Vec::new();
    for game in rules::games(&rules_dir) {
        rows.push(Row::from_durations(
            &format!("machine build + {game} rules"),
            time(builds.min(10), || {
                let _ = engine_for(&rules_dir, Some(&game), "");
            }),
        ));
        let description = describe(&mut engine_for(&rules_dir, Some(&game), ""));

        // Its commands, in the description's position.
        if !description.setup.is_empty() && !description.commands.is_empty() {
            let mut answers = String::new();
            for c in &description.commands {
                for _ in 0..reps + 10 {
                    for a in &c.answers {
                        answers.push_str(a);
                        answers.push('\n');
                    }
                }
            }
            let mut e = engine_for(&rules_dir, Some(&game), &answers);
            set_up(&mut e, &description.setup);
            for c in &description.commands {
                rows.push(command(&mut e, reps, c));
            }
        }

        // A computer's turn at each level: the human's move hands the turn
        // to the computer, which plays it and hands it back.
        for (level, setup, query) in &description.computers {
            let mut e = engine_for(&rules_dir, Some(&game), "");
            set_up(&mut e, setup);
            let n = if options.quick { 5 } else { 30 };
            let mut samples = Vec::new();
            for _ in 0..n {
                must(&mut e, ROLLBACK);
                let t = Instant::now();
                let _ = e.run_user_query(query, QueryMode::Query);
                samples.push(t.elapsed());
            }
            rows.push(Row::from_durations(
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
            let n = if options.quick { quick } else { full };
            match simulate::simulate(&games(&game, &players, n)) {
                Ok(summary) => {
                    let pairing = summary.players.join(" vs ");
                    rows.push(Row::single(
                        &format!("{game} simulate {pairing}: games per second"),
                        "/s",
                        summary.games_per_second(),
                    ));
                    if summary.actions > 0 {
                        rows.push(Row::single(
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
        if cores > 1 && !options.quick {
            let (players, full, quick) = pairings[0].clone();
            let n = if options.quick { quick } else { full };
            let mut on_all = games(&game, &players, n);
            on_all.jobs = cores;
            if let Ok(summary) = simulate::simulate(&on_all) {
                rows.push(Row::single(
                    &format!(
                        "{game} simulate {} with --jobs {cores}: games per second",
                        summary.players.join(" vs ")
                    ),
                    "/s",
                    summary.games_per_second(),
                ));
            }
        }
        if let Some(levels) = description.memory {
            memory_runs.push((game.clone(), levels));
        }
    }

    // The same rules and computer players under SWI-Prolog, when installed.
    let swi_games = if options.quick { 10 } else { 40 };
    match swi_games_per_second(&rules_dir, swi_games) {
        Some(rate) => rows.push(Row::single(
            "swipl, same rules: normal vs easy games per second",
            "/s",
            rate,
        )),
        None => eprintln!(
            "(swipl not found or failed: the SWI-Prolog comparison is skipped; \
             install it with `apt-get install swi-prolog-nox`)"
        ),
    }

    // Memory over a long simulation: resident size after game 10 and at the
    // end; flat means the growth between the two stays small (issue 18:
    // within 20%).
    let long = if options.quick { 200 } else { 1000 };
    for (game, levels) in memory_runs {
        let mut at_10 = 0.0;
        let mut peak: f64 = 0.0;
        if let Ok(summary) = simulate::simulate_with(&games(&game, &levels, long), |played| {
            let rss = resident_mib();
            peak = peak.max(rss);
            if played == 10 {
                at_10 = rss;
            }
        }) {
            let end = resident_mib();
            let pairing = levels.join(" vs ");
            rows.push(Row::single(
                &format!("{game}: resident memory after game 10 of {long} ({pairing})"),
                "MB",
                at_10,
            ));
            rows.push(Row::single(
                &format!(
                    "{game}: resident memory after game {long} ({} played)",
                    summary.games
                ),
                "MB",
                end,
            ));
            rows.push(Row::single(
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
    rows
}

/// Games per second of `tools/swi/swi_simulate.pl` under swipl.
fn swi_games_per_second(rules_dir: &Path, games: u32) -> Option<f64> {
    let script = rules_dir.join("../tools/swi/swi_simulate.pl");
    let output = Command::new("swipl")
        .arg(&script)
        .args(["--players", "normal,easy", "--games", &games.to_string()])
        .args(["--seed", "1", "--json"])
        .output()
        .ok()?;
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).ok()?;
    report["games_per_second"].as_f64()
}

/// `conquest bench`: prints the table, writes the JSON; the exit status.
pub fn run(options: &BenchOptions) -> std::process::ExitCode {
    let rows = measure(options);
    print!("{}", table(&rows));
    let path = options
        .json
        .clone()
        .unwrap_or_else(|| PathBuf::from("bench.json"));
    match std::fs::write(&path, json(&rows)) {
        Ok(()) => {
            println!("(written to {})", path.display());
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("conquest bench: cannot write {}: {e}", path.display());
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_take_the_median_and_p95_of_their_samples() {
        let samples = (1..=100).map(Duration::from_millis).collect();
        let row = Row::from_durations("x", samples);
        assert_eq!((row.median, row.p95, row.samples), (51.0, 96.0, 100));
        let text = table(std::slice::from_ref(&row));
        assert!(text.contains("51.000 ms"), "{text}");
        let json = json(&[row]);
        let parsed: serde_json::Value = serde_json::from_str(&json).expect("JSON");
        assert_eq!(parsed[0]["median"], 51.0);
        assert_eq!(parsed[0]["samples"], 100);
    }
}
