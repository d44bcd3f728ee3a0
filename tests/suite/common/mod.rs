//! Driving the real binary the way a script or a player at a pipe does.
#![allow(dead_code)]

pub mod script;
pub mod terminal;

/// Global Conquest's territory codes, in map order.
pub const CODES: [&str; 24] = [
    "na1", "na2", "na3", "na4", "na5", "e1", "e2", "e3", "e4", "e5", "a1", "a2", "a3", "a4", "a5",
    "a6", "a7", "sa1", "sa2", "af1", "af2", "af3", "au1", "au2",
];

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

/// Runs `conquest ARGS` with `input` on standard input (batch mode).
pub fn conquest(args: &[&str], input: &str) -> Run {
    conquest_bytes(args, input.as_bytes())
}

pub fn conquest_bytes(args: &[&str], input: &[u8]) -> Run {
    conquest_in(&scratch_dir("data"), args, input)
}

/// The binary as every test starts it: no colours, no locale (English),
/// `data` as its data folder, all three streams piped.
pub fn conquest_command(data: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_conquest"));
    command
        .env("NO_COLOR", "1")
        .env("CONQUEST_DATA_DIR", data)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Runs `conquest ARGS` with `data` as its data folder (CONQUEST_DATA_DIR),
/// which outlives the run: for autosaves and `--resume`.
pub fn conquest_in(data: &Path, args: &[&str], input: &[u8]) -> Run {
    let mut child = conquest_command(data)
        .args(args)
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // The program may exit before reading everything (halt.): that is fine.
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the binary runs");
    let _ = writer.join();
    Run {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        code: output.status.code().unwrap_or(-1),
    }
}

/// Runs batch `input` on `game` with `extra` arguments (and `--seed 1`
/// unless they give one); fails on a crash, an error status or an uncaught
/// exception, and returns standard output.
pub fn play_game(game: &str, extra: &[&str], input: &str) -> String {
    let mut args = vec!["--game", game];
    if !extra.contains(&"--seed") {
        args.extend_from_slice(&["--seed", "1"]);
    }
    args.extend_from_slice(extra);
    let run = conquest(&args, input);
    assert_eq!(run.code, 0, "{}\n{}", run.stderr, run.stdout);
    assert!(!run.stdout.contains("uncaught exception"), "{}", run.stdout);
    run.stdout
}

/// A fresh empty folder under the system's temporary folder.
pub fn scratch_dir(name: &str) -> PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!(
        "conquest-test-{}-{}-{}",
        std::process::id(),
        name,
        n
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir is writable");
    dir
}

/// The shipped rules folder of the source tree.
pub fn shipped_rules() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("prolog")
}

/// Every game folder under the shipped prolog/games/, sorted by name.
pub fn game_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(shipped_rules().join("games"))
        .expect("prolog/games")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    dirs
}

/// A rules folder with the shipped host and toplevel and a game "toy" made of
/// the given files, for testing the host apart from any real game.
pub fn toy_rules(files: &[(&str, &str)]) -> PathBuf {
    let dir = scratch_dir("rules");
    copy_host_files(&dir);
    let game = dir.join("games/toy");
    std::fs::create_dir_all(&game).expect("game folder");
    for (name, text) in files {
        std::fs::write(game.join(name), text).expect("write game file");
    }
    dir
}

/// Copies the shipped host files (not the games) into a rules folder.
pub fn copy_host_files(dir: &Path) {
    let on_demand = conquest::rules::on_demand_files();
    for name in conquest::rules::HOST_FILES.iter().copied().chain(on_demand) {
        let target = dir.join(name);
        std::fs::create_dir_all(target.parent().expect("in a folder")).expect("host folder");
        std::fs::copy(shipped_rules().join(name), target).expect("copy host files");
    }
}

/// Arguments that select the toy game in `dir`.
pub fn toy_args(dir: &Path) -> Vec<String> {
    vec![
        "--rules".into(),
        dir.to_string_lossy().into_owned(),
        "--game".into(),
        "toy".into(),
        "--seed".into(),
        "7".into(),
    ]
}

pub fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(|s| s.as_str()).collect()
}

/// Copies the folder `from` with everything in it to `to`.
pub fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("a folder to copy into");
    for entry in std::fs::read_dir(from).expect("a folder to copy").flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy a file");
        }
    }
}

/// A file of the user's that counts the game's autosave points
/// (`bb_get(points, N)`), overriding the common library's autosave_game/1.
pub fn autosave_counter(dir: &Path) -> PathBuf {
    let counter = dir.join("count.pl");
    std::fs::write(
        &counter,
        "saves:autosave_game(_) :-\n    ( bb_get(points, N0) -> true ; N0 = 0 ),\n    \
         N is N0 + 1,\n    bb_put(points, N).\n",
    )
    .expect("write");
    counter
}

/// An in-process engine with Global Conquest's shipped rules loaded,
/// reading `input` and writing `output`, in English, without colour.
pub fn shipped_conquest_engine(
    seed: u64,
    input: Box<dyn conquest::io::input::LineSource>,
    output: conquest::io::input::Output,
) -> conquest::engine::Engine {
    use conquest::engine::{Engine, EngineConfig, Lang, RulesLoad};
    Engine::new(EngineConfig {
        rules_dir: shipped_rules(),
        game: Some("conquest".into()),
        seed,
        lang: Lang::En,
        colour: false,
        input,
        output,
        rules: RulesLoad::AtStart,
    })
    .expect("the shipped rules load")
}
