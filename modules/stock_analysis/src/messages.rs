//! The stock-analysis module's own messages, in Arabic and English; the spec's words (§5) where
//! it has them.

use platform::Message;

pub const AGREE_TO_TERMS: Message = Message::coded(
    "AGREE_TO_TERMS",
    "يرجى الموافقة على الشروط والأحكام وإخلاء المسؤولية",
    "Please agree to terms and conditions and disclaimer",
);
pub const FILL_REQUIRED: Message = Message::coded("FILL_REQUIRED", "يرجى تعبئة جميع الحقول المطلوبة", "Please fill in all required fields");
pub const STOCKS_PER_PACKAGE: Message =
    Message::coded("STOCKS_PER_PACKAGE", "يرجى اختيار الأسهم حسب الباقة المختارة", "Please choose stocks according to the selected package");

pub const EMAIL_INVALID: Message = Message::coded("EMAIL_INVALID", "البريد الإلكتروني غير صحيح", "The email address is not valid");
pub const PHONE_INVALID: Message = Message::coded("PHONE_INVALID", "رقم الجوال غير صحيح", "The phone number is not valid");
pub const NAME_TOO_LONG: Message = Message::coded("NAME_TOO_LONG", "الاسم أطول من 120 حرفاً", "The name is longer than 120 characters");
pub const INFO_TOO_LONG: Message =
    Message::coded("INFO_TOO_LONG", "المعلومات الإضافية أطول من 2000 حرف", "The extra information is longer than 2000 characters");
pub const TYPE_UNKNOWN: Message =
    Message::coded("TYPE_UNKNOWN", "نوع التحليل مالي أو فني أو شامل", "The analysis type is financial, technical or comprehensive");
pub const NOT_A_PACKAGE: Message =
    Message::coded("NOT_A_PACKAGE", "هذه الباقة ليست من باقات تحليل الأسهم", "This package is not a stock-analysis package");
pub use platform::messages::STOCK_UNKNOWN;
pub const STOCK_TWICE: Message = Message::coded("STOCK_TWICE", "اختر كل سهم مرة واحدة", "Choose each stock once");
pub const PRICE_INVALID: Message =
    Message::coded("PRICE_INVALID", "متوسط السعر رقم أكبر من صفر", "The average price is a number above zero");
pub const QUANTITY_INVALID: Message =
    Message::coded("QUANTITY_INVALID", "الكمية عدد صحيح أكبر من صفر", "The quantity is a whole number above zero");
pub const PERCENT_INVALID: Message = Message::coded(
    "PERCENT_INVALID",
    "نسبة المحفظة رقم أكبر من صفر وحتى 100",
    "The portfolio percentage is a number above 0 and up to 100",
);
pub const OWNS_INVALID: Message = Message::coded("OWNS_INVALID", "حدد إن كنت تملك السهم", "Say whether you own the stock");
pub const NOT_THIS_PACKAGE_PLAN: Message =
    Message::coded("NOT_THIS_PACKAGE_PLAN", "هذه الخطة ليست من باقة الطلب", "This plan is not of the request's package");
pub const ALREADY_PAID: Message = Message::coded("ALREADY_PAID", "تم دفع هذا الطلب", "This request is paid already");

pub const NOT_IN_REVIEW: Message =
    Message::coded("NOT_IN_REVIEW", "هذا الطلب ليس بانتظار المراجعة", "This request is not waiting for review");
pub const REVIEWED_BY_ANOTHER: Message =
    Message::coded("REVIEWED_BY_ANOTHER", "يراجع هذا الطلب محلل آخر", "Another analyst is reviewing this request");
pub const NOT_OPEN: Message = Message::coded("NOT_OPEN", "هذا الطلب لم يعد مفتوحاً للمراجعة", "This request is no longer open for review");
pub const COMMENTARY_REQUIRED: Message =
    Message::coded("COMMENTARY_REQUIRED", "يرجى إضافة رأيك لكل مستند", "Please add your view to every document");
pub const COMMENTARY_TOO_LONG: Message =
    Message::coded("COMMENTARY_TOO_LONG", "الرأي أطول من 4000 حرف", "The view is longer than 4000 characters");
pub const CHOOSE_ANALYST: Message = Message::coded("CHOOSE_ANALYST", "يرجى اختيار محلل", "Please choose an analyst");

pub const DELIVERED_SUBJECT: Message = Message::coded("DELIVERED_SUBJECT", "تحليل أسهمك جاهز", "Your stock analysis is ready");
pub const REMINDER_SUBJECT: Message =
    Message::coded("REMINDER_SUBJECT", "تذكير: تحليل مستحق خلال 24 ساعة", "Reminder: an analysis is due within 24 hours");
pub const ESCALATION_SUBJECT: Message =
    Message::coded("ESCALATION_SUBJECT", "تصعيد: تحليل مستحق خلال 6 ساعات", "Escalation: an analysis is due within 6 hours");
