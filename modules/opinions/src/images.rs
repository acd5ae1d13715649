//! An opinion's images (charts): at most 3, PNG, JPEG or WebP recognised by their content, at
//! most 5 MB each, kept in the platform's storage and served to the list's readers; the count
//! is stated on the opinion.

use std::collections::HashMap;

use chrono::Utc;
use platform::http::images::{self as image_files, ImageMessages};
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};

use crate::entities::{images, opinions};
use crate::messages as m;

pub const MAX_IMAGES: usize = 3;

/// The opinion form's image messages (spec §5: 'Maximum {count} images allowed').
pub const MESSAGES: ImageMessages = ImageMessages {
    too_many: m::TOO_MANY_IMAGES,
    bad_type: m::IMAGE_TYPE,
    too_large: m::IMAGE_TOO_LARGE,
    required: m::IMAGES_REQUIRED,
    unreadable_form: m::INVALID_FORM,
};

/// Stores `files` after the opinion's images, refusing the lot when it would pass 3.
pub async fn attach(ctx: &AppContext, opinion: &opinions::Model, files: Vec<(Vec<u8>, &'static str)>) -> ApiResult<()> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let have = images::Entity::find().filter(images::Column::OpinionId.eq(opinion.id)).count(&txn).await?;
    let total = usize::try_from(have).unwrap_or(usize::MAX).saturating_add(files.len());
    if total > MAX_IMAGES {
        return Err(ApiError::field("images", m::TOO_MANY_IMAGES));
    }
    let mut position = i32::try_from(have).unwrap_or(0);
    for (bytes, mime) in files {
        position += 1;
        let key = platform::storage::unique_key(&format!("opinion-images/{}", opinion.list_id), image_files::extension(mime));
        ctx.storage.put(&key, &bytes).await.map_err(ApiError::internal)?;
        images::ActiveModel {
            opinion_id: Set(opinion.id),
            position: Set(position),
            storage_key: Set(key),
            mime: Set(mime.to_owned()),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }
    opinions::Entity::update_many()
        .col_expr(opinions::Column::ImageCount, Expr::value(position))
        .filter(opinions::Column::Id.eq(opinion.id))
        .exec(&txn)
        .await?;
    txn.commit().await?;
    Ok(())
}

/// Where each opinion's images are served, in order.
pub async fn paths(ctx: &AppContext, opinion_ids: &[i64]) -> ApiResult<HashMap<i64, Vec<String>>> {
    let rows = images::Entity::find()
        .filter(images::Column::OpinionId.is_in(opinion_ids.iter().copied()))
        .order_by_asc(images::Column::OpinionId)
        .order_by_asc(images::Column::Position)
        .all(&ctx.db)
        .await?;
    let mut out: HashMap<i64, Vec<String>> = HashMap::new();
    for r in rows {
        out.entry(r.opinion_id).or_default().push(format!("/api/opinion/{}/images/{}", r.opinion_id, r.position));
    }
    Ok(out)
}
