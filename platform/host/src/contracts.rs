//! The server's contracts the web app builds on, written as files it keeps
//! (web/src/generated): the OpenAPI document (its API types are generated from it) and every
//! module's manifest (which module serves which web route). A host test fails when they drift.

use std::path::Path;

use anyhow::Context;
use serde_json::{Value, json};

use crate::bootstrap::ConnectedApp;

pub const OPENAPI_FILE: &str = "openapi.json";
pub const MANIFESTS_FILE: &str = "module-manifests.json";

/// Every module of the host (on or off in this deployment) with the web routes it serves.
pub fn manifests() -> Value {
    Value::Array(
        crate::modules::all_modules()
            .iter()
            .map(|m| {
                let manifest = m.manifest();
                json!({"id": m.id(), "name_ar": manifest.name_ar, "name_en": manifest.name_en, "routes": manifest.routes})
            })
            .collect(),
    )
}

/// The files' contents, pretty-printed with a final newline (stable for diffs).
pub fn render(app: &ConnectedApp) -> Vec<(&'static str, String)> {
    let doc = crate::openapi::document(app);
    let pretty = |v: &Value| format!("{}\n", serde_json::to_string_pretty(v).unwrap_or_default());
    vec![(OPENAPI_FILE, pretty(&doc.json)), (MANIFESTS_FILE, pretty(&manifests()))]
}

pub fn write(app: &ConnectedApp, dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    for (name, text) in render(app) {
        std::fs::write(dir.join(name), text).with_context(|| format!("cannot write {name}"))?;
    }
    Ok(())
}
