//! The notifications module's own messages, in Arabic and English.

use platform::Message;

pub const NOT_FOUND: Message = Message::coded("NOT_FOUND", "الإشعار غير موجود", "The notification was not found");
pub const UNKNOWN_KIND: Message = Message::coded("UNKNOWN_KIND", "نوع الإشعار غير معروف", "Unknown notification kind");
pub const DUPLICATE_KIND: Message =
    Message::coded("DUPLICATE_KIND", "نوع الإشعار مكرر في الطلب", "A notification kind is repeated in the request");
pub const PUSH_NOT_CONFIGURED: Message =
    Message::coded("PUSH_NOT_CONFIGURED", "إشعارات الجهاز غير مفعّلة في هذه المنصة", "Device notifications are not set up on this platform");
pub const PUSH_SERVICE_UNKNOWN: Message = Message::coded(
    "PUSH_SERVICE_UNKNOWN",
    "خدمة الإشعارات في هذا المتصفح ليست من الخدمات التي نرسل إليها",
    "This browser's push service is not one we deliver to",
);
pub const PUSH_KEY_INVALID: Message =
    Message::coded("PUSH_KEY_INVALID", "مفتاح التشفير الذي أرسله المتصفح غير صالح", "The encryption key the browser sent is not valid");
pub const DEVICE_NOT_FOUND: Message = Message::coded("DEVICE_NOT_FOUND", "الجهاز غير موجود", "The device was not found");
