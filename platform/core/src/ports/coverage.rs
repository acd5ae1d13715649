//! `StockCoverage`: the open calls analysts' lists make on a stock (an Eva list holding it, a
//! pending opinion on it), for Eva Chat's "what do the analysts say". Each content module
//! provides it for its own kind of list, like `TrackRecords`; the asker decides what a reader
//! may see of each call from the list's subscription.

use async_trait::async_trait;
use chrono::{DateTime, Utc};

use super::{PortError, RecordKind};
use crate::price::Price;

/// What a call says. Its prices are for the list's readers only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    pub list_id: i64,
    /// `buy` or `sell` (an opinion's order; an Eva list's holding is a buy).
    pub side: &'static str,
    pub since: DateTime<Utc>,
    pub entry: Option<Price>,
    pub target: Option<Price>,
    pub stop: Option<Price>,
}

#[async_trait]
pub trait StockCoverage<K: RecordKind>: Send + Sync {
    /// The open calls on `stock_id`, newest first, of lists of this kind (hidden calls left out;
    /// the asker leaves out hidden lists).
    async fn open_calls(&self, ctx: &crate::AppContext, stock_id: i64) -> Result<Vec<Call>, PortError>;
}
