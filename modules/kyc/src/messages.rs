//! The kyc module's own messages, in Arabic and English.

use platform::Message;

pub const IDENTITY_INVALID: Message = Message::coded(
    "IDENTITY_INVALID",
    "رقم الهوية غير صحيح: عشرة أرقام تبدأ بـ 1 للمواطن أو 2 للمقيم",
    "The identity number is not valid: ten digits starting with 1 for citizens or 2 for residents",
);
pub const IDENTITY_TAKEN: Message =
    Message::coded("IDENTITY_TAKEN", "رقم الهوية هذا مسجل في حساب آخر", "This identity number is registered to another account");
pub const IDENTITY_NOT_CONFIRMED: Message =
    Message::coded("IDENTITY_NOT_CONFIRMED", "يرجى تأكيد هويتك عبر تطبيق نفاذ أولاً", "Please confirm your identity in the Nafath app first");
pub const PROVIDER_REFUSED: Message = Message::coded(
    "PROVIDER_REFUSED",
    "رفضت خدمة نفاذ الطلب: تأكد من رقم الهوية ومن تسجيلك في نفاذ",
    "Nafath refused the request: check the identity number and that you are registered with Nafath",
);
pub const PROVIDER_UNAVAILABLE: Message = Message::coded(
    "PROVIDER_UNAVAILABLE",
    "خدمة نفاذ غير متاحة الآن، يرجى المحاولة بعد قليل",
    "Nafath is not available right now, please try again shortly",
);
pub const CHECKS_NOT_OFFERED: Message = Message::coded(
    "CHECKS_NOT_OFFERED",
    "التحقق من الهوية عبر نفاذ غير متاح في هذه الخدمة حالياً، يرجى التواصل معنا",
    "Identity verification through Nafath is not offered on this service at the moment: please contact us",
);
pub const NO_CHECK: Message = Message::coded("NO_CHECK", "لا يوجد طلب تحقق عبر نفاذ", "There is no Nafath request");
pub const BIRTH_DATE_INVALID: Message =
    Message::coded("BIRTH_DATE_INVALID", "تاريخ الميلاد غير صحيح", "The date of birth is not a valid date");
pub const HIJRI_OUTSIDE_TABLES: Message = Message::coded(
    "HIJRI_OUTSIDE_TABLES",
    "يُقبل التاريخ الهجري من عام 1343 إلى عام 1500 هـ فقط (تقويم أم القرى)؛ أدخل تاريخ ميلادك بالميلادي",
    "Hijri dates are accepted from 1343 to 1500 AH only (the Umm al-Qura calendar); enter your date of birth in the Gregorian calendar",
);
pub const TOO_YOUNG: Message = Message::coded("TOO_YOUNG", "يجب أن يكون عمرك 18 سنة أو أكثر", "You must be 18 or older");
pub const ALREADY_VERIFIED: Message = Message::coded("ALREADY_VERIFIED", "تم التحقق من هويتك مسبقاً", "Your identity is already verified");
pub const IN_REVIEW: Message =
    Message::coded("IN_REVIEW", "طلبك قيد المراجعة، وسنبلغك بالنتيجة", "Your request is being reviewed; we will let you know the outcome");
pub const FORM_FIRST: Message = Message::coded("FORM_FIRST", "يرجى إكمال نموذج التحقق أولاً", "Please complete the verification form first");
pub const AGREEMENT_REQUIRED: Message =
    Message::coded("AGREEMENT_REQUIRED", "يرجى الموافقة على إقرار المخاطر للمتابعة", "Please accept the risk agreement to continue");
pub const ACKNOWLEDGEMENT_REQUIRED: Message =
    Message::coded("ACKNOWLEDGEMENT_REQUIRED", "يرجى الإقرار بصحة المعلومات", "Please confirm that the information is correct");
pub const PASSPORT_REQUIRED: Message = Message::coded("PASSPORT_REQUIRED", "يرجى رفع صورة جواز السفر", "Please upload your passport photo");
pub const PASSPORT_TYPE: Message =
    Message::coded("PASSPORT_TYPE", "يجب أن تكون صورة الجواز بصيغة PNG أو JPG", "The passport photo must be a PNG or JPG image");
pub const PASSPORT_TOO_LARGE: Message =
    Message::coded("PASSPORT_TOO_LARGE", "يجب ألا يزيد حجم صورة الجواز على 5 ميغابايت", "The passport photo must not be larger than 5 MB");
pub const PASSPORT_TOO_SMALL: Message =
    Message::coded("PASSPORT_TOO_SMALL", "صورة الجواز صغيرة جداً ولا يمكن قراءتها", "The passport photo is too small to read");
pub const NATIONALITY_INVALID: Message = Message::coded("NATIONALITY_INVALID", "يرجى اختيار الجنسية", "Please choose your nationality");
pub const SAUDI_USE_NAFATH: Message = Message::coded(
    "SAUDI_USE_NAFATH",
    "المواطنون والمقيمون في السعودية يتحققون برقم الهوية عبر نفاذ",
    "Citizens and residents of Saudi Arabia verify with their identity number through Nafath",
);
pub const INVALID_FORM: Message =
    Message::coded("INVALID_FORM", "تعذرت قراءة النموذج، يرجى المحاولة مرة أخرى", "The form could not be read, please try again");
pub const REASON_REQUIRED: Message = Message::coded("REASON_REQUIRED", "يرجى ذكر سبب الرفض", "Please give the reason for the rejection");
pub const ALREADY_DECIDED: Message = Message::coded("ALREADY_DECIDED", "تم البت في هذا الطلب", "This request has already been decided");
