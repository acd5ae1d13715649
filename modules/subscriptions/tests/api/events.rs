//! The events payments and periods publish, heard once each by a module that records them.

use super::*;

/// Records every subscriptions event it hears, as the modules that react to them will.
#[derive(Clone, Default)]
struct EventRecorder(std::sync::Arc<std::sync::Mutex<Vec<(String, Value)>>>);

impl EventRecorder {
    fn heard(&self) -> Vec<(String, Value)> {
        self.0.lock().unwrap().clone()
    }

    async fn wait_for(&self, n: usize) -> Vec<(String, Value)> {
        for _ in 0..200 {
            if self.heard().len() >= n {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        self.heard()
    }
}

struct RecorderModule(EventRecorder);

impl Module for RecorderModule {
    fn id(&self) -> &'static str {
        "event_recorder"
    }
    fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}
    fn jobs(&self, registry: &mut platform::jobs::JobRegistry) {
        use platform::events::{
            Event, PaymentCaptured, PaymentFailed, PaymentRefunded, SubscriptionEnded, SubscriptionExpiring, SubscriptionStarted,
        };
        fn record<E: Event>(registry: &mut platform::jobs::JobRegistry, name: &'static str, recorder: &EventRecorder) {
            let recorder = recorder.clone();
            registry.on::<E, _, _>(name, move |event, _delivery, _ctx| {
                let recorder = recorder.clone();
                async move {
                    recorder.0.lock().unwrap().push((E::NAME.to_owned(), serde_json::to_value(&event).unwrap()));
                    Ok(())
                }
            });
        }
        record::<PaymentCaptured>(registry, "recorder.captured", &self.0);
        record::<PaymentFailed>(registry, "recorder.failed", &self.0);
        record::<PaymentRefunded>(registry, "recorder.refunded", &self.0);
        record::<SubscriptionStarted>(registry, "recorder.started", &self.0);
        record::<SubscriptionExpiring>(registry, "recorder.expiring", &self.0);
        record::<SubscriptionEnded>(registry, "recorder.ended", &self.0);
    }
}

/// Every fact of a payment's life reaches the modules that listen, once, after it is stored.
#[tokio::test]
async fn payments_and_periods_announce_themselves_once() {
    let recorder = EventRecorder::default();
    let app = TestApp::spawn_with_extra_modules(vec![Box::new(FeatureProbe), Box::new(RecorderModule(recorder.clone()))]).await;
    let staff = app.signed_in_staff().await;
    let buyer = app.verified_subscriber().await;
    let names = |heard: &[(String, Value)]| heard.iter().map(|(n, _)| n.as_str().to_owned()).collect::<Vec<_>>();

    let sorted = |heard: &[(String, Value)]| {
        let mut got = names(heard);
        got.sort();
        got
    };

    // Eva Chat monthly comes with two weeks of Eva Reports: two periods start.
    let plan = plan_id(&app, "Eva Chat", "monthly").await;
    let paid = buy(&app, &buyer, plan).await;
    let heard = recorder.wait_for(3).await;
    assert_eq!(sorted(&heard), ["PaymentCaptured", "SubscriptionStarted", "SubscriptionStarted"], "{heard:?}");
    let captured = &heard.iter().find(|(n, _)| n == "PaymentCaptured").unwrap().1;
    assert_eq!((captured["payment_id"].as_i64(), captured["user_id"].as_i64()), (Some(paid), Some(buyer.id)));
    assert_eq!((captured["amount_halalas"].as_i64(), captured["vat_halalas"].as_i64()), (Some(4_900), Some(639)));
    // Named as the buyer saw it, so the notice says «إيفا شات», not «اشتراك منصة إيفا».
    assert_eq!(captured["name"], json!({"ar": "إيفا شات", "en": "Eva Chat"}), "{captured:?}");
    // The browser coming back again changes nothing and says nothing.
    back_at_shop(&app, &return_of(&app, paid).await).await;

    let refunded = app
        .post(&format!("/api/staff/payments/{paid}/refund"))
        .token(&staff.token)
        .json(&serde_json::json!({"reason": "طلب العميل"}))
        .send()
        .await;
    assert_eq!(refunded.status, 200, "{:?}", refunded.body);
    let heard = recorder.wait_for(6).await;
    assert_eq!(sorted(&heard[3..]), ["PaymentRefunded", "SubscriptionEnded", "SubscriptionEnded"], "{heard:?}");

    let res = subscribe(&app, &buyer, attempt(plan, "visa")).await;
    let declined = res.body["data"]["payment_id"].as_i64().unwrap();
    let (_, to) = on_sandbox_page(
        &app,
        res.body["data"]["redirect_url"].as_str().unwrap(),
        &[("action", "pay"), ("card_number", "4000000000000002")],
    )
    .await;
    back_at_shop(&app, &to).await;
    let heard = recorder.wait_for(7).await;
    assert_eq!(heard.len(), 7, "{heard:?}");
    assert_eq!((heard[6].0.as_str(), heard[6].1["payment_id"].as_i64()), ("PaymentFailed", Some(declined)));

    // Bought again: at day 28 the free reports have ended and the plan is three days from its
    // end; at day 31 the plan ends. Each is said once, however often the run repeats.
    buy(&app, &buyer, plan).await;
    recorder.wait_for(10).await;
    let now = Utc::now();
    subscriptions::expiry::run_at(&app.ctx, now + chrono::Duration::days(28)).await.unwrap();
    subscriptions::expiry::run_at(&app.ctx, now + chrono::Duration::days(28)).await.unwrap();
    let heard = recorder.wait_for(12).await;
    assert_eq!(sorted(&heard[10..]), ["SubscriptionEnded", "SubscriptionExpiring"], "{heard:?}");
    subscriptions::expiry::run_at(&app.ctx, now + chrono::Duration::days(31)).await.unwrap();
    subscriptions::expiry::run_at(&app.ctx, now + chrono::Duration::days(31)).await.unwrap();
    let heard = recorder.wait_for(13).await;
    assert_eq!(names(&heard[12..]), ["SubscriptionEnded"], "{heard:?}");
}
