//! Content: site texts by key (legal pages, contact numbers) and the FAQ, in Arabic and English,
//! edited by staff as versions (every save kept, every edit in an audit log, bodies sanitised);
//! the `Consents` port: which version of each legal document each user accepted, and when; the
//! firm's licensed advisors, feedback and testimonials, and workshops with seats to book.

mod advisors;
mod defaults;
mod demo;
pub mod entities;
mod feedback;
mod handlers;
mod html;
mod messages;
mod ports;
mod rules;
mod store;
mod views;
mod workshops;

use std::sync::Arc;

use futures_util::future::BoxFuture;
use platform::ports::{Consents, PortRegistry};
use platform::{AppContext, Manifest, Module, NavEntry, ServiceConfig};

pub struct ContentModule;

impl Module for ContentModule {
    fn id(&self) -> &'static str {
        "content"
    }

    /// Legal pages every deployment must show.
    fn required(&self) -> bool {
        true
    }

    /// Every "I agree" of the product is recorded here.
    fn provide(&self, ctx: &AppContext, ports: &mut PortRegistry) {
        ports.provide::<dyn Consents>(Arc::new(ports::consents::ContentConsents { db: ctx.db.clone() }));
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(get_content::get_content)
            .service(list_faq::list_faq)
            .service(list_my_consents::list_my_consents)
            .service(list_my_consents::list_user_consents)
            .service(accept_document::accept_document)
            .service(list_staff_contents::list_staff_contents)
            .service(preview_content::preview_content)
            .service(get_staff_content::get_staff_content)
            .service(update_content::update_content)
            .service(list_content_versions::list_content_versions)
            .service(get_content_version::get_content_version)
            .service(restore_content_version::restore_content_version)
            .service(list_staff_faq::list_staff_faq)
            .service(create_faq::create_faq)
            .service(reorder_faq::reorder_faq)
            .service(update_faq::update_faq)
            .service(list_content_audit::list_content_audit)
            .service(export_consents::export_consents);
        cfg.service(workshops::handlers::list::list_workshops)
            .service(workshops::handlers::book::book_workshop)
            .service(workshops::handlers::book::cancel_booking)
            .service(workshops::handlers::staff::staff_workshops)
            .service(workshops::handlers::staff::create_workshop)
            .service(workshops::handlers::staff::update_workshop)
            .service(workshops::handlers::staff::cancel_workshop)
            .service(workshops::handlers::staff::workshop_bookings);
        cfg.service(advisors::handlers::get_advisors)
            .service(advisors::handlers::staff_advisors)
            .service(advisors::handlers::create_advisor)
            .service(advisors::handlers::update_advisor)
            .service(advisors::handlers::delete_advisor);
        cfg.service(feedback::handlers::site_feedback)
            .service(feedback::handlers::client_feedback)
            .service(feedback::handlers::get_feedback)
            .service(feedback::handlers::staff_feedback)
            .service(feedback::handlers::approve_feedback)
            .service(feedback::handlers::reject_feedback)
            .service(feedback::handlers::read_feedback)
            .service(feedback::handlers::delete_feedback);
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "المحتوى",
            name_en: "Content",
            routes: vec![
                "/privacy-policy",
                "/en/privacy-policy",
                "/terms",
                "/terms-analyst",
                "/disclaimer",
                "/payment-terms",
                "/risk-disclosure",
                "/about-us",
                "/faq",
                "/advisors",
                "/book-me",
                "/feedbackeyjbd",
            ],
            nav: vec![
                NavEntry { path: "/about-us", label_ar: "من نحن", label_en: "About us" },
                NavEntry { path: "/faq", label_ar: "الأسئلة الشائعة", label_en: "FAQ" },
            ],
        }
    }

    /// The texts every deployment starts with (staff edit them afterwards, so existing rows are
    /// left alone); with the demo, advisors, workshops and a testimonial.
    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move {
            defaults::seed(ctx).await?;
            if demo { demo::seed(ctx).await } else { Ok(()) }
        })
    }
}
