//! Faults: runaway rules, bad edits of the rule files, the program killed in
//! the middle of a game, an unwritable save folder and a save of random
//! bytes. After each the game must go on (or come back) exactly as it was.

use crate::common;
use crate::common::CODES;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::mpsc::channel;
use std::time::Duration;

use common::{conquest_command, conquest_in, scratch_dir, shipped_rules, Run};

fn invariants() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/soak/invariants.pl")
        .to_string_lossy()
        .into_owned()
}

/// A two-player game claimed in map order and placed at random.
fn setup() -> String {
    let mut s = String::from("startGame([alice, bob]).\n");
    for t in CODES {
        s.push_str(&format!("takeLocation({t}).\n"));
    }
    s.push_str("placeAutomatic.\nplaceAutomatic.\n");
    s
}

/// Prints the whole state on one line, then the invariants.
const STATE: &str = "soak_state(S), write(state(S)), nl.\nsoak_problems(Ps).\n";

fn states(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.starts_with("state(")).collect()
}

fn run(data: &Path, args: &[&str], input: &str) -> Run {
    let run = conquest_in(data, args, input.as_bytes());
    assert_eq!(
        run.code, 0,
        "stderr: {}\nstdout: {}",
        run.stderr, run.stdout
    );
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    run
}

fn assert_sound(out: &str) {
    assert!(out.contains("Ps = []"), "{out}");
    assert!(!out.contains("Ps = [u"), "{out}");
    assert!(
        out.lines()
            .filter(|l| l.starts_with("Ps = "))
            .all(|l| l == "Ps = []"),
        "{out}"
    );
}

// ---------------------------------------------------------------------------
// Runaway rules.

#[test]
fn runaway_rules_stop_with_a_message_and_the_game_goes_on() {
    let data = scratch_dir("runaway");
    let file = data.join("runaway.pl");
    std::fs::write(
        &file,
        "loop :- loop.\n\
         deep(N) :- N1 is N + 1, deep(N1), true.\n\
         grow(L) :- grow([x|L]).\n\
         spin(X) :- repeat, X = 1, fail.\n",
    )
    .expect("write");
    let file = file.to_string_lossy().into_owned();
    // `loop` at the default limit (about five seconds); the others at a lower
    // one, since non-tail recursion holds memory until the limit.
    let input = format!(
        "{}{STATE}loop.\nset_inference_limit(3000000).\ndeep(0).\ngrow([]).\nspin(_).\n\
         draft(na1, 0).\n{STATE}current_player(P), reserve(P, R).\n",
        setup()
    );
    let out = run(&data, &["--seed", "1", &invariants(), &file], &input).stdout;
    assert!(out.contains("stopped after 50000000 inferences"), "{out}");
    assert_eq!(
        out.matches("stopped after 3000000 inferences").count(),
        3,
        "{out}"
    );
    let s = states(&out);
    assert_eq!(s.len(), 2, "{out}");
    assert_eq!(s[0], s[1], "the runaway rules changed the game");
    assert_sound(&out);
    assert!(out.contains("R = "), "the game answers after: {out}");
}

// ---------------------------------------------------------------------------
// Bad edits of the game's own rule files.

/// A copy of the shipped rules to edit.
fn scratch_rules() -> PathBuf {
    let dir = scratch_dir("rules");
    common::copy_tree(&shipped_rules(), &dir);
    dir
}

/// Rewrites `file` with `edit` applied (and a newer modification time).
fn edit(file: &Path, edit: impl FnOnce(&str) -> String) -> String {
    let text = std::fs::read_to_string(file).expect("read");
    let new = edit(&text);
    assert_ne!(new, text, "the edit changes {}", file.display());
    std::fs::write(file, &new).expect("write");
    // make/0 compares modification times, which may have a coarse grain.
    let later = std::time::SystemTime::now() + Duration::from_secs(5);
    let f = std::fs::File::options()
        .write(true)
        .open(file)
        .expect("open");
    f.set_modified(later).expect("set mtime");
    text
}

/// The game plays on after a bad edit: a full turn of commands.
const PLAY_ON: &str = "current_player(P), reserve(P, R), owner(T, P), troops(T, N), N >= 2, \
                       draft(T, R).\nrisk.\nendTurn.\n";

