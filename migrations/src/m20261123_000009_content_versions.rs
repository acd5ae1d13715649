//! Content: every save of a site text is a version; staff edits go to an audit log; each
//! acceptance of a legal document is recorded (user, document, version, time, client address);
//! FAQ items can be hidden. Bodies become sanitised HTML: existing plain-text bodies (paragraphs
//! separated by a blank line) are turned into paragraphs, and each existing text becomes its
//! version 1, so nothing already stored is lost.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;
use sea_orm_migration::sea_orm::ConnectionTrait;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum Contents {
    Table,
    Key,
    TitleAr,
    TitleEn,
    BodyAr,
    BodyEn,
    UpdatedAt,
    Version,
    UpdatedBy,
}

#[derive(DeriveIden)]
enum Faqs {
    Table,
    Id,
    AnswerAr,
    AnswerEn,
    Hidden,
}

#[derive(DeriveIden, Clone, Copy)]
enum ContentVersions {
    Table,
    Id,
    ContentKey,
    Version,
    TitleAr,
    TitleEn,
    BodyAr,
    BodyEn,
    Material,
    CreatedAt,
    CreatedBy,
    RestoredFrom,
}

#[derive(DeriveIden)]
enum ContentAuditLog {
    Table,
    Id,
    ActorId,
    Action,
    Target,
    Details,
    CreatedAt,
}

#[derive(DeriveIden)]
enum ContentConsents {
    Table,
    Id,
    UserId,
    DocumentKey,
    Version,
    AcceptedAt,
    ClientAddress,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

/// Texts whose body is a bare value (a phone number), not a document.
const PLAIN_KEYS: [&str; 2] = ["whatsapp", "contact_us"];

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Plain text with blank-line paragraphs as HTML paragraphs (single newlines become `<br>`).
fn paragraphs_to_html(text: &str) -> String {
    text.replace("\r\n", "\n")
        .split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| format!("<p>{}</p>", escape(p).replace('\n', "<br>")))
        .collect()
}

