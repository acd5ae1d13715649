//! The chat module's own messages, in Arabic and English.

use platform::Message;

pub const CHOOSE_STOCK: Message = Message::coded("CHOOSE_STOCK", "يرجى اختيار سهم", "Please choose a stock");
pub use platform::messages::STOCK_UNKNOWN;
pub const QUESTION_MISSING: Message =
    Message::coded("QUESTION_MISSING", "اكتب سؤالك أو اختر أحد الأسئلة الجاهزة", "Write your question or choose one of the ready questions");
pub const QUESTION_TOO_LONG: Message =
    Message::coded("QUESTION_TOO_LONG", "السؤال أطول من 500 حرف", "The question is longer than 500 characters");
pub const QUESTION_UNKNOWN: Message =
    Message::coded("QUESTION_UNKNOWN", "هذا السؤال ليس من الأسئلة الجاهزة", "This is not one of the ready questions");
pub const READY_QUESTION_ONLY: Message =
    Message::coded("READY_QUESTION_ONLY", "التجربة تجيب عن الأسئلة الجاهزة فقط", "The test answers the ready questions only");
pub const INTERVAL_UNKNOWN: Message = Message::coded("INTERVAL_UNKNOWN", "الفاصل الزمني يومي أو أسبوعي", "The interval is daily or weekly");
pub const TERM_UNKNOWN: Message = Message::coded("TERM_UNKNOWN", "المدة قصيرة أو متوسطة أو طويلة", "The term is short, medium or long");
pub const COMPARE_MISSING: Message =
    Message::coded("COMPARE_MISSING", "يرجى اختيار السهم الذي تريد المقارنة به", "Please choose the stock to compare with");
pub const COMPARE_SAME: Message = Message::coded("COMPARE_SAME", "اختر سهماً آخر للمقارنة", "Choose another stock to compare with");
pub const BALANCE_USED: Message = Message::coded(
    "BALANCE_USED",
    "انتهى رصيدك اليومي من الأسئلة المجانية. انتظر حتى يتجدد الرصيد أو رقِّ اشتراكك لأسئلة غير محدودة",
    "Your free questions for today are used up. Wait for your balance to renew or upgrade for unlimited questions",
);
pub const FAIR_USE: Message = Message::coded(
    "FAIR_USE",
    "وصلت إلى حد الاستخدام العادل اليومي لحماية الخدمة. حاول مرة أخرى لاحقاً",
    "You have reached today's fair-use limit that protects the service. Please try again later",
);
pub const TRIAL_USED: Message =
    Message::coded("TRIAL_USED", "لقد استخدمت التجربة المجانية من قبل", "You have already used your free trial");
pub const TRIAL_HAS_PLAN: Message =
    Message::coded("TRIAL_HAS_PLAN", "لديك اشتراك في إيفا شات بالفعل", "You already have an Eva Chat subscription");
pub const NOT_A_CHAT_PLAN: Message =
    Message::coded("NOT_A_CHAT_PLAN", "هذه الخطة ليست من خطط إيفا شات", "This plan is not an Eva Chat plan");

pub const FAILED_MODEL: Message = Message::coded(
    "FAILED_MODEL",
    "تعذّر الحصول على إجابة الآن. أعدنا السؤال إلى رصيدك، حاول مرة أخرى بعد قليل",
    "We could not get an answer right now. The question was returned to your balance; please try again shortly",
);
pub const FAILED_NO_DATA: Message = Message::coded(
    "FAILED_NO_DATA",
    "لا تتوفر أسعار لهذا السهم بعد، فلا يمكن الإجابة عنه. أعدنا السؤال إلى رصيدك",
    "There are no prices for this stock yet, so it cannot be answered. The question was returned to your balance",
);

/// Under every answer: the assistant informs, it does not advise (a licensed firm's disclaimer).
pub const DISCLAIMER: Message = Message::coded(
    "DISCLAIMER",
    "هذه المعلومات تحليل آلي لأغراض تعليمية ومعلوماتية فقط، مبنية على بيانات السوق المتأخرة 15 دقيقة، ولا تُعد توصية بالشراء أو البيع أو الاحتفاظ أو نصيحة استثمارية شخصية. الأداء السابق لا يضمن النتائج المستقبلية، وقرار الاستثمار مسؤوليتك؛ استشر مستشاراً مرخصاً من هيئة السوق المالية قبل أي قرار.",
    "This is automated analysis for education and information only, based on market data delayed by 15 minutes. It is not a recommendation to buy, sell or hold, nor personal investment advice. Past performance does not guarantee future results and investment decisions are yours: consult an adviser licensed by the Capital Market Authority before deciding.",
);
pub const STOCK_AMBIGUOUS: Message = Message::coded(
    "STOCK_AMBIGUOUS",
    "هذا الاسم يطابق أكثر من سهم: اختر السهم المقصود",
    "That name matches more than one stock: choose the one you mean",
);
pub const NAME_A_STOCK: Message = Message::coded(
    "NAME_A_STOCK",
    "اذكر اسم السهم أو رمزه في سؤالك، أو اختره من القائمة؛ مثلاً: «كم سعر أرامكو؟» أو «قارن بين الراجحي والأهلي»",
    "Name the stock or its symbol in your question, or pick it from the list; for example \"What is Aramco's price?\" or \"Compare Al Rajhi and SNB\"",
);
