//! The hash chain that makes a list's published history checkable: each entry's hash is
//! SHA-256 over the previous entry's hash, a newline and the entry's canonical JSON, so changing,
//! removing or reordering any stored entry breaks every hash after it.

use serde_json::Value;
use sha2::{Digest, Sha256};

/// The "previous hash" of a list's first entry.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CanonicalError {
    #[error("the entry holds a number that is not an integer: {0}")]
    NotAnInteger(String),
}

/// JSON with object keys sorted, no spaces, and integers only (prices and percentages are
/// integers in their units), so one entry always has one text.
pub fn canonical_json(value: &Value) -> Result<String, CanonicalError> {
    let mut out = String::new();
    write(value, &mut out)?;
    Ok(out)
}

fn write(value: &Value, out: &mut String) -> Result<(), CanonicalError> {
    match value {
        Value::Null | Value::Bool(_) | Value::String(_) => out.push_str(&value.to_string()),
        Value::Number(n) => {
            if !(n.is_i64() || n.is_u64()) {
                return Err(CanonicalError::NotAnInteger(n.to_string()));
            }
            out.push_str(&n.to_string());
        }
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write(item, out)?;
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, key) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(key.clone()).to_string());
                out.push(':');
                write(&map[key], out)?;
            }
            out.push('}');
        }
    }
    Ok(())
}

/// The hash of an entry whose canonical JSON is `body`, after the entry hashed `prev_hash`.
pub fn entry_hash(prev_hash: &str, body: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(prev_hash.as_bytes());
    hasher.update(b"\n");
    hasher.update(body.as_bytes());
    hex::encode(hasher.finalize())
}

/// A stored entry as the verifier reads it.
#[derive(Debug, Clone)]
pub struct Link<'a> {
    pub seq: i64,
    pub body: &'a str,
    pub prev_hash: &'a str,
    pub hash: &'a str,
}

/// Where and why a chain stops holding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Break {
    pub seq: i64,
    pub reason: BreakReason,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BreakReason {
    /// An entry is missing or out of order.
    Sequence,
    /// The entry does not follow the one before it.
    PreviousHash,
    /// The entry's text no longer gives its hash: it was changed.
    Hash,
    /// The entry's text is not in canonical form.
    NotCanonical,
}

/// Checks entries in order, from the list's first; Err names the first entry that fails.
pub fn verify<'a>(links: impl IntoIterator<Item = Link<'a>>) -> Result<usize, Break> {
    let mut expected_prev = GENESIS.to_owned();
    let mut count = 0usize;
    for (i, link) in links.into_iter().enumerate() {
        let seq = link.seq;
        let fail = |reason| Err(Break { seq, reason });
        if i64::try_from(i + 1).ok() != Some(seq) {
            return fail(BreakReason::Sequence);
        }
        if link.prev_hash != expected_prev {
            return fail(BreakReason::PreviousHash);
        }
        let canonical = serde_json::from_str::<Value>(link.body).ok().and_then(|v| canonical_json(&v).ok());
        if canonical.as_deref() != Some(link.body) {
            return fail(BreakReason::NotCanonical);
        }
        if entry_hash(link.prev_hash, link.body) != link.hash {
            return fail(BreakReason::Hash);
        }
        expected_prev = link.hash.to_owned();
        count += 1;
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use serde_json::json;

    #[test]
    fn canonical_json_sorts_keys_at_every_level_and_refuses_fractions() {
        let v = json!({"b": 1, "a": {"d": [2, {"z": null, "y": "ب"}], "c": true}});
        assert_eq!(canonical_json(&v).unwrap(), r#"{"a":{"c":true,"d":[2,{"y":"ب","z":null}]},"b":1}"#);
        assert_eq!(canonical_json(&json!({"price": 32.5})), Err(CanonicalError::NotAnInteger("32.5".into())));
    }

    #[test]
    fn the_hash_is_sha256_of_the_previous_hash_a_newline_and_the_body() {
        // Worked with `printf '%s\n%s' "$GENESIS" '{"a":1}' | sha256sum`.
        assert_eq!(entry_hash(GENESIS, r#"{"a":1}"#), "f21735afd2cd6af4fc5804b0045cebfd545aef8396d29d030c39cb8880b45b7f");
    }

    fn chain(bodies: &[&str]) -> Vec<(i64, String, String, String)> {
        let mut prev = GENESIS.to_owned();
        let mut out = Vec::new();
        for (i, body) in bodies.iter().enumerate() {
            let hash = entry_hash(&prev, body);
            out.push((i64::try_from(i).unwrap() + 1, (*body).to_owned(), prev.clone(), hash.clone()));
            prev = hash;
        }
        out
    }

    fn links(rows: &[(i64, String, String, String)]) -> Vec<Link<'_>> {
        rows.iter().map(|(seq, body, prev, hash)| Link { seq: *seq, body, prev_hash: prev, hash }).collect()
    }

    #[test]
    fn a_chain_holds_until_an_entry_is_changed_removed_or_reordered() {
        let rows = chain(&[r#"{"n":1}"#, r#"{"n":2}"#, r#"{"n":3}"#]);
        assert_eq!(verify(links(&rows)), Ok(3));

        let mut changed = rows.clone();
        changed[1].1 = r#"{"n":20}"#.into();
        assert_eq!(verify(links(&changed)), Err(Break { seq: 2, reason: BreakReason::Hash }));

        let mut rehashed = changed.clone();
        rehashed[1].3 = entry_hash(&rehashed[1].2, &rehashed[1].1);
        assert_eq!(verify(links(&rehashed)), Err(Break { seq: 3, reason: BreakReason::PreviousHash }));

        let mut removed = rows.clone();
        removed.remove(1);
        assert_eq!(verify(links(&removed)), Err(Break { seq: 3, reason: BreakReason::Sequence }));

        let mut spaced = rows;
        spaced[0].1 = r#"{"n": 1}"#.into();
        assert_eq!(verify(links(&spaced)), Err(Break { seq: 1, reason: BreakReason::NotCanonical }));
    }
}
