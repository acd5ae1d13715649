//! A feed's items as articles: titles and summaries as plain text (feeds carry HTML), the first
//! link, the published time (or updated, or now), and an id stable across runs.

use chrono::Utc;

use crate::articles::Article;
use crate::settings::FeedSource;

/// Longest text kept per field (the table's limits).
const TITLE_MAX: usize = 300;
const SUMMARY_MAX: usize = 1_000;
const BODY_MAX: usize = 20_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedItem {
    /// The feed's URL and the item's own id, so two feeds never share one.
    pub guid: String,
    pub article: Article,
}

fn plain(html: &str) -> String {
    let text = html2text::config::plain_no_decorate().string_from_read(html.as_bytes(), usize::MAX / 4).unwrap_or_else(|_| html.to_owned());
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn cut(text: String, max: usize) -> String {
    if text.chars().count() <= max {
        text
    } else {
        let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
        cut.push('…');
        cut
    }
}

/// The items of a feed, newest first; items without a title are skipped.
pub fn parse(bytes: &[u8], source: &FeedSource) -> anyhow::Result<Vec<FeedItem>> {
    // An item without an id is known by its link, or else its title: the same across runs (the
    // parser's default would be a new random id each time).
    let parser = feed_rs::parser::Builder::new()
        .id_generator(|links, title, _| {
            links.first().map(|l| l.href.clone()).or_else(|| title.as_ref().map(|t| t.content.clone())).unwrap_or_default()
        })
        .build();
    let feed = parser.parse(bytes)?;
    let mut items: Vec<FeedItem> = feed
        .entries
        .into_iter()
        .filter_map(|entry| {
            let title = cut(plain(&entry.title.as_ref()?.content), TITLE_MAX);
            if title.is_empty() || entry.id.is_empty() {
                return None;
            }
            let summary_html = entry.summary.as_ref().map(|s| s.content.clone()).unwrap_or_default();
            let body_html = entry.content.as_ref().and_then(|c| c.body.clone()).unwrap_or_else(|| summary_html.clone());
            let summary = cut(plain(&summary_html), SUMMARY_MAX);
            let body = cut(plain(&body_html), BODY_MAX);
            let link = entry
                .links
                .first()
                .map(|l| l.href.clone())
                .filter(|l| l.starts_with("https://") || l.starts_with("http://"))
                .filter(|l| l.len() <= 1000);
            let published_at = entry.published.or(entry.updated).unwrap_or_else(Utc::now);
            let guid: String = format!("{}|{}", source.url, entry.id).chars().take(1000).collect();
            let article =
                Article { language: source.language.clone(), title, summary, body, link, source: source.name.clone(), published_at };
            Some(FeedItem { guid, article })
        })
        .collect();
    items.sort_by_key(|item| std::cmp::Reverse(item.article.published_at));
    Ok(items)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn source() -> FeedSource {
        FeedSource { url: "https://news.example/rss".into(), name: "أخبار السوق".into(), language: "ar".into() }
    }

    const RSS: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>أخبار</title>
<item><title>الراجحي يعلن أرباحه</title><link>https://news.example/1</link><guid>n-1</guid>
<description>&lt;p&gt;ارتفعت أرباح &lt;b&gt;مصرف الراجحي&lt;/b&gt; في الربع الثالث.&lt;/p&gt;</description>
<pubDate>Tue, 24 Nov 2026 09:00:00 +0300</pubDate></item>
<item><title>أرامكو توزع أرباحاً</title><link>https://news.example/2</link>
<pubDate>Wed, 25 Nov 2026 09:00:00 +0300</pubDate></item>
<item><description>بلا عنوان</description></item>
</channel></rss>"#;

    #[test]
    fn rss_items_become_plain_articles_newest_first_with_stable_ids() {
        let items = parse(RSS.as_bytes(), &source()).unwrap();
        assert_eq!(items.len(), 2, "an item without a title is skipped");
        assert_eq!(items[0].article.title, "أرامكو توزع أرباحاً");
        assert_eq!(items[0].guid, "https://news.example/rss|https://news.example/2", "no guid: known by its link");
        assert_eq!(items[1].guid, "https://news.example/rss|n-1");
        assert_eq!(items[1].article.summary, "ارتفعت أرباح مصرف الراجحي في الربع الثالث.");
        assert_eq!(items[1].article.body, items[1].article.summary, "no content: the body is the summary");
        assert_eq!(items[1].article.published_at.to_rfc3339(), "2026-11-24T06:00:00+00:00");
        assert_eq!((items[1].article.source.as_str(), items[1].article.language.as_str()), ("أخبار السوق", "ar"));
        assert_eq!(parse(RSS.as_bytes(), &source()).unwrap(), items, "the same ids on every run");
    }

    #[test]
    fn atom_entries_are_read_too_and_garbage_is_an_error() {
        let atom = r#"<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Markets</title><id>urn:x</id><updated>2026-11-25T10:00:00Z</updated>
<entry><title>Saudi Aramco raises its dividend</title><id>urn:a:1</id><updated>2026-11-25T10:00:00Z</updated><link href="https://m.example/a1"/><content type="html">&lt;p&gt;Full text.&lt;/p&gt;</content><summary>Short.</summary></entry></feed>"#;
        let items = parse(atom.as_bytes(), &FeedSource { language: "en".into(), ..source() }).unwrap();
        assert_eq!(items.len(), 1);
        assert_eq!((items[0].article.summary.as_str(), items[0].article.body.as_str()), ("Short.", "Full text."));
        assert_eq!(items[0].article.link.as_deref(), Some("https://m.example/a1"));
        assert!(parse(b"not a feed", &source()).is_err());
    }
}
