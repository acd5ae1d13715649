//! Several instances on one database (and one Redis in the services leg): what one process
//! changes, every other one follows, whichever answers the user.

use std::time::{Duration, Instant};

use eva::{Application, ConnectedApp};
use eva_testing::TestApp;
use platform::ports::{MarketData, ShariahStatus};
use serde_json::json;

/// A second `eva serve` on the test app's database and job queue, watching shared state as
/// `eva serve` does; answers on its own port.
async fn second_instance(app: &TestApp) -> (String, ConnectedApp) {
    let mut settings = (*app.ctx.settings).clone();
    settings.bind = "127.0.0.1:0".into();
    let other = ConnectedApp::connect(settings.clone()).await.unwrap();
    other.watch_shared_state();
    let serving = ConnectedApp::connect(settings).await.unwrap();
    serving.watch_shared_state();
    let application = Application::bind(serving).unwrap();
    let address = format!("http://127.0.0.1:{}", application.port);
    tokio::spawn(application.server);
    (address, other)
}

/// Polls `check` until it holds, for at most `limit`; how long it took.
async fn eventually<F, Fut>(limit: Duration, mut check: F) -> Option<Duration>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = bool>,
{
    let started = Instant::now();
    while started.elapsed() < limit {
        if check().await {
            return Some(started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    None
}

#[tokio::test]
async fn a_module_switched_off_in_one_instance_is_off_in_the_other() {
    // Ratings: no module depends on it, so staff may switch it off alone.
    let app = TestApp::spawn().await;
    let (other, _) = second_instance(&app).await;
    let client = reqwest::Client::new();
    let status = |path: &'static str| {
        let (client, other) = (client.clone(), other.clone());
        async move { client.get(format!("{other}{path}")).send().await.map(|r| r.status().as_u16()).unwrap_or(0) }
    };
    assert_eq!(status("/api/rating-lists-guest").await, 200);

    let staff = app.signed_in_staff().await;
    assert_eq!(app.put("/api/staff/modules/ratings").token(&staff.token).json(&json!({"enabled": false})).send().await.status, 200);
    // The database check runs every second; Redis, when configured, tells at once.
    let took = eventually(Duration::from_secs(3), || async { status("/api/rating-lists-guest").await == 404 }).await;
    assert!(took.is_some(), "the other instance still serves the ratings module");

    assert_eq!(app.put("/api/staff/modules/ratings").token(&staff.token).json(&json!({"enabled": true})).send().await.status, 200);
    assert!(eventually(Duration::from_secs(3), || async { status("/api/rating-lists-guest").await == 200 }).await.is_some());
}

#[tokio::test]
async fn what_one_instance_caches_the_others_forget_when_it_changes() {
    let app = TestApp::spawn().await;
    let (_, other) = second_instance(&app).await;
    let port = other.ctx.port::<dyn MarketData>().unwrap();
    // The other instance builds its search index now, before the change.
    assert_eq!(port.search("aramco", 1).await.unwrap()[0].shariah, ShariahStatus::NotAssessed);

    market::shariah_import::import_shariah(&app.ctx, "Symbol,Shariah\n2222,compliant\n").await.unwrap();
    let followed = eventually(Duration::from_secs(3), || {
        let port = port.clone();
        async move { port.search("aramco", 1).await.unwrap()[0].shariah == ShariahStatus::Compliant }
    })
    .await;
    assert!(followed.is_some(), "the other instance kept its stale index");
}
