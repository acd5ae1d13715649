use actix_web::{get, web};
use chrono::{DateTime, Utc};
use platform::auth::Staff;
use platform::http::response::PageQuery;
use platform::{ApiResult, AppContext, Paginated};
use sea_orm::{EntityTrait, PaginatorTrait, QueryOrder, QuerySelect};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::content_audit_log;
use crate::views::{ActorView, actors};

const PER_PAGE: u64 = 30;

/// One staff edit of site content or the FAQ.
#[derive(Debug, Serialize, ToSchema)]
pub struct AuditEntryView {
    pub id: i64,
    pub actor: Option<ActorView>,
    /// `content.update`, `content.restore`, `faq.create`, `faq.update`, `faq.reorder`.
    pub action: String,
    /// The text's key, or `faq:{id}`.
    pub target: String,
    /// What changed (version, material, changed fields …).
    #[schema(value_type = Object)]
    pub details: serde_json::Value,
    pub created_at: DateTime<Utc>,
}

/// The audit log of staff edits, newest first.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(PageQuery),
    responses((status = 200, body = Vec<AuditEntryView>), (status = 401), (status = 403)))]
#[get("/api/staff/content-audit")]
pub async fn list_content_audit(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<AuditEntryView>> {
    let total = content_audit_log::Entity::find().count(&ctx.db).await?;
    let rows = content_audit_log::Entity::find()
        .order_by_desc(content_audit_log::Column::Id)
        .offset(page.offset(PER_PAGE))
        .limit(page.per_page(PER_PAGE))
        .all(&ctx.db)
        .await?;
    let names = actors(&ctx.db, rows.iter().filter_map(|r| r.actor_id)).await?;
    let items = rows
        .into_iter()
        .map(|r| AuditEntryView {
            id: r.id,
            actor: r.actor_id.and_then(|id| names.get(&id).cloned()),
            action: r.action,
            target: r.target,
            details: serde_json::from_str(&r.details).unwrap_or_else(|_| serde_json::json!({})),
            created_at: r.created_at,
        })
        .collect();
    Ok(Paginated::new(items, page.page(), page.per_page(PER_PAGE), total))
}
