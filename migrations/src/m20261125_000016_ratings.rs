//! Eva lists (ratings): each list's book (cash and the head of its hash chain), its ratings (a
//! stock's position from its first order until it is sold out), their orders, the append-only
//! hash-chained history, the dividends credited, how far fills have followed each market, each
//! reader's own capital per list, each list's daily value, comments and market-state posts,
//! favourites, the custom lists readers build from ratings, and the images of ratings.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum RatingsBooks {
    Table,
    ListId,
    AnalystId,
    MarketId,
    Cash,
    Seq,
    HeadHash,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum RatingsRatings {
    Table,
    Id,
    ListId,
    StockId,
    MarketId,
    State,
    EntryPercentBp,
    EntryPrice,
    LimitPrice,
    Shares,
    Cost,
    Realized,
    Dividends,
    ExitPrice,
    ExitReason,
    AdditionalInfo,
    CreatedAt,
    OpenedAt,
    ClosedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum RatingsOrders {
    Table,
    Id,
    ListId,
    RatingId,
    StockId,
    MarketId,
    Side,
    Kind,
    State,
    Shares,
    PercentBp,
    LimitPrice,
    ExitReason,
    FillPrice,
    FilledOn,
    CreatedAt,
    FilledAt,
    CancelledAt,
}

#[derive(DeriveIden)]
enum RatingsTransactions {
    Table,
    Id,
    ListId,
    Seq,
    Kind,
    RatingId,
    Body,
    PrevHash,
    Hash,
    CreatedAt,
}

#[derive(DeriveIden)]
enum RatingsDividends {
    Table,
    Id,
    RatingId,
    ListId,
    StockId,
    ExDate,
    Shares,
    PerShare,
    Amount,
}

#[derive(DeriveIden)]
enum RatingsProgress {
    Table,
    MarketId,
    HandledThrough,
}

#[derive(DeriveIden)]
enum RatingsCapitals {
    Table,
    UserId,
    ListId,
    Capital,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum RatingsDailyValues {
    Table,
    ListId,
    Date,
    Value,
    Cash,
}

#[derive(DeriveIden)]
enum RatingsComments {
    Table,
    Id,
    ListId,
    RatingId,
    UserId,
    Kind,
    Body,
    CreatedAt,
}

#[derive(DeriveIden)]
enum RatingsFavourites {
    Table,
    UserId,
    Kind,
    TargetId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum RatingsCustomLists {
    Table,
    Id,
    UserId,
    Name,
    CreatedAt,
}

#[derive(DeriveIden)]
enum RatingsCustomListItems {
    Table,
    CustomListId,
    RatingId,
}

#[derive(DeriveIden)]
enum RatingsImages {
    Table,
    Id,
    RatingId,
    Position,
    StorageKey,
    Mime,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use RatingsBooks as B;
        use RatingsDividends as D;
        use RatingsOrders as O;
        use RatingsRatings as R;
        use RatingsTransactions as T;
        manager
            .create_table(
                Table::create()
                    .table(B::Table)
                    .if_not_exists()
                    .col(big_integer(B::ListId).primary_key())
                    .col(big_integer(B::AnalystId))
                    .col(integer(B::MarketId))
                    .col(big_integer(B::Cash))
                    .col(big_integer(B::Seq))
                    .col(string_len(B::HeadHash, 64))
                    .col(timestamp_with_time_zone(B::CreatedAt))
                    .col(timestamp_with_time_zone(B::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(R::Table)
                    .if_not_exists()
                    .col(big_pk_auto(R::Id))
                    .col(big_integer(R::ListId))
                    .col(big_integer(R::StockId))
                    .col(integer(R::MarketId))
                    .col(string_len(R::State, 16))
                    .col(integer(R::EntryPercentBp))
                    .col(big_integer_null(R::EntryPrice))
                    .col(big_integer_null(R::LimitPrice))
                    .col(big_integer(R::Shares))
                    .col(big_integer(R::Cost))
                    .col(big_integer(R::Realized))
                    .col(big_integer(R::Dividends))
                    .col(big_integer_null(R::ExitPrice))
                    .col(text_null(R::ExitReason))
                    .col(text(R::AdditionalInfo))
                    .col(timestamp_with_time_zone(R::CreatedAt))
                    .col(timestamp_with_time_zone_null(R::OpenedAt))
                    .col(timestamp_with_time_zone_null(R::ClosedAt))
                    .col(timestamp_with_time_zone(R::UpdatedAt))
                    .foreign_key(ForeignKey::create().from(R::Table, R::ListId).to(B::Table, B::ListId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_ratings_ratings_list").table(R::Table).col(R::ListId).col(R::State).to_owned())
            .await?;
        manager
            .create_index(Index::create().name("ix_ratings_ratings_stock").table(R::Table).col(R::StockId).col(R::State).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(O::Table)
                    .if_not_exists()
                    .col(big_pk_auto(O::Id))
                    .col(big_integer(O::ListId))
                    .col(big_integer(O::RatingId))
                    .col(big_integer(O::StockId))
                    .col(integer(O::MarketId))
                    .col(string_len(O::Side, 8))
                    .col(string_len(O::Kind, 8))
                    .col(string_len(O::State, 16))
                    .col(big_integer(O::Shares))
                    .col(integer_null(O::PercentBp))
                    .col(big_integer_null(O::LimitPrice))
                    .col(text_null(O::ExitReason))
                    .col(big_integer_null(O::FillPrice))
                    .col(date_null(O::FilledOn))
                    .col(timestamp_with_time_zone(O::CreatedAt))
                    .col(timestamp_with_time_zone_null(O::FilledAt))
                    .col(timestamp_with_time_zone_null(O::CancelledAt))
                    .foreign_key(ForeignKey::create().from(O::Table, O::RatingId).to(R::Table, R::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_ratings_orders_market").table(O::Table).col(O::MarketId).col(O::State).to_owned())
            .await?;
        manager
            .create_index(Index::create().name("ix_ratings_orders_list").table(O::Table).col(O::ListId).col(O::State).to_owned())
            .await?;
        manager.create_index(Index::create().name("ix_ratings_orders_rating").table(O::Table).col(O::RatingId).to_owned()).await?;
        manager
            .create_table(
                Table::create()
                    .table(T::Table)
                    .if_not_exists()
                    .col(big_pk_auto(T::Id))
                    .col(big_integer(T::ListId))
                    .col(big_integer(T::Seq))
                    .col(string_len(T::Kind, 16))
                    .col(big_integer_null(T::RatingId))
                    .col(text(T::Body))
                    .col(string_len(T::PrevHash, 64))
                    .col(string_len(T::Hash, 64))
                    .col(timestamp_with_time_zone(T::CreatedAt))
                    .foreign_key(ForeignKey::create().from(T::Table, T::ListId).to(B::Table, B::ListId))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ux_ratings_transactions_seq").table(T::Table).col(T::ListId).col(T::Seq).unique().to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(D::Table)
                    .if_not_exists()
                    .col(big_pk_auto(D::Id))
                    .col(big_integer(D::RatingId))
                    .col(big_integer(D::ListId))
                    .col(big_integer(D::StockId))
                    .col(date(D::ExDate))
                    .col(big_integer(D::Shares))
                    .col(big_integer(D::PerShare))
                    .col(big_integer(D::Amount))
                    .foreign_key(ForeignKey::create().from(D::Table, D::RatingId).to(R::Table, R::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ux_ratings_dividends_once").table(D::Table).col(D::RatingId).col(D::ExDate).unique().to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(RatingsProgress::Table)
                    .if_not_exists()
                    .col(integer(RatingsProgress::MarketId).primary_key())
                    .col(date(RatingsProgress::HandledThrough))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(RatingsCapitals::Table)
                    .if_not_exists()
                    .col(big_integer(RatingsCapitals::UserId))
                    .col(big_integer(RatingsCapitals::ListId))
                    .col(big_integer(RatingsCapitals::Capital))
                    .col(timestamp_with_time_zone(RatingsCapitals::UpdatedAt))
                    .primary_key(Index::create().col(RatingsCapitals::UserId).col(RatingsCapitals::ListId))
                    .to_owned(),
            )
            .await?;
        use RatingsDailyValues as V;
        manager
            .create_table(
                Table::create()
                    .table(V::Table)
                    .if_not_exists()
                    .col(big_integer(V::ListId))
                    .col(date(V::Date))
                    .col(big_integer(V::Value))
                    .col(big_integer(V::Cash))
                    .primary_key(Index::create().col(V::ListId).col(V::Date))
                    .to_owned(),
            )
            .await?;
        use RatingsComments as C;
        manager
            .create_table(
                Table::create()
                    .table(C::Table)
                    .if_not_exists()
                    .col(big_pk_auto(C::Id))
                    .col(big_integer(C::ListId))
                    .col(big_integer_null(C::RatingId))
                    .col(big_integer(C::UserId))
                    .col(string_len(C::Kind, 16))
                    .col(text(C::Body))
                    .col(timestamp_with_time_zone(C::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ix_ratings_comments_list").table(C::Table).col(C::ListId).col(C::Kind).col(C::Id).to_owned(),
            )
            .await?;
        manager
            .create_index(Index::create().name("ix_ratings_comments_rating").table(C::Table).col(C::RatingId).col(C::Id).to_owned())
            .await?;
        use RatingsFavourites as F;
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
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(RatingsCustomLists::Table)
                    .if_not_exists()
                    .col(big_pk_auto(RatingsCustomLists::Id))
                    .col(big_integer(RatingsCustomLists::UserId))
                    .col(string_len(RatingsCustomLists::Name, 120))
                    .col(timestamp_with_time_zone(RatingsCustomLists::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(RatingsCustomListItems::Table)
                    .if_not_exists()
                    .col(big_integer(RatingsCustomListItems::CustomListId))
                    .col(big_integer(RatingsCustomListItems::RatingId))
                    .primary_key(Index::create().col(RatingsCustomListItems::CustomListId).col(RatingsCustomListItems::RatingId))
                    .foreign_key(
                        ForeignKey::create()
                            .from(RatingsCustomListItems::Table, RatingsCustomListItems::CustomListId)
                            .to(RatingsCustomLists::Table, RatingsCustomLists::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        use RatingsImages as I;
        manager
            .create_table(
                Table::create()
                    .table(I::Table)
                    .if_not_exists()
                    .col(big_pk_auto(I::Id))
                    .col(big_integer(I::RatingId))
                    .col(integer(I::Position))
                    .col(string_len(I::StorageKey, 200))
                    .col(string_len(I::Mime, 40))
                    .col(timestamp_with_time_zone(I::CreatedAt))
                    .foreign_key(ForeignKey::create().from(I::Table, I::RatingId).to(RatingsRatings::Table, RatingsRatings::Id))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create().name("ux_ratings_images_position").table(I::Table).col(I::RatingId).col(I::Position).unique().to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            RatingsImages::Table.into_iden(),
            RatingsCustomListItems::Table.into_iden(),
            RatingsCustomLists::Table.into_iden(),
            RatingsFavourites::Table.into_iden(),
            RatingsComments::Table.into_iden(),
            RatingsDailyValues::Table.into_iden(),
            RatingsCapitals::Table.into_iden(),
            RatingsProgress::Table.into_iden(),
            RatingsDividends::Table.into_iden(),
            RatingsTransactions::Table.into_iden(),
            RatingsOrders::Table.into_iden(),
            RatingsRatings::Table.into_iden(),
            RatingsBooks::Table.into_iden(),
        ] {
            manager.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
