//! Content: the firm's licensed advisors, feedback (visitors' messages and clients' testimonials
//! staff approve), and workshops with seats that users book.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ContentAdvisors {
    Table,
    Id,
    NameAr,
    NameEn,
    TitleAr,
    TitleEn,
    BioAr,
    BioEn,
    /// The Capital Market Authority's licence or registration number.
    LicenceNumber,
    /// Which licence: e.g. "CMA advisor".
    LicenceType,
    LicenceExpiresOn,
    Position,
    Hidden,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ContentFeedback {
    Table,
    Id,
    /// site (a visitor's message) | testimonial (a client's, shown once approved).
    Kind,
    UserId,
    Name,
    Email,
    Message,
    /// 1–5 for testimonials.
    Rating,
    /// new | read | approved | rejected.
    Status,
    ClientAddress,
    ReviewedBy,
    ReviewedAt,
    CreatedAt,
}

#[derive(DeriveIden)]
enum ContentWorkshops {
    Table,
    Id,
    TitleAr,
    TitleEn,
    DescriptionAr,
    DescriptionEn,
    /// Where: an address, or "online".
    LocationAr,
    LocationEn,
    StartsAt,
    DurationMinutes,
    Seats,
    /// Seats taken; only ever changed with a condition on `seats`.
    Booked,
    Cancelled,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ContentWorkshopBookings {
    Table,
    Id,
    WorkshopId,
    UserId,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ContentAdvisors as A;
        use ContentFeedback as F;
        use ContentWorkshopBookings as B;
        use ContentWorkshops as W;
        manager
            .create_table(
                Table::create()
                    .table(A::Table)
                    .if_not_exists()
                    .col(big_pk_auto(A::Id))
                    .col(string_len(A::NameAr, 120))
                    .col(string_len(A::NameEn, 120))
                    .col(string_len(A::TitleAr, 200))
                    .col(string_len(A::TitleEn, 200))
                    .col(text(A::BioAr))
                    .col(text(A::BioEn))
                    .col(string_len(A::LicenceNumber, 60))
                    .col(string_len(A::LicenceType, 120))
                    .col(date_null(A::LicenceExpiresOn))
                    .col(integer(A::Position))
                    .col(boolean(A::Hidden))
                    .col(timestamp_with_time_zone(A::CreatedAt))
                    .col(timestamp_with_time_zone(A::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(F::Table)
                    .if_not_exists()
                    .col(big_pk_auto(F::Id))
                    .col(string_len(F::Kind, 12))
                    .col(big_integer_null(F::UserId))
                    .col(string_len(F::Name, 120))
                    .col(string_len(F::Email, 254))
                    .col(text(F::Message))
                    .col(small_integer_null(F::Rating))
                    .col(string_len(F::Status, 12))
                    .col(string_len(F::ClientAddress, 64))
                    .col(big_integer_null(F::ReviewedBy))
                    .col(timestamp_with_time_zone_null(F::ReviewedAt))
                    .col(timestamp_with_time_zone(F::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ix_content_feedback_kind_status").table(F::Table).col(F::Kind).col(F::Status).col(F::Id).to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(W::Table)
                    .if_not_exists()
                    .col(big_pk_auto(W::Id))
                    .col(string_len(W::TitleAr, 200))
                    .col(string_len(W::TitleEn, 200))
                    .col(text(W::DescriptionAr))
                    .col(text(W::DescriptionEn))
                    .col(string_len(W::LocationAr, 200))
                    .col(string_len(W::LocationEn, 200))
                    .col(timestamp_with_time_zone(W::StartsAt))
                    .col(integer(W::DurationMinutes))
                    .col(integer(W::Seats))
                    .col(integer(W::Booked))
                    .col(boolean(W::Cancelled))
                    .col(timestamp_with_time_zone(W::CreatedAt))
                    .col(timestamp_with_time_zone(W::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("ix_content_workshops_starts").table(W::Table).col(W::StartsAt).to_owned()).await?;
        manager
            .create_table(
                Table::create()
                    .table(B::Table)
                    .if_not_exists()
                    .col(big_pk_auto(B::Id))
                    .col(big_integer(B::WorkshopId))
                    .col(big_integer(B::UserId))
                    .col(timestamp_with_time_zone(B::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ux_content_workshop_bookings_seat")
                    .table(B::Table)
                    .col(B::WorkshopId)
                    .col(B::UserId)
                    .unique()
                    .to_owned(),
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(ContentWorkshopBookings::Table).if_exists().to_owned()).await?;
        manager.drop_table(Table::drop().table(ContentWorkshops::Table).if_exists().to_owned()).await?;
        manager.drop_table(Table::drop().table(ContentFeedback::Table).if_exists().to_owned()).await?;
        manager.drop_table(Table::drop().table(ContentAdvisors::Table).if_exists().to_owned()).await
    }
}
