//! The demo's markets are ranked for every strategy.

use eva_testing::TestApp;

/// The seed ranks the markets at once; the factors that need the market's risk figures (which the
/// workers compute after the seed) join when the market announces them (`AnalyticsComputed`),
/// so a strategy made only of those may take a moment.
pub async fn every_strategy_ranks_the_demo_market(app: &TestApp) {
    for strategy in ["growth", "value", "dividend_income", "momentum", "low_volatility"] {
        let mut last = serde_json::Value::Null;
        for _ in 0..240 {
            let top = app.get(&format!("/api/evareport/guest/stocks/rankings?strategy={strategy}")).send().await;
            last = top.body;
            if last["data"].as_array().is_some_and(|rows| rows.len() == 10) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        }
        let rows = last["data"].as_array().unwrap();
        assert_eq!(rows.len(), 10, "{strategy}: {last:?}");
        assert_eq!(rows[0]["rank"], 1);
    }
}
