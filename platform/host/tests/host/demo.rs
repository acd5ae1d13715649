//! The demo (`eva seed --demo`): each module's part, and seeding again adds nothing.
//!
//! The demo spans modules (the market's years of prices under the analysts' lists, the demo users
//! everywhere), so it is checked here, where the host knows every module, from one seed: seeding
//! the whole demo takes most of a minute in a test build.

#[path = "demo/access_matrix.rs"]
mod access_matrix;
#[path = "demo/accounts.rs"]
mod accounts;
#[path = "demo/analysts.rs"]
mod analysts;
#[path = "demo/content.rs"]
mod content;
#[path = "demo/market.rs"]
mod market;
#[path = "demo/notifications.rs"]
mod notifications;
#[path = "demo/ratings.rs"]
mod ratings;
#[path = "demo/reports.rs"]
mod reports;
#[path = "demo/research.rs"]
mod research;
#[path = "demo/stock_analysis.rs"]
mod stock_analysis;
#[path = "demo/subscriptions.rs"]
mod subscriptions;

use eva::ConnectedApp;
use eva_testing::TestApp;
use serde_json::json;

/// A demo user's token.
pub async fn login(app: &TestApp, email: &str, password: &str) -> String {
    let res = app.post("/api/login").json(&json!({"email": email, "password": password})).send().await;
    assert_eq!(res.status, 200, "{email}: {:?}", res.body);
    res.body["data"]["token"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn the_demo_seeds_every_module_once_however_often_it_runs() {
    let app = TestApp::spawn().await;
    let connected = ConnectedApp::connect((*app.ctx.settings).clone()).await.unwrap();
    connected.seed(true).await.unwrap();
    let first = ratings::history_sizes(&app).await;
    connected.seed(true).await.unwrap();
    assert_eq!(ratings::history_sizes(&app).await, first, "seeding again adds no list history");

    accounts::demo_users_sign_in_with_their_roles(&app).await;
    market::the_largest_companies_are_at_their_published_levels(&app).await;
    market::shariah_labels_come_from_the_published_lists(&app).await;
    analysts::two_approved_analysts_with_lists_on_sale(&app).await;
    ratings::the_lists_have_years_of_history_that_verifies(&app).await;
    subscriptions::the_demo_subscriber_holds_eva_pro_as_a_gift(&app).await;
    stock_analysis::a_delivered_analysis_and_one_in_review(&app).await;
    notifications::the_demo_investor_has_one_notice_and_no_history(&app).await;
    research::news_and_two_research_documents(&app).await;
    content::advisors_workshops_and_a_testimonial(&app).await;
    reports::every_strategy_ranks_the_demo_market(&app).await;
    reports::the_one_year_return_is_one_figure_everywhere(&app).await;
    // Last: it writes (an empty form to every operation) and ends sessions.
    access_matrix::every_operation_answers_each_caller_as_the_table_says(&app).await;
}
