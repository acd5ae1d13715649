//! The opinions module's own messages, in Arabic and English; the spec's words where it has them.

use platform::Message;

/// The spec's words for a missing field of the opinion form (§5).
pub const FILL_ALL_FIELDS: Message = Message::coded("FILL_ALL_FIELDS", "يرجى ملء جميع الحقول", "Please fill all fields");
/// The spec's words for a field the opinion form cannot accept (§5).
pub const CHECK_ALL_FIELDS: Message = Message::coded("CHECK_ALL_FIELDS", "يرجى التحقق من جميع الحقول", "Please check all fields");
/// The spec's words (§5), with the count of this module.
pub const TOO_MANY_IMAGES: Message = Message::coded("TOO_MANY_IMAGES", "الحد الأقصى المسموح به 3 صور", "Maximum 3 images allowed");
pub const TARGET_BELOW_CURRENT: Message =
    Message::coded("TARGET_BELOW_CURRENT", "السعر المستهدف أقل من السعر الحالي", "Target price is less than current price");
pub const TARGET_ABOVE_CURRENT: Message =
    Message::coded("TARGET_ABOVE_CURRENT", "السعر المستهدف أعلى من السعر الحالي", "Target price is greater than current price");
pub const STOP_ABOVE_CURRENT: Message =
    Message::coded("STOP_ABOVE_CURRENT", "وقف الخسارة أعلى من السعر الحالي", "Stop loss is greater than current price");
pub const STOP_BELOW_CURRENT: Message =
    Message::coded("STOP_BELOW_CURRENT", "وقف الخسارة أقل من السعر الحالي", "Stop loss is less than current price");
pub const ENTRY_FAR_FROM_CURRENT: Message = Message::coded(
    "ENTRY_FAR_FROM_CURRENT",
    "يبعد سعر الدخول عن السعر الحالي بأكثر من 20%",
    "Entry price is more than 20% away from the current price",
);
pub const TARGET_TOO_FAR_ABOVE_ENTRY: Message = Message::coded(
    "TARGET_TOO_FAR_ABOVE_ENTRY",
    "يزيد السعر المستهدف على سعر الدخول بأكثر من 300%",
    "Target price is more than 300% above the entry price",
);
pub const TARGET_TOO_FAR_BELOW_ENTRY: Message = Message::coded(
    "TARGET_TOO_FAR_BELOW_ENTRY",
    "يقل السعر المستهدف عن سعر الدخول بأكثر من 75%",
    "Target price is more than 75% below the entry price",
);
pub const TARGET_NOT_ABOVE_ENTRY: Message =
    Message::coded("TARGET_NOT_ABOVE_ENTRY", "السعر المستهدف ليس أعلى من سعر الدخول", "Target price is not above the entry price");
pub const TARGET_NOT_BELOW_ENTRY: Message =
    Message::coded("TARGET_NOT_BELOW_ENTRY", "السعر المستهدف ليس أقل من سعر الدخول", "Target price is not below the entry price");
pub const STOP_TOO_FAR_BELOW_ENTRY: Message = Message::coded(
    "STOP_TOO_FAR_BELOW_ENTRY",
    "يقل وقف الخسارة عن سعر الدخول بأكثر من 50%",
    "Stop loss is more than 50% below the entry price",
);
pub const STOP_TOO_FAR_ABOVE_ENTRY: Message = Message::coded(
    "STOP_TOO_FAR_ABOVE_ENTRY",
    "يزيد وقف الخسارة على سعر الدخول بأكثر من 50%",
    "Stop loss is more than 50% above the entry price",
);
pub const STOP_NOT_BELOW_ENTRY: Message =
    Message::coded("STOP_NOT_BELOW_ENTRY", "وقف الخسارة ليس أقل من سعر الدخول", "Stop loss is not below the entry price");
pub const STOP_NOT_ABOVE_ENTRY: Message =
    Message::coded("STOP_NOT_ABOVE_ENTRY", "وقف الخسارة ليس أعلى من سعر الدخول", "Stop loss is not above the entry price");
pub const STRIKE_FAR_FROM_CURRENT: Message = Message::coded(
    "STRIKE_FAR_FROM_CURRENT",
    "يبعد سعر التنفيذ عن السعر الحالي بأكثر من 50%",
    "Strike price is more than 50% away from the current price",
);
pub const CALL_PRICE_ABOVE_STOCK: Message = Message::coded(
    "CALL_PRICE_ABOVE_STOCK",
    "سعر العقد أعلى من السعر الحالي للسهم",
    "The option price is greater than the stock's current price",
);
pub const PUT_PRICE_ABOVE_STRIKE: Message =
    Message::coded("PUT_PRICE_ABOVE_STRIKE", "سعر العقد أعلى من سعر التنفيذ", "The option price is greater than the strike price");

pub const NOT_AN_OPINION_LIST: Message =
    Message::coded("NOT_AN_OPINION_LIST", "هذه القائمة ليست من قوائم آراء إيفا", "This list is not an Eva opinions list");
pub const NO_CURRENT_PRICE: Message = Message::coded(
    "NO_CURRENT_PRICE",
    "لا يتوفر سعر حالي لهذا السهم، لا يمكن نشر رأي عليه الآن",
    "This stock has no current price: an opinion on it cannot be published now",
);
pub const ORDER_TYPE_MISMATCH: Message = Message::coded(
    "ORDER_TYPE_MISMATCH",
    "نوع الأمر شراء أو بيع للأسهم، وشراء حق (Call) أو بيع حق (Put) للعقود",
    "The order type is buy or sell for stocks, call or put for contracts",
);
pub const DURATION_DATE_PAST: Message =
    Message::coded("DURATION_DATE_PAST", "يجب أن يكون تاريخ مدة التحليل بعد اليوم", "The analysis duration date must be after today");
