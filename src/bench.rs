//! `conquest bench`: how fast the host and Global Conquest are, measured.
//!
//! Medians and p95 over repeated runs, printed as a table and written as
//! JSON for comparing versions. Numbers, never assertions: the machines this
//! runs on are shared and noisy. `cargo bench` runs the same code.

use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crate::engine::{Answer, Engine, EngineConfig, Lang, QueryMode};
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

/// The same rows as JSON (no serde: names are plain text without quotes).
pub fn json(rows: &[Row]) -> String {
    let items: Vec<String> = rows
        .iter()
        .map(|r| {
            format!(
                "  {{\"name\": \"{}\", \"unit\": \"{}\", \"median\": {:.6}, \"p95\": {:.6}, \"samples\": {}}}",
                r.name.replace('"', "'"),
                r.unit,
                r.median,
                r.p95,
                r.samples
            )
        })
        .collect();
    format!("[\n{}\n]\n", items.join(",\n"))
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
    })
    .expect("the rules load")
}

/// Runs a query that must succeed (setting up, not timed).
fn must(e: &mut Engine, query: &str) {
    let (answer, _) = e.run_user_query(query, QueryMode::Query);
    assert!(matches!(answer, Answer::Yes), "{query}: {answer:?}");
}

const CODES: [&str; 24] = [
    "na1", "na2", "na3", "na4", "na5", "e1", "e2", "e3", "e4", "e5", "a1", "a2", "a3", "a4", "a5",
    "a6", "a7", "sa1", "sa2", "af1", "af2", "af3", "au1", "au2",
];

/// A two-player game just after placing, every territory held: `kinds` are
/// the two players (`alice` for a human, `cpu(hard)` ...). The player to move
/// holds NA1.
fn mid_game(e: &mut Engine, players: &str) {
    must(
        e,
        &format!("startGame([{players}], [reinforcement_probability(0.0)])."),
    );
    for code in CODES {
        let _ = e.run_user_query(&format!("takeLocation({code})."), QueryMode::Query);
    }
    let _ = e.run_user_query("placeAutomatic.", QueryMode::Query);
    let _ = e.run_user_query("placeAutomatic.", QueryMode::Query);
}

