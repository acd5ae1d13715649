//! The offline analyst: answers the ready questions from the same facts the model would get,
//! deterministically, in Arabic or English. It is what `make run` answers with when no model is
//! configured, and every answer says it is an automatic analysis.

use std::fmt::Write;

use platform::Lang;
use platform::i18n::arabic_count;
use platform::ports::TechnicalPicture;
use platform::price::Price;
use platform::ratios::ChangePeriod;

use crate::facts::StockFacts;
use crate::format as f;
use crate::questions::{ReadyQuestion, Term, interval_label};
use crate::understanding::Asks;

mod free;

/// What was asked, as the composer needs it.
#[derive(Debug, Clone, Copy)]
pub struct Asked {
    /// None: a free question, answered as [`Asked::free`] says.
    pub ready: Option<ReadyQuestion>,
    /// What a free question asks (the overview when not known).
    pub free: Option<Asks>,
    pub term: Term,
    pub lang: Lang,
}

pub(crate) fn t(lang: Lang, ar: &str, en: &str) -> String {
    match lang {
        Lang::Ar => ar.to_owned(),
        Lang::En => en.to_owned(),
    }
}

pub(crate) fn name(s: &StockFacts, lang: Lang) -> String {
    format!("{} ({})", s.stock.name(lang), s.stock.symbol)
}

/// One paragraph of an answer, written by `write`.
pub(crate) fn section(write: impl FnOnce(&mut String)) -> String {
    let mut out = String::new();
    write(&mut out);
    out.trim_end().to_owned()
}

/// The answer, its paragraphs apart by a blank line.
pub fn compose(main: &StockFacts, compare: Option<&StockFacts>, asked: Asked) -> String {
    paragraphs(main, compare, asked).join("\n\n")
}

/// The answer's paragraphs, in order: the first says what it is and the price; the offline
/// analyst streams them one by one.
pub fn paragraphs(main: &StockFacts, compare: Option<&StockFacts>, asked: Asked) -> Vec<String> {
    let lang = asked.lang;
    let mut out = vec![section(|out| {
        let _ = writeln!(out, "{}", t(lang, "تحليل آلي من إيفا", "Eva automatic analysis"));
        price_line(out, main, lang);
    })];
    match asked.ready {
        Some(ReadyQuestion::TechnicalAnalysis) => out.push(section(|o| technical(o, main, asked.term, lang))),
        Some(ReadyQuestion::SupportResistance) => out.push(section(|o| support_resistance(o, main, lang))),
        Some(ReadyQuestion::Compare) => match compare {
            Some(other) => out.push(section(|o| comparison(o, main, other, lang))),
            None => out.push(section(|o| technical(o, main, asked.term, lang))),
        },
        Some(ReadyQuestion::Dividends) => out.push(section(|o| dividends(o, main, lang))),
        Some(ReadyQuestion::FinancialSummary) => out.push(section(|o| summary(o, main, lang))),
        None => out.extend(free::paragraphs(main, compare, asked.free.unwrap_or(free::OVERVIEW), asked.term, lang)),
    }
    out.retain(|p| !p.is_empty());
    out
}

pub(crate) fn price_line(out: &mut String, s: &StockFacts, lang: Lang) {
    let tz = s.stock.market.timezone();
    let currency = s.stock.market.currency_in(lang);
    match (s.latest, s.bars.last()) {
        (Some(l), _) => {
            let at = l.at.with_timezone(&tz).format("%Y-%m-%d %H:%M");
            let change = l.price.change_percent_from(l.previous_close).map(|c| format!("{c:.2}%")).unwrap_or_default();
            let _ = match lang {
                Lang::Ar => {
                    let delay = arabic_count(
                        u64::from(l.delay_minutes.unsigned_abs()),
                        ["دون تأخير", "متأخر دقيقة واحدة", "متأخر دقيقتين", "متأخر {} دقائق", "متأخر {} دقيقة", "متأخر {} دقيقة"],
                    );
                    writeln!(
                        out,
                        "{}: السعر {} {currency} في {at} ({delay})، التغير عن الإغلاق السابق {change}.",
                        name(s, lang),
                        f::price(l.price)
                    )
                }
                Lang::En => writeln!(
                    out,
                    "{}: price {} {currency} at {at} (delayed {} minutes), {change} from the previous close.",
                    name(s, lang),
                    f::price(l.price),
                    l.delay_minutes
                ),
            };
        }
        (None, Some(b)) => {
            let _ = match lang {
                Lang::Ar => writeln!(out, "{}: آخر إغلاق {} {currency} بتاريخ {}.", name(s, lang), f::price(b.close), b.date),
                Lang::En => writeln!(out, "{}: last close {} {currency} on {}.", name(s, lang), f::price(b.close), b.date),
            };
        }
        (None, None) => {}
    }
}

