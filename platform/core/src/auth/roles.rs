//! Changing a user's role: the one write to `users.role` outside sign-up, for modules that grant
//! a role (analysts: an approved application makes a subscriber an analyst).

use chrono::Utc;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use super::Role;
use crate::entities::users;

/// Moves the user from role `from` to role `to`, in the caller's transaction if it has one.
/// Conditional: false when the user does not hold `from` (already moved, or staff), so a
/// repeated grant changes nothing and never demotes anyone.
pub async fn change_role(db: &impl ConnectionTrait, user_id: i64, from: Role, to: Role) -> Result<bool, DbErr> {
    let result = users::Entity::update_many()
        .col_expr(users::Column::Role, Expr::value(to.as_str()))
        .col_expr(users::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(users::Column::Id.eq(user_id))
        .filter(users::Column::Role.eq(from.as_str()))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}
