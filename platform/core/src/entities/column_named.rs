//! A module's table plugged into a shared shape (a log of moves, favourites, a moderation log,
//! attached images) is reached by its columns' names, which that shape fixes.

use std::str::FromStr;

use sea_orm::{DbErr, EntityTrait};

/// The column of `T` called `name`; an error naming the table when it has none.
pub fn column_named<T: EntityTrait>(name: &str) -> Result<T::Column, DbErr> {
    T::Column::from_str(name).map_err(|_| DbErr::Custom(format!("{} has no column {name}", T::default().table_name())))
}
