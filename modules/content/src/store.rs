//! Saving site texts as versions, and the audit log of staff edits.

use chrono::Utc;
use platform::{ApiError, ApiResult};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, Set, SqlErr};
use serde_json::Value;

use crate::entities::{content_audit_log, content_versions, contents};
use crate::messages::VERSION_CHANGED;

/// What a version holds besides its number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text {
    pub title_ar: String,
    pub title_en: String,
    pub body_ar: String,
    pub body_en: String,
}

impl Text {
    pub fn of_current(row: &contents::Model) -> Self {
        Self { title_ar: row.title_ar.clone(), title_en: row.title_en.clone(), body_ar: row.body_ar.clone(), body_en: row.body_en.clone() }
    }

    pub fn of_version(row: &content_versions::Model) -> Self {
        Self { title_ar: row.title_ar.clone(), title_en: row.title_en.clone(), body_ar: row.body_ar.clone(), body_en: row.body_en.clone() }
    }

    /// The fields that differ from `before`, by API name.
    pub fn changed_from(&self, before: &Text) -> Vec<&'static str> {
        [
            ("title_ar", self.title_ar != before.title_ar),
            ("title_en", self.title_en != before.title_en),
            ("body_ar", self.body_ar != before.body_ar),
            ("body_en", self.body_en != before.body_en),
        ]
        .into_iter()
        .filter_map(|(name, changed)| changed.then_some(name))
        .collect()
    }
}

/// A save asked for by staff.
pub struct Save<'a> {
    pub current: &'a contents::Model,
    pub text: Text,
    pub material: bool,
    pub staff_id: i64,
    pub restored_from: Option<i32>,
}

/// Writes `save` as the next version, makes it current and logs the edit, all or nothing.
/// Two saves racing for the same version number: the second gets 409 (nothing is lost); a save
/// whose text is the current one makes no version (422).
pub async fn save_version(db: &DatabaseConnection, save: Save<'_>) -> ApiResult<contents::Model> {
    let Save { current, text, material, staff_id, restored_from } = save;
    let next = current.version + 1;
    let now = Utc::now();
    let changed = text.changed_from(&Text::of_current(current));
    if changed.is_empty() {
        // The same text again is no new version (nor a new acceptance to ask for).
        return Err(ApiError::unprocessable(crate::messages::NOTHING_CHANGED));
    }
    let txn = platform::write_txn::begin_write(db).await?;
    content_versions::ActiveModel {
        content_key: Set(current.key.clone()),
        version: Set(next),
        title_ar: Set(text.title_ar.clone()),
        title_en: Set(text.title_en.clone()),
        body_ar: Set(text.body_ar.clone()),
        body_en: Set(text.body_en.clone()),
        material: Set(material),
        created_at: Set(now),
        created_by: Set(Some(staff_id)),
        restored_from: Set(restored_from),
        ..Default::default()
    }
    .insert(&txn)
    .await
    .map_err(|e| match e.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(_)) => ApiError::conflict(VERSION_CHANGED),
        _ => e.into(),
    })?;
    let updated = contents::Entity::update_many()
        .col_expr(contents::Column::TitleAr, text.title_ar.clone().into())
        .col_expr(contents::Column::TitleEn, text.title_en.clone().into())
        .col_expr(contents::Column::BodyAr, text.body_ar.clone().into())
        .col_expr(contents::Column::BodyEn, text.body_en.clone().into())
        .col_expr(contents::Column::Version, next.into())
        .col_expr(contents::Column::UpdatedAt, now.into())
        .col_expr(contents::Column::UpdatedBy, Some(staff_id).into())
        .filter(contents::Column::Key.eq(current.key.as_str()))
        .filter(contents::Column::Version.eq(current.version))
        .exec(&txn)
        .await?;
    if updated.rows_affected != 1 {
        return Err(ApiError::conflict(VERSION_CHANGED));
    }
    let action = if restored_from.is_some() { "content.restore" } else { "content.update" };
    audit(
        &txn,
        staff_id,
        action,
        &current.key,
        serde_json::json!({"version": next, "material": material, "changed": changed, "restored_from": restored_from}),
    )
    .await?;
    txn.commit().await?;
    Ok(contents::Model {
        key: current.key.clone(),
        title_ar: text.title_ar,
        title_en: text.title_en,
        body_ar: text.body_ar,
        body_en: text.body_en,
        updated_at: now,
        version: next,
        updated_by: Some(staff_id),
    })
}

/// Writes one entry of the audit log of staff edits.
pub async fn audit<C: ConnectionTrait>(db: &C, staff_id: i64, action: &str, target: &str, details: Value) -> ApiResult<()> {
    content_audit_log::ActiveModel {
        actor_id: Set(Some(staff_id)),
        action: Set(action.to_owned()),
        target: Set(target.to_owned()),
        details: Set(details.to_string()),
        created_at: Set(Utc::now()),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(())
}

/// The latest version of `key` that investors had to accept (version 1 always counts).
pub async fn material_version<C: ConnectionTrait>(db: &C, key: &str) -> Result<i32, sea_orm::DbErr> {
    use sea_orm::QueryOrder;
    let latest = content_versions::Entity::find()
        .filter(content_versions::Column::ContentKey.eq(key))
        .filter(content_versions::Column::Material.eq(true))
        .order_by_desc(content_versions::Column::Version)
        .one(db)
        .await?;
    Ok(latest.map_or(1, |v| v.version))
}
