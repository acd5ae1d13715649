//! The accounts API, black-box through HTTP, on a fresh database per test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use eva_testing::TestApp;
use serde_json::json;

fn unique_email() -> String {
    format!("user-{}@example.com", uuid_like())
}

fn uuid_like() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    format!("{nanos}{}", N.fetch_add(1, Ordering::Relaxed))
}

#[tokio::test]
async fn csrf_cookie_is_set_before_registering() {
    let app = TestApp::spawn().await;
    let res = app.get("/sanctum/csrf-cookie").send().await;
    assert_eq!(res.status, 204);
    let cookie = res.headers.get("set-cookie").unwrap().to_str().unwrap();
    assert!(cookie.starts_with("XSRF-TOKEN="), "{cookie}");
}

#[tokio::test]
async fn register_validation_messages_in_arabic_and_english() {
    let app = TestApp::spawn().await;
    let res = app.post("/api/register").json(&json!({})).send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("name"), Some("هذا الحقل مطلوب"));
    assert_eq!(res.field_error("email"), Some("هذا الحقل مطلوب"));
    assert_eq!(res.field_error("password"), Some("هذا الحقل مطلوب"));
    assert_eq!(res.field_error("terms"), Some("يجب الموافقة على الشروط والأحكام"));

    let bad = json!({"name": "Sara", "email": "not-an-email", "password": "short", "password_confirmation": "other", "terms": false});
    let res = app.post("/api/register").lang("en").json(&bad).send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("email"), Some("Please enter a valid email address"));
    assert_eq!(res.field_error("password"), Some("Password must be at least 8 characters"));
    assert_eq!(res.field_error("password_confirmation"), Some("The passwords do not match"));
    assert_eq!(res.field_error("terms"), Some("You must agree to the terms and conditions"));

    let res = app.post("/api/register").lang("ar").json(&bad).send().await;
    // Nothing is new at sign-up: the reset and change forms keep «الجديدتان».
    assert_eq!(res.field_error("password_confirmation"), Some("كلمتا المرور غير متطابقتين"));
    assert_eq!(res.field_error("password"), Some("يجب ألا تقل كلمة المرور عن 8 أحرف"));
}

#[tokio::test]
async fn overlong_names_are_refused() {
    let app = TestApp::spawn().await;
    let name = "ن".repeat(121);
    let res = app
        .post("/api/register")
        .lang("en")
        .json(&json!({"name": name, "email": unique_email(), "password": "a-long-password", "password_confirmation": "a-long-password", "terms": true}))
        .send()
        .await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("name"), Some("This text is too long"));
}

#[tokio::test]
async fn register_then_confirm_with_the_emailed_code() {
    let app = TestApp::spawn().await;
    let email = unique_email();
    let body =
        json!({"name": "سارة", "email": email, "password": "a-long-password", "password_confirmation": "a-long-password", "terms": true});
    let started = app.post("/api/register").json(&body).send().await;
    assert_eq!(started.status, 202, "{:?}", started.body);
    assert_eq!(started.body["data"]["email"], email.as_str());
    assert_eq!(started.body["data"]["message"], "تحقق من بريدك: أرسلنا إليه ما تحتاجه لإكمال التسجيل");
    assert!(started.body["data"].get("token").is_none(), "no account and no session before the code comes back");
    let login = app.post("/api/login").json(&json!({"email": email, "password": "a-long-password"})).send().await;
    assert_eq!(login.status, 422, "no account yet");

    let mail = app.mail.wait_for(&email, 1).await;
    assert_eq!(mail.subject, "رمز تفعيل حسابك في إيفا");
    assert!(mail.html.contains("dir=\"rtl\""), "Arabic HTML part is right-to-left");
    assert!(mail.text.contains("/register_confirm?email="), "the text part has the link");
    let code = app.verification_code(&email, 1).await;

    let wrong = app.post("/api/register/confirm").json(&json!({"email": email, "code": "000000x"})).send().await;
    assert_eq!(wrong.status, 422);
    assert_eq!(wrong.field_error("code"), Some("رمز التحقق غير صحيح أو منتهي الصلاحية"));

    let made = app.post("/api/register/confirm").json(&json!({"email": email.to_uppercase(), "code": code})).send().await;
    assert_eq!(made.status, 201, "{:?}", made.body);
    let token = made.body["data"]["token"].as_str().unwrap().to_owned();
    let me = app.get("/api/user").token(&token).send().await;
    assert_eq!(me.status, 200);
    assert_eq!(me.body["data"]["name"], "سارة");
    assert_eq!(me.body["data"]["email_verified"], true, "the code proved the address");
    assert_eq!(me.body["data"]["has_notification"], "0");
    assert_eq!(me.body["data"]["is_analyst"], false);
    assert_eq!(me.body["data"]["avatar"], "/api/avatars/default.svg");
    let login = app.post("/api/login").json(&json!({"email": email, "password": "a-long-password"})).send().await;
    assert_eq!(login.status, 200, "the password given at sign-up signs in");

    // A code makes one account, once.
    let again = app.post("/api/register/confirm").json(&json!({"email": email, "code": code})).send().await;
    assert_eq!(again.status, 422);
}

#[tokio::test]
async fn verification_code_is_required() {
    let app = TestApp::spawn().await;
    let res = app.post("/api/verify-email").lang("en").json(&json!({"email": "x@example.com"})).send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("code"), Some("Verification code is required"));
}

#[tokio::test]
async fn english_registration_gets_english_email_and_resend_sends_a_new_code() {
    let app = TestApp::spawn().await;
    let email = unique_email();
    let res = app
        .post("/api/register")
        .lang("en")
        .json(&json!({"name": "Sara", "email": email, "password": "a-long-password", "password_confirmation": "a-long-password", "terms": true}))
        .send()
        .await;
    assert_eq!(res.status, 202);
    assert_eq!(res.body["data"]["message"], "Check your email: we sent what you need to finish signing up");
    let first = app.mail.wait_for_where(&email, 1, |m| m.text.contains("/register_confirm?")).await;
    assert_eq!(first.subject, "Your Eva verification code");
    assert!(first.html.contains("dir=\"ltr\""));

    let resend = app.post("/api/resend-email").lang("en").json(&json!({"email": email})).send().await;
    assert_eq!(resend.status, 200);
    assert!(resend.body["data"]["message"].as_str().unwrap().contains("verification code"));
    let second_code = app.verification_code(&email, 2).await;
    let first_code = app.verification_code(&email, 1).await;
    let stale = app.post("/api/register/confirm").json(&json!({"email": email, "code": first_code})).send().await;
    assert_eq!(stale.status, 422, "the resend ended the first code");
    let ok = app.post("/api/register/confirm").json(&json!({"email": email, "code": second_code})).send().await;
    assert_eq!(ok.status, 201);
    assert_eq!(ok.body["data"]["user"]["language"], "en", "the account speaks the sign-up's language");
}

