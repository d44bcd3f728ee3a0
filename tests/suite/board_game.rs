//! The common game interface (prolog/common/board_game.pl, the host's board
//! drawing, `games.`, `simulate --game`) tested on its own, with the
//! example rulebook prolog/games/tictactoe and a `boom` command added.

use crate::common;

use std::path::{Path, PathBuf};

use common::{autosave_counter, conquest_in, scratch_dir, shipped_rules, Run};

/// A rules folder with the shipped host, toplevel and common library and
/// the example tic-tac-toe, with a command `boom` that marks a cell and
/// throws (the rollback's test).
fn rules() -> PathBuf {
    let dir = scratch_dir("board-rules");
    common::copy_host_files(&dir);
    common::copy_tree(&shipped_rules().join("common"), &dir.join("common"));
    let game = dir.join("games/tictactoe");
    common::copy_tree(&shipped_rules().join("games/tictactoe"), &game);
    let commands = game.join("commands.pl");
    let text = std::fs::read_to_string(&commands).expect("commands.pl");
    let text = text.replace(
        ":- module(tictactoe_commands, [place/1,",
        ":- module(tictactoe_commands, [place/1, boom/0,",
    ) + "\nboom :-\n    play_move(5),\n    throw(boom).\n";
    std::fs::write(&commands, text).expect("commands.pl written");
    let help = game.join("help.pl");
    let text = std::fs::read_to_string(&help).expect("help.pl")
        + "help_entry(en, 'boom', \"mark cell 5, then throw\").\n\
           help_entry(id, 'boom', \"menandai sel 5, lalu melempar galat\").\n";
    std::fs::write(&help, text).expect("help.pl written");
    dir
}

/// Runs the lines of `input` against tic-tac-toe with `data` as data folder.
fn play_in(data: &Path, extra: &[&str], input: &str) -> Run {
    let rules = rules();
    let rules = rules.to_string_lossy().into_owned();
    let mut args = vec!["--rules", &rules, "--game", "tictactoe", "--seed", "3"];
    args.extend_from_slice(extra);
    conquest_in(data, &args, input.as_bytes())
}

fn play(input: &str) -> Run {
    play_in(&scratch_dir("board-data"), &[], input)
}

/// The state printed by the query `current_state(S)` at the end of `input`.
fn state_after(input: &str) -> String {
    let run = play(&format!("{input}\ncurrent_state(S).\n"));
    let last = run
        .stdout
        .lines()
        .rev()
        .find(|l| l.starts_with("S = ") || *l == "no")
        .unwrap_or("")
        .to_string();
    assert!(!last.is_empty(), "no state shown:\n{}", run.stdout);
    last
}

