//! Eva Chat: the AI assistant about stocks. A question is stored and answered by a worker
//! (`AnswerQuestion`) from the stock's data gathered through the market ports; the answer is
//! written as the model streams it and relayed to the browser as server-sent events by any
//! process. Without a configured model the offline analyst answers the ready questions. Free
//! users have a daily balance (reset at midnight in Riyadh), one trial per account, and chat
//! plans (sold through the subscriptions checkout) are unlimited under a fair-use ceiling.

mod account;
pub mod answer;
pub mod balance;
pub mod coverage;
pub mod data_block;
pub mod entities;
pub mod facts;
mod form;
pub mod format;
mod handlers;
pub mod levels;
mod limits;
mod messages;
pub mod model;
pub mod offline;
pub mod prompt;
pub mod questions;
mod relay;
pub mod settings;
pub mod understanding;
mod views;

use platform::jobs::JobRegistry;
use platform::{Manifest, Module, ServiceConfig};

pub struct ChatModule;

impl Module for ChatModule {
    fn id(&self) -> &'static str {
        "chat"
    }

    /// Prices and indicators from market, plans and entitlements from subscriptions.
    fn depends_on(&self) -> &'static [&'static str] {
        &["market", "subscriptions"]
    }

    fn rate_limits(&self) -> Vec<platform::rate_limit::RouteLimit> {
        limits::route_limits()
    }

    fn routes(&self, cfg: &mut ServiceConfig<'_>) {
        use handlers::*;
        cfg.service(questions::chat_questions)
            .service(questions::chat_balance)
            .service(ask::ask_question)
            .service(conversations::list_conversations)
            .service(conversations::get_conversation)
            .service(conversations::get_message)
            .service(stream::stream_answer)
            .service(test_question::question_test)
            .service(plans::chat_plans)
            .service(plans::chat_subscribe)
            .service(trial::start_trial)
            .service(understand::understand_question);
    }

    fn jobs(&self, registry: &mut JobRegistry) {
        registry.job::<answer::AnswerQuestion>();
    }

    fn manifest(&self) -> Manifest {
        Manifest { name_ar: "إيفا شات", name_en: "Eva Chat", routes: vec!["/chat", "/chat-test"], nav: vec![] }
    }
}
