use sea_orm::entity::prelude::*;

/// One of the firm's licensed advisors, as the advisors page shows them.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "content_advisors")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub name_ar: String,
    pub name_en: String,
    pub title_ar: String,
    pub title_en: String,
    pub bio_ar: String,
    pub bio_en: String,
    pub licence_number: String,
    pub licence_type: String,
    pub licence_expires_on: Option<Date>,
    pub position: i32,
    pub hidden: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
