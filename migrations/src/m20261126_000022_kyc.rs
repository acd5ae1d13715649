//! KYC: each user's verification (one row, its personal data sealed with AES-GCM), the identity
//! checks sent to the identity provider (Nafath-shaped), and every move of a verification with who
//! made it.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum KycRecords {
    Table,
    Id,
    UserId,
    Path,
    Status,
    IdentityHash,
    IdentitySealed,
    BirthDateSealed,
    BirthCalendar,
    Answers,
    RiskProfile,
    RiskScore,
    ProfiledAt,
    FullNameSealed,
    Nationality,
    PassportKey,
    PassportType,
    RejectReason,
    ReviewedBy,
    ReviewedAt,
    AgreedAt,
    VerifiedAt,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum KycIdentityChecks {
    Table,
    Id,
    UserId,
    IdentityHash,
    IdentitySealed,
    TransId,
    Random,
    Status,
    ExpiresAt,
    PolledAt,
    CreatedAt,
    CompletedAt,
}

#[derive(DeriveIden)]
enum KycTransitions {
    Table,
    Id,
    RecordId,
    FromStatus,
    ToStatus,
    Actor,
    Detail,
    At,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use KycRecords as R;
        manager
            .create_table(
                Table::create()
                    .table(R::Table)
                    .if_not_exists()
                    .col(big_pk_auto(R::Id))
                    .col(big_integer(R::UserId).unique_key())
                    // saudi | foreign
                    .col(string_len(R::Path, 8))
                    .col(string_len(R::Status, 20))
                    // A keyed hash of the identity number: one number verifies one account.
                    .col(string_len_null(R::IdentityHash, 64))
                    .col(text_null(R::IdentitySealed))
                    .col(text_null(R::BirthDateSealed))
                    .col(string_len_null(R::BirthCalendar, 10))
                    // The financial situation and risk answers, sealed as one JSON document.
                    .col(text_null(R::Answers))
                    .col(string_len_null(R::RiskProfile, 12))
                    .col(integer_null(R::RiskScore))
                    .col(timestamp_with_time_zone_null(R::ProfiledAt))
                    .col(text_null(R::FullNameSealed))
                    .col(string_len_null(R::Nationality, 2))
                    .col(string_len_null(R::PassportKey, 200))
                    .col(string_len_null(R::PassportType, 20))
                    .col(text_null(R::RejectReason))
                    .col(big_integer_null(R::ReviewedBy))
                    .col(timestamp_with_time_zone_null(R::ReviewedAt))
                    .col(timestamp_with_time_zone_null(R::AgreedAt))
                    .col(timestamp_with_time_zone_null(R::VerifiedAt))
                    .col(timestamp_with_time_zone(R::CreatedAt))
                    .col(timestamp_with_time_zone(R::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ux_kyc_records_identity").table(R::Table).col(R::IdentityHash).unique().to_owned())
            .await?;
        manager
            .create_index(Index::create().name("ix_kyc_records_status").table(R::Table).col(R::Status).col(R::UpdatedAt).to_owned())
            .await?;

        use KycIdentityChecks as C;
        manager
            .create_table(
                Table::create()
                    .table(C::Table)
                    .if_not_exists()
                    .col(big_pk_auto(C::Id))
                    .col(big_integer(C::UserId))
                    .col(string_len(C::IdentityHash, 64))
                    .col(text(C::IdentitySealed))
                    .col(string_len(C::TransId, 100))
                    .col(string_len(C::Random, 8))
                    // waiting | completed | rejected | expired
                    .col(string_len(C::Status, 10))
                    .col(timestamp_with_time_zone(C::ExpiresAt))
                    .col(timestamp_with_time_zone_null(C::PolledAt))
                    .col(timestamp_with_time_zone(C::CreatedAt))
                    .col(timestamp_with_time_zone_null(C::CompletedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_kyc_identity_checks_user").table(C::Table).col(C::UserId).col(C::Id).to_owned())
            .await?;

        use KycTransitions as T;
        manager
            .create_table(
                Table::create()
                    .table(T::Table)
                    .if_not_exists()
                    .col(big_pk_auto(T::Id))
                    .col(big_integer(T::RecordId))
                    .col(string_len_null(T::FromStatus, 20))
                    .col(string_len(T::ToStatus, 20))
                    .col(string_len(T::Actor, 40))
                    .col(text(T::Detail))
                    .col(timestamp_with_time_zone(T::At))
                    .foreign_key(ForeignKey::create().from(T::Table, T::RecordId).to(R::Table, R::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_kyc_transitions_record").table(T::Table).col(T::RecordId).col(T::Id).to_owned())
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [KycTransitions::Table.into_iden(), KycIdentityChecks::Table.into_iden(), KycRecords::Table.into_iden()] {
            manager.drop_table(Table::drop().table(table).if_exists().to_owned()).await?;
        }
        Ok(())
    }
}
