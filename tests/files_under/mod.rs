//! Every file under a folder of the project, for the tests that read the code itself
//! (`import_graph.rs`, `architecture_doc.rs`).
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

/// The project's folder.
pub fn project() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir`, at any depth, in no set order; none for a folder that is not there.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).into_iter().flatten() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                found.push(path);
            }
        }
    }
    found
}
