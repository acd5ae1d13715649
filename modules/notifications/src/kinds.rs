//! Every kind of notification: its stable id (the preference key), its name in both languages,
//! and whether its email is this module's to send. Three kinds are emailed by the module that owns
//! the fact (the analyst decision with its reason, the delivered analysis with its link, the
//! renewal reminder): those emails are part of the service and are not sent twice from here.

use platform::{Lang, Message};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = NotificationKind)]
pub enum Kind {
    AnalystApproved,
    PaymentCaptured,
    PaymentFailed,
    PaymentRefunded,
    PayoutTransferred,
    SubscriptionStarted,
    SubscriptionExpiring,
    SubscriptionEnded,
    RatingPublished,
    RatingSold,
    OrderFilled,
    DividendCredited,
    OpinionPublished,
    OpinionResolved,
    AnalysisDelivered,
    KycDecided,
    ResearchPublished,
    AlertFired,
}

impl Kind {
    pub const ALL: [Kind; 18] = [
        Kind::AlertFired,
        Kind::RatingPublished,
        Kind::RatingSold,
        Kind::OrderFilled,
        Kind::DividendCredited,
        Kind::OpinionPublished,
        Kind::OpinionResolved,
        Kind::ResearchPublished,
        Kind::AnalysisDelivered,
        Kind::PaymentCaptured,
        Kind::PaymentFailed,
        Kind::PaymentRefunded,
        Kind::SubscriptionStarted,
        Kind::SubscriptionExpiring,
        Kind::SubscriptionEnded,
        Kind::KycDecided,
        Kind::AnalystApproved,
        Kind::PayoutTransferred,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Kind::AnalystApproved => "analyst_approved",
            Kind::PaymentCaptured => "payment_captured",
            Kind::PaymentFailed => "payment_failed",
            Kind::PaymentRefunded => "payment_refunded",
            Kind::PayoutTransferred => "payout_transferred",
            Kind::SubscriptionStarted => "subscription_started",
            Kind::SubscriptionExpiring => "subscription_expiring",
            Kind::SubscriptionEnded => "subscription_ended",
            Kind::RatingPublished => "rating_published",
            Kind::RatingSold => "rating_sold",
            Kind::OrderFilled => "order_filled",
            Kind::DividendCredited => "dividend_credited",
            Kind::OpinionPublished => "opinion_published",
            Kind::OpinionResolved => "opinion_resolved",
            Kind::AnalysisDelivered => "analysis_delivered",
            Kind::KycDecided => "kyc_decided",
            Kind::ResearchPublished => "research_published",
            Kind::AlertFired => "alert_fired",
        }
    }

    pub fn from_id(id: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// How the preferences screen names it.
    pub fn label(self) -> Message {
        match self {
            Kind::AnalystApproved => Message::new("قبول طلب الانضمام محللاً", "Analyst application approved"),
            Kind::PaymentCaptured => Message::new("استلام الدفعات", "Payments received"),
            Kind::PaymentFailed => Message::new("تعذر الدفع", "Payments that did not go through"),
            Kind::PaymentRefunded => Message::new("استرداد المبالغ", "Refunds"),
            Kind::PayoutTransferred => Message::new("تحويل مستحقات المحلل", "Analyst payouts transferred"),
            Kind::SubscriptionStarted => Message::new("بدء الاشتراك", "Subscription started"),
            Kind::SubscriptionExpiring => Message::new("قرب انتهاء الاشتراك", "Subscription ending soon"),
            Kind::SubscriptionEnded => Message::new("انتهاء الاشتراك", "Subscription ended"),
            Kind::RatingPublished => Message::new("توصيات جديدة في قوائم إيفا", "New ratings in Eva lists"),
            Kind::RatingSold => Message::new("عمليات البيع في قوائم إيفا", "Sales in Eva lists"),
            Kind::OrderFilled => Message::new("تنفيذ الأوامر في قوائم إيفا", "Orders filled in Eva lists"),
            Kind::DividendCredited => Message::new("توزيعات الأرباح في قوائم إيفا", "Dividends in Eva lists"),
            Kind::OpinionPublished => Message::new("آراء إيفا الجديدة", "New Eva opinions"),
            Kind::OpinionResolved => Message::new("نتائج آراء إيفا", "Eva opinion results"),
            Kind::AnalysisDelivered => Message::new("تسليم تحليل الأسهم", "Stock analysis delivered"),
            Kind::KycDecided => Message::new("نتيجة التحقق من الهوية", "Identity verification result"),
            Kind::ResearchPublished => Message::new("الأبحاث المالية الجديدة", "New financial research"),
            Kind::AlertFired => Message::new("تنبيهاتي على الأسهم", "My stock alerts"),
        }
    }

    pub fn label_in(self, lang: Lang) -> &'static str {
        self.label().text(lang)
    }

    /// The owning module sends this kind's email itself (see the module comment).
    pub fn emailed_by_owner(self) -> bool {
        matches!(self, Kind::AnalystApproved | Kind::AnalysisDelivered | Kind::SubscriptionExpiring)
    }

    /// Until the user chooses: everything in the app; by email, all but the busiest list news
    /// (fills and dividends happen often and are also in the list's own history).
    pub fn default_email(self) -> bool {
        !matches!(self, Kind::OrderFilled | Kind::DividendCredited)
    }

    /// Until the user chooses, only what they asked to be told at once is pushed: their alerts.
    /// A device turned on for notifications gets nothing else unless the user says so.
    pub fn default_push(self) -> bool {
        matches!(self, Kind::AlertFired)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn every_kind_has_one_id_and_reads_back() {
        let mut ids: Vec<&str> = Kind::ALL.iter().map(|k| k.id()).collect();
        for kind in Kind::ALL {
            assert_eq!(Kind::from_id(kind.id()), Some(kind));
            assert_eq!(serde_json::to_value(kind).unwrap(), serde_json::Value::String(kind.id().to_owned()));
        }
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), Kind::ALL.len());
        assert_eq!(Kind::from_id("nothing"), None);
    }
}
