//! The notifications module's own messages, in Arabic and English.

use platform::Message;

pub const NOT_FOUND: Message = Message::coded("NOT_FOUND", "الإشعار غير موجود", "The notification was not found");
pub const UNKNOWN_KIND: Message = Message::coded("UNKNOWN_KIND", "نوع الإشعار غير معروف", "Unknown notification kind");
pub const DUPLICATE_KIND: Message =
    Message::coded("DUPLICATE_KIND", "نوع الإشعار مكرر في الطلب", "A notification kind is repeated in the request");