#[test]
fn a_game_is_played_to_its_end_and_later_moves_are_refused() {
    let run = play("startGame([alice, bob]).\nplace(1).\nplace(4).\nplace(2).\nplace(5).\nplace(3).\nplace(9).\n");
    assert!(run.stdout.contains("p1: alice"), "{}", run.stdout);
    assert!(run.stdout.contains("alice plays 1."), "{}", run.stdout);
    assert!(
        run.stdout.contains("Game over: p1 (alice) wins!"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("The game is over: start a new one with startGame."),
        "{}",
        run.stdout
    );
    assert_eq!(run.code, 0);
}

#[test]
fn bad_moves_say_why_and_change_nothing() {
    let start = "startGame([alice, bob]).\nplace(1).";
    let before = state_after(start);
    assert_eq!(before, "S = s(p2,\"xeeeeeeee\")");
    for (bad, reason) in [
        ("place(1).", "Cell 1 is taken."),
        ("place(0).", "0 is not a cell"),
        ("place(10).", "10 is not a cell"),
        ("place(x).", "x is not a cell"),
        ("place(-3).", "-3 is not a cell"),
        ("place(_).", "is not a complete move"),
    ] {
        let run = play(&format!("{start}\n{bad}\n"));
        assert!(run.stdout.contains(reason), "{bad}: {}", run.stdout);
        assert_eq!(state_after(&format!("{start}\n{bad}")), before, "{bad}");
    }
}

#[test]
fn players_and_options_are_checked_before_anything_changes() {
    for (start, reason) in [
        (
            "startGame([alice]).",
            "This game has 2 to 2 players, not 1.",
        ),
        (
            "startGame([a, b, c]).",
            "This game has 2 to 2 players, not 3.",
        ),
        (
            "startGame([alice, cpu(hard)]).",
            "Unknown computer level hard; the levels are [random,first,search].",
        ),
        (
            "startGame([alice, alice]).",
            "Two players are called alice.",
        ),
        ("startGame([alice, 42]).", "42 is not a player"),
        ("startGame(alice).", "Players must be a list"),
        ("startGame([a, b], [fast]).", "Unknown option fast."),
        ("startGame([a, b], fast).", "Options must be a list"),
    ] {
        let run = play(&format!("{start}\ncurrent_state(S).\n"));
        assert!(run.stdout.contains(reason), "{start}: {}", run.stdout);
        assert!(
            run.stdout.trim_end().ends_with("no"),
            "{start} started a game: {}",
            run.stdout
        );
    }
    let run = play("place(1).\nsaveGame('x.pl').\ndisplayMap.\n");
    assert_eq!(
        run.stdout.matches("No game is running").count(),
        3,
        "{}",
        run.stdout
    );
}

#[test]
fn computers_answer_humans_and_play_whole_games() {
    let run = play("startGame([alice, cpu(first)]).\nplace(5).\n");
    assert!(
        run.stdout.contains("p2 (computer, first) plays 1."),
        "{}",
        run.stdout
    );
    let run = play("startGame([cpu(random), cpu(random)]).\n");
    assert_eq!(run.stdout.matches("Game over").count(), 1, "{}", run.stdout);
    // A computer that opens plays before the human's first prompt.
    let run = play("startGame([cpu(first), bob]).\ncurrent_state(S).\n");
    assert!(
        run.stdout.contains("S = s(p2,\"xeeeeeeee\")"),
        "{}",
        run.stdout
    );
}

#[test]
fn start_game_asks_who_plays_and_end_of_input_cancels() {
    let run = play("startGame.\nalice\n\nfirst\nplace(9).\ncurrent_state(S).\n");
    assert!(run.stdout.contains("Who plays p1?"), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("Please type a name or a computer level."),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("S = s(p1,\"oeeeeeeex\")"),
        "{}",
        run.stdout
    );
    // End of input at the second question: the running game stays.
    let run = play("startGame([a, b]).\nplace(1).\nstartGame.\nbob\n");
    assert!(
        run.stdout.contains("No new game was started."),
        "{}",
        run.stdout
    );
}

#[test]
fn a_query_that_throws_half_way_is_rolled_back() {
    let run = play("startGame([a, b]).\nboom.\ncurrent_state(S).\n");
    assert!(run.stdout.contains("a plays 5."), "{}", run.stdout);
    assert!(
        run.stdout.contains("S = s(p1,\"eeeeeeeee\")"),
        "{}",
        run.stdout
    );
}

#[test]
fn saves_load_back_and_bad_saves_change_nothing() {
    let dir = scratch_dir("board-saves");
    let save = dir.join("game.pl");
    let quoted = format!("'{}'", save.display());
    let run = play(&format!(
        "startGame([alice, cpu(first)]).\nplace(5).\nsaveGame({quoted}).\nplace(9).\nloadGame({quoted}).\ncurrent_state(S).\n"
    ));
    assert!(run.stdout.contains("Game saved to"), "{}", run.stdout);
    assert!(run.stdout.contains("Game loaded from"), "{}", run.stdout);
    assert!(
        run.stdout.contains("S = s(p1,\"oeeexeeee\")"),
        "{}",
        run.stdout
    );
    let good = std::fs::read_to_string(&save).expect("saved");
    assert!(good.starts_with("conquest_save(1,tictactoe).\n"), "{good}");
    let bad_state = good.replace("state(s(p1,[o,", "state(s(p1,[q,");
    let other_game = good.replace("tictactoe", "conquest");
    let bad_players = good.replace("p2-cpu(first)", "p2-cpu(genius)");
    let truncated = good[..good.len() - 20].to_string();
    for (text, reason) in [
        (bad_state, "its state is not a position of this game"),
        (
            other_game,
            "it is a saved game of conquest, not of tictactoe",
        ),
        (bad_players, "its players/1 fact"),
        (truncated, "truncated"),
        ("\u{0}\u{1}garbage".to_string(), "not a saved game"),
    ] {
        let bad = dir.join("bad.pl");
        std::fs::write(&bad, &text).expect("write");
        let run = play(&format!(
            "startGame([alice, bob]).\nplace(2).\nloadGame('{}').\ncurrent_state(S).\n",
            bad.display()
        ));
        assert!(run.stdout.contains(reason), "{reason}: {}", run.stdout);
        assert!(
            run.stdout.contains("S = s(p2,\"exeeeeeee\")"),
            "{reason}: {}",
            run.stdout
        );
    }
}

#[test]
fn the_autosave_is_resumed() {
    let data = scratch_dir("board-autosave");
    play_in(
        &data,
        &[],
        "startGame([alice, bob]).\nplace(7).\nplace(3).\n",
    );
    let run = play_in(&data, &["--resume"], "current_state(S).\n");
    assert!(
        run.stdout.contains("Resumed the last game"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("S = s(p1,\"eeoeeexee\")"),
        "{}",
        run.stdout
    );
}

#[test]
fn the_board_is_drawn_by_the_host_with_a_legend() {
    let run = play("startGame([alice, bob]).\nplace(1).\nplace(5).\ndisplayMap.\n");
    let expected = "Tic-tac-toe\n    1   2   3\n  +---+---+---+\n1 | X | . | . |\n  +---+---+---+\n2 | . | O | . |\n  +---+---+---+\n3 | . | . | . |\n  +---+---+---+\n\n- X\n- O\n";
    assert!(run.stdout.contains(expected), "{}", run.stdout);
}

#[test]
fn simulate_plays_any_rulebook_with_its_own_levels() {
    let rules = rules();
    let rules = rules.to_string_lossy().into_owned();
    let base = ["simulate", "--rules", &rules, "--game", "tictactoe"];
    let data = scratch_dir("board-sim");
    let mut args = base.to_vec();
    args.extend(["--games", "30", "--players", "first,random", "--seed", "5"]);
    let run = conquest_in(&data, &args, b"");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("p1 first"), "{}", run.stdout);
    assert!(run.stdout.contains("games 30"), "{}", run.stdout);
    let again = conquest_in(&data, &args, b"");
    let strip = |s: &str| s.lines().take(3).collect::<Vec<_>>().join("\n");
    assert_eq!(
        strip(&run.stdout),
        strip(&again.stdout),
        "same seed, same games"
    );
    for (option, message) in [
        (
            "fast",
            "the game refuses the --option values: Unknown option fast.",
        ),
        ("size(7", "the --option values size(7 are not Prolog terms"),
    ] {
        let mut with_option = base.to_vec();
        with_option.extend(["--games", "2", "--option", option]);
        let run = conquest_in(&data, &with_option, b"");
        assert_eq!(run.code, 2, "{option}: {}", run.stderr);
        assert!(run.stderr.contains(message), "{option}: {}", run.stderr);
    }
    let mut bad = base.to_vec();
    bad.extend(["--players", "random,hard"]);
    let run = conquest_in(&data, &bad, b"");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("unknown level 'hard' for tictactoe (levels: random, first, search)"),
        "{}",
        run.stderr
    );
}

