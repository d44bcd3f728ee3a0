//! Rule errors named at their rule (prolog/host/rule_errors.pl) where no
//! transcript can show them: `conquest simulate` stopped by a rule that
//! raises or loops, on a copy of the tic-tac-toe rulebook; `--resume` of a
//! save whose check raises.

use crate::common::{self, conquest_in, scratch_dir, shipped_rules};
use std::path::{Path, PathBuf};

/// A rules folder: the shipped host and library, and tic-tac-toe with
/// `rules.pl` edited by `edit`.
fn tictactoe_with(edit: impl Fn(String) -> String) -> PathBuf {
    let dir = scratch_dir("rule-errors");
    common::copy_host_files(&dir);
    common::copy_tree(&shipped_rules().join("common"), &dir.join("common"));
    // The shipped example when there is one, else the tests' fixture.
    let shipped = shipped_rules().join("games/tictactoe");
    let fixture = if shipped.is_dir() {
        shipped
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/board_game/tictactoe")
    };
    let game = dir.join("games/tictactoe");
    common::copy_tree(&fixture, &game);
    let rules = game.join("rules.pl");
    let text = std::fs::read_to_string(&rules).expect("tic-tac-toe's rules");
    std::fs::write(&rules, edit(text)).expect("edit the rules");
    dir
}

/// The line of `rules.pl` in `dir` that starts with `start`.
fn line_of(dir: &Path, start: &str) -> usize {
    let text = std::fs::read_to_string(dir.join("games/tictactoe/rules.pl")).expect("rules");
    text.lines()
        .position(|l| l.starts_with(start))
        .expect("the line is there")
        + 1
}

fn simulate(dir: &Path, extra: &[&str]) -> common::Run {
    let rules = dir.to_string_lossy().into_owned();
    let mut args = vec![
        "simulate",
        "--rules",
        &rules,
        "--game",
        "tictactoe",
        "--games",
        "6",
        "--players",
        "first,random",
    ];
    args.extend_from_slice(extra);
    conquest_in(&scratch_dir("rule-errors-data"), &args, b"")
}

const APPLY_MOVE: &str = "apply_move(s(P, Cells0), I, s(Q, Cells)) :-\n";

#[test]
fn simulate_names_a_looping_rule_and_ends() {
    let dir = tictactoe_with(|text| {
        text.replacen(APPLY_MOVE, &format!("{APPLY_MOVE}    loop_here(P),\n"), 1)
            + "\nloop_here(P) :- loop_here(P).\n"
    });
    let line = line_of(&dir, "loop_here(P) :-");
    for jobs in ["1", "2"] {
        let run = simulate(&dir, &["--jobs", jobs, "--budget", "2000000"]);
        assert_eq!(run.code, 1, "--jobs {jobs}: {}\n{}", run.stdout, run.stderr);
        let rules = dir.join("games/tictactoe/rules.pl");
        let said = format!(
            "game 1 of the series stopped: Stopped after 2000000 inferences, \
             the budget of a command (--budget N changes it), in loop_here/1, \
             the rule at {}:{line}: does it loop?",
            rules.display()
        );
        assert!(run.stderr.contains(&said), "--jobs {jobs}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "no report: {}", run.stdout);
    }
}

#[test]
fn simulate_names_a_rule_that_raises() {
    let dir = tictactoe_with(|text| {
        text.replacen(
            APPLY_MOVE,
            &format!("{APPLY_MOVE}    X = foo, _ is X + 1,\n"),
            1,
        )
    });
    let line = line_of(&dir, "apply_move(s(P, Cells0)");
    let run = simulate(&dir, &["--jobs", "2"]);
    assert_eq!(run.code, 1, "{}\n{}", run.stdout, run.stderr);
    let said = format!(
        "Error in apply_move/3, the rule at {}:{line}: foo/0 is not a number or an \
         arithmetic function (error(type_error(evaluable,foo/0),(is)/2))",
        dir.join("games/tictactoe/rules.pl").display()
    );
    assert!(run.stderr.contains(&said), "{}", run.stderr);
}

#[test]
fn simulate_with_sound_rules_is_unchanged_by_the_budget() {
    let dir = tictactoe_with(|text| text);
    let run = simulate(&dir, &["--jobs", "1", "--budget", "2000000"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("games 6"), "{}", run.stdout);
}

/// `conquest --resume` when the rulebook's state check raises: the
/// autosave is refused naming what was raised and the clause.
#[test]
fn resume_names_the_error_a_save_check_raised() {
    let dir = scratch_dir("rule-errors-resume");
    common::copy_tree(&shipped_rules(), &dir.join("prolog"));
    let rules = dir.join("prolog");
    let rules_arg = rules.to_string_lossy().into_owned();
    let data = scratch_dir("rule-errors-resume-data");
    let args = ["--rules", &rules_arg, "--seed", "3"];
    let start = conquest_in(
        &data,
        &args,
        b"set_quiet(true), startGame([alice, bob], []), set_quiet(false).\n",
    );
    assert_eq!(start.code, 0, "{}", start.stderr);
    let file = rules.join("games/conquest/rules.pl");
    let text = std::fs::read_to_string(&file).expect("the rules");
    let head = "state_error(State, Error) :-\n";
    let line = text
        .lines()
        .position(|l| l == head.trim_end())
        .expect("state_error/2")
        + 1;
    std::fs::write(
        &file,
        text.replacen(head, &format!("{head}    no_such_check(State),\n"), 1),
    )
    .expect("edit the rules");
    let mut resume = args.to_vec();
    resume.push("--resume");
    let run = conquest_in(&data, &resume, b"");
    let said = format!(
        "checking it raised an error: no predicate no_such_check/1 is defined or imported \
         there (error(existence_error(procedure,no_such_check/1),no_such_check/1)), in \
         state_error/2 at {}:{line}.",
        file.display()
    );
    assert!(
        run.stdout.contains(&said) || run.stderr.contains(&said),
        "{}\n{}",
        run.stdout,
        run.stderr
    );
}
