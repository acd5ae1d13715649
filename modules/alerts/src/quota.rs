//! How many alerts a user may keep: a few without a paid plan, hundreds with any
//! (`[module.alerts] free_quota` and `paid_quota`).

use platform::{ApiResult, AppContext};

use crate::settings::AlertsSettings;

pub async fn of_user(ctx: &AppContext, user_id: i64) -> ApiResult<u64> {
    let settings = AlertsSettings::of(ctx)?;
    let paid = !ctx.entitlements().granted(user_id).await?.0.is_empty();
    Ok(if paid { settings.paid_quota } else { settings.free_quota })
}
