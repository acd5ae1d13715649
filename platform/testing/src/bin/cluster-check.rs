//! The cluster journeys (`make cluster-test`, run by `scripts/cluster.sh test`): investors sign
//! up, verify their email, upload a picture, browse the market and sign in again, all through
//! the proxy, so consecutive requests land on different `eva serve` processes. In the middle one
//! web process is stopped. Each investor also buys a plan on the sandbox gateway: the same
//! attempt key sent to two processes at once is one payment, and returns from the gateway racing
//! on different processes start one subscription. Every request must get its expected answer (the proxy retries what
//! the stopped process could not answer on the other one), and at the end every account, session
//! and picture must still be there. Last, each investor sets a price alert; the stock then trades
//! above it, told by two imports at once while three `eva work` share the events: each alert fires
//! once, with one notice in its owner's feed.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::sync::Mutex;

const USERS: usize = 12;

struct Check {
    base: String,
    mailbox: PathBuf,
    client: reqwest::Client,
    /// For the payment pages, to see where each step sends the browser.
    browser: reqwest::Client,
    requests: AtomicUsize,
    failures: Mutex<Vec<String>>,
}

/// What one investor did, to check it is all still there at the end.
struct Account {
    email: String,
    password: String,
    avatar_url: String,
    avatar: Vec<u8>,
}

/// A real PNG, distinct per user (its size and colour come from `n`).
fn picture(n: usize) -> Vec<u8> {
    let side = |k: usize| u32::try_from(1 + k % 7).unwrap_or(1);
    eva_testing::pictures::png(side(n), side(n / 7), u8::try_from(n % 256).unwrap_or(0))
}

/// The pixels of a picture, to compare an upload with what is served (encoded again).
fn pixels(bytes: &[u8]) -> Option<Vec<u8>> {
    image::load_from_memory(bytes).ok().map(|p| p.to_rgb8().into_raw())
}

impl Check {
    async fn fail(&self, what: String) {
        eprintln!("FAILED: {what}");
        self.failures.lock().await.push(what);
    }

    /// Sends a request (again on a 408, as a browser does) and checks its status; the body when it
    /// matched.
    async fn expect(&self, what: &str, request: reqwest::RequestBuilder, status: u16) -> Option<reqwest::Response> {
        self.requests.fetch_add(1, Ordering::Relaxed);
        match eva_testing::proxy_client::send(request).await {
            Ok(response) if response.status().as_u16() == status => Some(response),
            Ok(response) => {
                let got = response.status().as_u16();
                let body = response.text().await.unwrap_or_default();
                self.fail(format!("{what}: expected {status}, got {got}: {}", body.chars().take(200).collect::<String>())).await;
                None
            }
            Err(e) => {
                self.fail(format!("{what}: no answer: {e}")).await;
                None
            }
        }
    }

