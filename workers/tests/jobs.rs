//! The job runtime through the real app: retries, failures kept, restarts, idempotent mail,
//! schedules locked per tick.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};
use std::time::{Duration, Instant};

use eva_testing::TestApp;
use platform::AppContext;
use platform::jobs::{Job, JobError};
use serde::{Deserialize, Serialize};

/// Runs per job id, shared with the in-process workers.
static RUNS: LazyLock<Mutex<HashMap<String, u32>>> = LazyLock::new(|| Mutex::new(HashMap::new()));

fn runs(id: &str) -> u32 {
    RUNS.lock().unwrap().get(id).copied().unwrap_or(0)
}

/// Fails its first `fail_times` runs.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct FlakyJob {
    id: String,
    fail_times: u32,
}

impl Job for FlakyJob {
    const QUEUE: &'static str = "test_flaky";
    const MAX_ATTEMPTS: usize = 3;

    async fn run(self, _ctx: AppContext) -> Result<(), JobError> {
        let n = {
            let mut map = RUNS.lock().unwrap();
            let n = map.entry(self.id.clone()).or_default();
            *n += 1;
            *n
        };
        if n <= self.fail_times { Err(format!("planned failure {n}").into()) } else { Ok(()) }
    }
}

async fn spawn() -> TestApp {
    TestApp::spawn_with(
        |_| {},
        |r| {
            r.job::<FlakyJob>();
        },
    )
    .await
}

