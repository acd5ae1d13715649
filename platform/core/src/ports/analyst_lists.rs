//! `AnalystLists`, provided by the analysts module: the lists analysts create (spec §3 "List"),
//! which the ratings and opinions modules fill with content and the analysts page shows.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::{ListKind, PortError};

/// An analyst's list, without its content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnalystList {
    pub id: i64,
    pub kind: ListKind,
    /// The analyst who owns it.
    pub analyst_id: i64,
    pub name: String,
    /// 1 TASI, 2 NOMU, 3 US.
    pub market_id: i32,
    pub about: String,
    pub stocks_count: i32,
    pub discount_percent: i32,
    pub created_at: DateTime<Utc>,
    /// Staff hid it: only its analyst and staff may read it; it is neither found nor sold.
    pub hidden: bool,
}

impl AnalystList {
    /// Whether `user` may see it although it is hidden: its analyst and staff may.
    pub fn shown_to(&self, user: Option<&crate::auth::AuthUser>) -> bool {
        !self.hidden || user.is_some_and(|u| u.id() == self.analyst_id || u.role() == crate::auth::Role::Staff)
    }

    /// Ok when [`Self::shown_to`] `user`; 404 "Eva withdrew this list" otherwise.
    pub fn require_shown(&self, user: Option<&crate::auth::AuthUser>) -> Result<(), crate::ApiError> {
        if self.shown_to(user) {
            Ok(())
        } else {
            Err(crate::ApiError::new(actix_web::http::StatusCode::NOT_FOUND, crate::messages::LIST_WITHDRAWN))
        }
    }

    /// What a subscription to it buys: its holdings (Eva lists) or its opinions.
    pub fn feature(&self) -> super::Feature {
        match self.kind {
            ListKind::Rating => super::Feature::RatingList(self.id),
            ListKind::Opinion => super::Feature::OpinionList(self.id),
        }
    }

    /// Whether the reader may see its content: its analyst, staff, or a subscriber to it while
    /// staff have not hidden it.
    pub fn readable_by(&self, granted: &crate::requirements::Granted) -> bool {
        granted.user.id() == self.analyst_id
            || granted.user.role() == crate::auth::Role::Staff
            || (granted.grants.has(self.feature()) && !self.hidden)
    }

    /// Ok when the reader may see its content; 404 when staff hid it, code 999 otherwise.
    pub fn require_readable(&self, granted: &crate::requirements::Granted) -> Result<(), crate::ApiError> {
        self.require_shown(Some(&granted.user))?;
        if self.readable_by(granted) { Ok(()) } else { Err(crate::ApiError::no_payment()) }
    }

    /// The stock `stock_id` when it trades in the list's market; 422 on `stock_id` when it is
    /// unknown or of another market.
    pub async fn stock_in_market(&self, ctx: &crate::AppContext, stock_id: i64) -> crate::ApiResult<super::StockRef> {
        let stock = ctx
            .required_port::<dyn super::MarketData>()?
            .stock(stock_id)
            .await?
            .ok_or_else(|| crate::ApiError::field("stock_id", crate::messages::STOCK_UNKNOWN))?;
        if stock.market.id() != self.market_id {
            return Err(crate::ApiError::field("stock_id", crate::messages::STOCK_OUTSIDE_MARKET));
        }
        Ok(stock)
    }

    /// Ok when `user` is its analyst and may publish in it: 403 for anyone else, 409 while staff
    /// hide it (its sale and content stay frozen).
    pub fn require_publisher(&self, user: &crate::auth::AuthUser) -> Result<(), crate::ApiError> {
        if self.analyst_id != user.id() {
            return Err(crate::ApiError::forbidden());
        }
        if self.hidden {
            return Err(crate::ApiError::conflict(crate::messages::LIST_HIDDEN_FROZEN));
        }
        Ok(())
    }
}

#[async_trait]
pub trait AnalystLists: Send + Sync {
    /// One list by id, of either kind.
    async fn list(&self, id: i64) -> Result<Option<AnalystList>, PortError>;

    /// Many lists at once, by id (unknown ids are left out).
    async fn lists(&self, ids: &[i64]) -> Result<std::collections::HashMap<i64, AnalystList>, PortError> {
        let mut out = std::collections::HashMap::new();
        for id in ids {
            if !out.contains_key(id)
                && let Some(list) = self.list(*id).await?
            {
                out.insert(*id, list);
            }
        }
        Ok(out)
    }

    /// An analyst's lists of one kind, oldest first.
    async fn lists_of(&self, analyst_id: i64, kind: ListKind) -> Result<Vec<AnalystList>, PortError>;

    /// The lists of one kind that investors can find: their analyst is an approved analyst now
    /// and staff have not hidden them.
    /// Newest first; optionally of one market, and matching `search` in the list's or the
    /// analyst's name.
    async fn directory(&self, kind: ListKind, market_id: Option<i32>, search: Option<&str>) -> Result<Vec<AnalystList>, PortError>;

    /// The names analysts chose to be shown by, by analyst id.
    async fn display_names(&self, analyst_ids: &[i64]) -> Result<std::collections::HashMap<i64, String>, PortError>;
}
