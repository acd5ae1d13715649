//! The site texts and FAQ a new deployment starts with, in Arabic and English.

use chrono::Utc;
use platform::AppContext;
use sea_orm::{ActiveModelTrait, EntityTrait, PaginatorTrait, Set};

use crate::entities::{content_versions, contents, faqs};
use crate::html;

struct Text {
    key: &'static str,
    title_ar: &'static str,
    title_en: &'static str,
    body_ar: &'static str,
    body_en: &'static str,
}

const TEXTS: &[Text] = &[
    Text { key: "whatsapp", title_ar: "واتساب", title_en: "WhatsApp", body_ar: "+966500000000", body_en: "+966500000000" },
    Text { key: "contact_us", title_ar: "اتصل بنا", title_en: "Contact us", body_ar: "+966112000000", body_en: "+966112000000" },
    Text {
        key: "about-us",
        title_ar: "من نحن",
        title_en: "About us",
        body_ar: "إيفا منصة أبحاث أسهم عربية أولاً، تقدمها شركة استشارات مالية مرخصة من هيئة السوق المالية في المملكة العربية السعودية.\n\nنجمع في مكان واحد قوائم أسهم ينتقيها محللون معتمدون، وآراء قصيرة بسعر دخول وهدف ووقف خسارة، وبيانات السوق السعودية والأمريكية، ومساعداً ذكياً يجيب عن أسئلتك حول الأسهم.\n\nهدفنا أن يتخذ المستثمر قراره عن علم، بلغته، وبشفافية كاملة في الأداء.",
        body_en: "Eva is an Arabic-first stock research platform offered by a securities advisory firm licensed by the Capital Market Authority of Saudi Arabia.\n\nIn one place we bring stock lists curated by certified analysts, short opinions with entry, target and stop-loss prices, Saudi and US market data, and an AI assistant that answers your questions about stocks.\n\nOur aim is that investors decide with knowledge, in their own language, with full transparency on performance.",
    },
    Text {
        key: "privacy-policy",
        title_ar: "سياسة الخصوصية",
        title_en: "Privacy policy",
        body_ar: "نحترم خصوصيتك. نجمع البيانات التي تقدمها عند التسجيل (الاسم والبريد الإلكتروني ورقم الجوال) وبيانات التحقق من الهوية التي تتطلبها الأنظمة، ونستخدمها لتقديم الخدمة والوفاء بالتزاماتنا النظامية فقط.\n\nلا نبيع بياناتك ولا نشاركها إلا مع مزودي الخدمة الضروريين (الدفع والبريد) أو الجهات الرقابية عند الطلب النظامي.\n\nتُحفظ كلمات المرور مشفرة تشفيراً أحادي الاتجاه، ويمكنك طلب تصحيح بياناتك أو حذف حسابك بالتواصل معنا.",
        body_en: "We respect your privacy. We collect the data you give when registering (name, email and phone number) and the identity verification data the regulations require, and use it only to provide the service and meet our regulatory obligations.\n\nWe do not sell your data, and share it only with necessary service providers (payments and email) or with regulators on a lawful request.\n\nPasswords are stored with one-way hashing. You may ask us to correct your data or delete your account by contacting us.",
    },
    Text {
        key: "terms",
        title_ar: "الشروط والأحكام",
        title_en: "Terms and conditions",
        body_ar: "باستخدامك منصة إيفا فإنك توافق على هذه الشروط. المحتوى المقدم لأغراض المعلومات والاستشارة وفق ترخيص الشركة، ولا يضمن أي عائد.\n\nالاشتراكات شخصية ولا يجوز مشاركة الحساب أو إعادة نشر المحتوى المدفوع.\n\nتُجدد الاشتراكات وفق الخطة المختارة، ويحق لك إلغاء التجديد في أي وقت قبل تاريخ الاستحقاق.",
        body_en: "By using the Eva platform you agree to these terms. Content is provided for information and advice under the firm's licence and guarantees no return.\n\nSubscriptions are personal; the account may not be shared and paid content may not be republished.\n\nSubscriptions renew according to the chosen plan, and you may cancel renewal at any time before the due date.",
    },
    Text {
        key: "terms-analyst",
        title_ar: "شروط المحللين",
        title_en: "Analyst terms",
        body_ar: "يلتزم المحلل بتقديم تحليلات مستقلة مبنية على منهجية واضحة، والإفصاح عن أي تعارض في المصالح.\n\nيشترط حصول المحلل على شهادة التعامل في الأوراق المالية العامة (CME1) على الأقل.\n\nتقتطع المنصة عمولة قدرها 50% أو 100 ريال شهرياً كحد أدنى من مستحقات المحلل.",
        body_en: "Analysts commit to independent analysis built on a clear method, and to disclosing any conflict of interest.\n\nAn analyst must hold at least the General Securities Qualification Certificate (CME1).\n\nThe platform deducts a commission of 50%, or at least 100 SAR per month, from the analyst's earnings.",
    },
    Text {
        key: "disclaimer",
        title_ar: "إخلاء المسؤولية",
        title_en: "Disclaimer",
        body_ar: "الأداء السابق لا يضمن النتائج المستقبلية. الاستثمار في الأسهم ينطوي على مخاطر قد تؤدي إلى خسارة جزء من رأس المال أو كله.\n\nالأسعار المعروضة متأخرة 15 دقيقة ما لم يذكر خلاف ذلك.",
        body_en: "Past performance does not guarantee future results. Investing in stocks carries risks that may lead to losing part or all of the capital.\n\nPrices shown are delayed by 15 minutes unless stated otherwise.",
    },
    Text {
        key: "payment-terms",
        title_ar: "شروط الدفع",
        title_en: "Payment terms",
        body_ar: "جميع الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة. نقبل مدى وآبل باي وفيزا وماستركارد، والدفع بالتقسيط على أربع دفعات عبر مزود الشراء الآن والدفع لاحقاً.\n\nتبدأ صلاحية الاشتراك فور تأكيد الدفع.",
        body_en: "All prices are in Saudi riyals and include VAT. We accept Mada, Apple Pay, Visa, Mastercard, and payment in four instalments through our buy-now-pay-later provider.\n\nA subscription starts as soon as the payment is confirmed.",
    },
    Text {
        key: "risk-disclosure",
        title_ar: "الإفصاح عن المخاطر",
        title_en: "Risk disclosure",
        body_ar: "تتأثر أسعار الأسهم بعوامل اقتصادية وسياسية وقطاعية لا يمكن التنبؤ بها. قد تنخفض قيمة استثمارك.\n\nعقود الخيارات أدوات عالية المخاطر وقد تفقد قيمتها بالكامل عند انتهاء صلاحيتها.\n\nننصح بعدم استثمار أموال لا تستطيع تحمل خسارتها.",
        body_en: "Stock prices are affected by economic, political and sector factors that cannot be predicted. The value of your investment may fall.\n\nOptions are high-risk instruments and may lose all their value at expiry.\n\nWe advise against investing money you cannot afford to lose.",
    },
];

