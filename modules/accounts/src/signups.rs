//! Sign-ups wait for their emailed code and only then become users, so that registering answers
//! alike whether an address has an account or not (the email tells its owner what happened).

use chrono::{Duration, Utc};
use platform::AppContext;
use platform::auth::hash_token;
use platform::entities::users;
use platform::{Lang, write_txn};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set, SqlErr};

use crate::emails::{self, Recipient};
use crate::entities::signups;
use crate::verification::new_code;

/// What a sign-up carries until its code comes back.
pub struct NewSignup<'a> {
    pub email: &'a str,
    pub name: &'a str,
    pub password_hash: String,
    pub language: &'a str,
    pub address: &'a str,
}

/// The stored form of a code: bound to its address so equal codes of two sign-ups differ.
fn code_hash(email: &str, code: &str) -> String {
    hash_token(&format!("signup:{email}:{code}"))
}

fn expiry(ctx: &AppContext) -> chrono::DateTime<Utc> {
    Utc::now() + Duration::minutes(ctx.settings.auth.email_code_ttl_minutes)
}

/// Keeps the sign-up (replacing an earlier one for the address, and with it its code) and queues
/// the email with the new code.
pub async fn start(ctx: &AppContext, signup: NewSignup<'_>) -> anyhow::Result<()> {
    let code = new_code();
    let hash = code_hash(signup.email, &code);
    let row = signups::ActiveModel {
        email: Set(signup.email.to_owned()),
        name: Set(signup.name.to_owned()),
        password_hash: Set(signup.password_hash),
        language: Set(signup.language.to_owned()),
        address: Set(signup.address.to_owned()),
        code_hash: Set(hash.clone()),
        expires_at: Set(expiry(ctx)),
        created_at: Set(Utc::now()),
        ..Default::default()
    };
    signups::Entity::insert(row)
        .on_conflict(
            OnConflict::column(signups::Column::Email)
                .update_columns([
                    signups::Column::Name,
                    signups::Column::PasswordHash,
                    signups::Column::Language,
                    signups::Column::Address,
                    signups::Column::CodeHash,
                    signups::Column::ExpiresAt,
                    signups::Column::CreatedAt,
                ])
                .to_owned(),
        )
        .exec_without_returning(&ctx.db)
        .await?;
    let lang = Lang::from_code(signup.language).unwrap_or_default();
    send_code(ctx, Recipient { email: signup.email, name: signup.name, lang }, &code, &hash).await
}

/// Sends a new code to the sign-up waiting for `email`, if one waits (the earlier code stops
/// working).
pub async fn resend(ctx: &AppContext, email: &str) -> anyhow::Result<()> {
    let Some(waiting) = signups::Entity::find().filter(signups::Column::Email.eq(email)).one(&ctx.db).await? else {
        return Ok(());
    };
    let code = new_code();
    let hash = code_hash(email, &code);
    let mut row: signups::ActiveModel = waiting.clone().into();
    row.code_hash = Set(hash.clone());
    row.expires_at = Set(expiry(ctx));
    row.update(&ctx.db).await?;
    let lang = Lang::from_code(&waiting.language).unwrap_or_default();
    send_code(ctx, Recipient { email, name: &waiting.name, lang }, &code, &hash).await
}

/// One email per code: a retried job sends it once.
async fn send_code(ctx: &AppContext, to: Recipient<'_>, code: &str, hash: &str) -> anyhow::Result<()> {
    emails::send_verification(ctx, to, code, format!("signup-{}", &hash[..32.min(hash.len())])).await
}

/// Makes the account when `code` is the live code of the sign-up for `email`: the user (with
/// the address confirmed) and the sign-up's end are one transaction, and the sign-up is claimed
/// by a conditional delete, so two confirmations at once make one account. Answers the new user
/// and the address the terms were accepted from; None for a wrong, replaced or expired code.
pub async fn confirm(ctx: &AppContext, email: &str, code: &str) -> anyhow::Result<Option<(users::Model, String)>> {
    let now = Utc::now();
    let hash = code_hash(email, code);
    let txn = write_txn::begin_write(&ctx.db).await?;
    let waiting = signups::Entity::find()
        .filter(signups::Column::Email.eq(email))
        .filter(signups::Column::CodeHash.eq(hash.as_str()))
        .filter(signups::Column::ExpiresAt.gt(now))
        .one(&txn)
        .await?;
    let Some(waiting) = waiting else { return Ok(None) };
    let claimed = signups::Entity::delete_many()
        .filter(signups::Column::Id.eq(waiting.id))
        .filter(signups::Column::CodeHash.eq(hash.as_str()))
        .exec(&txn)
        .await?;
    if claimed.rows_affected != 1 {
        return Ok(None);
    }
    let made = users::ActiveModel {
        name: Set(waiting.name),
        email: Set(waiting.email),
        password_hash: Set(waiting.password_hash),
        language: Set(waiting.language),
        role: Set("subscriber".into()),
        email_verified_at: Set(Some(now)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await;
    let user = match made {
        Ok(user) => user,
        // The address got an account another way meanwhile (a seed, an import): nothing is made,
        // and the sign-up expires with its code.
        Err(e) if matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
            txn.rollback().await?;
            return Ok(None);
        }
        Err(e) => return Err(e.into()),
    };
    txn.commit().await?;
    Ok(Some((user, waiting.address)))
}

/// Removes sign-ups whose code expired before an answer came.
pub async fn prune_expired(db: &sea_orm::DatabaseConnection) -> Result<u64, sea_orm::DbErr> {
    Ok(signups::Entity::delete_many().filter(signups::Column::ExpiresAt.lt(Utc::now())).exec(db).await?.rows_affected)
}
