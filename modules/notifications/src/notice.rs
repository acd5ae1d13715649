//! A notice: what one event says, written once in both languages, and who should hear it.

use platform::Lang;
use platform::ports::ListKind;
use serde::{Deserialize, Serialize};

use crate::kinds::Kind;

/// A title and a line of text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub title: String,
    pub body: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    pub kind: Kind,
    pub ar: Text,
    pub en: Text,
    /// A route of the web app the notice leads to.
    pub link: Option<String>,
}

impl Notice {
    pub fn new(kind: Kind, ar: Text, en: Text, link: Option<String>) -> Self {
        Self { kind, ar, en, link }
    }

    pub fn text(&self, lang: Lang) -> &Text {
        match lang {
            Lang::Ar => &self.ar,
            Lang::En => &self.en,
        }
    }
}

/// Builds a [`Text`] from a title and a body.
pub fn text(title: impl Into<String>, body: impl Into<String>) -> Text {
    Text { title: title.into(), body: body.into() }
}

/// Who hears of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "to", rename_all = "snake_case")]
pub enum Audience {
    /// The user the fact is about.
    User { user_id: i64 },
    /// Everyone subscribed to an analyst's list now.
    ListSubscribers { kind: ListKind, list_id: i64 },
    /// Every investor (not analysts, not staff: they do not have the feed).
    Investors,
}
