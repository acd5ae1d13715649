//! Notices about an analyst's list, for everyone subscribed to it: a new rating, a sale, a filled
//! order, a dividend, a new opinion, its corrections and its result.

use platform::AppContext;
use platform::events::{
    DividendCredited, OpinionCorrected, OpinionLevels, OpinionPublished, OpinionResolved, OrderFilled, RatingPublished, RatingSold,
};
use platform::ports::{AnalystLists, ListKind, MarketData, PortError};
use platform::price::Price;

use crate::kinds::Kind;
use crate::notice::{Audience, Notice, text};

/// The names a list notice uses, in Arabic and English.
pub(super) struct Names {
    pub(super) list: String,
    pub(super) stock_ar: String,
    pub(super) stock_en: String,
}

pub(super) async fn names(ctx: &AppContext, list_id: i64, stock_id: Option<i64>) -> Result<Names, PortError> {
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

pub(super) fn opinion_list(list_id: i64) -> Audience {
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
        text(
            format!("Dividend in {}", n.list),
            format!("The dividend of {} (ex-date {ex}) was added to the list's performance.", n.stock_en),
        ),
        Some(format!("/ratings/{}", e.list_id)),
    );
    Ok((notice, rating_list(e.list_id)))
}

pub async fn opinion_published(ctx: &AppContext, e: &OpinionPublished) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let notice = Notice::new(
        Kind::OpinionPublished,
        text(format!("رأي جديد في {}", n.list), format!("نشر المحلل رأياً في {} مع سعر الدخول والهدف ووقف الخسارة.", n.stock_ar)),
        text(
            format!("New opinion in {}", n.list),
            format!("The analyst published an opinion on {} with its entry, target and stop.", n.stock_en),
        ),
        Some(format!("/opinion/{}", e.opinion_id)),
    );
    Ok((notice, opinion_list(e.list_id)))
}

/// What an edit changed, level by level, in both languages: «الهدف من 110.00 إلى 112.00».
fn changed_levels(before: &OpinionLevels, after: &OpinionLevels) -> (Vec<String>, Vec<String>) {
    let price = |p: i64| Price(p).written();
    let mut ar = Vec::new();
    let mut en = Vec::new();
    for (name_ar, name_en, old, new) in [
        ("سعر الدخول", "entry", before.entry, after.entry),
        ("الهدف", "target", before.target, after.target),
        ("وقف الخسارة", "stop loss", before.stop, after.stop),
    ] {
        if old != new {
            // Isolated, so that the prices keep their order inside the Arabic sentence.
            ar.push(format!("{name_ar} من \u{2066}{}\u{2069} إلى \u{2066}{}\u{2069}", price(old), price(new)));
            en.push(format!("{name_en} from {} to {}", price(old), price(new)));
        }
    }
    if before.until != after.until {
        ar.push(format!("نهاية المدة من \u{2066}{}\u{2069} إلى \u{2066}{}\u{2069}", before.until, after.until));
        en.push(format!("end of the period from {} to {}", before.until, after.until));
    }
    (ar, en)
}

pub async fn opinion_corrected(ctx: &AppContext, e: &OpinionCorrected) -> Result<(Notice, Audience), PortError> {
    let n = names(ctx, e.list_id, Some(e.stock_id)).await?;
    let (ar, en) = changed_levels(&e.before, &e.after);
    let (body_ar, body_en) = if ar.is_empty() {
        (
            format!("عدّل المحلل رأيه في {} دون تغيير مستوياته، والنسخة السابقة محفوظة في سجل الرأي.", n.stock_ar),
            format!(
                "The analyst edited their opinion on {} without changing its levels; the previous version stays in the opinion's history.",
                n.stock_en
            ),
        )
    } else {
        (
            format!("عدّل المحلل رأيه في {}: {}. النسخة السابقة محفوظة في سجل الرأي.", n.stock_ar, ar.join("، ")),
            format!(
                "The analyst corrected their opinion on {}: {}. The previous version stays in the opinion's history.",
                n.stock_en,
                en.join(", ")
            ),
        )
    };
    let notice = Notice::new(
        Kind::OpinionPublished,
        text(format!("تصحيح رأي في {}", n.list), body_ar),
        text(format!("Opinion corrected in {}", n.list), body_en),
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
            text(
                format!("An opinion did not succeed in {}", n.list),
                "One of the analyst's opinions reached its stop or its deadline before its target.",
            ),
            Some(format!("/opinion/{}", e.opinion_id)),
        )
    };
    Ok((notice, opinion_list(e.list_id)))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use chrono::NaiveDate;

    use super::*;

    #[test]
    fn a_correction_names_each_level_it_changed() {
        let until = NaiveDate::from_ymd_opt(2026, 12, 10).unwrap();
        let before = OpinionLevels { entry: 1_000_000, target: 1_100_000, stop: 950_000, until };
        let after = OpinionLevels { target: 1_120_000, stop: 940_500, ..before };
        let (ar, en) = changed_levels(&before, &after);
        assert_eq!(en, ["target from 110.00 to 112.00", "stop loss from 95.00 to 94.05"]);
        assert_eq!(ar[0], "الهدف من \u{2066}110.00\u{2069} إلى \u{2066}112.00\u{2069}");
        assert_eq!(changed_levels(&before, &before), (Vec::new(), Vec::new()));
    }
}
