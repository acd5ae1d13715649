//! Server messages in Arabic (default) and English.
//!
//! Every user-facing text is a [`Message`] holding both languages; the language is chosen when
//! the response is written, from the request's `Accept-Language` or the signed-in user's choice.

use std::cell::Cell;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Ar,
    En,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::Ar => "ar",
            Lang::En => "en",
        }
    }

    /// Parses "ar"/"en" exactly, as stored for a user.
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "ar" => Some(Lang::Ar),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// Reads the first supported language of an `Accept-Language` header, in order of preference.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(f32, Lang)> = None;
        for part in header.split(',') {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next().unwrap_or_default().trim().to_ascii_lowercase();
            let quality = pieces
                .find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.parse::<f32>().ok()))
                .unwrap_or(1.0);
            let primary = tag.split('-').next().unwrap_or_default();
            if let Some(lang) = Lang::from_code(primary)
                && best.is_none_or(|(q, _)| quality > q)
            {
                best = Some((quality, lang));
            }
        }
        best.map(|(_, lang)| lang)
    }
}

/// A text in both languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Message {
    pub ar: &'static str,
    pub en: &'static str,
}

impl Message {
    pub const fn new(ar: &'static str, en: &'static str) -> Self {
        Self { ar, en }
    }

    pub fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Ar => self.ar,
            Lang::En => self.en,
        }
    }

    /// The text in the language of the request being served.
    pub fn localized(&self) -> &'static str {
        self.text(current_lang())
    }
}

/// How the language of the current request was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LangSource {
    Header,
    Default,
}

tokio::task_local! {
    static REQUEST_LANG: Cell<(Lang, LangSource)>;
}

/// Runs a request's future with its language in scope (set by the language middleware).
pub async fn with_request_lang<F: Future>(lang: Lang, source: LangSource, fut: F) -> F::Output {
    REQUEST_LANG.scope(Cell::new((lang, source)), fut).await
}

/// The language of the request being served; Arabic outside a request.
pub fn current_lang() -> Lang {
    REQUEST_LANG.try_with(|c| c.get().0).unwrap_or_default()
}

/// Lets the signed-in user's stored language apply when the request did not name one.
pub fn prefer_user_lang(lang: Lang) {
    let _ = REQUEST_LANG.try_with(|c| {
        if c.get().1 == LangSource::Default {
            c.set((lang, LangSource::Default));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_preferred_supported_language() {
        assert_eq!(Lang::from_accept_language("en-US,en;q=0.9,ar;q=0.8"), Some(Lang::En));
        assert_eq!(Lang::from_accept_language("fr, ar-SA;q=0.7, en;q=0.5"), Some(Lang::Ar));
        assert_eq!(Lang::from_accept_language("fr-FR"), None);
        assert_eq!(Lang::from_accept_language("ar"), Some(Lang::Ar));
    }

    #[tokio::test]
    async fn user_language_applies_only_without_a_header() {
        with_request_lang(Lang::Ar, LangSource::Default, async {
            prefer_user_lang(Lang::En);
            assert_eq!(current_lang(), Lang::En);
        })
        .await;
        with_request_lang(Lang::Ar, LangSource::Header, async {
            prefer_user_lang(Lang::En);
            assert_eq!(current_lang(), Lang::Ar);
        })
        .await;
    }
}
