use sea_orm::entity::prelude::*;

/// The document of one stock of a request: drafted by a job, approved by the analyst.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "analysis_documents")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub request_id: i64,
    pub stock_id: i64,
    /// See [`status`].
    pub status: String,
    /// The draft PDF in storage.
    pub draft_key: String,
    /// The approved PDF the client downloads.
    pub file_key: Option<String>,
    pub pages: i32,
    pub bytes: i64,
    /// The analyst's commentary, added in review.
    pub commentary: String,
    pub drafted_at: DateTimeUtc,
    pub approved_at: Option<DateTimeUtc>,
    /// What the draft was written from: the last close's day and the price it quoted, so the
    /// approved document is written from the same figures (None for drafts older than that).
    pub figures_as_of: Option<Date>,
    pub price: Option<i64>,
    pub price_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

pub mod status {
    pub const DRAFTED: &str = "drafted";
    pub const APPROVED: &str = "approved";
}
