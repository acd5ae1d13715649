//! An opinion's images (charts): at most 3, PNG, JPEG or WebP recognised by their content, at
//! most 5 MB each, kept in the platform's storage and served to the list's readers; the count
//! is stated on the opinion.

use std::collections::HashMap;

use platform::attached_images;
use platform::http::images::ImageMessages;
use platform::{ApiResult, AppContext};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

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

/// Stores `files` after the opinion's images, refusing the lot when it would pass 3; the count is
/// stated on the opinion in the same transaction.
pub async fn attach(ctx: &AppContext, opinion: &opinions::Model, files: Vec<(Vec<u8>, &'static str)>) -> ApiResult<()> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let folder = format!("opinion-images/{}", opinion.list_id);
    let count = attached_images::attach::<images::Entity>(ctx, &txn, opinion.id, &folder, files, (MAX_IMAGES, m::TOO_MANY_IMAGES)).await?;
    opinions::Entity::update_many()
        .col_expr(opinions::Column::ImageCount, Expr::value(count))
        .filter(opinions::Column::Id.eq(opinion.id))
        .exec(&txn)
        .await?;
    txn.commit().await?;
    Ok(())
}

/// Where each opinion's images are served, in order.
pub async fn paths(ctx: &AppContext, opinion_ids: &[i64]) -> ApiResult<HashMap<i64, Vec<String>>> {
    Ok(attached_images::paths::<images::Entity>(&ctx.db, opinion_ids, |id, n| format!("/api/opinion/{id}/images/{n}")).await?)
}
