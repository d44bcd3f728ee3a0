//! The toplevel and the host builtins, driven through batch mode on a toy game.

use crate::common::*;

fn toy(input: &str) -> Run {
    let dir = toy_rules(&[("toy.pl", ":- module(toy, [fact/1]).\nfact(a).\nfact(b).\n")]);
    let args = toy_args(&dir);
    conquest(&strs(&args), input)
}

fn toy_with(args_extra: &[&str], input: &str) -> Run {
    let dir = toy_rules(&[("toy.pl", ":- module(toy, [fact/1]).\nfact(a).\n")]);
    let mut args = toy_args(&dir);
    args.extend(args_extra.iter().map(|s| s.to_string()));
    conquest(&strs(&args), input)
}

#[test]
fn answers_print_bindings_then_yes_or_no() {
    let run = toy("X = 1.\nfact(X).\nfact(c).\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "\nX = 1\n\nyes\n\nX = a\n\nyes\n\nno\n");
}

#[test]
fn a_query_may_span_lines_and_a_line_may_hold_queries() {
    let run = toy("X = f(\n  1,\n  2).\nY = 1. Z = 2.\n");
    assert!(run.stdout.contains("X = f(1,2)"), "{}", run.stdout);
    assert!(run.stdout.contains("Y = 1"));
    assert!(run.stdout.contains("Z = 2"));
}

#[test]
fn strings_and_shared_variables_print_readably() {
    // As the engine's own toplevel names them: Y = f(Z), W = Z.
    let run = toy("X = \"abc\", Y = f(Z), W = Z.\n");
    assert!(
        run.stdout.contains("X = \"abc\"\nY = f(Z)\nZ = W\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn unparsable_queries_give_messages_and_the_toplevel_goes_on() {
    let inputs = ["foo(.\n", "X = .\n", ".\n", "f(a)) .\n", "[1,2.\n"];
    for bad in inputs {
        let run = toy(&format!("{bad}fact(X).\n"));
        assert_eq!(run.code, 0, "{bad:?}: {}", run.stderr);
        assert!(
            run.stdout.contains("syntax error"),
            "{bad:?} gave {}",
            run.stdout
        );
        assert!(run.stdout.contains("X = a"), "{bad:?} then: {}", run.stdout);
        assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    }
}

#[test]
fn an_unbalanced_quote_ends_at_its_line_and_the_next_query_runs() {
    let run = toy("X = 'abc.\nfact(X).\n");
    assert_eq!(run.code, 0);
    assert!(
        run.stdout.contains("the quote ' is never closed"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("X = a"), "{}", run.stdout);
    assert!(!run.stdout.contains("end of input"), "{}", run.stdout);
}

#[test]
fn end_of_input_inside_a_multi_line_query() {
    let run = toy_with(&["--strict"], "fact(X),\n  X == a\n");
    assert!(
        run.stdout
            .contains("end of input inside an unfinished query"),
        "{}",
        run.stdout
    );
    assert_eq!(run.code, 1);
}

#[test]
fn huge_lines_garbage_and_invalid_utf8_never_panic() {
    let long = format!("X = '{}'.\n", "a".repeat(10_000));
    let run = toy(&format!("{long}fact(Y).\n"));
    assert!(run.stdout.contains("Y = a"), "{}", &run.stdout[..200]);
    // Every byte but the quotes, which would open an atom that never closes.
    let mut bytes: Vec<u8> = (0u8..=255).filter(|b| !b"'\"`".contains(b)).collect();
    bytes.extend_from_slice(b".\n\xff\xfe\x00foo.\nfact(Y).\n");
    let dir = toy_rules(&[("toy.pl", ":- module(toy, [fact/1]).\nfact(a).\n")]);
    let run = conquest_bytes(&strs(&toy_args(&dir)), &bytes);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    assert!(run.stdout.contains("Y = a"), "{}", run.stdout);
}

#[test]
fn undefined_predicates_are_uncaught_exceptions() {
    let run = toy("nosuch(1).\n");
    assert!(
        run.stdout
            .contains("uncaught exception: error(existence_error(procedure,nosuch/1),nosuch/1)"),
        "{}",
        run.stdout
    );
}

#[test]
fn strict_mode_exits_1_after_an_error_and_0_without() {
    assert_eq!(toy_with(&["--strict"], "nosuch.\nX = 1.\n").code, 1);
    assert_eq!(toy_with(&["--strict"], "X = 1.\n").code, 0);
    assert_eq!(toy_with(&[], "nosuch.\n").code, 0);
}

#[test]
fn goals_run_before_the_toplevel_and_halt_exits() {
    let run = toy_with(
        &["-g", "fact(X), write(X), nl", "-g", "halt"],
        "write(never).\n",
    );
    assert_eq!(run.code, 0);
    assert!(run.stdout.starts_with("a\n"), "{}", run.stdout);
    assert!(!run.stdout.contains("never"));
    assert_eq!(toy_with(&["-g", "halt(3)"], "").code, 3);
    let run = toy_with(&[], "write(one), nl, halt.\nwrite(two).\n");
    assert!(run.stdout.contains("one") && !run.stdout.contains("two"));
}

#[test]
fn a_bad_goal_in_g_is_reported_and_the_program_ends() {
    let run = toy_with(&["-g", "foo("], "X = 1.\n");
    assert!(run.stdout.contains("syntax error"), "{}", run.stdout);
    assert!(!run.stdout.contains("X = 1"), "{}", run.stdout);
    assert_eq!(run.code, 2);
}

#[test]
fn dice_are_reproducible_with_a_seed() {
    let query = "roll_dice(10, D), random_between(1, 1000, X), random_member(M, [a,b,c,d]).\n";
    let a = toy(query);
    let b = toy(query);
    assert_eq!(a.stdout, b.stdout);
    let dir = toy_rules(&[]);
    let mut args = toy_args(&dir);
    args[5] = "8".into();
    let c = conquest(&strs(&args), query);
    assert_ne!(a.stdout, c.stdout);
    let dice_line = a.stdout.lines().find(|l| l.starts_with("D = ")).unwrap();
    let dice: Vec<i64> = dice_line[5..]
        .trim_matches(|c| c == '[' || c == ']')
        .split(',')
        .map(|d| d.parse().unwrap())
        .collect();
    assert_eq!(dice.len(), 10);
    assert!(dice.iter().all(|d| (1..=6).contains(d)));
    let run = toy("host_seed(S).\n");
    assert!(run.stdout.contains("S = 7"), "{}", run.stdout);
}

/// dice.pl draws dice and numbers from batches of the generator's words;
/// they must be what `rand`'s gen_range gives for the same seed (a seed
/// replays the games it always did), over both of its number paths, the
/// whole 64-bit range and a rejected try, and rng_state/2 must count only
/// the words used.
#[test]
fn draws_are_the_generators_gen_range_of_the_seed() {
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    // Ranges of 3 and 3 * 2^20 reject a quarter of their small-path tries,
    // 2^22 (the first on the 128-bit path) half of its tries.
    let ranges: Vec<(i64, i64)> = [
        (1, 6),
        (-5, 5),
        (0, 2),
        (1, 3_145_728),
        (1, 4_194_303),
        (1, 4_194_304),
        (0, 1_000_000_000_000),
        (i64::MIN, i64::MAX),
    ]
    .repeat(3);
    let draws: Vec<String> = ranges
        .iter()
        .enumerate()
        .map(|(i, (low, high))| format!("random_between({low}, {high}, X{i})"))
        .collect();
    let query = format!(
        "roll_dice(70, D), {}, rng_state(_, P), write(D/[{}]/P), nl.\n",
        draws.join(", "),
        (0..ranges.len())
            .map(|i| format!("X{i}"))
            .collect::<Vec<_>>()
            .join(",")
    );
    let dir = toy_rules(&[]);
    for seed in [1u64, 7, 42, 123_456_789] {
        let mut args = toy_args(&dir);
        args[5] = seed.to_string();
        let run = conquest(&strs(&args), &query);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let dice: Vec<String> = (0..70)
            .map(|_| rng.gen_range(1..=6u8).to_string())
            .collect();
        let numbers: Vec<String> = ranges
            .iter()
            .map(|(low, high)| rng.gen_range(*low..=*high).to_string())
            .collect();
        let expected = format!(
            "[{}]/[{}]/{}",
            dice.join(","),
            numbers.join(","),
            rng.get_word_pos()
        );
        assert!(
            run.stdout.lines().any(|line| line == expected),
            "seed {seed}: expected {expected}\n{}",
            run.stdout
        );
    }
}

#[test]
fn host_builtins_reject_bad_arguments_with_errors() {
    let run = toy("roll_dice(x, D).\nrandom_between(5, 1, X).\nrandom_member(X, []).\nroll_dice(99999999, D).\n");
    assert_eq!(
        run.stdout.matches("uncaught exception").count(),
        4,
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("type_error(integer,x)"));
    assert!(run.stdout.contains("too_many_dice"));
}

#[test]
fn ask_reads_the_next_line_and_end_of_input_is_an_error_not_a_hang() {
    let run = toy("ask('Name? ', A).\nAlice.\n");
    assert!(run.stdout.contains("Name? Alice."), "{}", run.stdout);
    assert!(run.stdout.contains("A = 'Alice'"), "{}", run.stdout);
    let run = toy("catch(ask('Name? ', A), error(host_error(E), _), true).\n");
    assert!(run.stdout.contains("E = end_of_input"), "{}", run.stdout);
}

#[test]
fn consulting_a_missing_file_raises_the_engines_error() {
    // As GNU Prolog and Scryer do: catch/3 and --strict see it.
    let run = toy(
        "consult('/no/such/file.pl').\n['/no/such/other'].\nconsult(X).\nconsult(12).\n\
         use_module(library(no_such_library)).\nensure_loaded(nofile).\nfact(Y).\n\
         ensure_loaded(library(dcgs)), phrase(\"a\", \"a\"), Z = loaded.\n",
    );
    for error in [
        "error(existence_error(source_sink,'/no/such/file.pl'),consult/1)",
        "error(existence_error(source_sink,'/no/such/other'),consult/1)",
        "error(instantiation_error,consult/1)",
        "error(type_error(atom,12),consult/1)",
        "error(existence_error(source_sink,library(no_such_library)),use_module/1)",
        "error(existence_error(source_sink,nofile),ensure_loaded/1)",
    ] {
        assert!(run.stdout.contains(error), "{error}: {}", run.stdout);
    }
    // consult(X) used to bind X to user and read the next lines as clauses
    assert!(run.stdout.contains("Y = a"), "{}", run.stdout);
    assert!(run.stdout.contains("Z = loaded"), "{}", run.stdout);
    let strict = toy_with(&["--strict"], "['/no/such/file'].\n");
    assert_eq!(strict.code, 1, "{}", strict.stdout);
}

/// Modules that use each other (a uses b, b uses a) load once each and see
/// each other's predicates; the engine alone loaded them in turn until no
/// file could be opened, and the session could not read a file afterwards.
#[test]
fn modules_that_use_each_other_load_and_leave_files_openable() {
    let dir = scratch_dir("cycle");
    std::fs::write(
        dir.join("a.pl"),
        ":- module(a, [fa/1]).\n:- use_module(b).\nfa(X) :- fb(X).\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("b.pl"),
        ":- module(b, [fb/1, gb/1]).\n:- use_module(a).\nfb(1).\ngb(X) :- fa(X).\n",
    )
    .unwrap();
    let a = dir.join("a.pl").to_string_lossy().into_owned();
    let run = toy(&format!(
        "consult('{a}').\nfa(X).\ngb(Y).\n\
         open('{a}', read, S), read(S, T), close(S).\n"
    ));
    assert!(
        run.stdout.contains(&format!("Loaded {a}.")),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("error"), "{}", run.stdout);
    assert!(run.stdout.contains("X = 1"), "{}", run.stdout);
    assert!(run.stdout.contains("Y = 1"), "{}", run.stdout);
    assert!(
        run.stdout.contains("T = (:-module(a,[fa/1]))"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_file_with_syntax_errors_reports_each_and_keeps_the_old_clauses() {
    let dir = scratch_dir("consult");
    let file = dir.join("mine.pl");
    std::fs::write(&file, "colour(red).\ncolour(blue).\n").unwrap();
    let path = file.to_string_lossy().into_owned();
    let bad = "colour(green).\n% comment\ncolour(.\n\ncolour(pink) :- .\ncolour(black).\nx('unterminated).\n";
    let script = format!(
        "consult('{path}').\nfindall(C, colour(C), Cs).\n\
         open('{path}', write, S), write(S, '{}'), close(S).\n\
         consult('{path}').\nfindall(C, colour(C), Cs).\n",
        bad.replace('\n', "\\n").replace('\'', "\\'")
    );
    let run = toy(&script);
    assert!(
        run.stdout
            .contains(&format!("{path}:3:8: syntax error: ( is never closed")),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(&format!(
            "{path}:5:16: syntax error: the clause ends too early"
        )),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(&format!(
            "{path}:7:3: syntax error: the quote ' is never closed"
        )),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("was not loaded"), "{}", run.stdout);
    assert_eq!(
        run.stdout.matches("Cs = [red,blue]").count(),
        2,
        "{}",
        run.stdout
    );
}

#[test]
fn make_reloads_changed_files() {
    let dir = scratch_dir("make");
    let file = dir.join("mine.pl");
    std::fs::write(&file, "level(1).\n").unwrap();
    let path = file.to_string_lossy().into_owned();
    let script = format!(
        "['{path}'].\nlevel(X).\nmake.\n\
         open('{path}', write, S), write(S, 'level(2).'), nl(S), close(S).\n\
         make.\nlevel(Y).\n"
    );
    let run = toy(&script);
    assert!(run.stdout.contains("X = 1"), "{}", run.stdout);
    assert!(
        run.stdout.contains("No loaded file has changed."),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Y = 2"), "{}", run.stdout);
}

#[test]
fn files_on_the_command_line_are_consulted() {
    let dir = scratch_dir("cli");
    let file = dir.join("extra.pl");
    std::fs::write(&file, "extra(42).\n").unwrap();
    let run = toy_with(&[file.to_str().unwrap()], "extra(X).\n");
    assert!(run.stdout.contains("X = 42"), "{}", run.stdout);
}

#[test]
fn files_ending_in_blank_lines_or_a_comment_load() {
    let dir = scratch_dir("trailing");
    for (name, text) in [
        ("blank.pl", "extra(1).\n\n\n"),
        ("spaces.pl", "extra(2).\n   \n"),
        ("comment.pl", "extra(3).\n\n% the end\n"),
    ] {
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        let run = toy_with(&[file.to_str().unwrap()], "extra(X).\n");
        assert!(
            !run.stdout.contains("syntax error"),
            "{name}: {}",
            run.stdout
        );
        assert!(run.stdout.contains("X = "), "{name}: {}", run.stdout);
    }
}

#[test]
fn a_runaway_query_stops_at_the_inference_limit_and_the_toplevel_goes_on() {
    let dir = scratch_dir("loop");
    let file = dir.join("loop.pl");
    std::fs::write(&file, "spin :- spin.\ngrow(X) :- grow(f(X)).\n").unwrap();
    let run = toy_with(
        &[file.to_str().unwrap()],
        "set_inference_limit(200000).\nspin.\ngrow(a).\nfact(X).\n",
    );
    assert_eq!(
        run.stdout
            .matches("stopped after 200000 inferences")
            .count(),
        2,
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("X = a"));
}

#[test]
fn help_lists_the_host_builtins() {
    let run = toy("help.\nhelp(roll_dice).\nhelp(nosuch).\n");
    assert!(run.stdout.contains("roll_dice(N, Dice)."), "{}", run.stdout);
    assert!(run.stdout.contains("make."));
    assert!(run
        .stdout
        .contains("No command or builtin is called nosuch"));
}

#[test]
fn command_line_mistakes_exit_2_with_a_message() {
    let run = conquest(&["--no-such-option"], "");
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("--no-such-option"));
    let dir = toy_rules(&[]);
    let mut args = toy_args(&dir);
    args.push("/no/such/file.pl".into());
    let run = conquest(&strs(&args), "");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("no such file: /no/such/file.pl"),
        "{}",
        run.stderr
    );
    let run = conquest(&["--rules", dir.to_str().unwrap(), "--game", "chess"], "");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("unknown game 'chess'"),
        "{}",
        run.stderr
    );
    let run = conquest(&["--rules", "/no/such/dir"], "");
    assert_eq!(run.code, 2);
}

#[test]
fn version_and_help_options() {
    let run = conquest(&["--version"], "");
    assert_eq!(run.code, 0);
    assert!(run.stdout.contains(env!("CARGO_PKG_VERSION")));
    let run = conquest(&["--help"], "");
    assert!(run.stdout.contains("--seed"));
}

#[test]
fn time_reports_one_line_per_answer_and_nothing_else() {
    let run = conquest(
        &["--game", "none"],
        "time(true).\ntime(fail).\nX = after.\n",
    );
    let reports: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("% CPU time: "))
        .collect();
    assert_eq!(reports.len(), 2, "{}", run.stdout);
    // time/1's own work is not counted: true is one inference.
    assert!(reports[0].ends_with("s, 1 inference"), "{}", run.stdout);
    let seconds = reports[0]["% CPU time: ".len()..]
        .split('s')
        .next()
        .unwrap();
    assert!(seconds.parse::<f64>().is_ok(), "{}", run.stdout);
    assert!(
        run.stdout
            .lines()
            .all(|l| l.is_empty() || !l.trim().is_empty()),
        "a line of spaces: {:?}",
        run.stdout
    );
    assert!(run.stdout.contains("X = after"), "{}", run.stdout);
}

/// Runs the binary in batch with `first` as input, sends Ctrl-C once its
/// output holds `marker` `times` times, then types `then`; returns the
/// whole output, the standard error and the exit status.
#[cfg(unix)]
fn interrupted_run(
    first: &[u8],
    marker: &str,
    times: usize,
    then: &[u8],
) -> (String, String, Option<i32>) {
    use std::io::{BufRead, Read, Write};
    let data = scratch_dir("data");
    let mut child = conquest_command(&data)
        .args(["--seed", "5"])
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("piped");
    let mut stdout = std::io::BufReader::new(child.stdout.take().expect("piped"));
    stdin.write_all(first).expect("write");
    stdin.flush().expect("flush");
    let mut seen = String::new();
    while seen.matches(marker).count() < times {
        let mut line = String::new();
        assert!(stdout.read_line(&mut line).expect("read") > 0, "{seen}");
        seen.push_str(&line);
    }
    // SAFETY: sending a signal to our own child process.
    unsafe {
        libc::kill(child.id() as libc::pid_t, libc::SIGINT);
    }
    // A query Ctrl-C does not stop would hang the test: it is killed
    // after a minute, and the missing "Interrupted." fails the test.
    let finished = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let watchdog = {
        let finished = finished.clone();
        let pid = child.id() as libc::pid_t;
        std::thread::spawn(move || {
            for _ in 0..600 {
                if finished.load(std::sync::atomic::Ordering::SeqCst) {
                    return;
                }
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            // SAFETY: our own child, not yet waited for.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        })
    };
    stdin.write_all(then).expect("write");
    drop(stdin);
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).expect("read");
    let output = child.wait_with_output().expect("runs");
    finished.store(true, std::sync::atomic::Ordering::SeqCst);
    watchdog.join().expect("the watchdog ends");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (seen + &rest, stderr, output.status.code())
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_pure_loop_and_the_session_goes_on() {
    // No host call and no limit: only the engine's own interrupt check
    // can stop `repeat, fail`.
    let (stdout, stderr, code) = interrupted_run(
        // The marker is written in two parts: the echo of the query must
        // not show it before the loop runs.
        b"set_inference_limit(infinite).\n\
          write(loop), write(ing), nl, flush_output, repeat, fail.\n",
        "looping",
        1,
        b"X = after.\n",
    );
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    assert!(stdout.contains("Interrupted."), "{stdout}");
    assert!(stdout.contains("X = after"), "{stdout}");
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_game_command_caught_in_a_looping_rule() {
    // A command typed alone runs without the toplevel's inference limit.
    // Only the rule writes the marker: the echoed queries must not.
    let dir = scratch_dir("rule_spin");
    let file = dir.join("spin.pl");
    std::fs::write(
        &file,
        "conquest_map:continent(_, _, _) :- write(looping), nl, flush_output, repeat, fail.\n",
    )
    .unwrap();
    let setup = format!(
        "set_quiet(true), startGame([alice, bob]), \
         forall(territory(T, _, _), takeLocation(T)), \
         placeAutomatic, placeAutomatic, set_quiet(false).\n\
         consult('{}').\n\
         checkIncomingTroops(p1).\n",
        file.display()
    );
    let (stdout, stderr, code) = interrupted_run(
        setup.as_bytes(),
        "looping",
        1,
        b"owner(a1, P), write(still(P)), nl.\n",
    );
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    assert!(stdout.contains("Interrupted."), "{stdout}");
    assert!(stdout.contains("still("), "{stdout}");
}

#[cfg(unix)]
#[test]
fn ctrl_c_during_a_game_of_computers_keeps_the_turns_they_finished() {
    // Before, the whole query was undone: no game was left running.
    let (stdout, stderr, code) = interrupted_run(
        b"startGame([cpu(hard), cpu(hard), cpu(hard), cpu(hard)], [max_rounds(300)]).\n",
        "takes territory",
        8,
        b"history(Moves), length(Moves, N), N >= 8, write(kept), nl.\n",
    );
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    assert!(stdout.contains("Interrupted."), "{stdout}");
    assert!(stdout.contains("kept"), "{stdout}");
}

#[test]
fn halt_inside_a_consulted_rule_ends_the_session_with_its_code() {
    let dir = scratch_dir("halt");
    let file = dir.join("quit.pl");
    std::fs::write(&file, "quit :- write(bye), nl, halt(4).\n").unwrap();
    let run = toy_with(&[file.to_str().unwrap()], "quit.\nwrite(never).\n");
    assert_eq!(run.code, 4, "{}", run.stdout);
    assert!(run.stdout.contains("bye"), "{}", run.stdout);
    assert!(!run.stdout.contains("never"), "{}", run.stdout);
}

#[test]
fn completion_offers_imported_predicates_and_only_plain_names() {
    let run = toy(
        "toplevel:completion_words(Ws), (memberchk(fact, Ws) -> In = yes ; In = no), \
         (member(W, Ws), \\+ atom_chars(W, [_|_]) -> Odd = W ; Odd = none), \
         (memberchk('-->', Ws) -> Arrow = yes ; Arrow = no).\n",
    );
    assert!(run.stdout.contains("In = yes"), "{}", run.stdout);
    assert!(run.stdout.contains("Odd = none"), "{}", run.stdout);
    assert!(run.stdout.contains("Arrow = no"), "{}", run.stdout);
}

#[test]
fn completion_offers_every_built_in() {
    let run = conquest(
        &["--game", "none"],
        "toplevel:completion_words(Ws), \
         forall(member(B, [atom_length, write_canonical, sub_atom, number_codes, catch]), \
                (memberchk(B, Ws) -> true ; write(missing(B)), nl)), write(checked), nl.\n",
    );
    assert!(run.stdout.contains("checked"), "{}", run.stdout);
    assert!(!run.stdout.contains("missing("), "{}", run.stdout);
}

#[test]
fn halt_in_a_directive_or_an_initialization_goal_ends_the_session_there() {
    let dir = scratch_dir("halt_directive");
    let init = dir.join("init.pl");
    std::fs::write(
        &init,
        "main :- write(running), nl, halt(2).\n:- initialization(main).\nafter.\n",
    )
    .unwrap();
    let run = toy_with(&[init.to_str().unwrap()], "write(never).\n");
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(run.stdout.contains("running"), "{}", run.stdout);
    for unwanted in ["never", "raised", "Loaded", "toplevel_halt"] {
        assert!(!run.stdout.contains(unwanted), "{unwanted}: {}", run.stdout);
    }
    let plain = dir.join("plain.pl");
    std::fs::write(&plain, "p(1).\n:- halt(5).\nq(2).\n").unwrap();
    let consulted = toy_with(
        &[],
        &format!("consult('{}').\nwrite(never).\n", plain.display()),
    );
    assert_eq!(consulted.code, 5, "{}", consulted.stdout);
    assert!(!consulted.stdout.contains("never"), "{}", consulted.stdout);
}

#[test]
fn halt_is_not_caught_by_catch() {
    let run = toy_with(&[], "catch(halt(3), _, fail).\nwrite(never).\n");
    assert_eq!(run.code, 3, "{}", run.stdout);
    assert!(!run.stdout.contains("never"), "{}", run.stdout);
    let shown = toy_with(&[], "catch(halt, E, true).\nwrite(never).\n");
    assert_eq!(shown.code, 0, "{}", shown.stdout);
    assert!(!shown.stdout.contains("toplevel_halt"), "{}", shown.stdout);
    assert!(!shown.stdout.contains("never"), "{}", shown.stdout);
    let goal = toy_with(&["-g", "catch(halt(2), _, true)", "-g", "write(never)"], "");
    assert_eq!(goal.code, 2, "{}", goal.stdout);
    assert!(!goal.stdout.contains("never"), "{}", goal.stdout);
}

#[test]
fn halt_with_a_status_that_is_not_an_integer_is_an_error() {
    let run = toy_with(&[], "halt(foo).\nhalt(_).\nwrite(after), nl.\n");
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(
        run.stdout.contains("error(type_error(integer,foo),halt/1)"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("error(instantiation_error,halt/1)"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("after"), "{}", run.stdout);
}

#[test]
fn output_sent_elsewhere_does_not_break_the_toplevel() {
    // Scryer 0.10's set_output/1 moves the alias user_output to the new
    // stream; the toplevel's requests used to follow it there.
    let run = toy_with(
        &[],
        "set_output(user_error).\nX = 1.\nwrite(hello), nl.\nfact(Y).\n",
    );
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    let all = format!("{}{}", run.stdout, run.stderr);
    assert!(all.contains("X = 1"), "{all}");
    assert!(all.contains("hello"), "{all}");
    assert!(all.contains("Y = a"), "{all}");
    assert!(!all.contains("\u{1}CQ") && !all.contains("bridge"), "{all}");
}

#[test]
fn fresh_variables_of_long_answers_get_names_to_the_last_shown() {
    // The 999th was shown by its engine number (_3154) rather than _K38.
    for n in [998, 999, 1000, 1500] {
        let run = toy_with(&[], &format!("length(L, {n}).\n"));
        assert!(run.stdout.contains("L = [_A,_B,"), "{n}: {}", run.stdout);
        let raw = run
            .stdout
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .find(|w| {
                w.starts_with('_') && w[1..].chars().all(|c| c.is_ascii_digit()) && w.len() > 1
            });
        assert_eq!(raw, None, "{n}: an engine name in the answer");
    }
}

#[test]
fn one_of_a_count_is_singular_but_a_verb_before_a_count_is_kept() {
    // "CPU 1 moves 1 troop": the player's number is no count of moves.
    // The plural words are the game's (its message tables name them).
    let dir = toy_rules(&[(
        "words.pl",
        ":- module(words, [plural_word/2]).\n\
         plural_word(\"troops\", \"troop\").\n\
         plural_word(\"moves\", \"move\").\n",
    )]);
    let run = conquest(
        &strs(&toy_args(&dir)),
        "text:singular_counts(\"CPU 1 moves 1 troops, 1 moves left, 11 troops.\", Cs), \
         atom_chars(A, Cs), write(A), nl.\n",
    );
    assert!(
        run.stdout
            .contains("CPU 1 moves 1 troop, 1 move left, 11 troops."),
        "{}",
        run.stdout
    );
}

#[test]
fn a_host_file_that_does_not_load_ends_the_start_with_a_message_not_an_abort() {
    let rules = scratch_dir("broken-host");
    copy_tree(&shipped_rules(), &rules);
    let toplevel = rules.join("host/toplevel.pl");
    let text = std::fs::read_to_string(&toplevel).unwrap().replacen(
        ":- use_module(library(util)).",
        ":- use_module(library(util)).\n:- use_module(library(no_such_library)).",
        1,
    );
    std::fs::write(&toplevel, text).unwrap();
    let rules_arg = rules.to_string_lossy().into_owned();
    let run = conquest(&["--rules", &rules_arg, "--game", "none", "-g", "halt"], "");
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("no_such_library"), "{}", run.stdout);
    assert!(
        run.stderr
            .contains("the engine failed while it loaded the rules"),
        "{}",
        run.stderr
    );
}
