//! Reports: a ranked stock's Shariah verdict has three states. The flag was a boolean, so a stock
//! nobody had assessed was shown as not compliant. Now NULL is "not assessed"; a stored `true`
//! stays compliant, and a stored `false` (not compliant or never assessed, no longer told apart)
//! becomes NULL until the next computation of the rankings reads the stock's verdict again.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::boolean_null;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum ReportsScores {
    Table,
    ShariahCompliant,
    Shariah,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ReportsScores as S;
        manager.alter_table(Table::alter().table(S::Table).add_column(boolean_null(S::Shariah)).to_owned()).await?;
        manager
            .exec_stmt(
                Query::update().table(S::Table).value(S::Shariah, true).and_where(Expr::col(S::ShariahCompliant).eq(true)).to_owned(),
            )
            .await?;
        manager.alter_table(Table::alter().table(S::Table).drop_column(S::ShariahCompliant).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ReportsScores as S;
        manager
            .alter_table(
                Table::alter()
                    .table(S::Table)
                    .add_column(ColumnDef::new(S::ShariahCompliant).boolean().not_null().default(false))
                    .to_owned(),
            )
            .await?;
        manager
            .exec_stmt(
                Query::update().table(S::Table).value(S::ShariahCompliant, true).and_where(Expr::col(S::Shariah).eq(true)).to_owned(),
            )
            .await?;
        manager.alter_table(Table::alter().table(S::Table).drop_column(S::Shariah).to_owned()).await
    }
}
