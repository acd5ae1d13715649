//! The product's shared server messages (spec §5 and §8), in Arabic and English.

use crate::i18n::Message;

pub const SERVER_ERROR: Message =
    Message::coded("SERVER_ERROR", "حدث خطأ. يرجى المحاولة لاحقاً", "An error occurred. Please try again later");
pub const GENERAL_ERROR: Message = Message::coded("GENERAL_ERROR", "حدث خطأ", "An error occurred");
pub const UNKNOWN_ERROR: Message =
    Message::coded("UNKNOWN_ERROR", "حدث خطأ ما، يرجى المحاولة مرة أخرى", "Something went wrong, please try again");
pub const INVALID_DATA: Message = Message::coded("INVALID_DATA", "البيانات المدخلة غير صالحة", "The given data was invalid");
pub const MALFORMED_JSON: Message = Message::coded("MALFORMED_JSON", "صيغة الطلب غير صالحة", "The request body is not valid JSON");
pub const PAYLOAD_TOO_LARGE: Message =
    Message::coded("PAYLOAD_TOO_LARGE", "حجم الطلب أكبر من المسموح", "The request is larger than allowed");
pub const NOT_FOUND: Message = Message::coded("NOT_FOUND", "الصفحة غير موجودة", "Not found");
pub const METHOD_NOT_ALLOWED: Message = Message::coded("METHOD_NOT_ALLOWED", "الطريقة غير مسموحة", "Method not allowed");
pub const UNAUTHENTICATED: Message = Message::coded("UNAUTHENTICATED", "يجب تسجيل الدخول أولاً", "You must be signed in");
pub const SESSION_EXPIRED: Message =
    Message::coded("SESSION_EXPIRED", "انتهت صلاحية الجلسة، يرجى تسجيل الدخول مرة أخرى", "Your session has ended, please sign in again");
pub const FORBIDDEN: Message = Message::coded("FORBIDDEN", "ليست لديك صلاحية لهذا الإجراء", "You are not allowed to do this");
pub const TOO_MANY_REQUESTS: Message =
    Message::coded("TOO_MANY_REQUESTS", "محاولات كثيرة، يرجى المحاولة بعد قليل", "Too many attempts, please try again shortly");
pub const CONFLICT: Message = Message::coded("CONFLICT", "يتعارض الطلب مع حالة حالية", "The request conflicts with the current state");
pub const NO_PAYMENT: Message =
    Message::coded("NO_PAYMENT", "هذه الميزة غير متاحة في اشتراكك المجاني", "This feature is not available in your free subscription");
pub const KYC_REQUIRED: Message =
    Message::coded("KYC_REQUIRED", "يرجى إكمال التحقق من الهوية أولاً", "Please complete identity verification first");
pub const PHONE_REQUIRED: Message = Message::coded("PHONE_REQUIRED", "يرجى إضافة رقم الجوال أولاً", "Please add your phone number first");

// Field validation (spec §5).
pub const FIELD_REQUIRED: Message = Message::coded("FIELD_REQUIRED", "هذا الحقل مطلوب", "This field is required");
pub const FIELD_WRONG_TYPE: Message = Message::coded("FIELD_WRONG_TYPE", "قيمة هذا الحقل غير صالحة", "This field has an invalid value");
pub const FIELD_UNKNOWN_VALUE: Message =
    Message::coded("FIELD_UNKNOWN_VALUE", "القيمة المختارة غير صالحة", "The selected value is invalid");
pub const FIELD_OUT_OF_RANGE: Message =
    Message::coded("FIELD_OUT_OF_RANGE", "القيمة خارج النطاق المسموح", "This value is outside the allowed range");
pub const FIELD_TOO_LONG: Message = Message::coded("FIELD_TOO_LONG", "النص أطول من المسموح", "This text is too long");
pub const BODY_TOO_SLOW: Message = Message::coded(
    "BODY_TOO_SLOW",
    "استغرق إرسال الطلب وقتاً طويلاً، يرجى المحاولة مرة أخرى",
    "The request took too long to arrive, please try again",
);
pub const PICTURE_TOO_MANY_PIXELS: Message = Message::coded(
    "PICTURE_TOO_MANY_PIXELS",
    "أبعاد الصورة كبيرة جداً: 8000 بكسل للضلع و40 مليون بكسل على الأكثر",
    "The picture is too large: at most 8,000 pixels a side and 40 million pixels",
);
pub const INVALID_EMAIL: Message = Message::coded("INVALID_EMAIL", "يرجى إدخال بريد إلكتروني صحيح", "Please enter a valid email address");
pub const PASSWORD_TOO_SHORT: Message =
    Message::coded("PASSWORD_TOO_SHORT", "يجب ألا تقل كلمة المرور عن 8 أحرف", "Password must be at least 8 characters");
/// Where a password replaces another (reset, change): the spec's words.
pub const PASSWORDS_DO_NOT_MATCH: Message =
    Message::coded("PASSWORDS_DO_NOT_MATCH", "كلمتا المرور الجديدتان غير متطابقتين", "New passwords do not match");
/// At sign-up nothing is new yet.
pub const CONFIRMATION_DOES_NOT_MATCH: Message =
    Message::coded("CONFIRMATION_DOES_NOT_MATCH", "كلمتا المرور غير متطابقتين", "The passwords do not match");
pub const INVALID_PHONE: Message = Message::coded("INVALID_PHONE", "يرجى إدخال رقم جوال صحيح", "Please enter a valid phone number");
pub const CODE_REQUIRED: Message = Message::coded("CODE_REQUIRED", "رمز التحقق مطلوب", "Verification code is required");
pub const TERMS_REQUIRED: Message =
    Message::coded("TERMS_REQUIRED", "يجب الموافقة على الشروط والأحكام", "You must agree to the terms and conditions");
pub const FILL_ALL_FIELDS: Message = Message::coded("FILL_ALL_FIELDS", "يرجى تعبئة جميع الحقول", "Please fill in all fields");
/// A list staff hid (issue 36), to a reader who is not its analyst or staff.
pub const LIST_WITHDRAWN: Message = Message::coded("LIST_WITHDRAWN", "سحب فريق إيفا هذه القائمة", "Eva withdrew this list");
/// A list staff hid, to its analyst trying to change it or publish in it.
pub const LIST_HIDDEN_FROZEN: Message = Message::coded(
    "LIST_HIDDEN_FROZEN",
    "أخفى فريق إيفا هذه القائمة، فلا يمكن تعديلها أو النشر فيها حتى يعيد إظهارها",
    "Eva hid this list: it cannot be changed or published in until it is shown again",
);
pub const STOCK_UNKNOWN: Message = Message::coded("STOCK_UNKNOWN", "يرجى اختيار سهم من القائمة", "Please choose a stock from the list");
pub const STOCK_OUTSIDE_MARKET: Message =
    Message::coded("STOCK_OUTSIDE_MARKET", "هذا السهم ليس من سوق القائمة", "This stock is not in the list's market");