/// A script run in a session whose rule file changes in the middle: first
/// `before`, then the edit (made by a query through the game's own file
/// operations is awkward, so the session is two runs sharing the autosave).
fn edited_session(
    rules: &Path,
    data: &Path,
    file: &Path,
    change: impl FnOnce(&str) -> String,
    after: &str,
) -> (String, String) {
    let rules_arg = rules.to_string_lossy().into_owned();
    let args = ["--seed", "1", "--rules", &rules_arg];
    // The edit happens while the session runs: the script waits on a file
    // the test writes after editing.
    let flag = data.join("edited");
    let wait = format!(
        "write('--- waiting ---'), nl, flush_output, \
         repeat, (catch(open('{}', read, S), _, fail) -> close(S) ; fail), !.\n",
        flag.display()
    );
    let input = format!(
        "{}{STATE}{wait}make.\n{after}{STATE}{PLAY_ON}{STATE}",
        setup()
    );
    let mut child = conquest_command(data)
        .args(args)
        .arg(invariants())
        .spawn()
        .expect("start");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("write");
    drop(stdin);
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut out = String::new();
    loop {
        let line = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("the session reaches the edit");
        out.push_str(&line);
        out.push('\n');
        if line.contains("--- waiting ---") {
            break;
        }
    }
    let old = edit(file, change);
    std::fs::write(&flag, "go").expect("flag");
    while let Ok(line) = rx.recv_timeout(Duration::from_secs(60)) {
        out.push_str(&line);
        out.push('\n');
    }
    let status = child.wait().expect("wait");
    assert!(status.success(), "{out}");
    (out, old)
}

#[test]
fn a_syntax_error_in_a_rule_file_is_reported_and_the_old_rules_stay() {
    let rules = scratch_rules();
    let data = scratch_dir("edit");
    let map = rules.join("games/conquest/map.pl");
    // Asia is worth 5; the broken edit, on the line after, would make it 7.
    let asia = std::fs::read_to_string(&map)
        .expect("map.pl")
        .lines()
        .position(|l| l.starts_with("continent(as, 'Asia', 5)"))
        .expect("Asia's fact in map.pl");
    let (out, _) = edited_session(
        &rules,
        &data,
        &map,
        |t| {
            let mut lines: Vec<String> = t.lines().map(String::from).collect();
            lines.insert(asia + 1, "continent(as, 'Asia', 7) :- .".into());
            lines.join("\n") + "\n"
        },
        "continent(as, _, B).\n",
    );
    let path = map.to_string_lossy();
    let broken_line = asia + 2;
    assert!(
        out.contains(&format!(
            "{path}:{broken_line}:28: syntax error: the clause ends too early"
        )),
        "{out}"
    );
    assert!(out.contains("was not loaded"), "{out}");
    assert!(out.contains("B = 5"), "the old rules stay: {out}");
    let s = states(&out);
    assert_eq!(s.len(), 3, "{out}");
    assert_eq!(s[0], s[1]);
    assert_ne!(s[1], s[2], "the game plays on: {out}");
    assert!(!out.contains("uncaught"), "{out}");
    assert_sound(&out);
}

#[test]
fn a_rule_that_throws_gives_an_error_and_changes_nothing() {
    let rules = scratch_rules();
    let data = scratch_dir("edit");
    let turn = rules.join("games/conquest/turn.pl");
    let (out, _) = edited_session(
        &rules,
        &data,
        &turn,
        |t| {
            t.replacen(
                "player_reinforcements(Player, reinforcements(Count, FromTerritories, Bonuses, \
                 Cards), Total) :-\n",
                "player_reinforcements(_, _, _) :- throw(broken_rule).\n\
                 player_reinforcements(Player, reinforcements(Count, FromTerritories, Bonuses, \
                 Cards), Total) :-\n",
                1,
            )
        },
        &format!("{STATE}endTurn.\n"),
    );
    assert!(
        out.contains("Error in player_reinforcements/3, the rule at ")
            && out.contains("turn.pl:")
            && out.contains(": broken_rule\nThe command changed nothing."),
        "{out}"
    );
    let s = states(&out);
    assert_eq!(s.len(), 4, "{out}");
    assert_eq!(s[0], s[1]);
    assert_eq!(
        s[1], s[2],
        "endTurn changed the game before it threw: {out}"
    );
    assert_sound(&out);
}

#[test]
fn a_deleted_predicate_gives_a_clear_message_and_the_game_still_answers() {
    let rules = scratch_rules();
    let data = scratch_dir("edit");
    let map = rules.join("games/conquest/map.pl");
    let (out, _) = edited_session(
        &rules,
        &data,
        &map,
        |t| {
            t.lines()
                .filter(|l| !l.starts_with("continent("))
                .collect::<Vec<_>>()
                .join("\n")
                + "\n"
        },
        &format!("{STATE}checkIncomingTroops(p1).\nowner(na1, O).\n"),
    );
    // Either the reloaded file has no continents (existence errors name
    // continent/3) or the game goes on without continent bonuses.
    assert!(out.contains("O = p"), "the game still answers: {out}");
    if out.contains("uncaught exception") {
        assert!(out.contains("continent"), "{out}");
    }
    let s = states(&out);
    assert!(s.len() >= 4, "{out}");
    assert_eq!(s[0], s[1]);
    assert_sound(&out);
}

