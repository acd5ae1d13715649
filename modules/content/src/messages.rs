//! The content module's own messages, in Arabic and English.

use platform::Message;

pub const NO_MARKUP: Message = Message::new("لا يُسمح بوسوم HTML في هذا الحقل", "HTML tags are not allowed in this field");
pub const VERSION_CHANGED: Message = Message::new(
    "حفظ شخص آخر نسخة أحدث من هذا النص، يرجى إعادة تحميله ثم الحفظ",
    "Someone saved a newer version of this text: reload it, then save again",
);
pub const UNKNOWN_DOCUMENT: Message = Message::new("الوثيقة المختارة غير موجودة", "The selected document does not exist");
pub const INVALID_DATE: Message =
    Message::new("يرجى إدخال تاريخ صحيح بالصيغة YYYY-MM-DD", "Please enter a valid date as YYYY-MM-DD");
pub const DATE_RANGE_REVERSED: Message =
    Message::new("يجب ألا يسبق تاريخ النهاية تاريخ البداية", "The end date must not be before the start date");
pub const FAQ_ORDER_MISMATCH: Message = Message::new(
    "يجب أن يذكر الترتيب كل سؤال مرة واحدة",
    "The order must list every question exactly once",
);