/// The moving average that reads the term's trend.
fn term_average(p: &TechnicalPicture, term: Term) -> Option<(Price, &'static str)> {
    match term {
        Term::Short => p.sma20.map(|v| (v, "20")),
        Term::Medium => p.sma50.map(|v| (v, "50")),
        Term::Long => p.sma200.map(|v| (v, "200")),
    }
}

pub(crate) fn technical(out: &mut String, s: &StockFacts, term: Term, lang: Lang) {
    let Some(p) = &s.picture else {
        let _ = writeln!(
            out,
            "{}",
            t(lang, "لا تتوفر مؤشرات فنية لهذا السهم بعد.", "No technical indicators are available for this stock yet.")
        );
        return;
    };
    let _ = match lang {
        Lang::Ar => {
            writeln!(out, "المؤشرات على الفاصل {} حتى {} ({}):", interval_label(p.interval).text(lang), p.as_of, term.label().text(lang))
        }
        Lang::En => writeln!(
            out,
            "Indicators on {} bars to {} ({}):",
            interval_label(p.interval).text(lang).to_lowercase(),
            p.as_of,
            term.label().text(lang)
        ),
    };
    if let Some((avg, days)) = term_average(p, term) {
        let above = p.close >= avg;
        let gap = f::distance_bp(avg, p.close).map(|bp| f::percent_bp(bp, true)).unwrap_or_default();
        let _ = match (lang, above) {
            (Lang::Ar, true) => {
                writeln!(out, "- الاتجاه صاعد: الإغلاق {} فوق المتوسط المتحرك {days} ({}) بنسبة {gap}.", f::price(p.close), f::price(avg))
            }
            (Lang::Ar, false) => {
                writeln!(out, "- الاتجاه هابط: الإغلاق {} دون المتوسط المتحرك {days} ({}) بنسبة {gap}.", f::price(p.close), f::price(avg))
            }
            (Lang::En, true) => writeln!(
                out,
                "- Uptrend: the close {} is above the {days}-period moving average ({}) by {gap}.",
                f::price(p.close),
                f::price(avg)
            ),
            (Lang::En, false) => writeln!(
                out,
                "- Downtrend: the close {} is below the {days}-period moving average ({}) by {gap}.",
                f::price(p.close),
                f::price(avg)
            ),
        };
    } else {
        let _ =
            writeln!(out, "{}", t(lang, "- لا يكفي التاريخ لحساب متوسط هذه المدة.", "- Not enough history for this term's moving average."));
    }
    if let (Some(a50), Some(a200)) = (p.sma50, p.sma200) {
        let _ = match (lang, a50 >= a200) {
            (Lang::Ar, true) => writeln!(out, "- المتوسط 50 ({}) فوق المتوسط 200 ({}).", f::price(a50), f::price(a200)),
            (Lang::Ar, false) => writeln!(out, "- المتوسط 50 ({}) دون المتوسط 200 ({}).", f::price(a50), f::price(a200)),
            (Lang::En, true) => writeln!(out, "- The 50-period average ({}) is above the 200-period ({}).", f::price(a50), f::price(a200)),
            (Lang::En, false) => writeln!(out, "- The 50-period average ({}) is below the 200-period ({}).", f::price(a50), f::price(a200)),
        };
    }
    if let Some(r) = p.rsi14_x100 {
        let state = match r {
            r if r >= 7_000 => t(lang, "تشبع شرائي", "overbought"),
            r if r <= 3_000 => t(lang, "تشبع بيعي", "oversold"),
            r if r >= 5_000 => t(lang, "زخم إيجابي", "positive momentum"),
            _ => t(lang, "زخم سلبي", "negative momentum"),
        };
        let _ = match lang {
            Lang::Ar => writeln!(out, "- مؤشر القوة النسبية (14) عند {}: {state}.", f::rsi(r)),
            Lang::En => writeln!(out, "- RSI (14) is {}: {state}.", f::rsi(r)),
        };
    }
    if let (Some(m), Some(sig)) = (p.macd, p.macd_signal) {
        let _ = match (lang, m >= sig) {
            (Lang::Ar, true) => writeln!(out, "- الماكد {} فوق خط الإشارة {}: زخم إيجابي.", f::signed_units(m), f::signed_units(sig)),
            (Lang::Ar, false) => writeln!(out, "- الماكد {} دون خط الإشارة {}: زخم سلبي.", f::signed_units(m), f::signed_units(sig)),
            (Lang::En, true) => {
                writeln!(out, "- MACD {} is above its signal line {}: positive momentum.", f::signed_units(m), f::signed_units(sig))
            }
            (Lang::En, false) => {
                writeln!(out, "- MACD {} is below its signal line {}: negative momentum.", f::signed_units(m), f::signed_units(sig))
            }
        };
    }
    if let (Some(lo), Some(hi)) = (p.bb_lower, p.bb_upper) {
        let _ = match lang {
            Lang::Ar => writeln!(out, "- نطاق بولينجر من {} إلى {}.", f::price(lo), f::price(hi)),
            Lang::En => writeln!(out, "- Bollinger bands run from {} to {}.", f::price(lo), f::price(hi)),
        };
    }
    let _ = match lang {
        Lang::Ar => writeln!(out, "- نطاق 52 أسبوعاً: من {} إلى {}.", f::price(p.low_52w), f::price(p.high_52w)),
        Lang::En => writeln!(out, "- 52-week range: {} to {}.", f::price(p.low_52w), f::price(p.high_52w)),
    };
    if let Some(sig) = p.signals.first() {
        let reasons: Vec<&str> = sig.reasons.iter().map(|r| r.text(lang)).collect();
        let _ = match (lang, sig.buy) {
            (Lang::Ar, true) => writeln!(out, "- آخر إشارة: شراء بتاريخ {} ({}).", sig.date, reasons.join("، ")),
            (Lang::Ar, false) => writeln!(out, "- آخر إشارة: بيع بتاريخ {} ({}).", sig.date, reasons.join("، ")),
            (Lang::En, true) => writeln!(out, "- Latest signal: buy on {} ({}).", sig.date, reasons.join("; ")),
            (Lang::En, false) => writeln!(out, "- Latest signal: sell on {} ({}).", sig.date, reasons.join("; ")),
        };
    }
    for e in p.events.iter().take(3) {
        let _ = writeln!(out, "- {}: {}.", e.date, e.title.text(lang));
    }
}

