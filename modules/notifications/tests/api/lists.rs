//! A list's news reaches everyone subscribed to it now, each in their language, batch by batch;
//! a retried batch notifies and emails nobody twice.

use eva_testing::{TestApp, TestUser};
use notifications::FanOutBatch;
use notifications::kinds::Kind;
use notifications::notice::{Audience, Notice, Text};
use platform::ports::ListKind;
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};

use crate::{feed, feed_of, settle, speaks};

/// A rating list of a new analyst, on sale; answers the list and its monthly plan.
async fn list_on_sale(app: &TestApp, analyst: &TestUser) -> (i64, i64) {
    list_of_kind_on_sale(app, analyst, "eva_lists", "نمو السعودية").await
}

/// A list (`eva_lists` or `eva_opinions`) on sale; answers the list and its monthly plan.
async fn list_of_kind_on_sale(app: &TestApp, analyst: &TestUser, service_type: &str, name: &str) -> (i64, i64) {
    let form = json!({
        "name": name,
        "market_id": 1,
        "service_type": service_type,
        "discount_percent": 0,
        "about": "أسهم نمو في السوق السعودية",
        "stocks_count": 10,
        "plans": [
            {"plan_type": "monthly", "price_halalas": 15_000},
            {"plan_type": "quarterly", "price_halalas": 40_000},
            {"plan_type": "biannual", "price_halalas": 75_000},
            {"plan_type": "annual", "price_halalas": 140_000},
        ],
    });
    let created = app.post("/api/rating-list/create").token(&analyst.token).json(&form).send().await;
    assert_eq!(created.status, 201, "{:?}", created.body);
    let list_id = created.body["data"]["id"].as_i64().unwrap();
    let path = created.body["data"]["subscribe_path"].as_str().unwrap();
    (list_id, path.rsplit('/').next().unwrap().parse().unwrap())
}

/// A verified client who bought the plan and paid on the sandbox.
async fn subscriber(app: &TestApp, plan_id: i64) -> TestUser {
    let client = app.verified_client().await;
    let body = json!({"plan_id": plan_id, "method": "mada", "idempotency_key": uuid::Uuid::new_v4().to_string(), "accept_terms": true});
    let started = app.post("/api/subscribe").token(&client.token).json(&body).send().await;
    assert_eq!(started.status, 201, "{:?}", started.body);
    app.pay_on_sandbox(started.body["data"]["redirect_url"].as_str().unwrap()).await;
    client
}

fn of_kind(feed: &[Value], kind: &str) -> Vec<Value> {
    feed.iter().filter(|n| n["kind"] == kind).cloned().collect()
}

