//! `[module.research]`: the news feeds to import.

use serde::Deserialize;

/// A news feed (RSS or Atom) and the language its articles are in.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct FeedSource {
    /// `https://…`, or `file:///…` for a feed kept on disk.
    pub url: String,
    /// Shown as the articles' source.
    pub name: String,
    /// ar | en.
    #[serde(default = "arabic")]
    pub language: String,
}

fn arabic() -> String {
    "ar".into()
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ResearchSettings {
    pub feeds: Vec<FeedSource>,
    /// Articles kept per feed and run, newest first.
    pub items_per_feed: usize,
}

impl Default for ResearchSettings {
    fn default() -> Self {
        Self { feeds: Vec::new(), items_per_feed: 50 }
    }
}
