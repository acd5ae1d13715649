use sea_orm::entity::prelude::*;

/// A client's request for a written analysis: who, which package, which kind of analysis.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "analysis_requests")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    /// The stock-analysis package chosen (subscriptions' catalogue).
    pub package_id: i64,
    pub full_name: String,
    pub email: String,
    pub phone: String,
    /// See [`crate::kinds::AnalysisType`].
    pub analysis_type: String,
    pub extra_info: String,
    /// The language the document is written in.
    pub lang: String,
    /// See [`status`].
    pub status: RequestStatus,
    /// The analyst who reviews it.
    pub analyst_id: Option<i64>,
    pub paid_at: Option<DateTimeUtc>,
    /// Payment plus 72 hours.
    pub due_at: Option<DateTimeUtc>,
    /// The analyst's reminder at 48 hours, and staff's escalation at 66.
    pub reminded_at: Option<DateTimeUtc>,
    pub escalated_at: Option<DateTimeUtc>,
    pub delivered_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

platform::text_enum! {
    /// Where an analysis request stands.
    pub enum RequestStatus {
        /// Sent, not paid yet.
        AwaitingPayment = "awaiting_payment",
        /// Paid: its documents are being drafted; the clock runs until it is delivered.
        Paid = "paid",
        /// Every document is drafted and waits for the analyst.
        InReview = "in_review",
        /// The analyst approved: the final documents are being written.
        Approved = "approved",
        Delivered = "delivered",
    }
}
