//! Each user's choice per kind: in the app, by email, pushed to their devices. A kind without a
//! stored choice keeps its defaults ([`Kind::default_email`], [`Kind::default_push`]; in the app
//! always on).

use std::collections::HashMap;

use chrono::Utc;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};

use crate::entities::preferences;
use crate::kinds::Kind;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub in_app: bool,
    pub email: bool,
    pub push: bool,
}

impl Choice {
    pub fn default_for(kind: Kind) -> Self {
        Self { in_app: true, email: kind.default_email(), push: kind.default_push() }
    }

    /// What is actually sent: the owner emails its own kinds.
    pub fn effective(self, kind: Kind) -> Self {
        Self { email: self.email && !kind.emailed_by_owner(), ..self }
    }
}

impl From<&preferences::Model> for Choice {
    fn from(p: &preferences::Model) -> Self {
        Self { in_app: p.in_app, email: p.email, push: p.push }
    }
}

/// Every kind's choice for one user, in [`Kind::ALL`] order.
pub async fn of_user(db: &impl ConnectionTrait, user_id: i64) -> Result<Vec<(Kind, Choice)>, DbErr> {
    let stored: HashMap<String, preferences::Model> = preferences::Entity::find()
        .filter(preferences::Column::UserId.eq(user_id))
        .all(db)
        .await?
        .into_iter()
        .map(|p| (p.kind.clone(), p))
        .collect();
    Ok(Kind::ALL
        .into_iter()
        .map(|kind| {
            let choice = stored.get(kind.id()).map_or_else(|| Choice::default_for(kind), Choice::from);
            (kind, choice)
        })
        .collect())
}

/// The choices of many users for some kinds at once (a batch of notices): every (user, kind)
/// asked for is answered, with the kind's defaults where the user stored nothing.
pub async fn for_users_of_kinds(
    db: &impl ConnectionTrait,
    kinds: &[Kind],
    user_ids: &[i64],
) -> Result<HashMap<(i64, Kind), Choice>, DbErr> {
    let stored = preferences::Entity::find()
        .filter(preferences::Column::Kind.is_in(kinds.iter().map(|k| k.id())))
        .filter(preferences::Column::UserId.is_in(user_ids.iter().copied()))
        .all(db)
        .await?;
    let mut choices: HashMap<(i64, Kind), Choice> =
        user_ids.iter().flat_map(|id| kinds.iter().map(move |k| ((*id, *k), Choice::default_for(*k)))).collect();
    for p in stored {
        if let Some(kind) = Kind::from_id(&p.kind) {
            choices.insert((p.user_id, kind), Choice::from(&p));
        }
    }
    Ok(choices)
}

/// Stores the user's choices for the kinds given (others keep theirs).
pub async fn save(db: &impl ConnectionTrait, user_id: i64, choices: &[(Kind, Choice)]) -> Result<(), DbErr> {
    if choices.is_empty() {
        return Ok(());
    }
    let now = Utc::now();
    let rows = choices.iter().map(|(kind, c)| preferences::ActiveModel {
        user_id: Set(user_id),
        kind: Set(kind.id().to_owned()),
        in_app: Set(c.in_app),
        email: Set(c.email),
        push: Set(c.push),
        updated_at: Set(now),
    });
    preferences::Entity::insert_many(rows)
        .on_conflict(
            OnConflict::columns([preferences::Column::UserId, preferences::Column::Kind])
                .update_columns([
                    preferences::Column::InApp,
                    preferences::Column::Email,
                    preferences::Column::Push,
                    preferences::Column::UpdatedAt,
                ])
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}
