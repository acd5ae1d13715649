//! The research module's own messages, in Arabic and English.

use platform::Message;

pub const LANGUAGE_INVALID: Message =
    Message::coded("LANGUAGE_INVALID", "اللغة يجب أن تكون العربية أو الإنجليزية", "The language must be Arabic or English");
pub const LINK_INVALID: Message =
    Message::coded("LINK_INVALID", "الرابط يجب أن يبدأ بـ https:// أو http://", "The link must start with https:// or http://");
pub const DATE_INVALID: Message =
    Message::coded("DATE_INVALID", "التاريخ غير صحيح، استخدم الصيغة 2026-11-26", "The date is not valid; use the form 2026-11-26");
pub const NEWS_LANGUAGE_INVALID: Message = Message::coded(
    "NEWS_LANGUAGE_INVALID",
    "لغة الأخبار إما ar (العربية) أو en (الإنجليزية)",
    "The news language is ar (Arabic) or en (English)",
);
pub const ARTICLE_NOT_FOUND: Message = Message::coded("ARTICLE_NOT_FOUND", "الخبر غير موجود", "The article was not found");
pub const RESEARCH_NOT_FOUND: Message = Message::coded("RESEARCH_NOT_FOUND", "البحث غير موجود", "The research was not found");
pub const NO_SUCH_LANGUAGE: Message =
    Message::coded("NO_SUCH_LANGUAGE", "هذا البحث غير متاح بهذه اللغة", "This research is not available in this language");
pub const PDF_REQUIRED: Message =
    Message::coded("PDF_REQUIRED", "يرجى رفع ملف البحث بالعربية أو بالإنجليزية", "Please upload the research file in Arabic or in English");
pub const PDF_TYPE: Message = Message::coded("PDF_TYPE", "الملف يجب أن يكون PDF", "The file must be a PDF");
pub const PDF_UNREADABLE: Message =
    Message::coded("PDF_UNREADABLE", "تعذر فتح ملف PDF، تأكد من سلامته", "The PDF could not be opened; check that it is not damaged");
pub const PDF_TOO_LARGE: Message = Message::coded("PDF_TOO_LARGE", "حجم الملف أكبر من 30 ميجابايت", "The file is larger than 30 MB");
pub const INVALID_FORM: Message = Message::coded("INVALID_FORM", "تعذر قراءة النموذج", "The form could not be read");
