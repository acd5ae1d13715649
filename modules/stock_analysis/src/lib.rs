//! Stock analysis on request (spec §7 "Stock analysis"): a client chooses a package, sends the
//! request form (the stocks, the kind of analysis, their own position) and pays through the
//! subscriptions checkout; the 72 hours to deliver start at payment. My Documents lists the
//! requests with their clock. A paid request's documents are drafted as PDFs by a job; an
//! analyst reviews them within the 72 hours, adds their view and approves, and a job writes the
//! final documents and delivers them (email, `AnalysisDelivered`). A schedule reminds the analyst
//! at 48 hours and tells staff at 66; staff see every breach counted.

mod demo;
pub mod document;
pub mod draft;
pub mod entities;
pub mod form;
mod handlers;
pub mod kinds;
mod limits;
mod messages;
mod packages;
pub mod payment;
pub mod review;
pub mod settings;
mod views;
pub mod writing;

use std::sync::Arc;

use futures_util::future::BoxFuture;
use platform::AppContext;
use platform::events::PaymentCaptured;
use platform::jobs::JobRegistry;
use platform::{Manifest, Module, ServiceConfig};

pub struct StockAnalysisModule;

impl Module for StockAnalysisModule {
    fn id(&self) -> &'static str {
        "stock_analysis"
    }

    /// Stocks from market; packages and payments from subscriptions.
    fn depends_on(&self) -> &'static [&'static str] {
        &["market", "subscriptions"]
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(packages::analysis_packages)
            .service(types::analysis_types)
            .service(plan::analysis_plan)
            .service(create::create_request)
            .service(subscribe::analysis_subscribe)
            .service(documents::my_documents)
            .service(download::download_document)
            .service(reviews::review_queue)
            .service(take_review::take_review)
            .service(approve_review::approve_review)
            .service(staff_sla::staff_sla)
            .service(assign_reviewer::assign_reviewer);
    }

    /// A captured payment of a request pays it (once, whatever the number of deliveries); drafts
    /// and deliveries are jobs; the review clock looks every five minutes.
    fn jobs(&self, registry: &mut JobRegistry) {
        registry.job::<draft::DraftAnalysis>();
        registry.job::<review::deliver::DeliverAnalysis>();
        registry.schedule(
            "stock_analysis.review_clock",
            review::clock::SCHEDULE,
            Arc::new(|ctx: AppContext| Box::pin(review::clock::run(ctx))),
        );
        registry.on::<PaymentCaptured, _, _>("stock_analysis.paid", |event, _delivery, ctx| async move {
            if event.product != "stock_analysis" {
                return Ok(());
            }
            payment::on_captured(&ctx, &event, chrono::Utc::now())
                .await
                .map_err(|e| -> platform::jobs::JobError { e.to_string().into() })?;
            Ok(())
        });
    }

    /// With demo data: the demo subscriber's two analyses, one delivered and one in review.
    fn seed<'a>(&'a self, ctx: &'a AppContext, demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move { if demo { demo::seed(ctx).await } else { Ok(()) } })
    }

    fn manifest(&self) -> Manifest {
        Manifest {
            name_ar: "تحليل الأسهم",
            name_en: "Stock analysis",
            // The client's screens, and the analysts' review queue.
            routes: vec!["/stock-analyze", "/stock-analyze-form/:packageId?", "/analysis/my-documents", "/analysis/reviews"],
            nav: vec![],
        }
    }
}
