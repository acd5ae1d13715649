//! The ratings module's own messages, in Arabic and English.

use platform::Message;

/// The spec's own words for the rating form (§5), not the general form message.
pub const FILL_ALL_FIELDS: Message = Message::coded("FILL_ALL_FIELDS", "يرجى ملء جميع الحقول", "Please fill all fields");

pub const NOT_A_RATING_LIST: Message =
    Message::coded("NOT_A_RATING_LIST", "هذه القائمة ليست من قوائم إيفا", "This list is not an Eva list");
pub const STOCK_ALREADY_HELD: Message = Message::coded(
    "STOCK_ALREADY_HELD",
    "هذا السهم موجود في القائمة، يمكنك زيادة الكمية بدلاً من ذلك",
    "This stock is already in the list: increase its quantity instead",
);
pub const NO_CURRENT_PRICE: Message = Message::coded(
    "NO_CURRENT_PRICE",
    "لا يتوفر سعر حالي لهذا السهم، يمكنك إدخال أمر محدد السعر",
    "This stock has no current price: enter a limit order instead",
);
pub const ORDER_TYPE_UNKNOWN: Message = Message::coded("ORDER_TYPE_UNKNOWN", "يرجى اختيار نوع الأمر", "Please choose the order type");
pub const PRICE_INVALID: Message =
    Message::coded("PRICE_INVALID", "يرجى إدخال سعر صحيح أكبر من صفر", "Please enter a valid price above zero");
pub const PERCENT_INVALID: Message =
    Message::coded("PERCENT_INVALID", "يرجى إدخال نسبة دخول بين 0.01 و100", "Please enter an entry percentage between 0.01 and 100");
pub const TOTAL_OVER_100: Message = Message::coded(
    "TOTAL_OVER_100",
    "يجب أن يكون مجموع نسب الدخول 100% مع النقد: النسبة أكبر من النقد المتاح في القائمة",
    "The entry percentages and the cash must total 100%: this is more than the list's available cash",
);
pub const NOT_ONE_SHARE: Message = Message::coded(
    "NOT_ONE_SHARE",
    "نسبة الدخول لا تكفي لشراء سهم واحد بهذا السعر",
    "This entry percentage does not buy a single share at this price",
);
pub const EXIT_REASON_REQUIRED: Message = Message::coded("EXIT_REASON_REQUIRED", "يرجى كتابة سبب الخروج", "Please write the exit reason");
pub const SELL_PERCENT_INVALID: Message = Message::coded(
    "SELL_PERCENT_INVALID",
    "يرجى إدخال نسبة بيع جزئي أكبر من 0 وأقل من 100",
    "Please enter a partial sell percentage above 0 and below 100",
);
pub const NOTHING_TO_SELL: Message =
    Message::coded("NOTHING_TO_SELL", "لا توجد أسهم متاحة للبيع في هذه التوصية", "This rating has no shares available to sell");
pub const RATING_NOT_OPEN: Message = Message::coded(
    "RATING_NOT_OPEN",
    "لا يمكن تنفيذ هذا الإجراء على توصية مغلقة أو بانتظار التنفيذ",
    "This can only be done on a rating that holds shares",
);
pub const ORDER_NOT_OPEN: Message = Message::coded(
    "ORDER_NOT_OPEN",
    "تم تنفيذ هذا الأمر أو إلغاؤه، يرجى تحديث الصفحة",
    "This order has already been filled or cancelled: reload the page",
);
pub const ORDER_NOT_LIMIT: Message =
    Message::coded("ORDER_NOT_LIMIT", "يمكن تعديل الأوامر محددة السعر فقط", "Only limit orders can be edited");
pub const INFO_TOO_LONG: Message =
    Message::coded("INFO_TOO_LONG", "يجب ألا تزيد المعلومات الإضافية على 1000 حرف", "Additional info must not exceed 1,000 characters");
pub const CAPITAL_INVALID: Message =
    Message::coded("CAPITAL_INVALID", "يرجى إدخال رأس مال بين 1 و1,000,000,000", "Please enter a capital between 1 and 1,000,000,000");
pub const COMMENT_REQUIRED: Message = Message::coded("COMMENT_REQUIRED", "يرجى كتابة التعليق", "Please write your comment");
/// The spec's words for an empty market-state post.
pub const STATE_DETAILS_REQUIRED: Message =
    Message::coded("STATE_DETAILS_REQUIRED", "يرجى إدخال جميع التفاصيل", "Please enter all details");
pub const COMMENT_TOO_LONG: Message =
    Message::coded("COMMENT_TOO_LONG", "يجب ألا يزيد التعليق على 2000 حرف", "A comment must not exceed 2,000 characters");
pub const NAME_REQUIRED: Message = Message::coded("NAME_REQUIRED", "يرجى إدخال اسم القائمة", "Please enter the list's name");
pub const NAME_TOO_LONG: Message =
    Message::coded("NAME_TOO_LONG", "يجب ألا يزيد الاسم على 120 حرفاً", "The name must not exceed 120 characters");
pub const RATINGS_REQUIRED: Message =
    Message::coded("RATINGS_REQUIRED", "يرجى اختيار توصية واحدة على الأقل", "Please choose at least one rating");
pub const RATING_NOT_READABLE: Message = Message::coded(
    "RATING_NOT_READABLE",
    "يمكن إضافة توصيات القوائم التي تشترك فيها فقط",
    "Only ratings of lists you subscribe to can be added",
);
/// The spec's words (§5).
pub const TOO_MANY_IMAGES: Message = Message::coded("TOO_MANY_IMAGES", "لا يمكن اختيار أكثر من 3 صور", "Cannot select more than 3 images");
pub const IMAGE_TYPE: Message =
    Message::coded("IMAGE_TYPE", "يجب أن تكون الصورة بصيغة PNG أو JPEG أو WebP", "An image must be a PNG, JPEG or WebP file");
pub const IMAGE_TOO_LARGE: Message =
    Message::coded("IMAGE_TOO_LARGE", "يجب ألا يزيد حجم الصورة على 5 ميغابايت", "An image must not be larger than 5 MB");
pub const IMAGES_REQUIRED: Message =
    Message::coded("IMAGES_REQUIRED", "يرجى اختيار صورة واحدة على الأقل", "Please choose at least one image");
pub const INVALID_FORM: Message = Message::coded("INVALID_FORM", "تعذرت قراءة النموذج المرسل", "The form could not be read");
