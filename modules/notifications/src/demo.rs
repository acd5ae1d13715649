//! Demo data: the demo investor's feed starts with the news of their verified identity (the demo
//! history itself is not news: see `hears_demo_history`), so the bell has something to show.

use platform::AppContext;
use platform::entities::users;
use platform::events::KycDecided;
use platform::ports::{Identity, KycState};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::{compose, deliver, settings_of};

const DEMO_INVESTOR: &str = "subscriber@eva.demo";

pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    let Some(investor) = users::Entity::find().filter(users::Column::Email.eq(DEMO_INVESTOR)).one(&ctx.db).await? else { return Ok(()) };
    let verified = match ctx.port::<dyn Identity>() {
        Some(identity) => identity.kyc(investor.id).await? == KycState::Verified,
        None => false,
    };
    if verified {
        let (notice, _) = compose::kyc_decided(&KycDecided { user_id: investor.id, approved: true });
        deliver::to_users(ctx, &settings_of(ctx)?, &notice, "demo-kyc-verified", &[investor.id], 0).await?;
    }
    Ok(())
}
