//! The three kinds of analysis (spec §3), with the help the form shows for each.

use platform::Message;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnalysisType {
    Financial,
    Technical,
    Comprehensive,
}

impl AnalysisType {
    pub const ALL: &'static [(&'static str, AnalysisType)] =
        &[("financial", AnalysisType::Financial), ("technical", AnalysisType::Technical), ("comprehensive", AnalysisType::Comprehensive)];

    pub fn key(self) -> &'static str {
        match self {
            AnalysisType::Financial => "financial",
            AnalysisType::Technical => "technical",
            AnalysisType::Comprehensive => "comprehensive",
        }
    }

    pub fn parse(key: &str) -> Option<Self> {
        Self::ALL.iter().find(|(k, _)| *k == key).map(|(_, t)| *t)
    }

    pub fn name(self) -> Message {
        match self {
            AnalysisType::Financial => Message::new("تحليل مالي", "Financial analysis"),
            AnalysisType::Technical => Message::new("تحليل فني", "Technical analysis"),
            AnalysisType::Comprehensive => Message::new("تحليل شامل", "Comprehensive analysis"),
        }
    }

    /// What the document covers, as the form's help says it.
    pub fn help(self) -> Message {
        match self {
            AnalysisType::Financial => Message::new(
                "قراءة في أرقام الشركة: الربحية والتوزيعات والقيمة السوقية ومكرر الأرباح، ومقارنتها بتاريخ السهم.",
                "A reading of the company's figures: profitability, dividends, market value and earnings multiple, against the stock's own history.",
            ),
            AnalysisType::Technical => Message::new(
                "قراءة في حركة السعر: الاتجاه والمتوسطات المتحركة والزخم ومستويات الدعم والمقاومة وأحجام التداول.",
                "A reading of the price: trend, moving averages, momentum, support and resistance levels and traded volumes.",
            ),
            AnalysisType::Comprehensive => Message::new(
                "التحليلان المالي والفني معاً، مع خلاصة تجمعهما ومراجعة لمركزك إن كنت تملك السهم.",
                "Both the financial and the technical analysis, with a conclusion that joins them and a review of your position if you hold the stock.",
            ),
        }
    }
}
