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
        let cleaned = clean(r#"<h2>T</h2><p dir="ltr">a <b>b</b> <a href="https://eva.sa/x" target="_blank" onclick="x()">l</a></p><ul><li>1</li></ul>"#);
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
    fn plain_paragraphs_become_html() {
        assert_eq!(paragraphs_to_html("a & b\n\nc\nd"), "<p>a &amp; b</p><p>c<br>d</p>");
        assert_eq!(visible_text("<p> </p><br>"), "");
        assert_eq!(visible_text("<p>نص</p>"), "نص");
    }
}