/// Waits until the user has `n` notifications of `kind`.
async fn wait_kind(app: &TestApp, user: &TestUser, kind: &str, n: usize) -> Vec<Value> {
    for _ in 0..200 {
        let found = of_kind(&feed(app, user).await, kind);
        if found.len() >= n {
            return found;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("{kind} did not reach the user {n} times");
}

async fn import_bars(app: &TestApp, symbol: &str) {
    let today = chrono::Utc::now().date_naive();
    let mut csv = String::from("Date,Open,High,Low,Close,Volume\n");
    for back in (1..=3).rev() {
        csv.push_str(&format!("{},79,81,78,80,100000\n", today - chrono::Duration::days(back)));
    }
    app.run_module_command("market", &["import"], &csv, &["--symbol", symbol]).await;
    // Trading now at the last close: a market order fills at once.
    app.run_module_command("market", &["quotes"], &format!("Symbol,Price\n{symbol},80\n"), &[]).await;
}

#[tokio::test]
async fn a_new_rating_and_a_sale_reach_every_subscriber_in_their_language_in_batches() {
    // Batches of two: three subscribers take two fan-out jobs.
    let app = TestApp::spawn_with(
        |s| {
            s.module.insert("notifications".into(), json!({"batch_size": 2}));
        },
        |_| {},
    )
    .await;
    let analyst = app.signed_in_analyst().await;
    let (list_id, plan_id) = list_on_sale(&app, &analyst).await;
    let members = [subscriber(&app, plan_id).await, subscriber(&app, plan_id).await, subscriber(&app, plan_id).await];
    speaks(&app, &members[1], "en").await;
    let outsider = app.verified_client().await;
    for member in &members {
        let started = wait_kind(&app, member, "subscription_started", 1).await;
        // Named as bought: «بدأ اشتراكك في «…»», not the kind of product.
        assert!(started.iter().any(|n| n["body"].as_str().unwrap().starts_with("بدأ اشتراكك في «")), "buying is notified too: {started:?}");
    }

    import_bars(&app, "1120").await;
    let stock = app.get("/api/stocks?query=1120").send().await;
    let stock_id = stock.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == "1120").unwrap()["id"].as_i64().unwrap();
    let rating = app
        .post("/api/ratings-create")
        .token(&analyst.token)
        .json(&json!({"rating_list_id": list_id, "stock_id": stock_id, "order_type": "market", "entry_percentage": "10", "additional_info": "دخول"}))
        .send()
        .await;
    assert_eq!(rating.status, 201, "{:?}", rating.body);
    let rating_id = rating.body["data"]["id"].as_i64().unwrap();

    for (i, member) in members.iter().enumerate() {
        let news = wait_kind(&app, member, "rating_published", 1).await;
        assert_eq!(news.len(), 1);
        assert_eq!(news[0]["link"], format!("/rating-details/{rating_id}"));
        if i == 1 {
            assert_eq!(news[0]["title"], "New rating in نمو السعودية");
            assert!(news[0]["body"].as_str().unwrap().contains("(1120)"), "{:?}", news[0]);
        } else {
            assert_eq!(news[0]["title"], "توصية جديدة في نمو السعودية");
        }
    }

    let sold = app
        .post("/api/ratings-sell")
        .token(&analyst.token)
        .json(&json!({"rating_id": rating_id, "order_type": "market", "exit_reason": "تغير النظرة"}))
        .send()
        .await;
    assert!(sold.status < 300, "{:?}", sold.body);
    for member in &members {
        assert_eq!(wait_kind(&app, member, "rating_sold", 1).await.len(), 1);
    }
    let english = wait_kind(&app, &members[1], "rating_sold", 1).await;
    assert_eq!(
        english[0]["body"].as_str().unwrap(),
        format!("The analyst sold the whole {} position.", english_stock_name(&app, stock_id).await)
    );

    settle().await;
    let outsiders_feed = feed(&app, &outsider).await;
    assert!(of_kind(&outsiders_feed, "rating_published").is_empty() && of_kind(&outsiders_feed, "rating_sold").is_empty());
    assert!(feed(&app, &analyst).await.iter().all(|n| n["kind"] != "rating_published"), "the analyst is not told of their own rating");
}

async fn english_stock_name(app: &TestApp, stock_id: i64) -> String {
    let found = app.get("/api/stocks?query=1120").lang("en").send().await;
    let stock = found.body["data"].as_array().unwrap().iter().find(|s| s["id"] == stock_id).unwrap().clone();
    format!("{} (1120)", stock["name_en"].as_str().or(stock["name"].as_str()).unwrap())
}

#[tokio::test]
async fn a_retried_batch_notifies_and_emails_nobody_twice() {
    let app = TestApp::spawn_with(
        |s| {
            s.module.insert("notifications".into(), json!({"batch_size": 2}));
        },
        |_| {},
    )
    .await;
    let analyst = app.signed_in_analyst().await;
    let (list_id, plan_id) = list_on_sale(&app, &analyst).await;
    let members = [subscriber(&app, plan_id).await, subscriber(&app, plan_id).await, subscriber(&app, plan_id).await];
    let batch = FanOutBatch {
        notice: Notice::new(
            Kind::OpinionPublished,
            Text { title: "رأي جديد".into(), body: "نص".into() },
            Text { title: "New opinion".into(), body: "Text".into() },
            Some("/opinion/1".into()),
        ),
        audience: Audience::ListSubscribers { kind: ListKind::Rating, list_id },
        source_key: "retried-delivery".into(),
        after_user_id: 0,
        emails_before: 0,
    };
    // The same batch three times, as a job retried after it had done its work, and a second
    // worker taking it at the same moment.
    let (a, b) = tokio::join!(app.ctx.queue.push(batch.clone()), app.ctx.queue.push(batch.clone()));
    a.unwrap();
    b.unwrap();
    for member in &members {
        wait_kind(&app, member, "opinion_published", 1).await;
    }
    app.ctx.queue.push(batch).await.unwrap();
    settle().await;
    settle().await;
    for member in &members {
        assert_eq!(of_kind(&feed(&app, member).await, "opinion_published").len(), 1);
        let emails = app.mail.all().into_iter().filter(|m| m.to.contains(&member.email) && m.subject == "رأي جديد").count();
        assert_eq!(emails, 1, "one email each");
    }
}

/// A fan-out worker killed after storing a batch's notices and before queueing their emails
/// (`make chaos` caught one there): the retried batch sends those emails, once each.
#[tokio::test]
async fn a_batch_retried_after_a_kill_between_its_notices_and_their_emails_emails_everyone_once() {
    let app = TestApp::spawn_with(
        |s| {
            s.module.insert("notifications".into(), json!({"batch_size": 2}));
        },
        |_| {},
    )
    .await;
    let analyst = app.signed_in_analyst().await;
    let (list_id, plan_id) = list_on_sale(&app, &analyst).await;
    let members = [subscriber(&app, plan_id).await, subscriber(&app, plan_id).await, subscriber(&app, plan_id).await];
    // What the killed run left: the first two notices stored, their emails never queued.
    for member in &members[..2] {
        app.ctx
            .db
            .execute_unprepared(&format!(
                "INSERT INTO notifications_notifications (user_id, kind, source_key, title, body, link, in_app, emailed, read_at, created_at) \
                 VALUES ({}, 'opinion_published', 'killed-delivery', 'رأي جديد', 'نص', '/opinion/1', true, true, NULL, CURRENT_TIMESTAMP)",
                member.id
            ))
            .await
            .unwrap();
    }
    let batch = FanOutBatch {
        notice: Notice::new(
            Kind::OpinionPublished,
            Text { title: "رأي جديد".into(), body: "نص".into() },
            Text { title: "New opinion".into(), body: "Text".into() },
            Some("/opinion/1".into()),
        ),
        audience: Audience::ListSubscribers { kind: ListKind::Rating, list_id },
        source_key: "killed-delivery".into(),
        after_user_id: 0,
        emails_before: 0,
    };
    app.ctx.queue.push(batch.clone()).await.unwrap();
    wait_kind(&app, &members[2], "opinion_published", 1).await;
    // And once more, as a second retry: still one email each.
    app.ctx.queue.push(batch).await.unwrap();
    settle().await;
    settle().await;
    for member in &members {
        assert_eq!(of_kind(&feed(&app, member).await, "opinion_published").len(), 1);
        let emails = app.mail.all().into_iter().filter(|m| m.to.contains(&member.email) && m.subject == "رأي جديد").count();
        assert_eq!(emails, 1, "one email each");
    }
}

#[tokio::test]
async fn an_event_for_a_list_nobody_subscribes_to_notifies_nobody() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let (list_id, _) = list_on_sale(&app, &analyst).await;
    let someone = app.verified_subscriber().await;
    app.ctx.publish(&platform::events::OpinionResolved { list_id, opinion_id: 1, succeeded: true }).await.unwrap();
    settle().await;
    assert!(feed(&app, &someone).await.is_empty());
    assert!(feed_of(&app, &analyst, 0).await.is_empty());
}

