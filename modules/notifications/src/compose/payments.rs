//! Notices about the user's payments and subscriptions.

use platform::events::{
    PaymentCaptured, PaymentFailed, PaymentRefunded, ProductName, SubscriptionEnded, SubscriptionExpiring, SubscriptionStarted,
};
use platform::money::sar_decimal;

use super::day;
use crate::kinds::Kind;
use crate::notice::{Audience, Notice, text};

/// The product bought once (a stock analysis): a purchase, never a subscription with an end to renew.
const ONE_OFF: &str = "stock_analysis";

/// What was bought, as the user calls it: the package's own name when the event carries it
/// («اشتراكك في «إيفا برو»» / "your Eva Pro subscription"), else the kind of product.
fn product_name(product: &str, name: &ProductName) -> (String, String) {
    if !name.ar.is_empty() && !name.en.is_empty() {
        return if product == ONE_OFF {
            (format!("«{}»", name.ar), name.en.clone())
        } else {
            (format!("اشتراكك في «{}»", name.ar), format!("your {} subscription", name.en))
        };
    }
    let (ar, en) = match product {
        "rating_list" => ("اشتراك في قائمة إيفا", "an Eva list subscription"),
        "opinion_list" => ("اشتراك في آراء إيفا", "an Eva opinions subscription"),
        ONE_OFF => ("باقة تحليل الأسهم", "a stock analysis package"),
        "reports" => ("اشتراك التقارير", "the reports subscription"),
        _ => ("اشتراك منصة إيفا", "the Eva platform subscription"),
    };
    (ar.to_owned(), en.to_owned())
}

pub fn payment_captured(e: &PaymentCaptured) -> (Notice, Audience) {
    let (ar, en) = product_name(&e.product, &e.name);
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
    let (ar, en) = product_name(&e.product, &e.name);
    let notice = Notice::new(
        Kind::PaymentFailed,
        text("لم تكتمل عملية الدفع", format!("لم تكتمل عملية الدفع مقابل {ar}، ولم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى.")),
        text(
            "Your payment did not go through",
            format!("The payment for {en} did not go through and nothing was charged. You can try again."),
        ),
        Some("/subscription".to_owned()),
    );
    (notice, Audience::User { user_id: e.user_id })
}

/// One notice for a refund, naming what it was for: a whole refund also says what ended (its
/// `SubscriptionEnded` notices are not sent), a partial one that it goes on.
pub fn payment_refunded(e: &PaymentRefunded) -> (Notice, Audience) {
    let amount = sar_decimal(e.amount_halalas);
    let (ar, en) = product_name(&e.product, &e.name);
    let (title_ar, body_ar, title_en, body_en) = if e.partial {
        (
            "استرددنا جزءاً من دفعتك",
            format!(
                "أعدنا إليك {amount} ر.س من دفعتك مقابل {ar}، ويبقى اشتراكك سارياً. يصل المبلغ إلى حسابك حسب مدة البنك، وإشعار الدائن في اشتراكاتي."
            ),
            "Part of your payment was refunded",
            format!(
                "We refunded SAR {amount} of your payment for {en}; it stays active. The money reaches your account in your bank's usual time; the credit note is in My subscriptions."
            ),
        )
    } else {
        (
            "تم استرداد دفعتك",
            format!("أعدنا إليك {amount} ر.س مقابل {ar}، وانتهى بذلك. يصل المبلغ إلى حسابك حسب مدة البنك، وإشعار الدائن في اشتراكاتي."),
            "Your payment was refunded",
            format!(
                "We refunded SAR {amount} for {en}, which has ended. The money reaches your account in your bank's usual time; the credit note is in My subscriptions."
            ),
        )
    };
    let notice = Notice::new(Kind::PaymentRefunded, text(title_ar, body_ar), text(title_en, body_en), Some("/my_subscriptions".to_owned()));
    (notice, Audience::User { user_id: e.user_id })
}

