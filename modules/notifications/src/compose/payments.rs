//! Notices about the user's payments and subscriptions.

use platform::events::{PaymentCaptured, PaymentFailed, PaymentRefunded, SubscriptionEnded, SubscriptionExpiring, SubscriptionStarted};
use platform::money::sar_decimal;

use super::day;
use crate::kinds::Kind;
use crate::notice::{Audience, Notice, text};

/// What was bought, as the user calls it.
fn product_name(product: &str) -> (&'static str, &'static str) {
    match product {
        "rating_list" => ("اشتراك في قائمة إيفا", "an Eva list subscription"),
        "opinion_list" => ("اشتراك في آراء إيفا", "an Eva opinions subscription"),
        "stock_analysis" => ("باقة تحليل الأسهم", "a stock analysis package"),
        "reports" => ("اشتراك التقارير", "the reports subscription"),
        _ => ("اشتراك منصة إيفا", "the Eva platform subscription"),
    }
}

pub fn payment_captured(e: &PaymentCaptured) -> (Notice, Audience) {
    let (ar, en) = product_name(&e.product);
    let amount = sar_decimal(e.amount_halalas);
    let notice = Notice::new(
        Kind::PaymentCaptured,
        text("تم استلام دفعتك", format!("استلمنا {amount} ر.س مقابل {ar}، شاملة ضريبة القيمة المضافة. الفاتورة في اشتراكاتي.")),
        text("Payment received", format!("We received SAR {amount} for {en}, VAT included. The invoice is in My subscriptions.")),
        Some("/my_subscriptions".to_owned()),
    );
    (notice, Audience::User { user_id: e.user_id })
}

pub fn payment_failed(e: &PaymentFailed) -> (Notice, Audience) {
    let (ar, en) = product_name(&e.product);
    let notice = Notice::new(
        Kind::PaymentFailed,
        text("لم تكتمل عملية الدفع", format!("لم تكتمل عملية الدفع مقابل {ar}، ولم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى.")),
        text("Your payment did not go through", format!("The payment for {en} did not go through and nothing was charged. You can try again.")),
        Some("/subscription".to_owned()),
    );
    (notice, Audience::User { user_id: e.user_id })
}

pub fn payment_refunded(e: &PaymentRefunded) -> (Notice, Audience) {
    let amount = sar_decimal(e.amount_halalas);
    let notice = Notice::new(
        Kind::PaymentRefunded,
        text("تم استرداد دفعتك", format!("أعدنا إليك {amount} ر.س، وتصل إلى حسابك حسب مدة البنك.")),
        text("Your payment was refunded", format!("We refunded SAR {amount}; it reaches your account in your bank's usual time.")),
        Some("/my_subscriptions".to_owned()),
    );
    (notice, Audience::User { user_id: e.user_id })
}

pub fn subscription_started(e: &SubscriptionStarted) -> (Notice, Audience) {
    let (ar, en) = product_name(&e.product);
    let until = day(e.ends_at);
    let notice = Notice::new(
        Kind::SubscriptionStarted,
        text("بدأ اشتراكك", format!("بدأ {ar}، ويستمر حتى {until}.")),
        text("Your subscription started", format!("{} started and runs until {until}.", capitalised(en))),
        Some("/my_subscriptions".to_owned()),
    );
    (notice, Audience::User { user_id: e.user_id })
}

pub fn subscription_expiring(e: &SubscriptionExpiring) -> (Notice, Audience) {
    let (ar, en) = product_name(&e.product);
    let until = day(e.ends_at);
    let notice = Notice::new(
        Kind::SubscriptionExpiring,
        text("اشتراكك ينتهي قريباً", format!("ينتهي {ar} في {until}. جدد اشتراكك لتستمر الخدمة دون انقطاع.")),
        text("Your subscription ends soon", format!("{} ends on {until}. Renew it to keep the service without a break.", capitalised(en))),
        Some("/my_subscriptions".to_owned()),
    );
    (notice, Audience::User { user_id: e.user_id })
}

pub fn subscription_ended(e: &SubscriptionEnded) -> (Notice, Audience) {
    let (ar, en) = product_name(&e.product);
    let notice = Notice::new(
        Kind::SubscriptionEnded,
        text("انتهى اشتراكك", format!("انتهى {ar}. يمكنك الاشتراك مجدداً في أي وقت.")),
        text("Your subscription ended", format!("{} ended. You can subscribe again at any time.", capitalised(en))),
        Some("/subscription".to_owned()),
    );
    (notice, Audience::User { user_id: e.user_id })
}

fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn a_payment_notice_names_the_amount_in_both_languages() {
        let e = PaymentCaptured { payment_id: 1, user_id: 7, amount_halalas: 44_900, vat_halalas: 5_857, product: "rating_list".into() };
        let (notice, audience) = payment_captured(&e);
        assert_eq!(audience, Audience::User { user_id: 7 });
        assert!(notice.ar.body.contains("449.00 ر.س"), "{}", notice.ar.body);
        assert!(notice.en.body.contains("SAR 449.00 for an Eva list subscription"), "{}", notice.en.body);
    }

    #[test]
    fn english_sentences_start_with_a_capital() {
        assert_eq!(capitalised("the reports subscription"), "The reports subscription");
        assert_eq!(capitalised(""), "");
    }
}
