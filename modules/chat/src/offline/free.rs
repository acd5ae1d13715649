//! The offline analyst's answer to a free question: the paragraphs its intent asks for, each
//! figure with its date; advice-seeking wording gets the facts and the regulatory line, and a
//! question it cannot place gets the overview and what it can answer.

use std::fmt::Write;

use platform::Lang;
use platform::i18n::arabic_count;
use platform::ports::ShariahStatus;
use platform::price::Price;

use super::{comparison, dividends, name, section, summary, support_resistance, t, technical};
use crate::facts::StockFacts;
use crate::format as f;
use crate::questions::Term;
use crate::understanding::{Asks, Intent, Period};

/// A question the analyst could not place.
pub const OVERVIEW: Asks = Asks { intent: Intent::Overview, period: None, advice: false };

pub fn paragraphs(main: &StockFacts, compare: Option<&StockFacts>, asks: Asks, term: Term, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    if asks.advice {
        out.push(t(
            lang,
            "لا تقدّم إيفا توصيات بالشراء أو البيع أو الاحتفاظ، وهذا ليس نصيحة استثمارية. هذه حقائق السهم لتقرر بنفسك أو مع مستشار مرخّص من هيئة السوق المالية:",
            "Eva does not recommend buying, selling or holding, and this is not investment advice. Here are the stock's facts, for you to decide on your own or with an adviser licensed by the Capital Market Authority:",
        ));
    }
    let pair = compare.map(|other| (main, other));
    // A paragraph per stock the question names.
    let each = |out: &mut Vec<String>, write: &dyn Fn(&mut String, &StockFacts)| {
        for s in std::iter::once(main).chain(compare) {
            out.push(section(|o| write(o, s)));
        }
    };
    match asks.intent {
        Intent::Price => out.push(section(|o| session(o, main, lang))),
        Intent::Performance => each(&mut out, &|o, s| performance(o, s, asks.period.unwrap_or(Period::Year), lang)),
        Intent::Dividends => each(&mut out, &|o, s| dividends(o, s, lang)),
        Intent::Technical => out.push(section(|o| technical(o, main, term, lang))),
        Intent::Levels => out.push(section(|o| support_resistance(o, main, lang))),
        Intent::Range52w => each(&mut out, &|o, s| range_52w(o, s, lang)),
        Intent::Volume => each(&mut out, &|o, s| volume(o, s, lang)),
        Intent::Compare => match pair {
            Some((a, b)) => out.push(section(|o| comparison(o, a, b, lang))),
            None => out.push(t(
                lang,
                "لمقارنة سهمين اذكر السهم الثاني في سؤالك.",
                "To compare two stocks, name the second one in your question.",
            )),
        },
        Intent::Shariah => each(&mut out, &|o, s| o.push_str(&shariah(s, lang))),
        Intent::Fundamentals => each(&mut out, &|o, s| fundamentals(o, s, lang)),
        Intent::Analysts => each(&mut out, &|o, s| analysts(o, s, lang)),
        Intent::Overview => {
            out.push(section(|o| technical(o, main, term, lang)));
            out.push(section(|o| support_resistance(o, main, lang)));
            if !asks.advice {
                out.push(capabilities(lang));
            }
        }
    }
    out
}

/// What a free question may ask, for a question the analyst could not place.
pub fn capabilities(lang: Lang) -> String {
    t(
        lang,
        "يمكنك أن تسألني عن: السعر والتغير اليوم، الأداء خلال فترة («من بداية السنة»، «آخر 3 شهور»)، التوزيعات وعائدها، الصورة الفنية (القوة النسبية والمتوسطات والماكد)، الدعم والمقاومة، نطاق 52 أسبوعاً، حجم التداول، المقارنة بين سهمين، الحالة الشرعية، النتائج المالية، وما يقوله محللو إيفا عنه (القوائم التي تضمه وتوصياتهم المفتوحة وسجلهم).",
        "You can ask me about: the price and today's change, performance over a period (\"year to date\", \"last 3 months\"), dividends and their yield, the technical picture (RSI, moving averages, MACD), support and resistance, the 52-week range, traded volume, a comparison of two stocks, Shariah status, financial results, and what Eva's analysts say about it (the lists that hold it, their open opinions and their record).",
    )
}

