//! The engine's own test programs, consulted through this toplevel.
//!
//! Scryer ships them in its crate sources (`src/tests/*.pl`, the ISO
//! conformity file `tests-pl/iso-conformity-tests.pl`) with the output its
//! own test suite expects (tests/scryer/src_tests.rs and the `cli/src_tests`
//! transcripts): loading them here must print the same. They are in the
//! engine's copy this project builds, `vendor/scryer-prolog`.

use std::path::{Path, PathBuf};

use conquest::app::{self, Options};
use conquest::io::input::{BatchInput, Output};

/// The engine's sources this project builds (see ARCHITECTURE.md).
fn engine_sources() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("vendor/scryer-prolog")
}

/// Consults `file` with plain Prolog, runs `goals`; what it printed, the
/// toplevel's own "Loaded FILE." line left out.
fn run(file: &Path, goals: &[&str]) -> String {
    let file = file.to_path_buf();
    let goals: Vec<String> = goals.iter().map(|g| g.to_string()).collect();
    std::thread::Builder::new()
        .stack_size(app::ENGINE_STACK)
        .spawn(move || {
            let options = Options {
                game: app::NO_GAME.into(),
                seed: Some(1),
                goals,
                files: vec![file.clone()],
                ..Options::default()
            };
            let (output, buffer) = Output::buffer();
            let input = Box::new(BatchInput::new(std::io::empty(), output.clone()));
            let mut engine =
                app::start_engine(&options, input, output.clone(), false).expect("engine starts");
            let _ = app::run_session(&mut engine, &options);
            output.flush();
            let text = String::from_utf8_lossy(&buffer.borrow()).into_owned();
            let loaded = format!("Loaded {}.\n", file.display());
            text.replace(&loaded, "")
        })
        .expect("a thread")
        .join()
        .expect("no panic")
}

/// The programs, the goals the engine's own tests run after loading them,
/// and what those tests expect printed.
fn programs() -> Vec<(&'static str, Vec<&'static str>, &'static str)> {
    let suite = |module: &'static str| {
        vec![
            Box::leak(format!("use_module(library({module}))").into_boxed_str()) as &str,
            Box::leak(format!("{module}:main_quiet({module})").into_boxed_str()),
        ]
    };
    vec![
        ("src/tests/builtins.pl", vec![], ""),
        ("src/tests/call_with_inference_limit.pl", vec![], ""),
        ("src/tests/facts.pl", vec![], ""),
        ("src/tests/hello_world.pl", vec![], "Hello World!\n"),
        ("src/tests/predicates.pl", vec![], ""),
        ("src/tests/rules.pl", vec![], ""),
        (
            "src/tests/setup_call_cleanup.pl",
            vec![],
            "1+21+31+2>A+B1+G1+2>41+2>B1+2>31+2>31+2>4ba",
        ),
        ("src/tests/clpz/test_clpz.pl", vec![], ""),
        ("tests-pl/iso-conformity-tests.pl", vec![], "All tests passed"),
        ("src/tests/acyclic_term.pl", vec!["main_quiet"], "All tests passed"),
        ("src/tests/arithmetic.pl", suite("arithmetic_tests"), "All tests passed"),
        ("src/tests/dif.pl", suite("dif_tests"), "All tests passed"),
        ("src/tests/ground.pl", suite("ground_tests"), "All tests passed"),
        (
            "src/tests/nth_partial_strings.pl",
            suite("nth_partial_strings_tests"),
            "[A,A]65\nAll tests passed",
        ),
        (
            "src/tests/term_variables.pl",
            suite("term_variables_tests"),
            "All tests passed",
        ),
        ("src/tests/when.pl", suite("when_tests"), "All tests passed"),
        (
            "src/tests/module_resolution.pl",
            vec![
                "use_module(library(module_resolution))",
                "get_module(some_predicate, M), write(M), write('\\n')",
                "module_resolution:get_module(some_predicate, M), write(M), write('\\n')",
            ],
            // As scryer-prolog 0.10.0 itself prints it (the cli test's
            // file in the crate lists one `user` line only).
            "module_resolution\nmodule_resolution\nmodule_resolution\nmodule_resolution\nuser\nuser\n",
        ),
    ]
}

#[test]
fn the_engines_own_test_programs_pass_here_as_there() {
    let sources = engine_sources();
    let mut failures = Vec::new();
    let programs = programs();
    for (file, goals, expected) in &programs {
        let got = run(&sources.join(file), goals);
        if got != *expected {
            failures.push(format!("{file}: expected {expected:?}, got {got:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs differ:\n{}",
        failures.len(),
        programs.len(),
        failures.join("\n")
    );
}

/// `tests/engine/bb_put_copy.pl`: a list just built, stored with
/// `bb_put/2` and read back with `bb_get/2`, whole. The engine's own
/// `bb_put/2` of the list itself makes scryer-prolog 0.10.0 crash; here a
/// user's `bb_put/2` stores a copy (docs/engine-quirks.md), in a consulted
/// clause and in a query.
#[test]
fn a_list_just_built_and_stored_reads_back_and_nothing_crashes() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/engine/bb_put_copy.pl");
    let r = crate::common::conquest(
        &["--game", "none", file],
        "stored(itself, Row).\n\
         stored(copy, Copied).\n\
         add_dice(2, [1], Built), bb_put(typed, Built), Built = [A|_], _ is A * 2, \
         bb_get(typed, Typed).\n\
         catch(bb_put(1, x), Error, true).\n",
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    let row = "[1,2,3,4,5,6,5,4,3,2,1]";
    // A key that is no atom is the engine's own error.
    assert!(
        r.stdout
            .contains("Error = error(type_error(atom,1),bb_put/2)"),
        "{}",
        r.stdout
    );
    for name in ["Row", "Copied", "Typed"] {
        assert!(
            r.stdout.contains(&format!("{name} = {row}")),
            "{name}: {}",
            r.stdout
        );
    }
}
