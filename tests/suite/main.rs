//! Every integration test in one crate: the engine is linked once, and
//! the suites share one harness run (`cargo test --test suite olympia::`
//! runs one of them). The data each suite reads stays in tests/<name>/.

mod common;

mod architecture;
mod bench_rows;
mod board_game;
mod check;
mod conquest_bonus;
mod conquest_computer;
mod conquest_game;
mod conquest_play;
mod conquest_probability;
mod conquest_rules;
mod conquest_save;
mod conventions;
mod doc_examples;
mod engine_programs;
mod history_typed_back;
mod lifted_goals;
mod net;
mod net_budget;
mod net_games;
mod net_gc_whole;
mod net_hook_errors;
mod net_lang;
mod net_seats;
mod net_ws;
mod net_wsjoin;
mod olympia;
mod plain;
mod prolog_layers;
mod prolognite;
mod prompt_at_once;
mod replica;
mod rule_errors;
mod rulebook_contract;
mod sandbox;
mod save_attacks;
mod soak_faults;
mod soak_fuzz;
mod swi_compat;
mod terminal_input;
mod toplevel;
mod transcripts;
mod xerog;