/// The sign-up form must not tell anyone which addresses have accounts: a known address gets the
/// same answer as a new one, its owner an email saying someone tried, and the account is unchanged.
#[tokio::test]
async fn a_known_address_gets_the_same_answer_and_its_owner_an_email() {
    let app = TestApp::spawn().await;
    let email = unique_email();
    app.register("Sara", &email, "a-long-password").await;
    let form = |address: &str| json!({"name": "Other", "email": address, "password": "another-password", "password_confirmation": "another-password", "terms": true});
    let known = app.post("/api/register").lang("en").json(&form(&email.to_uppercase())).send().await;
    let fresh_email = unique_email();
    let fresh = app.post("/api/register").lang("en").json(&form(&fresh_email)).send().await;
    assert_eq!((known.status, fresh.status), (202, 202));
    assert_eq!(known.body["data"]["message"], fresh.body["data"]["message"]);
    let keys = |b: &serde_json::Value| b["data"].as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&known.body), keys(&fresh.body), "the same shape");
    assert_eq!(known.body["data"]["email"], email.as_str());

    // In the owner's language (the account's), not the asker's.
    let told = app.mail.wait_for_where(&email, 1, |m| !m.text.contains("/register_confirm?")).await;
    assert_eq!(told.subject, "محاولة تسجيل ببريدك في إيفا");
    assert!(told.text.contains("/login") && told.text.contains("/forgot_password"), "{}", told.text);
    assert!(!told.text.contains("/register_confirm?"), "no code that could take the address");
    assert_eq!(app.codes_sent_to(&email), 1, "only the first sign-up's code");
    let old = app.post("/api/login").json(&json!({"email": email, "password": "a-long-password"})).send().await;
    assert_eq!(old.status, 200, "the account is as it was");
    let other = app.post("/api/login").json(&json!({"email": email, "password": "another-password"})).send().await;
    assert_eq!(other.status, 422);
}

/// Signing up again before confirming replaces the waiting sign-up: the newest form and code count.
#[tokio::test]
async fn signing_up_again_before_confirming_keeps_the_newest() {
    let app = TestApp::spawn().await;
    let email = unique_email();
    for (name, password) in [("First", "first-password"), ("Second", "second-password")] {
        let body = json!({"name": name, "email": email, "password": password, "password_confirmation": password, "terms": true});
        assert_eq!(app.post("/api/register").json(&body).send().await.status, 202);
    }
    let first = app.verification_code(&email, 1).await;
    let second = app.verification_code(&email, 2).await;
    assert_eq!(app.post("/api/register/confirm").json(&json!({"email": email, "code": first})).send().await.status, 422);
    let made = app.post("/api/register/confirm").json(&json!({"email": email, "code": second})).send().await;
    assert_eq!(made.status, 201);
    assert_eq!(made.body["data"]["user"]["name"], "Second");
    let login = app.post("/api/login").json(&json!({"email": email, "password": "second-password"})).send().await;
    assert_eq!(login.status, 200);
}

#[tokio::test]
async fn every_failed_login_reads_the_same() {
    let app = TestApp::spawn().await;
    let (_, email, _) = app.signed_in_subscriber().await;
    let wrong_password = app.post("/api/login").lang("en").json(&json!({"email": email, "password": "wrong-password"})).send().await;
    let unknown_user =
        app.post("/api/login").lang("en").json(&json!({"email": "nobody@example.com", "password": "wrong-password"})).send().await;
    for res in [&wrong_password, &unknown_user] {
        assert_eq!(res.status, 422);
        assert_eq!(res.message(), "Invalid email or password");
    }
    let arabic = app.post("/api/login").json(&json!({"email": email, "password": "nope"})).send().await;
    assert_eq!(arabic.message(), "البريد الإلكتروني أو كلمة المرور غير صحيحة");
}

#[tokio::test]
async fn login_gives_a_token_that_logout_revokes() {
    let app = TestApp::spawn().await;
    let (_, email, password) = app.signed_in_subscriber().await;
    let res = app.post("/api/login").json(&json!({"email": email, "password": password})).send().await;
    assert_eq!(res.status, 200);
    let token = res.body["data"]["token"].as_str().unwrap().to_owned();
    assert!(token.len() >= 32, "at least 128 random bits");

    assert_eq!(app.get("/api/user").token(&token).send().await.status, 200);
    assert_eq!(app.post("/api/logout").token(&token).send().await.status, 200);

    let after = app.get("/api/user").token(&token).send().await;
    assert_eq!(after.status, 401);
    assert_eq!(after.body["code"], "1010", "a dead token tells the web app to clear its session");

    let guest = app.get("/api/user").send().await;
    assert_eq!(guest.status, 401);
    assert_eq!(guest.body["code"], "UNAUTHENTICATED", "a guest has no session to clear: not 1010");
}

#[tokio::test]
async fn only_the_token_hash_is_stored() {
    use sea_orm::EntityTrait;
    let app = TestApp::spawn().await;
    let (token, _, _) = app.signed_in_subscriber().await;
    let sessions = platform::entities::sessions::Entity::find().all(&app.ctx.db).await.unwrap();
    assert_eq!(sessions.len(), 1);
    assert_ne!(sessions[0].token_hash, token);
    assert_eq!(sessions[0].token_hash, platform::auth::hash_token(&token));
}

#[tokio::test]
async fn expired_tokens_stop_working() {
    let app = TestApp::spawn_with(|s| s.auth.token_ttl_hours = 0, |_| {}).await;
    let (token, _, _) = app.signed_in_subscriber().await;
    let res = app.get("/api/user").token(&token).send().await;
    assert_eq!(res.status, 401);
    assert_eq!(res.body["code"], "1010");
}

