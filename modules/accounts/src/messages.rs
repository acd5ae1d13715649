//! The accounts module's messages, in Arabic and English.

use platform::Message;

pub const INVALID_CREDENTIALS: Message =
    Message::coded("INVALID_CREDENTIALS", "البريد الإلكتروني أو كلمة المرور غير صحيحة", "Invalid email or password");
pub const INVALID_CODE: Message =
    Message::coded("INVALID_CODE", "رمز التحقق غير صحيح أو منتهي الصلاحية", "The verification code is invalid or has expired");
pub const SIGNUP_SENT: Message = Message::coded(
    "SIGNUP_SENT",
    "تحقق من بريدك: أرسلنا إليه ما تحتاجه لإكمال التسجيل",
    "Check your email: we sent what you need to finish signing up",
);
pub const VERIFICATION_SENT: Message = Message::coded(
    "VERIFICATION_SENT",
    "إن كان هذا البريد ينتظر التأكيد، فقد أرسلنا إليه رمز تحقق جديداً",
    "If this email is waiting to be confirmed, a new verification code was sent to it",
);
pub const RESET_LINK_SENT: Message = Message::coded(
    "RESET_LINK_SENT",
    "إذا كان البريد مسجلاً، فقد أرسلنا إليه رابط إعادة تعيين كلمة المرور",
    "If this email is registered, a password reset link was sent to it",
);
pub const INVALID_RESET_TOKEN: Message = Message::coded(
    "INVALID_RESET_TOKEN",
    "رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية",
    "This password reset link is invalid or has expired",
);
pub const PASSWORD_RESET_DONE: Message =
    Message::coded("PASSWORD_RESET_DONE", "تم تغيير كلمة المرور، يمكنك تسجيل الدخول الآن", "Your password was changed, you can sign in now");
pub const WRONG_CURRENT_PASSWORD: Message =
    Message::coded("WRONG_CURRENT_PASSWORD", "كلمة المرور الحالية غير صحيحة", "The current password is incorrect");
pub const PASSWORD_CHANGED: Message = Message::coded("PASSWORD_CHANGED", "تم تغيير كلمة المرور", "Your password was changed");
pub const AVATAR_TYPE: Message =
    Message::coded("AVATAR_TYPE", "يجب أن تكون الصورة بصيغة PNG أو JPG أو WEBP", "The picture must be a PNG, JPG or WEBP image");
pub const AVATAR_TOO_LARGE: Message =
    Message::coded("AVATAR_TOO_LARGE", "حجم الصورة أكبر من المسموح", "The picture is larger than allowed");
pub const INVALID_IBAN: Message = Message::coded("INVALID_IBAN", "رقم الآيبان غير صحيح", "The IBAN is not valid");
pub const INVALID_FORM: Message = Message::coded("INVALID_FORM", "تعذرت قراءة النموذج المرسل", "The submitted form could not be read");

pub const VERIFY_SUBJECT: Message = Message::coded("VERIFY_SUBJECT", "رمز تفعيل حسابك في إيفا", "Your Eva verification code");
pub const ACCOUNT_EXISTS_SUBJECT: Message =
    Message::coded("ACCOUNT_EXISTS_SUBJECT", "محاولة تسجيل ببريدك في إيفا", "Someone tried to sign up to Eva with your email");
pub const RESET_SUBJECT: Message = Message::coded("RESET_SUBJECT", "إعادة تعيين كلمة المرور في إيفا", "Reset your Eva password");

pub const ACCOUNT_DISABLED: Message = Message::coded(
    "ACCOUNT_DISABLED",
    "أوقف فريق إيفا هذا الحساب، فلا يمكن الدخول به. تواصل مع فريق إيفا",
    "Eva disabled this account: it cannot sign in. Contact the Eva team",
);
pub const DISABLE_REASON_REQUIRED: Message = Message::coded(
    "DISABLE_REASON_REQUIRED",
    "يرجى كتابة سبب الإيقاف، فهو يُحفظ في سجل الحساب",
    "Please write why the account is disabled: it is kept in its log",
);
pub const ALREADY_DISABLED: Message = Message::coded("ALREADY_DISABLED", "هذا الحساب موقوف بالفعل", "This account is already disabled");
pub const NOT_DISABLED: Message = Message::coded("NOT_DISABLED", "هذا الحساب مفعّل وليس موقوفاً", "This account is enabled, not disabled");
pub const NOT_ON_YOURSELF: Message =
    Message::coded("NOT_ON_YOURSELF", "لا يمكنك تنفيذ هذا الإجراء على حسابك أنت", "You cannot do this to your own account");
pub const ALREADY_VERIFIED: Message =
    Message::coded("ALREADY_VERIFIED", "البريد الإلكتروني لهذا الحساب مؤكد بالفعل", "This account's email is already verified");
pub const ROLE_UNCHANGED: Message = Message::coded("ROLE_UNCHANGED", "للمستخدم هذا الدور بالفعل", "The user already has this role");
