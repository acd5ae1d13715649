//! Notices about an analyst's list, for everyone subscribed to it: a new rating, a sale, a filled
//! order, a dividend, a new opinion and an opinion's result.

use platform::AppContext;
use platform::events::{DividendCredited, OpinionPublished, OpinionResolved, OrderFilled, RatingPublished, RatingSold};
use platform::ports::{AnalystLists, ListKind, MarketData, PortError};

use crate::kinds::Kind;
use crate::notice::{Audience, Notice, text};

/// The names a list notice uses, in Arabic and English.
struct Names {
    list: String,
    stock_ar: String,
    stock_en: String,
}

async fn names(ctx: &AppContext, list_id: i64, stock_id: Option<i64>) -> Result<Names, PortError> {
    let list = match ctx.port::<dyn AnalystLists>() {
        Some(lists) => lists.list(list_id).await?.map(|l| l.name),
        None => None,
    };
    let stock = match (ctx.port::<dyn MarketData>(), stock_id) {
        (Some(market), Some(id)) => market.stock(id).await?,
        _ => None,
    };
    let fallback = stock_id.map(|id| format!("#{id}")).unwrap_or_default();
    Ok(Names {
        list: list.unwrap_or_else(|| format!("#{list_id}")),
        stock_ar: stock.as_ref().map_or_else(|| fallback.clone(), |s| format!("{} ({})", s.name_ar, s.symbol)),
        stock_en: stock.as_ref().map_or(fallback, |s| format!("{} ({})", s.name_en, s.symbol)),
    })
}

fn rating_list(list_id: i64) -> Audience {
    Audience::ListSubscribers { kind: ListKind::Rating, list_id }
}

fn opinion_list(list_id: i64) -> Audience {
    Audience::ListSubscribers { kind: ListKind::Opinion, list_id }
}

pub async fn rating_published(ctx: &AppContext, e: &RatingPublished) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let notice = Notice::new(
        Kind::RatingPublished,
        text(format!("توصية جديدة في {}", n.list), format!("أضاف المحلل {} إلى القائمة.", n.stock_ar)),
        text(format!("New rating in {}", n.list), format!("The analyst added {} to the list.", n.stock_en)),
        Some(format!("/rating-details/{}", e.rating_id)),
    );
    Ok((notice, rating_list(e.list_id)))
}

pub async fn rating_sold(ctx: &AppContext, e: &RatingSold) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let (ar, en) = if e.partial {
        (format!("باع المحلل جزءاً من مركز {}.", n.stock_ar), format!("The analyst sold part of the {} position.", n.stock_en))
    } else {
        (format!("باع المحلل كامل مركز {}.", n.stock_ar), format!("The analyst sold the whole {} position.", n.stock_en))
    };
    let notice = Notice::new(
        Kind::RatingSold,
        text(format!("عملية بيع في {}", n.list), ar),
        text(format!("A sale in {}", n.list), en),
        Some(format!("/rating-details/{}", e.rating_id)),
    );
    Ok((notice, rating_list(e.list_id)))
}

pub async fn order_filled(ctx: &AppContext, e: &OrderFilled) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let notice = Notice::new(
        Kind::OrderFilled,
        text(format!("تنفيذ أمر في {}", n.list), format!("نُفذ أمر المحلل على {}.", n.stock_ar)),
        text(format!("Order filled in {}", n.list), format!("The analyst's order on {} was filled.", n.stock_en)),
        Some(format!("/ratings/{}", e.list_id)),
    );
    Ok((notice, rating_list(e.list_id)))
}

pub async fn dividend_credited(ctx: &AppContext, e: &DividendCredited) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let ex = e.ex_date.format("%Y-%m-%d");
    let notice = Notice::new(
        Kind::DividendCredited,
        text(format!("توزيع أرباح في {}", n.list), format!("أضيفت أرباح {} الموزعة (تاريخ الاستحقاق {ex}) إلى أداء القائمة.", n.stock_ar)),
        text(format!("Dividend in {}", n.list), format!("The dividend of {} (ex-date {ex}) was added to the list's performance.", n.stock_en)),
        Some(format!("/ratings/{}", e.list_id)),
    );
    Ok((notice, rating_list(e.list_id)))
}

pub async fn opinion_published(ctx: &AppContext, e: &OpinionPublished) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let notice = Notice::new(
        Kind::OpinionPublished,
        text(format!("رأي جديد في {}", n.list), format!("نشر المحلل رأياً في {} مع سعر الدخول والهدف ووقف الخسارة.", n.stock_ar)),
        text(format!("New opinion in {}", n.list), format!("The analyst published an opinion on {} with its entry, target and stop.", n.stock_en)),
        Some(format!("/opinion/{}", e.opinion_id)),
    );
    Ok((notice, opinion_list(e.list_id)))
}

pub async fn opinion_resolved(ctx: &AppContext, e: &OpinionResolved) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, None).await?;
    let notice = if e.succeeded {
        Notice::new(
            Kind::OpinionResolved,
            text(format!("رأي ناجح في {}", n.list), "بلغ أحد آراء المحلل سعره المستهدف."),
            text(format!("An opinion succeeded in {}", n.list), "One of the analyst's opinions reached its target."),
            Some(format!("/opinion/{}", e.opinion_id)),
        )
    } else {
        Notice::new(
            Kind::OpinionResolved,
            text(format!("رأي لم يتحقق في {}", n.list), "بلغ أحد آراء المحلل وقف الخسارة أو انتهت مدته دون بلوغ الهدف."),
            text(format!("An opinion did not succeed in {}", n.list), "One of the analyst's opinions reached its stop or its deadline before its target."),
            Some(format!("/opinion/{}", e.opinion_id)),
        )
    };
    Ok((notice, opinion_list(e.list_id)))
}