#[tokio::test]
async fn each_list_event_reaches_that_lists_subscribers_only() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let (ratings, ratings_plan) = list_of_kind_on_sale(&app, &analyst, "eva_lists", "نمو السعودية").await;
    let (opinions, opinions_plan) = list_of_kind_on_sale(&app, &analyst, "eva_opinions", "آراء السوق").await;
    let reader = subscriber(&app, ratings_plan).await;
    let follower = subscriber(&app, opinions_plan).await;
    speaks(&app, &follower, "en").await;
    let stock_id = {
        let found = app.get("/api/stocks?query=2222").send().await;
        found.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == "2222").unwrap()["id"].as_i64().unwrap()
    };
    let ctx = &app.ctx;
    ctx.publish(&platform::events::OrderFilled { list_id: ratings, order_id: 3, stock_id }).await.unwrap();
    ctx.publish(&platform::events::DividendCredited {
        list_id: ratings,
        stock_id,
        ex_date: chrono::NaiveDate::from_ymd_opt(2026, 11, 20).unwrap(),
    })
    .await
    .unwrap();
    ctx.publish(&platform::events::OpinionPublished { list_id: opinions, opinion_id: 8, stock_id }).await.unwrap();
    let levels = |target: i64| platform::events::OpinionLevels {
        entry: 1_000_000,
        target,
        stop: 950_000,
        until: chrono::NaiveDate::from_ymd_opt(2026, 12, 10).unwrap(),
    };
    let corrected = platform::events::OpinionCorrected {
        list_id: opinions,
        opinion_id: 8,
        stock_id,
        version: 2,
        before: levels(1_100_000),
        after: levels(1_120_000),
    };
    ctx.publish(&corrected).await.unwrap();
    ctx.publish(&platform::events::OpinionResolved { list_id: opinions, opinion_id: 8, succeeded: true }).await.unwrap();

    let filled = wait_kind(&app, &reader, "order_filled", 1).await;
    assert_eq!(
        (filled[0]["title"].as_str(), filled[0]["link"].as_str()),
        (Some("تنفيذ أمر في نمو السعودية"), Some(format!("/ratings/{ratings}").as_str()))
    );
    let dividend = wait_kind(&app, &reader, "dividend_credited", 1).await;
    assert!(dividend[0]["body"].as_str().unwrap().contains("2026-11-20"), "{dividend:?}");
    // The correction comes as an opinion notice that says what changed.
    let published = wait_kind(&app, &follower, "opinion_published", 2).await;
    let titled =
        |title: &str| published.iter().find(|n| n["title"] == title).unwrap_or_else(|| panic!("«{title}» in {published:?}")).clone();
    assert_eq!(titled("New opinion in آراء السوق")["link"], "/opinion/8");
    let correction = titled("Opinion corrected in آراء السوق");
    assert_eq!(correction["link"], "/opinion/8");
    assert!(correction["body"].as_str().unwrap().contains("target from 110.00 to 112.00"), "{correction:?}");
    assert!(!correction["body"].as_str().unwrap().contains("stop loss"), "only what changed: {correction:?}");
    let resolved = wait_kind(&app, &follower, "opinion_resolved", 1).await;
    assert_eq!(resolved[0]["title"], "An opinion succeeded in آراء السوق");

    settle().await;
    let readers = feed(&app, &reader).await;
    let followers = feed(&app, &follower).await;
    assert!(of_kind(&readers, "opinion_published").is_empty() && of_kind(&readers, "opinion_resolved").is_empty());
    assert!(of_kind(&followers, "order_filled").is_empty() && of_kind(&followers, "dividend_credited").is_empty());
    // Fills and dividends are in the app only until the user asks for email; opinions by email.
    app.mail.wait_for_where(&follower.email, 1, |m| m.subject == "An opinion succeeded in آراء السوق").await;
    let reader_mail: Vec<String> = app.mail.all().into_iter().filter(|m| m.to.contains(&reader.email)).map(|m| m.subject).collect();
    assert!(!reader_mail.iter().any(|s| s.contains("نمو السعودية")), "{reader_mail:?}");
}

