//! No import circle anywhere in the crate: at every level of `src/`, the modules side by side in
//! one folder (the crate's top-level modules, `rules/`'s, `ui/`'s folders and files, and so on
//! down) never import each other round a circle, of two modules or of more. Read from the
//! `use` lines and paths of the code itself (`crate::…`, `super::…`), tests left out: a test
//! module may import what the code may not. A circle means a folder that cannot be read, moved
//! or built alone; docs/architecture.md says which way each layer imports.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;

use files_under::{files_under, project};

mod files_under;

/// A module by its path from the crate's root (`["ui", "table", "hand"]`).
type Module = Vec<String>;

/// Every module of `src/` with its source, `lib.rs` and the binaries left out.
fn modules() -> BTreeMap<Module, String> {
    let root = project().join("src");
    let mut found = BTreeMap::new();
    for path in files_under(&root) {
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let relative = path.strip_prefix(&root).unwrap().with_extension("");
        let mut module: Module = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if module.last().is_some_and(|last| last == "mod") {
            module.pop();
        }
        if module == ["lib"] || module.first().is_some_and(|first| first == "bin") {
            continue;
        }
        found.insert(module, fs::read_to_string(&path).unwrap());
    }
    found
}

/// The code without comments, string contents and test modules.
fn code_of(source: &str) -> String {
    let source = source.split("#[cfg(test)]").next().unwrap();
    let mut code = String::new();
    for line in source.lines() {
        let mut in_string = false;
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '"' => in_string = !in_string,
                '\\' if in_string => _ = chars.next(),
                '/' if !in_string && chars.peek() == Some(&'/') => break,
                c if !in_string => code.push(c),
                _ => {}
            }
        }
        code.push('\n');
    }
    code
}

/// The paths `code` names from `start` on (after `crate::` or `super::`), a group's each path
/// (`a::{b, c::{d, e}}` names `a::b`, `a::c::d`, `a::c::e`).
fn paths_at(code: &[u8], start: usize) -> Vec<Vec<String>> {
    fn ident(code: &[u8], at: &mut usize) -> Option<String> {
        let begin = *at;
        while *at < code.len() && (code[*at].is_ascii_alphanumeric() || code[*at] == b'_') {
            *at += 1;
        }
        (*at > begin).then(|| String::from_utf8_lossy(&code[begin..*at]).into_owned())
    }
    fn skip_space(code: &[u8], at: &mut usize) {
        while *at < code.len() && code[*at].is_ascii_whitespace() {
            *at += 1;
        }
    }
    fn tree(code: &[u8], at: &mut usize, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
        let mut path = prefix;
        loop {
            skip_space(code, at);
            if code[*at..].starts_with(b"{") {
                *at += 1;
                loop {
                    skip_space(code, at);
                    if *at >= code.len() || code[*at] == b'}' {
                        *at += 1;
                        return;
                    }
                    tree(code, at, path.clone(), out);
                    skip_space(code, at);
                    if *at < code.len() && code[*at] == b',' {
                        *at += 1;
                    }
                }
            }
            match ident(code, at) {
                Some(name) if name != "self" => path.push(name),
                Some(_) => {}
                None => break,
            }
            if code[*at..].starts_with(b"::") {
                *at += 2;
            } else {
                break;
            }
        }
        out.push(path);
    }
    let mut out = Vec::new();
    let mut at = start;
    tree(code, &mut at, Vec::new(), &mut out);
    out
}

/// The modules `module` imports, as paths from the crate's root.
fn imports(module: &Module, source: &str) -> BTreeSet<Module> {
    let code = code_of(source);
    let bytes = code.as_bytes();
    let mut found = BTreeSet::new();
    for (keyword, base) in [
        ("crate::", Vec::new()),
        ("super::", module[..module.len().saturating_sub(1)].to_vec()),
    ] {
        let mut from = 0;
        while let Some(i) = code[from..].find(keyword) {
            let at = from + i;
            from = at + keyword.len();
            let word_before =
                at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
            if word_before {
                continue;
            }
            for path in paths_at(bytes, from) {
                found.insert([base.clone(), path].concat());
            }
        }
    }
    found
}

