//! `conquest check` with the game loaded: calls of predicates a module
//! neither defines nor imports and refusal reasons why/1 cannot locate,
//! each named at its file and line, on a broken copy of a rulebook.

use crate::common::{self, copy_tree, scratch_dir, shipped_rules};

/// The shipped rules with tic-tac-toe's rules.pl changed by `edits`
/// (old, new), and the rules folder as an argument.
fn broken_tictactoe(name: &str, edits: &[(&str, &str)]) -> String {
    let rules = scratch_dir(name);
    copy_tree(&shipped_rules(), &rules);
    let path = rules.join("games/tictactoe/rules.pl");
    let mut text = std::fs::read_to_string(&path).expect("rules.pl");
    for (old, new) in edits {
        assert!(text.contains(old), "{old} is in rules.pl");
        text = text.replacen(old, new, 1);
    }
    std::fs::write(&path, text).expect("rules.pl");
    rules.to_string_lossy().into_owned()
}

#[test]
fn check_names_undefined_calls_and_unlocated_reasons_at_their_lines() {
    let rules = broken_tictactoe(
        "check-calls",
        &[
            (":- use_module(library(iso_ext)).", "% no library(iso_ext)"),
            (
                "%% move_error(+State, +Move, -Error) is semidet.",
                "move_error(_, 0, zero_cell) :-\n    !.\n%% move_error(+State, +Move, -Error) is semidet.",
            ),
            (
                "%% apply_move(+State0, +Move, -State) is semidet.",
                "empty_cells(Cells, Empty) :-\n    include(==(e), Cells, Empty),\n    \
                 maplist(cell_mark, Cells),\n    findall(C, (member(C, Cells), undefined_thing(C)), _),\n    \
                 phrase(cells_nt, Cells),\n    boards:count(Empty).\n\n%% apply_move(+State0, +Move, -State) is semidet.",
            ),
        ],
    );
    let run = common::conquest(&["check", "--rules", &rules, "--game", "tictactoe"], "");
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    for expected in [
        "tictactoe: rules.pl:39: the reason zero_cell/0, a refusal of move_error/3, is written in a head of move_error/3 and in no clause body of the rules",
        // a goal argument of maplist/2 and one inside findall/3
        "tictactoe: rules.pl:53: empty_cells/2 calls cell_mark/1, which module tictactoe_rules neither defines nor imports",
        "tictactoe: rules.pl:53: empty_cells/2 calls undefined_thing/1, which module tictactoe_rules neither defines nor imports",
        "tictactoe: rules.pl:53: empty_cells/2 calls boards:count/1, but no module boards is loaded",
        // a non-terminal phrase/2 calls
        "tictactoe: rules.pl:53: empty_cells/2 calls cells_nt/2, which module tictactoe_rules neither defines nor imports",
        "tictactoe: rules.pl:53: empty_cells/2 calls include/3, which module tictactoe_rules neither defines nor imports: the toplevel has it (from gnu)",
        "tictactoe: rules.pl:99: state_error/2 calls forall/2, which module tictactoe_rules does not import: it is in library(iso_ext), add :- use_module(library(iso_ext)).",
        "tictactoe: 7 problems",
    ] {
        assert!(run.stdout.contains(expected), "{expected}:\n{}", run.stdout);
    }
}

#[test]
fn check_follows_a_reason_through_the_predicates_it_is_passed_to() {
    // move_error/3 passes its reason variable to a predicate whose clause
    // writes it in its head: that clause is named, not move_error/3's.
    let rules = broken_tictactoe(
        "check-reasons",
        &[
            (
                "%% move_error(+State, +Move, -Error) is semidet.",
                "move_error(_, I, Error) :-\n    odd_error(I, Error),\n    !.\n\
                 %% move_error(+State, +Move, -Error) is semidet.",
            ),
            (
                "%% apply_move(+State0, +Move, -State) is semidet.",
                "odd_error(0, zero_cell).\n\n%% apply_move(+State0, +Move, -State) is semidet.",
            ),
        ],
    );
    let run = common::conquest(&["check", "--rules", &rules, "--game", "tictactoe"], "");
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout.contains(
            "tictactoe: rules.pl:54: the reason zero_cell/0, a refusal of move_error/3, is written in a head of odd_error/2 and in no clause body of the rules"
        ),
        "{}",
        run.stdout
    );
}

#[test]
fn check_tells_what_loading_the_game_told() {
    let rules = scratch_dir("check-load");
    copy_tree(&shipped_rules(), &rules);
    let path = rules.join("games/tictactoe/computer.pl");
    let text = std::fs::read_to_string(&path).expect("computer.pl") + "broken( :- .\n";
    std::fs::write(&path, text).expect("computer.pl");
    let rules = rules.to_string_lossy().into_owned();
    let run = common::conquest(&["check", "--rules", &rules, "--game", "tictactoe"], "");
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout.contains("games/tictactoe/computer.pl:") && run.stdout.contains("syntax error"),
        "{}",
        run.stdout
    );
}