/// The last session's range and volume.
fn session(out: &mut String, s: &StockFacts, lang: Lang) {
    let Some(bar) = s.bars.last() else { return };
    let _ = match lang {
        Lang::Ar => writeln!(
            out,
            "جلسة {}: الافتتاح {}، الأعلى {}، الأدنى {}، الإغلاق {}، وتداول {}.",
            bar.date,
            f::price(bar.open),
            f::price(bar.high),
            f::price(bar.low),
            f::price(bar.close),
            shares_ar(bar.volume)
        ),
        Lang::En => writeln!(
            out,
            "Session of {}: open {}, high {}, low {}, close {}, {} shares traded.",
            bar.date,
            f::price(bar.open),
            f::price(bar.high),
            f::price(bar.low),
            f::price(bar.close),
            f::whole(bar.volume)
        ),
    };
}

/// A count of shares in Arabic, with the noun agreeing with the number.
fn shares_ar(n: i64) -> String {
    let count = arabic_count(n.unsigned_abs(), ["لا أسهم", "سهم واحد", "سهمان", "{} أسهم", "{} سهمًا", "{} سهم"]);
    count.replace(&n.unsigned_abs().to_string(), &f::whole(n))
}

fn performance(out: &mut String, s: &StockFacts, period: Period, lang: Lang) {
    let (Some(last), Some(price)) = (s.as_of(), s.price()) else { return };
    let label = period.label(lang);
    let Some((from, base, change_bp)) = s.change_over(period) else {
        let first = s.bars.first().map(|b| b.date.to_string()).unwrap_or_default();
        let _ = match lang {
            Lang::Ar => {
                writeln!(out, "{}: لا يمتد تاريخ الأسعار لدى إيفا لحساب الأداء {label}؛ أقدم إغلاق متاح بتاريخ {first}.", name(s, lang))
            }
            Lang::En => writeln!(
                out,
                "{}: Eva's price history does not reach back far enough for the performance {label}; the oldest close is of {first}.",
                name(s, lang)
            ),
        };
        return;
    };
    let change = f::percent_bp(change_bp, true);
    let _ = match lang {
        Lang::Ar => writeln!(
            out,
            "أداء {} {label}: من إغلاق {} بتاريخ {from} إلى {} بتاريخ {last}، بتغير {change}.",
            name(s, lang),
            f::price(base),
            f::price(price)
        ),
        Lang::En => writeln!(
            out,
            "{} {label}: from the close of {} on {from} to {} on {last}, a change of {change}.",
            name(s, lang),
            f::price(base),
            f::price(price)
        ),
    };
}

fn range_52w(out: &mut String, s: &StockFacts, lang: Lang) {
    let (Some(p), Some(price)) = (&s.picture, s.price()) else {
        let _ = writeln!(out, "{}", t(lang, "لا يتوفر نطاق 52 أسبوعاً لهذا السهم بعد.", "No 52-week range is available for this stock yet."));
        return;
    };
    // How far below the high and above the low, as plain sizes: the words carry the direction.
    let from_high = f::distance_bp(p.high_52w, price).map(|bp| f::percent_bp(bp.abs(), false)).unwrap_or_default();
    let from_low = f::distance_bp(p.low_52w, price).map(|bp| f::percent_bp(bp.abs(), false)).unwrap_or_default();
    let _ = match lang {
        Lang::Ar => writeln!(
            out,
            "{}: نطاق 52 أسبوعاً حتى {} من {} إلى {}. السعر {} دون القمة بنسبة {from_high} وفوق القاع بنسبة {from_low}.",
            name(s, lang),
            p.as_of,
            f::price(p.low_52w),
            f::price(p.high_52w),
            f::price(price)
        ),
        Lang::En => writeln!(
            out,
            "{}: the 52-week range to {} is {} to {}. The price {} is {from_high} below the high and {from_low} above the low.",
            name(s, lang),
            p.as_of,
            f::price(p.low_52w),
            f::price(p.high_52w),
            f::price(price)
        ),
    };
}

