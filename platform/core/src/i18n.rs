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
            let quality = pieces.find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.parse::<f32>().ok())).unwrap_or(1.0);
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

/// A text in both languages, and for the texts an error can carry, a stable machine code (its
/// constant's name, e.g. `ALREADY_REFUNDED`) that clients may branch on while the words change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Message {
    pub ar: &'static str,
    pub en: &'static str,
    /// Empty for a text no error answers with (a label, an email line).
    pub code: &'static str,
}

impl Message {
    pub const fn new(ar: &'static str, en: &'static str) -> Self {
        Self { ar, en, code: "" }
    }

    /// A text an error may answer with, under its stable machine code.
    pub const fn coded(code: &'static str, ar: &'static str, en: &'static str) -> Self {
        Self { ar, en, code }
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

/// The plural category of a count by CLDR's rules for Arabic, which decide the form its noun
/// takes: zero (0), one (1), two (2), few (3–10, 103–110, …), many (11–99, 111–199, …) and
/// other (100–102, 200–202, …). The web app gets the same categories from Intl.PluralRules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArabicPlural {
    Zero,
    One,
    Two,
    Few,
    Many,
    Other,
}

pub fn arabic_plural(n: u64) -> ArabicPlural {
    match n {
        0 => ArabicPlural::Zero,
        1 => ArabicPlural::One,
        2 => ArabicPlural::Two,
        _ => match n % 100 {
            3..=10 => ArabicPlural::Few,
            11..=99 => ArabicPlural::Many,
            _ => ArabicPlural::Other,
        },
    }
}

/// A count in Arabic words: `forms` are the zero, one, two, few, many and other forms of the
/// phrase, `{}` standing for the number: `["لا أسهم", "سهم واحد", "سهمان", "{} أسهم", "{} سهماً",
/// "{} سهم"]` reads «سهمان» for 2, «9 أسهم» for 9, «11 سهماً» for 11 and «100 سهم» for 100.
pub fn arabic_count(n: u64, forms: [&str; 6]) -> String {
    let [zero, one, two, few, many, other] = forms;
    let form = match arabic_plural(n) {
        ArabicPlural::Zero => zero,
        ArabicPlural::One => one,
        ArabicPlural::Two => two,
        ArabicPlural::Few => few,
        ArabicPlural::Many => many,
        ArabicPlural::Other => other,
    };
    form.replace("{}", &n.to_string())
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

    #[test]
    fn arabic_plural_follows_cldr() {
        let cases = [
            (0, ArabicPlural::Zero),
            (1, ArabicPlural::One),
            (2, ArabicPlural::Two),
            (3, ArabicPlural::Few),
            (9, ArabicPlural::Few),
            (10, ArabicPlural::Few),
            (11, ArabicPlural::Many),
            (14, ArabicPlural::Many),
            (99, ArabicPlural::Many),
            (100, ArabicPlural::Other),
            (101, ArabicPlural::Other),
            (102, ArabicPlural::Other),
            (103, ArabicPlural::Few),
            (110, ArabicPlural::Few),
            (111, ArabicPlural::Many),
            (150, ArabicPlural::Many),
            (200, ArabicPlural::Other),
            (1000, ArabicPlural::Other),
            (1011, ArabicPlural::Many),
        ];
        for (n, form) in cases {
            assert_eq!(arabic_plural(n), form, "{n}");
        }
    }

    #[test]
    fn arabic_count_agrees_with_the_number() {
        let stocks = ["لا أسهم", "سهم واحد", "سهمان", "{} أسهم", "{} سهماً", "{} سهم"];
        let read: Vec<String> = [0, 1, 2, 9, 11, 100, 103].into_iter().map(|n| arabic_count(n, stocks)).collect();
        assert_eq!(read, ["لا أسهم", "سهم واحد", "سهمان", "9 أسهم", "11 سهماً", "100 سهم", "103 أسهم"]);
        let days = ["{} يوم", "يوم واحد", "يومان", "{} أيام", "{} يوماً", "{} يوم"];
        assert_eq!(arabic_count(14, days), "14 يوماً");
        assert_eq!(arabic_count(0, days), "0 يوم");
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