// ---------------------------------------------------------------------------
// Crash safety: SIGKILL in the middle of a game, then `--resume`.

const DONE: &str = "--- done ---";

/// The commands of a game, each with the answers to its questions.
fn game_units() -> Vec<String> {
    let mut units = vec!["startGame([alice, bob]).".to_string()];
    units.extend(CODES.iter().map(|t| format!("takeLocation({t}).")));
    units.push("placeAutomatic.".into());
    units.push("placeAutomatic.".into());
    units.push("draft(e2, 6).".into());
    units.push("attack.\ne2\n3\n1\n2".into());
    units.push("risk.".into());
    units.push("endTurn.".into());
    for _ in 0..4 {
        units.push(
            "current_player(P), reserve(P, R), R > 0, owner(T, P), troops(T, N), N >= 2, \
             draft(T, R)."
                .into(),
        );
        units.push("risk.".into());
        units.push("endTurn.".into());
    }
    units
}

/// After each command: the state on one line, then a marker.
fn marker() -> String {
    format!("soak_state(S), write(state(S)), nl, write('{DONE}'), nl, flush_output.\n")
}

fn reference_states() -> Vec<String> {
    let data = scratch_dir("crash-ref");
    let mut input = String::new();
    for unit in game_units() {
        input.push_str(&unit);
        input.push('\n');
        input.push_str(&marker());
    }
    let out = run(&data, &["--seed", "5", &invariants()], &input).stdout;
    let s: Vec<String> = states(&out).into_iter().map(String::from).collect();
    assert_eq!(s.len(), game_units().len(), "{out}");
    s
}

#[cfg(unix)]
#[test]
fn a_game_killed_at_any_point_resumes_after_its_last_completed_command() {
    let reference = reference_states();
    let units = game_units();
    // (commands completed before the kill, whether the next one is running).
    let kills: [(usize, bool); 8] = [
        (1, false),
        (12, true),
        (26, false),
        (27, true),
        (28, false),
        (29, true),
        (32, true),
        (units.len() - 1, false),
    ];
    let mut resumed = 0;
    for (n, (done, in_flight)) in kills.into_iter().enumerate() {
        let data = scratch_dir("crash");
        let mut child = conquest_command(&data)
            .args(["--seed", "5", &invariants()])
            .stderr(Stdio::null())
            .spawn()
            .expect("start");
        let mut stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut seen = Vec::new();
        for unit in &units[..done] {
            stdin
                .write_all(format!("{unit}\n{}", marker()).as_bytes())
                .expect("write");
            stdin.flush().expect("flush");
            loop {
                let line = rx
                    .recv_timeout(Duration::from_secs(60))
                    .expect("the command completes");
                if line.starts_with("state(") {
                    seen.push(line);
                } else if line == DONE {
                    break;
                }
            }
        }
        assert_eq!(
            seen[..],
            reference[..done],
            "the same seed plays the same game"
        );
        if in_flight {
            stdin
                .write_all(format!("{}\n", units[done]).as_bytes())
                .expect("write");
            stdin.flush().expect("flush");
            std::thread::sleep(Duration::from_millis(5 * n as u64));
        }
        // SAFETY: kill(2) on the id of a child we started and still own.
        let killed = unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGKILL) };
        assert_eq!(killed, 0);
        let status = child.wait().expect("wait");
        assert_eq!(status.code(), None, "killed by a signal");

        let after = run(
            &data,
            &["--resume", "--seed", "99", &invariants()],
            &marker(),
        );
        let state = states(&after.stdout);
        assert_eq!(state.len(), 1, "{}", after.stdout);
        let expected = &reference[done - 1];
        let ok = state[0] == expected
            || (in_flight && reference.get(done).is_some_and(|next| state[0] == next));
        assert!(
            ok,
            "kill {n} after {done} commands: resumed\n{}\nexpected\n{expected}",
            state[0]
        );
        assert!(
            after.stdout.contains("Resumed the last game"),
            "{}",
            after.stdout
        );
        resumed += 1;
    }
    eprintln!("{resumed} kills, {resumed} resumes, no command lost");
}

// ---------------------------------------------------------------------------
// Unwritable save folder, random-bytes saves.

