//! `docs/architecture.md`'s section "Three operations, end to end" walks a BLS12-381 MSM, a
//! Groth16 verification and a ring-VRF verification from the pallet call to the native code,
//! one table row per step: the text of a line of code (or of the ABI doc) and the `path:line`
//! where it stands. This test reads every such row and checks that the file exists and that
//! the line holds the text, so the walk cannot point at a line that moved or at code that is
//! gone. `EC_WRITE_WALK=1 cargo test -p ec-host-primitives --test conformance walk` moves each
//! row's line number to where the text now stands (the occurrence nearest the old line); a text
//! found nowhere in its file fails either way, until the row is rewritten by hand.

use std::path::{Path, PathBuf};

/// The checkout's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("primitives/ is in the checkout")
        .to_path_buf()
}

const DOC: &str = "docs/architecture.md";
const SECTION: &str = "## Three operations, end to end";

/// One row of the walk: its line in the doc, the code text, the file and the line it names.
#[derive(Debug)]
struct Row {
    doc_line: usize,
    text: String,
    path: String,
    line: usize,
}

/// A table cell that is one code span: its text, with GitHub's `\|` (a pipe inside a table)
/// read as `|`.
fn code_span(cell: &str) -> Option<String> {
    let cell = cell.trim();
    let inner = cell.strip_prefix('`')?.strip_suffix('`')?;
    (!inner.contains('`')).then(|| inner.replace("\\|", "|"))
}

/// The table cells of a Markdown row, split at pipes that are not escaped.
fn cells(line: &str) -> Vec<String> {
    let body = line.trim().trim_start_matches('|').trim_end_matches('|');
    let mut cells = vec![String::new()];
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                chars.next();
                cells.last_mut().expect("never empty").push_str("\\|");
            }
            '|' => cells.push(String::new()),
            c => cells.last_mut().expect("never empty").push(c),
        }
    }
    cells
}

/// The rows of the walk's tables in `doc` (the section up to the next `## ` heading).
fn rows(doc: &str) -> Vec<Row> {
    let mut in_section = false;
    let mut rows = Vec::new();
    for (i, line) in doc.lines().enumerate() {
        if line.starts_with("## ") {
            in_section = line == SECTION;
            continue;
        }
        if !in_section || !line.starts_with('|') {
            continue;
        }
        let cells = cells(line);
        // `| # | step | code on that line | at |`; the header and the rule have no code span.
        let [_, _, text, at] = cells.as_slice() else {
            continue;
        };
        let (Some(text), Some(at)) = (code_span(text), code_span(at)) else {
            continue;
        };
        let (path, number) = at
            .rsplit_once(':')
            .unwrap_or_else(|| panic!("{DOC}:{}: `{at}` is not path:line", i + 1));
        rows.push(Row {
            doc_line: i + 1,
            text,
            path: path.to_string(),
            line: number
                .parse()
                .unwrap_or_else(|_| panic!("{DOC}:{}: `{at}` is not path:line", i + 1)),
        });
    }
    rows
}

#[test]
fn walk_points_at_lines_that_hold_its_code() {
    let doc_path = root().join(DOC);
    let doc = std::fs::read_to_string(&doc_path).expect("docs/architecture.md is in the checkout");
    let rows = rows(&doc);
    // Three operations, each from its extrinsic to the native code: a walk that lost its tables
    // (or whose heading changed) must not pass by checking nothing.
    assert!(
        rows.len() >= 30,
        "{DOC}: {} rows under \"{SECTION}\"; expected the three operations' tables",
        rows.len()
    );
    for file in [
        "lib.rs",
        "weights.rs",
        "benchmarking.rs",
        "native/",
        "host-functions.md",
    ] {
        assert!(
            rows.iter().any(|row| row.path.contains(file)),
            "{DOC}: the walk names no {file}"
        );
    }
    let write = std::env::var_os("EC_WRITE_WALK").is_some();
    let mut moved: Vec<(usize, usize)> = Vec::new();
    let mut failures = Vec::new();
    for row in &rows {
        let source = std::fs::read_to_string(root().join(&row.path))
            .unwrap_or_else(|e| panic!("{DOC}:{}: {}: {e}", row.doc_line, row.path));
        let lines: Vec<&str> = source.lines().collect();
        if lines
            .get(row.line.wrapping_sub(1))
            .is_some_and(|line| line.contains(&row.text))
        {
            continue;
        }
        let nearest = lines
            .iter()
            .enumerate()
            .filter(|(_, line)| line.contains(&row.text))
            .map(|(i, _)| i + 1)
            .min_by_key(|&found| found.abs_diff(row.line));
        match nearest {
            Some(found) => {
                moved.push((row.doc_line, found));
                failures.push(format!(
                    "{DOC}:{}: `{}` is at {}:{found}, not :{}",
                    row.doc_line, row.text, row.path, row.line
                ));
            }
            None => failures.push(format!(
                "{DOC}:{}: `{}` is nowhere in {}",
                row.doc_line, row.text, row.path
            )),
        }
    }
    if write && !moved.is_empty() {
        let mut lines: Vec<String> = doc.lines().map(str::to_string).collect();
        for &(doc_line, found) in &moved {
            let row = rows
                .iter()
                .find(|row| row.doc_line == doc_line)
                .expect("moved rows are rows");
            let old = format!("`{}:{}`", row.path, row.line);
            let new = format!("`{}:{found}`", row.path);
            lines[doc_line - 1] = lines[doc_line - 1].replace(&old, &new);
        }
        let mut text = lines.join("\n");
        text.push('\n');
        std::fs::write(&doc_path, text).expect("docs/architecture.md is writable");
        failures.retain(|failure| failure.contains("is nowhere in"));
    }
    assert!(
        failures.is_empty(),
        "{}\n(EC_WRITE_WALK=1 moves the line numbers; a text that is gone needs its row rewritten)",
        failures.join("\n")
    );
}

#[test]
fn rows_are_read_as_written() {
    // The parser itself: an escaped pipe stays in its cell, a row without code spans is
    // skipped, and `path:line` splits at the last colon.
    let doc = format!(
        "{SECTION}\n\n| # | step | code on that line | at |\n|---|---|---|---|\n\
         | 1 | a closure | `with(\\|E\\| x)` | `a/b.rs:7` |\n| 2 | prose | no code | `a/b.rs:8` |\n\
         ## Next\n| 3 | after | `x` | `c.rs:1` |\n"
    );
    let rows = rows(&doc);
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(rows[0].text, "with(|E| x)");
    assert_eq!((rows[0].path.as_str(), rows[0].line), ("a/b.rs", 7));
    assert_eq!(rows[0].doc_line, 5);
}
