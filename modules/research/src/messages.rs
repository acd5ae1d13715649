//! The research module's own messages, in Arabic and English.

use platform::Message;

pub const LANGUAGE_INVALID: Message = Message::new("اللغة يجب أن تكون العربية أو الإنجليزية", "The language must be Arabic or English");
pub const LINK_INVALID: Message = Message::new("الرابط يجب أن يبدأ بـ https:// أو http://", "The link must start with https:// or http://");
pub const DATE_INVALID: Message =
    Message::new("التاريخ غير صحيح، استخدم الصيغة 2026-11-26", "The date is not valid; use the form 2026-11-26");
pub const NEWS_LANGUAGE_INVALID: Message =
    Message::new("لغة الأخبار إما ar (العربية) أو en (الإنجليزية)", "The news language is ar (Arabic) or en (English)");
pub const ARTICLE_NOT_FOUND: Message = Message::new("الخبر غير موجود", "The article was not found");
pub const RESEARCH_NOT_FOUND: Message = Message::new("البحث غير موجود", "The research was not found");
pub const NO_SUCH_LANGUAGE: Message = Message::new("هذا البحث غير متاح بهذه اللغة", "This research is not available in this language");
pub const PDF_REQUIRED: Message =
    Message::new("يرجى رفع ملف البحث بالعربية أو بالإنجليزية", "Please upload the research file in Arabic or in English");
pub const PDF_TYPE: Message = Message::new("الملف يجب أن يكون PDF", "The file must be a PDF");
pub const PDF_UNREADABLE: Message =
    Message::new("تعذر فتح ملف PDF، تأكد من سلامته", "The PDF could not be opened; check that it is not damaged");
pub const PDF_TOO_LARGE: Message = Message::new("حجم الملف أكبر من 30 ميجابايت", "The file is larger than 30 MB");
pub const INVALID_FORM: Message = Message::new("تعذر قراءة النموذج", "The form could not be read");
