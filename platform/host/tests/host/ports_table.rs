//! docs/ports.md keeps one row per port: a trait added to `platform/core/src/ports/` without a
//! row, or a row naming a provider file that is gone, fails here.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The traits the ports folder declares, by name.
fn port_traits() -> Vec<String> {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(root().join("platform/core/src/ports")).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix("pub trait ") {
                let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                names.push(name);
            }
        }
    }
    names.sort();
    names
}

#[test]
fn every_port_has_a_row_and_every_row_a_provider_that_exists() {
    let table = std::fs::read_to_string(root().join("docs/ports.md")).unwrap();
    let rows: Vec<&str> = table.lines().filter(|l| l.starts_with("| `")).collect();
    let traits = port_traits();
    assert!(traits.len() >= 10, "the ports folder was read: {traits:?}");
    let missing: Vec<&String> = traits.iter().filter(|t| !rows.iter().any(|r| r.starts_with(&format!("| `{t}` |")))).collect();
    assert!(missing.is_empty(), "ports without a row in docs/ports.md: {missing:?}");
    for row in rows {
        for path in row.split('`').filter(|p| p.starts_with("modules/")) {
            assert!(root().join(path).is_file(), "docs/ports.md names {path}, which does not exist");
        }
    }
}