pub const DURATION_DATE_TOO_FAR: Message = Message::coded(
    "DURATION_DATE_TOO_FAR",
    "تاريخ مدة التحليل أبعد مما تسمح به المدة المختارة (قصيرة 30 يوماً، متوسطة 90، طويلة 365)",
    "The analysis duration date is further than the chosen duration allows (short 30 days, medium 90, long 365)",
);
pub const EXPIRATION_BEFORE_DURATION: Message = Message::coded(
    "EXPIRATION_BEFORE_DURATION",
    "يجب ألا يسبق تاريخ انتهاء العقد تاريخ مدة التحليل",
    "The contract's expiration date must not be before the analysis duration date",
);
pub const PRICE_INVALID: Message =
    Message::coded("PRICE_INVALID", "يرجى إدخال سعر صحيح أكبر من صفر", "Please enter a valid price above zero");
pub const DATE_INVALID: Message =
    Message::coded("DATE_INVALID", "يرجى إدخال تاريخ صحيح (سنة-شهر-يوم)", "Please enter a valid date (year-month-day)");
pub const INFO_TOO_LONG: Message =
    Message::coded("INFO_TOO_LONG", "يجب ألا تزيد المعلومات الإضافية على 1000 حرف", "Additional info must not exceed 1,000 characters");
pub const OPINION_DECIDED: Message =
    Message::coded("OPINION_DECIDED", "لا يمكن تعديل رأي تم الحكم عليه", "An opinion that has been decided cannot be edited");
pub const OPINION_CHANGED: Message = Message::coded(
    "OPINION_CHANGED",
    "عُدّل هذا الرأي في الوقت نفسه، يرجى تحديث الصفحة",
    "This opinion was edited at the same time: reload the page",
);
pub const SUCCEEDED: Message = Message::coded("SUCCEEDED", "نجح الرأي", "Opinion succeeded");
pub const FAILED: Message = Message::coded("FAILED", "فشل الرأي", "Opinion failed");
pub const COMMENT_REQUIRED: Message = Message::coded("COMMENT_REQUIRED", "يرجى كتابة التعليق", "Please write your comment");
pub const COMMENT_TOO_LONG: Message =
    Message::coded("COMMENT_TOO_LONG", "يجب ألا يزيد التعليق على 2000 حرف", "A comment must not exceed 2,000 characters");
pub const REPLY_TO_REPLY: Message =
    Message::coded("REPLY_TO_REPLY", "يمكن الرد على التعليقات فقط، لا على الردود", "Only comments can be replied to, not replies");
pub const IMAGE_TYPE: Message =
    Message::coded("IMAGE_TYPE", "يجب أن تكون الصورة بصيغة PNG أو JPEG أو WebP", "An image must be a PNG, JPEG or WebP file");
pub const IMAGE_TOO_LARGE: Message =
    Message::coded("IMAGE_TOO_LARGE", "يجب ألا يزيد حجم الصورة على 5 ميغابايت", "An image must not be larger than 5 MB");
pub const IMAGES_REQUIRED: Message =
    Message::coded("IMAGES_REQUIRED", "يرجى اختيار صورة واحدة على الأقل", "Please choose at least one image");
pub const INVALID_FORM: Message = Message::coded("INVALID_FORM", "تعذرت قراءة النموذج المرسل", "The form could not be read");

/// 'The change to target must be more than {percent}%', for the configured minimum.
pub fn change_too_small(min_bp: i64) -> Message {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    // One message per configured minimum, made once: the setting is read at start-up.
    static MADE: OnceLock<Mutex<HashMap<i64, Message>>> = OnceLock::new();
    let made = MADE.get_or_init(Default::default);
    let mut made = made.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    *made.entry(min_bp).or_insert_with(|| {
        let percent = rust_decimal::Decimal::new(min_bp, 2).normalize();
        let ar: &'static str = Box::leak(format!("يجب أن تزيد نسبة التغير إلى الهدف على {percent}%").into_boxed_str());
        let en: &'static str = Box::leak(format!("The change to target must be more than {percent}%").into_boxed_str());
        Message::new(ar, en)
    })
}
pub const STOCK_FIXED: Message = Message::coded(
    "STOCK_FIXED",
    "لا يمكن تغيير سهم الرأي، يمكنك نشر رأي جديد بدلاً من ذلك",
    "An opinion's stock cannot be changed: publish a new opinion instead",
);

/// A reader opening an opinion staff hid.
pub const OPINION_WITHDRAWN: Message = Message::coded("OPINION_WITHDRAWN", "سحب فريق إيفا هذا الرأي", "Eva withdrew this opinion");
pub const OPINION_HIDDEN_NO_EDIT: Message = Message::coded(
    "OPINION_HIDDEN_NO_EDIT",
    "أخفى فريق إيفا هذا الرأي، فلا يمكن تعديله حتى يُعاد إظهاره",
    "Eva hid this opinion: it cannot be edited until it is restored",
);
pub const HIDE_REASON_REQUIRED: Message = Message::coded(
    "HIDE_REASON_REQUIRED",
    "يرجى كتابة سبب الإخفاء، فهو يُرسل إلى المحلل",
    "Please write why it is hidden: the analyst is told",
);
pub const ALREADY_HIDDEN: Message = Message::coded("ALREADY_HIDDEN", "هذا الرأي مخفي بالفعل", "This opinion is already hidden");
pub const NOT_HIDDEN: Message = Message::coded("NOT_HIDDEN", "هذا الرأي ظاهر وليس مخفياً", "This opinion is shown, not hidden");