#[test]
fn help_lists_the_library_commands_unless_the_rulebook_explains_them() {
    let run = play("help.\n");
    assert!(run.stdout.contains("place(Cell)"), "{}", run.stdout);
    assert!(run.stdout.contains("saveGame(File)"), "{}", run.stdout);
    assert!(
        run.stdout.contains("tic-tac-toe takes no options"),
        "{}",
        run.stdout
    );
    assert_eq!(
        run.stdout.matches("startGame(Players, Options)").count(),
        1,
        "{}",
        run.stdout
    );
}

#[test]
fn games_lists_every_shipped_rulebook_with_its_title() {
    let data = scratch_dir("board-games");
    let run = conquest_in(&data, &["-g", "games", "-g", "halt"], b"");
    let folders: Vec<String> = std::fs::read_dir(shipped_rules().join("games"))
        .expect("rules")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(folders.len() >= 2, "{folders:?}");
    for game in folders {
        let line = run
            .stdout
            .lines()
            .find(|l| l.split_whitespace().any(|w| w == game))
            .unwrap_or_else(|| panic!("{game} not listed: {}", run.stdout));
        let words = line.split_whitespace().filter(|w| *w != "*").count();
        assert!(words >= 3, "{game} has no title: {line}");
    }
    assert!(run.stdout.contains("* conquest"), "{}", run.stdout);
}

