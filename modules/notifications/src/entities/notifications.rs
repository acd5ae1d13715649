use sea_orm::entity::prelude::*;

/// One notice delivered to one user: a line of their feed, and the record that makes a retried
/// delivery a no-op (unique per user and source).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notifications_notifications")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub kind: String,
    /// What caused it: the event's delivery id.
    pub source_key: String,
    /// In the user's notification language at the time it was sent.
    pub title: String,
    pub body: String,
    /// A route of the web app.
    pub link: Option<String>,
    /// False when the user had turned this kind off in the app: it is not in the feed.
    pub in_app: bool,
    pub emailed: bool,
    /// The user wanted this kind pushed and had a device for it when it was sent.
    pub pushed: bool,
    pub read_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