fn volume(out: &mut String, s: &StockFacts, lang: Lang) {
    let Some((last, average, sessions)) = s.volume_against_average() else { return };
    let against = (average > 0)
        .then(|| f::percent_bp(i64::try_from(i128::from(last.volume - average) * 10_000 / i128::from(average)).unwrap_or(0), true));
    let _ = match (lang, against) {
        (Lang::Ar, Some(a)) => writeln!(
            out,
            "{}: تداول {} في جلسة {}، مقابل متوسط {} لآخر {} ({a}).",
            name(s, lang),
            shares_ar(last.volume),
            last.date,
            shares_ar(average),
            arabic_count(sessions as u64, ["0 جلسة", "جلسة", "جلستين", "{} جلسات", "{} جلسة", "{} جلسة"])
        ),
        (Lang::Ar, None) => writeln!(out, "{}: تداول {} في جلسة {}.", name(s, lang), shares_ar(last.volume), last.date),
        (Lang::En, Some(a)) => writeln!(
            out,
            "{}: {} shares traded on {}, against an average of {} over the last {sessions} sessions ({a}).",
            name(s, lang),
            f::whole(last.volume),
            last.date,
            f::whole(average)
        ),
        (Lang::En, None) => writeln!(out, "{}: {} shares traded on {}.", name(s, lang), f::whole(last.volume), last.date),
    };
}

fn shariah(s: &StockFacts, lang: Lang) -> String {
    let status = match (s.stock.shariah, lang) {
        (ShariahStatus::Compliant, Lang::Ar) => "متوافق مع أحكام الشريعة بحسب التصنيف الذي تعتمده إيفا.",
        (ShariahStatus::Compliant, Lang::En) => "Shariah compliant by the screening Eva follows.",
        (ShariahStatus::NonCompliant, Lang::Ar) => "غير متوافق مع أحكام الشريعة بحسب التصنيف الذي تعتمده إيفا.",
        (ShariahStatus::NonCompliant, Lang::En) => "not Shariah compliant by the screening Eva follows.",
        (ShariahStatus::NotAssessed, Lang::Ar) => "لم يُصنَّف شرعياً لدى إيفا بعد.",
        (ShariahStatus::NotAssessed, Lang::En) => "not yet screened for Shariah compliance by Eva.",
    };
    format!("{}: {status}", name(s, lang))
}

fn fundamentals(out: &mut String, s: &StockFacts, lang: Lang) {
    let Some(latest) = s.fundamentals.first() else {
        summary(out, s, lang);
        return;
    };
    let currency = s.stock.market.currency_in(lang);
    let demo = if latest.demo {
        t(lang, " (أرقام توضيحية للعرض وليست منشورة)", " (illustrative figures for the demo, not reported)")
    } else {
        String::new()
    };
    let _ = match lang {
        Lang::Ar => writeln!(
            out,
            "{}: آخر فترة مالية ({} أشهر حتى {}){demo}: الإيرادات {} {currency}، صافي الربح {} {currency}، ربحية السهم {}.",
            name(s, lang),
            latest.months,
            latest.period_end,
            f::whole(latest.revenue / 100),
            f::whole(latest.net_income / 100),
            f::price(Price(latest.eps))
        ),
        Lang::En => writeln!(
            out,
            "{}: latest period ({} months to {}){demo}: revenue {} {currency}, net income {} {currency}, EPS {}.",
            name(s, lang),
            latest.months,
            latest.period_end,
            f::whole(latest.revenue / 100),
            f::whole(latest.net_income / 100),
            f::price(Price(latest.eps))
        ),
    };
    let Some(price) = s.price() else { return };
    let shares = s.stock.shares_outstanding.unwrap_or(0);
    if let Some(v) = platform::valuation::valuation(&s.fundamentals, price, shares, s.trailing_dividends()) {
        let pe = v.pe_x100.map_or_else(|| "—".to_owned(), |x| f::rsi(i32::try_from(x).unwrap_or(i32::MAX)));
        let margin = v.net_margin_bp.map_or_else(|| "—".to_owned(), |bp| f::percent_bp(bp, false));
        let growth = v.earnings_growth_bp.map_or_else(|| "—".to_owned(), |bp| f::percent_bp(bp, true));
        let _ = match lang {
            Lang::Ar => writeln!(
                out,
                "على السنة المالية المنتهية في {}: مكرر الربحية {pe}، هامش صافي الربح {margin}، نمو الأرباح {growth}.",
                v.period_end
            ),
            Lang::En => writeln!(out, "On the year to {}: P/E {pe}, net margin {margin}, earnings growth {growth}.", v.period_end),
        };
    }
}

