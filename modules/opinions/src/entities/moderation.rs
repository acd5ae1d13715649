use sea_orm::entity::prelude::*;

/// One staff decision on an opinion (hidden with a reason, or restored): written once, never
/// changed, the audit of moderation.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "opinions_moderation")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub opinion_id: i64,
    pub list_id: i64,
    pub staff_id: i64,
    /// `hide` or `restore`.
    pub action: String,
    pub reason: Option<String>,
    pub at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl platform::moderation::ModerationLog for Entity {
    const SUBJECT: &'static str = "opinion_id";
}

pub mod action {
    pub const HIDE: &str = "hide";
    pub const RESTORE: &str = "restore";
}
