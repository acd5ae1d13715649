//! File stores for tests: the local folder and a real S3-compatible server (moto), which `make`
//! starts and names in `EVA_TEST_S3_ENDPOINT` (by hand: `bash scripts/with-s3.sh cargo test ...`).
//! Each store gets its own fresh prefix. A storage test without the S3 server fails: it would
//! otherwise check only half of what it claims.

use std::collections::BTreeMap;

use platform::settings::Secret;
use platform::storage::Storage;

/// The S3 server's address, when make started one.
pub fn s3_endpoint() -> Option<String> {
    std::env::var("EVA_TEST_S3_ENDPOINT").ok().filter(|u| !u.is_empty())
}

/// The S3 server's address; a test that needs it fails without it.
pub fn required_s3_endpoint() -> String {
    s3_endpoint().expect("the storage tests need the local S3 server: run them through make, or `bash scripts/with-s3.sh cargo test ...`")
}

/// `[storage] url` and options for a fresh prefix in the test bucket.
pub fn s3_settings(endpoint: &str) -> (String, BTreeMap<String, Secret>) {
    let mut options = BTreeMap::new();
    for (key, value) in [
        ("endpoint", endpoint),
        ("allow_http", "true"),
        ("region", "us-east-1"),
        ("access_key_id", "eva-test"),
        ("secret_access_key", "eva-test"),
    ] {
        options.insert(key.to_owned(), Secret::new(value));
    }
    (format!("s3://eva-test/{}", uuid::Uuid::new_v4().simple()), options)
}

/// Whether this run must use S3 for every test app (the production-like leg of `make test`).
pub fn apps_use_s3() -> bool {
    std::env::var("EVA_TEST_STORAGE").is_ok_and(|s| s == "s3")
}

/// A fresh folder store and a fresh S3 store, each named.
pub fn test_stores(dir: &std::path::Path) -> Vec<(&'static str, Storage)> {
    let (url, options) = s3_settings(&required_s3_endpoint());
    vec![
        ("folder", Storage::local(dir.join("files")).expect("a folder store")),
        ("s3", Storage::open(&url, &options).expect("an S3 store")),
    ]
}
