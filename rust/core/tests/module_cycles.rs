//! No two top-level modules of the core import each other, directly or
//! through others: the modules form layers (the games and their registry
//! below the screens that read them; the catalogue of words below
//! everything that speaks), so each can be read, tested and moved alone.
//!
//! The test reads `src/` as text: every `crate::…` or `super::…` path
//! outside comments and test code is an edge from the module it is written
//! in to the module it names (a name the crate root re-exports counts as
//! the module that defines it; a name a parent re-exports, as the parent).
//! It checks the top-level modules, then the modules inside each one; a
//! cycle fails with every edge of it and the lines that make them.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

#[derive(Default)]
struct Crate {
    /// Top-level module names.
    modules: BTreeSet<String>,
    /// Names the crate root re-exports, and the module defining each.
    reexports: BTreeMap<String, String>,
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The text with `//` comments removed (string literals holding `//` are
/// rare in the core and never hold `crate::`).
fn code_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| match line.find("//") {
            Some(i) => line[..i].to_string(),
            None => line.to_string(),
        })
        .collect()
}

fn read_root(root: &str) -> Crate {
    let mut krate = Crate::default();
    let lines = code_lines(root);
    for line in &lines {
        let line = line.trim();
        let rest = line
            .strip_prefix("pub mod ")
            .or_else(|| line.strip_prefix("mod "));
        if let Some(name) = rest.and_then(|r| r.strip_suffix(';')) {
            krate.modules.insert(name.to_string());
        }
    }
    let joined = lines.join("\n");
    for item in joined.split(';') {
        let item = item.trim();
        let Some(path) = item.strip_prefix("pub use ") else {
            continue;
        };
        let Some((module, names)) = path.split_once("::") else {
            continue;
        };
        for name in names.trim_matches(|c| c == '{' || c == '}').split(',') {
            let name = name.trim();
            if !name.is_empty() {
                krate.reexports.insert(name.to_string(), module.to_string());
            }
        }
    }
    krate
}

/// The module path of a file: `ai/review/fit.rs` is `[ai, review, fit]`,
/// `ai/review/mod.rs` is `[ai, review]`.
fn module_of(file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src()).unwrap();
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// Every path a use tree starting at `text` names, whole:
/// `ai::{Engine, tablebase::Value}` gives `[ai, Engine]` and
/// `[ai, tablebase, Value]`.
fn use_paths(text: &str) -> Vec<Vec<String>> {
    fn ident(s: &str) -> (&str, &str) {
        let end = s
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(s.len());
        (&s[..end], &s[end..])
    }
    fn tree<'a>(s: &'a str, prefix: &[String], out: &mut Vec<Vec<String>>) -> &'a str {
        let s = s.trim_start();
        if let Some(mut rest) = s.strip_prefix('{') {
            loop {
                rest = tree(rest, prefix, out).trim_start();
                if let Some(r) = rest.strip_prefix(',') {
                    rest = r;
                    if let Some(r) = rest.trim_start().strip_prefix('}') {
                        return r;
                    }
                } else if let Some(r) = rest.strip_prefix('}') {
                    return r;
                } else {
                    return rest;
                }
            }
        }
        let (name, rest) = ident(s);
        if name.is_empty() {
            return rest;
        }
        let mut path = prefix.to_vec();
        path.push(name.to_string());
        match rest.strip_prefix("::") {
            Some(rest) => tree(rest, &path, out),
            None => {
                out.push(path);
                rest
            }
        }
    }
    let mut out = Vec::new();
    tree(text, &[], &mut out);
    out
}

/// The module path `path` names from the module `at`, resolving
/// `crate`, `super` and the crate root's re-exports; `None` for a path
/// outside the crate.
fn resolve(krate: &Crate, at: &[String], path: &[String]) -> Option<Vec<String>> {
    let mut full: Vec<String> = match path.first()?.as_str() {
        "crate" => Vec::new(),
        "super" => at.to_vec(),
        _ => return None,
    };
    let mut rest = &path[1..];
    if path[0] == "super" {
        full.pop();
        while rest.first().is_some_and(|s| s == "super") {
            full.pop();
            rest = &rest[1..];
        }
    }
    full.extend(rest.iter().cloned());
    let first = full.first()?.clone();
    if !krate.modules.contains(&first) {
        let module = krate.reexports.get(&first)?;
        full = vec![module.clone()];
    }
    Some(full)
}

/// The node of a module path at `depth` (1: top-level modules; 2: the
/// modules inside one): its first `depth` segments. `None` for a path
/// above that depth.
fn node(path: &[String], depth: usize) -> Option<String> {
    (path.len() >= depth).then(|| path[..depth].join("::"))
}

