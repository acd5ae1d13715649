use sea_orm::QuerySelect;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub name: String,
    #[sea_orm(unique)]
    pub email: String,
    pub password_hash: String,
    pub phone: Option<String>,
    pub language: String,
    pub role: String,
    pub email_verified_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// Set while staff keep the account disabled: it cannot sign in and has no session.
    pub disabled_at: Option<DateTimeUtc>,
    pub disabled_reason: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(has_many = "super::sessions::Entity")]
    Sessions,
}

impl Related<super::sessions::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Sessions.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}

/// The names of the people `ids` name (staff behind a decision, an analyst on a request), by id;
/// someone deleted since is absent.
pub async fn names_of(
    db: &impl ConnectionTrait,
    ids: impl IntoIterator<Item = i64>,
) -> Result<std::collections::HashMap<i64, String>, DbErr> {
    let ids: Vec<i64> = ids.into_iter().collect();
    if ids.is_empty() {
        return Ok(Default::default());
    }
    let rows: Vec<(i64, String)> =
        Entity::find().select_only().column(Column::Id).column(Column::Name).filter(Column::Id.is_in(ids)).into_tuple().all(db).await?;
    Ok(rows.into_iter().collect())
}
