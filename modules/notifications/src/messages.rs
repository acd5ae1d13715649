//! The notifications module's own messages, in Arabic and English.

use platform::Message;

pub const NOT_FOUND: Message = Message::new("الإشعار غير موجود", "The notification was not found");
pub const UNKNOWN_KIND: Message = Message::new("نوع الإشعار غير معروف", "Unknown notification kind");
pub const DUPLICATE_KIND: Message = Message::new("نوع الإشعار مكرر في الطلب", "A notification kind is repeated in the request");
