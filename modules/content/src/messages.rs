//! The content module's own messages, in Arabic and English.

use platform::Message;

pub const NO_MARKUP: Message = Message::coded("NO_MARKUP", "لا يُسمح بوسوم HTML في هذا الحقل", "HTML tags are not allowed in this field");
pub const VERSION_CHANGED: Message = Message::coded(
    "VERSION_CHANGED",
    "حفظ شخص آخر نسخة أحدث من هذا النص، يرجى إعادة تحميله ثم الحفظ",
    "Someone saved a newer version of this text: reload it, then save again",
);
pub const UNKNOWN_DOCUMENT: Message =
    Message::coded("UNKNOWN_DOCUMENT", "الوثيقة المختارة غير موجودة", "The selected document does not exist");
pub const INVALID_DATE: Message =
    Message::coded("INVALID_DATE", "يرجى إدخال تاريخ صحيح بالصيغة YYYY-MM-DD", "Please enter a valid date as YYYY-MM-DD");
pub const DATE_RANGE_REVERSED: Message =
    Message::coded("DATE_RANGE_REVERSED", "يجب ألا يسبق تاريخ النهاية تاريخ البداية", "The end date must not be before the start date");
pub const FAQ_ORDER_MISMATCH: Message =
    Message::coded("FAQ_ORDER_MISMATCH", "يجب أن يذكر الترتيب كل سؤال مرة واحدة", "The order must list every question exactly once");
pub const ADVISOR_NOT_FOUND: Message = Message::coded("ADVISOR_NOT_FOUND", "المستشار غير موجود", "The advisor was not found");
pub const LICENCE_NUMBER_INVALID: Message = Message::coded(
    "LICENCE_NUMBER_INVALID",
    "رقم الترخيص يتكون من أرقام وحروف لاتينية فقط",
    "The licence number has only digits and Latin letters",
);
pub const FEEDBACK_NOT_FOUND: Message = Message::coded("FEEDBACK_NOT_FOUND", "الملاحظة غير موجودة", "The feedback was not found");
pub const MESSAGE_TOO_SHORT: Message = Message::coded(
    "MESSAGE_TOO_SHORT",
    "الرسالة قصيرة جداً، اكتب 10 أحرف على الأقل",
    "The message is too short: write at least 10 characters",
);
pub const TOO_MANY_LINKS: Message = Message::coded("TOO_MANY_LINKS", "الرسالة تحتوي على روابط كثيرة", "The message has too many links");
pub const RATING_RANGE: Message = Message::coded("RATING_RANGE", "التقييم من 1 إلى 5", "The rating is from 1 to 5");
pub const NOT_A_TESTIMONIAL: Message =
    Message::coded("NOT_A_TESTIMONIAL", "هذه الملاحظة ليست رأي عميل", "This feedback is not a client testimonial");
pub const NOTHING_CHANGED: Message =
    Message::coded("NOTHING_CHANGED", "لم يتغير شيء في النص، فلم تُحفظ نسخة جديدة", "Nothing changed: no new version was saved");
pub const REMOVED_ON_SAVE: Message = Message::coded(
    "REMOVED_ON_SAVE",
    "يحتوي النص على ما لا يُسمح به وسيُحذف عند الحفظ؛ راجع المعاينة ثم أكّد الحفظ",
    "The text holds what is not allowed and would be removed on saving: check the preview, then confirm",
);
