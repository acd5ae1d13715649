//! Research: the news (articles staff write, and those a schedule imports from RSS/Atom feeds,
//! each tagged with the stocks it names) and financial research documents (PDFs in Arabic and
//! English, read in the browser by signed-in users; publishing one tells investors).

mod articles;
mod demo;
mod documents;
pub mod entities;
pub mod feeds;
mod handlers;
mod limits;
mod messages;
mod news_views;
pub mod pdf_file;
pub mod settings;
mod views;

use std::sync::Arc;

use platform::jobs::JobRegistry;
use platform::{AppContext, Manifest, Module, ServiceConfig};

use settings::ResearchSettings;

pub struct ResearchModule;

pub(crate) fn settings_of(ctx: &AppContext) -> anyhow::Result<ResearchSettings> {
    Ok(ctx.settings.module_config("research")?)
}

impl Module for ResearchModule {
    fn id(&self) -> &'static str {
        "research"
    }

    fn depends_on(&self) -> &'static [&'static str] {
        &["accounts"]
    }

    /// Feed addresses are checked at start-up, not at the first import.
    fn start(&self, ctx: &AppContext) -> anyhow::Result<()> {
        for feed in settings_of(ctx)?.feeds {
            let url = url::Url::parse(&feed.url).map_err(|e| anyhow::anyhow!("[module.research] feed {}: {e}", feed.url))?;
            anyhow::ensure!(matches!(url.scheme(), "http" | "https" | "file"), "[module.research] feed {}: http(s) or file only", feed.url);
            anyhow::ensure!(feed.language == "ar" || feed.language == "en", "[module.research] feed {}: language is ar or en", feed.url);
        }
        Ok(())
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(news_list::news_list)
            .service(staff_news::create_news)
            .service(staff_news::update_news)
            .service(staff_news::delete_news)
            .service(research_list::research_list)
            .service(research_list::research_weekly)
            .service(research_read::research_read)
            .service(staff_research::upload_research)
            .service(staff_research::delete_research);
    }

    fn jobs(&self, registry: &mut JobRegistry) {
        registry.schedule(
            "research.import_feeds",
            "0 */30 * * * *",
            Arc::new(|ctx| {
                Box::pin(async move {
                    feeds::import_all(&ctx).await?;
                    Ok(())
                })
            }),
        );
    }

    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> futures_util::future::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { if demo { demo::seed(ctx).await } else { Ok(()) } })
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "الأخبار والأبحاث",
            name_en: "News and research",
            routes: vec!["/news", "/financial-research", "/financial-research/:id/:language"],
            nav: vec![],
        }
    }
}
