//! docs/architecture.md held to the code: every file it names exists, every folder of the page
//! is in its drawing, and its table of what a new game adds lists every file outside the
//! giants' folder that names the giants today (a newcomer adding a game reads that table).

mod files_under;

use std::fs;
use std::path::PathBuf;

use files_under::{files_under, project};

fn root() -> PathBuf {
    project()
}

fn doc() -> String {
    fs::read_to_string(root().join("docs/architecture.md")).unwrap()
}

/// Every `.rs` file of `src/`, as paths from there.
fn sources() -> Vec<String> {
    let src = root().join("src");
    let mut found: Vec<String> = files_under(&src)
        .into_iter()
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .map(|path| {
            path.strip_prefix(&src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect();
    kingdomino::short_sort::sort(&mut found);
    found
}

/// The code of a source, comments left out.
fn code(path: &str) -> String {
    let text = fs::read_to_string(root().join("src").join(path)).unwrap();
    text.lines()
        .map(|line| line.split("//").next().unwrap())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `code` names the giants: their types, actions, box, option or pieces.
fn names_the_giants(code: &str) -> bool {
    let names = [
        "Giants",
        "Giant",
        "giants()",
        "giants:",
        ".giants",
        "GIANTS",
        "giant_",
        "Footstep",
        "footsteps",
    ];
    names.iter().any(|name| {
        code.match_indices(name).any(|(at, _)| {
            let before = code[..at].chars().next_back();
            let after = code[at + name.len()..].chars().next();
            let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
            // A whole name, or a name's own start (`GiantsAction`, `giant_hand`).
            !word(before) && (!word(after) || name.ends_with(['_', '(', ':']) || name.len() > 6)
        })
    })
}

/// The table of what a new game adds, as the doc writes it.
fn new_game_table(doc: &str) -> &str {
    let start = doc
        .find("- **A new game**")
        .expect("the section on a new game");
    let end = start + doc[start..].find("A module in the making").unwrap();
    &doc[start..end]
}

#[test]
fn the_new_game_table_lists_every_file_that_names_the_giants() {
    let doc = doc();
    let table = new_game_table(&doc);
    let giants_folder = "rules/giants/";
    let touched: Vec<String> = sources()
        .into_iter()
        .filter(|path| !path.starts_with(giants_folder))
        .filter(|path| names_the_giants(&code(path)))
        .collect();
    assert!(touched.len() > 15, "the giants are found: {touched:?}");
    let missing: Vec<&String> = touched
        .iter()
        .filter(|path| {
            let listed_folder = path
                .rfind('/')
                .is_some_and(|i| table.contains(&format!("`{}/`", &path[..i])));
            !table.contains(&format!("`{path}`")) && !listed_folder
        })
        .collect();
    assert!(
        missing.is_empty(),
        "docs/architecture.md's new game table misses {missing:?}"
    );
}

#[test]
fn every_file_the_doc_names_exists() {
    let doc = doc();
    let mut names: Vec<&str> = doc
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|s| s.ends_with(".rs") && !s.contains(['<', ' ', '*']))
        .collect();
    kingdomino::short_sort::sort(&mut names);
    names.dedup();
    assert!(names.len() > 50, "the doc's files are read");
    let everything: Vec<String> = ["src", "tests", "scripts", "benches"]
        .iter()
        .flat_map(|dir| files_under(&root().join(dir)))
        .map(|path| path.to_string_lossy().replace('\\', "/"))
        .collect();
    let missing: Vec<&&str> = names
        .iter()
        .filter(|name| !everything.iter().any(|p| p.ends_with(&format!("/{name}"))))
        .collect();
    assert!(missing.is_empty(), "docs/architecture.md names {missing:?}");
}

#[test]
fn the_drawing_shows_every_folder_of_the_page() {
    let doc = doc();
    for entry in fs::read_dir(root().join("src/ui")).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            assert!(
                doc.contains(&format!("─ {name}/")),
                "docs/architecture.md's drawing misses ui/{name}/"
            );
        }
    }
}
