//! The subscriptions module's own messages, in Arabic and English (spec §5 wording where it has one).

use platform::Message;

pub const SELECT_PAYMENT_METHOD: Message = Message::new("يرجى اختيار طريقة الدفع", "Please select a payment method");
pub const METHOD_UNAVAILABLE: Message =
    Message::new("طريقة الدفع هذه غير متاحة لهذا المبلغ", "This payment method is not available for this amount");
pub const PLAN_UNAVAILABLE: Message = Message::new("هذه الباقة غير متاحة حالياً", "This plan is not available");
pub const COUPON_UNKNOWN: Message = Message::new("رمز الخصم غير صحيح", "This coupon code is not valid");
pub const COUPON_EXPIRED: Message = Message::new("انتهت صلاحية رمز الخصم", "This coupon has expired");
pub const COUPON_NOT_STARTED: Message = Message::new("رمز الخصم غير فعّال بعد", "This coupon is not active yet");
pub const COUPON_USED_UP: Message = Message::new("تم استخدام رمز الخصم بالحد الأقصى", "This coupon has been used up");
pub const COUPON_NOT_FOR_PRODUCT: Message =
    Message::new("رمز الخصم لا ينطبق على هذه الباقة", "This coupon does not apply to this plan");
pub const INVALID_ATTEMPT_KEY: Message =
    Message::new("معرّف محاولة الدفع غير صالح", "The payment attempt key is not valid");
pub const PROVIDER_UNAVAILABLE: Message = Message::new(
    "تعذر الاتصال بمزود الدفع، لم يتم خصم أي مبلغ. يرجى المحاولة لاحقاً",
    "The payment provider could not be reached. Nothing was charged; please try again later",
);
pub const CARD_DECLINED: Message = Message::new("تم رفض البطاقة", "The card was declined");
pub const THREE_DS_FAILED: Message = Message::new("فشل التحقق من البطاقة", "The card verification failed");
pub const PAYMENT_CANCELLED: Message = Message::new("تم إلغاء عملية الدفع", "The payment was cancelled");
pub const BNPL_REJECTED: Message = Message::new("لم تتم الموافقة على التقسيط", "The instalment plan was not approved");
pub const EXPIRING_SUBJECT: Message = Message::new("اشتراكك في إيفا ينتهي قريباً", "Your Eva subscription ends soon");
