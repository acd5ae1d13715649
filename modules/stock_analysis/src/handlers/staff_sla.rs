use std::collections::HashMap;

use actix_web::{get, web};
use chrono::Utc;
use platform::auth::{Role, Staff};
use platform::entities::users;
use platform::i18n::current_lang;
use platform::{ApiResponse, ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, ExprTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::requests;
use crate::review::sla::{Clock, SlaState};
use crate::views::{AnalysisRequestView, Reader, views};

/// How many requests are in each state of the 72-hour promise; every paid request counts once.
#[derive(Debug, Default, Clone, Serialize, ToSchema)]
pub struct SlaCounts {
    /// Paid and not delivered yet.
    pub open: u64,
    pub on_track: u64,
    pub reminded: u64,
    pub escalated: u64,
    /// Open and past due.
    pub breached: u64,
    pub delivered_on_time: u64,
    pub delivered_late: u64,
}

impl SlaCounts {
    /// Counts one paid request not delivered yet.
    fn add_open(&mut self, state: SlaState) {
        self.open += 1;
        match state {
            SlaState::OnTrack => self.on_track += 1,
            SlaState::Reminded => self.reminded += 1,
            SlaState::Escalated => self.escalated += 1,
            SlaState::Breached => self.breached += 1,
            SlaState::NotStarted | SlaState::DeliveredOnTime | SlaState::DeliveredLate => {}
        }
    }
}

/// An analyst staff may assign, with the reviews they have open.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ReviewerView {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub open_reviews: u64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SlaReport {
    pub counts: SlaCounts,
    /// The open requests, soonest due first.
    pub requests: Vec<AnalysisRequestView>,
    pub reviewers: Vec<ReviewerView>,
}

/// Staff's view of the 72-hour promise: counts by state (breaches flagged and counted), the open
/// requests with their clock and reviewer, and the analysts to assign.
#[utoipa::path(tag = "stock_analysis", security(("bearer" = [])), responses((status = 200, body = SlaReport), (status = 401), (status = 403)))]
#[get("/api/staff/stock-analysis/sla")]
pub async fn staff_sla(_staff: Staff, ctx: web::Data<AppContext>) -> ApiResult<ApiResponse<SlaReport>> {
    let now = Utc::now();
    let paid = || requests::Entity::find().filter(requests::Column::PaidAt.is_not_null());
    // Delivered requests only ever grow: count them in the database, load just the open ones.
    let delivered = || paid().filter(requests::Column::DeliveredAt.is_not_null());
    let mut counts = SlaCounts {
        delivered_on_time: delivered()
            .filter(Expr::col(requests::Column::DeliveredAt).lte(Expr::col(requests::Column::DueAt)))
            .count(&ctx.db)
            .await?,
        delivered_late: delivered()
            .filter(Expr::col(requests::Column::DeliveredAt).gt(Expr::col(requests::Column::DueAt)))
            .count(&ctx.db)
            .await?,
        ..SlaCounts::default()
    };
    let open = paid()
        .filter(requests::Column::DeliveredAt.is_null())
        .order_by_asc(requests::Column::DueAt)
        .order_by_asc(requests::Column::Id)
        .all(&ctx.db)
        .await?;
    let mut open_by_analyst: HashMap<i64, u64> = HashMap::new();
    for request in &open {
        counts.add_open(Clock { paid_at: request.paid_at, due_at: request.due_at, delivered_at: None }.state(now));
        if let Some(analyst) = request.analyst_id {
            *open_by_analyst.entry(analyst).or_default() += 1;
        }
    }
    let reviewers = users::Entity::find()
        .filter(users::Column::Role.eq(Role::Analyst.as_str()))
        .order_by_asc(users::Column::Name)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|u| ReviewerView { open_reviews: open_by_analyst.get(&u.id).copied().unwrap_or(0), id: u.id, name: u.name, email: u.email })
        .collect();
    let requests = views(&ctx, open, current_lang(), Reader::Reviewer).await?;
    Ok(ApiResponse::ok(SlaReport { counts, requests, reviewers }))
}
