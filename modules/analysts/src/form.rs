//! The application form of spec §3: its choices, and the checks that turn what was sent into an
//! application, with one message per field.

use platform::validation::{Validator, normalize_phone};
use platform::{ApiResult, messages};

use crate::certificate::Certificate;
use crate::messages::*;

pub const EXPERIENCE_YEARS: [&str; 4] = ["1-2", "3-4", "5-10", "10+"];
pub const MARKETS: [&str; 3] = ["saudi", "us", "all"];
pub const ANALYSIS_TYPES: [&str; 2] = ["technical", "financial"];
pub const TRADER_TYPES: [&str; 3] = ["day", "week", "month"];

pub const FULL_NAME_MAX: usize = 120;
pub const DISPLAY_NAME_MAX: usize = 60;
pub const TIMEFRAMES_MAX: usize = 500;
pub const ABOUT_MAX: usize = 2000;

/// What the form sent, before any check.
#[derive(Debug, Default)]
pub struct SentForm {
    pub full_name: Option<String>,
    pub display_name: Option<String>,
    pub phone: Option<String>,
    pub x_account: Option<String>,
    pub experience_years: Option<String>,
    pub markets: Option<String>,
    pub analysis_type: Option<String>,
    pub trader_type: Option<String>,
    pub timeframes: Option<String>,
    pub about: Option<String>,
    pub terms: Option<String>,
    pub certificate: Option<Vec<u8>>,
}

/// A checked application, ready to be stored.
#[derive(Debug)]
pub struct CheckedForm {
    pub full_name: String,
    pub display_name: String,
    pub phone: String,
    pub x_account: String,
    pub experience_years: &'static str,
    pub markets: &'static str,
    pub analysis_type: &'static str,
    pub trader_type: &'static str,
    pub timeframes: String,
    pub about: String,
    pub certificate: Certificate,
}

/// The X handle of "@name", "name" or a link to the profile; None when it cannot be one.
pub fn x_handle(value: &str) -> Option<String> {
    let value = value.trim().trim_end_matches('/');
    let value = ["https://", "http://"].iter().fold(value, |v, p| v.strip_prefix(p).unwrap_or(v));
    let value = ["www.", "mobile."].iter().fold(value, |v, p| v.strip_prefix(p).unwrap_or(v));
    let value = ["x.com/", "twitter.com/"].iter().fold(value, |v, p| v.strip_prefix(p).unwrap_or(v));
    let handle = value.strip_prefix('@').unwrap_or(value);
    let ok = (1..=15).contains(&handle.len()) && handle.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    ok.then(|| handle.to_owned())
}

fn required<'a>(v: &mut Validator, field: &str, value: Option<&'a str>, missing: platform::Message) -> Option<&'a str> {
    let value = value.map(str::trim).filter(|s| !s.is_empty());
    v.check(field, value.is_some(), missing);
    value
}

fn choice(
    v: &mut Validator,
    field: &str,
    value: Option<&str>,
    allowed: &[&'static str],
    missing: platform::Message,
) -> Option<&'static str> {
    let value = required(v, field, value, missing)?;
    let found = allowed.iter().copied().find(|a| *a == value);
    v.check(field, found.is_some(), messages::FIELD_UNKNOWN_VALUE);
    found
}

fn text(v: &mut Validator, field: &str, value: Option<&str>, max: usize, missing: platform::Message) -> Option<String> {
    let shown = value.map(platform::validation::visible);
    let value = required(v, field, shown.as_deref(), missing)?;
    let fits = value.chars().count() <= max;
    v.check(field, fits, messages::FIELD_TOO_LONG);
    fits.then(|| value.to_owned())
}

fn ticked(value: Option<&str>) -> bool {
    matches!(value.map(str::trim), Some("true" | "1" | "on" | "yes"))
}

/// Every field checked at once: 422 with each problem under its field.
pub fn check(sent: SentForm) -> ApiResult<CheckedForm> {
    let mut v = Validator::new();
    let full_name = text(&mut v, "full_name", sent.full_name.as_deref(), FULL_NAME_MAX, FULL_NAME_REQUIRED);
    let display_name = text(&mut v, "display_name", sent.display_name.as_deref(), DISPLAY_NAME_MAX, DISPLAY_NAME_REQUIRED);
    let phone = required(&mut v, "phone", sent.phone.as_deref(), PHONE_REQUIRED).map(normalize_phone);
    if let Some(p) = &phone {
        v.check("phone", p.is_some(), messages::INVALID_PHONE);
    }
    let x_account = required(&mut v, "x_account", sent.x_account.as_deref(), X_ACCOUNT_REQUIRED).map(x_handle);
    if let Some(x) = &x_account {
        v.check("x_account", x.is_some(), X_ACCOUNT_INVALID);
    }
    let experience_years = choice(&mut v, "experience_years", sent.experience_years.as_deref(), &EXPERIENCE_YEARS, EXPERIENCE_REQUIRED);
    let markets = choice(&mut v, "markets", sent.markets.as_deref(), &MARKETS, MARKETS_REQUIRED);
    let analysis_type = choice(&mut v, "analysis_type", sent.analysis_type.as_deref(), &ANALYSIS_TYPES, ANALYSIS_TYPE_REQUIRED);
    let trader_type = choice(&mut v, "trader_type", sent.trader_type.as_deref(), &TRADER_TYPES, TRADER_TYPE_REQUIRED);
    let timeframes = text(&mut v, "timeframes", sent.timeframes.as_deref(), TIMEFRAMES_MAX, TIMEFRAMES_REQUIRED);
    let about = text(&mut v, "about", sent.about.as_deref(), ABOUT_MAX, ABOUT_REQUIRED);
    let certificate = match sent.certificate.filter(|c| !c.is_empty()) {
        None => {
            v.add("certificate", CERTIFICATE_REQUIRED);
            None
        }
        Some(bytes) => {
            let certificate = Certificate::from_bytes(bytes);
            v.check("certificate", certificate.is_some(), CERTIFICATE_TYPE);
            certificate
        }
    };
    v.check("terms", ticked(sent.terms.as_deref()), messages::TERMS_REQUIRED);
    v.finish()?;
    match (full_name, display_name, phone, x_account, experience_years, markets, analysis_type, trader_type, timeframes, about, certificate)
    {
        (
            Some(full_name),
            Some(display_name),
            Some(Some(phone)),
            Some(Some(x_account)),
            Some(experience_years),
            Some(markets),
            Some(analysis_type),
            Some(trader_type),
            Some(timeframes),
            Some(about),
            Some(certificate),
        ) => Ok(CheckedForm {
            full_name,
            display_name,
            phone,
            x_account,
            experience_years,
            markets,
            analysis_type,
            trader_type,
            timeframes,
            about,
            certificate,
        }),
        _ => Err(platform::ApiError::unprocessable(messages::FILL_ALL_FIELDS)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x_handles_are_read_from_the_usual_spellings() {
        assert_eq!(x_handle("@eva_analyst").as_deref(), Some("eva_analyst"));
        assert_eq!(x_handle("eva_analyst").as_deref(), Some("eva_analyst"));
        assert_eq!(x_handle("https://x.com/eva_analyst/").as_deref(), Some("eva_analyst"));
        assert_eq!(x_handle("https://twitter.com/Eva1").as_deref(), Some("Eva1"));
        assert_eq!(x_handle("@"), None);
        assert_eq!(x_handle("a name with spaces"), None);
        assert_eq!(x_handle("sixteen_chars_xx"), None);
    }
}
