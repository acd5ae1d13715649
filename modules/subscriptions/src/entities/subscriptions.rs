use sea_orm::entity::prelude::*;

/// A period during which a user holds what a package grants.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_subscriptions")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub package_id: i64,
    pub plan_id: Option<i64>,
    pub payment_id: Option<i64>,
    pub product: String,
    pub product_ref: Option<i64>,
    pub grants: String,
    /// `paid`, `bonus` (the free reports that come with a plan), `trial`.
    pub source: SubscriptionSource,
    pub starts_at: DateTimeUtc,
    pub ends_at: DateTimeUtc,
    /// Set by the expiry run once the end has passed.
    pub ended_at: Option<DateTimeUtc>,
    pub reminded_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

platform::text_enum! {
    /// Where a period came from.
    pub enum SubscriptionSource {
        /// Bought: a payment started it.
        Paid = "paid",
        /// The free reports that came with a plan bought (DECISIONS 16).
        Bonus = "bonus",
    }
}

platform::text_enum! {
    /// Where a period stands at a moment (worked out, not stored).
    pub enum SubscriptionState {
        /// A renewal waiting for the running period to end.
        Upcoming = "upcoming",
        /// Running now.
        Active = "active",
        Ended = "ended",
    }
}

impl Model {
    /// Where this period stands at `now`: ended early (refunded, upgraded) or run out, not begun
    /// yet, or running.
    pub fn state(&self, now: DateTimeUtc) -> SubscriptionState {
        if self.ended_at.is_some() || self.ends_at <= now {
            SubscriptionState::Ended
        } else if self.starts_at > now {
            SubscriptionState::Upcoming
        } else {
            SubscriptionState::Active
        }
    }
}
