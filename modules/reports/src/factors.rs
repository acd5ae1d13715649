//! The factors a stock is scored on, each computed from the market data Eva keeps: closes, the
//! technical picture (moving averages, RSI, risk figures) and cash dividends. Returns and ratios
//! are in basis points (1% = 100).

use platform::Message;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Factor {
    /// Price change since the close three months (91 days) before.
    Return3m,
    /// Since the close six months (182 days) before.
    Return6m,
    /// Over the last year (the market's risk figures).
    Return1y,
    /// Annualised volatility of daily returns: lower is better.
    Volatility,
    /// The deepest fall from a high in the last year: lower is better.
    MaxDrawdown,
    /// Cash dividends with an ex-date in the last 365 days over the last close.
    DividendYield,
    /// How far the close is below the 52-week high: a deeper discount scores higher.
    DiscountFromHigh,
    /// 0–100: above the 50-day average (35), above the 200-day average (35), RSI(14) between 40
    /// and 70 (30; 15 when within ten points outside that band).
    Trend,
}

impl Factor {
    /// Whether a larger value is better.
    pub fn higher_is_better(self) -> bool {
        !matches!(self, Factor::Volatility | Factor::MaxDrawdown)
    }

    pub fn name(self) -> Message {
        match self {
            Factor::Return3m => Message::new("العائد لثلاثة أشهر", "3-month return"),
            Factor::Return6m => Message::new("العائد لستة أشهر", "6-month return"),
            Factor::Return1y => Message::new("العائد لسنة", "1-year return"),
            Factor::Volatility => Message::new("التذبذب السنوي", "Annual volatility"),
            Factor::MaxDrawdown => Message::new("أقصى تراجع", "Maximum drawdown"),
            Factor::DividendYield => Message::new("عائد التوزيعات", "Dividend yield"),
            Factor::DiscountFromHigh => Message::new("الخصم عن القمة السنوية", "Discount from the 52-week high"),
            Factor::Trend => Message::new("الاتجاه الفني", "Technical trend"),
        }
    }

    /// What the factor means for the score, as the stock report explains it.
    pub fn explanation(self) -> Message {
        match self {
            Factor::Return3m => Message::new(
                "تغير السعر منذ إغلاق ما قبل 91 يوماً (ثلاثة أشهر)؛ الأعلى أفضل.",
                "The price change since the close 91 days (three months) before; higher is better.",
            ),
            Factor::Return6m => Message::new(
                "تغير السعر منذ إغلاق ما قبل 182 يوماً (ستة أشهر)؛ الأعلى أفضل.",
                "The price change since the close 182 days (six months) before; higher is better.",
            ),
            Factor::Return1y => {
                Message::new("تغير السعر خلال آخر سنة؛ الأعلى أفضل.", "The price change over the last year; higher is better.")
            }
            Factor::Volatility => Message::new(
                "الانحراف المعياري السنوي للعوائد اليومية؛ الأقل أفضل.",
                "The annualised standard deviation of daily returns; lower is better.",
            ),
            Factor::MaxDrawdown => Message::new(
                "أعمق هبوط من قمة إلى قاع خلال السنة؛ الأقل أفضل.",
                "The deepest fall from a peak to a trough in the year; lower is better.",
            ),
            Factor::DividendYield => Message::new(
                "التوزيعات النقدية خلال 365 يوماً مقسومة على آخر سعر؛ الأعلى أفضل.",
                "Cash dividends over 365 days divided by the last close; higher is better.",
            ),
            Factor::DiscountFromHigh => Message::new(
                "بُعد السعر عن أعلى سعر خلال 52 أسبوعاً؛ الخصم الأكبر أفضل لاستراتيجية القيمة.",
                "How far the price is below its 52-week high; a deeper discount is better for value.",
            ),
            Factor::Trend => Message::new(
                "فوق متوسط 50 يوماً (35)، فوق متوسط 200 يوم (35)، ومؤشر القوة النسبية بين 40 و70 (30).",
                "Above the 50-day average (35), above the 200-day average (35), and RSI(14) between 40 and 70 (30).",
            ),
        }
    }
}

/// The trend points (0–100) from the close, its averages and RSI × 100.
pub fn trend_points(close: i64, sma50: Option<i64>, sma200: Option<i64>, rsi_x100: Option<i32>) -> Option<i64> {
    let (sma50, sma200, rsi) = (sma50?, sma200?, rsi_x100?);
    let mut points = 0;
    if close > sma50 {
        points += 35;
    }
    if close > sma200 {
        points += 35;
    }
    points += match rsi {
        4_000..=7_000 => 30,
        3_000..=3_999 | 7_001..=8_000 => 15,
        _ => 0,
    };
    Some(points)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trend_by_hand() {
        assert_eq!(trend_points(110, Some(100), Some(120), Some(5_500)), Some(65));
        assert_eq!(trend_points(130, Some(100), Some(120), Some(7_500)), Some(85));
        assert_eq!(trend_points(90, Some(100), Some(120), Some(2_000)), Some(0));
        assert_eq!(trend_points(90, None, Some(120), Some(2_000)), None);
    }
}