async fn eventually(what: &str, mut check: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !check() {
        assert!(Instant::now() < deadline, "timed out waiting for: {what}");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

fn id() -> String {
    format!("job-{}", std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos())
}

#[tokio::test]
async fn a_job_runs() {
    let app = spawn().await;
    let id = id();
    app.ctx.queue.push(FlakyJob { id: id.clone(), fail_times: 0 }).await.unwrap();
    eventually("the job ran", || runs(&id) == 1).await;
}

#[tokio::test]
async fn jobs_pushed_together_each_run_once_the_delayed_one_later() {
    let app = spawn().await;
    let (now, soon, later) = (id(), format!("{}-soon", id()), format!("{}-later", id()));
    let jobs = vec![
        (FlakyJob { id: now.clone(), fail_times: 0 }, Duration::ZERO),
        (FlakyJob { id: soon.clone(), fail_times: 0 }, Duration::from_millis(200)),
        (FlakyJob { id: later.clone(), fail_times: 0 }, Duration::from_secs(3600)),
    ];
    app.ctx.queue.push_many_after(jobs).await.unwrap();
    app.ctx.queue.push_many_after(Vec::<(FlakyJob, Duration)>::new()).await.unwrap();
    eventually("both due jobs ran", || runs(&now) == 1 && runs(&soon) == 1).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!((runs(&now), runs(&soon), runs(&later)), (1, 1, 0), "the job due in an hour waits");
}

#[tokio::test]
async fn a_failing_job_is_retried_until_it_succeeds() {
    let app = spawn().await;
    let id = id();
    app.ctx.queue.push(FlakyJob { id: id.clone(), fail_times: 2 }).await.unwrap();
    eventually("third attempt succeeds", || runs(&id) == 3).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(runs(&id), 3, "no run after success");
    let failed = platform::jobs::list_failed(&app.ctx.queue, &app.registry.queues()).await.unwrap();
    assert!(failed.is_empty(), "{failed:?}");
}

#[tokio::test]
async fn a_job_that_keeps_failing_stops_at_max_attempts_and_stays_visible() {
    let app = spawn().await;
    let id = id();
    app.ctx.queue.push(FlakyJob { id: id.clone(), fail_times: 100 }).await.unwrap();
    eventually("three attempts", || runs(&id) == 3).await;
    let queues = app.registry.queues();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let failed = platform::jobs::list_failed(&app.ctx.queue, &queues).await.unwrap();
        if failed.iter().any(|f| f.queue.ends_with("test_flaky")) {
            break;
        }
        assert!(Instant::now() < deadline, "the failed job is listed");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(runs(&id), 3, "never more than MAX_ATTEMPTS");
}

#[tokio::test]
async fn a_job_queued_while_workers_are_down_runs_after_restart() {
    let app = spawn().await;
    app.stop_workers().await;
    let id = id();
    app.ctx.queue.push(FlakyJob { id: id.clone(), fail_times: 0 }).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(runs(&id), 0, "nothing runs while the workers are down");
    app.start_workers().await;
    eventually("the job ran after the restart", || runs(&id) == 1).await;
}

fn email_to(to: &str) -> platform::mail::SendEmail {
    platform::mail::SendEmail {
        key: format!("test-{to}"),
        to: to.to_owned(),
        subject: "مرحبا".into(),
        html: "<p>مرحبا</p>".into(),
        text: "مرحبا".into(),
    }
}

#[tokio::test]
async fn the_same_email_is_sent_once_even_if_its_job_runs_twice() {
    let app = spawn().await;
    let to = format!("{}@example.com", id());
    app.ctx.queue.push(email_to(&to)).await.unwrap();
    app.mail.wait_for(&to, 1).await;
    // The second run, start to end: it finds the key sent and sends nothing.
    email_to(&to).run(app.ctx.clone()).await.unwrap();
    assert_eq!(app.mail.count_to(&to), 1);
}

/// The race that once sent an email twice in CI: a second run of the same email job began while
/// the first was still talking to the mail server, found no record of it, and sent again. The
/// mail server holds the first message (a barrier) until the second run has ended.
#[tokio::test]
async fn a_second_run_while_the_first_is_still_sending_sends_nothing() {
    let app = spawn().await;
    let to = format!("{}@example.com", id());
    let hold = app.mail.hold(&to);
    let first = tokio::spawn(email_to(&to).run(app.ctx.clone()));
    hold.arrived().await;
    email_to(&to).run(app.ctx.clone()).await.unwrap();
    hold.release();
    first.await.unwrap().unwrap();
    assert_eq!(app.mail.count_to(&to), 1);
}

#[tokio::test]
async fn a_schedule_tick_runs_on_one_instance_only() {
    let app = spawn().await;
    let first = platform::jobs::claim_tick(&app.ctx, "test.tick", 1_700_000_000).await.unwrap();
    let second = platform::jobs::claim_tick(&app.ctx, "test.tick", 1_700_000_000).await.unwrap();
    let next = platform::jobs::claim_tick(&app.ctx, "test.tick", 1_700_000_060).await.unwrap();
    assert!(first && !second && next);
}

/// The runs of the every-second schedule seen by one worker process (one per process, kept in
/// its context's singletons).
#[derive(Default)]
struct TickRuns(Mutex<Vec<Instant>>);

struct Clock;

impl platform::Module for Clock {
    fn id(&self) -> &'static str {
        "clock"
    }
    fn routes(&self, _cfg: &mut platform::ServiceConfig<'_>) {}
    fn jobs(&self, registry: &mut platform::jobs::JobRegistry) {
        registry.schedule(
            "clock.every_second",
            "* * * * * *",
            std::sync::Arc::new(|ctx: AppContext| {
                Box::pin(async move {
                    let runs = ctx.singletons.get_or_try_init(|| Ok::<_, std::convert::Infallible>(TickRuns::default())).unwrap();
                    runs.0.lock().unwrap().push(Instant::now());
                    Ok(())
                })
            }),
        );
    }
}

/// A worker process of its own: own instance name, own in-memory state, same database and queue.
struct Process {
    runs: std::sync::Arc<TickRuns>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    handle: tokio::task::JoinHandle<anyhow::Result<()>>,
}

impl Process {
    fn start(app: &TestApp, n: usize) -> Self {
        let ctx = AppContext { singletons: Default::default(), ..app.ctx.clone() };
        let runs = ctx.singletons.get_or_try_init(|| Ok::<_, std::convert::Infallible>(TickRuns::default())).unwrap();
        let env = platform::jobs::WorkerEnv { ctx, instance: format!("process-{n}-{}", uuid_suffix()), run_schedules: true };
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let registry = app.registry.clone();
        let handle = tokio::spawn(async move {
            workers::run(&registry, env, async move {
                let _ = stopped.await;
            })
            .await
        });
        Self { runs, stop: Some(stop), handle }
    }

    fn count(&self) -> usize {
        self.runs.0.lock().unwrap().len()
    }

    fn last(&self) -> Option<Instant> {
        self.runs.0.lock().unwrap().last().copied()
    }

    async fn kill(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let _ = self.handle.await;
    }
}

fn uuid_suffix() -> String {
    format!("{:x}", std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos())
}

async fn ticks_claimed(app: &TestApp) -> usize {
    use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
    platform::entities::schedule_runs::Entity::find()
        .filter(platform::entities::schedule_runs::Column::Name.eq("clock.every_second"))
        .count(&app.ctx.db)
        .await
        .unwrap() as usize
}

#[tokio::test]
async fn with_three_workers_each_tick_runs_once_and_ticks_go_on_when_one_dies() {
    let app = TestApp::spawn_full(|_| {}, |_| {}, vec![Box::new(Clock)]).await;
    app.stop_workers().await;
    let mut processes: Vec<Process> = (0..3).map(|n| Process::start(&app, n)).collect();
    let total = |ps: &[Process]| ps.iter().map(Process::count).sum::<usize>();

    eventually("four ticks", || total(&processes) >= 4).await;
    // Every process fires every tick; the claim lets exactly one of them run it.
    let claimed = ticks_claimed(&app).await;
    let ran = total(&processes);
    assert!(ran == claimed || ran + 1 == claimed, "{ran} runs for {claimed} claimed ticks: a tick ran twice");

    // Kill the process that ran the last tick; the others carry on.
    let last = (0..processes.len()).max_by_key(|&i| processes[i].last()).unwrap();
    let killed = processes.remove(last);
    let killed_runs = killed.runs.clone();
    killed.kill().await;
    let before = total(&processes);
    eventually("three more ticks after the kill", || total(&processes) >= before + 3).await;
    let survivors: Vec<std::sync::Arc<TickRuns>> = processes.iter().map(|p| p.runs.clone()).collect();
    for p in processes {
        p.kill().await;
    }
    // With every process stopped, each claimed tick was run exactly once, by one process.
    let ran: usize = survivors.iter().chain([&killed_runs]).map(|r| r.0.lock().unwrap().len()).sum();
    let claimed = ticks_claimed(&app).await;
    assert_eq!(ran, claimed, "runs against claimed ticks");
    assert!(claimed >= 7, "{claimed} ticks claimed");
}
