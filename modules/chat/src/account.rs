//! A user's chat account: their tier, balance and trial, as the screens show them.

use chrono::{DateTime, Utc};
use platform::{ApiResult, AppContext};

use crate::balance::{riyadh_day, standing, used_on};
use crate::settings::ChatSettings;
use crate::views::ChatBalanceView;

pub async fn balance_view(ctx: &AppContext, user_id: i64, now: DateTime<Utc>) -> ApiResult<ChatBalanceView> {
    let settings = ChatSettings::of(ctx)?;
    let standing = standing(ctx, user_id, now).await?;
    let used = used_on(&ctx.db, user_id, riyadh_day(now)).await?;
    Ok(ChatBalanceView::new(&settings, standing, used, now))
}
