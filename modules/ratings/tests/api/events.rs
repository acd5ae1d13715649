//! The list's events leave once each, for the notifications module to deliver to subscribers.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use platform::events::{DividendCredited, OrderFilled, RatingPublished, RatingSold};
use platform::jobs::JobRegistry;
use platform::{Module, ServiceConfig};
use serde_json::json;

use crate::{Desk, day};

/// Records, in order, the ratings events that reach a subscriber.
#[derive(Clone, Default)]
struct Listener(Arc<Mutex<Vec<String>>>);

impl Module for Listener {
    fn id(&self) -> &'static str {
        "ratings_listener"
    }
    fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}
    fn jobs(&self, registry: &mut JobRegistry) {
        let seen = self.0.clone();
        registry.on::<RatingPublished, _, _>("ratings_listener.published", move |e, _, _| {
            let seen = seen.clone();
            async move {
                seen.lock().unwrap().push(format!("published {}", e.rating_id));
                Ok(())
            }
        });
        let seen = self.0.clone();
        registry.on::<RatingSold, _, _>("ratings_listener.sold", move |e, _, _| {
            let seen = seen.clone();
            async move {
                seen.lock().unwrap().push(format!("sold {} partial={}", e.rating_id, e.partial));
                Ok(())
            }
        });
        let seen = self.0.clone();
        registry.on::<OrderFilled, _, _>("ratings_listener.filled", move |e, _, _| {
            let seen = seen.clone();
            async move {
                seen.lock().unwrap().push(format!("filled {}", e.order_id));
                Ok(())
            }
        });
        let seen = self.0.clone();
        registry.on::<DividendCredited, _, _>("ratings_listener.dividend", move |e, _, _| {
            let seen = seen.clone();
            async move {
                seen.lock().unwrap().push(format!("dividend {}", e.ex_date));
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
async fn publishing_selling_fills_and_dividends_announce_themselves_once() {
    let listener = Listener::default();
    let desk = Desk::open_with(vec![Box::new(listener.clone())]).await;
    desk.bars("1120", &[(-3, "79", "81", "78", "80")]).await;
    desk.trades("1120", "80").await;
    let rating = desk.create("1120", "market", None, "10").await.body["data"]["id"].as_i64().unwrap();
    listener.wait_for(&format!("published {rating}")).await;
    desk.post(
        "/api/ratings-partial-sell",
        json!({"rating_id": rating, "order_type": "market", "sell_percentage": "20", "exit_reason": "جني أرباح"}),
    )
    .await;
    listener.wait_for(&format!("sold {rating} partial=true")).await;

    let limit = desk.create("2222", "limit", Some("20"), "5").await;
    let order = limit.body["data"]["order_id"].as_i64().unwrap();
    desk.dividend("1120", day(1), "0.50").await;
    desk.bars("2222", &[(1, "21", "21", "19.5", "20.5")]).await;
    desk.bars("1120", &[(1, "80", "81", "79", "80")]).await;
    listener.wait_for(&format!("filled {order}")).await;
    listener.wait_for(&format!("dividend {}", day(1))).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let seen = listener.0.lock().unwrap().clone();
    let mut unique = seen.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(seen.len(), unique.len(), "each event once: {seen:?}");
    assert_eq!(seen.len(), 5, "{seen:?}");
}
