//! The benchmark's rows (benches/measure/rows.rs): its numbers are only
//! read by people and scripts, so what they show is checked here.

#[path = "../../benches/measure/rows.rs"]
mod rows;

use std::time::Duration;

use rows::{json, table, Row};

#[test]
fn rows_take_the_median_and_p95_of_their_samples() {
    let samples = (1..=100).map(Duration::from_millis).collect();
    let row = Row::from_durations("x", samples);
    assert_eq!((row.median, row.p95, row.samples), (51.0, 96.0, 100));
    let text = table(std::slice::from_ref(&row));
    assert!(text.contains("51.000 ms"), "{text}");
    let json = json(&[row]);
    let parsed: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(parsed[0]["median"], 51.0);
    assert_eq!(parsed[0]["samples"], 100);
    assert_eq!(Row::single("y", "/s", 2.5).p95, 2.5);
}
