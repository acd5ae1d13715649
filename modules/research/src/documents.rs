//! Financial research documents: stored once with their PDFs (through the platform's storage) and
//! `ResearchPublished` in the same transaction; read in either language; withdrawn with their files.

use chrono::{DateTime, Utc};
use platform::events::ResearchPublished;
use platform::{AppContext, Lang};
use sea_orm::{ActiveModelTrait, EntityTrait, Set};

use crate::entities::documents;
use crate::views::ResearchView;

/// A document's texts and files as staff send them.
pub struct NewDocument {
    pub title_ar: String,
    pub title_en: String,
    pub summary_ar: String,
    pub summary_en: String,
    /// (bytes, pages) per language; at least one.
    pub pdf_ar: Option<(Vec<u8>, i32)>,
    pub pdf_en: Option<(Vec<u8>, i32)>,
    pub published_at: DateTime<Utc>,
}

/// Stores the files, then the row and its event; files of a failed insert are removed.
pub async fn publish(ctx: &AppContext, new: NewDocument, staff_id: i64) -> anyhow::Result<documents::Model> {
    let mut stored = Vec::new();
    let mut keys = [None, None];
    for (slot, pdf) in keys.iter_mut().zip([&new.pdf_ar, &new.pdf_en]) {
        if let Some((bytes, _)) = pdf {
            let k = platform::storage::unique_key("research", "pdf");
            ctx.storage.put(&k, bytes).await?;
            stored.push(k.clone());
            *slot = Some(k);
        }
    }
    let [key_ar, key_en] = keys;
    let row = documents::ActiveModel {
        title_ar: Set(new.title_ar),
        title_en: Set(new.title_en),
        summary_ar: Set(new.summary_ar),
        summary_en: Set(new.summary_en),
        file_ar: Set(key_ar),
        file_en: Set(key_en),
        pages_ar: Set(new.pdf_ar.as_ref().map(|(_, p)| *p)),
        pages_en: Set(new.pdf_en.as_ref().map(|(_, p)| *p)),
        published_at: Set(new.published_at),
        created_by: Set(Some(staff_id)),
        created_at: Set(Utc::now()),
        ..Default::default()
    };
    let saved = async {
        let txn = platform::write_txn::begin_write(&ctx.db).await?;
        let saved = row.insert(&txn).await?;
        ctx.stage_events(&txn, &[ResearchPublished { research_id: saved.id }]).await?;
        txn.commit().await?;
        Ok::<_, sea_orm::DbErr>(saved)
    }
    .await;
    match saved {
        Ok(saved) => {
            ctx.relay_events().await;
            Ok(saved)
        }
        Err(e) => {
            for k in stored {
                ctx.storage.delete(&k).await.ok();
            }
            Err(e.into())
        }
    }
}

/// A name no other upload has (the row's id is not known before its files are stored).
pub async fn withdraw(ctx: &AppContext, id: i64) -> anyhow::Result<bool> {
    let Some(row) = documents::Entity::find_by_id(id).one(&ctx.db).await? else { return Ok(false) };
    documents::Entity::delete_by_id(id).exec(&ctx.db).await?;
    for k in [row.file_ar, row.file_en].into_iter().flatten() {
        ctx.storage.delete(&k).await?;
    }
    Ok(true)
}

pub fn view(d: documents::Model, lang: Lang) -> ResearchView {
    let prefer_ar = lang == Lang::Ar;
    let pick = |ar: &str, en: &str| if (prefer_ar && !ar.is_empty()) || en.is_empty() { ar.to_owned() } else { en.to_owned() };
    let mut languages = Vec::new();
    if d.file_ar.is_some() {
        languages.push("ar".to_owned());
    }
    if d.file_en.is_some() {
        languages.push("en".to_owned());
    }
    ResearchView {
        id: d.id,
        title: pick(&d.title_ar, &d.title_en),
        summary: pick(&d.summary_ar, &d.summary_en),
        title_ar: d.title_ar,
        title_en: d.title_en,
        summary_ar: d.summary_ar,
        summary_en: d.summary_en,
        languages,
        pages_ar: d.pages_ar,
        pages_en: d.pages_en,
        published_at: d.published_at,
    }
}
