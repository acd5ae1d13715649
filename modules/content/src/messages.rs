//! The content module's own messages, in Arabic and English.

use platform::Message;

pub const NO_MARKUP: Message = Message::new("لا يُسمح بوسوم HTML في هذا الحقل", "HTML tags are not allowed in this field");
pub const VERSION_CHANGED: Message = Message::new(
    "حفظ شخص آخر نسخة أحدث من هذا النص، يرجى إعادة تحميله ثم الحفظ",
    "Someone saved a newer version of this text: reload it, then save again",
);
pub const UNKNOWN_DOCUMENT: Message = Message::new("الوثيقة المختارة غير موجودة", "The selected document does not exist");
pub const INVALID_DATE: Message = Message::new("يرجى إدخال تاريخ صحيح بالصيغة YYYY-MM-DD", "Please enter a valid date as YYYY-MM-DD");
pub const DATE_RANGE_REVERSED: Message =
    Message::new("يجب ألا يسبق تاريخ النهاية تاريخ البداية", "The end date must not be before the start date");
pub const FAQ_ORDER_MISMATCH: Message =
    Message::new("يجب أن يذكر الترتيب كل سؤال مرة واحدة", "The order must list every question exactly once");
pub const ADVISOR_NOT_FOUND: Message = Message::new("المستشار غير موجود", "The advisor was not found");
pub const LICENCE_NUMBER_INVALID: Message =
    Message::new("رقم الترخيص يتكون من أرقام وحروف لاتينية فقط", "The licence number has only digits and Latin letters");
pub const FEEDBACK_NOT_FOUND: Message = Message::new("الملاحظة غير موجودة", "The feedback was not found");
pub const MESSAGE_TOO_SHORT: Message =
    Message::new("الرسالة قصيرة جداً، اكتب 10 أحرف على الأقل", "The message is too short: write at least 10 characters");
pub const TOO_MANY_LINKS: Message = Message::new("الرسالة تحتوي على روابط كثيرة", "The message has too many links");
pub const RATING_RANGE: Message = Message::new("التقييم من 1 إلى 5", "The rating is from 1 to 5");
pub const NOT_A_TESTIMONIAL: Message = Message::new("هذه الملاحظة ليست رأي عميل", "This feedback is not a client testimonial");
pub const NOTHING_CHANGED: Message = Message::new("لم يتغير شيء في النص، فلم تُحفظ نسخة جديدة", "Nothing changed: no new version was saved");
pub const REMOVED_ON_SAVE: Message = Message::new(
    "يحتوي النص على ما لا يُسمح به وسيُحذف عند الحفظ؛ راجع المعاينة ثم أكّد الحفظ",
    "The text holds what is not allowed and would be removed on saving: check the preview, then confirm",
);
