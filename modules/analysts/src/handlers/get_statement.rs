use std::collections::HashSet;

use actix_web::{get, web};
use chrono::{DateTime, Utc};
use platform::auth::Analyst;
use platform::ports::{ListKind, ListOffers, ListSubscription};
use platform::{ApiResponse, ApiResult, AppContext};
use serde::Serialize;
use utoipa::ToSchema;

use crate::lists;
use crate::payouts::read;
use crate::payouts::views::PayoutView;

/// One paid period of a list.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatementSubscriptionView {
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub duration_days: i64,
    pub active: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StatementListView {
    pub id: i64,
    pub name: String,
    /// eva_lists or eva_opinions.
    pub service_type: String,
    pub active_subscriptions: i64,
    /// Every paid period, newest first.
    pub subscriptions: Vec<StatementSubscriptionView>,
}

/// The analyst's statement (spec §3 "Analyst statement").
#[derive(Debug, Serialize, ToSchema)]
pub struct StatementView {
    /// People subscribed to at least one of the analyst's lists now.
    pub subscribers: i64,
    /// Every paid period of the analyst's lists.
    pub total_subscriptions: i64,
    pub active_subscriptions: i64,
    pub lists: Vec<StatementListView>,
    /// Each closed month: its amount after the commission and its transfer, newest first.
    pub payments: Vec<PayoutView>,
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// The signed-in analyst's statement: subscribers, total and active subscriptions, per list its
/// active subscriptions and each period's duration in days, and the monthly payments.
#[utoipa::path(tag = "analysts", security(("bearer" = [])), responses((status = 200, body = StatementView), (status = 401), (status = 403)))]
#[get("/api/analyst/statement")]
pub async fn get_statement(analyst: Analyst, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<StatementView>> {
    let offers = ctx.required_port::<dyn ListOffers>()?;
    let periods = offers.subscriptions(analyst.id()).await?;
    let now = Utc::now();
    let active: Vec<&ListSubscription> = periods.iter().filter(|p| p.is_active(now)).collect();
    let subscribers: HashSet<i64> = active.iter().map(|p| p.subscriber_id).collect();
    let mut list_views = Vec::new();
    for kind in [ListKind::Rating, ListKind::Opinion] {
        for row in lists::of_analyst(&ctx.db, analyst.id(), kind).await? {
            let mut of_list: Vec<&ListSubscription> = periods.iter().filter(|p| p.kind == kind && p.list_id == row.id).collect();
            of_list.reverse();
            list_views.push(StatementListView {
                id: row.id,
                service_type: lists::service_of(kind).to_owned(),
                name: row.name,
                active_subscriptions: count(of_list.iter().filter(|p| p.is_active(now)).count()),
                subscriptions: of_list
                    .into_iter()
                    .map(|p| StatementSubscriptionView {
                        starts_at: p.starts_at,
                        ends_at: p.ends_at,
                        duration_days: p.duration_days(),
                        active: p.is_active(now),
                    })
                    .collect(),
            });
        }
    }
    Ok(ApiResponse::ok(StatementView {
        subscribers: count(subscribers.len()),
        total_subscriptions: count(periods.len()),
        active_subscriptions: count(active.len()),
        lists: list_views,
        payments: read::of_analyst(&ctx, analyst.id()).await?.iter().map(PayoutView::from).collect(),
    }))
}
