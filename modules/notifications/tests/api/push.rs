//! Web Push, end to end: a browser's subscription is registered, a notice of a kind the user has
//! pushed is encrypted for that browser, signed with the deployment's VAPID key and posted to a
//! local push receiver started here, which decrypts it as the browser would and checks the
//! signature as a push service does. A retried job pushes nothing twice; a device its service
//! no longer knows is forgotten.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::Utc;
use eva_testing::{TestApp, TestUser};
use notifications::entities::push_deliveries;
use notifications::push::SendPush;
use platform::events::{AlertFiring, AlertsFired, KycDecided};
use platform::ports::MarketCode;
use sea_orm::EntityTrait;
use sea_orm::sea_query::Expr;
use serde_json::{Value, json};
use web_push_native::jwt_simple::prelude::{ECDSAP256PublicKeyLike, ES256PublicKey, NoCustomClaims, VerificationOptions};
use web_push_native::p256::SecretKey;
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint;
use web_push_native::{Auth, decrypt};

use crate::{choose, feed_of, settle};

/// One push as the receiver got it.
#[derive(Debug, Clone)]
struct Received {
    path: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Received {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// A push service on 127.0.0.1: takes every push (201), except at `/gone/…` (410, as a service
/// answers for a subscription that ended).
struct Receiver {
    origin: String,
    got: Arc<Mutex<Vec<Received>>>,
}

impl Receiver {
    fn start() -> Self {
        let got: Arc<Mutex<Vec<Received>>> = Arc::default();
        let (tx, rx) = std::sync::mpsc::channel();
        let store = got.clone();
        std::thread::spawn(move || {
            actix_web::rt::System::new().block_on(async move {
                let server = HttpServer::new(move || {
                    let store = store.clone();
                    App::new().default_service(web::to(move |req: HttpRequest, body: web::Bytes| {
                        let store = store.clone();
                        async move {
                            let headers =
                                req.headers().iter().map(|(n, v)| (n.to_string(), v.to_str().unwrap_or_default().to_owned())).collect();
                            let path = req.path().to_owned();
                            let gone = path.starts_with("/gone/");
                            store.lock().unwrap().push(Received { path, headers, body: body.to_vec() });
                            if gone { HttpResponse::Gone().finish() } else { HttpResponse::Created().finish() }
                        }
                    }))
                })
                .workers(1)
                .bind(("127.0.0.1", 0))
                .unwrap();
                tx.send(server.addrs()[0].port()).unwrap();
                server.run().await.unwrap();
            });
        });
        let port = rx.recv().unwrap();
        Self { origin: format!("http://127.0.0.1:{port}"), got }
    }

    fn at(&self, path: &str) -> Vec<Received> {
        self.got.lock().unwrap().iter().filter(|r| r.path == path).cloned().collect()
    }

    /// Waits until `path` got `n` pushes (or ten seconds pass).
    async fn wait_for(&self, path: &str, n: usize) -> Vec<Received> {
        for _ in 0..200 {
            let got = self.at(path);
            if got.len() >= n {
                return got;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("{path} did not get {n} pushes: {:?}", self.at(path));
    }
}

/// A browser: its own key pair and authentication secret, as `pushManager.subscribe` makes them.
struct Browser {
    secret: SecretKey,
    auth: [u8; 16],
}

impl Browser {
    fn new(seed: u8) -> Self {
        Self { secret: SecretKey::from_slice(&[seed; 32]).unwrap(), auth: [seed.wrapping_add(7); 16] }
    }

    fn subscription(&self, endpoint: &str) -> Value {
        let public = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": endpoint,
            "expirationTime": null,
            "keys": {"p256dh": URL_SAFE_NO_PAD.encode(public.as_bytes()), "auth": URL_SAFE_NO_PAD.encode(self.auth)},
        })
    }

    /// What the service worker would read.
    fn open(&self, push: &Received) -> Value {
        let plain =
            decrypt(push.body.clone(), &self.secret, Auth::from_slice(&self.auth)).expect("the push decrypts with the browser's keys");
        serde_json::from_slice(&plain).unwrap()
    }
}

async fn spawn_pushing(receiver: &Receiver, vapid_private: &str) -> TestApp {
    let services = vec![receiver.origin.clone()];
    let key = vapid_private.to_owned();
    TestApp::spawn_with(
        move |s| {
            s.module.insert(
                "notifications".into(),
                json!({"push": {"vapid_private_key": key, "services": services, "subject": "mailto:ops@eva.test"}}),
            );
        },
        |_| {},
    )
    .await
}

fn alert_for(user_id: i64, alert_id: i64) -> AlertsFired {
    AlertsFired {
        firings: vec![AlertFiring {
            alert_id,
            user_id,
            stock_id: 1,
            symbol: "1120".into(),
            name_ar: "الراجحي".into(),
            name_en: "Al Rajhi".into(),
            market: MarketCode::Tasi,
            condition: "price_above".into(),
            level: 900_000,
            price: 910_000,
            priced_at: Utc::now(),
            trigger_key: format!("once-{alert_id}"),
            ex_date: None,
            dividend: None,
        }],
    }
}

async fn register(app: &TestApp, user: &TestUser, body: &Value) -> (u16, Value) {
    let res = app.post("/api/notification-devices").token(&user.token).json(body).send().await;
    (res.status, res.body)
}

#[tokio::test]
async fn an_alert_reaches_the_browser_encrypted_signed_and_once() {
    let receiver = Receiver::start();
    let (private, public) = notifications::push::keys::generate();
    let app = spawn_pushing(&receiver, &private).await;
    let investor = app.verified_subscriber().await;
    let browser = Browser::new(3);

    let devices = app.get("/api/notification-devices").token(&investor.token).send().await;
    assert_eq!(devices.status, 200, "{:?}", devices.body);
    assert_eq!(devices.body["data"]["enabled"], true);
    assert_eq!(devices.body["data"]["public_key"], public.as_str());
    let endpoint = format!("{}/push/one", receiver.origin);
    let (status, device) = register(&app, &investor, &browser.subscription(&endpoint)).await;
    assert_eq!(status, 201, "{device:?}");
    assert_eq!(device["data"]["service"], "127.0.0.1");
    // The same browser again (a second tab, a reload): the same device.
    let (again, same) = register(&app, &investor, &browser.subscription(&endpoint)).await;
    assert_eq!((again, &same["data"]["id"]), (200, &device["data"]["id"]));

    app.ctx.publish(&alert_for(investor.id, 41)).await.unwrap();
    let pushes = receiver.wait_for("/push/one", 1).await;
    let push = &pushes[0];
    assert_eq!(push.header("content-encoding"), Some("aes128gcm"));
    assert_eq!(push.header("urgency"), Some("high"));
    assert!(push.header("ttl").is_some_and(|t| t.parse::<u64>().unwrap() > 0));
    let opened = browser.open(push);
    assert_eq!(opened["lang"], "ar");
    assert_eq!(opened["link"], "/alerts");
    assert!(opened["body"].as_str().unwrap().starts_with("بلغ سعر الراجحي (1120) 91.00 ر.س"), "{opened}");
    let feed = feed_of(&app, &investor, 1).await;
    assert_eq!(opened["title"], feed[0]["title"], "the push says what the feed says");
    assert_eq!(opened["tag"], format!("notification-{}", feed[0]["id"]));
    assert_eq!(push.header("topic"), Some(format!("n{}", feed[0]["id"])).as_deref());

    // Signed with the deployment's key, for this push service, by a sender it can contact.
    let authorization = push.header("authorization").unwrap();
    let (token, key) = authorization.strip_prefix("vapid t=").unwrap().split_once(", k=").unwrap();
    assert_eq!(key, public);
    let verifier = ES256PublicKey::from_bytes(&URL_SAFE_NO_PAD.decode(key).unwrap()).unwrap();
    let claims = verifier.verify_token::<NoCustomClaims>(token, Some(VerificationOptions::default())).expect("a valid VAPID signature");
    assert_eq!(claims.subject.as_deref(), Some("mailto:ops@eva.test"));
    // The crate names the origin without its port (RFC 8292 wants the origin; push services
    // listen on 443, where the two are the same).
    assert!(claims.audiences.unwrap().contains(&std::collections::HashSet::from(["http://127.0.0.1".to_owned()])));

    // A retried job, and the same alert announced again, push nothing more.
    let id = feed[0]["id"].as_i64().unwrap();
    app.ctx.queue.push(SendPush { notification_id: id }).await.unwrap();
    app.ctx.publish(&alert_for(investor.id, 41)).await.unwrap();
    settle().await;
    assert_eq!(receiver.at("/push/one").len(), 1, "pushed once");

    // Its claim is kept while a retry could come, and pruned once none can.
    let claims = || async { push_deliveries::Entity::find().all(&app.ctx.db).await.unwrap().len() };
    assert_eq!(claims().await, 1);
    assert_eq!(notifications::push::prune::old_deliveries(&app.ctx).await.unwrap(), 0);
    push_deliveries::Entity::update_many()
        .col_expr(push_deliveries::Column::ClaimedAt, Expr::value(Utc::now() - chrono::TimeDelta::days(31)))
        .exec(&app.ctx.db)
        .await
        .unwrap();
    assert_eq!(notifications::push::prune::old_deliveries(&app.ctx).await.unwrap(), 1);
    assert_eq!(claims().await, 0);
}

#[tokio::test]
async fn pushes_follow_the_users_choices_and_ended_subscriptions_are_forgotten() {
    let receiver = Receiver::start();
    let (private, _) = notifications::push::keys::generate();
    let app = spawn_pushing(&receiver, &private).await;
    let investor = app.verified_subscriber().await;
    let other = app.verified_subscriber().await;
    let browser = Browser::new(5);
    let (_, kept) = register(&app, &investor, &browser.subscription(&format!("{}/push/kept", receiver.origin))).await;
    let (_, ended) = register(&app, &investor, &Browser::new(6).subscription(&format!("{}/gone/ended", receiver.origin))).await;

    // KYC decisions are not pushed until the user says so; then they are, in English for them.
    app.ctx.publish(&KycDecided { user_id: investor.id, approved: false }).await.unwrap();
    feed_of(&app, &investor, 1).await;
    settle().await;
    assert!(receiver.at("/push/kept").is_empty(), "not pushed by default");
    crate::speaks(&app, &investor, "en").await;
    let body = json!({"preferences": [{"kind": "kyc_decided", "in_app": true, "email": true, "push": true}]});
    let chosen = app.put("/api/notification-preferences").token(&investor.token).json(&body).send().await;
    assert_eq!(chosen.status, 200, "{:?}", chosen.body);
    let row = chosen.body["data"].as_array().unwrap().iter().find(|p| p["kind"] == "kyc_decided").unwrap().clone();
    assert_eq!(row["push"], true);
    // A choice without `push` keeps it.
    choose(&app, &investor, "kyc_decided", true, false).await;
    app.ctx.publish(&KycDecided { user_id: investor.id, approved: true }).await.unwrap();
    let push = &receiver.wait_for("/push/kept", 1).await[0];
    let opened = browser.open(push);
    assert_eq!((opened["lang"].as_str(), push.header("urgency")), (Some("en"), Some("normal")));

    // The ended subscription answered 410: the device is gone from the user's list.
    receiver.wait_for("/gone/ended", 1).await;
    let mut listed = Vec::new();
    for _ in 0..100 {
        let res = app.get("/api/notification-devices").token(&investor.token).send().await;
        listed = res.body["data"]["devices"].as_array().unwrap().iter().map(|d| d["id"].clone()).collect();
        if listed.len() == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(listed, vec![kept["data"]["id"].clone()], "the ended device is forgotten");

    // Another user cannot remove it; its owner can.
    let path = format!("/api/notification-devices/{}", kept["data"]["id"]);
    assert_eq!(app.delete(&path).token(&other.token).send().await.status, 404);
    assert_eq!(app.delete(&path).token(&investor.token).send().await.status, 204);
    assert_eq!(app.delete(&path).token(&investor.token).send().await.status, 404);
    let _ = ended;
}

#[tokio::test]
async fn only_real_push_services_and_keys_are_accepted() {
    let receiver = Receiver::start();
    let (private, _) = notifications::push::keys::generate();
    let app = spawn_pushing(&receiver, &private).await;
    let investor = app.verified_subscriber().await;
    let browser = Browser::new(9);

    // The server would post wherever it is told: only the allowed services are.
    let (status, body) = register(&app, &investor, &browser.subscription("https://evil.example/collect")).await;
    assert_eq!(status, 422, "{body:?}");
    assert_eq!(body["errors"]["endpoint"][0], "خدمة الإشعارات في هذا المتصفح ليست من الخدمات التي نرسل إليها");
    let mut bad_keys = browser.subscription(&format!("{}/push/x", receiver.origin));
    bad_keys["keys"]["p256dh"] = json!("AAAA");
    bad_keys["keys"]["auth"] = json!(URL_SAFE_NO_PAD.encode([1u8; 8]));
    let (status, body) = register(&app, &investor, &bad_keys).await;
    assert_eq!(status, 422, "{body:?}");
    assert!(body["errors"]["keys.p256dh"].is_array() && body["errors"]["keys.auth"].is_array(), "{body:?}");
    let devices = app.get("/api/notification-devices").token(&investor.token).send().await;
    assert_eq!(devices.body["data"]["devices"], json!([]), "nothing stored");
}

#[tokio::test]
async fn without_a_vapid_key_push_is_off() {
    let app = TestApp::spawn().await;
    let investor = app.verified_subscriber().await;
    let devices = app.get("/api/notification-devices").token(&investor.token).send().await;
    assert_eq!(devices.status, 200);
    assert_eq!(devices.body["data"], json!({"enabled": false, "public_key": null, "devices": []}));
    let sub = Browser::new(4).subscription("https://fcm.googleapis.com/fcm/send/abc");
    let (status, body) = register(&app, &investor, &sub).await;
    assert_eq!((status, body["code"].as_str()), (409, Some("PUSH_NOT_CONFIGURED")), "{body:?}");
}
