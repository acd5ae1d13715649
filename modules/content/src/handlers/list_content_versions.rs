use actix_web::{get, web};
use platform::auth::Staff;
use platform::http::response::PageQuery;
use platform::{ApiError, ApiResult, AppContext, Paginated};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::entities::{content_versions, contents};
use crate::store::Text;
use crate::views::{ContentVersionSummary, actors};

const PER_PAGE: u64 = 20;

/// A site text's history, newest first: each version's number, who saved it, when, whether
/// it was material, and which fields changed from the version before.
#[utoipa::path(tag = "content", security(("bearer" = [])), params(("key" = String, Path), PageQuery),
    responses((status = 200, body = Vec<ContentVersionSummary>), (status = 401), (status = 403), (status = 404)))]
#[get("/api/staff/contents/{key}/versions")]
pub async fn list_content_versions(
    _staff: Staff,
    ctx: web::Data<AppContext>,
    key: web::Path<String>,
    page: web::Query<PageQuery>,
) -> ApiResult<Paginated<ContentVersionSummary>> {
    let key = key.into_inner();
    contents::Entity::find_by_id(key.as_str()).one(&ctx.db).await?.ok_or_else(ApiError::not_found)?;
    let select = content_versions::Entity::find().filter(content_versions::Column::ContentKey.eq(key.as_str()));
    let total = select.clone().count(&ctx.db).await?;
    let per_page = page.per_page(PER_PAGE);
    // One more than the page, to compare the page's oldest version with the one before it.
    let rows =
        select.order_by_desc(content_versions::Column::Version).offset(page.offset(PER_PAGE)).limit(per_page + 1).all(&ctx.db).await?;
    let names = actors(&ctx.db, rows.iter().filter_map(|r| r.created_by)).await?;
    let items = rows
        .iter()
        .take(usize::try_from(per_page).unwrap_or(usize::MAX))
        .enumerate()
        .map(|(i, row)| {
            // Version 1 has nothing before it.
            let changed = rows.get(i + 1).map_or_else(Vec::new, |before| Text::of_version(row).changed_from(&Text::of_version(before)));
            ContentVersionSummary {
                version: row.version,
                title_ar: row.title_ar.clone(),
                title_en: row.title_en.clone(),
                material: row.material,
                created_at: row.created_at,
                created_by: row.created_by.and_then(|id| names.get(&id).cloned()),
                restored_from: row.restored_from,
                changed: changed.into_iter().map(str::to_owned).collect(),
            }
        })
        .collect();
    Ok(Paginated::new(items, page.page(), per_page, total))
}
