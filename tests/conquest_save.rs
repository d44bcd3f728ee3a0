//! Saved games: saveGame/1, loadGame/1, the autosave and `--resume`, through
//! the real binary in batch mode.

mod common;

use std::path::{Path, PathBuf};

use common::{conquest, conquest_in, scratch_dir, shipped_rules, Run};

const TERRITORIES: [&str; 24] = [
    "na1", "na2", "na3", "na4", "na5", "e1", "e2", "e3", "e4", "e5", "a1", "a2", "a3", "a4", "a5",
    "a6", "a7", "sa1", "sa2", "af1", "af2", "af3", "au1", "au2",
];

/// A two-player game claimed in map order and placed at random: with
/// `--seed 1` alice plays first and holds e2 with 10 troops.
fn setup() -> String {
    let mut s = String::from("startGame([alice, bob]).\n");
    for t in TERRITORIES {
        s.push_str(&format!("takeLocation({t}).\n"));
    }
    s.push_str("placeAutomatic.\nplaceAutomatic.\n");
    s
}

/// Commands that use the dice and the generator in every way the rules do.
const PLAY: &str = "draft(e2, 6).\nattack.\ne2\n3\n1\n2\nrisk.\nendTurn.\nrisk.\nendTurn.\n\
                    roll_dice(5, D).\nrandom_between(1, 1000000, X).\nrisk.\nendTurn.\n\
                    host_seed(S).\ncheckPlayerDetail(p1).\ncheckPlayerDetail(p2).\n";

const MARKER: &str = "write('--- marker ---'), nl.\n";

fn after_marker(out: &str) -> &str {
    let at = out
        .find("--- marker ---")
        .unwrap_or_else(|| panic!("no marker in:\n{out}"));
    &out[at..]
}

fn quoted(path: &Path) -> String {
    format!("'{}'", path.display())
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn run(args: &[&str], input: &str) -> Run {
    let run = conquest(args, input);
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    run
}

/// A save of a game in the playing phase with an attack, risk cards and
/// turns behind it.
fn played_save(dir: &Path) -> PathBuf {
    let file = dir.join("played.pl");
    let input = format!(
        "{}draft(e2, 6).\nattack.\ne2\n3\n1\n2\nrisk.\nendTurn.\nrisk.\nsaveGame({}).\n",
        setup(),
        quoted(&file)
    );
    let out = run(&["--seed", "1"], &input).stdout;
    assert!(out.contains("Game saved to"), "{out}");
    file
}

#[test]
fn save_load_save_gives_identical_files() {
    let dir = scratch_dir("save");
    let a = played_save(&dir);
    let (b, c) = (dir.join("b.pl"), dir.join("c.pl"));
    let text = read(&a);
    assert!(
        text.starts_with("conquest_save(1,conquest).\nrng(1,"),
        "{text}"
    );
    assert!(text.contains("\nphase(playing).\n"), "{text}");
    assert!(text.contains("\nplayer(p1,alice).\n"), "{text}");
    let facts = text.lines().count() - 3;
    assert!(
        text.ends_with(&format!("\nend_of_save({facts}).\n")),
        "{text}"
    );

    // In the same process, and in a new one started with another seed.
    let out = run(
        &["--seed", "1"],
        &format!(
            "{}loadGame({}).\nsaveGame({}).\n",
            setup(),
            quoted(&a),
            quoted(&b)
        ),
    )
    .stdout;
    assert!(out.contains("Game loaded from"), "{out}");
    assert!(out.contains("Players: alice, bob. Turn: "), "{out}");
    let out = run(
        &["--seed", "99"],
        &format!("loadGame({}).\nsaveGame({}).\n", quoted(&a), quoted(&c)),
    )
    .stdout;
    assert!(out.contains("Game loaded from"), "{out}");
    assert_eq!(read(&a), read(&b));
    assert_eq!(read(&a), read(&c));
    assert!(
        !dir.join("b.pl.tmp").exists(),
        "the temporary file is renamed"
    );
}

#[test]
fn a_loaded_seeded_game_continues_with_the_same_dice() {
    let dir = scratch_dir("save");
    let file = dir.join("mid.pl");
    let first = run(
        &["--seed", "1"],
        &format!("{}saveGame({}).\n{MARKER}{PLAY}", setup(), quoted(&file)),
    );
    let second = run(
        &["--seed", "12345"],
        &format!("loadGame({}).\n{MARKER}{PLAY}", quoted(&file)),
    );
    let (a, b) = (after_marker(&first.stdout), after_marker(&second.stdout));
    assert!(a.contains("The battle begins."), "{a}");
    assert!(
        a.contains("S = 1\n"),
        "the loaded game brings its seed: {a}"
    );
    assert_eq!(a, b);
}

/// A game in the claiming phase and what the queries say about it.
const STATE_QUERY: &str =
    "owner(na1, P), player(p1, N), phase(Ph), troops(na1, T), reserve(p1, R).\n";
const STATE_ANSWER: &str = "P = p1\nN = x\nPh = claiming\nT = 1\nR = 23\n";

struct BadSave {
    name: &'static str,
    text: String,
    message: &'static str,
}

/// The save `text` with its end marker counting its facts again.
fn recount(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("end_of_save("))
        .collect();
    format!("{}\nend_of_save({}).\n", lines.join("\n"), lines.len() - 2)
}