/// Staff moderation (issue 36): the list's subscribers hear that an opinion was withdrawn, never
/// why; its analyst hears why, in the app and by email, and again when it is restored.
#[tokio::test]
async fn a_withdrawn_opinion_is_told_to_its_subscribers_and_the_reason_to_its_analyst() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let (opinions, plan) = list_of_kind_on_sale(&app, &analyst, "eva_opinions", "آراء السوق").await;
    let follower = subscriber(&app, plan).await;
    speaks(&app, &follower, "en").await;
    let stock_id = {
        let found = app.get("/api/stocks?query=2222").send().await;
        found.body["data"].as_array().unwrap().iter().find(|s| s["symbol"] == "2222").unwrap()["id"].as_i64().unwrap()
    };
    let reason = "هدف غير واقعي";
    let withdrawn =
        platform::events::OpinionWithdrawn { list_id: opinions, opinion_id: 8, stock_id, analyst_id: analyst.id, reason: reason.into() };
    app.ctx.publish(&withdrawn).await.unwrap();
    app.ctx
        .publish(&platform::events::OpinionReinstated { list_id: opinions, opinion_id: 8, stock_id, analyst_id: analyst.id })
        .await
        .unwrap();

    let told = wait_kind(&app, &follower, "opinion_published", 1).await;
    assert_eq!(
        (told[0]["title"].as_str(), told[0]["link"].as_str()),
        (Some("Opinion withdrawn from آراء السوق"), Some(format!("/opinions/{opinions}").as_str()))
    );
    assert!(!told[0]["body"].as_str().unwrap().contains(reason), "subscribers are not told why: {told:?}");
    let own = wait_kind(&app, &analyst, "opinion_published", 2).await;
    let hidden =
        own.iter().find(|n| n["title"].as_str().unwrap().starts_with("أخفى فريق إيفا رأيك في")).unwrap_or_else(|| panic!("{own:?}"));
    assert!(hidden["body"].as_str().unwrap().contains(&format!("السبب: {reason}")), "{hidden:?}");
    assert_eq!(hidden["link"], "/opinion/8");
    assert!(own.iter().any(|n| n["title"].as_str().unwrap().starts_with("أعاد فريق إيفا إظهار رأيك")), "{own:?}");
    app.mail.wait_for_where(&analyst.email, 1, |m| m.subject.starts_with("أخفى فريق إيفا رأيك") && m.text.contains(reason)).await;
    settle().await;
    assert_eq!(of_kind(&feed(&app, &follower).await, "opinion_published").len(), 1, "the restore is the analyst's news only");
}

