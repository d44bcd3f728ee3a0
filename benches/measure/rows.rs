//! A measured row and the two ways it is shown: a table for people, JSON
//! for comparing versions.

use std::time::Duration;

/// One measured row: a name, the unit, and the samples' median and p95.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub name: String,
    pub unit: &'static str,
    pub median: f64,
    pub p95: f64,
    pub samples: usize,
}

impl Row {
    pub fn from_durations(name: &str, mut samples: Vec<Duration>) -> Row {
        samples.sort();
        let pick = |q: usize| samples[(samples.len() * q / 100).min(samples.len() - 1)];
        Row {
            name: name.to_string(),
            unit: "ms",
            median: pick(50).as_secs_f64() * 1e3,
            p95: pick(95).as_secs_f64() * 1e3,
            samples: samples.len(),
        }
    }

    pub fn single(name: &str, unit: &'static str, value: f64) -> Row {
        Row {
            name: name.to_string(),
            unit,
            median: value,
            p95: value,
            samples: 1,
        }
    }
}

/// The table for people.
pub fn table(rows: &[Row]) -> String {
    let mut out = format!("{:<58} {:>12} {:>12} {:>6}\n", "what", "median", "p95", "n");
    for row in rows {
        out.push_str(&format!(
            "{:<58} {:>9.3} {:<2} {:>9.3} {:<2} {:>6}\n",
            row.name, row.median, row.unit, row.p95, row.unit, row.samples
        ));
    }
    out
}

/// The same rows as JSON.
pub fn json(rows: &[Row]) -> String {
    let items: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            serde_json::json!({
                "name": r.name,
                "unit": r.unit,
                "median": r.median,
                "p95": r.p95,
                "samples": r.samples,
            })
        })
        .collect();
    let text = serde_json::to_string_pretty(&items).unwrap_or_else(|_| "[]".to_string());
    format!("{text}\n")
}