/// Times a game command; `reset` runs untimed before each run so every run
/// does the same work.
fn command(e: &mut Engine, n: usize, name: &str, reset: &str, query: &str) -> Row {
    let samples = (0..n)
        .map(|_| {
            must(e, reset);
            let t = Instant::now();
            let (answer, _) = e.run_user_query(query, QueryMode::Query);
            let elapsed = t.elapsed();
            assert!(matches!(answer, Answer::Yes), "{query}: {answer:?}");
            elapsed
        })
        .collect();
    Row::from_durations(name, samples)
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
    if let Some(binary) = conquest_binary() {
        {
            rows.push(Row::from_durations(
                "start to exit: conquest -g halt",
                time(builds, || {
                    let _ = Command::new(&binary).args(["-g", "halt"]).output();
                }),
            ));
        }
    }

    rows.push(Row::from_durations(
        "machine build with host and toplevel only",
        time(builds, || {
            let _ = engine_for(&rules_dir, None, "");
        }),
    ));
    rows.push(Row::from_durations(
        "machine build + Global Conquest rules",
        time(builds, || {
            let _ = engine_for(&rules_dir, Some("conquest"), "");
        }),
    ));

    // The toplevel and the bridge.
    let mut e = engine_for(&rules_dir, Some("conquest"), "");
    rows.push(Row::from_durations(
        "toplevel query round trip (X = 1.)",
        time(reps * 5, || {
            e.run_user_query("X = 1.", QueryMode::Query);
        }),
    ));
    let calls = 1000;
    rows.push(Row::from_durations(
        "host call roll_dice(3, D), per call",
        time(builds, || {
            e.run_user_query(
                "between(1, 1000, _), roll_dice(3, _), fail ; true.",
                QueryMode::Query,
            );
        })
        .into_iter()
        .map(|d| d / calls)
        .collect(),
    ));

    // Every command on a mid-game position. The attack's answers: origin
    // NA1, one troop, the first target; its dice are scripted to lose, so no
    // move-in question follows and the answers stay in step.
    let answers = "na1\n1\n1\n".repeat(reps + 10);
    let mut e = engine_for(&rules_dir, Some("conquest"), &answers);
    mid_game(&mut e, "alice, bob");
    must(
        &mut e,
        "current_player(P), ( owner(na1, P) -> true ; endTurn ).",
    );
    let reset = "current_player(P), clear_turn, remove_effects(P), set_troops(na1, 10), \
                 set_reserve(P, 1000), script_clear, \
                 forall((adjacent(na1, T), \\+ owner(T, P)), set_troops(T, 3)).";
    let losing = format!(
        "{}, script_dice([1, 6, 6, 6]).",
        reset.trim_end_matches('.')
    );
    let commands: [(&str, &str, &str); 10] = [
        ("draft(na1, 1)", reset, "draft(na1, 1)."),
        (
            "move(na1, <own territory>, 1)",
            reset,
            "current_player(P), once((owner(T, P), T \\== na1)), move(na1, T, 1).",
        ),
        ("attack (3 questions answered, lost)", &losing, "attack."),
        ("risk", reset, "risk."),
        (
            "checkLocationDetail(na1)",
            reset,
            "checkLocationDetail(na1).",
        ),
        ("checkPlayerDetail(p1)", reset, "checkPlayerDetail(p1)."),
        (
            "checkPlayerTerritories(p1)",
            reset,
            "checkPlayerTerritories(p1).",
        ),
        ("checkIncomingTroops(p1)", reset, "checkIncomingTroops(p1)."),
        ("displayMap", reset, "displayMap."),
        ("endTurn (map drawn for the next player)", reset, "endTurn."),
    ];
    for (name, reset, query) in commands {
        rows.push(command(&mut e, reps, name, reset, query));
    }

    // A computer's turn at each level: a human's endTurn hands the turn to
    // the computer, which plays it and hands it back.
    for level in ["easy", "normal", "hard"] {
        let mut e = engine_for(&rules_dir, Some("conquest"), "");
        mid_game(&mut e, &format!("alice, cpu({level})"));
        let n = if options.quick { 5 } else { 30 };
        let mut samples = Vec::new();
        for _ in 0..n {
            if !matches!(
                e.run_user_query("phase(playing).", QueryMode::Query).0,
                Answer::Yes
            ) {
                mid_game(&mut e, &format!("alice, cpu({level})"));
            }
            let _ = e.run_user_query(
                "current_player(P), clear_turn, remove_effects(P).",
                QueryMode::Query,
            );
            let t = Instant::now();
            let _ = e.run_user_query("endTurn.", QueryMode::Query);
            samples.push(t.elapsed());
        }
        rows.push(Row::from_durations(
            &format!("endTurn + a {level} computer turn"),
            samples,
        ));
    }

    // Whole games per second, per pairing.
    let games = |players: &[&str], n: u32| SimulateOptions {
        game: "conquest".into(),
        rules: options.rules.clone(),
        players: players.iter().map(|s| s.to_string()).collect(),
        games: n,
        seed: 1,
        max_rounds: 300,
        game_options: Vec::new(),
        json: false,
    };
    for (players, n) in [
        (&["easy", "easy"][..], if options.quick { 5 } else { 20 }),
        (&["normal", "easy"][..], if options.quick { 10 } else { 50 }),
        (&["hard", "normal"][..], if options.quick { 1 } else { 4 }),
    ] {
        if let Ok(summary) = simulate::simulate(&games(players, n)) {
            rows.push(Row::single(
                &format!("simulate {}: games per second", players.join(" vs ")),
                "/s",
                summary.games_per_second(),
            ));
        }
    }

    // Every other rulebook: loading, and whole games of its two strongest
    // computer levels (the default pairing of `simulate`).
    for game in rules::games(&rules_dir) {
        if game == "conquest" {
            continue;
        }
        rows.push(Row::from_durations(
            &format!("machine build + {game} rules"),
            time(builds.min(10), || {
                let _ = engine_for(&rules_dir, Some(&game), "");
            }),
        ));
        let options = SimulateOptions {
            game: game.clone(),
            rules: options.rules.clone(),
            players: Vec::new(),
            games: if options.quick { 2 } else { 10 },
            seed: 1,
            max_rounds: 300,
            game_options: Vec::new(),
            json: false,
        };
        match simulate::simulate(&options) {
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

    // Memory over a long simulation: resident size after game 100 and at the
    // end; flat means the growth between the two stays small.
    let long = if options.quick { 200 } else { 1000 };
    let mut at_100 = 0.0;
    let mut peak: f64 = 0.0;
    if let Ok(summary) = simulate::simulate_with(&games(&["normal", "easy"], long), |game| {
        let rss = resident_mib();
        peak = peak.max(rss);
        if game == 100 {
            at_100 = rss;
        }
    }) {
        let end = resident_mib();
        rows.push(Row::single(
            &format!("resident memory after game 100 of {long} (normal vs easy)"),
            "MB",
            at_100,
        ));
        rows.push(Row::single(
            &format!(
                "resident memory after game {long} ({} played)",
                summary.games
            ),
            "MB",
            end,
        ));
        rows.push(Row::single(
            &format!("growth from game 100 to game {long}"),
            "%",
            if at_100 > 0.0 {
                100.0 * (end - at_100) / at_100
            } else {
                0.0
            },
        ));
    }
    rows
}

/// Games per second of `prolog/compat/swi_simulate.pl` under swipl.
fn swi_games_per_second(rules_dir: &Path, games: u32) -> Option<f64> {
    let script = rules_dir.join("compat").join("swi_simulate.pl");
    let output = Command::new("swipl")
        .arg(&script)
        .args(["--players", "normal,easy", "--games", &games.to_string()])
        .args(["--seed", "1", "--json"])
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&output.stdout);
    let value = text.split("\"games_per_second\":").nth(1)?;
    value
        .trim_start()
        .split(|c: char| c != '.' && !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

/// `conquest bench`: prints the table, writes the JSON; the exit status.
pub fn run(options: &BenchOptions) -> i32 {
    let rows = measure(options);
    print!("{}", table(&rows));
    let path = options
        .json
        .clone()
        .unwrap_or_else(|| PathBuf::from("bench.json"));
    match std::fs::write(&path, json(&rows)) {
        Ok(()) => {
            println!("(written to {})", path.display());
            0
        }
        Err(e) => {
            eprintln!("conquest bench: cannot write {}: {e}", path.display());
            1
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
        assert!(json.contains("\"median\": 51.000000"), "{json}");
    }
}