fn bad_saves(good: &str) -> Vec<BadSave> {
    let troops_line = good
        .lines()
        .find(|l| l.starts_with("troops("))
        .expect("a troops fact");
    let negative = troops_line
        .rsplit_once(',')
        .map(|(head, _)| format!("{head},-3)."))
        .expect("troops(T,N).");
    assert!(good.contains("\nmoves_made(0).\n"), "{good}");
    let middle = good.len() / 2;
    let cut_inside_line = &good[..middle];
    assert!(!cut_inside_line.ends_with('\n'));
    let whole_lines: Vec<&str> = good.lines().collect();
    let cut_at_line_end = format!("{}\n", whole_lines[..whole_lines.len() / 2].join("\n"));
    vec![
        BadSave {
            name: "two_owners",
            text: recount(&good.replace("owner(na1,p1).\n", "owner(na1,p1).\nowner(na1,p2).\n")),
            message: "owner(na1,p1) and owner(na1,p2) cannot both hold",
        },
        BadSave {
            name: "negative_troops",
            text: good.replace(troops_line, &negative),
            message: ", -3 should be a whole number of at least 0.",
        },
        BadSave {
            name: "unknown_code",
            text: good
                .replace("owner(na1,", "owner(zz9,")
                .replace("troops(na1,", "troops(zz9,"),
            message: "in owner(zz9,p1), zz9 should be a territory code such as na1.",
        },
        BadSave {
            name: "version",
            text: good.replace("conquest_save(1,", "conquest_save(2,"),
            message: "it is in save format 2; this program reads format 1.",
        },
        BadSave {
            name: "other_game",
            text: good.replace("conquest_save(1,conquest)", "conquest_save(1,chess)"),
            message: "it is a saved game of chess, not of conquest.",
        },
        BadSave {
            name: "cut_inside_a_line",
            text: cut_inside_line.to_string(),
            message: "does not parse (",
        },
        BadSave {
            name: "cut_at_a_line_end",
            text: cut_at_line_end,
            message: "it ends before its end marker end_of_save(N): the file is truncated.",
        },
        BadSave {
            name: "line_removed",
            text: good.replacen("\nmoves_made(0).\n", "\n", 1),
            message: "its end marker counts",
        },
        BadSave {
            name: "text_after_the_end",
            text: format!("{good}owner(na1,p2).\n"),
            message: "there is more text after the end marker",
        },
        BadSave {
            name: "unknown_fact",
            text: recount(&format!("{good}cheating(alice).\n")),
            message: "cheating(alice) is not a fact of this game.",
        },
        BadSave {
            name: "variable",
            text: good.replace("owner(na1,p1).", "owner(na1,Who)."),
            message: "contains a variable.",
        },
        BadSave {
            name: "unknown_player",
            text: good.replace("owner(na1,p1).", "owner(na1,p7)."),
            message: "owner(na1,p7) names the player p7, who is not in the game.",
        },
        BadSave {
            name: "bad_phase",
            text: good.replace("phase(playing).", "phase(lunch)."),
            message: "in phase(lunch), lunch should be claiming, placing, playing or over.",
        },
        BadSave {
            name: "same_names",
            text: good.replace("player(p2,bob).", "player(p2,alice)."),
            message: "two players are called alice.",
        },
        BadSave {
            name: "bad_rng",
            text: good.replacen("rng(1,", "rng(-1,", 1),
            message: "line 2 should be rng(Seed, Position)",
        },
    ]
}

