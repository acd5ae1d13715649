//! `Entitlements`, provided by the subscriptions module: may this user use this paid feature now.

use async_trait::async_trait;
use serde::{Deserialize, Serialize};

use super::{ListKind, PortError};

/// Everything an investor pays for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "id", rename_all = "snake_case")]
pub enum Feature {
    /// An analyst's rating list (Eva lists), by list id.
    RatingList(i64),
    /// An analyst's opinion list (Eva opinions), by list id.
    OpinionList(i64),
    /// Unlimited AI chat.
    AiChat,
    /// Stock signals.
    Signals,
    /// The technical-analysis screen.
    TechnicalAnalysis,
    /// Strategy reports and full rankings.
    Reports,
    /// A stock-analysis package, by package id; [`Feature::ANY_STOCK_ANALYSIS_PACKAGE`] stands
    /// for every one of them (what the stock-analysis module offers and sells).
    StockAnalysisPackage(i64),
}

impl Feature {
    /// Any stock-analysis package (package ids start at 1).
    pub const ANY_STOCK_ANALYSIS_PACKAGE: Feature = Feature::StockAnalysisPackage(0);
}

/// Everything a user may use now (a request asks once and answers every check from it).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Grants(pub std::collections::HashSet<Feature>);

impl Grants {
    pub fn has(&self, feature: Feature) -> bool {
        self.0.contains(&feature)
    }
}

#[async_trait]
pub trait Entitlements: Send + Sync {
    async fn has(&self, user_id: i64, feature: Feature) -> Result<bool, PortError>;

    /// All the user's grants at once.
    async fn granted(&self, user_id: i64) -> Result<Grants, PortError>;

    /// Who subscribes to an analyst's list now: user ids above `after`, ascending, at most
    /// `limit` (a list's news is sent to its subscribers batch by batch). Nobody, for a
    /// provider that sells no lists.
    async fn list_subscribers(&self, _kind: ListKind, _list_id: i64, _after: i64, _limit: u64) -> Result<Vec<i64>, PortError> {
        Ok(Vec::new())
    }
}

/// The answer while no module sells anything: nothing paid is granted.
pub struct NothingGranted;

#[async_trait]
impl Entitlements for NothingGranted {
    async fn has(&self, _user_id: i64, _feature: Feature) -> Result<bool, PortError> {
        Ok(false)
    }

    async fn granted(&self, _user_id: i64) -> Result<Grants, PortError> {
        Ok(Grants::default())
    }
}