#[tokio::test]
async fn a_session_slides_while_used_and_ends_at_its_maximum_age() {
    use chrono::{Duration, Utc};
    use platform::entities::sessions;
    use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter, Set};
    let app = TestApp::spawn().await;
    let (token, _, _) = app.signed_in_subscriber().await;
    let auth = app.ctx.settings.auth.clone();
    let db = &app.ctx.db;
    let hash = platform::auth::hash_token(&token);
    let row = || {
        let hash = hash.clone();
        async move { sessions::Entity::find().filter(sessions::Column::TokenHash.eq(hash)).one(db).await.unwrap().unwrap() }
    };
    let set = |created_at: chrono::DateTime<Utc>, expires_at: chrono::DateTime<Utc>| async move {
        let mut s = row().await.into_active_model();
        s.created_at = Set(created_at);
        s.expires_at = Set(expires_at);
        s.update(db).await.unwrap();
    };

    // Ten minutes from its end, a request slides it a whole lifetime on.
    set(Utc::now() - Duration::days(3), Utc::now() + Duration::minutes(10)).await;
    assert_eq!(app.get("/api/user").token(&token).send().await.status, 200);
    let slid = row().await.expires_at;
    assert!(slid > Utc::now() + Duration::hours(auth.token_ttl_hours) - Duration::minutes(1), "{slid}");
    // Used again at once: no write, the end stays where it was.
    assert_eq!(app.get("/api/user").token(&token).send().await.status, 200);
    assert_eq!(row().await.expires_at, slid);

    // Signed in almost its maximum age ago: it slides no further than that age.
    let opened = Utc::now() - Duration::days(auth.token_max_age_days) + Duration::days(2);
    set(opened, Utc::now() + Duration::minutes(10)).await;
    assert_eq!(app.get("/api/user").token(&token).send().await.status, 200);
    let capped = row().await.expires_at;
    assert!((capped - (opened + Duration::days(auth.token_max_age_days))).num_seconds().abs() <= 1, "{capped} for {opened}");

    // Past its end it is dead, however it was used.
    set(opened, Utc::now() - Duration::seconds(1)).await;
    let dead = app.get("/api/user").token(&token).send().await;
    assert_eq!((dead.status, dead.body["code"].as_str()), (401, Some("1010")));
}

#[tokio::test]
async fn repeated_failed_logins_are_throttled_and_forwarded_for_does_not_help() {
    let app = TestApp::spawn_with(|s| s.auth.login_attempts = 3, |_| {}).await;
    let (_, email, password) = app.signed_in_subscriber().await;
    for _ in 0..3 {
        let res = app.post("/api/login").json(&json!({"email": email, "password": "wrong-password"})).send().await;
        assert_eq!(res.status, 422);
    }
    let res = app
        .post("/api/login")
        .header("X-Forwarded-For", "203.0.113.9")
        .lang("en")
        .json(&json!({"email": email, "password": password}))
        .send()
        .await;
    assert_eq!(res.status, 429, "even the right password waits: {:?}", res.body);
    assert_eq!(res.message(), "Too many attempts, please try again shortly");
    let retry_after: u64 = res.headers.get("retry-after").unwrap().to_str().unwrap().parse().unwrap();
    assert!(retry_after > 0);
}

/// Statuses of `n` identical requests sent at once: (checked with 422, refused with 429).
async fn at_once(app: &TestApp, n: usize, path: &str, address: &str, body: serde_json::Value) -> (usize, usize) {
    let sends = (0..n).map(|_| app.post(path).header("X-Forwarded-For", address).json(&body).send());
    let statuses: Vec<u16> = futures_util::future::join_all(sends).await.iter().map(|r| r.status).collect();
    let count = |s| statuses.iter().filter(|x| **x == s).count();
    assert_eq!(count(422) + count(429), n, "only checks and refusals: {statuses:?}");
    (count(422), count(429))
}

