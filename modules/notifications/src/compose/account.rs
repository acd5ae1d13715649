//! Notices about the user's own account: analyst approval, identity verification, a delivered
//! analysis, and research for every investor.

use platform::events::{AnalysisDelivered, AnalystApproved, KycDecided, PayoutTransferred, ResearchPublished};
use platform::money::sar_decimal;

use crate::kinds::Kind;
use crate::notice::{Audience, Notice, text};

pub fn analyst_approved(e: &AnalystApproved) -> (Notice, Audience) {
    let notice = Notice::new(
        Kind::AnalystApproved,
        text("تمت الموافقة على انضمامك محللاً", "أصبح حسابك حساب محلل: أنشئ قوائمك وحدد أسعار اشتراكاتها."),
        text("Your analyst application was approved", "Your account is now an analyst account: create your lists and set their prices."),
        Some("/my_lists".to_owned()),
    );
    (notice, Audience::User { user_id: e.user_id })
}

pub fn payout_transferred(e: &PayoutTransferred) -> (Notice, Audience) {
    let amount = sar_decimal(e.amount_halalas);
    let (month, day) = (&e.month, e.transferred_on);
    let notice = Notice::new(
        Kind::PayoutTransferred,
        text(
            format!("حُوِّلت مستحقاتك عن {month}"),
            format!(
                "حوّلنا \u{2066}{amount}\u{2069} ر.س، صافي مستحقاتك عن {month}، إلى حسابك البنكي في \u{2066}{day}\u{2069}. الكشف في ملفك الشخصي."
            ),
        ),
        text(
            format!("Your payout for {month} was transferred"),
            format!(
                "We transferred SAR {amount}, your net earnings for {month}, to your bank account on {day}. The statement is in your profile."
            ),
        ),
        Some("/my_profile?tab=statement".to_owned()),
    );
    (notice, Audience::User { user_id: e.analyst_id })
}

pub fn kyc_decided(e: &KycDecided) -> (Notice, Audience) {
    let notice = if e.approved {
        Notice::new(
            Kind::KycDecided,
            text("تم التحقق من هويتك", "اكتمل التحقق من هويتك، ويمكنك الآن الاشتراك في قوائم المحللين وطلب التحليلات."),
            text(
                "Your identity is verified",
                "Your identity verification is complete: you can now subscribe to analysts' lists and request analyses.",
            ),
            Some("/kyc".to_owned()),
        )
    } else {
        Notice::new(
            Kind::KycDecided,
            text("لم نتمكن من التحقق من هويتك", "راجعنا طلب التحقق من هويتك ولم نتمكن من قبوله. يمكنك إرسال طلب جديد."),
            text(
                "We could not verify your identity",
                "We reviewed your identity verification and could not accept it. You may send a new request.",
            ),
            Some("/kyc".to_owned()),
        )
    };
    (notice, Audience::User { user_id: e.user_id })
}

pub fn analysis_delivered(e: &AnalysisDelivered) -> (Notice, Audience) {
    let notice = Notice::new(
        Kind::AnalysisDelivered,
        text("تحليلك جاهز", format!("تم تسليم تحليل السهم لطلبك رقم {}، وتجده في مستنداتي.", e.request_id)),
        text(
            "Your analysis is ready",
            format!("The stock analysis for your request #{} was delivered: find it in My documents.", e.request_id),
        ),
        Some("/analysis/my-documents".to_owned()),
    );
    (notice, Audience::User { user_id: e.user_id })
}

pub fn research_published(_e: &ResearchPublished) -> (Notice, Audience) {
    let notice = Notice::new(
        Kind::ResearchPublished,
        text("بحث مالي جديد", "نشرت إيفا بحثاً مالياً جديداً، اقرأه الآن."),
        text("New financial research", "Eva published new financial research: read it now."),
        Some("/financial-research".to_owned()),
    );
    (notice, Audience::Investors)
}
