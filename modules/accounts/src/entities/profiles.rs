use sea_orm::entity::prelude::*;

/// What a user tells about themself beyond identity: picture, about text, the bank account
/// analysts are paid to. No row means nothing filled in yet.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "accounts_profiles")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: i64,
    /// Storage key of the uploaded picture (`avatars/…`).
    pub avatar_key: Option<String>,
    pub about: Option<String>,
    pub bank_name: Option<String>,
    pub iban: Option<String>,
    pub account_holder_name: Option<String>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    pub fn empty(user_id: i64) -> Self {
        Self {
            user_id,
            avatar_key: None,
            about: None,
            bank_name: None,
            iban: None,
            account_holder_name: None,
            updated_at: chrono::Utc::now(),
        }
    }
}

/// The user's profile, or an empty one.
pub async fn of_user(db: &impl ConnectionTrait, user_id: i64) -> Result<Model, DbErr> {
    Ok(Entity::find_by_id(user_id).one(db).await?.unwrap_or_else(|| Model::empty(user_id)))
}

/// Writes the whole profile (inserting the row the first time).
pub async fn save(db: &impl ConnectionTrait, profile: Model) -> Result<Model, DbErr> {
    use sea_orm::sea_query::OnConflict;
    let row = ActiveModel::from(profile.clone());
    Entity::insert(row)
        .on_conflict(
            OnConflict::column(Column::UserId)
                .update_columns([
                    Column::AvatarKey,
                    Column::About,
                    Column::BankName,
                    Column::Iban,
                    Column::AccountHolderName,
                    Column::UpdatedAt,
                ])
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(profile)
}