fn retry_after(res: &eva_testing::TestResponse) -> i64 {
    res.headers.get("retry-after").unwrap().to_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn parallel_wrong_passwords_get_five_checks_and_never_lock_the_owner_out() {
    let app = TestApp::spawn_with(|s| s.auth.trust_forwarded_for = true, |_| {}).await;
    let (_, email, password) = app.signed_in_subscriber().await;
    let wrong = json!({"email": email, "password": "wrong-password"});

    // 100 at once from one address: five are checked, the rest refused before any check.
    let (checked, refused) = at_once(&app, 100, "/api/login", "203.0.113.7", wrong.clone()).await;
    assert_eq!((checked, refused), (5, 95));

    // The owner, elsewhere, signs in: another address's failures are not theirs.
    let owner =
        app.post("/api/login").header("X-Forwarded-For", "198.51.100.20").json(&json!({"email": email, "password": password})).send().await;
    assert_eq!(owner.status, 200, "{:?}", owner.body);

    // From the owner's own address, mistakes wait longer each time instead of locking.
    let login = |body: serde_json::Value| app.post("/api/login").header("X-Forwarded-For", "198.51.100.20").json(&body).send();
    for _ in 0..5 {
        assert_eq!(login(wrong.clone()).await.status, 422);
    }
    let waiting = login(json!({"email": email, "password": password})).await;
    assert_eq!(waiting.status, 429);
    assert!((1..=30).contains(&retry_after(&waiting)), "the first wait is 30 s");
    let key = format!("login:{email}|198.51.100.20");
    let wait_over = || async {
        use sea_orm::{ConnectionTrait, Statement};
        let sql = "UPDATE throttle_slots SET not_before = 0 WHERE key = $1";
        app.ctx.db.execute_raw(Statement::from_sql_and_values(app.ctx.db.get_database_backend(), sql, [key.clone().into()])).await.unwrap();
    };
    wait_over().await;
    assert_eq!(login(wrong.clone()).await.status, 422, "after the wait, one more try");
    let longer = login(wrong.clone()).await;
    assert!((31..=60).contains(&retry_after(&longer)), "then the wait doubles");
    wait_over().await;
    assert_eq!(login(json!({"email": email, "password": password})).await.status, 200, "the owner is never locked out");
    assert_eq!(login(wrong).await.status, 422, "a success forgets the failures");
}

/// A sign-up waiting for its code, as the form leaves it: (email).
async fn waiting_signup(app: &TestApp) -> String {
    let email = unique_email();
    let body =
        json!({"name": "Sara", "email": email, "password": "a-long-password", "password_confirmation": "a-long-password", "terms": true});
    assert_eq!(app.post("/api/register").json(&body).send().await.status, 202);
    email
}

#[tokio::test]
async fn parallel_codes_get_five_checks_and_a_resend_ends_every_earlier_code() {
    let app = TestApp::spawn_with(|s| s.auth.login_attempts = 6, |_| {}).await;
    let guessed = waiting_signup(&app).await;
    let (checked, refused) = at_once(&app, 100, "/api/register/confirm", "192.0.2.1", json!({"email": guessed, "code": "000000"})).await;
    assert_eq!((checked, refused), (6, 94), "as many checks as the limit");

    // 40 resends at once send five emails (five an hour); only the newest code works.
    let email = waiting_signup(&app).await;
    app.verification_code(&email, 1).await;
    let sends = (0..40).map(|_| app.post("/api/resend-email").json(&json!({"email": email})).send());
    let statuses: Vec<u16> = futures_util::future::join_all(sends).await.iter().map(|r| r.status).collect();
    assert_eq!(statuses.iter().filter(|s| **s == 200).count(), 5, "{statuses:?}");
    let mut codes = Vec::new();
    for n in 1..=6 {
        codes.push(app.verification_code(&email, n).await);
    }
    let mut worked = 0;
    for code in &codes {
        worked += usize::from(app.post("/api/register/confirm").json(&json!({"email": email, "code": code})).send().await.status == 201);
    }
    assert_eq!(worked, 1, "one live code of the six sent");
    assert_eq!(app.mail.count_to(&email), 6, "the sign-up's email and five resends");
}

#[tokio::test]
async fn many_accounts_from_one_address_are_throttled_by_address() {
    let app = TestApp::spawn_with(|s| s.auth.login_attempts = 2, |_| {}).await;
    for i in 0..8 {
        let res = app
            .post("/api/login")
            .header("X-Forwarded-For", &format!("198.51.100.{i}"))
            .json(&json!({"email": format!("victim{i}@example.com"), "password": "guess-guess"}))
            .send()
            .await;
        assert_eq!(res.status, 422);
    }
    let res = app.post("/api/login").json(&json!({"email": "another@example.com", "password": "guess-guess"})).send().await;
    assert_eq!(res.status, 429);
}

#[tokio::test]
async fn password_reset_by_email_link_works_once_and_ends_sessions() {
    let app = TestApp::spawn().await;
    let (old_token, email, _) = app.signed_in_subscriber().await;
    let res = app.post("/api/forgot-password").lang("en").json(&json!({"email": email})).send().await;
    assert_eq!(res.status, 200);
    assert_eq!(res.body["data"]["message"], "If this email is registered, a password reset link was sent to it");

    let unknown = app.post("/api/forgot-password").lang("en").json(&json!({"email": "ghost@example.com"})).send().await;
    assert_eq!(unknown.body, res.body, "no way to tell who is registered");

    let mail = app.mail.wait_for_where(&email, 1, |m| m.text.contains("/reset_password?token=")).await;
    assert_eq!(mail.subject, "إعادة تعيين كلمة المرور في إيفا");
    let token = app.reset_token(&email, 1).await;

    let mismatch = app
        .post("/api/reset-password")
        .lang("en")
        .json(&json!({"email": email, "token": token, "password": "new-password-1", "password_confirmation": "different-1"}))
        .send()
        .await;
    assert_eq!(mismatch.field_error("password_confirmation"), Some("New passwords do not match"));

    let body = json!({"email": email, "token": token, "password": "new-password-1", "password_confirmation": "new-password-1"});
    let ok = app.post("/api/reset-password").json(&body).send().await;
    assert_eq!(ok.status, 200, "{:?}", ok.body);
    assert_eq!(app.get("/api/user").token(&old_token).send().await.status, 401, "sessions end on reset");

    let reused = app.post("/api/reset-password").lang("en").json(&body).send().await;
    assert_eq!(reused.status, 422);
    assert_eq!(reused.field_error("token"), Some("This password reset link is invalid or has expired"));

    let login = app.post("/api/login").json(&json!({"email": email, "password": "new-password-1"})).send().await;
    assert_eq!(login.status, 200);
}

#[tokio::test]
async fn a_later_reset_or_a_password_change_ends_every_earlier_reset_link() {
    let app = TestApp::spawn().await;
    let (_, email, _) = app.signed_in_subscriber().await;
    let reset =
        |token: &str, password: &str| json!({"email": email, "token": token, "password": password, "password_confirmation": password});
    for _ in 0..2 {
        assert_eq!(app.post("/api/forgot-password").json(&json!({"email": email})).send().await.status, 200);
    }
    let first = app.reset_token(&email, 1).await;
    let second = app.reset_token(&email, 2).await;
    let used = app.post("/api/reset-password").json(&reset(&second, "second-password-1")).send().await;
    assert_eq!(used.status, 200, "{:?}", used.body);
    let stale = app.post("/api/reset-password").lang("en").json(&reset(&first, "first-password-1")).send().await;
    assert_eq!(
        stale.field_error("token"),
        Some("This password reset link is invalid or has expired"),
        "the earlier link died with the reset"
    );

    assert_eq!(app.post("/api/forgot-password").json(&json!({"email": email})).send().await.status, 200);
    let third = app.reset_token(&email, 3).await;
    let login = app.post("/api/login").json(&json!({"email": email, "password": "second-password-1"})).send().await;
    assert_eq!(login.status, 200, "{:?}", login.body);
    let signed_in = login.body["data"]["token"].as_str().expect("a token").to_owned();
    let changed = app
        .post("/api/profile/password")
        .token(&signed_in)
        .json(&json!({"current_password": "second-password-1", "password": "changed-password-1", "password_confirmation": "changed-password-1"}))
        .send()
        .await;
    assert_eq!(changed.status, 200, "{:?}", changed.body);
    let stale = app.post("/api/reset-password").lang("en").json(&reset(&third, "third-password-1")).send().await;
    assert_eq!(stale.field_error("token"), Some("This password reset link is invalid or has expired"), "the link died with the change");
    assert_eq!(app.post("/api/login").json(&json!({"email": email, "password": "changed-password-1"})).send().await.status, 200);
}

#[tokio::test]
async fn expired_reset_links_are_refused() {
    let app = TestApp::spawn_with(|s| s.auth.password_reset_ttl_minutes = 0, |_| {}).await;
    let (_, email, _) = app.signed_in_subscriber().await;
    app.post("/api/forgot-password").json(&json!({"email": email})).send().await;
    let token = app.reset_token(&email, 1).await;
    let res = app
        .post("/api/reset-password")
        .json(&json!({"email": email, "token": token, "password": "new-password-1", "password_confirmation": "new-password-1"}))
        .send()
        .await;
    assert_eq!(res.status, 422);
}

#[tokio::test]
async fn reset_requests_are_throttled_per_address() {
    let app = TestApp::spawn_with(|s| s.auth.email_requests = 2, |_| {}).await;
    for _ in 0..2 {
        assert_eq!(app.post("/api/forgot-password").json(&json!({"email": "a@example.com"})).send().await.status, 200);
    }
    let res = app.post("/api/forgot-password").json(&json!({"email": "a@example.com"})).send().await;
    assert_eq!(res.status, 429);
    assert!(res.headers.get("retry-after").is_some());
}

#[tokio::test]
async fn phone_numbers_saudi_and_international() {
    let app = TestApp::spawn().await;
    let (token, _, _) = app.signed_in_subscriber().await;
    let res = app.post("/api/phone").token(&token).json(&json!({"phone": "0501234567"})).send().await;
    assert_eq!(res.status, 200);
    assert_eq!(res.body["data"]["phone"], "+966501234567");
    let res = app.post("/api/phone").token(&token).json(&json!({"phone": "+44 7911 123456"})).send().await;
    assert_eq!(res.body["data"]["phone"], "+447911123456");
    let bad = app.post("/api/phone").token(&token).lang("en").json(&json!({"phone": "12"})).send().await;
    assert_eq!(bad.status, 422);
    assert_eq!(bad.field_error("phone"), Some("Please enter a valid phone number"));
    assert_eq!(app.post("/api/phone").json(&json!({"phone": "0501234567"})).send().await.status, 401);
}

#[tokio::test]
async fn language_choice_is_stored_and_used_when_the_request_names_none() {
    let app = TestApp::spawn().await;
    let (token, _, _) = app.signed_in_subscriber().await;
    let res = app.post("/api/update-language").token(&token).json(&json!({"language": "en"})).send().await;
    assert_eq!(res.status, 200);
    assert_eq!(res.body["data"]["language"], "en");
    let bad = app.post("/api/phone").token(&token).json(&json!({"phone": "12"})).send().await;
    assert_eq!(bad.field_error("phone"), Some("Please enter a valid phone number"), "the user's language applies");
    let header_wins = app.post("/api/phone").token(&token).lang("ar").json(&json!({"phone": "12"})).send().await;
    assert_eq!(header_wins.field_error("phone"), Some("يرجى إدخال رقم جوال صحيح"));

    let unknown = app.post("/api/update-language").token(&token).lang("en").json(&json!({"language": "fr"})).send().await;
    assert_eq!(unknown.status, 422);
    assert_eq!(unknown.message(), "The selected value is invalid");
}

#[tokio::test]
async fn bank_details_need_a_valid_iban() {
    let app = TestApp::spawn().await;
    let (token, _, _) = app.signed_in_subscriber().await;
    let empty = app.post("/api/profile/bank").token(&token).lang("en").json(&json!({})).send().await;
    assert_eq!(empty.status, 422);
    for field in ["bank_name", "iban", "account_holder_name"] {
        assert_eq!(empty.field_error(field), Some("This field is required"), "{field}");
    }
    let bad = app
        .post("/api/profile/bank")
        .token(&token)
        .lang("en")
        .json(&json!({"bank_name": "Al Rajhi", "iban": "SA04 8000 0000 6080 1016 7519", "account_holder_name": "Sara"}))
        .send()
        .await;
    assert_eq!(bad.field_error("iban"), Some("The IBAN is not valid"));
    let ok = app
        .post("/api/profile/bank")
        .token(&token)
        .json(&json!({"bank_name": "Al Rajhi", "iban": "sa03 8000 0000 6080 1016 7519", "account_holder_name": "Sara"}))
        .send()
        .await;
    assert_eq!(ok.status, 200);
    assert_eq!(ok.body["data"]["iban"], "SA0380000000608010167519");
    let profile = app.get("/api/profile").token(&token).send().await;
    assert_eq!(profile.body["data"]["bank_name"], "Al Rajhi");
}

fn personal_form(avatar: Option<(&'static [u8], &'static str)>) -> reqwest::multipart::Form {
    let form =
        reqwest::multipart::Form::new().text("name", "سارة العتيبي").text("phone", "0551234567").text("about", "مستثمرة في السوق السعودية");
    match avatar {
        Some((bytes, name)) => form.part("avatar", reqwest::multipart::Part::bytes(bytes).file_name(name).mime_str("image/png").unwrap()),
        None => form,
    }
}

#[tokio::test]
async fn personal_data_with_an_avatar_checked_by_content() {
    let app = TestApp::spawn().await;
    let (token, _, _) = app.signed_in_subscriber().await;
    let ok = app
        .post("/api/profile/personal")
        .token(&token)
        .multipart(personal_form(Some((Box::leak(eva_testing::pictures::png(2, 2, 7).into_boxed_slice()), "me.png"))))
        .send()
        .await;
    assert_eq!(ok.status, 200, "{:?}", ok.body);
    assert_eq!(ok.body["data"]["name"], "سارة العتيبي");
    assert_eq!(ok.body["data"]["phone"], "+966551234567");
    let avatar = ok.body["data"]["avatar"].as_str().unwrap().to_owned();
    assert!(avatar.starts_with("/api/avatars/") && avatar.ends_with(".png"), "{avatar}");
    let image = app.get(&avatar).send().await;
    assert_eq!(image.status, 200);
    assert_eq!(image.headers["content-type"], "image/png");

    // A text file named .png is refused by its content.
    let fake = app
        .post("/api/profile/personal")
        .token(&token)
        .lang("en")
        .multipart(personal_form(Some((b"<?php echo 1; ?>", "evil.png"))))
        .send()
        .await;
    assert_eq!(fake.status, 422);
    assert_eq!(fake.field_error("avatar"), Some("The picture must be a PNG, JPG or WEBP image"));
    let profile = app.get("/api/profile").token(&token).send().await;
    assert_eq!(profile.body["data"]["avatar"], avatar, "the refused upload changed nothing");

    // A 20,000 × 20,000 picture in a small file (1.6 GB decoded) is refused from its header.
    let bomb: &'static [u8] = Box::leak(eva_testing::pictures::png_claiming(20_000, 20_000).into_boxed_slice());
    let refused = app.post("/api/profile/personal").token(&token).lang("en").multipart(personal_form(Some((bomb, "big.png")))).send().await;
    assert_eq!(refused.field_error("avatar"), Some("The picture is too large: at most 8,000 pixels a side and 40 million pixels"));
}

#[tokio::test]
async fn oversized_avatars_get_413() {
    let app = TestApp::spawn_with(|s| s.storage.max_upload_bytes = 1024, |_| {}).await;
    let (token, _, _) = app.signed_in_subscriber().await;
    let big: &'static [u8] = Box::leak(vec![0u8; 4096].into_boxed_slice());
    let res = app.post("/api/profile/personal").token(&token).lang("en").multipart(personal_form(Some((big, "big.png")))).send().await;
    assert_eq!(res.status, 413);
    assert_eq!(res.field_error("avatar"), Some("The picture is larger than allowed"));
}

#[tokio::test]
async fn personal_data_requires_name_and_a_valid_phone() {
    let app = TestApp::spawn().await;
    let (token, _, _) = app.signed_in_subscriber().await;
    let form = reqwest::multipart::Form::new().text("phone", "123");
    let res = app.post("/api/profile/personal").token(&token).lang("en").multipart(form).send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("name"), Some("This field is required"));
    assert_eq!(res.field_error("phone"), Some("Please enter a valid phone number"));
    let not_multipart = app.post("/api/profile/personal").token(&token).json(&json!({"name": "x"})).send().await;
    assert_eq!(not_multipart.status, 422);
}

