//! Saved games: saveGame/1, loadGame/1, the autosave and `--resume`, through
//! the real binary in batch mode.

use crate::common;
use crate::common::CODES;

use std::path::{Path, PathBuf};

use common::{conquest, conquest_in, scratch_dir, shipped_rules, Run};

/// A two-player game claimed in map order and placed at random: with
/// `--seed 1` alice plays first and holds e2 with 10 troops.
pub(crate) fn setup() -> String {
    let mut s = String::from("startGame([alice, bob]).\n");
    for t in CODES {
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

/// The temporary files of saves left in `dir` (none once a save is written).
fn temporary_files(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .expect("the folder exists")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".tmp"))
        .collect()
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
    // The common save format: who plays, how many moves, the state.
    assert!(
        text.contains("\nplayers([p1-human(alice),p2-human(bob)]).\n"),
        "{text}"
    );
    assert!(text.contains("\nstate(conquest(playing,"), "{text}");
    // Then the history: how the game began and every move, one a line.
    assert!(
        text.contains("\nhistory_start(start([p1-human(alice),p2-human(bob)],[],"),
        "{text}"
    );
    assert!(
        text.contains("\nhistory_move(move(p1,chosen,draft(e2,6),draft(e2,6))).\n"),
        "{text}"
    );
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
    assert_eq!(temporary_files(&dir), Vec::<String>::new());
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
    let state_line = good
        .lines()
        .find(|l| l.starts_with("state(conquest("))
        .expect("a state fact");
    // The map lists Territory-Owner-Troops; the first entry is na1's.
    let first = "[na1-p1-";
    assert!(state_line.contains(first), "{state_line}");
    let troops_at = state_line.find(first).expect("na1") + first.len();
    let troops_end = troops_at
        + state_line[troops_at..]
            .find(|c: char| !c.is_ascii_digit())
            .expect("a number");
    let with_na1_troops = |n: &str| {
        good.replace(
            state_line,
            &format!(
                "{}{n}{}",
                &state_line[..troops_at],
                &state_line[troops_end..]
            ),
        )
    };
    let middle = good.len() / 2;
    let cut_inside_line = &good[..middle];
    assert!(!cut_inside_line.ends_with('\n'));
    let whole_lines: Vec<&str> = good.lines().collect();
    let cut_at_line_end = format!("{}\n", whole_lines[..whole_lines.len() / 2].join("\n"));
    assert!(good.contains("[player(p1,0,none,none,alive,"), "{good}");
    assert!(good.contains(",options(0.1,none))"), "{good}");
    assert!(good.contains("turn([risk],0,none),1,"), "{good}");
    vec![
        BadSave {
            name: "two_owners",
            text: good.replace("[na1-p1-", "[na1-p2-1,na1-p1-"),
            message: "its state is not a position of this game: na1 is held twice: a territory has one owner.",
        },
        BadSave {
            name: "negative_troops",
            text: with_na1_troops(" -3"),
            message: "its map_entry part is na1-p1- -3, which no game can have.",
        },
        BadSave {
            name: "troops_out_of_range",
            text: with_na1_troops("1000000000000000000000000000000"),
            message: "its map_entry part is na1-p1-1000000000000000000000000000000",
        },
        BadSave {
            name: "reserve_out_of_range",
            text: good.replace(
                "[player(p1,0,none,none,alive,",
                "[player(p1,1000000000000000000000000000000,none,none,alive,",
            ),
            message: "the reserve of p1 is 1000000000000000000000000000000; it should be a whole number from 0 to 50000.",
        },
        BadSave {
            name: "round_out_of_range",
            text: good.replace(
                "turn([risk],0,none),1,",
                "turn([attack,risk],0,none),100000000000000000000000,",
            ),
            message: "its round part is 100000000000000000000000, which no game can have.",
        },
        BadSave {
            name: "probability_out_of_range",
            text: good.replace(",options(0.1,none))", ",options(5.0,none))"),
            message: "its options part is options(5.0,none)",
        },
        BadSave {
            name: "probability_not_a_number",
            text: good.replace(",options(0.1,none))", ",options(foo,none))"),
            message: "its options part is options(foo,none)",
        },
        BadSave {
            name: "unknown_option",
            text: good.replace(",options(0.1,none))", ",options(0.1,none,colour(red)))"),
            message: "its options part is options(0.1,none,colour(red))",
        },
        BadSave {
            name: "name_with_a_newline",
            text: good.replace("p2-human(bob)", "p2-human('bo\\nb')"),
            message: "its players/1 fact",
        },
        BadSave {
            name: "unknown_code",
            text: good.replace("[na1-p1-", "[zz9-p1-"),
            message: "its map_entry part is zz9-p1-",
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
            text: recount(
                &good
                    .lines()
                    .filter(|l| !l.starts_with("moves("))
                    .map(|l| format!("{l}\n"))
                    .collect::<String>(),
            ),
            message: "it does not hold the facts players/1, moves/1 and state/1",
        },
        BadSave {
            name: "count_wrong",
            text: good.replacen(
                &format!("end_of_save({}).", good.lines().count() - 3),
                &format!("end_of_save({}).", good.lines().count() - 2),
                1,
            ),
            message: "its end marker counts",
        },
        BadSave {
            name: "text_after_the_end",
            text: format!("{good}moves(3).\n"),
            message: "there is more text after the end marker",
        },
        BadSave {
            name: "unknown_fact",
            text: recount(&format!("{good}cheating(alice).\n")),
            message: "it does not hold the facts players/1, moves/1 and state/1",
        },
        BadSave {
            name: "variable",
            text: good.replace("[na1-p1-", "[na1-Who-"),
            message: "contains a variable.",
        },
        BadSave {
            name: "unknown_player",
            text: good.replace("[na1-p1-", "[na1-p7-"),
            message: "its map_entry part is na1-p7-",
        },
        BadSave {
            name: "bad_phase",
            text: good.replace("state(conquest(playing,", "state(conquest(lunch,"),
            message: "its phase part is lunch, which no game can have.",
        },
        BadSave {
            name: "same_names",
            text: good.replace("p2-human(bob)", "p2-human(alice)"),
            message: "its players/1 fact names alice twice (names are told apart without regard to case): every player needs a name of its own.",
        },
        BadSave {
            name: "same_names_in_another_case",
            text: good.replace("p2-human(bob)", "p2-human('Alice')"),
            message: "its players/1 fact names alice twice (names are told apart without regard to case): every player needs a name of its own.",
        },
        // What the rules wait for after a won battle, checked against the
        // attack that could have won it (bob, to move, holds na2 with 2
        // troops; na1 borders it, au1 does not).
        BadSave {
            name: "move_in_of_more_troops_than_fought",
            text: good.replace(
                "turn([risk],0,none),1,",
                "turn([risk,attack],0,move_in(na2,na1,50000,0)),1,",
            ),
            message: "its state is not a position of this game: 50000 troops fought from na2, which holds 2: an attack sends at most all but one of a territory's troops.",
        },
        BadSave {
            name: "move_in_from_out_of_reach",
            text: good.replace(
                "turn([risk],0,none),1,",
                "turn([risk,attack],0,move_in(na2,au1,1,0)),1,",
            ),
            message: "troops are to move in after a battle won from na2 against au1, which it cannot reach",
        },
        BadSave {
            name: "move_in_without_an_attack",
            text: good.replace(
                "turn([risk],0,none),1,",
                "turn([risk],0,move_in(na2,na1,1,0)),1,",
            ),
            message: "troops are to move in after a battle won, but p2 has not used the attack of its turn.",
        },
        BadSave {
            name: "move_in_with_troops_of_no_reinforcement_territory",
            text: good.replace(
                "turn([risk],0,none),1,",
                "turn([risk,attack],0,move_in(na2,na1,1,3)),1,",
            ),
            message: "p2's reinforcement territory sent 3 troops to the battle, but it holds 0.",
        },
        BadSave {
            name: "move_in_onto_its_own_territory",
            text: good.replace(
                "turn([risk],0,none),1,",
                "turn([risk,attack],0,move_in(na2,na4,1,0)),1,",
            ),
            message: "troops are to move in after a battle won against na4, but p2 holds it already.",
        },
        // The phase and the map.
        BadSave {
            name: "claiming_with_every_territory_held",
            text: good.replace("state(conquest(playing,", "state(conquest(claiming,"),
            message: "its phase is claiming, but every territory is held already: no command could end the claiming.",
        },
        BadSave {
            name: "start_with_territories_held",
            text: good.replace("state(conquest(playing,", "state(conquest(start,"),
            message: "its phase is start, before the roll for the turn order, but na1 is held already",
        },
        BadSave {
            name: "placing_with_nothing_to_place",
            text: good.replace("state(conquest(playing,p2,", "state(conquest(placing,p1,")
                .replace("turn([risk],0,none),1,", "turn([],0,none),1,"),
            message: "p1 is to place troops but has none left to place: no command could go on.",
        },
        // The history: each move is one of the game, and moves/1 counts them.
        BadSave {
            name: "history_move_of_no_territory",
            text: good.replacen("take(na2),take(na2)", "take(zz),take(zz)", 1),
            message: "move 3 of its history, take(zz), is no move of this game: ZZ is not a territory.",
        },
        BadSave {
            name: "history_move_typed_otherwise",
            text: good.replacen("take(na2),take(na2)", "take(na3),take(na2)", 1),
            message: "move 3 of its history, take(na3), is no move of this game: take(na3) is not a move of Global Conquest.",
        },
        BadSave {
            name: "history_move_of_negative_troops",
            text: good.replacen(",draft(e2,6),draft(e2,6))", ",draft(e2,-6),draft(e2,-6))", 1),
            message: "move 29 of its history, draft(e2,-6), is no move of this game: The number of troops must be at least 1, not -6.",
        },
        BadSave {
            name: "moves_disagree_with_the_history",
            text: good.replacen("\nmoves(34).\n", "\nmoves(7).\n", 1),
            message: "its moves/1 fact says 7 moves were played, but its history from startGame holds 34.",
        },
        BadSave {
            name: "players_do_not_match_the_state",
            text: good.replace("p2-human(bob)]", "p2-human(bob),p3-cpu(easy)]"),
            message: "its players/1 fact does not name the players of its state, [p1,p2].",
        },
        BadSave {
            name: "bad_rng",
            text: good.replacen("rng(1,", "rng(-1,", 1),
            message: "line 2 should be rng(Seed, Position)",
        },
        BadSave {
            name: "rng_position_beyond_the_generator",
            text: {
                // 2^68: more words than the generator ever gives.
                let at = good.find("rng(1,").expect("rng");
                let end = at + good[at..].find(')').expect("rng's end") + 1;
                format!("{}rng(1,295147905179352825856){}", &good[..at], &good[end..])
            },
            message: "line 2 should be rng(Seed, Position)",
        },
        // Refused before parsing: the engine would take minutes on these.
        BadSave {
            name: "nested_too_deep",
            text: good.replacen(
                "\nend_of_save(",
                &format!("\nx({}{}).\nend_of_save(", "f(".repeat(100_000), ")".repeat(100_000)),
                1,
            ),
            message: "nests brackets more than 64 deep, which no saved game does: it was not read.",
        },
        BadSave {
            name: "too_big",
            text: format!("{good}% {}\n", "x".repeat(5 << 20)),
            message: "bytes, more than any saved game (at most 4194304): it was not read.",
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
        shipped_rules().join("common").join("game.pl"),
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

/// A save edited on Windows, its lines ending in CR LF, is the same game:
/// it loads (the line end after its end marker used to be refused as
/// "line 35 does not parse" in a file of 32 lines) and saves as before;
/// a broken one is told with the right line.
#[test]
fn a_save_with_windows_line_ends_loads() {
    let dir = scratch_dir("save");
    let good = played_save(&dir);
    let crlf = dir.join("crlf.pl");
    std::fs::write(&crlf, read(&good).replace('\n', "\r\n")).expect("write");
    let again = dir.join("again.pl");
    let out = run(
        &["--seed", "5"],
        &format!(
            "loadGame({}).\nsaveGame({}).\n",
            quoted(&crlf),
            quoted(&again)
        ),
    )
    .stdout;
    assert!(out.contains("Game loaded from"), "{out}");
    assert_eq!(read(&again), read(&good));

    // A line that does not parse is named by its number, as in the same
    // file with LF line ends (it was one line too early).
    let broken = dir.join("broken.pl");
    std::fs::write(
        &broken,
        read(&good)
            .replacen("state(conquest(", "state(conquest((", 1)
            .replace('\n', "\r\n"),
    )
    .expect("write");
    let out = run(&[], &format!("loadGame({}).\n", quoted(&broken))).stdout;
    assert!(out.contains(": line 5 does not parse ("), "{out}");
}

/// `--resume` checks the autosave as loadGame/1 checks a save: one whose
/// battle would move in more troops than fought is refused, and the game
/// is not played on from it.
#[test]
fn resume_refuses_an_autosave_no_rule_could_make() {
    let data = scratch_dir("data");
    let dir = scratch_dir("save");
    let good = read(&played_save(&dir));
    assert!(good.contains("turn([risk],0,none),1,"), "{good}");
    std::fs::write(
        data.join("autosave-conquest.pl"),
        good.replace(
            "turn([risk],0,none),1,",
            "turn([risk,attack],0,move_in(na2,na1,50000,0)),1,",
        ),
    )
    .expect("write");
    let resumed = conquest_in(&data, &["--resume"], b"attack.\n50000\n");
    assert_eq!(resumed.code, 2, "{}", resumed.stdout);
    assert!(
        resumed
            .stdout
            .contains("50000 troops fought from na2, which holds 2"),
        "{}",
        resumed.stdout
    );
    assert!(!resumed.stdout.contains("Troops on"), "{}", resumed.stdout);
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
    // The same game; the autosave keeps its history in a log beside it.
    let game_part = |text: String| -> String {
        text.lines()
            .filter(|l| !l.starts_with("history_") && !l.starts_with("end_of_save("))
            .map(|l| format!("{l}\n"))
            .collect()
    };
    assert_eq!(game_part(read(&autosave)), game_part(read(&explicit)));
    let log = read(&data.join("autosave-conquest.pl.history"));
    assert!(log.starts_with("history_start("), "{log}");
    // Each record ends with its checksum, a comment.
    assert!(
        log.contains(",move(p1,chosen,draft(e2,2),draft(e2,2))). %"),
        "{log}"
    );
    assert_eq!(temporary_files(&data), Vec::<String>::new());

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

/// The process id written into a lock file, once its holder wrote it.
fn lock_holder(lock: &Path) -> Option<u32> {
    let waited = std::time::Instant::now();
    while waited.elapsed().as_secs() < 60 {
        if let Some(pid) = std::fs::read_to_string(lock)
            .ok()
            .and_then(|text| text.trim().parse().ok())
        {
            return Some(pid);
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    None
}

/// Waits until `file` exists (a marker a session's query writes).
fn wait_for_file(file: &Path) {
    let waited = std::time::Instant::now();
    while !file.exists() {
        assert!(
            waited.elapsed().as_secs() < 120,
            "{} never came",
            file.display()
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// Two sessions of one game on one data folder: the first holds the
/// autosave's lock, the second is told so and plays without autosaving (it
/// cannot replace the first one's game); the lock goes with the first,
/// and the file stays (deleting a locked file would let two sessions lock
/// two files of one name).
#[test]
fn a_second_session_of_a_game_does_not_autosave_over_the_first() {
    let data = scratch_dir("data");
    let lock = data.join("autosave-conquest.pl.lock");
    let mut first = common::conquest_command(&data)
        .spawn()
        .expect("the binary starts");
    assert_eq!(lock_holder(&lock), Some(first.id()), "the first holds it");

    let second = conquest_in(&data, &["--seed", "1"], setup().as_bytes());
    assert_eq!(second.code, 0, "{}", second.stderr);
    assert!(
        second.stderr.contains(&format!(
            "another conquest session (process {}) is autosaving",
            first.id()
        )),
        "{}",
        second.stderr
    );
    assert_eq!(
        second.stderr.lines().count(),
        1,
        "said once: {}",
        second.stderr
    );
    assert!(
        second.stdout.contains("alice receives 6 reinforcements."),
        "{}",
        second.stdout
    );
    assert!(!data.join("autosave-conquest.pl").exists());
    assert_eq!(
        std::fs::read_to_string(&lock).ok(),
        Some(format!("{}\n", first.id())),
        "the second session left the first one's lock"
    );

    drop(first.stdin.take());
    assert!(first.wait().expect("the first session ends").success());
    assert_eq!(
        std::fs::read_to_string(&lock).ok(),
        Some(String::new()),
        "the lock file stays, naming no one"
    );
    // Now the game is free: the next session autosaves again.
    let third = conquest_in(&data, &["--seed", "1"], setup().as_bytes());
    assert_eq!(third.code, 0, "{}", third.stderr);
    assert!(third.stderr.is_empty(), "{}", third.stderr);
    assert!(data.join("autosave-conquest.pl").is_file());
}

/// The kernel says who holds the lock, not a program's name: the binary
/// copied as `risk` (the old lock looked for "conquest" in the holder's
/// command line and took a running risk's lock) holds it against a
/// conquest, and `kill -9` of the holder frees it at once.
#[test]
fn the_lock_holds_under_any_program_name_and_dies_with_its_holder() {
    let data = scratch_dir("data");
    let lock = data.join("autosave-conquest.pl.lock");
    // Not under the scratch folder: its name says conquest.
    let folder = std::env::temp_dir().join(format!(
        "risk-{}-{}",
        std::process::id(),
        data.file_name().unwrap().to_string_lossy().len()
    ));
    std::fs::create_dir_all(&folder).expect("a folder");
    let risk = folder.join("risk");
    std::fs::copy(env!("CARGO_BIN_EXE_conquest"), &risk).expect("a copy of the binary");
    let mut holder = std::process::Command::new(&risk)
        .env("NO_COLOR", "1")
        .env("CONQUEST_DATA_DIR", &data)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the copy starts");
    assert_eq!(lock_holder(&lock), Some(holder.id()));

    let refused = conquest_in(&data, &["--seed", "1"], setup().as_bytes());
    let _ = std::fs::remove_dir_all(&folder);
    assert!(
        refused.stderr.contains(&format!(
            "another conquest session (process {}) is autosaving",
            holder.id()
        )),
        "{}",
        refused.stderr
    );
    assert!(!data.join("autosave-conquest.pl").exists());

    // SIGKILL: no destructor runs, the lock file keeps the dead id.
    holder.kill().expect("killed");
    holder.wait().expect("reaped");
    assert_eq!(
        std::fs::read_to_string(&lock).ok(),
        Some(format!("{}\n", holder.id()))
    );
    let next = conquest_in(&data, &["--seed", "1"], setup().as_bytes());
    assert_eq!(next.code, 0, "{}", next.stderr);
    assert!(next.stderr.is_empty(), "{}", next.stderr);
    assert!(data.join("autosave-conquest.pl").is_file());
}

/// A session without the lock neither resumes the holder's autosave nor
/// says its own game is saved: play/1 first warns that leaving loses the
/// game, the same play/1 again leaves saying it is not saved, and coming
/// back starts afresh instead of taking up the other session's game, which
/// stays as that session wrote it. `--resume` of a held autosave is refused.
#[test]
fn a_session_without_the_lock_tells_the_truth_and_leaves_the_others_game_alone() {
    let data = scratch_dir("data");
    let autosave = data.join("autosave-conquest.pl");
    let marker = data.join("first-played");
    // Nothing reads its output: a full pipe would stop it.
    let mut first = common::conquest_command(&data)
        .args(["--seed", "1"])
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("the binary starts");
    {
        use std::io::Write;
        let stdin = first.stdin.as_mut().expect("piped");
        writeln!(
            stdin,
            "{}open({}, write, S), close(S).",
            setup(),
            quoted(&marker)
        )
        .expect("typed");
        stdin.flush().expect("sent");
    }
    wait_for_file(&marker);
    let before = read(&autosave);
    assert!(before.contains("alice"), "{before}");

    let second = conquest_in(
        &data,
        &["--seed", "2"],
        b"startGame([carol, dave]).\nplay(olympia).\nplay(olympia).\nplay(conquest).\n\
          write(---), nl.\ncheckPlayerDetail(p1).\n",
    );
    assert_eq!(second.code, 0, "{}", second.stderr);
    let out = &second.stdout;
    let warned = out
        .find("conquest is not autosaved in this session")
        .unwrap_or_else(|| panic!("no warning:\n{out}"));
    let left = out
        .find("Leaving conquest (not saved: this session does not autosave it); loading olympia.")
        .unwrap_or_else(|| panic!("not left:\n{out}"));
    assert!(warned < left, "{out}");
    assert!(
        !out.contains("Leaving conquest (a game in progress is saved)"),
        "{out}"
    );
    assert!(!out.contains("Resumed the last game"), "{out}");
    let back = &out[out.find("---").expect("the marker")..];
    assert!(!back.contains("alice"), "the first session's game: {back}");
    assert_eq!(
        second
            .stderr
            .matches(&format!(
                "another conquest session (process {}) is autosaving",
                first.id()
            ))
            .count(),
        2,
        "at its start and on coming back: {}",
        second.stderr
    );

    let resume = conquest_in(&data, &["--resume"], b"");
    assert_eq!(resume.code, 2, "{}", resume.stdout);
    assert!(
        resume.stderr.contains("is autosaving to") && resume.stderr.contains("not resumed"),
        "{}",
        resume.stderr
    );
    assert!(!resume.stdout.contains("Resumed"), "{}", resume.stdout);

    assert_eq!(
        read(&autosave),
        before,
        "the first session's game is as it wrote it"
    );
    drop(first.stdin.take());
    assert!(first.wait().expect("the first session ends").success());
}

/// saveGame/1 replaces a regular file and nothing else: a directory, a
/// symbolic link and a device are refused with a message saying which, and
/// are left as they were.
#[test]
fn save_targets_other_than_regular_files_are_refused() {
    let dir = scratch_dir("save-targets");
    let folder = dir.join("folder");
    std::fs::create_dir(&folder).expect("mkdir");
    let target = dir.join("target.pl");
    std::fs::write(&target, "kept\n").expect("write");
    let link = dir.join("link.pl");
    std::os::unix::fs::symlink(&target, &link).expect("symlink");
    let input = format!(
        "{}saveGame({}).\nsaveGame({}).\nsaveGame('/dev/null').\n",
        setup(),
        quoted(&folder),
        quoted(&link)
    );
    let out = run(&[], &input).stdout;
    assert!(
        out.contains(&format!(
            "The game was not saved to {}: it is a directory.",
            folder.display()
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "The game was not saved to {}: it is a symbolic link",
            link.display()
        )),
        "{out}"
    );
    assert!(
        out.contains("The game was not saved to /dev/null: it is not a regular file"),
        "{out}"
    );
    assert!(folder.is_dir());
    assert!(std::fs::symlink_metadata(&link)
        .expect("the link")
        .file_type()
        .is_symlink());
    assert_eq!(read(&target), "kept\n");
    assert_eq!(temporary_files(&dir), Vec::<String>::new());
}

/// The autosave's history log: a damaged one is told at --resume, with
/// the moves before the damage kept (a log cut in the middle of a record,
/// as a full disk or a kill leaves it, lost the whole history before);
/// one that cannot be written is told once, with its reason.
#[test]
fn a_history_log_that_cannot_be_read_or_written_is_told() {
    let data = scratch_dir("history-log");
    let first = conquest_in(
        &data,
        &["--seed", "1"],
        format!("{}draft(e2, 2).\n", setup()).as_bytes(),
    );
    assert_eq!(first.code, 0, "{}", first.stderr);
    let log = data.join("autosave-conquest.pl.history");
    let text = read(&log);
    let moves = text.lines().count() - 1;
    let half = &text[..text.len() / 2];
    assert!(!half.ends_with('\n'), "the cut is inside a record");
    // Whole lines before the cut, less the start.
    let kept = half.matches('\n').count() - 1;
    std::fs::write(&log, half).unwrap();
    let resumed = conquest_in(&data, &["--resume"], b"history(M), length(M, L).\n");
    assert_eq!(resumed.code, 0, "{}", resumed.stderr);
    assert!(
        resumed.stdout.contains(&format!(
            "was cut short: the history keeps its first {kept} moves, and the last {} are left out",
            moves - kept
        )),
        "{}",
        resumed.stdout
    );
    assert!(
        resumed.stdout.contains(&format!("L = {kept}\n")),
        "{}",
        resumed.stdout
    );
    // The log was written anew whole: a second resume finds no damage.
    let again = conquest_in(&data, &["--resume"], b"history(M), length(M, L).\n");
    assert!(!again.stdout.contains("cut short"), "{}", again.stdout);
    assert!(
        again.stdout.contains(&format!("L = {kept}\n")),
        "{}",
        again.stdout
    );

    let blocked = scratch_dir("history-log-blocked");
    std::fs::create_dir_all(blocked.join("autosave-conquest.pl.history")).unwrap();
    let run = conquest_in(
        &blocked,
        &["--seed", "1"],
        format!("{}draft(e2, 2).\n", setup()).as_bytes(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout
            .matches("cannot be written: it is a directory. (said once")
            .count(),
        1,
        "{}",
        run.stdout
    );
}

/// An autosave made before territories were added to `map.pl` resumes:
/// the new territories have no owner, the resume names them and the cheat
/// that fills them, and the cheat works. (It used to be refused: "na6 has
/// no owner after the claiming".)
#[test]
fn an_autosave_from_before_the_map_grew_resumes_and_names_the_new_territories() {
    let data = scratch_dir("data");
    let rules = scratch_dir("rules");
    common::copy_tree(&shipped_rules(), &rules);
    let rules_arg = rules.display().to_string();
    let first = conquest_in(
        &data,
        &["--rules", &rules_arg, "--seed", "3"],
        b"set_quiet(true), startGame([alice, bob], []), claimAutomatic, placeAutomatic, placeAutomatic, set_quiet(false).\n",
    );
    assert_eq!(first.code, 0, "{}", first.stdout);
    let map = rules.join("games/conquest/map.pl");
    let text = read(&map).replace(
        "territory(na5, 'Alaska', na).",
        "territory(na5, 'Alaska', na).\nterritory(na6, 'Yukon', na).",
    );
    std::fs::write(&map, text).unwrap();
    let resumed = conquest_in(
        &data,
        &["--rules", &rules_arg, "--resume"],
        b"cheatTake(na6).\n",
    );
    assert_eq!(resumed.code, 0, "{}", resumed.stdout);
    assert!(
        resumed
            .stdout
            .contains("NA6: in map.pl but not in this game, which began before they were added"),
        "{}",
        resumed.stdout
    );
    assert!(
        resumed.stdout.contains("CHEAT: alice takes NA6."),
        "{}",
        resumed.stdout
    );
}