#[test]
fn every_computer_move_reaches_the_autosave_point() {
    let counter = autosave_counter(&scratch_dir("board-autosave-point"));
    let run = play_in(
        &scratch_dir("board-data"),
        &[&counter.to_string_lossy()],
        "startGame([alice, cpu(first)]).\nplace(5).\nplace(9).\nbb_get(points, N), moves_played(M).\n",
    );
    // One autosave after each of the three queries before the last, and
    // one after each of the computer's two answers to alice's moves.
    assert!(run.stdout.contains("N = 5\nM = 4"), "{}", run.stdout);
}

/// `simulate --jobs N` plays the games on N engines at once; each game
/// starts at its own place in the seed's stream, so the series is the same
/// for any N (only the speed differs).
#[test]
fn simulate_gives_the_same_series_for_any_number_of_jobs() {
    let rules = rules();
    let rules = rules.to_string_lossy().into_owned();
    let data = scratch_dir("board-sim");
    let series = |jobs: &str| -> serde_json::Value {
        let args = [
            "simulate",
            "--rules",
            &rules,
            "--game",
            "tictactoe",
            "--players",
            "random,random",
            "--games",
            "24",
            "--seed",
            "9",
            "--json",
            "--jobs",
            jobs,
        ];
        let run = conquest_in(&data, &args, b"");
        assert_eq!(run.code, 0, "--jobs {jobs}: {}", run.stderr);
        let mut report: serde_json::Value =
            serde_json::from_str(&run.stdout).expect("one JSON object");
        report["games_per_second"] = serde_json::Value::Null;
        report
    };
    let one = series("1");
    assert_eq!(one["games"], 24);
    // Random against random: both win some, so the counts say something.
    assert!(one["players"][0]["wins"].as_u64() > Some(0), "{one}");
    assert!(one["players"][1]["wins"].as_u64() > Some(0), "{one}");
    assert_eq!(series("2"), one);
    assert_eq!(series("3"), one);
}

/// `simulate` refuses a rulebook that names no computer levels (it used to
/// fall back to Global Conquest's), with a clear message and status 2.
#[test]
fn simulate_refuses_a_rulebook_without_levels() {
    let dir = common::toy_rules(&[(
        "toy.pl",
        ":- module(toy, [rulebook/2]).\nrulebook(name, toy).\nrulebook(players, 2-2).\n",
    )]);
    let rules = dir.to_string_lossy().into_owned();
    // With workers too: they build their engines while the series is
    // checked, and end without playing when it is refused.
    for jobs in ["1", "3"] {
        let run = conquest_in(
            &scratch_dir("board-data"),
            &[
                "simulate", "--rules", &rules, "--game", "toy", "--games", "5", "--jobs", jobs,
            ],
            b"",
        );
        assert_eq!(run.code, 2, "--jobs {jobs}: {}\n{}", run.stdout, run.stderr);
        assert!(
            run.stderr.contains("name no computer levels"),
            "--jobs {jobs}: {}",
            run.stderr
        );
    }
}