#[test]
fn an_unwritable_save_folder_warns_once_and_the_game_goes_on() {
    let base = scratch_dir("unwritable");
    let file = base.join("a-file");
    std::fs::write(&file, "not a folder").expect("write");
    // A folder under a regular file can never be made, even by root.
    let mut folders = vec![file.join("sub")];
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // SAFETY: geteuid(2) has no preconditions.
        if unsafe { libc::geteuid() } != 0 {
            let locked = base.join("locked");
            std::fs::create_dir_all(&locked).expect("mkdir");
            std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555))
                .expect("chmod");
            folders.push(locked);
        }
    }
    for data in folders {
        let input = format!("{}{STATE}{PLAY_ON}{STATE}", setup());
        let run = run(&data, &["--seed", "1", &invariants()], &input);
        // No lock can be taken there, so the session does not try to
        // autosave: it says so once, at its start.
        assert_eq!(
            run.stderr.matches("cannot lock the autosave").count(),
            1,
            "{}",
            run.stderr
        );
        assert!(
            run.stderr.contains("this session will not autosave"),
            "{}",
            run.stderr
        );
        let out = run.stdout;
        assert!(!out.contains("Autosave to"), "{out}");
        let s = states(&out);
        assert_eq!(s.len(), 2, "{out}");
        assert_ne!(s[0], s[1], "the game went on: {out}");
        assert_sound(&out);
        assert!(!data.join("autosave-conquest.pl").exists());
    }
}

#[test]
fn saves_of_random_bytes_are_refused_and_the_game_is_untouched() {
    let dir = scratch_dir("random-save");
    let mut files = Vec::new();
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for n in 0..8 {
        let mut bytes = Vec::new();
        if n % 2 == 1 {
            // A valid header first, so the check gets past the first line.
            bytes.extend_from_slice(b"conquest_save(1,conquest).\nrng(1,2).\n");
        }
        for _ in 0..(64 << n) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            bytes.push(x as u8);
        }
        let file = dir.join(format!("random-{n}.pl"));
        std::fs::write(&file, bytes).expect("write");
        files.push(file);
    }
    let mut input = format!("{}{STATE}", setup());
    for f in &files {
        input.push_str(&format!("loadGame('{}').\n{STATE}", f.display()));
    }
    let data = scratch_dir("random-save-data");
    let out = run(&data, &["--seed", "1", &invariants()], &input).stdout;
    assert_eq!(
        out.matches("was not loaded, the current game is unchanged")
            .count(),
        files.len(),
        "{out}"
    );
    let s = states(&out);
    assert_eq!(s.len(), files.len() + 1, "{out}");
    assert!(s.iter().all(|x| *x == s[0]), "the game changed: {out}");
    assert_sound(&out);

    // As the autosave: --resume refuses it with status 2.
    std::fs::copy(&files[3], data.join("autosave-conquest.pl")).expect("copy");
    let resumed = conquest_in(&data, &["--resume"], b"");
    assert_eq!(resumed.code, 2, "{}", resumed.stdout);
    assert!(
        resumed.stderr.contains("cannot be resumed"),
        "{}",
        resumed.stderr
    );
}

// ---------------------------------------------------------------------------
// A rule that throws, in every game, where Rust calls into the engine.

const GAMES: [&str; 5] = ["conquest", "olympia", "prolognite", "replica", "xerog"];

/// `file` of `game` in `rules` with `clause` put before the first clause of
/// the predicate whose clauses start with `head`.
fn put_first(rules: &Path, game: &str, head: &str, clause: &str) {
    let dir = rules.join("games").join(game);
    let file = std::fs::read_dir(&dir)
        .expect("the game's folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| {
            std::fs::read_to_string(p)
                .map(|t| t.lines().any(|l| l.starts_with(head)))
                .unwrap_or(false)
        })
        .unwrap_or_else(|| panic!("no clause {head} in {}", dir.display()));
    edit(&file, |text| {
        let at = text
            .lines()
            .scan(0, |offset, line| {
                let start = *offset;
                *offset += line.len() + 1;
                Some((start, line))
            })
            .find(|(_, line)| line.starts_with(head))
            .map(|(start, _)| start)
            .expect("the clause");
        format!("{}{clause}\n{}", &text[..at], &text[at..])
    });
}

