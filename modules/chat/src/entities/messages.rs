use sea_orm::entity::prelude::*;

/// A question and its answer, which a worker writes as the model streams it.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "chat_messages")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub conversation_id: String,
    pub user_id: i64,
    /// A ready question's id; None for a free question.
    pub question_id: Option<i32>,
    /// The user's own text (empty for a ready question).
    pub question: String,
    pub stock_id: i64,
    pub compare_stock_id: Option<i64>,
    pub interval: Option<String>,
    pub term: Option<String>,
    /// The language the answer is written in.
    pub lang: String,
    /// See [`status`].
    pub status: String,
    pub answer: String,
    /// `model` or `automatic`.
    pub source: Option<String>,
    /// See [`failure`].
    pub failure_reason: Option<String>,
    /// The Riyadh day whose count the question was added to (free balance or fair use).
    pub spent_on: Option<Date>,
    pub refunded: bool,
    pub data_as_of: Option<DateTimeUtc>,
    /// The messages sent to the model, as JSON (kept for audit).
    pub prompt: String,
    pub created_at: DateTimeUtc,
    pub answered_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

pub mod status {
    pub const PENDING: &str = "pending";
    pub const ANSWERING: &str = "answering";
    pub const ANSWERED: &str = "answered";
    pub const FAILED: &str = "failed";
}

pub mod failure {
    /// The model did not answer in time, or kept failing.
    pub const MODEL: &str = "model";
    /// The stock has no prices to ground an answer on.
    pub const NO_DATA: &str = "no_data";
}
