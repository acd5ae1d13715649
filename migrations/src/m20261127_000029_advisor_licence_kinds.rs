//! Content: an advisor's licence type becomes one of a fixed set of kinds (named in Arabic and
//! English by the module); free text written before reads as an investment adviser's licence.

use sea_orm_migration::async_trait;
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const KINDS: [&str; 4] = ["investment_adviser", "portfolio_manager", "research_analyst", "financial_planner"];

#[derive(DeriveIden)]
enum ContentAdvisors {
    Table,
    LicenceType,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ContentAdvisors as A;
        let update = Query::update()
            .table(A::Table)
            .value(A::LicenceType, "investment_adviser")
            .and_where(Expr::col(A::LicenceType).is_not_in(KINDS))
            .to_owned();
        manager.exec_stmt(update).await
    }

    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        // The kinds are valid free text: nothing to undo.
        Ok(())
    }
}