    async fn json(&self, what: &str, request: reqwest::RequestBuilder, status: u16) -> Option<Value> {
        let response = self.expect(what, request, status).await?;
        match response.json::<Value>().await {
            Ok(body) => Some(body),
            Err(e) => {
                self.fail(format!("{what}: not JSON: {e}")).await;
                None
            }
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The verification code emailed to `email` (the SMTP sink writes each message as JSON).
    async fn code_for(&self, email: &str) -> Option<String> {
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            for mail in eva_testing::mail_sink::messages_in(&self.mailbox) {
                if !mail["to"].as_array().is_some_and(|to| to.iter().any(|t| t.as_str().is_some_and(|t| t.contains(email)))) {
                    continue;
                }
                if let Some(code) = six_digits(mail["text"].as_str().unwrap_or_default()) {
                    return Some(code);
                }
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        None
    }

    /// Sign up, verify, picture, market pages, a second sign-in.
    async fn journey(&self, n: usize, run: &str) -> Option<Account> {
        let email = format!("investor-{run}-{n}@cluster.test");
        let password = format!("cluster-password-{n}");
        let register =
            json!({"name": format!("مستثمر {n}"), "email": email, "password": password, "password_confirmation": password, "terms": true});
        self.expect("sign up", self.client.post(self.url("/api/register")).json(&register), 202).await?;
        let Some(code) = self.code_for(&email).await else {
            self.fail(format!("no verification email for {email}")).await;
            return None;
        };
        let confirm = json!({"email": email, "code": code});
        let session = self.json("confirm the sign-up", self.client.post(self.url("/api/register/confirm")).json(&confirm), 201).await?;
        let token = session["data"]["token"].as_str()?.to_owned();

        let avatar = picture(n);
        // Buffered so that a 408 from a starved web process can be answered by sending it again.
        let form = eva_testing::proxy_client::BufferedForm::new()
            .text("name", &format!("مستثمر {n}"))
            .text("phone", &format!("05012345{:02}", n % 100))
            .file("avatar", "me.png", "image/png", &avatar);
        let upload = form.attach(self.client.post(self.url("/api/profile/personal")).bearer_auth(&token));
        let profile = self.json("upload a picture", upload, 200).await?;
        let avatar_url = profile["data"]["avatar"].as_str()?.to_owned();
        // Read back at once: likely from the other process than the one that stored it. It is
        // served encoded again: the same pixels, and the same bytes from either process.
        let mut served: Option<Vec<u8>> = None;
        for _ in 0..2 {
            let got = self.expect("read the picture back", self.client.get(self.url(&avatar_url)), 200).await?;
            let bytes = got.bytes().await.ok()?.to_vec();
            let same = match &served {
                None => pixels(&bytes).is_some() && pixels(&bytes) == pixels(&avatar),
                Some(first) => *first == bytes,
            };
            if !same {
                self.fail(format!("{email}: the picture came back different")).await;
            }
            served.get_or_insert(bytes);
        }
        let avatar = served?;

        for path in
            ["/api/markets", "/api/stocks?query=%D8%A7%D9%84%D8%B1%D8%A7%D8%AC%D8%AD%D9%8A", "/api/market-heatmap/1", "/api/indices"]
        {
            self.expect(&format!("browse {path}"), self.client.get(self.url(path)), 200).await?;
        }
        let user = self.json("who am I", self.client.get(self.url("/api/user")).bearer_auth(&token), 200).await?;
        if user["data"]["email_verified"] != true {
            self.fail(format!("{email}: verification lost")).await;
        }
        self.buy(&email, &token, n).await?;
        self.chat(&email, &token).await?;
        Some(Account { email, password, avatar_url, avatar })
    }

    /// A plan bought on the sandbox gateway, with the attempt sent twice at once and the return
    /// from the gateway arriving three times at once.
    async fn buy(&self, email: &str, token: &str, n: usize) -> Option<()> {
        let catalogue = self.json("plans", self.client.get(self.url("/api/all-packages")), 200).await?;
        let plan = catalogue["data"][n % 4]["plans"][0]["id"].as_i64()?;
        let attempt = json!({"plan_id": plan, "method": "mada", "idempotency_key": format!("cluster-{}", email.replace(|c: char| !c.is_ascii_alphanumeric(), "-")), "accept_terms": true});
        let send = || eva_testing::proxy_client::send(self.client.post(self.url("/api/subscribe")).bearer_auth(token).json(&attempt));
        let (first, second) = tokio::join!(send(), send());
        self.requests.fetch_add(2, Ordering::Relaxed);
        let (Ok(first), Ok(second)) = (first, second) else {
            self.fail(format!("{email}: a subscribe got no answer")).await;
            return None;
        };
        let mut statuses = [first.status().as_u16(), second.status().as_u16()];
        statuses.sort_unstable();
        let (a, b): (Value, Value) = (first.json().await.ok()?, second.json().await.ok()?);
        if statuses != [200, 201] || a["data"]["payment_id"] != b["data"]["payment_id"] {
            self.fail(format!("{email}: one attempt key made {statuses:?} {a} {b}")).await;
            return None;
        }
        let payment = a["data"]["payment_id"].as_i64()?;
        let page = a["data"]["redirect_url"].as_str().or(b["data"]["redirect_url"].as_str())?.to_owned();
        self.expect("the gateway's page", self.browser.get(self.url(&page)), 200).await?;
        let paid = self
            .expect("pay", self.browser.post(self.url(&page)).form(&[("action", "pay"), ("card_number", "4111111111111111")]), 303)
            .await?;
        let back = paid.headers().get("location")?.to_str().ok()?.to_owned();
        let returns = (0..3).map(|_| self.expect("return from the gateway", self.browser.get(self.url(&back)), 303));
        for landed in futures_util::future::join_all(returns).await {
            let to = landed?.headers().get("location")?.to_str().ok()?.to_owned();
            if to != format!("/success/payment?payment={payment}") {
                self.fail(format!("{email}: the return went to {to}")).await;
            }
        }
        self.has_one_subscription(email, token).await;
        Some(())
    }

    /// A question to Eva Chat: the answer is written by a worker process and followed through
    /// the proxy; the reader "reloads" after the first piece and resumes where it was, so the
    /// stream is served by whichever web process the proxy picks, and the pieces must add up to
    /// the stored answer.
    async fn chat(&self, email: &str, token: &str) -> Option<()> {
        let stocks = self.json("find a stock", self.client.get(self.url("/api/stocks?query=2222")), 200).await?;
        let stock = stocks["data"].as_array()?.iter().find(|s| s["symbol"] == "2222")?["id"].as_i64()?;
        let asked = self
            .json(
                "ask Eva Chat",
                self.client.post(self.url("/api/chat/question")).bearer_auth(token).json(&json!({"questionId": 1, "stockid": stock})),
                201,
            )
            .await?;
        let id = asked["data"]["message"]["id"].as_i64()?;
        let mut text = String::new();
        let mut finished: Option<Value> = None;
        for attempt in 0..40 {
            let from = text.chars().count();
            self.requests.fetch_add(1, Ordering::Relaxed);
            let sent = eva_testing::proxy_client::send(
                self.client.get(self.url(&format!("/api/chat/messages/{id}/stream?from={from}"))).bearer_auth(token),
            )
            .await;
            let Ok(mut response) = sent else { continue };
            if response.status().as_u16() != 200 {
                self.fail(format!("{email}: the answer stream answered {}", response.status())).await;
                return None;
            }
            let mut buffer: Vec<u8> = Vec::new();
            // A cut stream (a stopped process) is resumed by the next attempt.
            'read: while let Ok(Some(chunk)) = response.chunk().await {
                buffer.extend_from_slice(&chunk);
                while let Some(end) = buffer.windows(2).position(|w| w == b"\n\n") {
                    let block = String::from_utf8_lossy(&buffer.drain(..end + 2).collect::<Vec<u8>>()).into_owned();
                    let name = block.lines().find_map(|l| l.strip_prefix("event: ")).unwrap_or_default().to_owned();
                    let data: String = block.lines().filter_map(|l| l.strip_prefix("data: ")).collect();
                    let data: Value = serde_json::from_str(&data).unwrap_or(Value::Null);
                    match name.as_str() {
                        "delta" => {
                            text.push_str(data["text"].as_str().unwrap_or_default());
                            if attempt == 0 {
                                break 'read;
                            }
                        }
                        "done" | "failed" => {
                            finished = Some(data);
                            break 'read;
                        }
                        _ => {}
                    }
                }
            }
            if finished.is_some() {
                break;
            }
        }
        let Some(done) = finished else {
            self.fail(format!("{email}: the chat answer never finished")).await;
            return None;
        };
        if done["status"] != "answered" || done["answer"].as_str() != Some(text.as_str()) || !text.contains("2222") {
            self.fail(format!("{email}: the streamed pieces {text:?} are not the answer {done}")).await;
            return None;
        }
        Some(())
    }

    async fn has_one_subscription(&self, email: &str, token: &str) {
        let Some(mine) = self.json("my subscriptions", self.client.get(self.url("/api/v2/subscriptions")).bearer_auth(token), 200).await
        else {
            return;
        };
        let paid = mine["data"]["active"].as_array().map_or(0, |a| a.iter().filter(|s| s["source"] == "paid").count());
        if mine["data"]["has_subscription"] != true || paid != 1 {
            self.fail(format!("{email}: expected one paid subscription, got {mine}")).await;
        }
    }

    /// Everything the journeys stored, read back through the proxy.
    /// Every investor sets an alert a little above a stock's price; two `eva market quotes` runs
    /// at once then put the stock above it. Whichever worker evaluates which refresh, each alert
    /// fires once: one notice in its owner's feed, and the alert done.
    async fn alerts(&self, accounts: &[Account]) {
        // A stock of a market that is closed now: the demo prices refresh only while a market
        // trades, and could otherwise put the price back between the import and its evaluation.
        let (query, symbol) = if tasi_trading_hours(chrono::Utc::now()) { ("AAPL", "AAPL") } else { ("2222", "2222") };
        let Some(found) = self.json("find the alert's stock", self.client.get(self.url(&format!("/api/stocks?query={query}"))), 200).await
        else {
            return;
        };
        let Some(stock) = found["data"].as_array().and_then(|a| a.iter().find(|s| s["symbol"] == symbol)).and_then(|s| s["id"].as_i64())
        else {
            return self.fail(format!("no stock {symbol} to set alerts on")).await;
        };
        let latest = self.json("the stock's price", self.client.get(self.url(&format!("/api/stocks/latest-price?stock_id={stock}"))), 200);
        let Some(price) = latest.await.and_then(|q| cents(&q["data"]["price"])) else {
            return self.fail(format!("stock {symbol} has no price")).await;
        };
        let level = price * 102 / 100 + 1;
        let mut owners = Vec::new();
        for account in accounts {
            let login = json!({"email": account.email, "password": account.password});
            let Some(session) = self.json("sign in to set an alert", self.client.post(self.url("/api/login")).json(&login), 200).await
            else {
                continue;
            };
            let token = session["data"]["token"].as_str().unwrap_or_default().to_owned();
            let alert = json!({"stock_id": stock, "condition": "price_above", "level": sar(level), "repeat": "once"});
            if let Some(made) =
                self.json("set an alert", self.client.post(self.url("/api/alerts")).bearer_auth(&token).json(&alert), 201).await
                && let Some(id) = made["data"]["id"].as_i64()
            {
                owners.push((account.email.clone(), token, id));
            }
        }
        let csv = format!("Symbol,Price\n{symbol},{}\n", sar(price * 105 / 100));
        if let Err(e) = import_quotes_twice_at_once(&csv) {
            return self.fail(format!("eva market quotes: {e}")).await;
        }
        for (email, token, alert_id) in &owners {
            self.fired_once(email, token, *alert_id).await;
        }
        println!("{} alerts on {symbol}, evaluated by two refreshes at once among three workers", owners.len());
    }

    /// How many alert notices the feed of `token`'s user holds.
    async fn alert_notices(&self, token: &str) -> usize {
        let feed = self.json("the feed", self.client.get(self.url("/api/notifications")).bearer_auth(token), 200).await;
        feed.and_then(|f| f["data"].as_array().map(|a| a.iter().filter(|n| n["kind"] == "alert_fired").count())).unwrap_or(0)
    }

    /// `alert_id`'s one notice in `email`'s feed (waiting for the workers), and the alert done.
    async fn fired_once(&self, email: &str, token: &str, alert_id: i64) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline && self.alert_notices(token).await == 0 {
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        // Anything a second evaluation would have sent has had the time the first one took.
        tokio::time::sleep(Duration::from_millis(500)).await;
        let notices = self.alert_notices(token).await;
        if notices != 1 {
            self.fail(format!("{email}: {notices} alert notices, expected one")).await;
        }
        let mine = self.json("my alerts", self.client.get(self.url("/api/alerts")).bearer_auth(token), 200).await;
        let state = mine.and_then(|m| m["data"]["alerts"].as_array()?.iter().find(|a| a["id"] == alert_id).map(|a| a["state"].clone()));
        if state != Some(json!("done")) {
            self.fail(format!("{email}: alert {alert_id} is {state:?} after it fired, expected done")).await;
        }
    }

    async fn verify(&self, account: &Account) {
        let login = json!({"email": account.email, "password": account.password});
        let Some(session) = self.json("sign in again", self.client.post(self.url("/api/login")).json(&login), 200).await else { return };
        let token = session["data"]["token"].as_str().unwrap_or_default().to_owned();
        self.has_one_subscription(&account.email, &token).await;
        if let Some(profile) = self.json("profile", self.client.get(self.url("/api/profile")).bearer_auth(&token), 200).await
            && profile["data"]["avatar"] != account.avatar_url.as_str()
        {
            self.fail(format!("{}: picture lost", account.email)).await;
        }
        if let Some(got) = self.expect("picture at the end", self.client.get(self.url(&account.avatar_url)), 200).await
            && got.bytes().await.map(|b| b.to_vec()).unwrap_or_default() != account.avatar
        {
            self.fail(format!("{}: picture changed", account.email)).await;
        }
    }
}

/// Whether Tadawul may be trading at `now` (Sunday to Thursday, 09:00–16:00 in Riyadh: wider
/// than the session, and far from the US market's hours).
fn tasi_trading_hours(now: chrono::DateTime<chrono::Utc>) -> bool {
    use chrono::{Datelike, Timelike, Weekday};
    let local = now.with_timezone(&chrono_tz::Asia::Riyadh);
    !matches!(local.weekday(), Weekday::Fri | Weekday::Sat) && (9..16).contains(&local.hour())
}

/// A price the API gave (a JSON number in riyals or dollars) in cents, read from its digits.
fn cents(price: &Value) -> Option<i64> {
    let text = price.as_number()?.to_string();
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let fraction = format!("{fraction:0<2}");
    if fraction.len() > 2 && fraction[2..].chars().any(|c| c != '0') {
        return None;
    }
    Some(whole.parse::<i64>().ok()? * 100 + fraction[..2].parse::<i64>().ok()?)
}

fn sar(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

/// Runs `eva market quotes` on `csv` twice at once in the cluster's folder, as two operators
/// (or a retried import) would: two refreshes, two events, for the workers to evaluate together.
fn import_quotes_twice_at_once(csv: &str) -> anyhow::Result<()> {
    let dir = PathBuf::from(std::env::var("EVA_CLUSTER_DIR")?);
    let file = dir.join("alert-quotes.csv");
    std::fs::write(&file, csv)?;
    let eva = std::env::current_exe()?.with_file_name("eva");
    let runs: Vec<_> = (0..2)
        .map(|_| {
            std::process::Command::new(&eva)
                .args(["market", "quotes"])
                .arg(&file)
                .current_dir(&dir)
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
        })
        .collect::<Result<_, _>>()?;
    for run in runs {
        let done = run.wait_with_output()?;
        anyhow::ensure!(done.status.success(), "{}", String::from_utf8_lossy(&done.stderr));
    }
    Ok(())
}

fn six_digits(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    chars.windows(6).enumerate().find_map(|(i, w)| {
        let before = i.checked_sub(1).and_then(|b| chars.get(b)).is_some_and(char::is_ascii_digit);
        let after = chars.get(i + 6).is_some_and(char::is_ascii_digit);
        (w.iter().all(char::is_ascii_digit) && !before && !after).then(|| w.iter().collect())
    })
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let base = std::env::var("EVA_CLUSTER_URL")?;
    let mailbox = PathBuf::from(std::env::var("EVA_CLUSTER_MAILBOX")?);
    let victim = std::env::var("EVA_CLUSTER_KILL_PID")?;
    let check = Arc::new(Check {
        base,
        mailbox,
        client: reqwest::Client::builder().timeout(Duration::from_secs(30)).build()?,
        browser: reqwest::Client::builder().timeout(Duration::from_secs(30)).redirect(reqwest::redirect::Policy::none()).build()?,
        requests: AtomicUsize::new(0),
        failures: Mutex::new(Vec::new()),
    });
    let run = format!("{:x}", std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?.as_millis());
    let started = Instant::now();

    let mut journeys = Vec::new();
    for n in 0..USERS {
        let (check, run) = (check.clone(), run.clone());
        journeys.push(tokio::spawn(async move {
            // Staggered, so journeys are in flight before, during and after the stop.
            tokio::time::sleep(Duration::from_millis(150 * n as u64)).await;
            check.journey(n, &run).await
        }));
    }
    // Readers keep browsing throughout.
    let readers: Vec<_> = (0..4)
        .map(|_| {
            let check = check.clone();
            tokio::spawn(async move {
                let until = Instant::now() + Duration::from_secs(4);
                while Instant::now() < until {
                    check.expect("browse the heatmap", check.client.get(check.url("/api/market-heatmap/1")), 200).await;
                    check.expect("search", check.client.get(check.url("/api/stocks?query=aramco")), 200).await;
                }
            })
        })
        .collect();

    // In the middle: stop one web process as a deploy or a scale-in would (SIGTERM).
    tokio::time::sleep(Duration::from_millis(900)).await;
    let stopped = std::process::Command::new("kill").args(["-TERM", &victim]).status()?;
    println!("stopped eva serve (pid {victim}) after {} requests: {stopped}", check.requests.load(Ordering::Relaxed));

    let mut accounts = Vec::new();
    for journey in journeys {
        if let Some(account) = journey.await? {
            accounts.push(account);
        }
    }
    for reader in readers {
        reader.await?;
    }
    for account in &accounts {
        check.verify(account).await;
    }
    check.alerts(&accounts).await;
    // Failed sign-ins are counted in the database: the limit holds whichever process answers.
    let wrong = json!({"email": "investor-0@cluster.test", "password": "wrong-password"});
    let mut statuses = Vec::new();
    for _ in 0..6 {
        check.requests.fetch_add(1, Ordering::Relaxed);
        statuses.push(
            eva_testing::proxy_client::send(check.client.post(check.url("/api/login")).json(&wrong))
                .await
                .map(|r| r.status().as_u16())
                .unwrap_or(0),
        );
    }
    if statuses.last() != Some(&429) {
        check.fail(format!("the sign-in limit did not hold across processes: {statuses:?}")).await;
    }

    let failures = check.failures.lock().await;
    let total = check.requests.load(Ordering::Relaxed);
    println!(
        "{} journeys of {USERS} completed, {total} requests in {:.1} s through the proxy with one web process stopped midway",
        accounts.len(),
        started.elapsed().as_secs_f64()
    );
    println!("{} passed, {} failed", total - failures.len(), failures.len());
    if failures.is_empty() && accounts.len() == USERS { Ok(()) } else { anyhow::bail!("the cluster lost requests or data") }
}
