//! Feeds are imported from a local feed file: each item once, tagged with its stocks, however
//! often the schedule runs.

use eva_testing::TestApp;
use serde_json::json;

use crate::{news, symbols};

const RSS: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Argaam</title>
<item><title>أرامكو ترفع توزيعاتها</title><link>https://news.example/1</link><guid>a-1</guid>
<description>&lt;p&gt;أعلنت &lt;b&gt;أرامكو السعودية&lt;/b&gt; رفع توزيعاتها النقدية.&lt;/p&gt;</description>
<pubDate>Tue, 24 Nov 2026 09:00:00 +0300</pubDate></item>
<item><title>السوق يغلق مرتفعاً</title><link>https://news.example/2</link><guid>a-2</guid>
<description>أغلق المؤشر العام مرتفعاً 1%.</description><pubDate>Wed, 25 Nov 2026 15:30:00 +0300</pubDate></item>
</channel></rss>"#;

#[tokio::test]
async fn a_feed_is_imported_once_with_its_stocks_and_a_broken_feed_does_not_stop_the_others() {
    let dir = tempfile_dir();
    let path = dir.join("argaam.xml");
    std::fs::write(&path, RSS).unwrap();
    let url = format!("file://{}", path.display());
    let app = TestApp::spawn_with(
        |s| {
            s.module.insert(
                "research".into(),
                json!({"feeds": [{"url": "file:///nowhere/missing.xml", "name": "Missing"}, {"url": url, "name": "أرقام", "language": "ar"}]}),
            );
        },
        |_| {},
    )
    .await;

    let first = research::feeds::import_all(&app.ctx).await.unwrap();
    assert_eq!((first.new, first.known, first.failed_feeds), (2, 0, 1));
    let again = research::feeds::import_all(&app.ctx).await.unwrap();
    assert_eq!((again.new, again.known, again.failed_feeds), (0, 2, 1), "nothing twice");

    let items = news(&app, "").await;
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["title"], "السوق يغلق مرتفعاً", "newest first");
    assert_eq!((items[1]["source"].as_str(), items[1]["link"].as_str()), (Some("أرقام"), Some("https://news.example/1")));
    assert_eq!(items[1]["summary"], "أعلنت أرامكو السعودية رفع توزيعاتها النقدية.", "HTML becomes plain text");
    assert_eq!(symbols(&items[1]), ["2222"]);
    assert!(symbols(&items[0]).is_empty(), "'1%' and the index name no stock");
    std::fs::remove_dir_all(dir).ok();
}

fn tempfile_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir()
        .join(format!("eva-feed-{}", std::process::id() as u128 * 1_000_000 + u128::from(chrono::Utc::now().timestamp_subsec_nanos())));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
