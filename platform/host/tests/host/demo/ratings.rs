//! The demo analysts' Eva lists: years of history that verifies.

use eva_testing::TestApp;
use serde_json::Value;

use super::login;

/// The demo analysts' lists, Saudi first.
async fn lists(app: &TestApp) -> (String, Vec<i64>) {
    let analyst = login(app, "analyst@eva.demo", "analyst-demo-1").await;
    let mut lists = Vec::new();
    for token in [analyst.clone(), login(app, "analyst2@eva.demo", "analyst-demo-2").await] {
        let mine = app.get("/api/analyst-ratings").token(&token).send().await;
        lists.extend(mine.body["data"].as_array().unwrap().iter().map(|l| l["id"].as_i64().unwrap()));
    }
    (analyst, lists)
}

/// How many entries each list's record holds.
pub async fn history_sizes(app: &TestApp) -> Vec<usize> {
    let staff = login(app, "staff@eva.demo", "staff-demo-1").await;
    let mut sizes = Vec::new();
    for id in lists(app).await.1 {
        let log = app.get(&format!("/api/rating/logs?listingId={id}")).token(&staff).send().await;
        sizes.push(log.body["data"].as_array().unwrap().len());
    }
    sizes
}

pub async fn the_lists_have_years_of_history_that_verifies(app: &TestApp) {
    let (analyst, lists) = lists(app).await;
    assert_eq!(lists.len(), 2, "a Saudi list and a US list");
    let staff = login(app, "staff@eva.demo", "staff-demo-1").await;
    let first = app.get(&format!("/api/rating/logs?listingId={}", lists[0])).token(&analyst).send().await;
    let moves = first.body["data"].as_array().unwrap().len();
    assert!(moves > 40, "years of moves: {moves}");

    for id in &lists {
        let v = app.get(&format!("/api/rating-lists/{id}/verify")).send().await;
        assert_eq!(v.body["data"]["valid"], true, "{:?}", v.body);
        let history = app.get(&format!("/api/rating/logs?listingId={id}")).token(&staff).send().await;
        let kinds: Vec<&str> = history.body["data"].as_array().unwrap().iter().map(|e| e["type"].as_str().unwrap()).collect();
        for kind in ["buy", "sell", "dividends"] {
            assert!(kinds.contains(&kind), "list {id} has {kind} entries: {kinds:?}");
        }
        let perf = app.get(&format!("/api/rating-list-performance?rating_list_id={id}")).send().await;
        let p = &perf.body["data"];
        assert!(p["closed_count"].as_u64().unwrap() > 3, "{p}");
        assert!(p["win_rate_percent"].as_f64().is_some());
        let graph = app.get(&format!("/api/graph-data?listId={id}")).send().await;
        assert!(graph.body["data"]["points"].as_array().unwrap().len() > 500, "about three years of closes");
        let orders = app.get(&format!("/api/rating-orders?rating_list_id={id}")).token(&staff).send().await;
        let waiting = orders.body["data"].as_array().unwrap().iter().filter(|o: &&Value| o["state"] == "open").count();
        assert!(waiting <= 1);
    }
    // The demo subscriber bought the lists: they see what the lists hold.
    let subscriber = login(app, "subscriber@eva.demo", "subscriber-demo-1").await;
    let rows = app.get(&format!("/api/ratings?rating_list_id={}", lists[0])).token(&subscriber).send().await;
    assert_eq!(rows.status, 200);
    assert!(!rows.body["data"].as_array().unwrap().is_empty(), "{:?}", rows.body);
}