fn needs_html(body: &str) -> bool {
    !body.contains('<')
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one thing at a time.
        manager.alter_table(Table::alter().table(Contents::Table).add_column(integer(Contents::Version).default(1)).to_owned()).await?;
        manager.alter_table(Table::alter().table(Contents::Table).add_column(big_integer_null(Contents::UpdatedBy)).to_owned()).await?;
        manager.alter_table(Table::alter().table(Faqs::Table).add_column(boolean(Faqs::Hidden).default(false)).to_owned()).await?;

        manager
            .create_table(
                Table::create()
                    .table(ContentVersions::Table)
                    .col(big_pk_auto(ContentVersions::Id))
                    .col(string_len(ContentVersions::ContentKey, 60))
                    .col(integer(ContentVersions::Version))
                    .col(string(ContentVersions::TitleAr))
                    .col(string(ContentVersions::TitleEn))
                    .col(text(ContentVersions::BodyAr))
                    .col(text(ContentVersions::BodyEn))
                    .col(boolean(ContentVersions::Material))
                    .col(timestamp_with_time_zone(ContentVersions::CreatedAt))
                    .col(big_integer_null(ContentVersions::CreatedBy))
                    .col(integer_null(ContentVersions::RestoredFrom))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ContentVersions::Table, ContentVersions::CreatedBy)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_content_versions_key_version")
                    .table(ContentVersions::Table)
                    .col(ContentVersions::ContentKey)
                    .col(ContentVersions::Version)
                    .unique()
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(ContentAuditLog::Table)
                    .col(big_pk_auto(ContentAuditLog::Id))
                    .col(big_integer_null(ContentAuditLog::ActorId))
                    .col(string_len(ContentAuditLog::Action, 40))
                    .col(string_len(ContentAuditLog::Target, 120))
                    .col(text(ContentAuditLog::Details))
                    .col(timestamp_with_time_zone(ContentAuditLog::CreatedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ContentAuditLog::Table, ContentAuditLog::ActorId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::SetNull),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_content_audit_log_created_at")
                    .table(ContentAuditLog::Table)
                    .col(ContentAuditLog::CreatedAt)
                    .to_owned(),
            )
            .await?;

        manager
            .create_table(
                Table::create()
                    .table(ContentConsents::Table)
                    .col(big_pk_auto(ContentConsents::Id))
                    .col(big_integer(ContentConsents::UserId))
                    .col(string_len(ContentConsents::DocumentKey, 60))
                    .col(integer(ContentConsents::Version))
                    .col(timestamp_with_time_zone(ContentConsents::AcceptedAt))
                    .col(string_len(ContentConsents::ClientAddress, 64))
                    .foreign_key(
                        ForeignKey::create()
                            .from(ContentConsents::Table, ContentConsents::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_content_consents_user_document")
                    .table(ContentConsents::Table)
                    .col(ContentConsents::UserId)
                    .col(ContentConsents::DocumentKey)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_content_consents_document_time")
                    .table(ContentConsents::Table)
                    .col(ContentConsents::DocumentKey)
                    .col(ContentConsents::AcceptedAt)
                    .to_owned(),
            )
            .await?;

        let db = manager.get_connection();

        // Existing plain-text documents become HTML paragraphs (the web app renders HTML now).
        let rows = db
            .query_all(&Query::select().columns([Contents::Key, Contents::BodyAr, Contents::BodyEn]).from(Contents::Table).to_owned())
            .await?;
        for row in rows {
            let key: String = row.try_get("", "key")?;
            let body_ar: String = row.try_get("", "body_ar")?;
            let body_en: String = row.try_get("", "body_en")?;
            if PLAIN_KEYS.contains(&key.as_str()) {
                continue;
            }
            let update = Query::update()
                .table(Contents::Table)
                .value(Contents::BodyAr, if needs_html(&body_ar) { paragraphs_to_html(&body_ar) } else { body_ar })
                .value(Contents::BodyEn, if needs_html(&body_en) { paragraphs_to_html(&body_en) } else { body_en })
                .and_where(Expr::col(Contents::Key).eq(key))
                .to_owned();
            manager.exec_stmt(update).await?;
        }
        let rows = db.query_all(&Query::select().columns([Faqs::Id, Faqs::AnswerAr, Faqs::AnswerEn]).from(Faqs::Table).to_owned()).await?;
        for row in rows {
            let id: i64 = row.try_get("", "id")?;
            let answer_ar: String = row.try_get("", "answer_ar")?;
            let answer_en: String = row.try_get("", "answer_en")?;
            let update = Query::update()
                .table(Faqs::Table)
                .value(Faqs::AnswerAr, if needs_html(&answer_ar) { paragraphs_to_html(&answer_ar) } else { answer_ar })
                .value(Faqs::AnswerEn, if needs_html(&answer_en) { paragraphs_to_html(&answer_en) } else { answer_en })
                .and_where(Expr::col(Faqs::Id).eq(id))
                .to_owned();
            manager.exec_stmt(update).await?;
        }

        // Each existing text is its own version 1, accepted as the document investors agreed to.
        let copy = Query::insert()
            .into_table(ContentVersions::Table)
            .columns([
                ContentVersions::ContentKey,
                ContentVersions::Version,
                ContentVersions::TitleAr,
                ContentVersions::TitleEn,
                ContentVersions::BodyAr,
                ContentVersions::BodyEn,
                ContentVersions::Material,
                ContentVersions::CreatedAt,
            ])
            .select_from(
                Query::select()
                    .column(Contents::Key)
                    .expr(Expr::val(1))
                    .columns([Contents::TitleAr, Contents::TitleEn, Contents::BodyAr, Contents::BodyEn])
                    .expr(Expr::val(true))
                    .column(Contents::UpdatedAt)
                    .from(Contents::Table)
                    .to_owned(),
            )
            .map_err(|e| DbErr::Migration(e.to_string()))?
            .to_owned();
        manager.exec_stmt(copy).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ContentConsents::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(ContentAuditLog::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(ContentVersions::Table).to_owned()).await?;
        manager.alter_table(Table::alter().table(Faqs::Table).drop_column(Faqs::Hidden).to_owned()).await?;
        manager.alter_table(Table::alter().table(Contents::Table).drop_column(Contents::UpdatedBy).to_owned()).await?;
        manager.alter_table(Table::alter().table(Contents::Table).drop_column(Contents::Version).to_owned()).await
    }
}
