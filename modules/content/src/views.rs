//! What the content API answers, and the lookups the answers share.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use platform::entities::users;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::{content_versions, contents, faqs};
use crate::html::is_value_key;
use crate::ports::consents::is_document;

/// How the web app shows a body.
#[derive(Debug, Clone, Copy, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ContentFormat {
    /// Sanitised HTML: rendered as is.
    Html,
    /// A bare value (a phone number): shown as text.
    Text,
}

impl ContentFormat {
    pub fn of(key: &str) -> Self {
        if is_value_key(key) { ContentFormat::Text } else { ContentFormat::Html }
    }
}

/// A staff member named in a history or the audit log.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ActorView {
    pub id: i64,
    pub name: String,
}

/// A site text as staff edit it: both languages, its current version.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffContentView {
    pub key: String,
    pub format: ContentFormat,
    /// A legal document users accept (its changes may be marked material).
    pub document: bool,
    pub title_ar: String,
    pub title_en: String,
    pub body_ar: String,
    pub body_en: String,
    pub version: i32,
    pub updated_at: DateTime<Utc>,
    pub updated_by: Option<ActorView>,
}

impl StaffContentView {
    pub fn of(row: contents::Model, actors: &HashMap<i64, ActorView>) -> Self {
        Self {
            format: ContentFormat::of(&row.key),
            document: is_document(&row.key),
            updated_by: row.updated_by.and_then(|id| actors.get(&id).cloned()),
            key: row.key,
            title_ar: row.title_ar,
            title_en: row.title_en,
            body_ar: row.body_ar,
            body_en: row.body_en,
            version: row.version,
            updated_at: row.updated_at,
        }
    }
}

/// One saved version, whole.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContentVersionView {
    pub key: String,
    pub format: ContentFormat,
    pub version: i32,
    pub title_ar: String,
    pub title_en: String,
    pub body_ar: String,
    pub body_en: String,
    /// Investors had to accept this version again.
    pub material: bool,
    pub created_at: DateTime<Utc>,
    /// Who saved it; empty for the text the deployment started with.
    pub created_by: Option<ActorView>,
    /// The earlier version this one restored.
    pub restored_from: Option<i32>,
}

impl ContentVersionView {
    pub fn of(row: content_versions::Model, actors: &HashMap<i64, ActorView>) -> Self {
        Self {
            format: ContentFormat::of(&row.content_key),
            created_by: row.created_by.and_then(|id| actors.get(&id).cloned()),
            key: row.content_key,
            version: row.version,
            title_ar: row.title_ar,
            title_en: row.title_en,
            body_ar: row.body_ar,
            body_en: row.body_en,
            material: row.material,
            created_at: row.created_at,
            restored_from: row.restored_from,
        }
    }
}

/// A line of a text's history: who changed what, and when.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContentVersionSummary {
    pub version: i32,
    pub title_ar: String,
    pub title_en: String,
    pub material: bool,
    pub created_at: DateTime<Utc>,
    pub created_by: Option<ActorView>,
    pub restored_from: Option<i32>,
    /// The fields that differ from the version before (`title_ar`, `title_en`, `body_ar`, `body_en`).
    pub changed: Vec<String>,
}

/// An FAQ item as staff edit it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StaffFaqView {
    pub id: i64,
    pub position: i32,
    pub question_ar: String,
    pub question_en: String,
    /// Sanitised HTML.
    pub answer_ar: String,
    pub answer_en: String,
    pub hidden: bool,
}

impl From<faqs::Model> for StaffFaqView {
    fn from(f: faqs::Model) -> Self {
        Self {
            id: f.id,
            position: f.position,
            question_ar: f.question_ar,
            question_en: f.question_en,
            answer_ar: f.answer_ar,
            answer_en: f.answer_en,
            hidden: f.hidden,
        }
    }
}

/// The names of the staff members `ids`, by id.
pub async fn actors<C: ConnectionTrait>(db: &C, ids: impl IntoIterator<Item = i64>) -> Result<HashMap<i64, ActorView>, DbErr> {
    let ids: HashSet<i64> = ids.into_iter().collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = users::Entity::find().filter(users::Column::Id.is_in(ids)).all(db).await?;
    Ok(rows.into_iter().map(|u| (u.id, ActorView { id: u.id, name: u.name })).collect())
}
