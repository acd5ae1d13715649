use sea_orm::entity::prelude::*;

/// An image the analyst attached to an opinion (a chart, at most 3), kept in the platform's storage.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "opinions_images")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub opinion_id: i64,
    /// 1, 2 or 3.
    pub position: i32,
    pub storage_key: String,
    pub mime: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl platform::attached_images::ImageTable for Entity {
    const SUBJECT: &'static str = "opinion_id";
}
