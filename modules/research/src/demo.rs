//! Demo data: news in Arabic and English naming demo stocks, and two research documents whose
//! PDFs are drawn here (Arabic and English). Seeding again adds nothing.

use chrono::{Duration, Utc};
use eva_pdf::{Align, Canvas, PAGE_H, PAGE_W, style};
use platform::AppContext;
use platform::entities::users;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::articles::{self, Article};
use crate::documents::{self, NewDocument};
use crate::entities::documents as documents_table;
use crate::pdf_file;

const NEWS: [(&str, &str, &str); 6] = [
    (
        "ar",
        "الراجحي يرفع أرباحه الفصلية",
        "أعلن مصرف الراجحي نمو صافي أرباحه في الربع الثالث بدعم من ارتفاع دخل التمويل، مع تحسن جودة الأصول.",
    ),
    (
        "ar",
        "أرامكو السعودية تبقي توزيعاتها النقدية",
        "أبقت أرامكو السعودية على توزيعاتها الأساسية للربع الحالي، وأشارت إلى استقرار الطلب على النفط.",
    ),
    ("ar", "سابك تعلن عن مشروع جديد للبتروكيماويات", "كشفت سابك عن خطط لتوسعة طاقتها الإنتاجية في الجبيل خلال السنوات الثلاث القادمة."),
    ("ar", "المؤشر العام يغلق على ارتفاع", "أنهى المؤشر العام للسوق السعودية جلسته مرتفعاً بقيادة قطاعي البنوك والطاقة، وسط تداولات نشطة."),
    (
        "en",
        "Al Rajhi Bank posts higher quarterly profit",
        "Al Rajhi Bank reported growth in net profit for the third quarter, supported by higher financing income.",
    ),
    (
        "en",
        "Saudi Aramco keeps its base dividend",
        "Saudi Aramco kept its base dividend unchanged for the quarter and pointed to steady oil demand.",
    ),
];

pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    let now = Utc::now();
    for (i, (language, title, body)) in NEWS.iter().enumerate() {
        let article = Article {
            language: (*language).to_owned(),
            title: (*title).to_owned(),
            summary: (*body).to_owned(),
            body: (*body).to_owned(),
            link: None,
            source: String::new(),
            published_at: now - Duration::hours(6 * i as i64 + 2),
        };
        articles::create(ctx, &article, Some(format!("demo-news-{i}")), None).await?;
    }
    if documents_table::Entity::find().count(&ctx.db).await? > 0 {
        return Ok(());
    }
    let Some(staff) = users::Entity::find().filter(users::Column::Role.eq("staff")).one(&ctx.db).await? else { return Ok(()) };
    let banking = NewDocument {
        title_ar: "توقعات القطاع المصرفي السعودي 2027".into(),
        title_en: "Saudi banking outlook 2027".into(),
        summary_ar: "نمو الإقراض وهوامش الربح وجودة الأصول في المصارف المدرجة.".into(),
        summary_en: "Loan growth, margins and asset quality of the listed banks.".into(),
        pdf_ar: Some(drawn("توقعات القطاع المصرفي السعودي 2027", &BANKING_AR, true)?),
        pdf_en: Some(drawn("Saudi banking outlook 2027", &BANKING_EN, false)?),
        published_at: now - Duration::days(2),
    };
    documents::publish(ctx, banking, staff.id).await?;
    let energy = NewDocument {
        title_ar: "قطاع الطاقة: التوزيعات والطلب".into(),
        title_en: "Energy: dividends and demand".into(),
        summary_ar: "أثر أسعار النفط على توزيعات شركات الطاقة المدرجة.".into(),
        summary_en: String::new(),
        pdf_ar: Some(drawn("قطاع الطاقة: التوزيعات والطلب", &ENERGY_AR, true)?),
        pdf_en: None,
        published_at: now - Duration::days(9),
    };
    documents::publish(ctx, energy, staff.id).await?;
    Ok(())
}

const BANKING_AR: [&str; 3] = [
    "نتوقع أن يواصل الإقراض المصرفي نموه بدعم من تمويل المشاريع الكبرى والتمويل العقاري، مع استقرار نسبي في هوامش الربح.",
    "تبقى جودة الأصول قوية، إذ تبقى نسب القروض المتعثرة منخفضة مقارنة بالمتوسطات التاريخية، وتبقى المخصصات كافية.",
    "هذا المستند لأغراض العرض فقط وليس توصية بالشراء أو البيع.",
];
const BANKING_EN: [&str; 3] = [
    "We expect bank lending to keep growing on the back of giga-project finance and mortgages, with margins broadly stable.",
    "Asset quality stays strong: non-performing loan ratios remain low against their history and provisions are ample.",
    "This document is for demonstration only and is not a recommendation to buy or sell.",
];
const ENERGY_AR: [&str; 3] = [
    "تعتمد توزيعات شركات الطاقة على متوسط أسعار النفط وحجم الإنتاج، وتبقى التوزيعات الأساسية مستقرة.",
    "نرى أن الطلب العالمي سيبقى متماسكاً خلال العام القادم مع تباطؤ النمو في بعض الاقتصادات.",
    "هذا المستند لأغراض العرض فقط وليس توصية بالشراء أو البيع.",
];

/// A two-page PDF: the title, then one paragraph per block.
fn drawn(title: &str, paragraphs: &[&str], arabic: bool) -> anyhow::Result<(Vec<u8>, i32)> {
    let mut canvas = Canvas::new()?;
    let (x, align) = if arabic { (PAGE_W - 56.0, Align::Right) } else { (56.0, Align::Left) };
    for page in 0..2 {
        if page > 0 {
            canvas.new_page();
        }
        canvas.text(title, style(20.0, true, (0.04, 0.43, 0.31)), x, 90.0, align);
        let mut baseline = 140.0;
        for p in paragraphs {
            let lines = canvas.paragraph(p, style(12.0, false, (0.1, 0.15, 0.2)), (x, baseline), align, PAGE_W - 112.0, 20.0);
            baseline += 20.0 * lines as f32 + 16.0;
        }
        canvas.text(&format!("{}", page + 1), style(10.0, false, (0.4, 0.4, 0.4)), PAGE_W / 2.0, PAGE_H - 40.0, Align::Centre);
    }
    let bytes = canvas.finish(title, Utc::now())?;
    let pages = pdf_file::pages_of(&bytes).map_err(|e| anyhow::anyhow!("a demo PDF does not read back: {e:?}"))?;
    Ok((bytes, pages))
}
