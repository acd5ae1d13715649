//! The alerts module's own messages, in Arabic and English.

use platform::Message;

pub const CONDITION_UNKNOWN: Message =
    Message::coded("ALERT_CONDITION_UNKNOWN", "يرجى اختيار نوع التنبيه", "Please choose what the alert watches");
pub const LEVEL_REQUIRED: Message = Message::coded("ALERT_LEVEL_REQUIRED", "يرجى إدخال مستوى التنبيه", "Please enter the alert's level");
pub const LEVEL_INVALID: Message =
    Message::coded("ALERT_LEVEL_INVALID", "يرجى إدخال رقم صحيح أكبر من صفر", "Please enter a number above zero");
pub const LEVEL_NOT_ABOVE: Message = Message::coded(
    "ALERT_LEVEL_NOT_ABOVE",
    "السعر الآن عند هذا المستوى أو فوقه: اختر مستوى أعلى من السعر الحالي",
    "The price is already at or above this level: choose a level above the current price",
);
pub const LEVEL_NOT_BELOW: Message = Message::coded(
    "ALERT_LEVEL_NOT_BELOW",
    "السعر الآن عند هذا المستوى أو دونه: اختر مستوى أدنى من السعر الحالي",
    "The price is already at or below this level: choose a level below the current price",
);
pub const LEVEL_TOO_FAR: Message = Message::coded(
    "ALERT_LEVEL_TOO_FAR",
    "المستوى بعيد جداً عن السعر الحالي: اختر مستوى في حدود 50٪ منه",
    "The level is too far from the current price: choose one within 50% of it",
);
pub const CHANGE_OUT_OF_RANGE: Message =
    Message::coded("ALERT_CHANGE_OUT_OF_RANGE", "نسبة التغير بين 0.5٪ و50٪", "The change must be between 0.5% and 50%");
pub const REPEAT_UNKNOWN: Message =
    Message::coded("ALERT_REPEAT_UNKNOWN", "يرجى اختيار عدد مرات التنبيه", "Please choose how often it alerts");
pub const COOLDOWN_OUT_OF_RANGE: Message = Message::coded(
    "ALERT_COOLDOWN_OUT_OF_RANGE",
    "فترة الانتظار بين 5 دقائق و7 أيام",
    "The quiet time must be between 5 minutes and 7 days",
);
pub const EXPIRY_OUT_OF_RANGE: Message =
    Message::coded("ALERT_EXPIRY_OUT_OF_RANGE", "مدة التنبيه بين يوم و365 يوماً", "An alert lasts between 1 and 365 days");
pub const NO_PRICE: Message = Message::coded(
    "ALERT_NO_PRICE",
    "لا يوجد سعر لهذا السهم بعد، فلا يمكن ضبط تنبيه عليه",
    "This stock has no price yet, so no alert can be set on it",
);
pub const QUOTA_REACHED: Message = Message::coded(
    "ALERT_QUOTA_REACHED",
    "بلغت الحد الأقصى للتنبيهات في خطتك: احذف تنبيهاً أو اشترك في إحدى الخطط",
    "You have reached your plan's number of alerts: delete one, or subscribe to a plan",
);
pub const NOT_PAUSABLE: Message = Message::coded(
    "ALERT_NOT_PAUSABLE",
    "هذا التنبيه انتهى، فلا يمكن إيقافه أو استئنافه",
    "This alert has ended: it cannot be paused or resumed",
);
pub const MA_PERIOD_UNKNOWN: Message =
    Message::coded("ALERT_MA_PERIOD_UNKNOWN", "اختر متوسط 20 أو 50 أو 200 يوماً", "Choose the 20, 50 or 200-day moving average");
pub const RSI_OUT_OF_RANGE: Message = Message::coded(
    "ALERT_RSI_OUT_OF_RANGE",
    "مستوى القوة النسبية بين 50 و95 للتشبع الشرائي، وبين 5 و50 للتشبع البيعي",
    "The RSI level is between 50 and 95 for overbought, and between 5 and 50 for oversold",
);
pub const VOLUME_OUT_OF_RANGE: Message = Message::coded(
    "ALERT_VOLUME_OUT_OF_RANGE",
    "مضاعف الحجم بين 1.5 و20 ضعف متوسط 20 جلسة",
    "The volume multiple is between 1.5 and 20 times the 20-session average",
);
pub const DIVIDEND_DAYS_OUT_OF_RANGE: Message = Message::coded(
    "ALERT_DIVIDEND_DAYS_OUT_OF_RANGE",
    "عدد الأيام قبل تاريخ الاستحقاق بين 1 و30",
    "The days before the ex-date are between 1 and 30",
);
