//! Chaos with nothing lost (`make chaos`, run by `scripts/chaos.sh` on a cluster of its own:
//! a private PostgreSQL, a Redis keeping an append-only file, HAProxy, two `eva serve`, two
//! `eva work`, a fake Moyasar in this process). Each scenario breaks something in the middle of
//! real work, then reads the database, the mailbox and the API to check that every accepted piece
//! of work was done once in effect:
//!
//! 1. `eva work` killed (SIGKILL) while analysis PDFs are drafted, and again while the approved
//!    ones are written: one document per stock, one delivery notice, one delivery email each.
//! 2. `eva work` killed during a notice's fan-out to every investor: one notice each, no email
//!    twice.
//! 3. `eva work` killed while Moyasar's webhooks (each sent three times at once) are applied: one
//!    payment capture, one subscription period, one invoice, one notice per payment; replays
//!    change nothing.
//! 4. `eva serve` killed during a burst of checkouts through HAProxy, clients retrying with the
//!    same attempt key: one payment per key, the same answer to every retry, no double charge.
//! 5. Redis killed and started again while a fan-out runs: `/ready` says so and recovers alone,
//!    the queue comes back from its file, a payment captured meanwhile is heard of afterwards.
//! 6. PostgreSQL killed and started again: `/ready` says so and recovers alone, every request
//!    after it succeeds, workers keep working.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use eva_testing::fake_moyasar::FakeMoyasar;
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, Statement};
use serde_json::{Value, json};

/// Investors added for the fan-outs.
const FAN_OUT_INVESTORS: i64 = 1500;
/// The stocks analysed: their prices are imported at the start, as an operator does.
const ANALYSED: [&str; 3] = ["2222", "1120", "2010"];
/// Analysis requests drafted while a worker is killed.
const ANALYSES: usize = 4;
/// Payments whose webhooks arrive while a worker is killed.
const WEBHOOK_PAYMENTS: usize = 12;
/// Checkouts per buyer in the burst while a web process is killed.
const BURST_PER_BUYER: usize = 12;

struct Chaos {
    base: String,
    serve_urls: Vec<String>,
    dir: PathBuf,
    script: String,
    mailbox: PathBuf,
    http: reqwest::Client,
    db: DatabaseConnection,
    moyasar: FakeMoyasar,
    webhook_secret: String,
    run: String,
}

struct User {
    id: i64,
    token: String,
}

/// A checkout's answer: the payment and Moyasar's invoice behind its page.
#[derive(Debug, Clone, PartialEq)]
struct Started {
    payment_id: i64,
    invoice: Option<String>,
}

fn env(name: &str) -> anyhow::Result<String> {
    std::env::var(name).with_context(|| format!("{name} is not set (scripts/chaos.sh sets it)"))
}

impl Chaos {
    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    // ---- processes and services ----

    fn dir_str(&self) -> &str {
        self.dir.to_str().unwrap_or_default()
    }

    fn cluster(&self, args: &[&str]) -> anyhow::Result<()> {
        let status = Command::new("bash").arg(&self.script).args(args).status()?;
        ensure!(status.success(), "cluster.sh {args:?} failed: {status}");
        Ok(())
    }

    fn sigkill(&self, pid_file: &str) -> anyhow::Result<()> {
        let pid = std::fs::read_to_string(self.dir.join(pid_file))?.trim().to_owned();
        let status = Command::new("kill").args(["-KILL", &pid]).status()?;
        ensure!(status.success(), "kill -KILL {pid} ({pid_file}) failed");
        std::thread::sleep(Duration::from_millis(100));
        Ok(())
    }

    /// SIGKILL `eva ROLE` number N, then start it again as a supervisor would.
    fn crash_and_restart(&self, role: &str, n: u8) -> anyhow::Result<()> {
        self.sigkill(&format!("{role}-{n}.pid"))?;
        let n = n.to_string();
        self.cluster(&["start", self.dir_str(), role, n.as_str()])
    }

    /// A year of daily prices for the analysed stocks, imported with `eva market import` as an
    /// operator does (the cluster has no demo data).
    fn import_prices(&self) -> anyhow::Result<()> {
        let eva = std::env::current_exe()?.with_file_name("eva");
        for (phase, symbol) in ANALYSED.iter().enumerate() {
            let file = self.dir.join(format!("prices-{symbol}.csv"));
            std::fs::write(&file, eva_testing::daily_prices_csv(400, i64::try_from(phase)? * 5))?;
            let out =
                Command::new(&eva).current_dir(&self.dir).args(["market", "import"]).arg(&file).args(["--symbol", symbol]).output()?;
            ensure!(out.status.success(), "eva market import {symbol}: {}", String::from_utf8_lossy(&out.stderr));
        }
        Ok(())
    }

    // ---- the database ----

