//! The sandbox of joined players' queries (`prolog/host/sandbox.pl`, issue
//! 36): an attack list, every goal of which must be refused before it runs,
//! and the queries real players ask, which must pass, checked on one
//! in-process engine with a Global Conquest game under way. Then the budget:
//! goals the check lets through but that would run away are stopped by
//! `sandbox_run/4`, and the engine answers the next query.

use std::io::Cursor;

use conquest::app::ENGINE_STACK;
use conquest::engine::{term_text, Engine};
use conquest::io::input::{BatchInput, Output};

/// Goals a joined player must never run, each with the reason it is
/// refused for (`safe_goal/3`'s `unsafe(Culprit, Reason)`).
const ATTACKS: &[(&str, &str)] = &[
    // the program's database
    ("assertz(owner(na1, p2))", "changes_database"),
    ("asserta(foo)", "changes_database"),
    ("assert(foo)", "changes_database"),
    ("retract(owner(_, _))", "changes_database"),
    ("retractall(owner(_, _))", "changes_database"),
    ("abolish(owner/2)", "changes_database"),
    // loading code
    ("consult(foo)", "loads_code"),
    ("[foo]", "loads_code"),
    ("ensure_loaded(foo)", "loads_code"),
    ("use_module(library(os))", "loads_code"),
    ("make", "loads_code"),
    ("check", "loads_code"),
    // syntax, flags and the session's settings
    ("op(700, xfx, ===>)", "changes_syntax"),
    ("char_conversion(a, b)", "changes_syntax"),
    ("set_prolog_flag(double_quotes, atom)", "changes_flags"),
    ("set_lang(id)", "changes_flags"),
    ("set_inference_limit(infinite)", "changes_flags"),
    ("set_command_budget(infinite)", "changes_flags"),
    ("set_max_integer_bits(100000000)", "changes_flags"),
    // files and streams
    ("open('/etc/passwd', read, S)", "opens_stream"),
    ("open(f, write, S, [])", "opens_stream"),
    ("see(f)", "opens_stream"),
    ("tell(f)", "opens_stream"),
    ("set_output(S)", "opens_stream"),
    ("close(S)", "opens_stream"),
    ("read(X)", "reads_input"),
    ("read_term(S, X, [])", "reads_input"),
    ("get_char(C)", "reads_input"),
    ("ask(name, A)", "reads_input"),
    ("format(user_error, \"x\", [])", "writes_stream"),
    ("write(user_output, x)", "writes_stream"),
    ("nl(user_error)", "writes_stream"),
    ("saveGame('/tmp/x.pl')", "names_a_file"),
    ("loadGame('/tmp/x.pl')", "names_a_file"),
    ("replay('/tmp/x.pl')", "names_a_file"),
    // the machine
    ("halt", "halts"),
    ("halt(1)", "halts"),
    ("shell('rm -rf /')", "operating_system"),
    ("shell(ls, S)", "operating_system"),
    ("getenv('HOME', H)", "operating_system"),
    ("delete_file(f)", "operating_system"),
    ("directory_files('.', Fs)", "operating_system"),
    // globals, the game, the dice
    ("nb_setval(k, 1)", "changes_state"),
    ("b_setval(k, 1)", "changes_state"),
    ("bb_put('game:game', none)", "changes_state"),
    ("bb_get(K, V)", "unbound_goal"),
    ("set_current_state(s)", "changes_state"),
    ("random_between(1, 6, X)", "changes_state"),
    ("roll_dice(3, D)", "changes_state"),
    ("set_rng_state(1, 2)", "changes_state"),
    ("play(olympia)", "changes_state"),
    ("call_with_inference_limit(true, 10, R)", "changes_budget"),
    // goals not known when the query is checked
    ("G", "unbound_goal"),
    ("G = halt, call(G)", "unbound_goal"),
    ("atom_codes(X, \"halt\"), call(X)", "unbound_goal"),
    ("atom_chars(X, [h, a, l, t]), X", "unbound_goal"),
    ("X =.. [halt], X", "unbound_goal"),
    ("X =.. [assertz, foo], call(X)", "unbound_goal"),
    ("read_term_from_chars(\"halt.\", G, []), G", "unbound_goal"),
    (
        "findall(G, member(G, [halt]), [H]), call(H)",
        "unbound_goal",
    ),
    ("maplist(G, [a])", "unbound_goal"),
    ("M:halt", "unbound_goal"),
    ("call(call, call, halt)", "unbound_goal"),
    // nested meta-calls
    ("call(halt)", "halts"),
    ("call(call(call(halt)))", "halts"),
    ("call(assertz, foo)", "changes_database"),
    ("call(format(user_error), \"x\", [])", "writes_stream"),
    ("once(halt)", "halts"),
    ("ignore(halt)", "halts"),
    ("\\+ \\+ halt", "halts"),
    ("(true ; halt)", "halts"),
    ("(fail -> true ; halt)", "halts"),
    ("findall(X, (member(X, [1]), halt), L)", "halts"),
    ("forall(true, halt)", "halts"),
    ("setof(X, Y^(member(X-Y, [a-1]), halt), L)", "halts"),
    ("bagof(X, halt, L)", "halts"),
    ("maplist(assertz, [a, b])", "changes_database"),
    ("foldl(halt, [a], 0, X)", "not_whitelisted"),
    ("freeze(X, halt)", "halts"),
    ("phrase(([a], {halt}), L)", "halts"),
    // catch/3 around a forbidden goal is still forbidden
    ("catch(halt, _, true)", "halts"),
    ("catch(true, _, halt)", "halts"),
    ("catch(assertz(foo), _, true)", "changes_database"),
    ("catch(call(G), _, true)", "unbound_goal"),
    ("setup_call_cleanup(true, true, halt)", "halts"),
    // qualified calls into the host and the engine's internals
    ("toplevel:help", "host_module"),
    ("toplevel:halt_toplevel(0)", "host_module"),
    ("session:halt_toplevel(0)", "host_module"),
    ("loader_load:consult_files(foo)", "host_module"),
    ("bridge:host_request([next_query], R)", "host_module"),
    ("util:put_global(k, v)", "host_module"),
    ("os:shell(ls)", "host_module"),
    ("'$toplevel':started", "host_module"),
    ("'$get_b_value'(B)", "host_internal"),
    ("user:halt", "halts"),
    (
        "conquest_queries:owner(T, P), assertz(x)",
        "changes_database",
    ),
    // commands inside queries, and rules that change the game
    ("owner(T, P), endTurn", "command_in_query"),
    ("findall(x, draft(na1, 1), L)", "command_in_query"),
    ("play_move(end_turn)", "changes_state"),
    // the host's dynamic rules, their clauses as they are now
    ("host_rule", "operating_system"),
    ("findall(x, host_rule, L)", "operating_system"),
    // nothing of the whitelist
    ("no_such_predicate(x)", "not_whitelisted"),
    ("statistics(runtime, X), garbage_collect", "not_whitelisted"),
];

