//! Numbers that come from outside (query strings, paths) and their bounds.
//!
//! A value out of range fails deserialisation with a marked message; the query/path error
//! handlers turn it into a 422 that names the field in the user's language.

use serde::{Deserialize, Deserializer};

/// Prefix of a deserialisation error that names a field out of range.
pub const OUT_OF_RANGE: &str = "out_of_range:";

fn out_of_range<E: serde::de::Error>(field: &str) -> E {
    E::custom(format!("{OUT_OF_RANGE}{field}"))
}

/// Reads a number that may arrive as text (query strings) or as a JSON number.
#[derive(Deserialize)]
#[serde(untagged)]
enum Loose {
    Int(i128),
    Text(String),
}

fn read_i128<'de, D: Deserializer<'de>>(d: D, field: &str) -> Result<Option<i128>, D::Error> {
    match Option::<Loose>::deserialize(d)? {
        None => Ok(None),
        Some(Loose::Int(v)) => Ok(Some(v)),
        Some(Loose::Text(t)) if t.trim().is_empty() => Ok(None),
        Some(Loose::Text(t)) => t.trim().parse::<i128>().map(Some).map_err(|_| out_of_range(field)),
    }
}

/// A value of `field` within `min..=max`.
pub fn within<'de, D: Deserializer<'de>>(d: D, field: &str, min: i128, max: i128) -> Result<Option<i128>, D::Error> {
    match read_i128(d, field)? {
        Some(v) if v < min || v > max => Err(out_of_range(field)),
        other => Ok(other),
    }
}

pub fn page<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    Ok(within(d, "page", 1, i128::from(crate::http::response::PageQuery::MAX_PAGE))?.and_then(|v| u64::try_from(v).ok()))
}

/// Any size is accepted and clamped later; absurd values are still refused.
pub fn per_page<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u64>, D::Error> {
    Ok(within(d, "per_page", 0, 1_000_000)?.and_then(|v| u64::try_from(v).ok()))
}

/// A list cursor the server handed out: a positive 64-bit position.
pub fn cursor<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    Ok(within(d, "cursor", 1, i128::from(i64::MAX))?.and_then(|v| i64::try_from(v).ok()))
}

/// A calendar year the product has data for, or could: 1900 to 2100.
pub fn year<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i32>, D::Error> {
    Ok(within(d, "year", 1900, 2100)?.and_then(|v| i32::try_from(v).ok()))
}

/// The field named by a marked out-of-range message, if it is one.
pub fn field_out_of_range(message: &str) -> Option<&str> {
    let start = message.find(OUT_OF_RANGE)? + OUT_OF_RANGE.len();
    let rest = &message[start..];
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    Some(&rest[..end])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::response::PageQuery;

    /// Reads a query string as actix does: every value arrives as text.
    fn parse(q: &str) -> Result<PageQuery, String> {
        let map: serde_json::Map<String, serde_json::Value> = q
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_owned(), serde_json::Value::String(v.to_owned())))
            .collect();
        serde_json::from_value(serde_json::Value::Object(map)).map_err(|e| e.to_string())
    }

    #[test]
    fn pages_are_bounded_and_huge_values_are_refused() {
        let ok = parse("page=3&per_page=500").unwrap_or(PageQuery { page: None, per_page: None });
        assert_eq!((ok.page(), ok.per_page(20), ok.offset(20)), (3, 100, 200));
        for bad in ["page=0", "page=-1", "page=2620140866131914240", "page=abc", "per_page=12104672091419802"] {
            let err = parse(bad).err().unwrap_or_default();
            assert!(field_out_of_range(&err).is_some(), "{bad}: {err}");
        }
        assert_eq!(field_out_of_range("x out_of_range:per_page at line 1"), Some("per_page"));
    }
}
