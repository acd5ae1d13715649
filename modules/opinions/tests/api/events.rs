//! An opinion announces itself when published, corrected and decided, once each, for the
//! notifications module to deliver to the list's subscribers.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use platform::events::{OpinionCorrected, OpinionPublished, OpinionResolved};
use platform::jobs::JobRegistry;
use platform::ports::MarketCode;
use platform::{Module, ServiceConfig};
use serde_json::json;

use crate::{Desk, day};

/// Records, in order, the opinions events that reach a subscriber.
#[derive(Clone, Default)]
struct Listener(Arc<Mutex<Vec<String>>>);

impl Module for Listener {
    fn id(&self) -> &'static str {
        "opinions_listener"
    }
    fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}
    fn jobs(&self, registry: &mut JobRegistry) {
        let seen = self.0.clone();
        registry.on::<OpinionPublished, _, _>("opinions_listener.published", move |e, _, _| {
            let seen = seen.clone();
            async move {
                seen.lock().unwrap().push(format!("published {}", e.opinion_id));
                Ok(())
            }
        });
        let seen = self.0.clone();
        registry.on::<OpinionCorrected, _, _>("opinions_listener.corrected", move |e, _, _| {
            let seen = seen.clone();
            async move {
                let (b, a) = (e.before, e.after);
                seen.lock().unwrap().push(format!(
                    "corrected {} v{} target {}->{} stop {}->{}",
                    e.opinion_id, e.version, b.target, a.target, b.stop, a.stop
                ));
                Ok(())
            }
        });
        let seen = self.0.clone();
        registry.on::<OpinionResolved, _, _>("opinions_listener.resolved", move |e, _, _| {
            let seen = seen.clone();
            async move {
                seen.lock().unwrap().push(format!("resolved {} succeeded={}", e.opinion_id, e.succeeded));
                Ok(())
            }
        });
    }
}

impl Listener {
    async fn wait_for(&self, wanted: &str) {
        for _ in 0..200 {
            if self.0.lock().unwrap().iter().any(|s| s == wanted) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("{wanted} never arrived: {:?}", self.0.lock().unwrap());
    }
}

#[tokio::test]
async fn publishing_and_deciding_announce_themselves_once() {
    let listener = Listener::default();
    let desk = Desk::open_with(vec![Box::new(listener.clone())]).await;
    desk.bars("1120", &[(-1, "99", "101", "98", "100")]).await;
    let won = desk.publish(desk.form("1120").await, json!({})).await["id"].as_i64().unwrap();
    let lost = desk.publish(desk.form("1120").await, json!({"order_type": "sell", "target_price": "90", "stop_loss": "104"})).await["id"]
        .as_i64()
        .unwrap();
    listener.wait_for(&format!("published {won}")).await;
    listener.wait_for(&format!("published {lost}")).await;
    desk.bars("1120", &[(1, "100", "111", "99", "108")]).await;
    listener.wait_for(&format!("resolved {won} succeeded=true")).await;
    listener.wait_for(&format!("resolved {lost} succeeded=false")).await;
    // The job again, on the same bars: nothing new is decided or announced.
    assert_eq!(opinions::resolution::run::resolve_market(&desk.app.ctx, MarketCode::Tasi, day(1)).await.unwrap(), 0);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let seen = listener.0.lock().unwrap().clone();
    assert_eq!(seen.len(), 4, "each event once: {seen:?}");
}

#[tokio::test]
async fn an_edit_announces_a_correction_with_the_levels_before_and_after() {
    let listener = Listener::default();
    let desk = Desk::open_with(vec![Box::new(listener.clone())]).await;
    desk.bars("1120", &[(-1, "99", "101", "98", "100")]).await;
    let form = desk.form("1120").await;
    let id = desk.publish(form.clone(), json!({})).await["id"].as_i64().unwrap();
    let edit = crate::merged(form.clone(), json!({"opinionId": id, "target_price": "112", "stop_loss": "94.05"}));
    assert_eq!(desk.post("/api/opinion/update", edit).await.status, 200);
    listener.wait_for(&format!("corrected {id} v2 target 1100000->1120000 stop 950000->940500")).await;
    // A refused edit changes nothing and announces nothing.
    let refused = crate::merged(form, json!({"opinionId": id, "target_price": "99999999999999"}));
    assert_eq!(desk.post("/api/opinion/update", refused).await.status, 422);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let corrections = listener.0.lock().unwrap().iter().filter(|s| s.starts_with("corrected")).count();
    assert_eq!(corrections, 1);
}
