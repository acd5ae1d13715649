//! Cron schedules. Every instance that runs schedules sees each tick, so a tick is claimed in
//! the database first: exactly one instance runs it, on SQLite and PostgreSQL alike.

use std::str::FromStr;
use std::sync::Arc;

use apalis::prelude::{BoxDynError, Data, Monitor, WorkerBuilder};
use apalis_cron::{CronScheduler, Tick};
use futures_util::future::BoxFuture;
use sea_orm::{ActiveModelTrait, Set, SqlErr};

use super::registry::WorkerEnv;
use super::{JobError, QueueError};
use crate::AppContext;
use crate::entities::schedule_runs;

/// What a schedule runs at each tick; must be idempotent.
pub type ScheduleFn = Arc<dyn Fn(AppContext) -> BoxFuture<'static, Result<(), JobError>> + Send + Sync>;

pub(crate) struct RegisteredSchedule {
    pub module: &'static str,
    pub name: &'static str,
    pub cron: &'static str,
    pub run: ScheduleFn,
}

#[derive(Clone)]
struct ScheduleData {
    module: &'static str,
    name: &'static str,
    run: ScheduleFn,
    ctx: AppContext,
}

pub(crate) fn install_schedule(monitor: Monitor, env: &WorkerEnv, schedule: &RegisteredSchedule) -> Result<Monitor, QueueError> {
    let cron = cron::Schedule::from_str(schedule.cron).map_err(|e| QueueError::Backend(format!("schedule {}: {e}", schedule.name)))?;
    let data = ScheduleData { module: schedule.module, name: schedule.name, run: schedule.run.clone(), ctx: env.ctx.clone() };
    let worker_name = format!("schedule:{}@{}", schedule.name, env.instance);
    Ok(monitor.register(move |_restarts| {
        WorkerBuilder::new(worker_name.as_str()).backend(CronScheduler::new(cron.clone())).data(data.clone()).build(run_tick)
    }))
}

async fn run_tick(tick: Tick, data: Data<ScheduleData>) -> Result<(), BoxDynError> {
    if !data.ctx.switches.is_on(data.module) {
        tracing::debug!(schedule = data.name, module = data.module, "module switched off: tick skipped");
        return Ok(());
    }
    let at = i64::try_from(tick.get_timestamp()).unwrap_or(i64::MAX);
    if !claim_tick(&data.ctx, data.name, at).await? {
        tracing::debug!(schedule = data.name, tick = at, "tick already run by another instance");
        return Ok(());
    }
    tracing::info!(schedule = data.name, tick = at, "running schedule");
    (data.run)(data.ctx.clone()).await
}

/// Records the tick; false when another instance recorded it first.
pub async fn claim_tick(ctx: &AppContext, name: &str, tick: i64) -> Result<bool, sea_orm::DbErr> {
    let row = schedule_runs::ActiveModel { name: Set(name.to_owned()), tick: Set(tick), ran_at: Set(chrono::Utc::now()) };
    match row.insert(&ctx.db).await {
        Ok(_) => Ok(true),
        Err(e) if matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => Ok(false),
        Err(e) => Err(e),
    }
}
