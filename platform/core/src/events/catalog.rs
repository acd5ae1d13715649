//! The product's events. Each is published by the module that owns the fact (DECISIONS 13).

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use super::Event;

macro_rules! event {
    ($(#[$doc:meta])* $name:ident { $($(#[$fdoc:meta])* $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        pub struct $name { $($(#[$fdoc])* pub $field: $ty),* }
        impl Event for $name {
            const NAME: &'static str = stringify!($name);
        }
    };
}

event!(
    /// market: a market's daily bars up to `date` are stored (end of day, or an import, which may
    /// have rewritten earlier days too); subscribers catch up from the last day they handled.
    DailyBarsStored { market: String, date: NaiveDate }
);
event!(
    /// market: a market's analytics (indicators, signals, events, risk figures) were computed
    /// from its stored bars, after an end-of-day update or an import.
    AnalyticsComputed { market: String }
);
event!(
    /// market: delayed quotes of a market were refreshed.
    QuotesRefreshed { market: String, at: DateTime<Utc> }
);
/// What was bought, as the buyer saw it named ("Eva Pro", «إيفا برو»). Events stored before it
/// existed read as unnamed; their notices name the kind of product instead.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProductName {
    pub ar: String,
    pub en: String,
}

event!(
    /// subscriptions: a payment was captured; amounts in halalas.
    PaymentCaptured {
        payment_id: i64,
        user_id: i64,
        amount_halalas: i64,
        vat_halalas: i64,
        product: String,
        #[serde(default)]
        name: ProductName,
    }
);
event!(
    /// subscriptions: a payment failed or was declined.
    PaymentFailed {
        payment_id: i64,
        user_id: i64,
        product: String,
        #[serde(default)]
        name: ProductName,
    }
);
event!(
    /// subscriptions: a payment was refunded, in whole or (`partial`) in part; `amount_halalas`
    /// is what went back. A whole refund also ends what it bought (`SubscriptionEnded` with
    /// `refunded`), which this event's notice names.
    PaymentRefunded {
        payment_id: i64,
        user_id: i64,
        amount_halalas: i64,
        #[serde(default)]
        partial: bool,
        #[serde(default)]
        product: String,
        #[serde(default)]
        name: ProductName,
    }
);
event!(
    /// subscriptions: a subscription began (new, renewed or upgraded).
    SubscriptionStarted {
        subscription_id: i64,
        user_id: i64,
        product: String,
        ends_at: DateTime<Utc>,
        #[serde(default)]
        name: ProductName,
    }
);
event!(
    /// subscriptions: a subscription ends in a few days.
    SubscriptionExpiring {
        subscription_id: i64,
        user_id: i64,
        product: String,
        ends_at: DateTime<Utc>,
        #[serde(default)]
        name: ProductName,
    }
);
event!(
    /// subscriptions: a subscription ended (`refunded`: because its payment was refunded whole,
    /// which `PaymentRefunded` tells the buyer).
    SubscriptionEnded {
        subscription_id: i64,
        user_id: i64,
        product: String,
        #[serde(default)]
        name: ProductName,
        #[serde(default)]
        refunded: bool,
    }
);
event!(
    /// analysts: staff approved an analyst application.
    AnalystApproved { user_id: i64, application_id: i64 }
);
event!(
    /// ratings: an analyst published a rating on a list.
    RatingPublished { list_id: i64, rating_id: i64, stock_id: i64 }
);
event!(
    /// ratings: a position was sold, wholly or in part.
    RatingSold { list_id: i64, rating_id: i64, stock_id: i64, partial: bool }
);
event!(
    /// ratings: a limit order was filled.
    OrderFilled { list_id: i64, order_id: i64, stock_id: i64 }
);
event!(
    /// ratings: a dividend was credited to a list.
    DividendCredited { list_id: i64, stock_id: i64, ex_date: NaiveDate }
);
event!(
    /// analysts: staff transferred an analyst's payout for `month` (YYYY-MM) on `transferred_on`.
    PayoutTransferred { analyst_id: i64, payout_id: i64, month: String, amount_halalas: i64, transferred_on: NaiveDate }
);
event!(
    /// opinions: an analyst published an opinion.
    OpinionPublished { list_id: i64, opinion_id: i64, stock_id: i64 }
);
/// An opinion's levels as its subscribers follow them: prices scaled as `Price`, the analysis
/// period's last day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpinionLevels {
    pub entry: i64,
    pub target: i64,
    pub stop: i64,
    pub until: NaiveDate,
}
event!(
    /// opinions: an analyst edited a published opinion; `before` are the levels of the version it
    /// replaced (still shown in its history), `after` the new ones.
    OpinionCorrected { list_id: i64, opinion_id: i64, stock_id: i64, version: i32, before: OpinionLevels, after: OpinionLevels }
);
event!(
    /// opinions: an opinion reached its target (success) or its stop or deadline (failed).
    OpinionResolved { list_id: i64, opinion_id: i64, succeeded: bool }
);
event!(
    /// opinions: staff hid a published opinion from its readers, with the reason the analyst is
    /// told; its record still counts it.
    OpinionWithdrawn { list_id: i64, opinion_id: i64, stock_id: i64, analyst_id: i64, reason: String }
);
event!(
    /// opinions: staff showed a hidden opinion again.
    OpinionReinstated { list_id: i64, opinion_id: i64, stock_id: i64, analyst_id: i64 }
);
event!(
    /// analysts: staff hid a list from investors, with the reason its analyst is told; its
    /// content and record stay, its sale stops.
    ListWithdrawn { kind: crate::ports::ListKind, list_id: i64, analyst_id: i64, reason: String }
);
event!(
    /// analysts: staff showed a hidden list again and resumed its sale.
    ListReinstated { kind: crate::ports::ListKind, list_id: i64, analyst_id: i64 }
);
event!(
    /// stock_analysis: an analysis document was delivered to its client.
    AnalysisDelivered { request_id: i64, user_id: i64 }
);
event!(
    /// kyc: a KYC request was decided.
    KycDecided { user_id: i64, approved: bool }
);
event!(
    /// research: a research document was published.
    ResearchPublished { research_id: i64 }
);