/// Staff hiding a whole list (issue 36): its subscribers hear that it was withdrawn, never why;
/// its analyst hears why, in the app and by email, and again when it is shown.
#[tokio::test]
async fn a_withdrawn_list_is_told_to_its_subscribers_and_the_reason_to_its_analyst() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let (list, plan) = list_of_kind_on_sale(&app, &analyst, "eva_lists", "نمو السعودية").await;
    let follower = subscriber(&app, plan).await;
    speaks(&app, &follower, "en").await;
    let staff = app.signed_in_staff().await;
    let reason = "أداء مضلل في الوصف";
    let hidden =
        app.post(&format!("/api/staff/lists/{list}/hide")).token(&staff.token).json(&serde_json::json!({"reason": reason})).send().await;
    assert_eq!(hidden.status, 200, "{:?}", hidden.body);
    let restored = app.post(&format!("/api/staff/lists/{list}/restore")).token(&staff.token).send().await;
    assert_eq!(restored.status, 200, "{:?}", restored.body);

    let told = wait_kind(&app, &follower, "rating_published", 1).await;
    assert_eq!(
        (told[0]["title"].as_str(), told[0]["link"].as_str()),
        (Some("Eva withdrew نمو السعودية"), Some(format!("/ratings/{list}").as_str()))
    );
    assert!(!told[0]["body"].as_str().unwrap().contains(reason), "subscribers are not told why: {told:?}");
    let own = wait_kind(&app, &analyst, "rating_published", 2).await;
    let hid = own.iter().find(|n| n["title"].as_str().unwrap().starts_with("أخفى فريق إيفا قائمتك")).unwrap_or_else(|| panic!("{own:?}"));
    assert!(hid["body"].as_str().unwrap().contains(&format!("السبب: {reason}")), "{hid:?}");
    assert_eq!(hid["link"], "/my_lists");
    assert!(own.iter().any(|n| n["title"].as_str().unwrap().starts_with("أعاد فريق إيفا إظهار قائمتك")), "{own:?}");
    app.mail.wait_for_where(&analyst.email, 1, |m| m.subject.starts_with("أخفى فريق إيفا قائمتك") && m.text.contains(reason)).await;
    settle().await;
    assert_eq!(of_kind(&feed(&app, &follower).await, "rating_published").len(), 1, "the restore is the analyst's news only");
}

