//! The content module's `Consents`: acceptances of the legal documents, by version.

use async_trait::async_trait;
use chrono::Utc;
use platform::ports::{Acceptance, ConsentStatus, Consents, PortError, documents};
use sea_orm::{ActiveModelTrait, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder, Set};

use crate::entities::{content_consents, contents};
use crate::store::material_version;

pub struct ContentConsents {
    pub db: DatabaseConnection,
}

/// Whether `key` is a document users accept (not an information page or a contact number).
pub fn is_document(key: &str) -> bool {
    documents::ALL.contains(&key)
}

/// Client addresses as stored: at most 64 characters (an IPv6 address with a zone fits).
fn address(raw: &str) -> String {
    raw.chars().take(64).collect()
}

fn port_error(e: DbErr) -> PortError {
    PortError::new("Consents", e)
}

/// Where `user_id` stands with `document`, from the database.
pub async fn status_of(db: &DatabaseConnection, user_id: i64, document: &str) -> Result<ConsentStatus, DbErr> {
    if !is_document(document) {
        return Ok(ConsentStatus::NoDocument);
    }
    let Some(current) = contents::Entity::find_by_id(document).one(db).await? else { return Ok(ConsentStatus::NoDocument) };
    let required = material_version(db, document).await?;
    let accepted = content_consents::Entity::find()
        .filter(content_consents::Column::UserId.eq(user_id))
        .filter(content_consents::Column::DocumentKey.eq(document))
        .order_by_desc(content_consents::Column::Version)
        .one(db)
        .await?
        .map(|c| c.version);
    Ok(match accepted {
        Some(v) if v >= required => ConsentStatus::Current { accepted_version: v, current_version: current.version },
        other => ConsentStatus::Needed { accepted_version: other, current_version: current.version },
    })
}

/// Records an acceptance of the current version of `document`.
pub async fn record(db: &DatabaseConnection, user_id: i64, document: &str, client_address: &str) -> Result<Option<Acceptance>, DbErr> {
    if !is_document(document) {
        return Ok(None);
    }
    let Some(current) = contents::Entity::find_by_id(document).one(db).await? else { return Ok(None) };
    let row = content_consents::ActiveModel {
        user_id: Set(user_id),
        document_key: Set(document.to_owned()),
        version: Set(current.version),
        accepted_at: Set(Utc::now()),
        client_address: Set(address(client_address)),
        ..Default::default()
    }
    .insert(db)
    .await?;
    Ok(Some(Acceptance {
        user_id,
        document: row.document_key,
        version: row.version,
        accepted_at: row.accepted_at,
        client_address: row.client_address,
    }))
}

#[async_trait]
impl Consents for ContentConsents {
    async fn record(&self, user_id: i64, document: &str, client_address: &str) -> Result<Option<Acceptance>, PortError> {
        record(&self.db, user_id, document, client_address).await.map_err(port_error)
    }

    async fn status(&self, user_id: i64, document: &str) -> Result<ConsentStatus, PortError> {
        status_of(&self.db, user_id, document).await.map_err(port_error)
    }
}
