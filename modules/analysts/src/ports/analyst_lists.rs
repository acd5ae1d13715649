//! The `AnalystLists` port: analysts' lists for the ratings and opinions modules, and the
//! directory investors search.

use std::collections::HashMap;

use async_trait::async_trait;
use platform::entities::users;
use platform::ports::{AnalystList, AnalystLists, ListKind, PortError};
use sea_orm::sea_query::{Expr, ExprTrait, Func, IntoColumnRef, LikeExpr, Query};
use sea_orm::{ColumnTrait, Condition, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{applications, lists};
use crate::lists::{kind_code, kind_of, of_analyst};
use crate::review::ApplicationState;

pub struct AnalystListsPort {
    pub db: DatabaseConnection,
}

fn err(e: sea_orm::DbErr) -> PortError {
    PortError::new("analyst_lists", e)
}

fn port_view(row: lists::Model) -> AnalystList {
    AnalystList {
        id: row.id,
        kind: kind_of(&row),
        analyst_id: row.analyst_id,
        name: row.name,
        market_id: row.market_id,
        about: row.about,
        stocks_count: row.stocks_count,
        discount_percent: row.discount_percent,
        created_at: row.created_at,
        hidden: row.hidden_at.is_some(),
    }
}

/// `%text%` in lower case for LIKE, the wildcards in `text` taken literally.
fn contains(text: &str) -> LikeExpr {
    platform::search_text::like_containing(&text.to_lowercase())
}

/// `column` in lower case, so the search ignores case on both databases.
fn lower(column: impl IntoColumnRef) -> Expr {
    Expr::expr(Func::lower(Expr::col(column)))
}

#[async_trait]
impl AnalystLists for AnalystListsPort {
    async fn list(&self, id: i64) -> Result<Option<AnalystList>, PortError> {
        let row = lists::Entity::find_by_id(id).one(&self.db).await.map_err(err)?;
        Ok(row.map(port_view))
    }

    async fn lists(&self, ids: &[i64]) -> Result<HashMap<i64, AnalystList>, PortError> {
        let rows = lists::Entity::find().filter(lists::Column::Id.is_in(ids.iter().copied())).all(&self.db).await.map_err(err)?;
        Ok(rows.into_iter().map(|row| (row.id, port_view(row))).collect())
    }

    async fn lists_of(&self, analyst_id: i64, kind: ListKind) -> Result<Vec<AnalystList>, PortError> {
        let rows = of_analyst(&self.db, analyst_id, kind).await.map_err(err)?;
        Ok(rows.into_iter().map(port_view).collect())
    }

    async fn directory(&self, kind: ListKind, market_id: Option<i32>, search: Option<&str>) -> Result<Vec<AnalystList>, PortError> {
        let analysts =
            Query::select().column(users::Column::Id).from(users::Entity).and_where(users::Column::Role.eq("analyst")).to_owned();
        let mut query = lists::Entity::find()
            .filter(lists::Column::Kind.eq(kind_code(kind)))
            .filter(lists::Column::HiddenAt.is_null())
            .filter(lists::Column::AnalystId.in_subquery(analysts));
        if let Some(market) = market_id {
            query = query.filter(lists::Column::MarketId.eq(market));
        }
        if let Some(text) = search.map(str::trim).filter(|t| !t.is_empty()) {
            let pattern = contains(text);
            let named = Query::select()
                .column(applications::Column::UserId)
                .from(applications::Entity)
                .and_where(applications::Column::State.eq(ApplicationState::Approved))
                .and_where(lower((applications::Entity, applications::Column::DisplayName)).like(pattern.clone()))
                .to_owned();
            query = query.filter(
                Condition::any()
                    .add(lower((lists::Entity, lists::Column::Name)).like(pattern))
                    .add(lists::Column::AnalystId.in_subquery(named)),
            );
        }
        let rows = query.order_by_desc(lists::Column::Id).all(&self.db).await.map_err(err)?;
        Ok(rows.into_iter().map(port_view).collect())
    }

    async fn display_names(&self, analyst_ids: &[i64]) -> Result<HashMap<i64, String>, PortError> {
        let rows = applications::Entity::find()
            .filter(applications::Column::UserId.is_in(analyst_ids.iter().copied()))
            .filter(applications::Column::State.eq(ApplicationState::Approved))
            .order_by_asc(applications::Column::Id)
            .all(&self.db)
            .await
            .map_err(err)?;
        Ok(rows.into_iter().map(|a| (a.user_id, a.display_name)).collect())
    }
}