#[tokio::test]
async fn password_change_checks_the_current_one_and_ends_other_sessions() {
    let app = TestApp::spawn().await;
    let (token, email, password) = app.signed_in_subscriber().await;
    let other = app.post("/api/login").json(&json!({"email": email, "password": password})).send().await;
    let other_token = other.body["data"]["token"].as_str().unwrap().to_owned();

    let wrong = app
        .post("/api/profile/password")
        .token(&token)
        .lang("en")
        .json(&json!({"current_password": "not-it-at-all", "password": "brand-new-pass", "password_confirmation": "brand-new-pass"}))
        .send()
        .await;
    assert_eq!(wrong.field_error("current_password"), Some("The current password is incorrect"));
    let mismatch = app
        .post("/api/profile/password")
        .token(&token)
        .json(&json!({"current_password": password, "password": "brand-new-pass", "password_confirmation": "brand-new-pasX"}))
        .send()
        .await;
    assert_eq!(mismatch.field_error("password_confirmation"), Some("كلمتا المرور الجديدتان غير متطابقتين"));

    let ok = app
        .post("/api/profile/password")
        .token(&token)
        .json(&json!({"current_password": password, "password": "brand-new-pass", "password_confirmation": "brand-new-pass"}))
        .send()
        .await;
    assert_eq!(ok.status, 200);
    assert_eq!(app.get("/api/user").token(&token).send().await.status, 200, "this session stays");
    assert_eq!(app.get("/api/user").token(&other_token).send().await.status, 401, "other sessions end");
}

