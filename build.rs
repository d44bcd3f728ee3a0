//! Embeds every file under prolog/ so an installed binary runs anywhere.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, files);
        } else {
            files.push(path);
        }
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let prolog = root.join("prolog");
    println!("cargo:rerun-if-changed=prolog");
    let mut files = Vec::new();
    collect(&prolog, &mut files);
    files.sort();
    let mut code = String::from("pub static EMBEDDED_RULES: &[(&str, &str)] = &[\n");
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
        let relative = file.strip_prefix(&prolog).expect("under prolog/");
        writeln!(
            code,
            "    ({:?}, include_str!({:?})),",
            relative.to_string_lossy(),
            file.to_string_lossy()
        )
        .expect("writing to a String");
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    std::fs::write(out.join("embedded_rules.rs"), code).expect("OUT_DIR is writable");
}
