//! Notices of the user's own alerts: the stock, the condition, the price and its time.

use chrono::{DateTime, Utc};
use platform::Lang;
use platform::events::{AlertFiring, AlertRebase, AnalystNews};
use platform::price::Price;

use crate::kinds::Kind;
use crate::notice::{Audience, Notice, text};

/// A percent kept in basis points, written plainly: 5, 2.5, 0.75.
fn percent(bp: i64) -> String {
    let whole = format!("{}.{:02}", bp / 100, (bp % 100).abs());
    whole.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// The moment the market traded at the price, as a Saudi user reads it: 2026-11-29 10:35.
fn moment(at: DateTime<Utc>) -> String {
    at.with_timezone(&platform::saudi_time::ZONE).format("%Y-%m-%d %H:%M").to_string()
}

/// A date or a time in an Arabic sentence, kept left to right (an isolate) and on one line
/// (non-breaking hyphens and space): otherwise the paragraph's right-to-left order scrambles
/// "2026-11-29 10:35", and a narrow screen breaks it at a hyphen.
fn ltr(text: &str) -> String {
    let whole: String = text
        .chars()
        .map(|c| match c {
            '-' => '\u{2011}',
            ' ' => '\u{00A0}',
            c => c,
        })
        .collect();
    format!("\u{2066}{whole}\u{2069}")
}

/// A condition read at a session's close: what the session did, and where it closed.
#[allow(clippy::too_many_arguments)]
fn at_close(
    condition: &str,
    level: i64,
    price: &str,
    cur_ar: &str,
    cur_en: &str,
    name_ar: &str,
    name_en: &str,
    symbol: &str,
    day: &str,
) -> (String, String) {
    let (what_ar, what_en) = match condition {
        "ma_cross_above" => (format!("أغلق فوق متوسطه المتحرك لـ{level} يوماً"), format!("closed above its {level}-day moving average")),
        "ma_cross_below" => (format!("أغلق دون متوسطه المتحرك لـ{level} يوماً"), format!("closed below its {level}-day moving average")),
        "rsi_overbought" => (
            format!("بلغ مؤشر القوة النسبية (14) {level} أو أكثر (تشبع شرائي)"),
            format!("saw its RSI (14) reach {level} or more (overbought)"),
        ),
        "rsi_oversold" => (
            format!("نزل مؤشر القوة النسبية (14) إلى {level} أو أقل (تشبع بيعي)"),
            format!("saw its RSI (14) fall to {level} or less (oversold)"),
        ),
        "new_high52w" => ("سجّل أعلى سعر في 52 أسبوعاً".to_owned(), "set a new 52-week high".to_owned()),
        "new_low52w" => ("سجّل أدنى سعر في 52 أسبوعاً".to_owned(), "set a new 52-week low".to_owned()),
        _ => (
            format!("تداول أكثر من {} ضعف متوسط حجمه في 20 جلسة", percent(level)),
            format!("traded over {} times its 20-session average volume", percent(level)),
        ),
    };
    (
        format!("{name_ar} ({symbol}) {what_ar} في جلسة {}، وأغلق عند {price} {cur_ar}.", ltr(day)),
        format!("{name_en} ({symbol}) {what_en} in the session of {day}, closing at {cur_en} {price}."),
    )
}

/// The link leads to the user's alerts, where the one that fired shows it.
pub fn alert_fired(f: &AlertFiring) -> (Notice, Audience) {
    let price = Price(f.price).written();
    let level = Price(f.level).written();
    let (cur_ar, cur_en, when) = (f.market.currency_in(Lang::Ar), f.market.currency_in(Lang::En), moment(f.priced_at));
    let when_ar = ltr(&when);
    let (name_ar, name_en, symbol) = (&f.name_ar, &f.name_en, &f.symbol);
    let (ar, en) = match f.condition.as_str() {
        "price_above" => (
            format!("بلغ سعر {name_ar} ({symbol}) {price} {cur_ar} في {when_ar} بتوقيت الرياض، عند مستوى تنبيهك {level} أو فوقه."),
            format!("{name_en} ({symbol}) traded at {cur_en} {price} at {when} Riyadh time, at or above your alert's {level}."),
        ),
        "price_below" => (
            format!("نزل سعر {name_ar} ({symbol}) إلى {price} {cur_ar} في {when_ar} بتوقيت الرياض، عند مستوى تنبيهك {level} أو دونه."),
            format!("{name_en} ({symbol}) traded at {cur_en} {price} at {when} Riyadh time, at or below your alert's {level}."),
        ),
        "change_up" => (
            format!("ارتفع {name_ar} ({symbol}) اليوم {}٪ أو أكثر، وسعره {price} {cur_ar} في {when_ar} بتوقيت الرياض.", percent(f.level)),
            format!("{name_en} ({symbol}) is up {}% or more today, at {cur_en} {price} at {when} Riyadh time.", percent(f.level)),
        ),
        "change_down" => (
            format!("انخفض {name_ar} ({symbol}) اليوم {}٪ أو أكثر، وسعره {price} {cur_ar} في {when_ar} بتوقيت الرياض.", percent(f.level)),
            format!("{name_en} ({symbol}) is down {}% or more today, at {cur_en} {price} at {when} Riyadh time.", percent(f.level)),
        ),
        "dividend_near" => {
            let (day, amount) = (f.ex_date.map(|d| d.to_string()).unwrap_or_default(), Price(f.dividend.unwrap_or_default()).written());
            (
                format!(
                    "يقترب تاريخ استحقاق توزيع {name_ar} ({symbol}): {amount} {cur_ar} للسهم، ويستحقه من يملك السهم قبل {}.",
                    ltr(&day)
                ),
                format!("{name_en} ({symbol}) goes ex-dividend soon: {cur_en} {amount} a share, for shares held before {day}."),
            )
        }
        "shariah_change" => {
            let (ar, en) = match f.level {
                1 => ("متوافق مع الشريعة", "Shariah compliant"),
                0 => ("غير متوافق مع الشريعة", "not Shariah compliant"),
                _ => ("غير مصنّف شرعياً", "not assessed for Shariah compliance"),
            };
            (
                format!("تغيّر التصنيف الشرعي لـ{name_ar} ({symbol}): صار «{ar}»."),
                format!("The Shariah status of {name_en} ({symbol}) changed: it is now {en}."),
            )
        }
        "analyst_publishes" => match AnalystNews::from_level(f.level) {
            AnalystNews::Published => (
                format!("نشر أحد محللي إيفا توصية أو رأياً جديداً على {name_ar} ({symbol})، وسعره {price} {cur_ar}."),
                format!("An Eva analyst published a new rating or opinion on {name_en} ({symbol}), now at {cur_en} {price}."),
            ),
            AnalystNews::Bought => (
                format!("اشترت إحدى قوائم محللي إيفا {name_ar} ({symbol}): نُفّذ أمرها، وسعره {price} {cur_ar}."),
                format!("An Eva analyst's list bought {name_en} ({symbol}): its order filled, now at {cur_en} {price}."),
            ),
            AnalystNews::Sold => (
                format!("باعت إحدى قوائم محللي إيفا كامل مركزها في {name_ar} ({symbol})، وسعره {price} {cur_ar}."),
                format!("An Eva analyst's list sold its whole position in {name_en} ({symbol}), now at {cur_en} {price}."),
            ),
            AnalystNews::SoldPart => (
                format!("باعت إحدى قوائم محللي إيفا جزءاً من مركزها في {name_ar} ({symbol})، وسعره {price} {cur_ar}."),
                format!("An Eva analyst's list sold part of its position in {name_en} ({symbol}), now at {cur_en} {price}."),
            ),
        },
        condition => at_close(condition, f.level, &price, cur_ar, cur_en, name_ar, name_en, symbol, &super::day(f.priced_at)),
    };
    let notice = Notice::new(
        Kind::AlertFired,
        text(format!("تنبيه {name_ar}"), ar),
        text(format!("{name_en} alert"), en),
        Some("/alerts".to_owned()),
    );
    (notice, Audience::User { user_id: f.user_id })
}

/// A split or bonus issue moved an alert's level with the price, so it fires when it meant to.
pub fn alert_rebased(r: &AlertRebase) -> (Notice, Audience) {
    let (old, new) = (Price(r.old_level).written(), Price(r.new_level).written());
    let (name_ar, name_en, symbol, day, ratio) =
        (&r.name_ar, &r.name_en, &r.symbol, r.ex_date, format!("{}:{}", r.shares_after, r.shares_before));
    let notice = Notice::new(
        Kind::AlertFired,
        text(
            format!("عُدّل تنبيه {name_ar}"),
            format!(
                "عدّلنا مستوى تنبيهك على {name_ar} ({symbol}) من {old} إلى {new} لأن عدد أسهمه تغيّر بنسبة {} اعتباراً من {} (تجزئة أو أسهم منحة)، فلا ينطلق التنبيه بسبب ذلك.",
                ltr(&ratio),
                ltr(&day.to_string())
            ),
        ),
        text(
            format!("{name_en} alert adjusted"),
            format!(
                "Your alert on {name_en} ({symbol}) moved from {old} to {new}: its shares changed {ratio} from {day} (a split or bonus issue), so the alert does not fire because of it."
            ),
        ),
        Some("/alerts".to_owned()),
    );
    (notice, Audience::User { user_id: r.user_id })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn firing(condition: &str, level: i64) -> AlertFiring {
        AlertFiring {
            alert_id: 7,
            user_id: 3,
            stock_id: 1,
            symbol: "2222".into(),
            name_ar: "أرامكو السعودية".into(),
            name_en: "Saudi Aramco".into(),
            market: platform::ports::MarketCode::Tasi,
            condition: condition.into(),
            level,
            price: 285_500,
            priced_at: DateTime::parse_from_rfc3339("2026-11-29T07:35:00Z").unwrap().with_timezone(&Utc),
            trigger_key: "once".into(),
            ex_date: None,
            dividend: None,
        }
    }

    #[test]
    fn a_fired_alert_names_the_stock_the_condition_the_price_and_its_time() {
        let (notice, audience) = alert_fired(&firing("price_above", 280_000));
        assert_eq!(audience, Audience::User { user_id: 3 });
        assert_eq!(
            notice.ar.body,
            "بلغ سعر أرامكو السعودية (2222) 28.55 ر.س في \u{2066}2026\u{2011}11\u{2011}29\u{a0}10:35\u{2069} بتوقيت الرياض، عند مستوى تنبيهك 28.00 أو فوقه."
        );
        assert_eq!(
            notice.en.body,
            "Saudi Aramco (2222) traded at SAR 28.55 at 2026-11-29 10:35 Riyadh time, at or above your alert's 28.00."
        );
    }

    #[test]
    fn a_close_condition_tells_the_session_and_its_close() {
        let mut f = firing("ma_cross_above", 50);
        f.priced_at = DateTime::parse_from_rfc3339("2026-11-29T12:00:00Z").unwrap().with_timezone(&Utc);
        let (notice, _) = alert_fired(&f);
        assert_eq!(
            notice.ar.body,
            "أرامكو السعودية (2222) أغلق فوق متوسطه المتحرك لـ50 يوماً في جلسة \u{2066}2026\u{2011}11\u{2011}29\u{2069}، وأغلق عند 28.55 ر.س."
        );
        assert_eq!(
            notice.en.body,
            "Saudi Aramco (2222) closed above its 50-day moving average in the session of 2026-11-29, closing at SAR 28.55."
        );
        let (spike, _) = alert_fired(&firing("volume_spike", 250));
        assert!(spike.en.body.contains("traded over 2.5 times its 20-session average volume"), "{}", spike.en.body);
    }

    #[test]
    fn a_dividend_and_a_shariah_change_say_what_changed() {
        let mut f = firing("dividend_near", 3);
        f.ex_date = chrono::NaiveDate::from_ymd_opt(2026, 12, 3);
        f.dividend = Some(12_500);
        let (notice, _) = alert_fired(&f);
        assert_eq!(notice.en.body, "Saudi Aramco (2222) goes ex-dividend soon: SAR 1.25 a share, for shares held before 2026-12-03.");
        let (notice, _) = alert_fired(&firing("shariah_change", 0));
        assert_eq!(notice.ar.body, "تغيّر التصنيف الشرعي لـأرامكو السعودية (2222): صار «غير متوافق مع الشريعة».");
    }

    #[test]
    fn an_analysts_news_says_whether_a_list_bought_or_sold() {
        let said = |news: AnalystNews| alert_fired(&firing("analyst_publishes", news.level())).0.en.body;
        assert!(said(AnalystNews::Published).starts_with("An Eva analyst published a new rating or opinion on Saudi Aramco (2222)"));
        assert!(said(AnalystNews::Bought).starts_with("An Eva analyst's list bought Saudi Aramco (2222): its order filled"));
        assert!(said(AnalystNews::Sold).starts_with("An Eva analyst's list sold its whole position in Saudi Aramco (2222)"));
        assert!(said(AnalystNews::SoldPart).starts_with("An Eva analyst's list sold part of its position in Saudi Aramco (2222)"));
        let (notice, _) = alert_fired(&firing("analyst_publishes", AnalystNews::SoldPart.level()));
        assert!(notice.ar.body.starts_with("باعت إحدى قوائم محللي إيفا جزءاً من مركزها في أرامكو السعودية (2222)"), "{}", notice.ar.body);
    }

    #[test]
    fn a_days_move_is_told_in_percent() {
        let (notice, _) = alert_fired(&firing("change_down", 250));
        assert!(notice.en.body.starts_with("Saudi Aramco (2222) is down 2.5% or more today"), "{}", notice.en.body);
        assert_eq!(percent(500), "5");
        assert_eq!(percent(75), "0.75");
    }
}