/// Profile details left `users` for accounts' own table: a database that had them keeps them.
#[tokio::test]
async fn profile_details_move_out_of_users_with_their_values() {
    use migrations::{Migrator, MigratorTrait};
    use sea_orm::{ConnectionTrait, Database, Statement};

    let dir = tempfile::tempdir().unwrap();
    let database = eva_testing::TestDatabase::create(dir.path()).await.unwrap();
    let db = Database::connect(&database.url).await.unwrap();
    // The schema as it was before the move (migrations up to module switches).
    Migrator::up(&db, Some(7)).await.unwrap();
    let backend = db.get_database_backend();
    let insert = "INSERT INTO users (name, email, password_hash, phone, language, role, avatar_path, about, bank_name, iban, \
                  account_holder_name, has_notification, created_at, updated_at) \
                  VALUES ('سارة', 'sara@example.com', 'x', '+966551234567', 'ar', 'analyst', 'avatars/1-a.png', 'محللة', \
                  'Al Rajhi', 'SA0380000000608010167519', 'Sara', false, '2026-11-01 10:00:00+00', '2026-11-01 10:00:00+00'), \
                  ('خالد', 'khalid@example.com', 'x', NULL, 'en', 'subscriber', NULL, NULL, NULL, NULL, NULL, false, \
                  '2026-11-01 10:00:00+00', '2026-11-01 10:00:00+00')";
    db.execute_raw(Statement::from_string(backend, insert)).await.unwrap();

    Migrator::up(&db, None).await.unwrap();

    let rows = db
        .query_all_raw(Statement::from_string(
            backend,
            "SELECT u.email, p.avatar_key, p.about, p.bank_name, p.iban, p.account_holder_name \
             FROM users u LEFT JOIN accounts_profiles p ON p.user_id = u.id ORDER BY u.email",
        ))
        .await
        .unwrap();
    let text = |row: &sea_orm::QueryResult, col: &str| row.try_get::<Option<String>>("", col).unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(text(&rows[0], "email").as_deref(), Some("khalid@example.com"));
    assert_eq!(text(&rows[0], "iban"), None, "a user who filled in nothing gets no profile row");
    assert_eq!(text(&rows[1], "avatar_key").as_deref(), Some("avatars/1-a.png"));
    assert_eq!(text(&rows[1], "about").as_deref(), Some("محللة"));
    assert_eq!(text(&rows[1], "bank_name").as_deref(), Some("Al Rajhi"));
    assert_eq!(text(&rows[1], "iban").as_deref(), Some("SA0380000000608010167519"));
    assert_eq!(text(&rows[1], "account_holder_name").as_deref(), Some("Sara"));
    // users keeps identity, role and language only.
    let moved = db.execute_raw(Statement::from_string(backend, "SELECT iban FROM users")).await;
    assert!(moved.is_err(), "users still has the bank columns");

    // And back: a rollback puts the values where they were.
    let after_the_move = u32::try_from(Migrator::migrations().len() - 7).unwrap();
    Migrator::down(&db, Some(after_the_move)).await.unwrap();
    let back = db
        .query_one_raw(Statement::from_string(backend, "SELECT iban, avatar_path FROM users WHERE email = 'sara@example.com'"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(text(&back, "iban").as_deref(), Some("SA0380000000608010167519"));
    assert_eq!(text(&back, "avatar_path").as_deref(), Some("avatars/1-a.png"));
}

/// The header's unread dot comes from whichever module keeps notifications, through a port.
#[tokio::test]
async fn has_notification_comes_from_the_notification_feed() {
    use std::sync::Arc;

    use platform::ports::{NotificationFeed, PortError, PortRegistry};
    use platform::{AppContext, Module, ServiceConfig};

    struct Feed;
    #[async_trait::async_trait]
    impl NotificationFeed for Feed {
        async fn has_unread(&self, user_id: i64) -> Result<bool, PortError> {
            Ok(user_id % 2 == 0)
        }
    }
    struct FakeNotifications;
    impl Module for FakeNotifications {
        fn id(&self) -> &'static str {
            "notifications"
        }
        fn provide(&self, _ctx: &AppContext, ports: &mut PortRegistry) {
            ports.provide::<dyn NotificationFeed>(Arc::new(Feed));
        }
        fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}
    }

    let app = TestApp::spawn_with_extra_modules(vec![Box::new(FakeNotifications)]).await;
    let first = app.verified_subscriber().await;
    let second = app.verified_subscriber().await;
    for user in [&first, &second] {
        let me = app.get("/api/user").token(&user.token).send().await;
        let expected = if user.id % 2 == 0 { "1" } else { "0" };
        assert_eq!(me.body["data"]["has_notification"], expected, "user {}", user.id);
    }
}