pub(crate) fn support_resistance(out: &mut String, s: &StockFacts, lang: Lang) {
    let l = &s.levels;
    let Some(price) = s.price() else { return };
    let line = |levels: &[crate::levels::Level]| {
        levels
            .iter()
            .map(|x| {
                let gap = f::distance_bp(price, x.price).map(|bp| f::percent_bp(bp, true)).unwrap_or_default();
                match lang {
                    Lang::Ar => format!("{} (تكوّن في {}، {gap} عن السعر)", f::price(x.price), x.date),
                    Lang::En => format!("{} (made on {}, {gap} from the price)", f::price(x.price), x.date),
                }
            })
            .collect::<Vec<_>>()
            .join(t(lang, "، ", "; ").as_str())
    };
    let _ = match lang {
        Lang::Ar => {
            let days =
                arabic_count(l.window as u64, ["{} يوم تداول", "يوم تداول", "يومَي تداول", "{} أيام تداول", "{} يوم تداول", "{} يوم تداول"]);
            writeln!(out, "الدعم والمقاومة من القمم والقيعان في آخر {days}:")
        }
        Lang::En => writeln!(out, "Support and resistance from the highs and lows of the last {} trading days:", l.window),
    };
    let none = t(lang, "لا يوجد", "none");
    let _ = match lang {
        Lang::Ar => writeln!(out, "- الدعم: {}.", if l.supports.is_empty() { none.clone() } else { line(&l.supports) }),
        Lang::En => writeln!(out, "- Support: {}.", if l.supports.is_empty() { none.clone() } else { line(&l.supports) }),
    };
    let _ = match lang {
        Lang::Ar => writeln!(out, "- المقاومة: {}.", if l.resistances.is_empty() { none } else { line(&l.resistances) }),
        Lang::En => writeln!(out, "- Resistance: {}.", if l.resistances.is_empty() { none } else { line(&l.resistances) }),
    };
}

