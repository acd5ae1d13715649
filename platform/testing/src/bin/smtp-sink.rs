//! A standalone SMTP sink for browser journeys: `smtp-sink PORT DIR` writes every received
//! message to DIR as `.eml` and decoded `.json`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let port: u16 = args.next().unwrap_or_else(|| "2525".into()).parse()?;
    let dir = std::path::PathBuf::from(args.next().unwrap_or_else(|| "mailbox".into()));
    std::fs::create_dir_all(&dir)?;
    let sink = eva_testing::MailSink::start(port, Some(dir.clone()))?;
    println!("smtp-sink listening on 127.0.0.1:{} writing to {}", sink.port, dir.display());
    loop {
        std::thread::park();
    }
}
