//! Demo data: the demo subscriber has passed KYC on the Saudi path (as through the sandbox), so
//! the demo's subscriptions work as they would for a verified client.

use crate::state::KycStatus;
use chrono::{NaiveDate, Utc};
use platform::AppContext;
use platform::entities::users;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::answers::Stored;
use crate::entities::kyc_records;
use crate::{purpose, state};

/// A valid citizen's number kept for the demo subscriber.
pub const DEMO_IDENTITY: &str = "1012345672";

pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    let Some(user) = users::Entity::find().filter(users::Column::Email.eq("subscriber@eva.demo")).one(&ctx.db).await? else {
        return Ok(());
    };
    if state::of_user(&ctx.db, user.id).await?.is_some() {
        return Ok(());
    }
    let vault = crate::vault_of(ctx).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let answers = Stored {
        bank: "rajhi".into(),
        social_status: "married".into(),
        net_savings: "200k_500k".into(),
        family_members: "3_5".into(),
        annual_income: "120k_300k".into(),
        investment_objective: "balanced".into(),
        risk_answers: [true, true, true, true, false, true],
        acknowledged: true,
    };
    let (score, profile) = answers.assess().ok_or_else(|| anyhow::anyhow!("the demo answers are the lists' own"))?;
    let birth = NaiveDate::from_ymd_opt(1990, 4, 15).ok_or_else(|| anyhow::anyhow!("a real date"))?;
    let now = Utc::now();
    let uid = user.id;
    let txn = platform::write_txn::begin_write(&ctx.db).await?;
    let record = kyc_records::ActiveModel {
        user_id: Set(uid),
        path: Set(state::SAUDI.into()),
        status: Set(KycStatus::Verified),
        identity_hash: Set(Some(vault.lookup_hash(DEMO_IDENTITY))),
        identity_sealed: Set(Some(vault.seal(&purpose::identity(uid), DEMO_IDENTITY)?)),
        birth_date_sealed: Set(Some(vault.seal(&purpose::birth_date(uid), &birth.to_string())?)),
        birth_calendar: Set(Some("gregorian".into())),
        answers: Set(Some(vault.seal(&purpose::answers(uid), &serde_json::to_string(&answers)?)?)),
        risk_profile: Set(Some(profile.code().into())),
        risk_score: Set(Some(score)),
        profiled_at: Set(Some(now)),
        agreed_at: Set(Some(now)),
        verified_at: Set(Some(now)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    state::record(&txn, record.id, None, KycStatus::Verified, &platform::lifecycle::Actor::Seed, "seeded as verified through the sandbox")
        .await?;
    txn.commit().await?;
    Ok(())
}