/// The payment of `buyer` for a list, as staff find it.
async fn payment_of(app: &TestApp, staff: &TestUser, buyer: &TestUser) -> i64 {
    let paid = app.get("/api/staff/payments?status=paid").token(&staff.token).send().await;
    paid.body["data"].as_array().unwrap().iter().find(|p| p["user_email"] == buyer.email.as_str()).unwrap()["id"].as_i64().unwrap()
}

/// A refund is one notice and one email naming what was refunded (issue 36): a whole refund does
/// not add "your subscription ended" notices of its own, a partial one says the list runs on.
#[tokio::test]
async fn a_refund_is_one_notice_naming_the_list() {
    let app = TestApp::spawn().await;
    let analyst = app.signed_in_analyst().await;
    let (_, plan) = list_of_kind_on_sale(&app, &analyst, "eva_lists", "نمو السعودية").await;
    let whole = subscriber(&app, plan).await;
    let part = subscriber(&app, plan).await;
    speaks(&app, &part, "en").await;
    let staff = app.signed_in_staff().await;
    for (buyer, body) in [(&whole, json!({"reason": "طلب العميل"})), (&part, json!({"reason": "انقطاع الخدمة", "amount_halalas": 5_000}))]
    {
        let id = payment_of(&app, &staff, buyer).await;
        let res = app.post(&format!("/api/staff/payments/{id}/refund")).token(&staff.token).json(&body).send().await;
        assert_eq!(res.status, 200, "{:?}", res.body);
    }

    let told = wait_kind(&app, &whole, "payment_refunded", 1).await;
    assert!(told[0]["body"].as_str().unwrap().contains("«نمو السعودية»"), "names the list: {told:?}");
    let partly = wait_kind(&app, &part, "payment_refunded", 1).await;
    assert_eq!(partly[0]["title"], "Part of your payment was refunded");
    assert!(
        partly[0]["body"].as_str().unwrap().contains("SAR 50.00") && partly[0]["body"].as_str().unwrap().contains("stays active"),
        "{partly:?}"
    );
    app.mail.wait_for_where(&whole.email, 1, |m| m.subject == "تم استرداد دفعتك").await;
    app.mail.wait_for_where(&part.email, 1, |m| m.subject == "Part of your payment was refunded").await;
    settle().await;
    assert!(of_kind(&feed(&app, &whole).await, "subscription_ended").is_empty(), "the refund's notice says what ended");
    let mails = |user: &TestUser| {
        app.mail
            .all()
            .into_iter()
            .filter(|m| m.to.contains(&user.email) && !m.subject.contains("دفعتك") && !m.subject.contains("payment"))
            .map(|m| m.subject)
            .collect::<Vec<_>>()
    };
    let after_purchase =
        |subjects: Vec<String>| subjects.into_iter().filter(|s| s.contains("انتهى") || s.contains("ended")).collect::<Vec<_>>();
    assert!(after_purchase(mails(&whole)).is_empty() && after_purchase(mails(&part)).is_empty(), "{:?} {:?}", mails(&whole), mails(&part));
}
