//! Stock analysis review: each draft keeps what it was written from (the last close's day and the
//! price it quoted), so the approved document says exactly what the analyst reviewed, with their
//! commentary added, however many days the review takes.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum AnalysisDocuments {
    Table,
    FiguresAsOf,
    Price,
    PriceAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AnalysisDocuments as D;
        // One column a statement: SQLite adds columns one at a time.
        for column in [date_null(D::FiguresAsOf), big_integer_null(D::Price), timestamp_with_time_zone_null(D::PriceAt)] {
            manager.alter_table(Table::alter().table(D::Table).add_column(column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use AnalysisDocuments as D;
        for column in [D::FiguresAsOf, D::Price, D::PriceAt] {
            manager.alter_table(Table::alter().table(D::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
