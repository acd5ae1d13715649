//! Notifications: every module's events become notices for the people concerned (the user the
//! fact is about, a list's subscribers, every investor), written in each one's notification
//! language, shown in the app's feed and emailed as each user chose per kind. A list's news
//! reaches its subscribers through a chain of batch jobs that a retry never repeats. The module
//! provides the `NotificationFeed` port behind `has_notification`.

mod compose;
mod deliver;
mod demo;
mod emails;
pub mod entities;
mod fanout;
mod handlers;
pub mod kinds;
mod messages;
pub mod notice;
mod ports;
mod preferences;
mod read_state;
pub mod settings;
mod subscribe;
mod views;

use std::sync::Arc;

use platform::jobs::JobRegistry;
use platform::ports::{NotificationFeed, PortRegistry};
use platform::{AppContext, Manifest, Module, ServiceConfig};

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
        settings_of(ctx)?;
        Ok(())
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
            .service(preferences::put_preferences);
    }

    fn jobs(&self, registry: &mut JobRegistry) {
        registry.job::<FanOutBatch>();
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
