//! The research module's own messages, in Arabic and English.

use platform::Message;

pub const LANGUAGE_INVALID: Message = Message::new("اللغة يجب أن تكون العربية أو الإنجليزية", "The language must be Arabic or English");
pub const LINK_INVALID: Message = Message::new("الرابط يجب أن يبدأ بـ https:// أو http://", "The link must start with https:// or http://");
pub const DATE_INVALID: Message = Message::new("التاريخ غير صحيح، استخدم الصيغة 2026-11-26", "The date is not valid; use the form 2026-11-26");
pub const ARTICLE_NOT_FOUND: Message = Message::new("الخبر غير موجود", "The article was not found");
