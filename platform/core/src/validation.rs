//! Field validation that collects every problem and answers 422 with messages per field.

use std::collections::BTreeMap;

use crate::ApiError;
use crate::i18n::Message;
use crate::messages;

#[derive(Debug, Default)]
pub struct Validator {
    errors: BTreeMap<String, Vec<Message>>,
}

impl Validator {
    pub fn new() -> Self {
        Self::default()
    }

    /// Records `message` against `field` when `ok` is false.
    pub fn check(&mut self, field: &str, ok: bool, message: Message) -> &mut Self {
        if !ok {
            self.add(field, message);
        }
        self
    }

    pub fn add(&mut self, field: &str, message: Message) -> &mut Self {
        let list = self.errors.entry(field.to_owned()).or_default();
        if !list.contains(&message) {
            list.push(message);
        }
        self
    }

    /// A present, non-blank value; returns it trimmed.
    pub fn required<'a>(&mut self, field: &str, value: Option<&'a str>) -> Option<&'a str> {
        match value.map(str::trim).filter(|v| !v.is_empty()) {
            Some(v) => Some(v),
            None => {
                self.add(field, messages::FIELD_REQUIRED);
                None
            }
        }
    }

    pub fn max_chars(&mut self, field: &str, value: Option<&str>, max: usize) -> &mut Self {
        let ok = value.is_none_or(|v| v.chars().count() <= max);
        self.check(field, ok, messages::FIELD_TOO_LONG)
    }

    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    pub fn finish(self) -> Result<(), ApiError> {
        if self.errors.is_empty() { Ok(()) } else { Err(ApiError::fields(self.errors)) }
    }
}

/// The longest reason staff may give for a decision (hiding, disabling, refunding).
pub const REASON_MAX: usize = 1000;

/// The reason staff give for a decision the other person is told or that is kept in a log: present
/// once trimmed (`missing` otherwise) and at most [`REASON_MAX`] characters, in field `reason`.
pub fn staff_reason(value: Option<&str>, missing: Message) -> Result<String, ApiError> {
    let reason = value.map(str::trim).filter(|r| !r.is_empty());
    let mut v = Validator::new();
    v.check("reason", reason.is_some(), missing);
    v.max_chars("reason", reason, REASON_MAX);
    v.finish()?;
    reason.map(str::to_owned).ok_or_else(|| ApiError::field("reason", missing))
}

/// A deliverable-looking address (RFC 5322 syntax with a dotted domain), at most 254 characters.
pub fn is_email(value: &str) -> bool {
    value.len() <= 254
        && email_address::EmailAddress::parse_with_options(
            value,
            email_address::Options { minimum_sub_domains: 2, allow_domain_literal: false, allow_display_text: false },
        )
        .is_ok()
}

/// Normalises an email for storage and lookup.
pub fn normalize_email(value: &str) -> String {
    value.trim().to_lowercase()
}

/// A valid phone number: Saudi numbers may be written locally (05xxxxxxxx); others need their
/// country code (+44...). Returns it in E.164.
pub fn normalize_phone(value: &str) -> Option<String> {
    let compact: String = value.chars().filter(|c| !c.is_whitespace() && *c != '-').collect();
    let digits: String = compact.chars().map(arabic_digit_to_ascii).collect();
    let region = if digits.starts_with('+') || digits.starts_with("00") { None } else { Some(phonenumber::country::Id::SA) };
    let digits = digits.strip_prefix("00").map(|d| format!("+{d}")).unwrap_or(digits);
    let parsed = phonenumber::parse(region, &digits).ok()?;
    phonenumber::is_valid(&parsed).then(|| parsed.format().mode(phonenumber::Mode::E164).to_string())
}

/// Whether `c` is an invisible character that changes how the text around it reads: the
/// bidirectional embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), and the
/// zero-width and direction marks (U+200B–U+200F).
pub fn is_invisible_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200B}'..='\u{200F}')
}

/// Text a person typed, as others will see it: without invisible direction and zero-width
/// characters (a name that reads "reversed" or hides a word), trimmed.
pub fn visible(text: &str) -> String {
    text.chars().filter(|c| !is_invisible_control(*c)).collect::<String>().trim().to_owned()
}

/// Arabic-Indic and Eastern Arabic-Indic digits to ASCII, so "٠٥٥..." is read as "055...".
pub fn arabic_digit_to_ascii(c: char) -> char {
    match c {
        '\u{0660}'..='\u{0669}' => char::from_digit(c as u32 - 0x0660, 10).unwrap_or(c),
        '\u{06F0}'..='\u{06F9}' => char::from_digit(c as u32 - 0x06F0, 10).unwrap_or(c),
        _ => c,
    }
}

/// A valid IBAN (checksum included); returns it in electronic form (no spaces, upper case).
pub fn normalize_iban(value: &str) -> Option<String> {
    use iban::IbanLike;
    value.to_uppercase().parse::<iban::Iban>().ok().map(|i| i.electronic_str().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_direction_and_zero_width_characters_are_dropped() {
        assert_eq!(visible(" \u{202E}gnp.exe\u{202C} "), "gnp.exe");
        assert_eq!(visible("سا\u{200B}رة\u{2067}\u{200F}"), "سارة");
        assert_eq!(visible("Sara \u{200D}"), "Sara");
        assert_eq!(visible("\u{2066}\u{2069}"), "", "nothing visible is blank");
        assert_eq!(visible("نمو السعودية 2030"), "نمو السعودية 2030", "ordinary text is kept as typed");
    }

    #[test]
    fn emails() {
        assert!(is_email("sara@example.com"));
        assert!(!is_email("sara@localhost"));
        assert!(!is_email("not an email"));
        assert!(!is_email("Sara <sara@example.com>"));
    }

    #[test]
    fn saudi_and_international_phones() {
        assert_eq!(normalize_phone("0501234567").as_deref(), Some("+966501234567"));
        assert_eq!(normalize_phone("+966 50 123 4567").as_deref(), Some("+966501234567"));
        assert_eq!(normalize_phone("٠٥٠١٢٣٤٥٦٧").as_deref(), Some("+966501234567"));
        assert_eq!(normalize_phone("+44 7911 123456").as_deref(), Some("+447911123456"));
        assert_eq!(normalize_phone("12345"), None);
        assert_eq!(normalize_phone("-"), None);
    }

    #[test]
    fn iban_checksum_is_checked() {
        assert_eq!(normalize_iban("SA03 8000 0000 6080 1016 7519").as_deref(), Some("SA0380000000608010167519"));
        assert_eq!(normalize_iban("SA04 8000 0000 6080 1016 7519"), None);
    }

    #[test]
    fn validator_collects_every_field() {
        let mut v = Validator::new();
        v.required("email", Some("  "));
        v.check("password", false, messages::PASSWORD_TOO_SHORT);
        assert!(v.has_errors());
        let err = v.finish().err().map(|e| e.body());
        assert_eq!(err.map(|b| b.errors.len()), Some(2));
    }
}
