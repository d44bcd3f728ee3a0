//! The rule files under SWI-Prolog (tools/swi/): they load unchanged
//! there and play whole games. Needs `swipl` on PATH; without it the test
//! says so and checks nothing (a fresh machine has no SWI-Prolog; this one
//! has it for the side-by-side measurements of README).

use std::process::Command;

use crate::common::shipped_rules;

fn swipl_available() -> bool {
    Command::new("swipl")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A rule file that uses a host builtin SWI's stand-in lacks stops the
/// SWI side at load: the series must run to its end and count every game.
#[test]
fn swi_prolog_plays_global_conquest_from_the_same_rule_files() {
    if !swipl_available() {
        eprintln!("swipl is not installed: the SWI-Prolog check is skipped");
        return;
    }
    let simulate = shipped_rules().join("../tools/swi/swi_simulate.pl");
    let run = Command::new("swipl")
        .arg(&simulate)
        .args([
            "--players",
            "normal,easy",
            "--games",
            "3",
            "--seed",
            "2",
            "--json",
        ])
        .output()
        .expect("swipl runs");
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stdout}\n{stderr}");
    assert!(
        !stderr.contains("Warning") && !stderr.contains("ERROR"),
        "SWI-Prolog complains about the rule files:\n{stderr}"
    );
    let report: serde_json::Value = serde_json::from_str(stdout.trim()).expect("one JSON object");
    assert_eq!(report["games"], 3, "{report}");
    assert_eq!(report["engine"], "swipl", "{report}");
    let wins: u64 = report["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["wins"].as_u64().unwrap_or(0))
        .sum();
    let draws = report["draws"].as_u64().unwrap_or(0);
    assert_eq!(wins + draws, 3, "{report}");
    assert!(report["average_actions"].as_f64() > Some(10.0), "{report}");
}
