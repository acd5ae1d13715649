//! Rich text that cannot carry script: every body staff save is cleaned here, on the way in,
//! with ammonia (an allow-list HTML sanitiser built on the browsers' own parsing algorithm).
//! The web app renders only this cleaned output.

use std::collections::HashSet;

/// Tags a document or FAQ answer may use: headings, paragraphs, lists, links, emphasis.
const TAGS: [&str; 17] = ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "a", "blockquote", "hr", "span"];

/// Tags dropped together with everything inside them (not just unwrapped).
const DROPPED_WITH_CONTENT: [&str; 11] =
    ["script", "style", "svg", "math", "iframe", "object", "embed", "noscript", "template", "textarea", "select"];

/// Cleans a rich-text body: only the allowed tags, `href` on links (http, https, mailto, tel or
/// site-relative), `dir` anywhere; no script, event handler, style or `javascript:` URL survives.
pub fn clean(body: &str) -> String {
    ammonia::Builder::default()
        .tags(HashSet::from(TAGS))
        .clean_content_tags(HashSet::from(DROPPED_WITH_CONTENT))
        .tag_attributes([("a", HashSet::from(["href"]))].into_iter().collect())
        .generic_attributes(HashSet::from(["dir"]))
        .generic_attribute_prefixes(HashSet::new())
        .url_schemes(HashSet::from(["http", "https", "mailto", "tel"]))
        .link_rel(Some("noopener noreferrer nofollow"))
        .strip_comments(true)
        .clean(body)
        .to_string()
}

/// What [`clean`] would take out of `body`, for staff to see before they save: each refused
/// element as `<name>`, each refused attribute by name, each refused link as `scheme:`. In the
/// order first met, once each; empty when cleaning keeps all of it (the sanitiser still decides
/// what is stored: this is only the report).
pub fn removed(body: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut note = |item: String| {
        if !out.contains(&item) {
            out.push(item);
        }
    };
    let mut rest = body;
    while let Some(open) = rest.find('<') {
        rest = &rest[open + 1..];
        if rest.starts_with("!--") {
            // Comments are dropped silently: they never showed.
            rest = rest.find("-->").map_or("", |end| &rest[end + 3..]);
            continue;
        }
        let closing = rest.starts_with('/');
        let tag_start = usize::from(closing);
        let name_len = rest[tag_start..].find(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).unwrap_or(rest.len() - tag_start);
        let name = rest[tag_start..tag_start + name_len].to_ascii_lowercase();
        if name.is_empty() || !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
            continue;
        }
        let end = rest.find('>').unwrap_or(rest.len());
        let inside = &rest[tag_start + name_len..end];
        rest = &rest[end.min(rest.len())..];
        if closing {
            continue;
        }
        if !TAGS.contains(&name.as_str()) {
            note(format!("<{name}>"));
            continue;
        }
        for (attribute, value) in attributes(inside) {
            match attribute.as_str() {
                "dir" => {}
                "rel" if name == "a" => {}
                "href" if name == "a" => {
                    if let Some(scheme) = scheme_of(&value).filter(|s| !["http", "https", "mailto", "tel"].contains(&s.as_str())) {
                        note(format!("{scheme}:"));
                    }
                }
                _ => note(attribute),
            }
        }
    }
    out
}

/// The attributes of a start tag's inside (after its name), lower-cased names with raw values.
fn attributes(inside: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut rest = inside.trim_start_matches(|c: char| c.is_whitespace() || c == '/');
    while !rest.is_empty() {
        let name_len = rest.find(|c: char| c.is_whitespace() || c == '=' || c == '/').unwrap_or(rest.len());
        let name = rest[..name_len].to_ascii_lowercase();
        rest = rest[name_len..].trim_start();
        let mut value = String::new();
        if let Some(after) = rest.strip_prefix('=') {
            let after = after.trim_start();
            let (taken, left) = match after.chars().next() {
                Some(quote @ ('"' | '\'')) => {
                    let body = &after[1..];
                    let close = body.find(quote).unwrap_or(body.len());
                    (&body[..close], &body[(close + 1).min(body.len())..])
                }
                _ => {
                    let close = after.find(char::is_whitespace).unwrap_or(after.len());
                    (&after[..close], &after[close..])
                }
            };
            value = taken.to_owned();
            rest = left;
        }
        if !name.is_empty() {
            found.push((name, value));
        }
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == '/');
    }
    found
}

