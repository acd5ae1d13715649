//! A fresh database per test: a file in the test's temp dir, or a new PostgreSQL database
//! dropped when the test ends.

use sea_orm::{ConnectionTrait, Database};

pub struct TestDatabase {
    pub url: String,
    pg: Option<(String, String)>,
}

impl TestDatabase {
    pub async fn create(data_dir: &std::path::Path) -> anyhow::Result<Self> {
        match std::env::var("EVA_TEST_DATABASE_URL").ok().filter(|u| !u.is_empty()) {
            Some(base) => {
                let name = format!("eva_test_{}", uuid::Uuid::new_v4().simple());
                let admin = Database::connect(&base).await?;
                admin.execute_unprepared(&format!("CREATE DATABASE {name}")).await?;
                admin.close().await?;
                let url = match base.rfind('/') {
                    Some(i) if base[..i].contains("://") && i > base.find("://").unwrap_or(0) + 2 => format!("{}/{name}", &base[..i]),
                    _ => format!("{base}/{name}"),
                };
                Ok(Self { url, pg: Some((base, name)) })
            }
            None => Ok(Self { url: format!("sqlite://{}?mode=rwc", data_dir.join("eva.db").display()), pg: None }),
        }
    }

    pub fn is_postgres(&self) -> bool {
        self.pg.is_some()
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let Some((base, name)) = self.pg.take() else { return };
        // Drop runs outside async: a short-lived runtime on its own thread removes the database.
        let _ = std::thread::spawn(move || {
            let Ok(rt) = tokio::runtime::Builder::new_current_thread().enable_all().build() else { return };
            rt.block_on(async {
                if let Ok(admin) = Database::connect(&base).await {
                    let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
                    let _ = admin.close().await;
                }
            });
        })
        .join();
    }
}
