//! Plain Prolog (`--game none`) as a programmer scripts it: what `-g` goals
//! and `--strict` leave in the exit status, and what a file that could not
//! be loaded makes `consult/1` do. The toplevel's own answers are in
//! `tests/transcripts/plain/`.

use crate::common::terminal::Terminal;
use crate::common::{conquest, scratch_dir, Run};

fn plain(args: &[&str], input: &str) -> Run {
    let mut all = vec!["--game", "none"];
    all.extend_from_slice(args);
    conquest(&all, input)
}

#[test]
fn a_failed_goal_exits_1_and_the_goals_after_it_do_not_run() {
    let run = plain(&["-g", "fail", "-g", "write(after)"], "write(typed).\n");
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.stdout.contains("the goal failed: fail."),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("after"), "{}", run.stdout);
    assert!(!run.stdout.contains("typed"), "{}", run.stdout);
}

#[test]
fn a_goal_that_raises_or_cannot_be_read_exits_2() {
    let run = plain(&["-g", "X is foo + 1", "-g", "write(after)"], "");
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(
        run.stdout.contains("type_error(evaluable,foo/0)"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("after"), "{}", run.stdout);
    let run = plain(&["-g", "foo(", "-g", "write(after)"], "");
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(run.stdout.contains("syntax error"), "{}", run.stdout);
    assert!(!run.stdout.contains("after"), "{}", run.stdout);
}

#[test]
fn goals_that_succeed_run_in_order_then_the_toplevel() {
    let run = plain(&["-g", "write(one)", "-g", "write(two)"], "write(three).\n");
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(run.stdout.starts_with("onetwothree"), "{}", run.stdout);
}

#[test]
fn a_goal_stopped_by_the_inference_limit_exits_2() {
    let run = plain(
        &[
            "--strict",
            "-g",
            "set_inference_limit(10000)",
            "-g",
            "between(1, 100000, X), X >= 100000",
            "-g",
            "halt",
        ],
        "",
    );
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(run.stdout.contains("stopped after 10000"), "{}", run.stdout);
}

#[test]
fn plain_prolog_has_no_inference_limit_unless_set() {
    let run = plain(
        &[],
        "inference_limit(L).\nset_inference_limit(5000).\ninference_limit(L).\n",
    );
    assert!(run.stdout.contains("L = infinite"), "{}", run.stdout);
    assert!(run.stdout.contains("L = 5000"), "{}", run.stdout);
}

#[test]
fn strict_exits_1_at_halt_after_an_error() {
    let run = plain(&["--strict"], "X is foo.\nwrite(on), nl.\nhalt.\n");
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(run.stdout.contains("on"), "{}", run.stdout);
    let run = plain(&["--strict"], "X = 1.\nhalt.\n");
    assert_eq!(run.code, 0, "{}", run.stdout);
    let run = plain(&[], "X is foo.\nhalt.\n");
    assert_eq!(run.code, 0, "{}", run.stdout);
    let run = plain(&["--strict"], "X is foo.\nhalt(3).\n");
    assert_eq!(run.code, 3, "{}", run.stdout);
}

#[test]
fn at_a_terminal_an_unclosed_quote_ends_at_its_line_and_a_continued_one_shows_it() {
    let data = scratch_dir("data");
    let mut terminal = Terminal::start(&data, &["--game", "none"]);
    terminal.wait_for("| ?- ");
    terminal.type_text("X = 'abc.\r");
    terminal.wait_for("is never closed");
    terminal.type_text("V = 'a\\\r");
    terminal.wait_for("'|   ");
    terminal.type_text("b'.\r");
    terminal.wait_for("V = ab");
    terminal.type_text("halt.\r");
    assert_eq!(terminal.exit_code(), 0, "{}", terminal.text());
}

#[test]
fn strict_exits_1_when_a_consulted_file_could_not_be_loaded() {
    let dir = scratch_dir("plain-consult");
    let file = dir.join("bad.pl");
    std::fs::write(&file, "p(1).\np(2 :- .\n").expect("write");
    let input = format!("consult('{}').\nhalt.\n", file.display());
    let run = plain(&["--strict"], &input);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(run.stdout.contains("syntax_error"), "{}", run.stdout);
}

#[test]
fn a_file_reached_through_a_link_or_dotdot_loads_once() {
    let dir = scratch_dir("plain-link");
    std::fs::create_dir_all(dir.join("a")).expect("dir");
    std::fs::create_dir_all(dir.join("b")).expect("dir");
    std::fs::write(
        dir.join("b/c.pl"),
        ":- initialization((write(init_c), nl)).\nc(1).\n",
    )
    .expect("write");
    std::os::unix::fs::symlink(dir.join("b/c.pl"), dir.join("a/link.pl")).expect("link");
    std::fs::write(
        dir.join("a/main.pl"),
        ":- consult('../b/c.pl').\n:- ensure_loaded(link).\n:- ensure_loaded('../a/../b/c').\n",
    )
    .expect("write");
    let input = format!("consult('{}').\n", dir.join("a/main.pl").display());
    let run = plain(&[], &input);
    assert_eq!(run.stdout.matches("init_c").count(), 1, "{}", run.stdout);
    assert!(!run.stdout.contains("raised"), "{}", run.stdout);
}

/// scryer-prolog answers a query of thousands of control constructs (its
/// call/1 takes time growing with their square, but Ctrl-C stops it), and
/// so does the toplevel: no query is refused for its size.
#[test]
fn a_query_of_thousands_of_control_constructs_is_answered() {
    let conjunction = vec!["X = 1"; 6000].join(", ");
    let input = format!("{conjunction}, \\+ fail, (X == 1 -> Y = done ; Y = no).\n");
    let run = plain(&[], &input);
    assert!(run.stdout.contains("Y = done"), "{}", run.stdout);
    assert!(!run.stdout.contains("not run"), "{}", run.stdout);
}

/// The help of a plain session lists what it has: not the game's
/// `display_map.`, overrides or command budget, which a game session lists.
#[test]
fn the_help_of_a_plain_session_lists_no_game_builtins() {
    let run = plain(&["-g", "help", "-g", "halt"], "");
    assert!(run.stdout.contains("listing(Name)."), "{}", run.stdout);
    for game_only in ["display_map.", "override", "set_command_budget("] {
        assert!(!run.stdout.contains(game_only), "{}", run.stdout);
    }
    let run = conquest(&["-g", "help", "-g", "halt"], "");
    assert!(run.stdout.contains("display_map."), "{}", run.stdout);
    assert!(run.stdout.contains("set_command_budget("), "{}", run.stdout);
}

/// A module that asserted facts and is loaded again: Scryer 0.10 printed
/// "% Warning: overwriting $clause/2 because the clauses are
/// discontiguous" at its next assert (scryer-prolog does it after
/// `consult/1` twice), and in a game it came at the first computer turn
/// after `make.`. The engine prints it itself, so only the binary shows it.
#[test]
fn a_module_loaded_again_asserts_without_an_engine_warning() {
    let dir = scratch_dir("reloaded_memo");
    let file = dir.join("memo.pl");
    std::fs::write(
        &file,
        ":- module(memo, [add/1, got/1]).\n\
         :- dynamic(memo_/1).\n\
         add(X) :- assertz(memo_(X)).\n\
         got(L) :- findall(X, memo_(X), L).\n",
    )
    .unwrap();
    let path = file.display().to_string();
    let input = format!("consult('{path}').\nadd(1).\nconsult('{path}').\nadd(2).\ngot(L).\n");
    let run = plain(&[], &input);
    assert!(!run.stdout.contains("Warning"), "{}", run.stdout);
    // The reload drops the facts, as the engine's own reload does.
    assert!(run.stdout.contains("L = [2]"), "{}", run.stdout);
}

#[test]
fn a_recursion_that_never_ends_is_stopped_by_the_memory_bound_and_the_session_goes_on() {
    // The inference limit is a backstop: should the bound not stop the
    // recursion, it stops at about 700 MB with another message.
    let run = plain(
        &[
            "--query-memory",
            "64",
            "--strict",
            "-g",
            "set_inference_limit(50000000)",
        ],
        "assertz((loop(N) :- M is N + 1, loop(M), true)).\nloop(0).\nloop(0).\nX = 1.\n",
    );
    let stopped = "The query was stopped: it took the program's memory more than 64 MB \
                   past its size at the first query";
    assert_eq!(run.stdout.matches(stopped).count(), 2, "{}", run.stdout);
    assert!(run.stdout.contains("X = 1"), "{}", run.stdout);
    assert_eq!(
        run.code, 1,
        "--strict counts it as an error: {}",
        run.stdout
    );
}