#[tokio::test]
async fn sign_up_needs_the_checkbox_and_records_the_accepted_terms_and_privacy_versions() {
    let app = TestApp::spawn().await;
    let email = unique_email();
    let without = json!({"name": "Sara", "email": email, "password": "a-long-password", "password_confirmation": "a-long-password"});
    let res = app.post("/api/register").lang("en").json(&without).send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("terms"), Some("You must agree to the terms and conditions"));
    let mut unticked = without.clone();
    unticked["terms"] = json!(false);
    let res = app.post("/api/register").json(&unticked).send().await;
    assert_eq!(res.status, 422);
    assert_eq!(res.field_error("terms"), Some("يجب الموافقة على الشروط والأحكام"));
    assert_eq!(
        app.post("/api/login").json(&json!({"email": email, "password": "a-long-password"})).send().await.status,
        422,
        "no account was made"
    );

    let token = app.register("Sara", &email, "a-long-password").await;
    let mine = app.get("/api/consents").token(&token).lang("en").send().await;
    assert_eq!(mine.status, 200, "{:?}", mine.body);
    let mut accepted: Vec<(String, i64)> = mine.body["data"]["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| (h["document"].as_str().unwrap().to_owned(), h["version"].as_i64().unwrap()))
        .collect();
    accepted.sort();
    assert_eq!(accepted, vec![("privacy-policy".to_owned(), 1), ("terms".to_owned(), 1)]);
    let terms = mine.body["data"]["documents"].as_array().unwrap().iter().find(|d| d["key"] == "terms").unwrap();
    assert_eq!(terms["needs_acceptance"], false);
}

/// A name cannot carry invisible direction or zero-width characters: others would see it
/// reversed or with a word hidden. They are dropped; a name of nothing else is missing.
#[tokio::test]
async fn names_lose_invisible_direction_characters() {
    let app = TestApp::spawn().await;
    let email = unique_email();
    let body = json!({"name": "\u{202E}سارة\u{200B} \u{2066}Admin\u{2069}", "email": email, "password": "a-long-password", "password_confirmation": "a-long-password", "terms": true});
    let res = app.post("/api/register").json(&body).send().await;
    assert_eq!(res.status, 202, "{:?}", res.body);
    let code = app.verification_code(&email, 1).await;
    let made = app.post("/api/register/confirm").json(&json!({"email": email, "code": code})).send().await;
    assert_eq!(made.body["data"]["user"]["name"], "سارة Admin");
    let blank = json!({"name": "\u{200F}\u{200E}", "email": unique_email(), "password": "a-long-password", "password_confirmation": "a-long-password", "terms": true});
    let refused = app.post("/api/register").lang("en").json(&blank).send().await;
    assert_eq!(refused.field_error("name"), Some("This field is required"));
}