/// Every edge between nodes at `depth`, with the `file:line`s that make
/// it. At depth 2 only modules under the same top-level module are
/// compared (a child naming its parent is no edge: the parent declares
/// its children).
fn edges(krate: &Crate, depth: usize) -> BTreeMap<(String, String), Vec<String>> {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut edges: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy();
        if name == "lib.rs" || name == "tests.rs" {
            continue;
        }
        let at = module_of(&file);
        let text = fs::read_to_string(&file).unwrap();
        let code = code_lines(&text).join("\n");
        // Test code is not part of the layering.
        let code = code.split("#[cfg(test)]").next().unwrap_or_default();
        let starts = code
            .match_indices("crate::")
            .chain(code.match_indices("super::"))
            .map(|(i, _)| i)
            .filter(|&i| {
                !code[..i]
                    .chars()
                    .last()
                    .is_some_and(|c| c == ':' || c.is_alphanumeric() || c == '_')
            });
        for start in starts {
            let line = code[..start].matches('\n').count() + 1;
            for path in use_paths(&code[start..]) {
                let Some(target) = resolve(krate, &at, &path) else {
                    continue;
                };
                let (Some(from), Some(to)) = (node(&at, depth), node(&target, depth)) else {
                    continue;
                };
                let same_parent = at[..depth - 1] == target[..depth - 1];
                if from != to && same_parent {
                    let rel = file.strip_prefix(src()).unwrap().display();
                    let places = edges.entry((from.clone(), to)).or_default();
                    let place = format!("{rel}:{line}");
                    if !places.contains(&place) {
                        places.push(place);
                    }
                }
            }
        }
    }
    edges
}

/// The strongly connected components with more than one module (Tarjan).
fn cycles(edges: &BTreeMap<(String, String), Vec<String>>) -> Vec<Vec<String>> {
    let mut graph: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (from, to) in edges.keys() {
        graph.entry(from).or_default().push(to);
        graph.entry(to).or_default();
    }
    struct State<'a> {
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(v: &'a str, graph: &BTreeMap<&'a str, Vec<&'a str>>, s: &mut State<'a>) {
        let i = s.index.len();
        s.index.insert(v, i);
        s.low.insert(v, i);
        s.stack.push(v);
        s.on_stack.insert(v);
        for &w in &graph[v] {
            if !s.index.contains_key(w) {
                visit(w, graph, s);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.found.push(component);
            }
        }
    }
    let mut state = State {
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for &v in graph.keys() {
        if !state.index.contains_key(v) {
            visit(v, &graph, &mut state);
        }
    }
    state.found
}

fn root() -> Crate {
    read_root(&fs::read_to_string(src().join("lib.rs")).unwrap())
}

/// The cycles at `depth`, each with its edges and where they are made.
fn cycle_report(depth: usize) -> Vec<String> {
    let edges = edges(&root(), depth);
    cycles(&edges)
        .iter()
        .map(|component| {
            let inner: Vec<String> = edges
                .iter()
                .filter(|((a, b), _)| component.contains(a) && component.contains(b))
                .map(|((a, b), at)| format!("  {a} -> {b}: {}", at.join(", ")))
                .collect();
            format!("{}:\n{}", component.join(", "), inner.join("\n"))
        })
        .collect()
}

#[test]
fn no_two_modules_of_the_core_import_each_other() {
    let report = cycle_report(1);
    assert!(
        report.is_empty(),
        "top-level modules that import each other:\n{}",
        report.join("\n")
    );
}

#[test]
fn no_two_modules_inside_one_import_each_other() {
    let report = cycle_report(2);
    assert!(
        report.is_empty(),
        "modules that import each other:\n{}",
        report.join("\n")
    );
}

#[test]
fn the_check_reads_paths_and_re_exports() {
    let path =
        |segments: &[&str]| -> Vec<String> { segments.iter().map(|s| s.to_string()).collect() };
    assert_eq!(
        use_paths("crate::{ai::{Engine, tablebase::Value}, find_game};"),
        [
            path(&["crate", "ai", "Engine"]),
            path(&["crate", "ai", "tablebase", "Value"]),
            path(&["crate", "find_game"]),
        ]
    );
    assert_eq!(
        use_paths("crate::seats::Seats>,"),
        [path(&["crate", "seats", "Seats"])]
    );
    let krate = root();
    assert!(krate.modules.contains("games") && krate.modules.contains("session"));
    let at = path(&["review", "fit"]);
    assert_eq!(
        resolve(&krate, &at, &path(&["crate", "find_game"])),
        Some(path(&["games"]))
    );
    assert_eq!(
        resolve(&krate, &at, &path(&["super", "MoveLabel"])),
        Some(path(&["review", "MoveLabel"]))
    );
    assert_eq!(
        node(&path(&["ai", "engine", "Engine"]), 1).as_deref(),
        Some("ai")
    );
    assert_eq!(
        node(&path(&["ai", "engine", "Engine"]), 2).as_deref(),
        Some("ai::engine")
    );
    // A known layering holds and is seen: sessions read the games, not
    // the other way round.
    let edges = edges(&krate, 1);
    assert!(edges.contains_key(&("session".to_string(), "games".to_string())));
    assert!(!edges.contains_key(&("games".to_string(), "session".to_string())));
}
