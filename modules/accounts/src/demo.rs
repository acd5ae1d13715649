//! Demo users for `eva seed --demo`; their passwords are documented in the README.

use chrono::Utc;
use platform::AppContext;
use platform::auth::hash_password;
use platform::entities::users;
use platform::ports::documents;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::entities::profiles;

pub struct DemoUser {
    pub name: &'static str,
    pub email: &'static str,
    pub password: &'static str,
    pub role: &'static str,
    pub phone: &'static str,
}

pub const DEMO_USERS: [DemoUser; 4] = [
    DemoUser {
        name: "سارة المستثمرة",
        email: "subscriber@eva.demo",
        password: "subscriber-demo-1",
        role: "subscriber",
        phone: "+966501111111",
    },
    DemoUser {
        name: "خالد المحلل", email: "analyst@eva.demo", password: "analyst-demo-1", role: "analyst", phone: "+966502222222"
    },
    DemoUser {
        name: "نورة المحللة", email: "analyst2@eva.demo", password: "analyst-demo-2", role: "analyst", phone: "+966504444444"
    },
    DemoUser { name: "فريق إيفا", email: "staff@eva.demo", password: "staff-demo-1", role: "staff", phone: "+966503333333" },
];

/// The first demo analyst's bank account, so the demo's payouts can be transferred; the second
/// has none, as staff see it when an analyst has not filled theirs in.
const DEMO_BANK: (&str, &str, &str, &str) = ("analyst@eva.demo", "مصرف الراجحي", "SA0380000000608010167519", "خالد عبدالرحمن العتيبي");

pub async fn seed_demo_users(ctx: &AppContext) -> anyhow::Result<()> {
    for demo in &DEMO_USERS {
        let exists = users::Entity::find().filter(users::Column::Email.eq(demo.email)).one(&ctx.db).await?;
        if let Some(user) = exists {
            if demo.email == DEMO_BANK.0 {
                give_bank_account(ctx, user.id).await?;
            }
            continue;
        }
        let now = Utc::now();
        let user = users::ActiveModel {
            name: Set(demo.name.into()),
            email: Set(demo.email.into()),
            password_hash: Set(hash_password(demo.password.into()).await?),
            phone: Set(Some(demo.phone.into())),
            language: Set("ar".into()),
            role: Set(demo.role.into()),
            email_verified_at: Set(Some(now)),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&ctx.db)
        .await?;
        tracing::info!(email = demo.email, role = demo.role, "demo user created");
        // As signing up (and, for an analyst, applying) records them.
        ctx.record_consents(user.id, &documents::SIGN_UP, "demo").await?;
        if demo.role == "analyst" {
            ctx.record_consents(user.id, &[documents::TERMS_ANALYST], "demo").await?;
        }
        if demo.email == DEMO_BANK.0 {
            give_bank_account(ctx, user.id).await?;
        }
    }
    Ok(())
}

async fn give_bank_account(ctx: &AppContext, user_id: i64) -> anyhow::Result<()> {
    let profile = profiles::of_user(&ctx.db, user_id).await?;
    if profile.iban.is_some() {
        return Ok(());
    }
    let (_, bank, iban, holder) = DEMO_BANK;
    profiles::save(
        &ctx.db,
        profiles::Model {
            bank_name: Some(bank.into()),
            iban: Some(iban.into()),
            account_holder_name: Some(holder.into()),
            updated_at: Utc::now(),
            ..profile
        },
    )
    .await?;
    Ok(())
}