pub(crate) fn shown(bp: Option<i64>) -> String {
    bp.map_or_else(|| "—".to_owned(), |bp| f::percent_bp(bp, true))
}

pub(crate) fn comparison(out: &mut String, a: &StockFacts, b: &StockFacts, lang: Lang) {
    let _ = writeln!(out, "{}", t(lang, "المقارنة:", "Comparison:"));
    // A table the screen draws side by side: `| label | first | second |` rows, the first the header.
    let as_of = |s: &StockFacts| s.as_of().map(|d| d.to_string()).unwrap_or_else(|| "—".to_owned());
    let price =
        |s: &StockFacts| s.price().map_or_else(|| "—".to_owned(), |p| format!("{} {}", f::price(p), s.stock.market.currency_in(lang)));
    let rsi = |s: &StockFacts| s.picture.as_ref().and_then(|p| p.rsi14_x100).map_or_else(|| "—".to_owned(), f::rsi);
    let risk = |s: &StockFacts, pick: fn(&platform::ports::RiskFigures) -> i32| {
        s.picture.as_ref().and_then(|p| p.risk).map_or_else(|| "—".to_owned(), |r| f::percent_bp(i64::from(pick(&r)), false))
    };
    let dividend_yield = |s: &StockFacts| {
        s.price()
            .and_then(|p| platform::ratios::dividend_yield_bp(s.trailing_dividends(), p))
            .map_or_else(|| "—".to_owned(), |bp| f::percent_bp(bp, false))
    };
    let rows: [(String, String, String); 9] = [
        (String::new(), name(a, lang), name(b, lang)),
        (t(lang, "السعر", "Price"), price(a), price(b)),
        (t(lang, "بتاريخ", "As of"), as_of(a), as_of(b)),
        (t(lang, "شهر", "1 month"), shown(a.change_bp(ChangePeriod::Month)), shown(b.change_bp(ChangePeriod::Month))),
        (t(lang, "ثلاثة أشهر", "3 months"), shown(a.change_bp(ChangePeriod::Quarter)), shown(b.change_bp(ChangePeriod::Quarter))),
        (t(lang, "سنة", "1 year"), shown(a.year_return_bp()), shown(b.year_return_bp())),
        (t(lang, "القوة النسبية (14)", "RSI (14)"), rsi(a), rsi(b)),
        (t(lang, "التذبذب السنوي", "Yearly volatility"), risk(a, |r| r.volatility_bp), risk(b, |r| r.volatility_bp)),
        (t(lang, "عائد التوزيعات", "Dividend yield"), dividend_yield(a), dividend_yield(b)),
    ];
    for (label, first, second) in rows {
        let _ = writeln!(out, "| {label} | {first} | {second} |");
    }
    if let (Some(ra), Some(rb)) = (a.year_return_bp(), b.year_return_bp()) {
        let (better, worse) = if ra >= rb { (a, b) } else { (b, a) };
        let _ = match lang {
            Lang::Ar => writeln!(out, "على مدى سنة، أداء {} أفضل من {}.", name(better, lang), name(worse, lang)),
            Lang::En => writeln!(out, "Over a year, {} did better than {}.", name(better, lang), name(worse, lang)),
        };
    }
}

