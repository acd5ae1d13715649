use sea_orm::entity::prelude::*;

/// One user's conversation about one stock.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "chat_conversations")]
pub struct Model {
    /// A UUID: the `chatId` of the route, not guessable.
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: i64,
    pub stock_id: i64,
    pub created_at: DateTimeUtc,
    pub last_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
