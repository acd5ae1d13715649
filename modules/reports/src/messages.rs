//! The reports module's own messages, in Arabic and English.

use platform::Message;

pub const UNKNOWN_STRATEGY: Message = Message::new("الاستراتيجية غير معروفة", "Unknown strategy");
pub const UNKNOWN_ANSWER: Message = Message::new("إجابة غير معروفة", "Unknown answer");
pub const STOCK_NOT_FOUND: Message = Message::new("السهم غير موجود", "The stock was not found");
pub const NOT_RANKED: Message = Message::new(
    "لا يوجد تقرير لهذا السهم بعد: لم تكفِ بياناته للتقييم",
    "There is no report for this stock yet: its data is not enough to score it",
);
