//! The subscriptions module's own messages, in Arabic and English (spec §5 wording where it has one).

use platform::Message;

pub const SELECT_PAYMENT_METHOD: Message =
    Message::coded("SELECT_PAYMENT_METHOD", "يرجى اختيار طريقة الدفع", "Please select a payment method");
pub const METHOD_UNAVAILABLE: Message =
    Message::coded("METHOD_UNAVAILABLE", "طريقة الدفع هذه غير متاحة لهذا المبلغ", "This payment method is not available for this amount");
pub const PLAN_UNAVAILABLE: Message = Message::coded("PLAN_UNAVAILABLE", "هذه الباقة غير متاحة حالياً", "This plan is not available");
pub const COUPON_UNKNOWN: Message = Message::coded("COUPON_UNKNOWN", "رمز الخصم غير صحيح", "This coupon code is not valid");
pub const COUPON_EXPIRED: Message = Message::coded("COUPON_EXPIRED", "انتهت صلاحية رمز الخصم", "This coupon has expired");
pub const COUPON_NOT_STARTED: Message = Message::coded("COUPON_NOT_STARTED", "رمز الخصم غير فعّال بعد", "This coupon is not active yet");
pub const COUPON_USED_UP: Message = Message::coded("COUPON_USED_UP", "تم استخدام رمز الخصم بالحد الأقصى", "This coupon has been used up");
pub const COUPON_NOT_FOR_PRODUCT: Message =
    Message::coded("COUPON_NOT_FOR_PRODUCT", "رمز الخصم لا ينطبق على هذه الباقة", "This coupon does not apply to this plan");
pub const INVALID_ATTEMPT_KEY: Message =
    Message::coded("INVALID_ATTEMPT_KEY", "معرّف محاولة الدفع غير صالح", "The payment attempt key is not valid");
pub const PROVIDER_UNAVAILABLE: Message = Message::coded(
    "PROVIDER_UNAVAILABLE",
    "تعذر الاتصال بمزود الدفع، لم يتم خصم أي مبلغ. يرجى المحاولة لاحقاً",
    "The payment provider could not be reached. Nothing was charged; please try again later",
);
pub const CARD_DECLINED: Message = Message::coded("CARD_DECLINED", "تم رفض البطاقة", "The card was declined");
pub const THREE_DS_FAILED: Message = Message::coded("THREE_DS_FAILED", "فشل التحقق من البطاقة", "The card verification failed");
pub const PAYMENT_CANCELLED: Message = Message::coded("PAYMENT_CANCELLED", "تم إلغاء عملية الدفع", "The payment was cancelled");
pub const BNPL_REJECTED: Message = Message::coded("BNPL_REJECTED", "لم تتم الموافقة على التقسيط", "The instalment plan was not approved");
pub const EXPIRING_SUBJECT: Message = Message::coded("EXPIRING_SUBJECT", "اشتراكك في إيفا ينتهي قريباً", "Your Eva subscription ends soon");
pub const NOT_REFUNDABLE: Message =
    Message::coded("NOT_REFUNDABLE", "يمكن استرداد المدفوعات المكتملة فقط", "Only a paid payment can be refunded");
pub const REFUND_REFUSED: Message =
    Message::coded("REFUND_REFUSED", "رفض مزود الدفع استرداد هذه العملية", "The payment provider refused to refund this payment");
pub const COUPON_CODE_TAKEN: Message = Message::coded("COUPON_CODE_TAKEN", "رمز الخصم مستخدم من قبل", "This coupon code is already in use");
pub const INVALID_CODE: Message =
    Message::coded("INVALID_CODE", "يتكون الرمز من 3 إلى 40 حرفاً إنجليزياً أو رقماً أو - أو _", "A code is 3 to 40 letters, digits, - or _");
pub const INVALID_PLAN_TYPE: Message = Message::coded("INVALID_PLAN_TYPE", "مدة الباقة غير معروفة", "Unknown plan duration");
pub const INVALID_PRICE: Message = Message::coded("INVALID_PRICE", "يجب ألا يقل السعر عن 1 ر.س", "A price must be at least 1 SAR");
pub const INVALID_PERCENT: Message =
    Message::coded("INVALID_PERCENT", "يجب أن تكون النسبة بين 0 و100", "A percentage must be between 0 and 100");
pub const INVALID_FEATURE: Message = Message::coded("INVALID_FEATURE", "ميزة غير معروفة", "Unknown feature");
pub const WINDOW_REVERSED: Message =
    Message::coded("WINDOW_REVERSED", "يجب أن تكون نهاية الصلاحية بعد بدايتها", "The end must be after the start");
pub const NOTHING_TO_PAY: Message = Message::coded(
    "NOTHING_TO_PAY",
    "لا يمكن شراء هذه الخطة: سعرها بعد الخصم صفر",
    "This plan cannot be bought: its price after the discount is zero",
);
pub const REFUND_REASON_REQUIRED: Message = Message::coded(
    "REFUND_REASON_REQUIRED",
    "يرجى كتابة سبب الاسترداد، فهو يُحفظ مع الدفعة",
    "Please write why it is refunded: it is kept with the payment",
);
pub const REFUND_AMOUNT_INVALID: Message = Message::coded(
    "REFUND_AMOUNT_INVALID",
    "يجب أن يكون مبلغ الاسترداد أكبر من صفر ولا يتجاوز المبلغ المدفوع",
    "The refund must be more than zero and no more than what was paid",
);
pub const ALREADY_REFUNDED: Message = Message::coded(
    "ALREADY_REFUNDED",
    "استُرد جزء من هذه الدفعة من قبل، ولا تُسترد الدفعة إلا مرة واحدة",
    "Part of this payment was refunded already: a payment is refunded once",
);