/// What Eva's analysts say of the stock: each open call, with its prices for the list's
/// subscribers, and the list's record.
fn analysts(out: &mut String, s: &StockFacts, lang: Lang) {
    if s.coverage.is_empty() {
        let _ = match lang {
            Lang::Ar => writeln!(out, "لا تحمل قوائم محللي إيفا سهم {} حالياً، ولا توجد عليه آراء مفتوحة.", name(s, lang)),
            Lang::En => writeln!(out, "No list of Eva's analysts holds {} now, and no opinion on it is open.", name(s, lang)),
        };
        return;
    }
    let _ = match lang {
        Lang::Ar => writeln!(out, "ما يقوله محللو إيفا عن {}:", name(s, lang)),
        Lang::En => writeln!(out, "What Eva's analysts say about {}:", name(s, lang)),
    };
    for c in &s.coverage {
        let record = c.record.as_ref().map_or_else(String::new, |r| match lang {
            Lang::Ar => {
                format!(
                    " سجل القائمة: عائد {}، وأكبر تراجع {}.",
                    f::percent_bp(r.return_bp, true),
                    f::percent_bp(r.max_drawdown_bp.abs(), false)
                )
            }
            Lang::En => format!(
                " The list's record: return {}, largest fall {}.",
                f::percent_bp(r.return_bp, true),
                f::percent_bp(r.max_drawdown_bp.abs(), false)
            ),
        });
        let opt = |p: Option<Price>| p.map_or_else(|| "—".to_owned(), f::price);
        let line = match (&c.call, c.kind, lang) {
            (None, _, Lang::Ar) => {
                format!("قائمة «{}» للمحلل {} تغطي السهم منذ {}؛ تفاصيلها للمشتركين في القائمة.", c.list_name, c.analyst_name, c.since)
            }
            (None, _, Lang::En) => format!(
                "\"{}\" by {} has covered it since {}; its details are for the list's subscribers.",
                c.list_name, c.analyst_name, c.since
            ),
            (Some(call), platform::ports::ListKind::Rating, Lang::Ar) => {
                format!("قائمة «{}» للمحلل {} تحمل السهم منذ {} بسعر دخول {}.", c.list_name, c.analyst_name, c.since, opt(call.entry))
            }
            (Some(call), platform::ports::ListKind::Rating, Lang::En) => {
                format!("\"{}\" by {} has held it since {}, entered at {}.", c.list_name, c.analyst_name, c.since, opt(call.entry))
            }
            (Some(call), platform::ports::ListKind::Opinion, Lang::Ar) => format!(
                "رأي في قائمة «{}» للمحلل {} بتاريخ {}: {} عند {}، الهدف {}، ووقف الخسارة {}.",
                c.list_name,
                c.analyst_name,
                c.since,
                if call.side == "sell" { "بيع" } else { "شراء" },
                opt(call.entry),
                opt(call.target),
                opt(call.stop)
            ),
            (Some(call), platform::ports::ListKind::Opinion, Lang::En) => format!(
                "An opinion in \"{}\" by {} of {}: {} at {}, target {}, stop {}.",
                c.list_name,
                c.analyst_name,
                c.since,
                call.side,
                opt(call.entry),
                opt(call.target),
                opt(call.stop)
            ),
        };
        let _ = writeln!(out, "- {line}{record}");
    }
    let _ = writeln!(
        out,
        "{}",
        t(lang, "هذه آراء محللي القوائم وليست توصية من إيفا.", "These are the lists' analysts' views, not a recommendation by Eva.")
    );
}