    async fn number(&self, sql: &str) -> anyhow::Result<i64> {
        let mut last = None;
        for _ in 0..50 {
            match self.db.query_one_raw(Statement::from_string(self.db.get_database_backend(), sql.to_owned())).await {
                Ok(Some(row)) => return Ok(row.try_get_by_index::<Option<i64>>(0)?.unwrap_or(0)),
                Ok(None) => return Ok(0),
                Err(e) => last = Some(e),
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        bail!("{sql}: {last:?}")
    }

    async fn numbers(&self, sql: &str) -> anyhow::Result<Vec<i64>> {
        let rows = self.db.query_all_raw(Statement::from_string(self.db.get_database_backend(), sql.to_owned())).await?;
        Ok(rows.iter().filter_map(|r| r.try_get_by_index::<i64>(0).ok()).collect())
    }

    async fn execute(&self, sql: &str) -> anyhow::Result<()> {
        self.db.execute_unprepared(sql).await.with_context(|| sql.to_owned())?;
        Ok(())
    }

    /// Waits until `sql` counts nothing; false when it still does after `within`.
    async fn wait_zero(&self, sql: &str, within: Duration) -> anyhow::Result<bool> {
        let until = Instant::now() + within;
        loop {
            if self.number(sql).await? == 0 {
                return Ok(true);
            }
            if Instant::now() > until {
                return Ok(false);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Waits until `sql` counts at least `want`; answers the last count.
    async fn wait_count(&self, sql: &str, want: i64, within: Duration) -> anyhow::Result<i64> {
        let until = Instant::now() + within;
        loop {
            let n = self.number(sql).await?;
            if n >= want || Instant::now() > until {
                return Ok(n);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    // ---- the mailbox ----

    /// (recipient, subject) of every message the SMTP sink kept.
    fn mails(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for mail in eva_testing::mail_sink::messages_in(&self.mailbox) {
            let subject = mail["subject"].as_str().unwrap_or_default().to_owned();
            for to in mail["to"].as_array().into_iter().flatten() {
                out.push((to.as_str().unwrap_or_default().to_lowercase(), subject.clone()));
            }
        }
        out
    }

    /// Messages per recipient whose address contains every one of `parts`.
    fn mails_to(&self, parts: &[&str]) -> HashMap<String, usize> {
        let mut per = HashMap::new();
        for (to, _) in self.mails().into_iter().filter(|(to, _)| parts.iter().all(|p| to.contains(p))) {
            *per.entry(to).or_insert(0) += 1;
        }
        per
    }

    async fn code_for(&self, email: &str) -> anyhow::Result<String> {
        let until = Instant::now() + Duration::from_secs(30);
        while Instant::now() < until {
            for entry in std::fs::read_dir(&self.mailbox).into_iter().flatten().flatten() {
                let Ok(text) = std::fs::read_to_string(entry.path()) else { continue };
                let Ok(mail) = serde_json::from_str::<Value>(&text) else { continue };
                if !mail["to"].as_array().is_some_and(|to| to.iter().any(|t| t.as_str().is_some_and(|t| t.contains(email)))) {
                    continue;
                }
                let body = mail["text"].as_str().unwrap_or_default();
                if let Some(code) = body.split(|c: char| !c.is_ascii_digit()).find(|w| w.len() == 6) {
                    return Ok(code.to_owned());
                }
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        bail!("no verification email for {email}")
    }

    // ---- HTTP ----

    /// A request through the proxy, sent again on a 408 as a browser would
    /// ([`eva_testing::proxy_client`]).
    async fn call(&self, method: reqwest::Method, path: &str, token: Option<&str>, body: Option<&Value>) -> anyhow::Result<(u16, Value)> {
        let mut request = self.http.request(method, self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(body);
        }
        let response = eva_testing::proxy_client::send(request).await?;
        let status = response.status().as_u16();
        let body = response.json::<Value>().await.unwrap_or(Value::Null);
        Ok((status, body))
    }

    /// A request that must answer `want`.
    async fn expect(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
        want: u16,
    ) -> anyhow::Result<Value> {
        let (status, answer) = self.call(method, path, token, body).await?;
        ensure!(status == want, "{path}: expected {want}, got {status}: {answer}");
        Ok(answer)
    }

    async fn get(&self, path: &str, token: Option<&str>) -> anyhow::Result<Value> {
        self.expect(reqwest::Method::GET, path, token, None, 200).await
    }

    async fn post(&self, path: &str, token: Option<&str>, body: &Value, want: u16) -> anyhow::Result<Value> {
        self.expect(reqwest::Method::POST, path, token, Some(body), want).await
    }

    /// `/ready` of one web process: its status and what it says is down.
    async fn ready(&self, serve: &str) -> (u16, Value) {
        let asked = self.http.get(format!("{serve}/ready")).timeout(Duration::from_secs(4)).send().await;
        match asked {
            Ok(r) => {
                let status = r.status().as_u16();
                (status, r.json().await.unwrap_or(Value::Null))
            }
            Err(e) => (0, json!({"error": e.to_string()})),
        }
    }

    /// Waits until every web process's `/ready` (and the proxy's, with `proxy`) answers `want`,
    /// and `check` holds for its body; answers how long it took.
    async fn wait_ready(&self, want: u16, check: impl Fn(&Value) -> bool, within: Duration, proxy: bool) -> anyhow::Result<Duration> {
        let started = Instant::now();
        let mut targets = self.serve_urls.clone();
        if proxy {
            targets.push(self.base.clone());
        }
        loop {
            let mut all = true;
            let mut seen = Vec::new();
            for serve in &targets {
                let (status, body) = self.ready(serve).await;
                all &= status == want && check(&body);
                seen.push(format!("{status} {body}"));
            }
            if all {
                return Ok(started.elapsed());
            }
            if started.elapsed() > within {
                bail!("/ready never answered {want} within {within:?}: {seen:?}");
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    // ---- users and payments ----

    async fn new_user(&self, tag: &str) -> anyhow::Result<User> {
        let email = format!("chaos-{tag}-{}@chaos.test", self.run);
        let password = format!("chaos-password-{tag}");
        let register = json!({"name": format!("مستثمر {tag}"), "email": email, "password": password, "password_confirmation": password, "terms": true});
        self.post("/api/register", None, &register, 202).await?;
        let code = self.code_for(&email).await?;
        let session = self.post("/api/register/confirm", None, &json!({"email": email, "code": code}), 201).await?;
        let token = session["data"]["token"].as_str().context("a token")?.to_owned();
        self.post("/api/phone", Some(&token), &json!({"phone": "0501234567"}), 200).await?;
        let me = self.get("/api/user", Some(&token)).await?;
        Ok(User { id: me["data"]["id"].as_i64().context("an id")?, token })
    }

    async fn kyc_verify(&self, user: &User) -> anyhow::Result<()> {
        let number = eva_testing::kyc::saudi_identity_number(50_000 + u64::try_from(user.id)?);
        self.post("/api/call_ap_web", Some(&user.token), &json!({"identity_number": number}), 201).await?;
        let until = Instant::now() + Duration::from_secs(30);
        loop {
            let check = self.get("/api/kyc/identity-check", Some(&user.token)).await?;
            if check["data"]["status"] == "completed" {
                break;
            }
            ensure!(Instant::now() < until, "the identity check never completed: {check}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        self.post("/api/addKyc", Some(&user.token), &eva_testing::kyc::saudi_form(&number), 201).await?;
        let agreed = self.post("/api/kycRiskAgree", Some(&user.token), &json!({"agree": true}), 200).await?;
        ensure!(agreed["data"]["status"] == "verified", "KYC not verified: {agreed}");
        Ok(())
    }

    fn started(body: &Value) -> anyhow::Result<Started> {
        let payment_id = body["data"]["payment_id"].as_i64().with_context(|| format!("no payment in {body}"))?;
        let invoice = body["data"]["redirect_url"].as_str().and_then(|u| u.rsplit('/').next()).map(str::to_owned);
        Ok(Started { payment_id, invoice })
    }

    async fn first_plan(&self) -> anyhow::Result<i64> {
        let catalogue = self.get("/api/all-packages", None).await?;
        catalogue["data"][0]["plans"][0]["id"].as_i64().context("a plan on sale")
    }

    /// Moyasar's webhook for `invoice`: its status code and Eva's answer.
    async fn webhook(&self, invoice: &str) -> anyhow::Result<(u16, Value)> {
        let body = FakeMoyasar::paid_webhook(invoice, &self.webhook_secret);
        self.call(reqwest::Method::POST, "/api/payments/webhooks/moyasar", None, Some(&body)).await
    }

    /// Pays `invoice` at Moyasar and delivers its webhook (three times at once: Moyasar retries).
    async fn pay_with_webhooks(&self, invoice: &str) -> anyhow::Result<()> {
        ensure!(self.moyasar.pay(invoice), "Moyasar never made invoice {invoice}");
        let (a, b, c) = tokio::join!(self.webhook(invoice), self.webhook(invoice), self.webhook(invoice));
        for (status, body) in [a?, b?, c?] {
            ensure!(status == 200 && body["data"]["status"] == "paid", "webhook for {invoice}: {status} {body}");
        }
        Ok(())
    }

    /// The same figures for every payment in `ids`: (status paid, paid periods, invoices, moves to
    /// paid), each expected to be 1.
    async fn once_each(&self, ids: &[i64]) -> anyhow::Result<()> {
        let list = ids.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
        let n = i64::try_from(ids.len())?;
        let paid = self.number(&format!("SELECT count(*) FROM subscriptions_payments WHERE id IN ({list}) AND status = 'paid'")).await?;
        let periods = self
            .number(&format!("SELECT count(*) FROM subscriptions_subscriptions WHERE payment_id IN ({list}) AND source = 'paid'"))
            .await?;
        let distinct_periods = self
            .number(&format!(
                "SELECT count(DISTINCT payment_id) FROM subscriptions_subscriptions WHERE payment_id IN ({list}) AND source = 'paid'"
            ))
            .await?;
        let invoices = self.number(&format!("SELECT count(*) FROM subscriptions_invoices WHERE payment_id IN ({list})")).await?;
        let moves = self
            .number(&format!("SELECT count(*) FROM subscriptions_payment_transitions WHERE payment_id IN ({list}) AND to_state = 'paid'"))
            .await?;
        ensure!(
            (paid, periods, distinct_periods, invoices, moves) == (n, n, n, n, n),
            "{n} payments: {paid} paid, {periods} paid periods for {distinct_periods}, {invoices} invoices, {moves} moves to paid"
        );
        Ok(())
    }

    // ---- scenarios ----

    /// 1. Analysis PDFs drafted and written while workers are killed.
    async fn analyses(&self, client: &User, staff: &User) -> anyhow::Result<String> {
        let packages = self.get("/api/stock-analysis/packages", None).await?;
        let package = packages["data"]
            .as_array()
            .context("packages")?
            .iter()
            .max_by_key(|p| p["stocks_count"].as_i64().unwrap_or(0))
            .context("a package")?
            .clone();
        let per_request = usize::try_from(package["stocks_count"].as_i64().unwrap_or(1))?;
        let mut stocks = Vec::new();
        for symbol in ANALYSED.iter().take(per_request) {
            let found = self.get(&format!("/api/stocks?query={symbol}"), None).await?;
            let id = found["data"].as_array().and_then(|a| a.iter().find(|s| s["symbol"] == *symbol)).and_then(|s| s["id"].as_i64());
            stocks.push(id.with_context(|| format!("stock {symbol}"))?);
        }
        let mut requests = Vec::new();
        for i in 0..ANALYSES {
            let picked: Vec<Value> = stocks.iter().map(|id| json!({"stock_id": id, "owns_stock": false})).collect();
            let form = json!({"full_name": "سارة العتيبي", "email": format!("chaos-analysis-{i}-{}@chaos.test", self.run), "phone": "0551234567",
                "analysis_type": "comprehensive", "package_id": package["id"], "stocks": picked, "extra_info": "", "terms": true});
            let created = self.post("/api/stock-analysis/create", Some(&client.token), &form, 201).await?;
            let id = created["data"]["id"].as_i64().context("a request id")?;
            let plan = created["data"]["plan_ids"][0].as_i64().context("a plan")?;
            let attempt = json!({"request_id": id, "plan_id": plan, "method": "mada", "idempotency_key": format!("chaos-analysis-{i}-{}", self.run), "accept_terms": true});
            let started = Self::started(&self.post("/api/stock-analysis/subscribe", Some(&client.token), &attempt, 201).await?)?;
            requests.push((id, started));
        }
        let ids = requests.iter().map(|(id, _)| id.to_string()).collect::<Vec<_>>().join(",");
        let total = i64::try_from(ANALYSES * per_request)?;
        for (_, started) in &requests {
            self.pay_with_webhooks(started.invoice.as_deref().context("a Moyasar page")?).await?;
        }
        // Kill a worker once the first draft is stored and others are still being drawn.
        let docs = format!("SELECT count(*) FROM analysis_documents WHERE request_id IN ({ids})");
        let drafted_at_kill = self.wait_count(&docs, 1, Duration::from_secs(60)).await?;
        ensure!(drafted_at_kill < total, "every draft was done before the kill ({drafted_at_kill}): nothing was interrupted");
        self.crash_and_restart("work", 1)?;
        let in_review = format!("SELECT count(*) FROM analysis_requests WHERE id IN ({ids}) AND status = 'in_review'");
        let n = self.wait_count(&in_review, i64::try_from(ANALYSES)?, Duration::from_secs(90)).await?;
        ensure!(n == i64::try_from(ANALYSES)?, "{n} of {ANALYSES} requests drafted after the kill");
        let (rows, distinct) = (
            self.number(&docs).await?,
            self.number(&format!("SELECT count(DISTINCT (request_id, stock_id)) FROM analysis_documents WHERE request_id IN ({ids})"))
                .await?,
        );
        ensure!(rows == total && distinct == total, "{rows} drafts for {distinct} stocks, expected {total}");

        // The staff reviewer approves; a worker is killed while the final documents are written.
        let staff = &staff.token;
        for (id, _) in &requests {
            let documents = self.numbers(&format!("SELECT id FROM analysis_documents WHERE request_id = {id}")).await?;
            let views: Vec<Value> = documents.iter().map(|d| json!({"id": d, "commentary": "رأي المحلل: السهم في اتجاه صاعد."})).collect();
            self.post(&format!("/api/stock-analysis/reviews/{id}/approve"), Some(staff), &json!({"documents": views}), 200).await?;
        }
        let finals = format!("SELECT count(*) FROM analysis_documents WHERE request_id IN ({ids}) AND file_key IS NOT NULL");
        let written_at_kill = self.wait_count(&finals, 1, Duration::from_secs(60)).await?;
        self.crash_and_restart("work", 2)?;
        let delivered = format!("SELECT count(*) FROM analysis_requests WHERE id IN ({ids}) AND status = 'delivered'");
        let n = self.wait_count(&delivered, i64::try_from(ANALYSES)?, Duration::from_secs(90)).await?;
        ensure!(n == i64::try_from(ANALYSES)?, "{n} of {ANALYSES} requests delivered after the kill");
        ensure!(self.number(&finals).await? == total && self.number(&docs).await? == total, "the final documents are not one per stock");
        let notices =
            format!("SELECT count(*) FROM notifications_notifications WHERE user_id = {} AND kind = 'analysis_delivered'", client.id);
        let notified = self.wait_count(&notices, i64::try_from(ANALYSES)?, Duration::from_secs(30)).await?;
        ensure!(notified == i64::try_from(ANALYSES)?, "{notified} delivery notices for {ANALYSES} requests");
        let until = Instant::now() + Duration::from_secs(30);
        let emails = loop {
            let emails = self.mails_to(&["chaos-analysis-", self.run.as_str()]);
            if emails.len() == ANALYSES || Instant::now() > until {
                break emails;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        };
        // Each client's address got its delivery email; none got two.
        ensure!(emails.len() == ANALYSES && emails.values().all(|n| *n == 1), "delivery emails per request: {emails:?}");
        Ok(format!(
            "{ANALYSES} requests × {per_request} stocks; worker killed with {drafted_at_kill}/{total} drafts and {written_at_kill}/{total} finals stored: {total} documents, {ANALYSES} deliveries, notices and emails, once each"
        ))
    }

    /// Subscribers added straight to the database, as many as a morning notice reaches.
    async fn add_investors(&self) -> anyhow::Result<()> {
        self.execute(&format!(
            "INSERT INTO users (name, email, password_hash, language, role, created_at, updated_at)
             SELECT 'Chaos ' || g, 'chaos-fan-' || g || '-{}@chaos.test', 'x', CASE WHEN g % 2 = 0 THEN 'ar' ELSE 'en' END, 'subscriber', now(), now()
             FROM generate_series(1, {FAN_OUT_INVESTORS}) g",
            self.run
        ))
        .await
    }

    /// Stages `ResearchPublished` in the outbox, as the research module's transaction does; a
    /// worker's sweep relays it. Answers how many investors it must reach.
    async fn publish_research(&self, research_id: i64) -> anyhow::Result<i64> {
        let investors = self.number("SELECT count(*) FROM users WHERE role = 'subscriber'").await?;
        self.execute(&format!(
            "INSERT INTO event_outbox (event, payload, created_at, attempts) VALUES ('ResearchPublished', '{{\"research_id\":{research_id}}}', now(), 0)"
        ))
        .await?;
        Ok(investors)
    }

    /// Checks one fan-out: every investor once; answers (notices, emails handed to the sink).
    async fn fan_out_done(&self, source: &str, investors: i64) -> anyhow::Result<(i64, i64)> {
        let rows =
            format!("SELECT count(*) FROM notifications_notifications WHERE kind = 'research_published' AND source_key = '{source}'");
        let n = self.wait_count(&rows, investors, Duration::from_secs(120)).await?;
        let distinct = self.number(&format!("SELECT count(DISTINCT user_id) FROM notifications_notifications WHERE kind = 'research_published' AND source_key = '{source}'")).await?;
        ensure!(n == investors && distinct == investors, "{n} notices for {distinct} of {investors} investors");
        let wanted = self.number(&format!("{rows} AND emailed")).await?;
        let sent = format!(
            "SELECT count(*) FROM email_deliveries d JOIN notifications_notifications n ON d.key = 'notification-' || n.id WHERE n.source_key = '{source}'"
        );
        // Emails leave over a few seconds after the last notice; wait until all are sent or none
        // has left for ten seconds.
        let (mut last, mut moved) = (-1, Instant::now());
        loop {
            let now = self.number(&sent).await?;
            if now >= wanted || moved.elapsed() > Duration::from_secs(10) {
                return Ok((n, now));
            }
            if now != last {
                (last, moved) = (now, Instant::now());
            }
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
    }

    /// The source key of the research fan-out that is not one of `known`.
    async fn new_source(&self, known: &HashSet<String>) -> anyhow::Result<String> {
        let until = Instant::now() + Duration::from_secs(30);
        loop {
            let rows = self
                .db
                .query_all_raw(Statement::from_string(
                    self.db.get_database_backend(),
                    "SELECT DISTINCT source_key FROM notifications_notifications WHERE kind = 'research_published'".to_owned(),
                ))
                .await?;
            for row in rows {
                let key: String = row.try_get_by_index(0)?;
                if !known.contains(&key) {
                    return Ok(key);
                }
            }
            ensure!(Instant::now() < until, "the fan-out never started");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// 2. A notice to every investor while a worker is killed.
    async fn fan_out(&self) -> anyhow::Result<String> {
        let investors = self.publish_research(1).await?;
        let source = self.new_source(&HashSet::new()).await?;
        let rows = format!("SELECT count(*) FROM notifications_notifications WHERE source_key = '{source}'");
        let at_kill = self.wait_count(&rows, investors / 4, Duration::from_secs(60)).await?;
        self.crash_and_restart("work", 1)?;
        let (notices, emailed) = self.fan_out_done(&source, investors).await?;
        let wanted = self.number(&format!("{rows} AND emailed")).await?;
        let mails = self.mails_to(&["chaos-fan-", self.run.as_str()]);
        let twice = mails.values().filter(|n| **n > 1).count();
        ensure!(twice == 0, "{twice} investors got the research email twice");
        ensure!(emailed == wanted, "{emailed} of {wanted} research emails sent");
        Ok(format!("{investors} investors, worker killed at {at_kill} notices: {notices} notices, {emailed} emails, none twice"))
    }

    /// Checkouts for `buyer` with keys `key-0..n`, one at a time.
    async fn checkouts(&self, buyer: &User, plan: i64, key: &str, n: usize) -> anyhow::Result<Vec<Started>> {
        let mut out = Vec::new();
        for i in 0..n {
            let attempt = json!({"plan_id": plan, "method": "mada", "idempotency_key": format!("{key}-{i}"), "accept_terms": true});
            out.push(Self::started(&self.post("/api/subscribe", Some(&buyer.token), &attempt, 201).await?)?);
        }
        Ok(out)
    }

    /// 3. Moyasar's webhooks, replayed, while a worker is killed.
    async fn webhooks(&self, buyers: &[User], plan: i64) -> anyhow::Result<String> {
        let mut payments = Vec::new();
        for (b, buyer) in buyers.iter().enumerate() {
            payments.extend(self.checkouts(buyer, plan, &format!("chaos-hook-{b}-{}", self.run), WEBHOOK_PAYMENTS / buyers.len()).await?);
        }
        let ids: Vec<i64> = payments.iter().map(|p| p.payment_id).collect();
        let hooks = payments.iter().enumerate().map(|(i, p)| async move {
            tokio::time::sleep(Duration::from_millis(40 * i as u64)).await;
            self.pay_with_webhooks(p.invoice.as_deref().unwrap_or_default()).await
        });
        let killer = async {
            tokio::time::sleep(Duration::from_millis(40 * (payments.len() as u64) / 2)).await;
            self.crash_and_restart("work", 2)
        };
        let (applied, killed) = tokio::join!(futures_util::future::join_all(hooks), killer);
        killed?;
        for a in applied {
            a?;
        }
        self.once_each(&ids).await?;
        // What workers do with a capture: one notice per payment.
        let list = ids.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
        let users = buyers.iter().map(|b| b.id.to_string()).collect::<Vec<_>>().join(",");
        let notices = format!("SELECT count(*) FROM notifications_notifications WHERE kind = 'payment_captured' AND user_id IN ({users})");
        let n = self.wait_count(&notices, i64::try_from(ids.len())?, Duration::from_secs(60)).await?;
        tokio::time::sleep(Duration::from_secs(1)).await;
        let n_after = self.number(&notices).await?;
        ensure!(n == i64::try_from(ids.len())? && n_after == n, "{n_after} capture notices for {} payments", ids.len());
        // Replays afterwards change nothing.
        for p in &payments {
            let (status, body) = self.webhook(p.invoice.as_deref().unwrap_or_default()).await?;
            ensure!(status == 200 && body["data"]["status"] == "paid", "a replay answered {status} {body}");
        }
        self.once_each(&ids).await?;
        ensure!(
            self.number(&format!("SELECT count(*) FROM subscriptions_payments WHERE id IN ({list})")).await? == i64::try_from(ids.len())?,
            "payments appeared"
        );
        Ok(format!(
            "{} payments × 3 webhooks, worker killed midway, replayed after: one capture, period, invoice and notice each",
            ids.len()
        ))
    }

    /// 4. A burst of checkouts through the proxy while one web process is killed.
    async fn serve_crash(self: &Arc<Self>, buyers: &[User], plan: i64) -> anyhow::Result<String> {
        // Opening Moyasar's page takes a while: the kill lands between recording a payment and opening its page.
        self.moyasar.set_create_delay(Duration::from_millis(250));
        let mut tasks = Vec::new();
        let n_buyers = buyers.len();
        for (b, buyer) in buyers.iter().enumerate() {
            for i in 0..BURST_PER_BUYER {
                let chaos = self.clone();
                let token = buyer.token.clone();
                let key = format!("chaos-burst-{b}-{i}-{}", self.run);
                tasks.push(tokio::spawn(async move {
                    tokio::time::sleep(Duration::from_millis(35 * (i * n_buyers + b) as u64)).await;
                    let attempt = json!({"plan_id": plan, "method": "mada", "idempotency_key": key, "accept_terms": true});
                    // A client whose request failed sends it again with the same key.
                    let mut answers = Vec::new();
                    let mut failures = 0;
                    for _ in 0..20 {
                        match chaos.call(reqwest::Method::POST, "/api/subscribe", Some(&token), Some(&attempt)).await {
                            Ok((status, body)) if (200..300).contains(&status) => {
                                answers.push(Self::started(&body)?);
                                // The first good answer, then the same key once more: the same payment.
                                if answers.len() == 2 {
                                    break;
                                }
                            }
                            _ => {
                                failures += 1;
                                tokio::time::sleep(Duration::from_millis(300)).await;
                            }
                        }
                    }
                    anyhow::Ok((key, answers, failures))
                }));
            }
        }
        let killer = {
            let chaos = self.clone();
            tokio::spawn(async move {
                tokio::time::sleep(Duration::from_millis(35 * (BURST_PER_BUYER as u64) * 3 / 2)).await;
                chaos.sigkill("serve-1.pid")
            })
        };
        let mut results = Vec::new();
        for t in tasks {
            results.push(t.await??);
        }
        killer.await??;
        self.moyasar.set_create_delay(Duration::ZERO);
        let retried: usize = results.iter().map(|(_, _, f)| *f).sum();
        let mut ids = Vec::new();
        for (key, answers, _) in &results {
            ensure!(answers.len() == 2, "{key}: no good answer: {answers:?}");
            ensure!(answers[0].payment_id == answers[1].payment_id, "{key}: two payments {answers:?}");
            let invoice = answers[1].invoice.as_deref().with_context(|| format!("{key}: answered without a payment page: {answers:?}"))?;
            ensure!(answers[0].invoice.is_none() || answers[0].invoice == answers[1].invoice, "{key}: two pages {answers:?}");
            let rows = self.number(&format!("SELECT count(*) FROM subscriptions_payments WHERE idempotency_key = '{key}'")).await?;
            ensure!(rows == 1, "{key}: {rows} payments");
            ensure!(self.moyasar.pay(invoice), "{key}: Moyasar never made {invoice}");
            ids.push((answers[1].payment_id, invoice.to_owned()));
        }
        for (_, invoice) in &ids {
            let (status, body) = self.webhook(invoice).await?;
            ensure!(status == 200 && body["data"]["status"] == "paid", "webhook {invoice}: {status} {body}");
        }
        let payment_ids: Vec<i64> = ids.iter().map(|(p, _)| *p).collect();
        self.once_each(&payment_ids).await?;
        let charged_twice = payment_ids.iter().filter(|p| self.moyasar.invoices_for(**p) > 1).count();
        self.cluster(&["start", self.dir_str(), "serve", "1"])?;
        self.wait_ready(200, |_| true, Duration::from_secs(30), true).await?;
        Ok(format!(
            "{} checkouts, web process killed midway ({retried} failed answers retried with the same key): one payment each, {charged_twice} with a second page opened, none charged twice",
            results.len()
        ))
    }

    /// 5. Redis killed and started again during a fan-out.
    async fn redis_restart(&self, buyer: &User, plan: i64, known: &HashSet<String>) -> anyhow::Result<String> {
        let during = self.checkouts(buyer, plan, &format!("chaos-redis-{}", self.run), 1).await?.remove(0);
        let investors = self.publish_research(2).await?;
        let source = self.new_source(known).await?;
        let rows = format!("SELECT count(*) FROM notifications_notifications WHERE source_key = '{source}'");
        let captures =
            format!("SELECT count(*) FROM notifications_notifications WHERE kind = 'payment_captured' AND user_id = {}", buyer.id);
        let captures_before = self.number(&captures).await?;
        let at_kill = self.wait_count(&rows, investors / 4, Duration::from_secs(60)).await?;
        self.sigkill("redis.pid")?;
        let down = Instant::now();
        let noticed = self.wait_ready(503, |b| b["queue"] == false, Duration::from_secs(10), false).await?;
        // A payment captured while the queue is away (Moyasar's webhook reaching a web process):
        // its events wait in the outbox.
        let invoice = during.invoice.as_deref().context("a page")?;
        ensure!(self.moyasar.pay(invoice), "Moyasar never made {invoice}");
        let hook = self
            .http
            .post(format!("{}/api/payments/webhooks/moyasar", self.serve_urls[0]))
            .json(&FakeMoyasar::paid_webhook(invoice, &self.webhook_secret))
            .send()
            .await?;
        let status = hook.status().as_u16();
        ensure!(status == 200, "the webhook during the outage answered {status}: {}", hook.text().await.unwrap_or_default());
        let waiting = self.number("SELECT count(*) FROM event_outbox").await?;
        tokio::time::sleep(Duration::from_secs(2).saturating_sub(down.elapsed())).await;
        self.cluster(&["redis-start", self.dir_str()])?;
        let recovered = self.wait_ready(200, |_| true, Duration::from_secs(30), true).await?;
        let (notices, emailed) = self.fan_out_done(&source, investors).await?;
        self.once_each(&[during.payment_id]).await?;
        ensure!(
            self.wait_zero("SELECT count(*) FROM event_outbox", Duration::from_secs(30)).await?,
            "events stayed in the outbox after Redis came back"
        );
        let heard = self.wait_count(&captures, captures_before + 1, Duration::from_secs(30)).await?;
        ensure!(heard == captures_before + 1, "the capture during the outage made {} notices", heard - captures_before);
        let wanted = self.number(&format!("{rows} AND emailed")).await?;
        ensure!(emailed == wanted, "{emailed} of {wanted} research emails sent after the restart");
        let mails = self.mails_to(&["chaos-fan-", self.run.as_str()]);
        let over = mails.values().filter(|n| **n > 2).count();
        ensure!(over == 0, "{over} investors got more than one email per research");
        Ok(format!(
            "killed at {at_kill}/{investors} notices; /ready 503 (queue down) after {:.1} s, 200 again {:.1} s after the restart; {notices} notices and {emailed} emails once each; {waiting} events staged meanwhile relayed and heard once",
            noticed.as_secs_f64(),
            recovered.as_secs_f64()
        ))
    }

    /// 6. PostgreSQL killed and started again.
    async fn postgres_restart(&self, buyer: &User, plan: i64) -> anyhow::Result<String> {
        let after = self.checkouts(buyer, plan, &format!("chaos-pg-{}", self.run), 1).await?.remove(0);
        self.cluster(&["pg-kill", self.dir_str()])?;
        let noticed = self.wait_ready(503, |b| b["database"] == false, Duration::from_secs(15), false).await?;
        tokio::time::sleep(Duration::from_secs(2)).await;
        self.cluster(&["pg-start", self.dir_str()])?;
        let recovered = self.wait_ready(200, |_| true, Duration::from_secs(30), true).await?;
        // Every request after the recovery succeeds, on both web processes.
        let mut failed = Vec::new();
        let mut asked = 0;
        for _ in 0..20 {
            for (path, token) in
                [("/api/user", Some(buyer.token.as_str())), ("/api/markets", None), ("/api/v2/subscriptions", Some(buyer.token.as_str()))]
            {
                asked += 1;
                match self.call(reqwest::Method::GET, path, token, None).await {
                    Ok((200, _)) => {}
                    other => failed.push(format!("{path}: {other:?}")),
                }
            }
        }
        ensure!(
            failed.is_empty(),
            "{} of {asked} requests failed after PostgreSQL came back: {:?}",
            failed.len(),
            &failed[..failed.len().min(3)]
        );
        // Workers keep working: a payment captured now is heard of, once.
        let notices =
            format!("SELECT count(*) FROM notifications_notifications WHERE kind = 'payment_captured' AND user_id = {}", buyer.id);
        let before = self.number(&notices).await?;
        self.pay_with_webhooks(after.invoice.as_deref().context("a page")?).await?;
        self.once_each(&[after.payment_id]).await?;
        ensure!(
            self.wait_zero("SELECT count(*) FROM event_outbox", Duration::from_secs(30)).await?,
            "the outbox was not relayed after PostgreSQL came back"
        );
        let heard = self.wait_count(&notices, before + 1, Duration::from_secs(30)).await?;
        ensure!(heard == before + 1, "the capture after the restart made {} notices", heard - before);
        Ok(format!(
            "/ready 503 (database down) after {:.1} s, 200 again {:.1} s after the restart; {asked} requests after it all answered; a capture after it applied once and relayed",
            noticed.as_secs_f64(),
            recovered.as_secs_f64()
        ))
    }
}

async fn scenario<F: std::future::Future<Output = anyhow::Result<String>>>(name: &str, failures: &mut Vec<String>, run: F) {
    let started = Instant::now();
    match run.await {
        Ok(detail) => println!("PASS {name} ({:.1} s): {detail}", started.elapsed().as_secs_f64()),
        Err(e) => {
            println!("FAIL {name} ({:.1} s): {e:#}", started.elapsed().as_secs_f64());
            failures.push(name.to_owned());
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let dir = PathBuf::from(env("EVA_CLUSTER_DIR")?);
    let moyasar = FakeMoyasar::start_on(&format!("127.0.0.1:{}", env("EVA_CHAOS_MOYASAR_PORT")?))?;
    // A short wait for a connection: `number` tries 50 times, so a database that stays away
    // fails the run in under three minutes rather than after 50 × sqlx's 30 s.
    let mut options = sea_orm::ConnectOptions::new(env("EVA_DATABASE_URL")?);
    options.sqlx_logging(false).acquire_timeout(Duration::from_secs(2)).connect_timeout(Duration::from_secs(2));
    let db = Database::connect(options).await?;
    let chaos = Arc::new(Chaos {
        base: env("EVA_CLUSTER_URL")?,
        serve_urls: env("EVA_CLUSTER_SERVE_PORTS")?.split(',').map(|p| format!("http://127.0.0.1:{p}")).collect(),
        script: env("EVA_CHAOS_CLUSTER_SCRIPT")?,
        mailbox: PathBuf::from(env("EVA_CLUSTER_MAILBOX")?),
        http: reqwest::Client::builder().timeout(Duration::from_secs(30)).build()?,
        db,
        moyasar,
        webhook_secret: env("EVA_MODULE__SUBSCRIPTIONS__MOYASAR_WEBHOOK_SECRET")?,
        run: format!("{:x}", std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH)?.as_millis()),
        dir,
    });
    let started = Instant::now();
    chaos.import_prices()?;
    let (client, staff, b0, b1, b2) = tokio::try_join!(
        chaos.new_user("client"),
        chaos.new_user("staff"),
        chaos.new_user("buyer0"),
        chaos.new_user("buyer1"),
        chaos.new_user("buyer2")
    )?;
    chaos.execute(&format!("UPDATE users SET role = 'staff' WHERE id = {}", staff.id)).await?;
    chaos.kyc_verify(&client).await?;
    chaos.add_investors().await?;
    let plan = chaos.first_plan().await?;
    let buyers = [b0, b1, b2];
    println!(
        "set up: prices of {} stocks, 5 accounts, {FAN_OUT_INVESTORS} investors ({:.1} s)",
        ANALYSED.len(),
        started.elapsed().as_secs_f64()
    );

    let mut failures = Vec::new();
    scenario("1 worker killed while analysis PDFs are drawn", &mut failures, chaos.analyses(&client, &staff)).await;
    scenario("2 worker killed during a fan-out to every investor", &mut failures, chaos.fan_out()).await;
    scenario("3 worker killed while payment webhooks are applied", &mut failures, chaos.webhooks(&buyers, plan)).await;
    scenario("4 web process killed during a burst of checkouts", &mut failures, chaos.serve_crash(&buyers, plan)).await;
    let known: HashSet<String> = {
        let rows = chaos
            .db
            .query_all_raw(Statement::from_string(
                chaos.db.get_database_backend(),
                "SELECT DISTINCT source_key FROM notifications_notifications WHERE kind = 'research_published'".to_owned(),
            ))
            .await?;
        rows.iter().filter_map(|r| r.try_get_by_index::<String>(0).ok()).collect()
    };
    scenario("5 Redis killed and restarted during a fan-out", &mut failures, chaos.redis_restart(&buyers[0], plan, &known)).await;
    scenario("6 PostgreSQL killed and restarted", &mut failures, chaos.postgres_restart(&buyers[1], plan)).await;
    println!("{} of 6 scenarios passed in {:.1} s", 6 - failures.len(), started.elapsed().as_secs_f64());
    if failures.is_empty() { Ok(()) } else { bail!("failed: {failures:?}") }
}
