//! The stock-analysis module's own messages, in Arabic and English; the spec's words (§5) where
//! it has them.

use platform::Message;

pub const AGREE_TO_TERMS: Message =
    Message::new("يرجى الموافقة على الشروط والأحكام وإخلاء المسؤولية", "Please agree to terms and conditions and disclaimer");
pub const FILL_REQUIRED: Message = Message::new("يرجى تعبئة جميع الحقول المطلوبة", "Please fill in all required fields");
pub const STOCKS_PER_PACKAGE: Message =
    Message::new("يرجى اختيار الأسهم حسب الباقة المختارة", "Please choose stocks according to the selected package");

pub const EMAIL_INVALID: Message = Message::new("البريد الإلكتروني غير صحيح", "The email address is not valid");
pub const PHONE_INVALID: Message = Message::new("رقم الجوال غير صحيح", "The phone number is not valid");
pub const NAME_TOO_LONG: Message = Message::new("الاسم أطول من 120 حرفاً", "The name is longer than 120 characters");
pub const INFO_TOO_LONG: Message =
    Message::new("المعلومات الإضافية أطول من 2000 حرف", "The extra information is longer than 2000 characters");
pub const TYPE_UNKNOWN: Message =
    Message::new("نوع التحليل مالي أو فني أو شامل", "The analysis type is financial, technical or comprehensive");
pub const NOT_A_PACKAGE: Message = Message::new("هذه الباقة ليست من باقات تحليل الأسهم", "This package is not a stock-analysis package");
pub const STOCK_UNKNOWN: Message = Message::new("يرجى اختيار سهم من القائمة", "Please choose a stock from the list");
pub const STOCK_TWICE: Message = Message::new("اختر كل سهم مرة واحدة", "Choose each stock once");
pub const PRICE_INVALID: Message = Message::new("متوسط السعر رقم أكبر من صفر", "The average price is a number above zero");
pub const QUANTITY_INVALID: Message = Message::new("الكمية عدد صحيح أكبر من صفر", "The quantity is a whole number above zero");
pub const PERCENT_INVALID: Message =
    Message::new("نسبة المحفظة رقم أكبر من صفر وحتى 100", "The portfolio percentage is a number above 0 and up to 100");
pub const OWNS_INVALID: Message = Message::new("حدد إن كنت تملك السهم", "Say whether you own the stock");
pub const NOT_THIS_PACKAGE_PLAN: Message = Message::new("هذه الخطة ليست من باقة الطلب", "This plan is not of the request's package");
pub const ALREADY_PAID: Message = Message::new("تم دفع هذا الطلب", "This request is paid already");

pub const NOT_IN_REVIEW: Message = Message::new("هذا الطلب ليس بانتظار المراجعة", "This request is not waiting for review");
pub const REVIEWED_BY_ANOTHER: Message = Message::new("يراجع هذا الطلب محلل آخر", "Another analyst is reviewing this request");
pub const NOT_OPEN: Message = Message::new("هذا الطلب لم يعد مفتوحاً للمراجعة", "This request is no longer open for review");
pub const COMMENTARY_REQUIRED: Message = Message::new("يرجى إضافة رأيك لكل مستند", "Please add your view to every document");
pub const COMMENTARY_TOO_LONG: Message = Message::new("الرأي أطول من 4000 حرف", "The view is longer than 4000 characters");
pub const CHOOSE_ANALYST: Message = Message::new("يرجى اختيار محلل", "Please choose an analyst");

pub const DELIVERED_SUBJECT: Message = Message::new("تحليل أسهمك جاهز", "Your stock analysis is ready");
pub const REMINDER_SUBJECT: Message = Message::new("تذكير: تحليل مستحق خلال 24 ساعة", "Reminder: an analysis is due within 24 hours");
pub const ESCALATION_SUBJECT: Message = Message::new("تصعيد: تحليل مستحق خلال 6 ساعات", "Escalation: an analysis is due within 6 hours");
