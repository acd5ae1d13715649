//! Content: site texts by key (legal pages, contact numbers) and the FAQ, in Arabic and English.

mod defaults;
pub mod entities;
mod handlers;

use futures_util::future::BoxFuture;
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

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        cfg.service(handlers::get_content::get_content).service(handlers::list_faq::list_faq);
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

    /// The texts every deployment starts with; staff edit them afterwards, so existing rows are
    /// left alone.
    fn seed<'a>(&'a self, ctx: &'a AppContext, _demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(defaults::seed(ctx))
    }
}