/// `conquest simulate` with a move rule that sometimes calls an undefined
/// predicate: an error message that names it and status 1 in every game
/// (it used to segfault, panic, or print garbage built from stale cells).
#[test]
fn a_throwing_rule_stops_a_simulation_with_its_error_in_every_game() {
    let rules = scratch_rules();
    for game in GAMES {
        put_first(
            &rules,
            game,
            "apply_move(",
            "apply_move(_, _, _) :- dice:random_between(1, 20, X), X > 10, undefined_pred_xyz(X).",
        );
    }
    let rules_arg = rules.to_string_lossy().into_owned();
    for game in GAMES {
        let run = conquest_in(
            &scratch_dir("data"),
            &[
                "simulate", "--rules", &rules_arg, "--game", game, "--games", "3", "--seed", "1",
            ],
            b"",
        );
        assert_eq!(run.code, 1, "{game}: {}\n{}", run.stdout, run.stderr);
        assert!(
            run.stderr.contains("undefined_pred_xyz/1"),
            "{game}: {}",
            run.stderr
        );
        assert!(!run.stderr.contains("panicked"), "{game}: {}", run.stderr);
    }
}

/// `conquest simulate --jobs 2` with a move rule that makes the engine
/// panic (a cyclic term asserted through a variable goal, which the
/// loader's rewrite cannot see): the run ends with status 1 and says
/// which game failed, with no Rust backtrace. Both workers used to
/// panic and the run printed no report.
#[test]
fn an_engine_panic_stops_a_simulation_with_a_report() {
    let rules = scratch_rules();
    put_first(
        &rules,
        "conquest",
        "apply_move(",
        "apply_move(_, _, _) :- dice:random_between(1, 20, X), X > 10, \
         G = assertz(cyclic_fact(Y)), Y = f(Y), call(G).",
    );
    let rules_arg = rules.to_string_lossy().into_owned();
    let data = scratch_dir("data");
    let output = conquest_command(&data)
        .env_remove("RUST_BACKTRACE")
        .args([
            "simulate", "--rules", &rules_arg, "--game", "conquest", "--games", "4", "--jobs", "2",
            "--seed", "1",
        ])
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("of the series stopped: the engine failed"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(!stderr.contains("panicked") && !stderr.contains("backtrace"));
}

/// A saved game is checked by the rulebook's state_error/2: when that
/// rule throws, loadGame/1 and `--resume` refuse the save with a message and
/// the session goes on, in every game.
#[test]
fn a_throwing_state_check_refuses_the_save_in_every_game() {
    let shipped = scratch_rules();
    let broken = scratch_rules();
    for game in GAMES {
        put_first(
            &broken,
            game,
            "state_error(",
            "state_error(_, _) :- undefined_pred_xyz.",
        );
    }
    for game in GAMES {
        let data = scratch_dir("data");
        let save = data.join("game.pl");
        let save_arg = format!("'{}'", save.display());
        let saved = conquest_in(
            &data,
            &[
                "--rules",
                &shipped.to_string_lossy(),
                "--game",
                game,
                "--seed",
                "1",
            ],
            format!("startGame([alice, bob]).\nsaveGame({save_arg}).\n").as_bytes(),
        );
        assert!(save.is_file(), "{game}: {}", saved.stdout);
        let broken_arg = broken.to_string_lossy().into_owned();
        let args = ["--rules", &broken_arg, "--game", game];
        let loaded = conquest_in(
            &data,
            &args,
            format!("loadGame({save_arg}).\nX = 1.\n").as_bytes(),
        );
        assert!(
            loaded
                .stdout
                .contains("was not loaded, the current game is unchanged"),
            "{game}: {}",
            loaded.stdout
        );
        assert!(loaded.stdout.contains("X = 1"), "{game}: {}", loaded.stdout);
        assert_eq!(loaded.code, 0, "{game}: {}", loaded.stderr);
        let resumed = conquest_in(&data, &[&args[..], &["--resume"]].concat(), b"");
        assert_eq!(resumed.code, 2, "{game}: {}", resumed.stderr);
        assert!(
            resumed.stderr.contains("cannot be resumed"),
            "{game}: {}",
            resumed.stderr
        );
    }
}

/// An autosave that throws (a user file redefines it) is caught by the
/// toplevel: every query is answered and the session ends normally.
#[test]
fn a_throwing_autosave_does_not_stop_the_session_in_any_game() {
    let dir = scratch_dir("autosave-throws");
    let user = dir.join("broken_autosave.pl");
    std::fs::write(&user, "saves:autosave_game(_) :- undefined_pred_xyz.\n").expect("write");
    for game in GAMES {
        let run = conquest_in(
            &scratch_dir("data"),
            &["--game", game, &user.to_string_lossy()],
            b"startGame([alice, bob]).\nX = 1.\n",
        );
        assert_eq!(run.code, 0, "{game}: {}", run.stderr);
        assert!(run.stdout.contains("X = 1"), "{game}: {}", run.stdout);
        assert!(!run.stderr.contains("panicked"), "{game}: {}", run.stderr);
    }
}
