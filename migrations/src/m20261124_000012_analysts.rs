//! Analysts: applications to join as an analyst (the form of spec §3, the certificate's storage
//! key, the review state) and every move of their review, kept with who made it.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum AnalystsApplications {
    Table,
    Id,
    UserId,
    /// The user's id while the application is open, NULL once decided: a unique index on it
    /// allows one open application per user on every database.
    OpenUserId,
    State,
    FullName,
    DisplayName,
    Phone,
    XAccount,
    ExperienceYears,
    Markets,
    AnalysisType,
    TraderType,
    Timeframes,
    About,
    CertificateKey,
    CertificateType,
    CertificateSize,
    RejectionReason,
    DecidedBy,
    DecidedAt,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum AnalystsApplicationTransitions {
    Table,
    Id,
    ApplicationId,
    FromState,
    ToState,
    Actor,
    Detail,
    At,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AnalystsApplications as A;
        manager
            .create_table(
                Table::create()
                    .table(A::Table)
                    .col(big_pk_auto(A::Id))
                    .col(big_integer(A::UserId))
                    .col(big_integer_null(A::OpenUserId))
                    .col(string_len(A::State, 20))
                    .col(string_len(A::FullName, 120))
                    .col(string_len(A::DisplayName, 60))
                    .col(string_len(A::Phone, 20))
                    .col(string_len(A::XAccount, 20))
                    .col(string_len(A::ExperienceYears, 10))
                    .col(string_len(A::Markets, 10))
                    .col(string_len(A::AnalysisType, 20))
                    .col(string_len(A::TraderType, 10))
                    .col(text(A::Timeframes))
                    .col(text(A::About))
                    .col(string_len(A::CertificateKey, 200))
                    .col(string_len(A::CertificateType, 40))
                    .col(big_integer(A::CertificateSize))
                    .col(text_null(A::RejectionReason))
                    .col(big_integer_null(A::DecidedBy))
                    .col(timestamp_with_time_zone_null(A::DecidedAt))
                    .col(timestamp_with_time_zone(A::CreatedAt))
                    .col(timestamp_with_time_zone(A::UpdatedAt))
                    .foreign_key(
                        ForeignKey::create().from(A::Table, A::UserId).to(Users::Table, Users::Id).on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ux_analysts_applications_open").table(A::Table).col(A::OpenUserId).unique().to_owned())
            .await?;
        manager.create_index(Index::create().name("ix_analysts_applications_user").table(A::Table).col(A::UserId).to_owned()).await?;
        manager.create_index(Index::create().name("ix_analysts_applications_state").table(A::Table).col(A::State).to_owned()).await?;

        use AnalystsApplicationTransitions as T;
        manager
            .create_table(
                Table::create()
                    .table(T::Table)
                    .col(big_pk_auto(T::Id))
                    .col(big_integer(T::ApplicationId))
                    .col(string_len_null(T::FromState, 20))
                    .col(string_len(T::ToState, 20))
                    .col(string_len(T::Actor, 40))
                    .col(text(T::Detail))
                    .col(timestamp_with_time_zone(T::At))
                    .foreign_key(
                        ForeignKey::create().from(T::Table, T::ApplicationId).to(A::Table, A::Id).on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ix_analysts_application_transitions_application").table(T::Table).col(T::ApplicationId).to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [AnalystsApplicationTransitions::Table.into_iden(), AnalystsApplications::Table.into_iden()] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
