use crate::state::KycStatus;
use sea_orm::entity::prelude::*;

/// A user's verification: one row per user, its personal data sealed (see `vault`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "kyc_records")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(unique)]
    pub user_id: i64,
    /// saudi or foreign.
    pub path: String,
    /// See `state`.
    pub status: KycStatus,
    /// Keyed hash of the identity number (Saudi path); unique.
    pub identity_hash: Option<String>,
    pub identity_sealed: Option<String>,
    /// The Gregorian date of birth, sealed.
    pub birth_date_sealed: Option<String>,
    /// The calendar the user gave it in: gregorian or hijri.
    pub birth_calendar: Option<String>,
    /// The financial situation and risk answers (`answers::Stored` as JSON), sealed.
    pub answers: Option<String>,
    pub risk_profile: Option<String>,
    pub risk_score: Option<i32>,
    pub profiled_at: Option<DateTimeUtc>,
    /// Non-Saudi path: the name as on the passport, sealed; nationality (ISO alpha-2); the photo.
    pub full_name_sealed: Option<String>,
    pub nationality: Option<String>,
    /// Storage key of the sealed passport photo.
    pub passport_key: Option<String>,
    pub passport_type: Option<String>,
    pub reject_reason: Option<String>,
    pub reviewed_by: Option<i64>,
    pub reviewed_at: Option<DateTimeUtc>,
    pub agreed_at: Option<DateTimeUtc>,
    pub verified_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
