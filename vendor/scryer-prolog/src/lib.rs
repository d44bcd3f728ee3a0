//! A free software ISO Prolog system.
#![recursion_limit = "4112"]
#![deny(missing_docs)]
// conquest patch: a registry build is compiled with cap-lints; this copy,
// a path dependency, would show the published crate's 63 warnings.
#![allow(warnings)]

#[macro_use]
extern crate static_assertions;

#[macro_use]
pub(crate) mod macros;
#[macro_use]
pub(crate) mod atom_table;
#[macro_use]
pub(crate) mod arena;
pub(crate) mod offset_table;
#[macro_use]
pub(crate) mod parser;
#[macro_use]
pub(crate) mod functor_macro;
mod allocator;
mod arithmetic;
pub(crate) mod codegen;
mod debray_allocator;
#[cfg(feature = "ffi")]
mod ffi;
mod forms;
mod heap_iter;
pub(crate) mod heap_print;
#[cfg(feature = "http")]
mod http;
mod indexing;
mod variable_records;
#[macro_use]
pub(crate) mod instructions {
    include!(concat!(env!("OUT_DIR"), "/instructions.rs"));
}
mod iterators;
pub(crate) mod machine;
mod raw_block;
pub(crate) mod read;
#[cfg(feature = "repl")]
mod repl_helper;
mod targets;
pub(crate) mod types;

/// Asks the running query to stop: at its next interrupt check (every 256
/// instructions) the engine throws `error('$interrupt_thrown', repl/0)`.
/// A flag set while no query runs stops the next one, see
/// [`clear_interrupt`]. (conquest patch: Scryer 0.10 keeps the flag
/// crate-private; its own binary sets it from a Ctrl-C handler.)
pub fn request_interrupt() {
    machine::INTERRUPT.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// Forgets an interrupt requested before: call before starting a query.
/// (conquest patch, see [`request_interrupt`].)
pub fn clear_interrupt() {
    machine::INTERRUPT.store(false, std::sync::atomic::Ordering::Relaxed);
}

// Re-exports
pub use machine::config::*;
pub use machine::lib_machine::*;
pub use machine::Machine;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

#[cfg(not(target_arch = "wasm32"))]
/// The entry point for the Scryer Prolog CLI.
pub fn run_binary() -> std::process::ExitCode {
    use crate::atom_table::Atom;
    use crate::machine::INTERRUPT;

    #[cfg(feature = "repl")]
    ctrlc::set_handler(move || {
        INTERRUPT.store(true, std::sync::atomic::Ordering::Relaxed);
    })
    .unwrap();

    #[cfg(target_arch = "wasm32")]
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();

    #[cfg(not(target_arch = "wasm32"))]
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();

    runtime.block_on(async move {
        let mut wam = MachineBuilder::default()
            .with_streams(StreamConfig::stdio())
            .build();
        wam.run_module_predicate(atom!("$toplevel"), (atom!("$repl"), 0))
    })
}