#[test]
fn every_bad_save_is_refused_with_its_reason_and_changes_nothing() {
    let dir = scratch_dir("save");
    let good = read(&played_save(&dir));
    let mut cases: Vec<(PathBuf, &str)> = Vec::new();
    let bad = bad_saves(&good);
    for case in &bad {
        let path = dir.join(format!("{}.pl", case.name));
        std::fs::write(&path, &case.text).expect("write the bad save");
        cases.push((path, case.message));
    }
    let text_file = dir.join("notes.txt");
    std::fs::write(&text_file, "Remember: attack Asia first!\n").expect("write");
    cases.push((text_file, "it is not a saved game"));
    cases.push((
        shipped_rules().join("conquest").join("map.pl"),
        "it is not a saved game",
    ));
    cases.push((dir.join("no-such-save.pl"), "there is no such file."));
    cases.push((dir.clone(), "was not loaded"));

    let (before, after) = (dir.join("before.pl"), dir.join("after.pl"));
    let mut input = format!(
        "startGame([x, y]).\ntakeLocation(na1).\nsaveGame({}).\n",
        quoted(&before)
    );
    for (path, _) in &cases {
        input.push_str(&format!("loadGame({}).\n{STATE_QUERY}", quoted(path)));
    }
    input.push_str(&format!("saveGame({}).\n", quoted(&after)));
    // The first roll of seed 3 is no tie, so x goes first.
    let out = run(&["--seed", "3"], &input).stdout;
    assert!(out.contains("x goes first."), "{out}");

    let refusals: Vec<&str> = out
        .lines()
        .filter(|l| l.contains(" was not loaded, the current game is unchanged: "))
        .collect();
    assert_eq!(refusals.len(), cases.len(), "{out}");
    for ((path, message), refusal) in cases.iter().zip(&refusals) {
        assert!(
            refusal.starts_with(&path.display().to_string()) && refusal.contains(message),
            "{} should be refused with {message:?}, got {refusal:?}",
            path.display()
        );
    }
    assert_eq!(out.matches(STATE_ANSWER).count(), cases.len(), "{out}");
    assert!(!out.contains("Game loaded"), "{out}");
    assert!(!out.contains("uncaught"), "{out}");
    assert_eq!(read(&before), read(&after), "the game is untouched");
}

#[test]
fn bad_arguments_and_no_game_give_messages() {
    let dir = scratch_dir("save");
    let out = run(
        &["--seed", "1"],
        &format!(
            "saveGame({}).\nsaveGame(X).\nloadGame(f(x)).\nsaveGame(42).\n\
             startGame([alice, bob]).\nsaveGame({}).\n",
            quoted(&dir.join("nothing.pl")),
            quoted(&dir.join("no/such/folder/game.pl"))
        ),
    )
    .stdout;
    assert!(
        out.contains("No game is running: there is nothing to save."),
        "{out}"
    );
    assert!(
        out.contains("Please give the file name as an atom, for example saveGame('mygame.pl')."),
        "{out}"
    );
    assert!(
        out.contains("Please give the file name as an atom, for example loadGame('mygame.pl')."),
        "{out}"
    );
    assert!(out.contains("The game was not saved to "), "{out}");
    assert!(!out.contains("uncaught"), "{out}");
    assert!(!dir.join("nothing.pl").exists());
}

