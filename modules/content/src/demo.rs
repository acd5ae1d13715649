//! Demo data: three licensed advisors, two workshops to book and an approved testimonial.
//! Seeding again adds nothing.

use chrono::{Duration, NaiveDate, Timelike, Utc};
use platform::AppContext;
use sea_orm::{ActiveModelTrait, EntityTrait, PaginatorTrait, Set};

use crate::entities::{advisors, feedback, workshops};

const ADVISORS: [(&str, &str, &str, &str, &str); 3] = [
    ("فهد العتيبي", "Fahad Alotaibi", "مستشار استثمار أول", "Senior investment advisor", "CMA-08-1142"),
    ("سارة القحطاني", "Sara Alqahtani", "مستشارة محافظ استثمارية", "Portfolio advisor", "CMA-11-2087"),
    ("عبدالله الشهري", "Abdullah Alshehri", "محلل أبحاث مالية", "Financial research analyst", "CMA-15-3310"),
];

pub async fn seed(ctx: &AppContext) -> anyhow::Result<()> {
    let now = Utc::now();
    if advisors::Entity::find().count(&ctx.db).await? == 0 {
        for (i, (name_ar, name_en, title_ar, title_en, licence)) in ADVISORS.iter().enumerate() {
            advisors::ActiveModel {
                name_ar: Set((*name_ar).into()),
                name_en: Set((*name_en).into()),
                title_ar: Set((*title_ar).into()),
                title_en: Set((*title_en).into()),
                bio_ar: Set("يقدم المشورة في الأسهم السعودية والأمريكية وفق ملاءمة العميل.".into()),
                bio_en: Set("Advises on Saudi and US equities according to each client's suitability.".into()),
                licence_number: Set((*licence).into()),
                licence_type: Set("investment_adviser".into()),
                licence_expires_on: Set(NaiveDate::from_ymd_opt(2028, 12, 31)),
                position: Set(i32::try_from(i).unwrap_or_default()),
                hidden: Set(false),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
            .insert(&ctx.db)
            .await?;
        }
    }
    if workshops::Entity::find().count(&ctx.db).await? == 0 {
        // Seven in the evening, Riyadh (UTC+3), in ten and in twenty-four days.
        let evening = |days: i64| {
            (now + Duration::days(days))
                .with_hour(16)
                .and_then(|t| t.with_minute(0))
                .and_then(|t| t.with_second(0))
                .unwrap_or(now + Duration::days(days))
        };
        let sessions = [
            (
                "أساسيات التحليل الفني",
                "Technical analysis basics",
                "قراءة الرسوم البيانية، الدعم والمقاومة، والمتوسطات المتحركة.",
                "Reading charts, support and resistance, and moving averages.",
                "الرياض، مقر إيفا",
                "Riyadh, Eva's office",
                evening(10),
                120,
                25,
            ),
            (
                "بناء محفظة متوازنة",
                "Building a balanced portfolio",
                "توزيع الأصول، وإدارة المخاطر، ومتابعة الأداء.",
                "Asset allocation, risk management and tracking performance.",
                "عن بعد (رابط الحضور يصلك بالبريد)",
                "Online (the link is emailed to you)",
                evening(24),
                90,
                100,
            ),
        ];
        for (title_ar, title_en, description_ar, description_en, location_ar, location_en, starts_at, duration, seats) in sessions {
            workshops::ActiveModel {
                title_ar: Set(title_ar.into()),
                title_en: Set(title_en.into()),
                description_ar: Set(description_ar.into()),
                description_en: Set(description_en.into()),
                location_ar: Set(location_ar.into()),
                location_en: Set(location_en.into()),
                starts_at: Set(starts_at),
                duration_minutes: Set(duration),
                seats: Set(seats),
                booked: Set(0),
                cancelled: Set(false),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
            .insert(&ctx.db)
            .await?;
        }
    }
    if feedback::Entity::find().count(&ctx.db).await? == 0 {
        feedback::ActiveModel {
            kind: Set("testimonial".into()),
            user_id: Set(None),
            name: Set("سارة المستثمرة".into()),
            email: Set("subscriber@eva.demo".into()),
            message: Set("قوائم المحللين وآراؤهم القصيرة وفّرت علي ساعات من البحث كل أسبوع.".into()),
            rating: Set(Some(5)),
            status: Set("approved".into()),
            client_address: Set(String::new()),
            reviewed_by: Set(None),
            reviewed_at: Set(Some(now)),
            created_at: Set(now),
            ..Default::default()
        }
        .insert(&ctx.db)
        .await?;
    }
    Ok(())
}
