//! `eva backup` while the embedded deployment writes, then changes, then `eva restore`: the
//! restored deployment is the backup's, database, job file and stored files alike.

use std::time::Duration;

use eva::ConnectedApp;
use platform::Settings;
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};

fn embedded(dir: &std::path::Path) -> Settings {
    // Whatever the test leg, this deployment is the embedded one: SQLite, its job file, a folder.
    Settings { data_dir: dir.to_path_buf(), database_url: None, redis_url: None, ..Settings::default() }
}

async fn count(db: &DatabaseConnection, sql: &str) -> i64 {
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

/// Rows written under keys `{prefix}-0`, `{prefix}-1`, …
async fn throttle_rows(db: &DatabaseConnection, prefix: &str) -> i64 {
    count(db, &format!("SELECT COUNT(*) FROM throttle_slots WHERE key LIKE '{prefix}-%'")).await
}

async fn write_row(db: &DatabaseConnection, prefix: &str, n: usize) {
    platform::throttle::take(db, &format!("{prefix}-{n}"), platform::throttle::Limit { attempts: 1, window_secs: 3_600 }).await.unwrap();
}

#[tokio::test]
async fn a_backup_taken_while_writing_restores_exactly() {
    let data = tempfile::tempdir().unwrap();
    let backups = tempfile::tempdir().unwrap();
    let copy = backups.path().join("2026-11-27");
    let app = ConnectedApp::connect(embedded(data.path())).await.unwrap();
    app.migrate().await.unwrap();
    app.seed(false).await.unwrap();
    app.ctx.storage.put("research/kept.pdf", b"%PDF-1.7 kept").await.unwrap();

    // Writes go on while the backup is taken, as a running server's would.
    let db = app.ctx.db.clone();
    let writer = tokio::spawn(async move {
        for n in 0..200 {
            write_row(&db, "during", n).await;
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    });
    tokio::time::sleep(Duration::from_millis(50)).await;
    let manifest = eva::backup::backup(&app, &copy).await.unwrap();
    writer.await.unwrap();
    assert_eq!(manifest.files, 1);
    assert!(manifest.sha256.contains_key("eva.db") && manifest.sha256.contains_key("jobs.db"));
    let backup_db = sea_orm::Database::connect(format!("sqlite://{}?mode=ro", copy.join("eva.db").display())).await.unwrap();
    let at_backup = throttle_rows(&backup_db, "during").await;
    assert!((1..200).contains(&at_backup), "the copy is one moment of the writes: {at_backup}");
    let faqs = count(&backup_db, "SELECT COUNT(*) FROM faqs").await;
    backup_db.close().await.unwrap();
    assert!(faqs > 0);

    // Life goes on after the backup: more writes, a deletion, a file removed.
    assert_eq!(throttle_rows(&app.ctx.db, "during").await, 200);
    write_row(&app.ctx.db, "after", 0).await;
    app.ctx.db.execute_unprepared("DELETE FROM faqs").await.unwrap();
    app.ctx.storage.delete("research/kept.pdf").await.unwrap();
    let again = eva::backup::backup(&app, &copy).await.unwrap_err();
    assert!(format!("{again:#}").contains("not empty"), "a backup never overwrites another: {again:#}");
    let settings = app.ctx.settings.clone();
    if let platform::jobs::JobBackend::Sqlite(pool) = app.ctx.queue.backend() {
        pool.close().await;
    }
    app.ctx.db.clone().close().await.unwrap();
    drop(app);

    eva::backup::restore(&settings, &copy).await.unwrap();

    let back = ConnectedApp::connect((*settings).clone()).await.unwrap();
    assert_eq!(throttle_rows(&back.ctx.db, "during").await, at_backup);
    assert_eq!(throttle_rows(&back.ctx.db, "after").await, 0);
    assert_eq!(count(&back.ctx.db, "SELECT COUNT(*) FROM faqs").await, faqs);
    assert_eq!(back.ctx.storage.get("research/kept.pdf").await.unwrap().as_deref(), Some(&b"%PDF-1.7 kept"[..]));
}

#[tokio::test]
async fn a_damaged_backup_is_refused_before_anything_is_replaced() {
    let data = tempfile::tempdir().unwrap();
    let copy = tempfile::tempdir().unwrap().path().join("b");
    let app = ConnectedApp::connect(embedded(data.path())).await.unwrap();
    app.migrate().await.unwrap();
    eva::backup::backup(&app, &copy).await.unwrap();
    let settings = app.ctx.settings.clone();
    let mut bytes = std::fs::read(copy.join("eva.db")).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0xff;
    std::fs::write(copy.join("eva.db"), bytes).unwrap();
    let err = eva::backup::restore(&settings, &copy).await.unwrap_err();
    assert!(format!("{err:#}").contains("checksum"), "{err:#}");
    assert!(count(&app.ctx.db, "SELECT COUNT(*) FROM faqs").await >= 0, "the live database is untouched");
}