pub(crate) fn dividends(out: &mut String, s: &StockFacts, lang: Lang) {
    if s.dividends.is_empty() {
        let _ = writeln!(
            out,
            "{}",
            t(
                lang,
                "لم تُسجّل توزيعات نقدية لهذا السهم في السنوات الخمس الأخيرة.",
                "No cash dividends are recorded for this stock in the last five years."
            )
        );
        return;
    }
    let _ = writeln!(out, "{}", t(lang, "التوزيعات النقدية للسهم (الأحدث أولاً):", "Cash dividends per share (newest first):"));
    for d in s.dividends.iter().rev().take(8) {
        let _ = match lang {
            Lang::Ar => writeln!(out, "- {} {} بتاريخ استحقاق {}.", f::price(d.amount), s.stock.market.currency_in(lang), d.ex_date),
            Lang::En => writeln!(out, "- {} {} with ex-date {}.", f::price(d.amount), s.stock.market.currency_in(lang), d.ex_date),
        };
    }
    let trailing = s.trailing_dividends();
    if let Some(bp) = s.price().and_then(|p| platform::ratios::dividend_yield_bp(trailing, p)) {
        let _ = match lang {
            Lang::Ar => {
                writeln!(
                    out,
                    "مجموع آخر 12 شهراً {} {} للسهم، أي عائد {} على السعر الحالي.",
                    f::price(trailing),
                    s.stock.market.currency_in(lang),
                    f::percent_bp(bp, false)
                )
            }
            Lang::En => writeln!(
                out,
                "The last 12 months paid {} {} per share, a yield of {} at today's price.",
                f::price(trailing),
                s.stock.market.currency_in(lang),
                f::percent_bp(bp, false)
            ),
        };
    }
}

pub(crate) fn summary(out: &mut String, s: &StockFacts, lang: Lang) {
    if let Some(cap) = s.price().and_then(|p| s.stock.market_cap(p)) {
        let _ = match lang {
            Lang::Ar => writeln!(out, "- القيمة السوقية {} {}.", f::whole(cap), s.stock.market.currency_in(lang)),
            Lang::En => writeln!(out, "- Market cap {} {}.", f::whole(cap), s.stock.market.currency_in(lang)),
        };
    }
    if let Some(p) = &s.picture {
        let _ = match lang {
            Lang::Ar => writeln!(out, "- نطاق 52 أسبوعاً من {} إلى {}.", f::price(p.low_52w), f::price(p.high_52w)),
            Lang::En => writeln!(out, "- 52-week range {} to {}.", f::price(p.low_52w), f::price(p.high_52w)),
        };
        if let Some(r) = p.risk {
            let beta = r.beta_x100.map_or_else(|| "—".to_owned(), f::rsi);
            let _ = match lang {
                Lang::Ar => writeln!(
                    out,
                    "- خلال سنة حتى {}: العائد {}، التذبذب {}، بيتا {beta}، أكبر تراجع {}.",
                    r.as_of,
                    f::percent_bp(i64::from(r.return_1y_bp), true),
                    f::percent_bp(i64::from(r.volatility_bp), false),
                    f::percent_bp(i64::from(r.max_drawdown_bp), false)
                ),
                Lang::En => writeln!(
                    out,
                    "- Over the year to {}: return {}, volatility {}, beta {beta}, largest fall {}.",
                    r.as_of,
                    f::percent_bp(i64::from(r.return_1y_bp), true),
                    f::percent_bp(i64::from(r.volatility_bp), false),
                    f::percent_bp(i64::from(r.max_drawdown_bp), false)
                ),
            };
        }
    }
    let trailing = s.trailing_dividends();
    if trailing.0 > 0
        && let Some(bp) = s.price().and_then(|p| platform::ratios::dividend_yield_bp(trailing, p))
    {
        let _ = match lang {
            Lang::Ar => writeln!(out, "- عائد التوزيعات لآخر 12 شهراً {}.", f::percent_bp(bp, false)),
            Lang::En => writeln!(out, "- Dividend yield over the last 12 months {}.", f::percent_bp(bp, false)),
        };
    }
    let _ = writeln!(
        out,
        "{}",
        t(
            lang,
            "لا تتوفر لدى إيفا القوائم المالية لهذا السهم؛ الأرقام أعلاه من بيانات السوق.",
            "Eva holds no financial statements for this stock; the figures above come from market data."
        )
    );
}
