//! Notifications: every module's events become notices for the people concerned (the user the
//! fact is about, a list's subscribers, every investor), written in each one's notification
//! language, shown in the app's feed, emailed and pushed to their devices (Web Push) as each user
//! chose per kind. A list's news
//! reaches its subscribers through a chain of batch jobs that a retry never repeats. The module
//! provides the `NotificationFeed` port behind `has_notification`.

mod cli;
mod compose;
mod deliver;
mod demo;
mod emails;
pub mod entities;
mod fanout;
mod handlers;
pub mod kinds;
mod limits;
mod messages;
pub mod notice;
mod ports;
mod preferences;
pub mod push;
mod read_state;
pub mod settings;
mod subscribe;
mod views;

use std::sync::Arc;

use platform::jobs::JobRegistry;
use platform::ports::{NotificationFeed, PortRegistry};
use platform::{AppContext, Manifest, Module, ServiceConfig};

pub use emails::SendNotificationEmail;
pub use fanout::FanOutBatch;
use settings::NotificationSettings;

pub struct NotificationsModule;

pub(crate) fn settings_of(ctx: &AppContext) -> anyhow::Result<NotificationSettings> {
    Ok(ctx.settings.module_config("notifications")?)
}

impl Module for NotificationsModule {
    fn id(&self) -> &'static str {
        "notifications"
    }

    fn depends_on(&self) -> &'static [&'static str] {
        &["accounts"]
    }

    /// The demo's years of list history are not news: nobody is notified of them.
    fn hears_demo_history(&self) -> bool {
        false
    }

    fn start(&self, ctx: &AppContext) -> anyhow::Result<()> {
        // A VAPID key that does not read stops the start, rather than leaving push silently off.
        push::keys::Vapid::from_settings(&settings_of(ctx)?.push, &ctx.settings.mail.from)?;
        Ok(())
    }

    fn command(&self) -> Option<clap::Command> {
        Some(cli::command())
    }

    fn run_command<'a>(
        &'a self,
        _ctx: &'a AppContext,
        args: &'a clap::ArgMatches,
    ) -> futures_util::future::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { cli::run(args) })
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn provide(&self, ctx: &AppContext, ports: &mut PortRegistry) {
        ports.provide::<dyn NotificationFeed>(Arc::new(ports::notification_feed::Feed { db: ctx.db.clone() }));
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(list::list)
            .service(read::read_all)
            .service(detail::detail)
            .service(read::read_one)
            .service(preferences::get_preferences)
            .service(preferences::put_preferences)
            .service(devices::list_devices)
            .service(devices::add_device)
            .service(devices::remove_device);
    }

    fn jobs(&self, registry: &mut JobRegistry) {
        registry.job::<FanOutBatch>();
        registry.job::<push::SendPush>();
        registry.job::<emails::SendNotificationEmail>();
        registry.schedule(
            "notifications.prune_push_deliveries",
            "0 41 3 * * *",
            Arc::new(|ctx: AppContext| Box::pin(async move { Ok(push::prune::old_deliveries(&ctx).await.map(drop)?) })),
        );
        subscribe::all(registry);
    }

    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> futures_util::future::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { if demo { demo::seed(ctx).await } else { Ok(()) } })
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "الإشعارات", name_en: "Notifications", routes: vec!["/notification", "/notification-details/:id"], nav: vec![]
        }
    }
}