/// The edges between modules side by side: `a` imports something within `b`, both children of
/// one folder.
fn edges(modules: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (module, source) in modules {
        for used in imports(module, source) {
            let common = module.iter().zip(&used).take_while(|(a, b)| a == b).count();
            if common < module.len() && common < used.len() {
                let (from, to) = (module[..=common].to_vec(), used[..=common].to_vec());
                if modules.keys().any(|m| m.starts_with(&to)) {
                    edges.entry(from).or_default().insert(to);
                }
            }
        }
    }
    edges
}

/// The strongly connected groups of more than one module (Tarjan's algorithm): each a circle.
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct Search<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<Module, usize>,
        low: BTreeMap<Module, usize>,
        stack: Vec<Module>,
        circles: Vec<Vec<Module>>,
    }
    impl Search<'_> {
        fn visit(&mut self, v: &Module) {
            let n = self.index.len();
            self.index.insert(v.clone(), n);
            self.low.insert(v.clone(), n);
            self.stack.push(v.clone());
            for w in self.edges.get(v).into_iter().flatten() {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v.clone(), low);
                } else if self.stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v.clone(), low);
                }
            }
            if self.low[v] == self.index[v] {
                let at = self.stack.iter().rposition(|m| m == v).unwrap();
                let group = self.stack.split_off(at);
                if group.len() > 1 {
                    self.circles.push(group);
                }
            }
        }
    }
    let mut search = Search {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        circles: Vec::new(),
    };
    let nodes: BTreeSet<&Module> = edges.keys().chain(edges.values().flatten()).collect();
    for v in nodes {
        if !search.index.contains_key(v) {
            search.visit(v);
        }
    }
    search.circles
}

#[test]
fn no_modules_side_by_side_import_each_other_round_a_circle() {
    let modules = modules();
    assert!(modules.len() > 100, "the crate's modules are read");
    let circles: Vec<String> = circles(&edges(&modules))
        .iter()
        .map(|group| {
            let names: Vec<String> = group.iter().map(|m| m.join("/")).collect();
            names.join(" <-> ")
        })
        .collect();
    assert!(
        circles.is_empty(),
        "import circles:\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_reader_finds_the_imports_a_circle_would_be_made_of() {
    // A check that cannot fail finds nothing: these sources, written as the crate writes its
    // own, make the circles the test must see.
    let source = |text: &str| text.to_string();
    let modules: BTreeMap<Module, String> = [
        (vec!["a".into()], source("use crate::b::{c, d::{e, f}};")),
        (
            vec!["b".into(), "c".into()],
            source("use super::g;\nfn x() { crate::a::y(); }"),
        ),
        (
            vec!["b".into(), "g".into()],
            source("// crate::b::c in a comment\nuse crate::b::c::Z;"),
        ),
        (
            vec!["h".into()],
            source("let s = \"crate::a\"; use crate::a;\n#[cfg(test)]\nuse crate::h;"),
        ),
    ]
    .into();
    let edges = edges(&modules);
    assert_eq!(
        edges[&vec!["a".to_string()]],
        [vec!["b".to_string()]].into()
    );
    assert_eq!(
        edges[&vec!["b".to_string()]],
        [vec!["a".to_string()]].into()
    );
    assert_eq!(
        edges[&vec!["b".to_string(), "c".to_string()]],
        [vec!["b".to_string(), "g".to_string()]].into()
    );
    let found = circles(&edges);
    assert_eq!(found.len(), 2, "{found:?}");
    // Neither a string, a comment nor a test module imports.
    assert_eq!(
        edges[&vec!["h".to_string()]],
        [vec!["a".to_string()]].into()
    );
}
