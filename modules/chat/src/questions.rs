//! The ready questions of Eva Chat, and the term and interval a question may name.

use platform::Message;
use platform::ports::BarInterval;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadyQuestion {
    TechnicalAnalysis,
    SupportResistance,
    Compare,
    Dividends,
    FinancialSummary,
}

impl ReadyQuestion {
    pub const ALL: [ReadyQuestion; 5] = [
        ReadyQuestion::TechnicalAnalysis,
        ReadyQuestion::SupportResistance,
        ReadyQuestion::Compare,
        ReadyQuestion::Dividends,
        ReadyQuestion::FinancialSummary,
    ];

    pub fn id(self) -> i32 {
        match self {
            ReadyQuestion::TechnicalAnalysis => 1,
            ReadyQuestion::SupportResistance => 2,
            ReadyQuestion::Compare => 3,
            ReadyQuestion::Dividends => 4,
            ReadyQuestion::FinancialSummary => 5,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|q| q.id() == id)
    }

    pub fn title(self) -> Message {
        match self {
            ReadyQuestion::TechnicalAnalysis => Message::new("التحليل الفني للسهم", "Technical analysis of the stock"),
            ReadyQuestion::SupportResistance => Message::new("ما مستويات الدعم والمقاومة؟", "What are the support and resistance levels?"),
            ReadyQuestion::Compare => Message::new("قارن بين سهمين", "Compare two stocks"),
            ReadyQuestion::Dividends => Message::new("ما تاريخ توزيعات الأرباح؟", "What is the dividend history?"),
            ReadyQuestion::FinancialSummary => Message::new("ملخص مالي للسهم", "Financial summary of the stock"),
        }
    }

    pub fn description(self) -> Message {
        match self {
            ReadyQuestion::TechnicalAnalysis => Message::new(
                "الاتجاه والمتوسطات المتحركة ومؤشر القوة النسبية والماكد وآخر الإشارات، على فاصل ومدة تختارهما",
                "Trend, moving averages, RSI, MACD and the latest signals, on the interval and term you choose",
            ),
            ReadyQuestion::SupportResistance => Message::new(
                "أقرب مستويات الدعم والمقاومة من القمم والقيعان الأخيرة",
                "The nearest support and resistance from recent highs and lows",
            ),
            ReadyQuestion::Compare => {
                Message::new("الأداء والاتجاه والمخاطر لسهمين جنباً إلى جنب", "Performance, trend and risk of two stocks side by side")
            }
            ReadyQuestion::Dividends => Message::new(
                "التوزيعات النقدية في السنوات الأخيرة وعائدها على السعر الحالي",
                "Cash dividends of recent years and their yield at today's price",
            ),
            ReadyQuestion::FinancialSummary => Message::new(
                "القيمة السوقية ونطاق 52 أسبوعاً والعائد والتذبذب وبيتا",
                "Market cap, 52-week range, return, volatility and beta",
            ),
        }
    }

    pub fn needs_interval(self) -> bool {
        self == ReadyQuestion::TechnicalAnalysis
    }

    pub fn needs_term(self) -> bool {
        matches!(self, ReadyQuestion::TechnicalAnalysis | ReadyQuestion::SupportResistance | ReadyQuestion::Compare)
    }

    pub fn needs_compare(self) -> bool {
        self == ReadyQuestion::Compare
    }
}

/// How far ahead the user looks: it picks the averages and the window of highs and lows read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Term {
    Short,
    Medium,
    Long,
}

impl Term {
    pub const ALL: [Term; 3] = [Term::Short, Term::Medium, Term::Long];

    pub fn key(self) -> &'static str {
        match self {
            Term::Short => "short",
            Term::Medium => "medium",
            Term::Long => "long",
        }
    }

    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.key() == key)
    }

    pub fn label(self) -> Message {
        match self {
            Term::Short => Message::new("قصيرة المدى (أسابيع)", "Short term (weeks)"),
            Term::Medium => Message::new("متوسطة المدى (أشهر)", "Medium term (months)"),
            Term::Long => Message::new("طويلة المدى (سنة فأكثر)", "Long term (a year or more)"),
        }
    }

    /// Trading days of highs and lows read for support and resistance.
    pub fn window_days(self) -> usize {
        match self {
            Term::Short => 30,
            Term::Medium => 90,
            Term::Long => 250,
        }
    }
}

pub fn interval_key(interval: BarInterval) -> &'static str {
    match interval {
        BarInterval::Daily => "daily",
        BarInterval::Weekly => "weekly",
    }
}

pub fn interval_from_key(key: &str) -> Option<BarInterval> {
    [BarInterval::Daily, BarInterval::Weekly].into_iter().find(|i| interval_key(*i) == key)
}

pub fn interval_label(interval: BarInterval) -> Message {
    match interval {
        BarInterval::Daily => Message::new("يومي", "Daily"),
        BarInterval::Weekly => Message::new("أسبوعي", "Weekly"),
    }
}
