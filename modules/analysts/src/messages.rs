//! The analysts module's own messages, in Arabic and English.

use platform::Message;

// One message per required field of the application form (spec §5: "every field required with
// its own message").
pub const FULL_NAME_REQUIRED: Message = Message::coded("FULL_NAME_REQUIRED", "يرجى إدخال الاسم الكامل", "Please enter your full name");
pub const DISPLAY_NAME_REQUIRED: Message =
    Message::coded("DISPLAY_NAME_REQUIRED", "يرجى إدخال الاسم الظاهر", "Please enter your display name");
pub const PHONE_REQUIRED: Message = Message::coded("PHONE_REQUIRED", "يرجى إدخال رقم الجوال", "Please enter your phone number");
pub const X_ACCOUNT_REQUIRED: Message = Message::coded("X_ACCOUNT_REQUIRED", "يرجى إدخال حسابك في X", "Please enter your X account");
pub const X_ACCOUNT_INVALID: Message = Message::coded(
    "X_ACCOUNT_INVALID",
    "يرجى إدخال حساب X صحيح (حروف إنجليزية وأرقام و _ حتى 15 خانة)",
    "Please enter a valid X account (letters, digits and _, up to 15)",
);
pub const EXPERIENCE_REQUIRED: Message =
    Message::coded("EXPERIENCE_REQUIRED", "يرجى اختيار سنوات الخبرة", "Please choose your years of experience");
pub const MARKETS_REQUIRED: Message =
    Message::coded("MARKETS_REQUIRED", "يرجى اختيار الأسواق المستهدفة", "Please choose the markets you target");
pub const ANALYSIS_TYPE_REQUIRED: Message =
    Message::coded("ANALYSIS_TYPE_REQUIRED", "يرجى اختيار نوع التحليل", "Please choose the type of analysis");
pub const TRADER_TYPE_REQUIRED: Message =
    Message::coded("TRADER_TYPE_REQUIRED", "يرجى اختيار نوع المتداول المستهدف", "Please choose the type of trader you target");
pub const TIMEFRAMES_REQUIRED: Message =
    Message::coded("TIMEFRAMES_REQUIRED", "يرجى ذكر الفترات الزمنية التي تعتمد عليها", "Please state the timeframes you rely on");
pub const ABOUT_REQUIRED: Message = Message::coded("ABOUT_REQUIRED", "يرجى كتابة نبذة عنك", "Please write about yourself");
pub const CERTIFICATE_REQUIRED: Message = Message::coded(
    "CERTIFICATE_REQUIRED",
    "يرجى إرفاق شهادة التعامل في الأوراق المالية العامة (CME1)",
    "Please attach the general securities trading certificate (CME1)",
);
pub const CERTIFICATE_TYPE: Message =
    Message::coded("CERTIFICATE_TYPE", "يجب أن تكون الشهادة ملف PDF أو PNG أو JPEG", "The certificate must be a PDF, PNG or JPEG file");
pub const CERTIFICATE_TOO_LARGE: Message =
    Message::coded("CERTIFICATE_TOO_LARGE", "يجب ألا يزيد حجم الشهادة على 5 ميغابايت", "The certificate must not be larger than 5 MB");
pub const INVALID_FORM: Message = Message::coded("INVALID_FORM", "تعذرت قراءة النموذج المرسل", "The form could not be read");

pub const ALREADY_ANALYST: Message =
    Message::coded("ALREADY_ANALYST", "حسابك حساب محلل بالفعل", "Your account is already an analyst account");
pub const APPLICATION_OPEN: Message = Message::coded(
    "APPLICATION_OPEN",
    "لديك طلب انضمام قيد المراجعة، وسنرد عليك خلال 4 إلى 7 أيام",
    "You already have an application under review; we will answer within 4 to 7 days",
);

pub const REASON_REQUIRED: Message = Message::coded("REASON_REQUIRED", "يرجى كتابة سبب الرفض", "Please write the reason for the rejection");
pub const APPLICATION_MOVED: Message =
    Message::coded("APPLICATION_MOVED", "تغيرت حالة هذا الطلب، يرجى تحديث الصفحة", "This application has already moved on: reload it");

pub const APPROVED_SUBJECT: Message =
    Message::coded("APPROVED_SUBJECT", "تمت الموافقة على انضمامك محللاً في إيفا", "You are now an analyst on Eva");
pub const REJECTED_SUBJECT: Message =
    Message::coded("REJECTED_SUBJECT", "بخصوص طلب انضمامك محللاً في إيفا", "About your application to join Eva as an analyst");

pub const SERVICE_TYPE_FIXED: Message =
    Message::coded("SERVICE_TYPE_FIXED", "لا يمكن تغيير نوع الخدمة لقائمة قائمة", "The service type of an existing list cannot be changed");

pub const MONTH_INVALID: Message = Message::coded("MONTH_INVALID", "يرجى اختيار شهر صحيح", "Please choose a valid month");
pub const MONTH_NOT_ENDED: Message =
    Message::coded("MONTH_NOT_ENDED", "لا يمكن إغلاق شهر لم ينته بعد", "A month can be closed only after it has ended");
pub const TRANSFER_DATE_INVALID: Message =
    Message::coded("TRANSFER_DATE_INVALID", "يرجى إدخال تاريخ تحويل صحيح", "Please enter a valid transfer date");
pub const TRANSFER_DATE_IN_FUTURE: Message =
    Message::coded("TRANSFER_DATE_IN_FUTURE", "لا يمكن أن يكون تاريخ التحويل في المستقبل", "The transfer date cannot be in the future");
pub const TRANSFER_DATE_BEFORE_MONTH_END: Message = Message::coded(
    "TRANSFER_DATE_BEFORE_MONTH_END",
    "يجب أن يكون تاريخ التحويل بعد نهاية الشهر",
    "The transfer date must be after the month ended",
);
pub const NO_BANK_DETAILS: Message = Message::coded(
    "NO_BANK_DETAILS",
    "لا توجد بيانات بنكية للمحلل؛ يجب أن يضيف الآيبان في ملفه الشخصي أولاً",
    "The analyst has no bank details on file; they must add their IBAN to their profile first",
);
pub const PAYOUT_NOT_PENDING: Message = Message::coded(
    "PAYOUT_NOT_PENDING",
    "هذه الدفعة ليست بانتظار التحويل، يرجى تحديث الصفحة",
    "This payout is not awaiting a transfer: reload it",
);
pub const LIST_DISCOUNT_TOO_HIGH: Message =
    Message::coded("LIST_DISCOUNT_TOO_HIGH", "يجب أن يكون الخصم أقل من 100%", "The discount must be below 100%");
pub const LIST_MONTH_TOO_CHEAP: Message = Message::coded(
    "LIST_MONTH_TOO_CHEAP",
    "يجب ألا يقل سعر الشهر بعد الخصم عن 10 ريالات",
    "After the discount, a month must cost at least 10 SAR",
);
pub const HIDE_REASON_REQUIRED: Message = Message::coded(
    "HIDE_REASON_REQUIRED",
    "يرجى كتابة سبب الإخفاء، فهو يُرسل إلى المحلل",
    "Please write why it is hidden: the analyst is told",
);
pub const LIST_ALREADY_HIDDEN: Message = Message::coded("LIST_ALREADY_HIDDEN", "هذه القائمة مخفية بالفعل", "This list is already hidden");
pub const LIST_NOT_HIDDEN: Message = Message::coded("LIST_NOT_HIDDEN", "هذه القائمة ظاهرة وليست مخفية", "This list is shown, not hidden");
