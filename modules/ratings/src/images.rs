//! A rating's images (charts): at most 3, PNG, JPEG or WebP recognised by their content, at
//! most 5 MB each, kept in the platform's storage and served to the list's readers.

use std::collections::HashMap;

use platform::attached_images;
use platform::http::images::ImageMessages;
use platform::{ApiResult, AppContext};

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
pub async fn attach(ctx: &AppContext, rating: &ratings::Model, files: Vec<(Vec<u8>, &'static str)>) -> ApiResult<()> {
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let folder = format!("rating-images/{}", rating.list_id);
    attached_images::attach::<images::Entity>(ctx, &txn, rating.id, &folder, files, (MAX_IMAGES, m::TOO_MANY_IMAGES)).await?;
    txn.commit().await?;
    Ok(())
}

/// Where a rating's images are served, in order.
pub async fn paths(ctx: &AppContext, rating_ids: &[i64]) -> ApiResult<HashMap<i64, Vec<String>>> {
    Ok(attached_images::paths::<images::Entity>(&ctx.db, rating_ids, |id, n| format!("/api/ratings/{id}/images/{n}")).await?)
}