#[test]
fn refusals_are_translated() {
    let dir = scratch_dir("save");
    let out = run(
        &["--seed", "1", "--lang", "id"],
        &format!("loadGame({}).\n", quoted(&dir.join("missing.pl"))),
    )
    .stdout;
    assert!(
        out.contains("tidak dimuat, permainan saat ini tidak berubah: berkas itu tidak ada."),
        "{out}"
    );
}

#[test]
fn the_autosave_lets_resume_continue_the_game_with_the_same_dice() {
    let data = scratch_dir("data");
    let dir = scratch_dir("save");
    let explicit = dir.join("explicit.pl");
    // The first session plays, saves by hand as its last command, and ends.
    let first = conquest_in(
        &data,
        &["--seed", "1"],
        format!(
            "{}draft(e2, 2).\nsaveGame({}).\n",
            setup(),
            quoted(&explicit)
        )
        .as_bytes(),
    );
    assert_eq!(first.code, 0, "{}", first.stderr);
    let autosave = data.join("autosave-conquest.pl");
    assert_eq!(read(&autosave), read(&explicit));
    assert!(!data.join("autosave-conquest.pl.tmp").exists());

    // The whole game in one session, for comparison.
    let whole = run(
        &["--seed", "1"],
        &format!("{}draft(e2, 2).\n{MARKER}{PLAY}", setup()),
    );
    let resumed = conquest_in(
        &data,
        &["--resume", "--seed", "777"],
        format!("{MARKER}{PLAY}").as_bytes(),
    );
    assert_eq!(resumed.code, 0, "{}", resumed.stderr);
    assert!(
        resumed.stdout.starts_with(&format!(
            "Resumed the last game ({}).\n",
            autosave.display()
        )),
        "{}",
        resumed.stdout
    );
    assert!(
        resumed
            .stdout
            .contains("Players: alice, bob. Turn: alice. Phase: playing"),
        "{}",
        resumed.stdout
    );
    assert_eq!(after_marker(&whole.stdout), after_marker(&resumed.stdout));

    // The resumed session autosaved as it played: a third one goes on from there.
    let third = conquest_in(&data, &["--resume"], b"host_seed(S).\nreserve(p1, R).\n");
    assert_eq!(third.code, 0, "{}", third.stderr);
    assert!(third.stdout.contains("S = 1\n"), "{}", third.stdout);
    assert_ne!(read(&autosave), read(&explicit));
}

#[test]
fn resume_without_a_usable_autosave_exits_with_status_2() {
    let data = scratch_dir("data");
    let nothing = conquest_in(&data, &["--resume"], b"");
    assert_eq!(nothing.code, 2);
    assert!(
        nothing.stderr.contains("no saved game to resume"),
        "{}",
        nothing.stderr
    );

    std::fs::write(
        data.join("autosave-conquest.pl"),
        "conquest_save(1,conquest).\n",
    )
    .expect("write");
    let broken = conquest_in(&data, &["--resume"], b"");
    assert_eq!(broken.code, 2);
    assert!(
        broken.stdout.contains("the file is truncated"),
        "{}",
        broken.stdout
    );
    assert!(
        broken.stderr.contains("cannot be resumed"),
        "{}",
        broken.stderr
    );
}

#[test]
fn no_game_no_autosave() {
    let data = scratch_dir("data");
    let out = conquest_in(&data, &[], b"X = 1.\nhelp(saveGame).\n");
    assert_eq!(out.code, 0);
    assert!(out.stdout.contains("saveGame(File)"), "{}", out.stdout);
    assert!(!data.join("autosave-conquest.pl").exists());
}