#[test]
fn check_names_an_export_the_module_does_not_define() {
    let rules = broken_tictactoe(
        "check-export",
        &[(
            ":- module(tictactoe_rules, [new_state/3,",
            ":- module(tictactoe_rules, [new_state/3, ghost/1,",
        )],
    );
    let run = common::conquest(&["check", "--rules", &rules, "--game", "tictactoe"], "");
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout.contains(
            "tictactoe: rules.pl:9: module tictactoe_rules exports ghost/1 but neither defines nor imports it"
        ),
        "{}",
        run.stdout
    );
}

#[test]
fn check_at_the_toplevel_finds_what_conquest_check_finds() {
    // A message in English only, a command without Indonesian help, and an
    // undefined call: the text checks and the engine's, by both doors.
    let rules = scratch_dir("check-both");
    copy_tree(&shipped_rules(), &rules);
    let game = rules.join("games/tictactoe");
    let edit = |file: &str, old: &str, new: &str| {
        let path = game.join(file);
        let text = std::fs::read_to_string(&path).expect(file);
        assert!(text.contains(old), "{old} is in {file}");
        std::fs::write(&path, text.replacen(old, new, 1)).expect(file);
    };
    edit(
        "messages_en.pl",
        "en_message(cell_taken(_), \"Cell ~w is taken.\").",
        "en_message(cell_taken(_), \"Cell ~w is taken.\").\nen_message(only_english, \"Only here.\").",
    );
    edit(
        "help.pl",
        "help_entry(id, 'place(Sel)', \"menandai Sel (1..9, baris demi baris dari kiri atas)\").",
        "",
    );
    edit(
        "rules.pl",
        "%% apply_move(+State0, +Move, -State) is semidet.",
        "odd(C) :-\n    undefined_thing(C).\n\n%% apply_move(+State0, +Move, -State) is semidet.",
    );
    let rules_arg = rules.to_string_lossy().into_owned();

    let command = common::conquest(&["check", "--rules", &rules_arg, "--game", "tictactoe"], "");
    assert_eq!(command.code, 1, "{}{}", command.stdout, command.stderr);
    let found: Vec<&str> = command
        .stdout
        .lines()
        .filter_map(|l| l.strip_prefix("tictactoe: "))
        .filter(|l| !l.starts_with("3 problems"))
        .collect();
    assert_eq!(found.len(), 3, "{}", command.stdout);

    let toplevel = common::conquest(&["--rules", &rules_arg, "--game", "tictactoe"], "check.\n");
    let told: Vec<String> = toplevel
        .stdout
        .lines()
        .filter_map(|l| l.strip_prefix(&format!("{}/", game.display())))
        .map(str::to_string)
        .collect();
    // the same problems, in the same order, in the same words; the
    // toplevel says the engine's whole sentence where `conquest check`
    // does too
    assert_eq!(told, found, "{}", toplevel.stdout);
    assert!(
        found
            .iter()
            .any(|l| l.contains("message only_english/0 has no Indonesian text")),
        "{}",
        command.stdout
    );
    assert!(
        found
            .iter()
            .any(|l| l.contains("command place/1 (commands.pl) has no help_entry(id, ...)")),
        "{}",
        command.stdout
    );
    assert!(
        toplevel.stdout.contains("3 problems in the rulebook."),
        "{}",
        toplevel.stdout
    );
    // In an Indonesian session the text checks speak Indonesian too.
    let indonesian = common::conquest(
        &["--rules", &rules_arg, "--game", "tictactoe", "--lang", "id"],
        "check.\n",
    );
    for said in [
        "messages_en.pl:7: pesan only_english/0 tidak punya teks bahasa Indonesia di messages_id.pl",
        "help.pl: perintah place/1 (commands.pl) tidak punya help_entry(id, ...)",
    ] {
        assert!(indonesian.stdout.contains(said), "{said}: {}", indonesian.stdout);
    }
    assert!(
        !indonesian.stdout.contains("has no Indonesian text"),
        "{}",
        indonesian.stdout
    );
}

#[test]
fn check_at_the_toplevel_without_the_contract_says_what_it_skipped() {
    // A rules folder without the README's contract table: the text checks
    // cannot run, and `check.` says so rather than calling the game clean
    // of what it did not look at; the engine's checks still run.
    let rules = scratch_dir("check-no-contract");
    copy_tree(&shipped_rules(), &rules);
    std::fs::remove_file(rules.join("README.md")).expect("README.md");
    let rules_arg = rules.to_string_lossy().into_owned();
    let run = common::conquest(&["--rules", &rules_arg, "--game", "tictactoe"], "check.\n");
    assert!(
        run.stdout.contains(
            "games/tictactoe is not in a rules folder whose README.md has the table \"The rulebook contract\""
        ),
        "{}{}",
        run.stdout,
        run.stderr
    );
    assert!(
        run.stdout.contains(
            "The rulebook's calls all reach a predicate, and why/1 can locate every reason."
        ),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("keeps the contract"), "{}", run.stdout);
}
