//! Host benchmarks: machine build and rule loading, a toplevel query round trip,
//! a host call, and the start of the real binary. Prints medians and p95.
//!
//! Run with `cargo bench --bench host`. Numbers, not assertions: these machines
//! are shared and noisy.

use std::io::Cursor;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

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
