//! The demo analysts: two approved, their lists on sale, a month of statement.

use eva_testing::TestApp;

use super::login;

pub async fn two_approved_analysts_with_lists_on_sale(app: &TestApp) {
    // The directory shows both with their lists and where to subscribe.
    let viewer = app.verified_subscriber().await;
    let directory = app.get("/api/analysts").token(&viewer.token).send().await;
    assert_eq!(directory.status, 200, "{:?}", directory.body);
    let names: Vec<&str> = directory.body["data"].as_array().unwrap().iter().map(|a| a["display_name"].as_str().unwrap()).collect();
    assert_eq!(names.len(), 2, "{names:?}");
    assert!(names.contains(&"خالد المحلل") && names.contains(&"نورة المحللة"));
    for analyst in directory.body["data"].as_array().unwrap() {
        for list in analyst["lists"].as_array().unwrap() {
            assert!(list["subscribe_path"].as_str().unwrap().starts_with("/payment/"), "{list}");
        }
    }
    assert_eq!(app.get("/api/analysts").send().await.status, 401);
    let mut lists = 0;
    for (email, password) in [("analyst@eva.demo", "analyst-demo-1"), ("analyst2@eva.demo", "analyst-demo-2")] {
        let token = login(app, email, password).await;
        let mine = app.get("/api/analyst/application").token(&token).send().await;
        assert_eq!(mine.body["data"]["application"]["state"], "approved", "{email}");
        // A month of statement: last month's sales, closed; the first analyst was paid, the
        // second has no IBAN on file, so theirs waits.
        let statement = app.get("/api/analyst/statement").token(&token).send().await;
        let payments = statement.body["data"]["payments"].as_array().unwrap();
        assert_eq!(payments.len(), 1, "{email}: {payments:?}");
        let expected = if email == "analyst@eva.demo" { "transferred" } else { "pending" };
        assert_eq!(payments[0]["status"], expected, "{email}");
        assert!(payments[0]["amount_halalas"].as_i64().unwrap() > 0);
        assert!(statement.body["data"]["total_subscriptions"].as_i64().unwrap() >= 1);
        for path in ["/api/analyst-ratings", "/api/analyst-opinions"] {
            for list in app.get(path).token(&token).send().await.body["data"].as_array().unwrap() {
                assert_eq!((list["on_sale"].as_bool(), list["plans"].as_array().unwrap().len()), (Some(true), 4), "{list}");
                lists += 1;
            }
        }
    }
    assert_eq!(lists, 3, "seeding twice made each list once");
}
