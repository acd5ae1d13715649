//! Eva opinions: each opinion (a short call on a stock or an option, with the price it was
//! published against and, once decided, how it was resolved), its previous versions (kept
//! unchanged), images, comments with replies, favourites, and how far resolution has followed
//! each market.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum OpinionsOpinions {
    Table,
    Id,
    ListId,
    AnalystId,
    StockId,
    MarketId,
    OperationType,
    OrderType,
    DurationType,
    AnalysisType,
    StopType,
    EntryPrice,
    TargetPrice,
    StopLoss,
    CurrentPrice,
    CurrentPriceAt,
    StrikePrice,
    ExpirationDate,
    OptionPrice,
    DurationDate,
    AdditionalInfo,
    ImageCount,
    Status,
    ResolvedAt,
    ResolvedPrice,
    ResolvedReason,
    ResolvedOn,
    Version,
    PublishedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum OpinionsVersions {
    Table,
    Id,
    OpinionId,
    Version,
    Snapshot,
    PublishedAt,
    ReplacedAt,
}

#[derive(DeriveIden)]
enum OpinionsImages {
    Table,
    Id,
    OpinionId,
    Position,
    StorageKey,
    Mime,
    CreatedAt,
}

#[derive(DeriveIden)]
enum OpinionsComments {
    Table,
    Id,
    OpinionId,
    ParentId,
    UserId,
    Body,
    CreatedAt,
}

#[derive(DeriveIden)]
enum OpinionsFavourites {
    Table,
    UserId,
    Kind,
    TargetId,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use OpinionsOpinions as O;
        manager
            .create_table(
                Table::create()
                    .table(O::Table)
                    .if_not_exists()
                    .col(big_pk_auto(O::Id))
                    .col(big_integer(O::ListId))
                    .col(big_integer(O::AnalystId))
                    .col(big_integer(O::StockId))
                    .col(integer(O::MarketId))
                    .col(string_len(O::OperationType, 16))
                    .col(string_len(O::OrderType, 8))
                    .col(string_len(O::DurationType, 8))
                    .col(string_len(O::AnalysisType, 16))
                    .col(string_len(O::StopType, 16))
                    .col(big_integer(O::EntryPrice))
                    .col(big_integer(O::TargetPrice))
                    .col(big_integer(O::StopLoss))
                    .col(big_integer(O::CurrentPrice))
                    .col(timestamp_with_time_zone(O::CurrentPriceAt))
                    .col(big_integer_null(O::StrikePrice))
                    .col(date_null(O::ExpirationDate))
                    .col(big_integer_null(O::OptionPrice))
                    .col(date(O::DurationDate))
                    .col(text(O::AdditionalInfo))
                    .col(integer(O::ImageCount))
                    .col(string_len(O::Status, 8))
                    .col(timestamp_with_time_zone_null(O::ResolvedAt))
                    .col(big_integer_null(O::ResolvedPrice))
                    .col(string_len_null(O::ResolvedReason, 16))
                    .col(string_len_null(O::ResolvedOn, 16))
                    .col(integer(O::Version))
                    .col(timestamp_with_time_zone(O::PublishedAt))
                    .col(timestamp_with_time_zone(O::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager.create_index(Index::create().name("ix_opinions_list").table(O::Table).col(O::ListId).col(O::Id).to_owned()).await?;
        manager
            .create_index(Index::create().name("ix_opinions_pending").table(O::Table).col(O::MarketId).col(O::Status).to_owned())
            .await?;
        use OpinionsVersions as V;
        manager
            .create_table(
                Table::create()
                    .table(V::Table)
                    .if_not_exists()
                    .col(big_pk_auto(V::Id))
                    .col(big_integer(V::OpinionId))
                    .col(integer(V::Version))
                    .col(text(V::Snapshot))
                    .col(timestamp_with_time_zone(V::PublishedAt))
                    .col(timestamp_with_time_zone(V::ReplacedAt))
                    .foreign_key(ForeignKey::create().from(V::Table, V::OpinionId).to(O::Table, O::Id))
                    .to_owned(),
            )
            .await?;
        // One row per replaced version: two updates sent at once cannot both replace version n.
        manager
            .create_index(
                Index::create().name("ux_opinions_versions").table(V::Table).col(V::OpinionId).col(V::Version).unique().to_owned(),
            )
            .await?;
        use OpinionsImages as I;
        manager
            .create_table(
                Table::create()
                    .table(I::Table)
                    .if_not_exists()
                    .col(big_pk_auto(I::Id))
                    .col(big_integer(I::OpinionId))
                    .col(integer(I::Position))
                    .col(string_len(I::StorageKey, 200))
                    .col(string_len(I::Mime, 40))
                    .col(timestamp_with_time_zone(I::CreatedAt))
                    .foreign_key(ForeignKey::create().from(I::Table, I::OpinionId).to(O::Table, O::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ux_opinions_images_position").table(I::Table).col(I::OpinionId).col(I::Position).unique().to_owned(),
            )
            .await?;
        use OpinionsComments as C;
        manager
            .create_table(
                Table::create()
                    .table(C::Table)
                    .if_not_exists()
                    .col(big_pk_auto(C::Id))
                    .col(big_integer(C::OpinionId))
                    .col(big_integer_null(C::ParentId))
                    .col(big_integer(C::UserId))
                    .col(text(C::Body))
                    .col(timestamp_with_time_zone(C::CreatedAt))
                    .foreign_key(ForeignKey::create().from(C::Table, C::OpinionId).to(O::Table, O::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ix_opinions_comments").table(C::Table).col(C::OpinionId).col(C::ParentId).col(C::Id).to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_opinions_comments_parent").table(C::Table).col(C::ParentId).col(C::Id).to_owned())
            .await?;
        use OpinionsFavourites as F;
        manager
            .create_table(
                Table::create()
                    .table(F::Table)
                    .if_not_exists()
                    .col(big_integer(F::UserId))
                    .col(string_len(F::Kind, 8))
                    .col(big_integer(F::TargetId))
                    .col(timestamp_with_time_zone(F::CreatedAt))
                    .primary_key(Index::create().col(F::UserId).col(F::Kind).col(F::TargetId))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            OpinionsFavourites::Table.into_iden(),
            OpinionsComments::Table.into_iden(),
            OpinionsImages::Table.into_iden(),
            OpinionsVersions::Table.into_iden(),
            OpinionsOpinions::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
