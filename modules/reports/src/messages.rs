//! The reports module's own messages, in Arabic and English.

use platform::Message;

pub const UNKNOWN_STRATEGY: Message = Message::coded("UNKNOWN_STRATEGY", "الاستراتيجية غير معروفة", "Unknown strategy");
pub const UNKNOWN_ANSWER: Message = Message::coded("UNKNOWN_ANSWER", "إجابة غير معروفة", "Unknown answer");
pub const STOCK_NOT_FOUND: Message = Message::coded("STOCK_NOT_FOUND", "السهم غير موجود", "The stock was not found");
pub const NOT_RANKED: Message = Message::coded(
    "NOT_RANKED",
    "لا يوجد تقرير لهذا السهم بعد: لم تكفِ بياناته للتقييم",
    "There is no report for this stock yet: its data is not enough to score it",
);