pub fn subscription_started(e: &SubscriptionStarted) -> (Notice, Audience) {
    let (ar, en) = product_name(&e.product, &e.name);
    let notice = if e.product == ONE_OFF {
        // Bought once: what to do with it, no period to run.
        Notice::new(
            Kind::SubscriptionStarted,
            text("تم الشراء", format!("اشتريت {ar}. أرسل طلب التحليل وتابعه من مستنداتي.")),
            text("Purchase complete", format!("You bought {en}. Send your analysis request and follow it in My documents.")),
            Some("/analysis/my-documents".to_owned()),
        )
    } else {
        let until = day(e.ends_at);
        Notice::new(
            Kind::SubscriptionStarted,
            text("بدأ اشتراكك", format!("بدأ {ar}، ويستمر حتى {until}.")),
            text("Your subscription started", format!("{} started and runs until {until}.", capitalised(&en))),
            Some("/my_subscriptions".to_owned()),
        )
    };
    (notice, Audience::User { user_id: e.user_id })
}

pub fn subscription_expiring(e: &SubscriptionExpiring) -> (Notice, Audience) {
    let (ar, en) = product_name(&e.product, &e.name);
    let until = day(e.ends_at);
    let notice = Notice::new(
        Kind::SubscriptionExpiring,
        text("اشتراكك ينتهي قريباً", format!("ينتهي {ar} في {until}. جدد اشتراكك لتستمر الخدمة دون انقطاع.")),
        text("Your subscription ends soon", format!("{} ends on {until}. Renew it to keep the service without a break.", capitalised(&en))),
        Some("/my_subscriptions".to_owned()),
    );
    (notice, Audience::User { user_id: e.user_id })
}

pub fn subscription_ended(e: &SubscriptionEnded) -> (Notice, Audience) {
    let (ar, en) = product_name(&e.product, &e.name);
    let notice = if e.product == ONE_OFF {
        Notice::new(
            Kind::SubscriptionEnded,
            text("انتهت صلاحية الشراء", format!("انتهت صلاحية شرائك {ar}.")),
            text("Your purchase has lapsed", format!("Your purchase of {en} has lapsed.")),
            Some("/my_subscriptions".to_owned()),
        )
    } else {
        Notice::new(
            Kind::SubscriptionEnded,
            text("انتهى اشتراكك", format!("انتهى {ar}. يمكنك الاشتراك مجدداً في أي وقت.")),
            text("Your subscription ended", format!("{} ended. You can subscribe again at any time.", capitalised(&en))),
            Some("/subscription".to_owned()),
        )
    };
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
        let e = PaymentCaptured {
            payment_id: 1,
            user_id: 7,
            amount_halalas: 44_900,
            vat_halalas: 5_857,
            product: "rating_list".into(),
            name: ProductName::default(),
        };
        let (notice, audience) = payment_captured(&e);
        assert_eq!(audience, Audience::User { user_id: 7 });
        assert!(notice.ar.body.contains("449.00 ر.س"), "{}", notice.ar.body);
        assert!(notice.en.body.contains("SAR 449.00 for an Eva list subscription"), "{}", notice.en.body);
    }

    #[test]
    fn notices_name_the_package_and_a_one_time_purchase_has_no_period() {
        let ends_at = chrono::DateTime::parse_from_rfc3339("2027-11-26T22:00:00Z").unwrap().with_timezone(&chrono::Utc);
        let pro = ProductName { ar: "إيفا برو".into(), en: "Eva Pro".into() };
        let (started, _) =
            subscription_started(&SubscriptionStarted { subscription_id: 1, user_id: 7, product: "platform".into(), ends_at, name: pro });
        assert_eq!(started.ar.body, "بدأ اشتراكك في «إيفا برو»، ويستمر حتى 2027-11-27.");
        assert_eq!(started.en.body, "Your Eva Pro subscription started and runs until 2027-11-27.");

        let analysis = ProductName { ar: "تحليل سهم واحد".into(), en: "One stock analysis".into() };
        let (bought, _) = subscription_started(&SubscriptionStarted {
            subscription_id: 2,
            user_id: 7,
            product: "stock_analysis".into(),
            ends_at,
            name: analysis,
        });
        assert_eq!(bought.ar.title, "تم الشراء");
        assert!(bought.ar.body.starts_with("اشتريت «تحليل سهم واحد»."), "{}", bought.ar.body);
        assert!(!bought.ar.body.contains("يستمر") && !bought.en.body.contains("until"), "{:?}", bought.en.body);
        assert_eq!(bought.link.as_deref(), Some("/analysis/my-documents"));
    }

    #[test]
    fn english_sentences_start_with_a_capital() {
        assert_eq!(capitalised("the reports subscription"), "The reports subscription");
        assert_eq!(capitalised(""), "");
    }
}
