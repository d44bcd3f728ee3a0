//! `cargo bench`: the same measurements as `conquest bench` (src/bench.rs).
//! Numbers, not assertions: these machines are shared and noisy.

fn main() -> std::process::ExitCode {
    let quick = std::env::args().any(|a| a == "--quick");
    conquest::bench::run(&conquest::bench::BenchOptions {
        rules: None,
        quick,
        json: Some(std::path::PathBuf::from("target/bench.json")),
    })
}
