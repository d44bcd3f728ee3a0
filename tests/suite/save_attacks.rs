//! Saves and history logs under attack (issue 31): a user's operators,
//! files that are no saves, pipes and links where the log should be,
//! orphaned temporary files, writes cut short by a size limit, hostile
//! numbers. Each test failed before the fix it keeps.

use crate::common;
use crate::common::CODES;

use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use common::{conquest_command, conquest_in, scratch_dir, Run};

use crate::conquest_save::setup;

/// A data folder whose autosave holds a game with a move played.
fn autosaved_game(name: &str) -> std::path::PathBuf {
    let data = scratch_dir(name);
    let first = conquest_in(
        &data,
        &["--seed", "1"],
        format!("{}draft(e2, 2).\n", setup()).as_bytes(),
    );
    assert_eq!(first.code, 0, "{}", first.stderr);
    data
}

fn quoted(path: &Path) -> String {
    format!("'{}'", path.display())
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Operators the user declares change how the session reads and writes
/// terms, not how saves do: with `human` a prefix operator the save said
/// `p1-human'Alice'`, which --resume refused (the game was lost); with
/// `draft` an infix one the history log said `e2 draft 2` and was
/// dropped; without `-` saveGame failed with a raw syntax error.
#[test]
fn saves_are_written_and_read_with_the_standard_operators() {
    let data = scratch_dir("ops-data");
    let dir = scratch_dir("ops");
    let file = dir.join("game.pl");
    let input = format!(
        "{}op(200, fy, human).\nop(700, xfx, draft).\nop(0, yfx, -).\n\
         draft(e2, 2).\nsaveGame({f}).\nloadGame({f}).\n",
        setup(),
        f = quoted(&file)
    );
    let first = conquest_in(&data, &["--seed", "1"], input.as_bytes());
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert!(first.stdout.contains("Game saved to"), "{}", first.stdout);
    assert!(
        first.stdout.contains("Game loaded from"),
        "{}",
        first.stdout
    );
    let save = read(&file);
    assert!(
        save.contains("players([p1-human(alice),p2-human(bob)])."),
        "{save}"
    );
    assert!(save.contains("draft(e2,2)"), "{save}");
    let autosave = read(&data.join("autosave-conquest.pl"));
    assert!(autosave.contains("p1-human(alice)"), "{autosave}");
    let log = read(&data.join("autosave-conquest.pl.history"));
    assert!(log.contains("draft(e2,2)"), "{log}");
    assert!(!log.contains(" draft "), "{log}");

    // A new session, its own operators declared before it reads them.
    let resumed = conquest_in(
        &data,
        &["--resume"],
        b"op(200, fy, human).\nhistory(M), length(M, L).\n",
    );
    assert_eq!(resumed.code, 0, "{}", resumed.stderr);
    assert!(
        resumed.stdout.contains("Resumed the last game"),
        "{}",
        resumed.stdout
    );
    assert!(!resumed.stdout.contains("damaged"), "{}", resumed.stdout);
    assert!(resumed.stdout.contains("L = 29"), "{}", resumed.stdout);
    // The session's own operators are back after the save.
    let after = conquest_in(
        &data,
        &["--resume"],
        b"op(200, fy, human).\ndraft(e2, 1).\nX = human(a), write(X), nl.\n",
    );
    assert!(after.stdout.contains("human a\n"), "{}", after.stdout);
}

/// saveGame replaced any file: a rules file named by mistake was gone,
/// and a 0600 file came back 0644.
#[test]
fn save_game_keeps_a_file_that_is_no_save_unless_told() {
    let data = scratch_dir("notsave-data");
    let dir = scratch_dir("notsave");
    let rules = dir.join("myrules.pl");
    std::fs::write(&rules, "my_rule(1).\n").unwrap();
    std::fs::set_permissions(&rules, std::fs::Permissions::from_mode(0o600)).unwrap();
    let f = quoted(&rules);
    let input = format!(
        "{}saveGame({f}).\nsaveGame({f}, [replace(false)]).\nsaveGame({f}, [replace(maybe)]).\n",
        setup()
    );
    let refused = conquest_in(&data, &["--seed", "1"], input.as_bytes());
    assert_eq!(read(&rules), "my_rule(1).\n");
    assert_eq!(
        refused
            .stdout
            .matches("holds something else than a saved game and was left as it is")
            .count(),
        2,
        "{}",
        refused.stdout
    );
    assert!(
        refused
            .stdout
            .contains("replace(maybe) is not an option of saveGame/2"),
        "{}",
        refused.stdout
    );
    let input = format!("{}saveGame({f}, [replace(true)]).\n", setup());
    let replaced = conquest_in(&data, &["--seed", "1"], input.as_bytes());
    assert!(
        replaced.stdout.contains("Game saved to"),
        "{}",
        replaced.stdout
    );
    assert!(read(&rules).starts_with("conquest_save("));
    let mode = std::fs::metadata(&rules).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "the file keeps its mode");
    // Now a save: replaced without a word.
    let input = format!("{}draft(e2, 1).\nsaveGame({f}).\n", setup());
    let again = conquest_in(&data, &["--seed", "1"], input.as_bytes());
    assert!(again.stdout.contains("Game saved to"), "{}", again.stdout);
    assert!(read(&rules).contains("draft(e2,1)"));
}

