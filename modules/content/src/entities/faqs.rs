use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "faqs")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub position: i32,
    pub question_ar: String,
    pub question_en: String,
    /// Sanitised HTML.
    pub answer_ar: String,
    pub answer_en: String,
    /// Hidden items are kept for staff but not shown on the FAQ page.
    pub hidden: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
