//! The fake OpenAI-compatible server as a process, for journeys, the cluster test and the chat
//! benchmark: `fake-openai [--port N] [--chunks N] [--chunk-delay-ms N] [--first-delay-ms N]`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use eva_testing::bench::{number, parse_flags};
use eva_testing::{Behaviour, FakeModel};

#[actix_web::main]
async fn main() {
    let mut port = 0u16;
    let mut b = Behaviour {
        reply: "تحليل النموذج لسهم {stock}: الأرقام من بيانات إيفا بتاريخها، والأسعار متأخرة 15 دقيقة. السعر فوق متوسطه المتحرك والزخم إيجابي، والدعم والمقاومة كما في البيانات.".into(),
        chunks: 12,
        chunk_delay: Duration::from_millis(60),
        ..Behaviour::default()
    };
    parse_flags(|flag, value| {
        match flag {
            "--port" => port = number(&value)?,
            "--chunks" => b.chunks = number(&value)?,
            "--chunk-delay-ms" => b.chunk_delay = Duration::from_millis(number(&value)?),
            "--first-delay-ms" => b.first_delay = Duration::from_millis(number(&value)?),
            other => return Err(format!("unknown flag {other}")),
        }
        Ok(())
    });
    let model = FakeModel::start_on(&format!("127.0.0.1:{port}"), b).await;
    println!("{}", model.base_url);
    // Scripts stop it with SIGTERM (kill), a person with Ctrl-C: either ends the process.
    let mut terminate = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("SIGTERM can be watched");
    tokio::select! {
        _ = terminate.recv() => {}
        _ = tokio::signal::ctrl_c() => {}
    }
}