/// A FIFO at the history log's path hung --resume for ever; a link to
/// /dev/zero was read until memory ran out.
#[test]
fn a_history_log_that_is_a_pipe_or_a_link_is_not_read() {
    let data = autosaved_game("fifo-data");
    let log = data.join("autosave-conquest.pl.history");
    std::fs::remove_file(&log).unwrap();
    let name = std::ffi::CString::new(log.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo only reads the path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let resumed = with_deadline(&data, &["--resume"], b"history(M), length(M, L).\n");
    assert!(
        resumed.stdout.contains("is missing or damaged"),
        "{}",
        resumed.stdout
    );
    assert!(resumed.stdout.contains("L = 0"), "{}", resumed.stdout);

    let second = autosaved_game("zero-data");
    let log = second.join("autosave-conquest.pl.history");
    std::fs::remove_file(&log).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &log).unwrap();
    let resumed = with_deadline(&second, &["--resume"], b"history(M), length(M, L).\n");
    assert!(
        resumed.stdout.contains("is missing or damaged"),
        "{}",
        resumed.stdout
    );
    // The next autosave writes a new log beside, never through the link.
    assert!(std::fs::symlink_metadata(&log).unwrap().is_symlink());
}

/// Runs the binary, killed if it has not finished within 60 seconds (a
/// hang then fails the test instead of stopping the suite).
fn with_deadline(data: &Path, args: &[&str], input: &[u8]) -> Run {
    use std::io::Write;
    let mut child = conquest_command(data).args(args).spawn().expect("starts");
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let started = std::time::Instant::now();
    loop {
        if child.try_wait().expect("waits").is_some() {
            break;
        }
        if started.elapsed().as_secs() > 60 {
            let _ = child.kill();
            panic!("conquest {args:?} hung");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let output = child.wait_with_output().expect("ends");
    Run {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        code: output.status.code().unwrap_or(-1),
    }
}

/// Temporary files of a session killed between writing and renaming were
/// left for ever (14 after 200 kills).
#[test]
fn orphaned_temporary_files_of_dead_sessions_are_removed() {
    let data = scratch_dir("orphans");
    // No process has this id (above the kernel's pid_max).
    let orphans = [
        ".autosave-conquest.pl.4194305.x1y2z3.tmp",
        "autosave-conquest.pl.4194305-7.tmp",
        ".autosave-conquest.pl.history.4194305.a1b2c3.tmp",
    ];
    for name in orphans {
        std::fs::write(data.join(name), "half a save").unwrap();
    }
    std::fs::write(data.join("notes.tmp"), "mine").unwrap();
    let run = conquest_in(
        &data,
        &["--seed", "1"],
        format!("{}draft(e2, 2).\n", setup()).as_bytes(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    for name in orphans {
        assert!(!data.join(name).exists(), "{name} is left");
    }
    assert!(data.join("notes.tmp").exists(), "a file not ours stays");
}

/// Runs `script` with `sh` in a mount namespace of its own (so a tmpfs it
/// mounts goes with it), with `data` as the data folder; None where
/// `unshare -m` is not allowed (it needs root), after saying the test is
/// skipped.
fn in_mount_namespace(what: &str, data: &Path, script: &str) -> Option<std::process::Output> {
    let probe = std::process::Command::new("unshare")
        .args(["-m", "true"])
        .output();
    if !probe.is_ok_and(|o| o.status.success()) {
        eprintln!("unshare -m is not allowed here: the {what} test is skipped");
        return None;
    }
    let output = std::process::Command::new("unshare")
        .args(["-m", "sh", "-c", script])
        .env("NO_COLOR", "1")
        .env("CONQUEST_DATA_DIR", data)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .output()
        .expect("runs");
    Some(output)
}

/// A full disk: the session kept appending to a history log cut in the
/// middle of a record, and --resume then dropped the whole history. Now a
/// torn record is cut off, the full disk told once in plain words, the
/// log catches up (said so) when space returns, and --resume finds the
/// whole history. The disk is a 20 KiB tmpfs in a mount namespace of the
/// test's own: the test needs root (CI has it) and says so when skipped.
#[test]
fn a_full_disk_cuts_no_history_record_and_the_log_catches_up() {
    let data = scratch_dir("full-disk");
    let mut input = String::from(
        "startGame([alice, bob]).\nclaimAutomatic.\nplaceAutomatic.\nplaceAutomatic.\n",
    );
    // Each cheat that takes a territory records the whole state: the log
    // outgrows its first page while the filler takes the rest of the disk.
    for t in &CODES[..14] {
        input.push_str(&format!("cheatTake({t}).\n"));
    }
    let filler = data.join("filler");
    input.push_str(&format!(
        "use_module(library(files)), delete_file(\"{}\").\ndraft(e2, 1).\n",
        filler.display()
    ));
    // The inputs lie outside the small disk, which goes with the namespace:
    // both sessions and the look at the log run inside it.
    let inputs = scratch_dir("full-disk-inputs");
    std::fs::write(inputs.join("first"), &input).unwrap();
    std::fs::write(inputs.join("second"), "history(M), length(M, L).\n").unwrap();
    let script = format!(
        "mount -t tmpfs -o size=20k tmpfs '{d}' && head -c 8192 /dev/zero > '{f}' && \
         '{bin}' --seed 1 < '{i}/first' && echo '=== resumed' && \
         '{bin}' --resume < '{i}/second' && echo '=== log' && cat '{d}/autosave-conquest.pl.history'",
        d = data.display(),
        f = filler.display(),
        i = inputs.display(),
        bin = env!("CARGO_BIN_EXE_conquest"),
    );
    let Some(output) = in_mount_namespace("full-disk", &data, &script) else {
        return;
    };
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    let (first, rest) = stdout.split_once("=== resumed").expect("both sessions ran");
    let (resumed, log) = rest.split_once("=== log\n").expect("the log is shown");
    assert_eq!(
        first
            .matches("cannot be written: the disk is full; the file as it was is kept. (said once")
            .count(),
        1,
        "{first}"
    );
    // The autosave met the full disk too: told as such, not as the engine's
    // existence error for a failed write ("its folder does not exist").
    assert!(!first.contains("its folder does not exist"), "{first}");
    assert_eq!(
        first
            .matches("is written again: the history is whole.")
            .count(),
        1,
        "{first}"
    );
    // Every record whole, with its checksum; the history all there.
    assert!(
        log.lines()
            .all(|l| l.len() > 11 && l[l.len() - 11..].starts_with(". %")),
        "{log}"
    );
    // history/1 lists the moves, not the positions the cheats set.
    let moves = log.lines().filter(|l| l.contains(",move(")).count();
    assert!(log.lines().any(|l| l.contains(",set(")), "{log}");
    assert!(!resumed.contains("cut short"), "{resumed}");
    assert!(!resumed.contains("missing or damaged"), "{resumed}");
    assert!(resumed.contains(&format!("L = {moves}\n")), "{resumed}");
}

/// A save whose generator holds a million-digit number was quoted whole
/// in the message (1 MB of digits on the screen).
#[test]
fn a_hostile_number_in_a_save_is_not_repeated_whole() {
    let data = scratch_dir("huge-rng-data");
    let dir = scratch_dir("huge-rng");
    let file = dir.join("huge.pl");
    let digits = "9".repeat(200_000);
    std::fs::write(
        &file,
        format!("conquest_save(1,conquest).\nrng({digits},0).\nend_of_save(0).\n"),
    )
    .unwrap();
    let run = conquest_in(
        &data,
        &["--seed", "1"],
        format!("loadGame({}).\n", quoted(&file)).as_bytes(),
    );
    let line = run
        .stdout
        .lines()
        .find(|l| l.contains("was not loaded"))
        .unwrap_or_else(|| panic!("{}", run.stdout));
    assert!(line.contains("should be rng(Seed, Position)"), "{line}");
    assert!(line.len() < 400, "{} characters", line.len());
}

/// Kill -9 at random moments of a session that declared operators and
/// plays on without waiting, so that kills land inside saves, autosaves
/// and history appends: every resume must find a whole autosave and a whole
/// history log, and no temporary file may outlive the resume.
/// `SOAK_KILLS=N` runs N rounds (6 by default).
#[test]
fn kills_during_saves_after_operator_declarations_lose_nothing() {
    use std::io::Write;
    let rounds: u64 = std::env::var("SOAK_KILLS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(6);
    let save_dir = scratch_dir("kill-saves");
    let mut input = String::from("op(200, fy, human).\nop(700, xfx, draft).\nop(0, yfx, -).\n");
    input.push_str(&setup());
    for n in 0..40 {
        input.push_str(&format!(
            "draft(e2, 1).\nsaveGame('{}').\nendTurn.\n",
            save_dir.join(format!("s{}.pl", n % 3)).display()
        ));
    }
    let mut resumed = 0;
    for round in 0..rounds {
        let data = scratch_dir("kill");
        let mut child = conquest_command(&data)
            .args(["--seed", &round.to_string()])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("starts");
        let mut stdin = child.stdin.take().expect("piped");
        let text = input.clone();
        std::thread::spawn(move || {
            let _ = stdin.write_all(text.as_bytes());
        });
        // Once the game is autosaved (a loaded machine starts slowly), at a
        // moment that differs from round to round.
        let autosave = data.join("autosave-conquest.pl");
        let started = std::time::Instant::now();
        while !autosave.exists() && started.elapsed().as_secs() < 60 {
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        let delay = (round * 7919) % 1500;
        std::thread::sleep(std::time::Duration::from_millis(delay));
        let _ = child.kill();
        let _ = child.wait();
        let after = with_deadline(&data, &["--resume"], b"history(M), length(M, L).\n");
        assert!(!after.stdout.contains("was not loaded"), "{}", after.stdout);
        assert!(
            !after.stdout.contains("missing or damaged"),
            "{}",
            after.stdout
        );
        assert!(!after.stdout.contains("cut short"), "{}", after.stdout);
        assert!(
            after.stdout.contains("Resumed the last game"),
            "round {round}: {}",
            after.stdout
        );
        resumed += 1;
        let left: Vec<_> = std::fs::read_dir(&data)
            .unwrap()
            .chain(std::fs::read_dir(&save_dir).unwrap())
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".tmp"))
            .collect();
        // Temporaries of the saves beside their own files are removed at
        // the next save of that file; the autosave's at the resume.
        assert!(
            left.iter().all(|n| !n.contains("autosave")),
            "round {round}: {left:?}"
        );
        for entry in std::fs::read_dir(&save_dir).unwrap().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".pl") {
                let text = read(&entry.path());
                assert!(
                    text.ends_with("\n") && text.contains("end_of_save("),
                    "{name}"
                );
            }
        }
    }
    eprintln!("{rounds} kills, {resumed} resumes, nothing lost");
}

/// The operators a random table is drawn from: functors and atoms of every
/// game's states and saves, and standard operators to redefine or remove.
const OPERATOR_NAMES: [&str; 24] = [
    "human", "cpu", "draft", "take", "move", "player", "unit", "village", "army", "cells", "turn",
    "gold", "size", "r", "b", "t", "e", "-", "+", "*", "/", ":", "=", "rng",
];
const OPERATOR_TYPES: [&str; 7] = ["fy", "fx", "xfx", "xfy", "yfx", "xf", "yf"];

/// A game of computers to its end (or its round limit) in each of the five
/// games, for a random state of each.
const COMPUTER_GAMES: [(&str, &str); 5] = [
    ("conquest", "startGame([cpu(easy), cpu(easy)], [])"),
    ("olympia", "startGame([cpu(easy), cpu(easy)], [])"),
    (
        "prolognite",
        "startGame([cpu(greedy), cpu(greedy)], [size(5)])",
    ),
    ("replica", "startGame([cpu(search), cpu(search)], [])"),
    (
        "xerog",
        "startGame([cpu(search), cpu(search)], [arrangement(random)])",
    ),
];

fn operator_table(rng: &mut impl rand::Rng) -> String {
    (0..rng.gen_range(3..9))
        .map(|_| {
            let priority = if rng.gen_bool(0.25) {
                0
            } else {
                rng.gen_range(1..=1200)
            };
            let kind = OPERATOR_TYPES[rng.gen_range(0..OPERATOR_TYPES.len())];
            let name = OPERATOR_NAMES[rng.gen_range(0..OPERATOR_NAMES.len())];
            // Some tables are refused by op/3 (an infix beside a postfix):
            // the rest of the table is declared all the same.
            format!("catch(op({priority}, {kind}, '{name}'), _, true).\n")
        })
        .collect()
}

/// The round trip of every game's save under random operator tables: a
/// state saved with one table and loaded with another is the same term.
/// `SAVE_OP_CASES=N` draws N tables per game (1 by default: a game of
/// computers to its end takes seconds).
#[test]
fn saves_round_trip_under_random_operator_tables_in_every_game() {
    use rand::SeedableRng;
    let cases: u64 = std::env::var("SAVE_OP_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    // write_canonical ignores operators: it shows the term itself. The
    // query names ':' in canonical form, which a table may have removed.
    let show = "':'(game, current_state(S)), write_canonical(S), nl.\n";
    for (game, start) in COMPUTER_GAMES {
        for case in 0..cases {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(case * 31 + game.len() as u64);
            let dir = scratch_dir("ops-roundtrip");
            let file = dir.join("game.pl");
            let saved = conquest_in(
                &dir.join("data"),
                &["--game", game, "--seed", &case.to_string()],
                format!(
                    "{start}.\n{}{show}saveGame({}).\n",
                    operator_table(&mut rng),
                    quoted(&file)
                )
                .as_bytes(),
            );
            assert!(saved.stdout.contains("Game saved to"), "{}", saved.stdout);
            let loaded = conquest_in(
                &dir.join("data2"),
                &["--game", game],
                format!(
                    "{}loadGame({}).\n{show}",
                    operator_table(&mut rng),
                    quoted(&file)
                )
                .as_bytes(),
            );
            assert!(
                loaded.stdout.contains("Game loaded from"),
                "{game}: {}",
                loaded.stdout
            );
            let state_line = |out: &str| -> Option<String> {
                let start = format!("{game}(");
                out.lines()
                    .find(|l| l.starts_with(&start))
                    .map(String::from)
            };
            let before = state_line(&saved.stdout);
            assert!(before.is_some(), "{game}: {}", saved.stdout);
            assert_eq!(before, state_line(&loaded.stdout), "{game}");
        }
    }
}

/// A read-only data folder and save target: the save was refused with
/// `error(resource_error(file_descriptors),open/4)`. Now the player reads
/// that the disk or folder is read-only, and the session goes on. Needs
/// `unshare -m` (root), like the full-disk test.
#[test]
fn a_read_only_disk_is_named_in_words() {
    let data = scratch_dir("read-only");
    let inputs = scratch_dir("read-only-inputs");
    std::fs::write(
        inputs.join("input"),
        format!(
            "startGame([alice, bob]).\nclaimAutomatic.\nsaveGame('{}').\nX = 1.\n",
            data.join("game.pl").display()
        ),
    )
    .unwrap();
    let script = format!(
        "mount -t tmpfs -o size=64k tmpfs '{d}' && mount -o remount,ro '{d}' && \
         '{bin}' --seed 1 < '{i}/input'",
        d = data.display(),
        i = inputs.display(),
        bin = env!("CARGO_BIN_EXE_conquest"),
    );
    let Some(output) = in_mount_namespace("read-only", &data, &script) else {
        return;
    };
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stdout.contains("was not saved to") && stdout.contains("the disk or folder is read-only."),
        "{stdout}"
    );
    assert!(stderr.contains("will not autosave"), "{stderr}");
    assert!(stdout.contains("X = 1"), "the session goes on: {stdout}");
    assert!(!stdout.contains("resource_error"), "{stdout}");
}

/// At a terminal, saveGame over a file that is no save asks first: `no`
/// keeps the file, `yes` replaces it (with its mode).
#[test]
fn save_game_at_a_terminal_asks_before_replacing_a_file_that_is_no_save() {
    use crate::common::terminal::Terminal;
    let data = scratch_dir("ask-data");
    let dir = scratch_dir("ask");
    let notes = dir.join("notes.pl");
    std::fs::write(&notes, "my_rule(1).\n").unwrap();
    let mut terminal = Terminal::start(&data, &["--seed", "1"]);
    terminal.wait_for("| ?- ");
    terminal.type_text("startGame([alice, bob]).\r");
    terminal.wait_for("to choose a territory");
    let question = "holds something else than a saved game. Replace it with the game? (yes/no)";
    terminal.type_text(&format!("saveGame({}).\r", quoted(&notes)));
    terminal.wait_for(question);
    terminal.type_text("no\r");
    terminal.wait_for("was left as it is; the game was not saved.");
    assert_eq!(read(&notes), "my_rule(1).\n");
    terminal.type_text(&format!("saveGame({}).\r", quoted(&notes)));
    assert!(
        terminal.read_until(|text| text.matches(question).count() == 2),
        "{}",
        terminal.text()
    );
    terminal.type_text("yes\r");
    terminal.wait_for("Game saved to");
    assert!(read(&notes).starts_with("conquest_save("));
    terminal.type_text("halt.\r");
    assert_eq!(terminal.exit_code(), 0, "{}", terminal.text());
}
