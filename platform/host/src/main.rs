use tracing_subscriber::EnvFilter;

fn init_tracing() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn"));
    let json = std::env::var("EVA_LOG_FORMAT").is_ok_and(|f| f == "json");
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_target(true);
    if json {
        builder.json().init();
    } else {
        builder.init();
    }
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    init_tracing();
    match eva::cli::execute_args().await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("eva: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