/// One alert that fired: who set it, on what, at which price and when. The condition and its
/// level are the alerts module's own words (`price_above` with a price scaled as `Price`,
/// `change_up` with basis points), which the notice spells out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AlertFiring {
    pub alert_id: i64,
    pub user_id: i64,
    pub stock_id: i64,
    pub symbol: String,
    pub name_ar: String,
    pub name_en: String,
    /// The stock's market, whose currency the price is in.
    pub market: crate::ports::MarketCode,
    pub condition: String,
    pub level: i64,
    /// The price that fired it, scaled as `Price`, and when the market traded at it.
    pub price: i64,
    pub priced_at: DateTime<Utc>,
    /// Unique per alert: the once, the day or the quote that fired it (the notice's source).
    pub trigger_key: String,
    /// For a dividend alert: the dividend's ex-date and amount per share (scaled as `Price`).
    #[serde(default)]
    pub ex_date: Option<NaiveDate>,
    #[serde(default)]
    pub dividend: Option<i64>,
}
/// What an Eva analyst did with a stock, as an `analyst_publishes` firing's level: the alert
/// tells a new rating or opinion apart from a list's buy or sale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnalystNews {
    /// A new rating on a list, or a new opinion.
    Published = 0,
    /// A list's limit order on the stock filled: the list bought it.
    Bought = 1,
    /// A list sold the whole position.
    Sold = 2,
    /// A list sold part of the position.
    SoldPart = 3,
}

impl AnalystNews {
    pub fn level(self) -> i64 {
        self as i64
    }

    /// An unknown level reads as a publication (the alert's stored level is 0).
    pub fn from_level(level: i64) -> Self {
        match level {
            1 => Self::Bought,
            2 => Self::Sold,
            3 => Self::SoldPart,
            _ => Self::Published,
        }
    }
}

event!(
    /// alerts: alerts fired on a refresh of prices, many at once.
    AlertsFired { firings: Vec<AlertFiring> }
);

/// A split or bonus issue: from `ex_date` on, every `shares_before` shares are `shares_after`, so
/// prices before it compare with prices after it times `shares_before / shares_after`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CorporateAction {
    pub stock_id: i64,
    pub ex_date: NaiveDate,
    pub shares_after: i64,
    pub shares_before: i64,
}
event!(
    /// market: splits and bonus issues were imported (or corrected).
    CorporateActionsStored { actions: Vec<CorporateAction> }
);
/// One alert whose price level a corporate action re-based.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AlertRebase {
    pub alert_id: i64,
    pub user_id: i64,
    pub symbol: String,
    pub name_ar: String,
    pub name_en: String,
    pub ex_date: NaiveDate,
    pub shares_after: i64,
    pub shares_before: i64,
    /// Levels scaled as `Price`.
    pub old_level: i64,
    pub new_level: i64,
}
event!(
    /// alerts: price levels were re-based for a split or bonus issue; their owners are told.
    AlertsRebased { rebases: Vec<AlertRebase> }
);

/// A stock's Shariah status as the market keeps it: compliant, non-compliant, or not assessed (None).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShariahChange {
    pub stock_id: i64,
    pub before: Option<bool>,
    pub after: Option<bool>,
}
event!(
    /// market: stocks' Shariah status changed (an imported screening).
    ShariahStatusChanged { changes: Vec<ShariahChange> }
);
