//! Demo data: the demo investor starts with a few alerts on the demo market (a price level a
//! little above today's, a day's fall, a 52-week high), so the alerts page shows what it does.

use chrono::Utc;
use platform::AppContext;
use platform::entities::users;
use platform::ports::{MarketCode, MarketData};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::entities::alerts;
use crate::form::Terms;
use crate::store;
use crate::terms::{self, Condition, Repeat};

const DEMO_INVESTOR: &str = "subscriber@eva.demo";

pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    let Some(investor) = users::Entity::find().filter(users::Column::Email.eq(DEMO_INVESTOR)).one(&ctx.db).await? else { return Ok(()) };
    if alerts::Entity::find().filter(alerts::Column::UserId.eq(investor.id)).count(&ctx.db).await? > 0 {
        return Ok(());
    }
    let Some(market) = ctx.port::<dyn MarketData>() else { return Ok(()) };
    let now = Utc::now();
    let wanted = [
        ("2222", Condition::PriceAbove, Repeat::Once),
        ("1120", Condition::ChangeDown, Repeat::Daily),
        ("2010", Condition::NewHigh52w, Repeat::Once),
    ];
    for (symbol, condition, repeat) in wanted {
        let Some(stock) = market.stock_by_symbol(MarketCode::Tasi, symbol).await? else { continue };
        let Some(latest) = market.latest_price(stock.id).await? else { continue };
        let level = match condition {
            // Five per cent above today's price, to the tick.
            Condition::PriceAbove => latest.price.0 * 105 / 100 / 100 * 100,
            Condition::ChangeDown => 300,
            _ => 0,
        };
        let terms = Terms {
            condition,
            level,
            repeat,
            cooldown_minutes: terms::DEFAULT_COOLDOWN_MINUTES,
            expires_in_days: terms::DEFAULT_EXPIRY_DAYS,
        };
        store::create(ctx, investor.id, &stock, &terms, latest.at, now).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
    }
    Ok(())
}