/// What players ask during a game: each must pass the check.
const QUERIES: &[(&str, &str)] = &[
    ("owner(T, P), troops(T, N)", "safe"),
    ("findall(T, owner(T, p1), L), length(L, N)", "safe"),
    ("win_probability(3, 2, P)", "safe"),
    ("listing(continent/3)", "safe"),
    ("why(draft(na1, 99))", "safe"),
    ("hint", "seat_bound"),
    ("current_player(P), reserve(P, N)", "safe"),
    ("owner(T, p1), troops(T, N), N > 1", "safe"),
    ("continent(C, Name, Bonus)", "safe"),
    ("adjacent(na1, X)", "safe"),
    ("territory(T, Name, as)", "safe"),
    ("reinforcements(p1, N)", "safe"),
    ("legal_attack(p1, From, Sent, To)", "safe"),
    ("checkPlayerDetail(p1)", "safe"),
    ("checkPlayerTerritories(p2)", "safe"),
    ("history", "safe"),
    ("help", "safe"),
    ("help(draft)", "safe"),
    ("displayMap", "safe"),
    ("setof(C-B, N^continent(C, N, B), L)", "safe"),
    ("forall(member(X, [a, b]), format(\"~w~n\", [X]))", "safe"),
    ("maplist(writeln, [a, b])", "safe"),
    ("catch(win_probability(0, 1, P), E, true)", "safe"),
    ("X is 2 ** 10, atom_length(abc, L)", "safe"),
    ("conquest_map:continent(as, N, B)", "safe"),
    ("lists:append(X, Y, [a])", "safe"),
    ("bb_get('game:game', G)", "safe"),
    ("call(owner, na1, P)", "safe"),
    ("host_fact(X)", "safe"),
    (
        "findall(P, (member(A-D, [3-2, 5-5]), win_probability(A, D, P)), Ps)",
        "safe",
    ),
    // commands are routed, not refused
    ("draft(na1, 3)", "command"),
    ("endTurn", "command"),
    ("startGame", "command"),
    ("cheatWin(p1)", "command"),
];

fn engine() -> Engine {
    let (output, _buffer) = Output::buffer();
    let input = Box::new(BatchInput::new(Cursor::new(Vec::new()), output.clone()));
    let mut engine = crate::common::shipped_conquest_engine(7, input, output);
    engine
        .run_trusted(
            "on_demand:need_module(sandbox), \
             set_quiet(true), startGame([alice, bob], []), claimAutomatic, \
             placeAutomatic, placeAutomatic, set_quiet(false)",
            "starting a game",
        )
        .expect("a game starts");
    // What the host's user asserted at the prompt: dynamic, walked as it is.
    engine
        .run_trusted(
            "assertz(host_fact(1)), assertz((host_rule :- shell(ls)))",
            "asserting the host's rules",
        )
        .expect("asserted");
    engine
}

