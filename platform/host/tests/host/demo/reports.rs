//! The demo's markets are ranked for every strategy.

use eva_testing::TestApp;

pub async fn every_strategy_ranks_the_demo_market(app: &TestApp) {
    for strategy in ["growth", "value", "dividend_income", "momentum", "low_volatility"] {
        let top = app.get(&format!("/api/evareport/guest/stocks/rankings?strategy={strategy}")).send().await;
        let rows = top.body["data"].as_array().unwrap();
        assert_eq!(rows.len(), 10, "{strategy}: {:?}", top.body);
        assert_eq!(rows[0]["rank"], 1);
    }
}
