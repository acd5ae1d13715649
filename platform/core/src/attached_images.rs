//! Images attached to a record (a rating's charts, an opinion's charts), kept in storage and
//! listed in a module's own table of `(id, <subject>_id, position, storage_key, mime, created_at)`:
//! one way to attach them in order under a limit, and to say where each is served.

use std::collections::HashMap;

use chrono::Utc;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, IntoActiveModel, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

use crate::entities::column_named;
use crate::{ApiError, ApiResult, AppContext, Message};

/// A module's table of attached images.
pub trait ImageTable: EntityTrait {
    /// The column naming the record the images belong to (`rating_id`, `opinion_id`).
    const SUBJECT: &'static str;
}

/// Stores `files` under `folder` after `subject`'s images, in `txn`; refuses the lot with
/// `too_many` (422 on `images`) when the subject would pass `max`. Answers how many it has now.
pub async fn attach<T>(
    ctx: &AppContext,
    txn: &impl ConnectionTrait,
    subject: i64,
    folder: &str,
    files: Vec<(Vec<u8>, &'static str)>,
    (max, too_many): (usize, Message),
) -> ApiResult<i32>
where
    T: ImageTable,
    T::Model: IntoActiveModel<T::ActiveModel> + Sync,
    T::ActiveModel: ActiveModelTrait<Entity = T> + Send,
{
    let have = T::find().filter(column_named::<T>(T::SUBJECT)?.eq(subject)).count(txn).await?;
    if usize::try_from(have).unwrap_or(usize::MAX).saturating_add(files.len()) > max {
        return Err(ApiError::field("images", too_many));
    }
    let mut position = i32::try_from(have).unwrap_or(0);
    for (bytes, mime) in files {
        position += 1;
        let key = crate::storage::unique_key(folder, crate::http::images::extension(mime));
        ctx.storage.put(&key, &bytes).await.map_err(ApiError::internal)?;
        let mut row = T::ActiveModel::default();
        row.set(column_named::<T>(T::SUBJECT)?, subject.into());
        row.set(column_named::<T>("position")?, position.into());
        row.set(column_named::<T>("storage_key")?, key.into());
        row.set(column_named::<T>("mime")?, mime.into());
        row.set(column_named::<T>("created_at")?, Utc::now().into());
        row.insert(txn).await?;
    }
    Ok(position)
}

/// Where the images of `subjects` are served, in order: `route(subject, position)`.
pub async fn paths<T: ImageTable>(
    db: &impl ConnectionTrait,
    subjects: &[i64],
    route: impl Fn(i64, i32) -> String,
) -> Result<HashMap<i64, Vec<String>>, DbErr> {
    let subject = column_named::<T>(T::SUBJECT)?;
    let rows: Vec<(i64, i32)> = T::find()
        .select_only()
        .column(subject)
        .column(column_named::<T>("position")?)
        .filter(subject.is_in(subjects.iter().copied()))
        .order_by_asc(subject)
        .order_by_asc(column_named::<T>("position")?)
        .into_tuple()
        .all(db)
        .await?;
    let mut out: HashMap<i64, Vec<String>> = HashMap::new();
    for (id, position) in rows {
        out.entry(id).or_default().push(route(id, position));
    }
    Ok(out)
}

/// The subject's image at `position` (1 to the limit) as a response; 404 when it has none there
/// or storage lost the file.
pub async fn serve<T: ImageTable>(ctx: &AppContext, subject: i64, position: i32) -> ApiResult<actix_web::HttpResponse> {
    let found: Option<(String, String)> = T::find()
        .select_only()
        .column(column_named::<T>("storage_key")?)
        .column(column_named::<T>("mime")?)
        .filter(column_named::<T>(T::SUBJECT)?.eq(subject))
        .filter(column_named::<T>("position")?.eq(position))
        .into_tuple()
        .one(&ctx.db)
        .await?;
    let (key, mime) = found.ok_or_else(ApiError::not_found)?;
    let file = ctx.storage.open_file(&key).await.map_err(ApiError::internal)?.ok_or_else(ApiError::not_found)?;
    Ok(crate::http::images::serve(file, mime))
}
