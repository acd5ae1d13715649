//! A rating's images (charts): at most 3, PNG, JPEG or WebP recognised by their content, at
//! most 5 MB each, kept in the platform's storage and served to the list's readers.

use chrono::Utc;
use platform::http::images::{self as image_files, ImageMessages};
use platform::{ApiError, ApiResult, AppContext};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};

use crate::entities::{images, ratings};
use crate::messages as m;

pub const MAX_IMAGES: usize = 3;

/// The rating form's image messages (spec §5: 'Cannot select more than 3 images').
pub const MESSAGES: ImageMessages = ImageMessages {
    too_many: m::TOO_MANY_IMAGES,
    bad_type: m::IMAGE_TYPE,
    too_large: m::IMAGE_TOO_LARGE,
    required: m::IMAGES_REQUIRED,
    unreadable_form: m::INVALID_FORM,
};

/// Stores `files` after the rating's images, refusing the lot when the rating would pass 3.
pub async fn attach(ctx: &AppContext, rating: &ratings::Model, files: Vec<(Vec<u8>, &'static str)>) -> ApiResult<Vec<images::Model>> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let have = images::Entity::find().filter(images::Column::RatingId.eq(rating.id)).count(&txn).await?;
    if usize::try_from(have).unwrap_or(usize::MAX) + files.len() > MAX_IMAGES {
        return Err(ApiError::field("images", m::TOO_MANY_IMAGES));
    }
    let mut stored = Vec::new();
    let mut position = i32::try_from(have).unwrap_or(0);
    for (bytes, mime) in files {
        position += 1;
        let key = platform::storage::unique_key(&format!("rating-images/{}", rating.list_id), image_files::extension(mime));
        ctx.storage.put(&key, &bytes).await.map_err(ApiError::internal)?;
        let row = images::ActiveModel {
            rating_id: Set(rating.id),
            position: Set(position),
            storage_key: Set(key),
            mime: Set(mime.to_owned()),
            created_at: Set(Utc::now()),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
        stored.push(row);
    }
    txn.commit().await?;
    Ok(stored)
}

/// Where a rating's images are served, in order.
pub async fn paths(ctx: &AppContext, rating_ids: &[i64]) -> ApiResult<std::collections::HashMap<i64, Vec<String>>> {
    let rows = images::Entity::find()
        .filter(images::Column::RatingId.is_in(rating_ids.iter().copied()))
        .order_by_asc(images::Column::RatingId)
        .order_by_asc(images::Column::Position)
        .all(&ctx.db)
        .await?;
    let mut out: std::collections::HashMap<i64, Vec<String>> = std::collections::HashMap::new();
    for r in rows {
        out.entry(r.rating_id).or_default().push(format!("/api/ratings/{}/images/{}", r.rating_id, r.position));
    }
    Ok(out)
}
