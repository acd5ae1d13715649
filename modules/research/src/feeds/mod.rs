//! News feeds (RSS and Atom): a schedule reads each configured feed and stores the articles it
//! has not stored yet (a feed item is imported once, whichever instance runs the schedule).

mod fetch;
mod parse;

use platform::AppContext;

use crate::articles;
use crate::settings::FeedSource;

pub use parse::{FeedItem, parse};

/// What one run did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Imported {
    pub new: usize,
    pub known: usize,
    pub failed_feeds: usize,
}

/// Reads every configured feed once; a feed that cannot be read is logged and skipped.
pub async fn import_all(ctx: &AppContext) -> anyhow::Result<Imported> {
    let settings = crate::settings_of(ctx)?;
    let mut done = Imported::default();
    for source in &settings.feeds {
        match import_one(ctx, source, settings.items_per_feed).await {
            Ok((new, known)) => {
                done.new += new;
                done.known += known;
            }
            Err(e) => {
                tracing::warn!(feed = %source.url, error = %e, "a news feed could not be imported; it is tried again next run");
                done.failed_feeds += 1;
            }
        }
    }
    if done.new > 0 {
        tracing::info!(new = done.new, "news imported from feeds");
    }
    Ok(done)
}

async fn import_one(ctx: &AppContext, source: &FeedSource, limit: usize) -> anyhow::Result<(usize, usize)> {
    let bytes = fetch::read(&source.url).await?;
    let items = parse(&bytes, source)?;
    let (mut new, mut known) = (0, 0);
    for item in items.into_iter().take(limit) {
        match articles::create(ctx, &item.article, Some(item.guid), None).await? {
            Some(_) => new += 1,
            None => known += 1,
        }
    }
    Ok((new, known))
}
