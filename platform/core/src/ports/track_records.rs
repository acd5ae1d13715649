//! `TrackRecords`: a list's published record as the analysts directory shows it. Each content
//! module provides it for its own kind of list (`dyn TrackRecords<RatingLists>` by ratings; the
//! opinions module will provide `dyn TrackRecords<OpinionLists>`), so one port per kind lives
//! in the registry side by side.

use std::collections::HashMap;

use async_trait::async_trait;
use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

use super::PortError;

/// Marks the kind of list a `TrackRecords` port speaks for.
pub trait RecordKind: Send + Sync + 'static {}

/// Eva lists (ratings).
pub struct RatingLists;
impl RecordKind for RatingLists {}

/// Eva opinions lists.
pub struct OpinionLists;
impl RecordKind for OpinionLists {}

/// A list's record since its first call, in basis points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct TrackRecord {
    pub since: Option<NaiveDate>,
    /// Return since the start, dividends included.
    pub return_bp: i64,
    /// The largest fall from a peak.
    pub max_drawdown_bp: i64,
    /// The share of closed calls that made money, when any was closed.
    pub win_rate_bp: Option<i64>,
    pub closed: u32,
}

#[async_trait]
pub trait TrackRecords<K: RecordKind>: Send + Sync {
    /// The record of each of `list_ids` that has published anything.
    async fn of_lists(&self, ctx: &crate::AppContext, list_ids: &[i64]) -> Result<HashMap<i64, TrackRecord>, PortError>;
}
