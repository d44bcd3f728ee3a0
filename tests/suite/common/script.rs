//! A batch session written query by query, and its output cut per query:
//! tests write `let i = s.q("...")`, run the script once, then ask what
//! query `i` printed or bound.

use super::conquest;

/// A batch session under construction: queries, and the answer lines that
/// the rules' questions read in between.
pub struct Script {
    pub text: String,
    pub queries: usize,
}

impl Default for Script {
    fn default() -> Self {
        Script::new()
    }
}

impl Script {
    pub fn new() -> Self {
        Script {
            text: String::new(),
            queries: 0,
        }
    }

    /// Adds a query; returns its index for `Session::out`.
    pub fn q(&mut self, query: &str) -> usize {
        self.text.push_str(query);
        self.text.push('\n');
        self.queries += 1;
        self.queries - 1
    }

    /// Lines typed at the questions of the previous query.
    pub fn answers(&mut self, lines: &[&str]) {
        for line in lines {
            self.text.push_str(line);
            self.text.push('\n');
        }
    }

    pub fn run(&self) -> Session {
        self.run_with(&[])
    }

    pub fn run_with(&self, extra: &[&str]) -> Session {
        let mut args = vec!["--seed", "1", "--strict"];
        args.extend_from_slice(extra);
        let run = conquest(&args, &self.text);
        assert_eq!(run.code, 0, "{}\n{}", run.stderr, run.stdout);
        assert!(!run.stdout.contains("uncaught exception"), "{}", run.stdout);
        let chunks = answers_of(&run.stdout);
        // Every query answered once: no answer line was read as a query, no
        // query was eaten by a question.
        assert_eq!(chunks.len(), self.queries, "{}", run.stdout);
        Session { chunks }
    }
}

/// The output of each query, up to and including its `yes`/`no`. The
/// `Loaded FILE.` lines of files given on the command line, before the
/// first query, belong to no query.
pub fn answers_of(stdout: &str) -> Vec<String> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    for line in stdout.lines() {
        if line.starts_with("Loaded ") && chunks.is_empty() && current.is_empty() {
            continue;
        }
        current.push_str(line);
        current.push('\n');
        if line == "yes" || line == "no" {
            chunks.push(std::mem::take(&mut current));
        }
    }
    chunks
}

pub struct Session {
    pub chunks: Vec<String>,
}

impl Session {
    pub fn out(&self, i: usize) -> &str {
        &self.chunks[i]
    }

    /// Query `i` printed every one of `texts`.
    pub fn says(&self, i: usize, texts: &[&str]) {
        for text in texts {
            assert!(
                self.out(i).contains(text),
                "query {i} should print {text:?}:\n{}",
                self.out(i)
            );
        }
    }

    pub fn never_says(&self, i: usize, text: &str) {
        assert!(
            !self.out(i).contains(text),
            "query {i} should not print {text:?}:\n{}",
            self.out(i)
        );
    }

    /// Query `i` printed `text` exactly `n` times.
    pub fn says_times(&self, i: usize, text: &str, n: usize) {
        assert_eq!(
            self.out(i).matches(text).count(),
            n,
            "query {i} should print {text:?} {n} times:\n{}",
            self.out(i)
        );
    }

    /// Query `i` succeeded with exactly these binding lines among its output.
    pub fn binds(&self, i: usize, bindings: &[&str]) {
        let out = self.out(i);
        assert!(out.ends_with("yes\n"), "query {i} should succeed:\n{out}");
        for b in bindings {
            assert!(
                out.lines().any(|l| l == *b),
                "query {i} should bind {b:?}:\n{out}"
            );
        }
    }

    pub fn fails(&self, i: usize) {
        assert!(
            self.out(i).ends_with("no\n"),
            "query {i} should fail:\n{}",
            self.out(i)
        );
    }
}
