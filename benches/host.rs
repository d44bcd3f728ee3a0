//! Host benchmarks: machine build and rule loading, a toplevel query round trip,
//! a host call, and the start of the real binary. Prints medians and p95.
//!
//! Run with `cargo bench --bench host`. Numbers, not assertions: these machines
//! are shared and noisy.

use std::io::Cursor;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use conquest::engine::Answer;
use conquest::engine::{Engine, EngineConfig, Lang};
use conquest::io::{BatchInput, Output};

fn engine() -> Engine {
    let (output, _buffer) = Output::buffer();
    let input = Box::new(BatchInput::new(Cursor::new(Vec::new()), output.clone()));
    Engine::new(EngineConfig {
        rules_dir: Path::new(env!("CARGO_MANIFEST_DIR")).join("prolog"),
        game: "conquest".into(),
        seed: 1,
        lang: Lang::En,
        colour: false,
        input,
        output,
    })
    .expect("the shipped rules load")
}

fn stats(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let median = samples[samples.len() / 2];
    let p95 = samples[samples.len() * 95 / 100];
    println!(
        "{name:<44} median {:>10.1} µs   p95 {:>10.1} µs   (n = {})",
        median.as_secs_f64() * 1e6,
        p95.as_secs_f64() * 1e6,
        samples.len()
    );
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

fn main() {
    stats(
        "machine build + host + Global Conquest rules",
        time(20, || {
            let _ = engine();
        }),
    );
    let mut e = engine();
    stats(
        "toplevel query round trip (X = 1.)",
        time(2000, || {
            e.run_user_query("X = 1.");
        }),
    );
    stats("host call roll_dice(3, D) (one query, per call)", {
        let calls = 1000;
        time(20, || {
            e.run_user_query("between(1, 1000, _), roll_dice(3, _), fail ; true.");
        })
        .into_iter()
        .map(|d| d / calls)
        .collect()
    });
    commands();
    let binary = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release/conquest");
    if binary.is_file() {
        stats(
            "start to exit: conquest -g halt (release binary)",
            time(20, || {
                let status = Command::new(&binary)
                    .args(["-g", "halt"])
                    .status()
                    .expect("the binary runs");
                assert!(status.success());
            }),
        );
    } else {
        println!("(build with `cargo build --release` to time the binary's start)");
    }
}

const CODES: [&str; 24] = [
    "na1", "na2", "na3", "na4", "na5", "e1", "e2", "e3", "e4", "e5", "a1", "a2", "a3", "a4", "a5",
    "a6", "a7", "sa1", "sa2", "af1", "af2", "af3", "au1", "au2",
];

/// Runs a query that must succeed (setting up, not timed).
fn must(e: &mut Engine, query: &str) {
    let (answer, _) = e.run_user_query(query);
    assert!(matches!(answer, Answer::Yes), "{query}: {answer:?}");
}

/// Times a game command on a mid-game position. `reset` runs untimed before
/// each run, so every run does the same work (e.g. the attack is free again).
fn command(e: &mut Engine, name: &str, reset: &str, query: &str) {
    let samples = (0..300)
        .map(|_| {
            must(e, reset);
            let t = Instant::now();
            let (answer, _) = e.run_user_query(query);
            let elapsed = t.elapsed();
            assert!(matches!(answer, Answer::Yes), "{query}: {answer:?}");
            elapsed
        })
        .collect();
    stats(name, samples);
}

/// Each Global Conquest command on a two-player game just after placing
/// (every territory held, 48 troops on the map), played by the real rules.
fn commands() {
    let mut e = engine();
    // The attack's questions read these lines: origin, one troop, first target.
    let answers = "na1\n1\n1\n".repeat(400);
    let (output, _buffer) = Output::buffer();
    *e.input().borrow_mut() = Box::new(BatchInput::new(Cursor::new(answers.into_bytes()), output));
    must(&mut e, "startGame([alice, bob]).");
    for code in CODES {
        must(&mut e, &format!("takeLocation({code})."));
    }
    must(&mut e, "placeAutomatic.");
    must(&mut e, "placeAutomatic.");
    // The attack always starts from NA1, so its holder moves; the dice are
    // scripted to lose, so there is no move-in question and the answers stay
    // in step.
    must(
        &mut e,
        "current_player(P), ( owner(na1, P) -> true ; endTurn ).",
    );
    let reset = "current_player(P), clear_turn, remove_effects(P), set_troops(na1, 10), \
                 set_reserve(P, 1000), script_clear, \
                 forall((adjacent(na1, T), \\+ owner(T, P)), set_troops(T, 3)).";
    let losing_dice = format!(
        "{} script_dice([1, 6, 6, 6]).",
        reset.trim_end_matches('.').to_owned() + ","
    );
    command(&mut e, "draft(na1, 1)", reset, "draft(na1, 1).");
    command(
        &mut e,
        "move(na1, <own territory>, 1)",
        reset,
        "current_player(P), once((owner(T, P), T \\== na1)), move(na1, T, 1).",
    );
    command(
        &mut e,
        "attack (3 questions answered, lost)",
        &losing_dice,
        "attack.",
    );
    command(&mut e, "risk", reset, "risk.");
    command(
        &mut e,
        "checkLocationDetail(na1)",
        reset,
        "checkLocationDetail(na1).",
    );
    command(
        &mut e,
        "checkPlayerDetail(p1)",
        reset,
        "checkPlayerDetail(p1).",
    );
    command(
        &mut e,
        "checkPlayerTerritories(p1)",
        reset,
        "checkPlayerTerritories(p1).",
    );
    command(
        &mut e,
        "checkIncomingTroops(p1)",
        reset,
        "checkIncomingTroops(p1).",
    );
    command(&mut e, "displayMap", reset, "displayMap.");
    command(
        &mut e,
        "endTurn (map drawn for the next player)",
        reset,
        "endTurn.",
    );
}