/// A URL's scheme, lower-cased, when it has one (site-relative links have none).
fn scheme_of(url: &str) -> Option<String> {
    let url: String = url.chars().filter(|c| !c.is_whitespace() && !c.is_control()).collect();
    let colon = url.find(':')?;
    if url[..colon].contains(['/', '?', '#']) {
        return None;
    }
    Some(url[..colon].to_ascii_lowercase())
}

/// The text a cleaned body shows, to tell an empty body (only tags) from a real one.
pub fn visible_text(html: &str) -> String {
    ammonia::Builder::empty().clean(html).to_string().replace("&nbsp;", " ").trim().to_owned()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Plain text with blank-line paragraphs as HTML paragraphs (single newlines become `<br>`).
pub fn paragraphs_to_html(text: &str) -> String {
    text.replace("\r\n", "\n")
        .split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| format!("<p>{}</p>", escape(p).replace('\n', "<br>")))
        .collect()
}

/// Whether `text` holds markup characters (titles, questions and bare values must not).
pub fn has_markup(text: &str) -> bool {
    text.contains('<') || text.contains('>')
}

/// Texts whose body is a bare value shown as text (a phone number), not a document.
pub const VALUE_KEYS: [&str; 2] = ["whatsapp", "contact_us"];

pub fn is_value_key(key: &str) -> bool {
    VALUE_KEYS.contains(&key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formatting_stays_and_script_goes() {
        let cleaned = clean(
            r#"<h2>T</h2><p dir="ltr">a <b>b</b> <a href="https://eva.sa/x" target="_blank" onclick="x()">l</a></p><ul><li>1</li></ul>"#,
        );
        assert_eq!(
            cleaned,
            r#"<h2>T</h2><p dir="ltr">a <b>b</b> <a href="https://eva.sa/x" rel="noopener noreferrer nofollow">l</a></p><ul><li>1</li></ul>"#
        );
        for payload in [
            "<script>alert(1)</script>",
            "<img src=x onerror=alert(1)>",
            "<a href=\"javascript:alert(1)\">x</a>",
            "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
            "<svg onload=alert(1)><script>alert(1)</script></svg>",
            "<p style=\"width: expression(alert(1))\">x</p>",
            "<style>p{background:url(javascript:alert(1))}</style>",
            "<iframe src=\"javascript:alert(1)\"></iframe>",
        ] {
            let out = clean(payload).to_lowercase();
            for bad in ["<script", "onerror", "onload", "javascript:", "expression(", "alert(", "<svg", "<iframe", "style="] {
                assert!(!out.contains(bad), "{payload} → {out}");
            }
        }
    }

    #[test]
    fn what_cleaning_takes_out_is_reported_once_each() {
        let pasted = r#"<h2 class="x">T</h2><script>alert(1)</script><p style="color:red" dir="rtl" onclick='x()'>a <a href="https://eva.sa" target=_blank rel="noopener">l</a> <a href=" JavaScript:alert(1)">b</a><img src=x></p><p style="a">c</p><!-- <iframe> --><a href="/faq">f</a>"#;
        assert_eq!(removed(pasted), ["class", "<script>", "style", "onclick", "target", "javascript:", "<img>"]);
        let editor = r#"<h2>عنوان</h2><p dir="rtl"><strong>نص</strong> <a href="mailto:a@eva.sa">m</a></p><ul><li><p>1</p></li></ul><br/>"#;
        assert!(removed(editor).is_empty(), "{:?}", removed(editor));
        assert!(removed("a < b and c<1").is_empty());
    }

    #[test]
    fn plain_paragraphs_become_html() {
        assert_eq!(paragraphs_to_html("a & b\n\nc\nd"), "<p>a &amp; b</p><p>c<br>d</p>");
        assert_eq!(visible_text("<p> </p><br>"), "");
        assert_eq!(visible_text("<p>نص</p>"), "نص");
    }
}