struct Faq {
    question_ar: &'static str,
    question_en: &'static str,
    answer_ar: &'static str,
    answer_en: &'static str,
}

const FAQS: &[Faq] = &[
    Faq {
        question_ar: "ما هي قوائم إيفا؟",
        question_en: "What are Eva lists?",
        answer_ar: "محافظ نموذجية ينتقي أسهمها محللون معتمدون، مع أوامر الشراء والبيع وأدائها منذ الإضافة.",
        answer_en: "Model portfolios whose stocks are picked by certified analysts, with their buy and sell orders and their performance since added.",
    },
    Faq {
        question_ar: "هل الأسعار لحظية؟",
        question_en: "Are prices real time?",
        answer_ar: "الأسعار متأخرة 15 دقيقة عن السوق.",
        answer_en: "Prices are delayed by 15 minutes.",
    },
    Faq {
        question_ar: "كم سؤالاً أستطيع أن أسأل إيفا شات مجاناً؟",
        question_en: "How many questions can I ask Eva Chat for free?",
        answer_ar: "لكل مستخدم رصيد يومي من الأسئلة المجانية، ويمنحك الاشتراك أسئلة غير محدودة.",
        answer_en: "Every user has a daily balance of free questions; a subscription gives unlimited questions.",
    },
    Faq {
        question_ar: "متى يصلني تحليل السهم المطلوب؟",
        question_en: "When do I receive a requested stock analysis?",
        answer_ar: "خلال 72 ساعة من تأكيد الدفع، ويظهر في صفحة مستنداتي مع إشعار وبريد إلكتروني.",
        answer_en: "Within 72 hours of the payment, in My Documents, with a notification and an email.",
    },
    Faq {
        question_ar: "كيف أنضم كمحلل؟",
        question_en: "How do I join as an analyst?",
        answer_ar: "املأ نموذج الانضمام، وتتم مراجعة طلبك خلال 4 إلى 7 أيام.",
        answer_en: "Fill in the join form; your request is reviewed within 4 to 7 days.",
    },
];

/// Inserts the texts and the FAQ that are missing; each text is stored as its version 1
/// (material: investors accept it), documents as HTML paragraphs. Staff edit them afterwards,
/// so existing rows are left alone.
pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    for t in TEXTS {
        if contents::Entity::find_by_id(t.key).one(&ctx.db).await?.is_some() {
            continue;
        }
        let body = |text: &str| if html::is_value_key(t.key) { text.to_owned() } else { html::paragraphs_to_html(text) };
        let now = Utc::now();
        let txn = platform::write_txn::begin_write(&ctx.db).await?;
        contents::ActiveModel {
            key: Set(t.key.into()),
            title_ar: Set(t.title_ar.into()),
            title_en: Set(t.title_en.into()),
            body_ar: Set(body(t.body_ar)),
            body_en: Set(body(t.body_en)),
            updated_at: Set(now),
            version: Set(1),
            updated_by: Set(None),
        }
        .insert(&txn)
        .await?;
        content_versions::ActiveModel {
            content_key: Set(t.key.into()),
            version: Set(1),
            title_ar: Set(t.title_ar.into()),
            title_en: Set(t.title_en.into()),
            body_ar: Set(body(t.body_ar)),
            body_en: Set(body(t.body_en)),
            material: Set(true),
            created_at: Set(now),
            created_by: Set(None),
            restored_from: Set(None),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
        txn.commit().await?;
    }
    if faqs::Entity::find().count(&ctx.db).await? == 0 {
        for (i, f) in FAQS.iter().enumerate() {
            faqs::ActiveModel {
                position: Set(i32::try_from(i).unwrap_or(i32::MAX)),
                question_ar: Set(f.question_ar.into()),
                question_en: Set(f.question_en.into()),
                answer_ar: Set(html::paragraphs_to_html(f.answer_ar)),
                answer_en: Set(html::paragraphs_to_html(f.answer_en)),
                hidden: Set(false),
                ..Default::default()
            }
            .insert(&ctx.db)
            .await?;
        }
    }
    Ok(())
}