/// The verdict's word: `safe`, `seat_bound`, `command`, or the reason of
/// `unsafe(Culprit, Reason)`.
fn verdict(engine: &mut Engine, goal: &str) -> String {
    let query = format!(
        "sandbox:safe_goal(user, ({goal}), V0), \
         ( V0 = unsafe(_, R) -> V = R ; V = V0 )"
    );
    match engine.run_trusted(&query, "checking a goal") {
        Ok(solutions) => match solutions.first().and_then(|b| b.get("V")) {
            Some(v) => term_text(v),
            None => "no verdict".into(),
        },
        Err(e) => format!("error: {e}"),
    }
}

/// The outcome of sandbox_run/4 under `budget` inferences.
fn run_outcome(engine: &mut Engine, goal: &str, budget: u64) -> String {
    let query = format!("sandbox:sandbox_run(user, ({goal}), {budget}, O)");
    match engine.run_trusted(&query, "running a goal") {
        Ok(solutions) => match solutions.first().and_then(|b| b.get("O")) {
            Some(o) => term_text(o),
            None => "no outcome".into(),
        },
        Err(e) => format!("error: {e}"),
    }
}

/// A conjunction of `n` goals, each `goal`.
fn long_conjunction(goal: &str, n: usize) -> String {
    vec![goal; n].join(", ")
}

fn sandbox_checks() {
    let mut engine = engine();
    let mut wrong = Vec::new();
    for (goal, reason) in ATTACKS {
        let got = verdict(&mut engine, goal);
        if got != *reason {
            wrong.push(format!(
                "attack {goal}: expected unsafe for {reason}, got {got}"
            ));
        }
    }
    for (goal, expected) in QUERIES {
        let got = verdict(&mut engine, goal);
        if got != *expected {
            wrong.push(format!("query {goal}: expected {expected}, got {got}"));
        }
    }
    // Very long goals: past the check's step limit, or with a forbidden
    // goal at the end of a long safe conjunction.
    let long = long_conjunction("true", 30000);
    let got = verdict(&mut engine, &long);
    if got != "too_complex" {
        wrong.push(format!("30000 goals: expected too_complex, got {got}"));
    }
    let long = format!("{}, halt", long_conjunction("X = 1", 5000));
    let got = verdict(&mut engine, &long);
    if got != "halts" {
        wrong.push(format!("5000 goals then halt: expected halts, got {got}"));
    }
    let nested = format!("{}halt{}", "call(".repeat(500), ")".repeat(500));
    let got = verdict(&mut engine, &nested);
    if got != "halts" {
        wrong.push(format!("halt in 500 call/1: expected halts, got {got}"));
    }
    // The budget: bombs the check lets through stop, and the engine goes on.
    let budget = 5_000_000;
    for (goal, expected) in [
        (
            "findall(X, between(1, 1000000000, X), L)",
            "inference_limit_exceeded",
        ),
        (
            "findall(X-Y, (between(1, 100000, X), between(1, 100000, Y)), L)",
            "inference_limit_exceeded",
        ),
        (
            "length(L, 100000000)",
            "exception(error(resource_error(memory),length/2))",
        ),
        (
            "X is 7^7^7^7",
            "exception(error(resource_error(max_integer_bits),^/2))",
        ),
        ("halt", "refused(unsafe(halt,halts))"),
        ("draft(na1, 3)", "refused(command)"),
        ("troops(T, N), N > 100000", "false"),
        ("win_probability(3, 2, P)", "true"),
    ] {
        let got = run_outcome(&mut engine, goal, budget);
        if got != expected {
            wrong.push(format!("run {goal}: expected {expected}, got {got}"));
        }
    }
    let got = verdict(&mut engine, "owner(T, P)");
    if got != "safe" {
        wrong.push(format!("after the bombs: expected safe, got {got}"));
    }
    // Checking binds nothing: the goal is looked at, not run.
    match engine.run_trusted(
        "G = owner(T, P), sandbox:safe_goal(user, G, _), var(T), var(P)",
        "checking without binding",
    ) {
        Ok(solutions) if !solutions.is_empty() => {}
        other => wrong.push(format!("the check bound the goal: {other:?}")),
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn attacks_are_refused_and_players_queries_pass() {
    // On a stack as large as the binary gives its engine (app::ENGINE_STACK).
    std::thread::Builder::new()
        .stack_size(ENGINE_STACK)
        .spawn(sandbox_checks)
        .expect("a thread")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e));
}