/// Mistakes on simulate's command line are told in words, with status 2,
/// as the toplevel's are: the game's own text for an option it refuses
/// (not its message key), a rulebook that does not exist, zero rounds.
#[test]
fn simulate_tells_command_line_mistakes_with_status_2() {
    let data = scratch_dir("sim-mistakes");
    for (args, message) in [
        (
            vec!["--option", "colour(red)"],
            "Unknown option colour(red): the options are",
        ),
        (vec!["--game", "nosuch"], "no rules for the game 'nosuch'"),
        (vec!["--max-rounds", "0"], "0 is not in 1.."),
    ] {
        let mut all = vec!["simulate", "--games", "1"];
        all.extend(args.iter().copied());
        let run = conquest_in(&data, &all, b"");
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
    }
}

/// `--resume` of an autosave the rules refuse: their reason ends its line
/// before the program's own message, and the status is 2.
#[test]
fn a_refused_resume_ends_the_rules_reason_with_a_line_end() {
    let data = scratch_dir("resume-garbage");
    std::fs::write(data.join("autosave-conquest.pl"), "garbage\n").unwrap();
    let run = conquest_in(&data, &["--resume", "-g", "halt"], b"");
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stdout.contains("was not loaded"), "{}", run.stdout);
    assert!(run.stdout.ends_with(".\n"), "{:?}", run.stdout);
    assert!(run.stderr.contains("cannot be resumed"), "{}", run.stderr);
}

#[test]
fn new_game_writes_a_rulebook_that_plays_at_once_and_refuses_to_overwrite() {
    let dir = scratch_dir("new-game");
    let rules = dir.join("rules");
    let rules_arg = rules.to_string_lossy().into_owned();
    let made = common::conquest(&["new-game", "nim", "--rules", &rules_arg], "");
    assert_eq!(made.code, 0, "{}{}", made.stdout, made.stderr);
    assert!(made.stdout.contains("--game nim"), "{}", made.stdout);
    // Beside the example, under its own module names.
    let rules_text = std::fs::read_to_string(rules.join("games/nim/rules.pl")).unwrap();
    assert!(rules_text.contains(":- module(nim_rules,"), "{rules_text}");
    assert!(rules.join("games/tictactoe/rules.pl").is_file());
    let data = scratch_dir("new-game-data");
    let run = conquest_in(
        &data,
        &["--rules", &rules_arg, "--game", "nim", "--seed", "1"],
        b"startGame([alice, cpu(search)]).\nplace(1).\nrulebook(name, N).\n",
    );
    assert!(
        run.stdout.contains("p2 (computer, search) plays 5."),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("N = nim"), "{}", run.stdout);
    let simulated = common::conquest(
        &[
            "simulate", "--rules", &rules_arg, "--game", "nim", "--games", "2",
        ],
        "",
    );
    assert_eq!(simulated.code, 0, "{}", simulated.stderr);
    assert!(simulated.stdout.contains("games 2"), "{}", simulated.stdout);
    // It keeps the rulebook contract, in its text and loaded.
    let checked = common::conquest(&["check", "--rules", &rules_arg, "--game", "nim"], "");
    assert_eq!(checked.code, 0, "{}{}", checked.stdout, checked.stderr);
    assert!(
        checked.stdout.contains("nim: keeps the rulebook contract"),
        "{}",
        checked.stdout
    );
    // A second time, the game is left as it is.
    std::fs::write(rules.join("games/nim/rules.pl"), "% mine\n").unwrap();
    let again = common::conquest(&["new-game", "nim", "--rules", &rules_arg], "");
    assert_eq!(again.code, 1, "{}", again.stdout);
    assert!(again.stderr.contains("exists already"), "{}", again.stderr);
    let kept = std::fs::read_to_string(rules.join("games/nim/rules.pl")).unwrap();
    assert_eq!(kept, "% mine\n");
    for bad in ["Nim", "../up", "two words"] {
        let refused = common::conquest(&["new-game", bad, "--rules", &rules_arg], "");
        assert_eq!(refused.code, 1, "{bad}");
        assert!(
            refused.stderr.contains("cannot name a game"),
            "{bad}: {}",
            refused.stderr
        );
    }
}

