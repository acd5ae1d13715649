//! The question balance: free users have a daily number, reset at midnight in Riyadh; a plan or
//! the trial is unlimited under a fair-use ceiling. Spending is one conditional update, so two
//! questions sent at once can never spend more than the balance.

use chrono::{DateTime, Days, NaiveDate, TimeZone, Utc};
use chrono_tz::Asia::Riyadh;
use platform::ports::Feature;
use platform::{ApiResult, AppContext};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use crate::entities::{trials, usage};
use crate::settings::ChatSettings;

/// What a user's questions are paid by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tier {
    Free,
    Trial { ends_at: DateTime<Utc> },
    Plan,
}

impl Tier {
    pub fn key(self) -> &'static str {
        match self {
            Tier::Free => "free",
            Tier::Trial { .. } => "trial",
            Tier::Plan => "plan",
        }
    }

    /// Questions per Riyadh day: the free balance, or the fair-use ceiling.
    pub fn daily_limit(self, settings: &ChatSettings) -> i32 {
        match self {
            Tier::Free => Ord::max(settings.daily_free_questions, 0),
            _ => Ord::max(settings.fair_use_daily, 1),
        }
    }
}

/// The Riyadh day `now` falls on: balances count per that day.
pub fn riyadh_day(now: DateTime<Utc>) -> NaiveDate {
    platform::saudi_time::day_of(now)
}

/// The next midnight in Riyadh, when the balance comes back.
pub fn next_reset(now: DateTime<Utc>) -> DateTime<Utc> {
    let tomorrow = riyadh_day(now).checked_add_days(Days::new(1)).unwrap_or(riyadh_day(now));
    let midnight = tomorrow.and_hms_opt(0, 0, 0).unwrap_or_default();
    // Riyadh has no daylight saving: midnight always exists once.
    Riyadh.from_local_datetime(&midnight).single().map_or_else(|| midnight.and_utc(), |t| t.with_timezone(&Utc))
}

/// What a user's questions count against now, and whether they have taken their trial.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub tier: Tier,
    pub trial_used: bool,
}

pub async fn standing(ctx: &AppContext, user_id: i64, now: DateTime<Utc>) -> ApiResult<Standing> {
    let trial = trials::Entity::find_by_id(user_id).one(&ctx.db).await?;
    let tier = if ctx.entitlements().has(user_id, Feature::AiChat).await? {
        Tier::Plan
    } else {
        match &trial {
            Some(t) if t.ends_at > now => Tier::Trial { ends_at: t.ends_at },
            _ => Tier::Free,
        }
    };
    Ok(Standing { tier, trial_used: trial.is_some() })
}

pub async fn used_on(db: &impl ConnectionTrait, user_id: i64, day: NaiveDate) -> ApiResult<i32> {
    Ok(usage::Entity::find_by_id((user_id, day)).one(db).await?.map_or(0, |u| u.used))
}

/// Spends one question of `day` when fewer than `limit` were spent; false when none is left.
pub async fn spend(db: &impl ConnectionTrait, user_id: i64, day: NaiveDate, limit: i32) -> ApiResult<bool> {
    let row = usage::ActiveModel { user_id: Set(user_id), day: Set(day), used: Set(0) };
    usage::Entity::insert(row).on_conflict_do_nothing_on([usage::Column::UserId, usage::Column::Day]).exec(db).await?;
    let spent = usage::Entity::update_many()
        .col_expr(usage::Column::Used, Expr::col(usage::Column::Used).add(1))
        .filter(usage::Column::UserId.eq(user_id))
        .filter(usage::Column::Day.eq(day))
        .filter(usage::Column::Used.lt(limit))
        .exec(db)
        .await?;
    Ok(spent.rows_affected == 1)
}

/// Gives one question of `day` back.
pub async fn refund(db: &impl ConnectionTrait, user_id: i64, day: NaiveDate) -> ApiResult<()> {
    usage::Entity::update_many()
        .col_expr(usage::Column::Used, Expr::col(usage::Column::Used).sub(1))
        .filter(usage::Column::UserId.eq(user_id))
        .filter(usage::Column::Day.eq(day))
        .filter(usage::Column::Used.gt(0))
        .exec(db)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        s.parse().unwrap_or_default()
    }

    #[test]
    fn the_day_turns_at_midnight_in_riyadh_not_utc() {
        // 20:59 UTC is 23:59 in Riyadh; 21:00 UTC is the next day there.
        assert_eq!(riyadh_day(at("2026-11-25T20:59:00Z")).to_string(), "2026-11-25");
        assert_eq!(riyadh_day(at("2026-11-25T21:00:00Z")).to_string(), "2026-11-26");
        assert_eq!(next_reset(at("2026-11-25T10:00:00Z")), at("2026-11-25T21:00:00Z"));
        assert_eq!(next_reset(at("2026-11-25T21:00:00Z")), at("2026-11-26T21:00:00Z"));
    }
}