/// Accounts made before sign-ups waited for their code may still have an unconfirmed address:
/// a resend and `POST /api/verify-email` confirm it as before.
#[tokio::test]
async fn an_older_account_confirms_its_address_with_a_resent_code() {
    use sea_orm::{ActiveModelTrait, Set};
    let app = TestApp::spawn().await;
    let email = unique_email();
    let now = chrono::Utc::now();
    platform::entities::users::ActiveModel {
        name: Set("Older".into()),
        email: Set(email.clone()),
        password_hash: Set(platform::auth::hash_password("a-long-password".into()).await.unwrap()),
        language: Set("en".into()),
        role: Set("subscriber".into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&app.ctx.db)
    .await
    .unwrap();
    assert_eq!(app.post("/api/resend-email").json(&json!({"email": email})).send().await.status, 200);
    let code = app.verification_code(&email, 1).await;
    let ok = app.post("/api/verify-email").json(&json!({"email": email, "code": code})).send().await;
    assert_eq!(ok.status, 200, "{:?}", ok.body);
    assert_eq!(ok.body["data"]["email_verified"], true);
    // Signing up with the address now tells its owner, and makes nothing.
    let body =
        json!({"name": "New", "email": email, "password": "b-long-password", "password_confirmation": "b-long-password", "terms": true});
    assert_eq!(app.post("/api/register").json(&body).send().await.status, 202);
    let told = app.mail.wait_for_where(&email, 1, |m| !m.text.contains("/register_confirm?")).await;
    assert_eq!(told.subject, "Someone tried to sign up to Eva with your email", "the owner's language");
    assert_eq!(app.codes_sent_to(&email), 1);
}

/// Staff open an account and act on it (issue 36): disable it with a reason (its sessions end,
/// it cannot sign in, and is told why only with the right password), enable it, send a reset
/// link, resend the verification code, change the role; never on their own account; every
/// action in the account's log with who did it. The other modules show their part of it.
#[tokio::test]
async fn staff_open_an_account_and_act_on_it_with_each_action_logged() {
    let app = TestApp::spawn().await;
    let staff = app.signed_in_staff().await;
    let user = app.verified_subscriber().await;
    let path = format!("/api/staff/users/{}", user.id);
    assert_eq!(app.get(&path).token(&user.token).send().await.status, 403);
    let opened = app.get(&path).token(&staff.token).send().await;
    assert_eq!(opened.status, 200, "{:?}", opened.body);
    assert_eq!(
        (opened.body["data"]["email"].as_str(), opened.body["data"]["role"].as_str()),
        (Some(user.email.as_str()), Some("subscriber"))
    );
    assert_eq!(opened.body["data"]["sessions"].as_array().unwrap().len(), 1);
    assert_eq!(app.get("/api/staff/users/987654").token(&staff.token).send().await.status, 404);
    // Each module's part of the account.
    for part in [
        format!("{path}/subscriptions"),
        format!("{path}/consents"),
        format!("/api/staff/payments?user_id={}", user.id),
        format!("/api/staff/kyc?user_id={}", user.id),
    ] {
        let res = app.get(&part).token(&staff.token).send().await;
        assert_eq!(res.status, 200, "{part}: {:?}", res.body);
        assert_eq!(app.get(&part).token(&user.token).send().await.status, 403, "{part}");
    }

    // Disabling needs a reason, never on oneself; the sessions end and signing in is refused.
    let disable = format!("{path}/disable");
    let bare = app.post(&disable).token(&staff.token).json(&json!({})).send().await;
    assert_eq!(bare.field_error("reason"), Some("يرجى كتابة سبب الإيقاف، فهو يُحفظ في سجل الحساب"));
    let own = app
        .post(&format!("/api/staff/users/{}/disable", staff.id))
        .token(&staff.token)
        .lang("en")
        .json(&json!({"reason": "x"}))
        .send()
        .await;
    assert_eq!((own.status, own.message()), (409, "You cannot do this to your own account"));
    let reason = "نشاط احتيالي مشتبه";
    let disabled = app.post(&disable).token(&staff.token).json(&json!({"reason": reason})).send().await;
    assert_eq!(disabled.status, 200, "{:?}", disabled.body);
    assert_eq!(
        (disabled.body["data"]["disabled_reason"].as_str(), disabled.body["data"]["sessions"].as_array().unwrap().len()),
        (Some(reason), 0)
    );
    assert_eq!(app.get("/api/user").token(&user.token).send().await.body["code"], "1010", "its session ended");
    let login = json!({"email": user.email, "password": user.password});
    let refused = app.post("/api/login").lang("en").json(&login).send().await;
    assert_eq!((refused.status, refused.message()), (403, "Eva disabled this account: it cannot sign in. Contact the Eva team"));
    let guessing = app.post("/api/login").lang("en").json(&json!({"email": user.email, "password": "wrong-password"})).send().await;
    assert_eq!(guessing.status, 422, "a wrong password learns nothing of the disabling");
    assert_eq!(app.post(&disable).token(&staff.token).json(&json!({"reason": reason})).send().await.status, 409);
    let listed = app.get(&format!("/api/staff/users?search={}", user.email)).token(&staff.token).send().await;
    assert!(listed.body["data"][0]["disabled_at"].is_string(), "{:?}", listed.body);

    let enabled = app.post(&format!("{path}/enable")).token(&staff.token).send().await;
    assert_eq!((enabled.status, enabled.body["data"]["disabled_at"].clone()), (200, json!(null)));
    assert_eq!(app.post(&format!("{path}/enable")).token(&staff.token).send().await.status, 409);
    assert_eq!(app.post("/api/login").json(&login).send().await.status, 200);

    // A reset link by email (staff never see a password); the verification code again when the
    // address is not verified.
    assert_eq!(app.post(&format!("{path}/reset-password")).token(&staff.token).send().await.status, 200);
    app.reset_token(&user.email, 1).await;
    let verified = app.post(&format!("{path}/resend-verification")).token(&staff.token).lang("en").send().await;
    assert_eq!((verified.status, verified.message()), (409, "This account's email is already verified"));
    {
        use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set};
        let row = platform::entities::users::Entity::find_by_id(user.id).one(&app.ctx.db).await.unwrap().unwrap();
        let mut row = row.into_active_model();
        row.email_verified_at = Set(None);
        row.update(&app.ctx.db).await.unwrap();
    }
    assert_eq!(app.post(&format!("{path}/resend-verification")).token(&staff.token).send().await.status, 200);
    // The sign-up's code was the first; staff's is the second.
    app.mail.wait_for_where(&user.email, 2, |m| m.subject == "رمز تفعيل حسابك في إيفا").await;

    // Roles: granted and removed, one change at a time, never one's own.
    let role = format!("{path}/role");
    let analyst = app.put(&role).token(&staff.token).json(&json!({"role": "analyst"})).send().await;
    assert_eq!((analyst.status, analyst.body["data"]["role"].as_str()), (200, Some("analyst")), "{:?}", analyst.body);
    assert_eq!(app.put(&role).token(&staff.token).json(&json!({"role": "analyst"})).send().await.status, 409);
    assert_eq!(app.put(&role).token(&staff.token).json(&json!({"role": "boss"})).send().await.status, 422);
    assert_eq!(
        app.put(&format!("/api/staff/users/{}/role", staff.id))
            .token(&staff.token)
            .json(&json!({"role": "subscriber"}))
            .send()
            .await
            .status,
        409
    );
    let back = app.put(&role).token(&staff.token).json(&json!({"role": "subscriber"})).send().await;
    assert_eq!(back.body["data"]["role"], "subscriber");

    // The log, newest first, with who did each.
    let log = app.get(&path).token(&staff.token).send().await.body["data"]["actions"].clone();
    let actions: Vec<(&str, &str)> =
        log.as_array().unwrap().iter().map(|a| (a["action"].as_str().unwrap(), a["detail"].as_str().unwrap())).collect();
    assert_eq!(
        actions,
        [
            ("role", "analyst→subscriber"),
            ("role", "subscriber→analyst"),
            ("resend_verification", ""),
            ("reset_password", ""),
            ("enable", ""),
            ("disable", reason)
        ]
    );
    assert!(log.as_array().unwrap().iter().all(|a| a["staff_id"] == staff.id && a["staff_name"] == "مستثمر تجريبي"));
}
