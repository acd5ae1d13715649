//! The demo users: one of each role.

use eva_testing::TestApp;
use serde_json::json;

pub async fn demo_users_sign_in_with_their_roles(app: &TestApp) {
    for (email, password, role, analyst) in [
        ("subscriber@eva.demo", "subscriber-demo-1", "subscriber", false),
        ("analyst@eva.demo", "analyst-demo-1", "analyst", true),
        ("analyst2@eva.demo", "analyst-demo-2", "analyst", true),
        ("staff@eva.demo", "staff-demo-1", "staff", false),
    ] {
        let res = app.post("/api/login").json(&json!({"email": email, "password": password})).send().await;
        assert_eq!(res.status, 200, "{email}");
        assert_eq!(res.body["data"]["user"]["role"], role);
        assert_eq!(res.body["data"]["user"]["is_analyst"], analyst);
    }
}