#[test]
fn the_searching_computer_never_loses_tic_tac_toe() {
    let run = common::conquest(
        &[
            "simulate",
            "--game",
            "tictactoe",
            "--players",
            "random,search",
            "--games",
            "20",
            "--seed",
            "4",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let p1_wins = run
        .stdout
        .lines()
        .find(|l| l.starts_with("p1 random"))
        .unwrap_or_else(|| panic!("{}", run.stdout));
    assert!(p1_wins.contains("wins      0"), "{}", run.stdout);
}

#[test]
fn check_passes_the_shipped_games_and_names_each_problem_of_a_broken_copy() {
    let shipped = common::conquest(&["check"], "");
    assert_eq!(shipped.code, 0, "{}{}", shipped.stdout, shipped.stderr);
    for game in [
        "conquest",
        "olympia",
        "prolognite",
        "replica",
        "xerog",
        "tictactoe",
    ] {
        assert!(
            shipped
                .stdout
                .contains(&format!("{game}: keeps the rulebook contract")),
            "{}",
            shipped.stdout
        );
    }
    let dir = scratch_dir("check");
    let rules = dir.join("rules");
    let rules_arg = rules.to_string_lossy().into_owned();
    let made = common::conquest(&["new-game", "nim", "--rules", &rules_arg], "");
    assert_eq!(made.code, 0, "{}", made.stderr);
    let game = rules.join("games/nim");
    let edit = |file: &str, change: &dyn Fn(String) -> String| {
        let path = game.join(file);
        let text = std::fs::read_to_string(&path).expect(file);
        std::fs::write(&path, change(text)).expect(file);
    };
    edit("help.pl", &|t| {
        t.lines()
            .filter(|l| !l.starts_with("help_entry(id, 'place"))
            .map(|l| format!("{l}\n"))
            .collect()
    });
    edit("messages_en.pl", &|t| {
        t + "en_message(extra_key(_), \"only in English\").\n"
    });
    std::fs::remove_file(game.join("view.pl")).unwrap();
    let broken = common::conquest(&["check", "--rules", &rules_arg, "--game", "nim"], "");
    assert_eq!(broken.code, 1, "{}", broken.stdout);
    for expected in [
        "nim: view.pl: missing: every game folder has it",
        "nim: view.pl: board_view/2 is missing",
        "nim: messages_en.pl:8: message extra_key/1 has no Indonesian text",
        "nim: help.pl: command place/1 (commands.pl) has no help_entry(id, ...)",
        "nim: 4 problems",
    ] {
        assert!(
            broken.stdout.contains(expected),
            "{expected}: {}",
            broken.stdout
        );
    }
    let unknown = common::conquest(&["check", "--rules", &rules_arg, "--game", "none_such"], "");
    assert_eq!(unknown.code, 2, "{}", unknown.stderr);
    assert!(
        unknown.stderr.contains("there is no game none_such"),
        "{}",
        unknown.stderr
    );
}

#[test]
fn check_names_a_territory_the_map_does_not_draw_and_a_placeholder_of_no_territory() {
    let rules = scratch_dir("check-map");
    common::copy_tree(&shipped_rules(), &rules);
    let map = rules.join("games/conquest/map.pl");
    let text = std::fs::read_to_string(&map).unwrap().replace(
        "territory(na1, 'Greenland', na).",
        "territory(na1, 'Greenland', na).\nterritory(na6, 'Alaska', na).",
    );
    std::fs::write(&map, text).unwrap();
    let template = rules.join("games/conquest/map_id.txt");
    let text = std::fs::read_to_string(&template)
        .unwrap()
        .replacen("{au1.", "{zz9.", 1);
    std::fs::write(&template, text).unwrap();
    let rules_arg = rules.to_string_lossy().into_owned();
    let run = common::conquest(&["check", "--rules", &rules_arg, "--game", "conquest"], "");
    assert_eq!(run.code, 1, "{}", run.stdout);
    for expected in [
        "conquest: map.txt: territory na6 (map.pl:45) has no placeholder: it is not drawn",
        "conquest: map_id.txt: territory au1 (map.pl:67) has no placeholder",
        "conquest: map_id.txt: placeholder {zz9} names no territory/3 of the rules: it is drawn as ZZ9(?)",
    ] {
        assert!(run.stdout.contains(expected), "{expected}: {}", run.stdout);
    }
}
