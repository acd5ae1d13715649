//! The file store on both back ends: a local folder and a real S3-compatible server.

use bytes::Bytes;
use eva_testing::TestApp;
use eva_testing::stores::test_stores;
use futures_util::{StreamExt, TryStreamExt, stream};
use platform::storage::StorageError;
use platform::storage_copy::copy_all;

/// A file larger than one upload part, with content that shows any reordering.
fn big_file() -> Vec<u8> {
    (0..(12 * 1024 * 1024u32)).map(|i| (i % 251) as u8).collect()
}

#[tokio::test]
async fn files_are_stored_streamed_listed_and_deleted_on_every_back_end() {
    let dir = tempfile::tempdir().unwrap();
    for (name, store) in test_stores(dir.path()) {
        store.put("avatars/1-a.png", b"small").await.unwrap();
        assert_eq!(store.get("avatars/1-a.png").await.unwrap().as_deref(), Some(&b"small"[..]), "{name}");
        assert_eq!(store.get("avatars/none.png").await.unwrap(), None, "{name}");

        // A large upload goes up in chunks and comes back the same, as a stream.
        let original = big_file();
        let chunks: Vec<Result<Bytes, StorageError>> = original.chunks(64 * 1024).map(|c| Ok(Bytes::copy_from_slice(c))).collect();
        let size = store.put_stream("research/2026/report.pdf", stream::iter(chunks)).await.unwrap();
        assert_eq!(size, original.len() as u64, "{name}");
        let file = store.open_file("research/2026/report.pdf").await.unwrap().unwrap();
        assert_eq!(file.size, original.len() as u64, "{name}");
        let read: Vec<Bytes> = file.bytes.try_collect().await.unwrap();
        assert!(read.len() > 1, "{name}: the download streams in pieces");
        assert!(read.concat() == original, "{name}: the bytes came back changed");

        // A failed upload leaves nothing behind.
        let failing = stream::iter(vec![Ok(Bytes::from_static(b"half")), Err(StorageError::BadKey("cut".into()))]);
        assert!(store.put_stream("research/broken.pdf", failing).await.is_err(), "{name}");
        assert_eq!(store.get("research/broken.pdf").await.unwrap(), None, "{name}");

        let mut keys: Vec<(String, u64)> = store.list("").try_collect().await.unwrap();
        keys.sort();
        assert_eq!(keys, vec![("avatars/1-a.png".to_owned(), 5), ("research/2026/report.pdf".to_owned(), original.len() as u64)], "{name}");

        for bad in ["../escape", "a//b", "/abs"] {
            assert!(matches!(store.put(bad, b"x").await, Err(StorageError::BadKey(_))), "{name}: {bad}");
        }
        store.delete("avatars/1-a.png").await.unwrap();
        store.delete("avatars/1-a.png").await.unwrap();
        assert_eq!(store.get("avatars/1-a.png").await.unwrap(), None, "{name}");
    }
}

#[tokio::test]
async fn signed_urls_open_a_file_for_a_while_on_s3_and_the_folder_serves_through_its_route() {
    let dir = tempfile::tempdir().unwrap();
    for (name, store) in test_stores(dir.path()) {
        store.put("documents/7/analysis.pdf", b"%PDF-1.7 private").await.unwrap();
        let signed = store.signed_url("documents/7/analysis.pdf", std::time::Duration::from_secs(60)).await.unwrap();
        match name {
            "s3" => {
                let url = signed.unwrap();
                assert!(url.query().is_some_and(|q| q.contains("X-Amz-Signature")), "{url}");
                let fetched = reqwest::get(url.as_str()).await.unwrap();
                assert_eq!(fetched.status(), 200);
                assert_eq!(&fetched.bytes().await.unwrap()[..], b"%PDF-1.7 private");
            }
            _ => assert!(signed.is_none(), "a folder cannot sign: its module's route serves the file"),
        }
    }
}

#[tokio::test]
async fn storage_migrate_copies_everything_verified_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let stores = test_stores(dir.path());
    let (_, from) = &stores[0];
    let (_, to) = &stores[1];
    from.put("avatars/1-a.png", b"one").await.unwrap();
    from.put("avatars/2-b.png", b"two").await.unwrap();
    from.put_stream("research/r.pdf", stream::iter(vec![Ok::<_, StorageError>(Bytes::from(big_file()))])).await.unwrap();

    // A run that stopped after the first file left one copy; the next run resumes.
    to.put("avatars/1-a.png", b"one").await.unwrap();
    let mut seen = Vec::new();
    let report = copy_all(from, to, |key, copied| seen.push((key.to_owned(), copied))).await.unwrap();
    assert_eq!((report.copied, report.skipped), (2, 1), "{seen:?}");
    assert_eq!(to.fingerprint("research/r.pdf").await.unwrap(), from.fingerprint("research/r.pdf").await.unwrap());

    // A copy that differs from its original is replaced, not kept.
    to.put("avatars/2-b.png", b"tampered").await.unwrap();
    let again = copy_all(from, to, |_, _| {}).await.unwrap();
    assert_eq!((again.copied, again.skipped), (1, 2));
    assert_eq!(to.get("avatars/2-b.png").await.unwrap().as_deref(), Some(&b"two"[..]));
}

#[tokio::test]
async fn with_an_object_store_nothing_a_user_uploads_lands_on_local_disk() {
    let (url, options) = eva_testing::stores::s3_settings(&eva_testing::stores::required_s3_endpoint());
    let app = TestApp::spawn_with(
        |s| {
            s.storage.url = Some(url);
            s.storage.options = options;
        },
        |_| {},
    )
    .await;
    assert!(app.ctx.storage.local_root().is_none());
    let user = app.verified_subscriber().await;
    let png = eva_testing::pictures::png(2, 2, 1);
    let form = reqwest::multipart::Form::new()
        .text("name", "سارة")
        .text("phone", "0551234567")
        .part("avatar", reqwest::multipart::Part::bytes(png.clone()).file_name("me.png").mime_str("image/png").unwrap());
    let saved = app.post("/api/profile/personal").token(&user.token).multipart(form).send().await;
    assert_eq!(saved.status, 200, "{:?}", saved.body);
    let avatar = saved.body["data"]["avatar"].as_str().unwrap().to_owned();
    let served = app.get(&avatar).send().await;
    assert_eq!((served.status, served.headers["content-type"].to_str().unwrap()), (200, "image/png"));
    let key = format!("avatars/{}", avatar.trim_start_matches("/api/avatars/"));
    let stored = app.ctx.storage.get(&key).await.unwrap().expect("the picture is in the object store");
    assert!(stored.starts_with(b"\x89PNG"), "stored as the PNG it was encoded to");

    // The data folder holds the embedded database and job queue files, and nothing a user sent.
    let mut local: Vec<String> = Vec::new();
    let mut walk = vec![app.ctx.settings.data_dir.clone()];
    while let Some(dir) = walk.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let entry = entry.unwrap();
            if entry.file_type().unwrap().is_dir() {
                walk.push(entry.path());
            } else {
                local.push(entry.file_name().to_string_lossy().into_owned());
            }
        }
    }
    let user_files: Vec<&String> = local.iter().filter(|f| !(f.starts_with("eva.db") || f.starts_with("jobs.db"))).collect();
    assert!(user_files.is_empty(), "files written locally: {user_files:?}");
}

/// Set in the two child processes of the test below: the folder they store into.
const KEYS_CHILD: &str = "EVA_TEST_UNIQUE_KEYS_DIR";
const FILES_PER_PROCESS: usize = 5_000;

/// Every stored file gets a full random UUID key (`platform::storage::unique_key`): two
/// instances storing at the same moment never write over each other. Two processes store 5,000
/// files each into one folder at once; all 10,000 are there afterwards.
#[tokio::test]
async fn two_processes_storing_ten_thousand_files_at_once_never_share_a_key() {
    if let Ok(dir) = std::env::var(KEYS_CHILD) {
        let store = platform::storage::Storage::local(std::path::PathBuf::from(dir)).unwrap();
        let puts = (0..FILES_PER_PROCESS).map(|n| {
            let store = store.clone();
            async move { store.put(&platform::storage::unique_key("research", "pdf"), n.to_string().as_bytes()).await }
        });
        let stored: Vec<()> = stream::iter(puts).buffer_unordered(16).try_collect().await.unwrap();
        assert_eq!(stored.len(), FILES_PER_PROCESS);
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let this_test = "storage::two_processes_storing_ten_thousand_files_at_once_never_share_a_key";
    let children: Vec<std::process::Child> = (0..2)
        .map(|_| {
            std::process::Command::new(std::env::current_exe().unwrap())
                .args(["--exact", this_test, "--test-threads", "1", "--quiet"])
                .env(KEYS_CHILD, dir.path())
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in children {
        assert!(child.wait_with_output().unwrap().status.success(), "a storing process failed");
    }
    let store = platform::storage::Storage::local(dir.path().to_path_buf()).unwrap();
    let keys: Vec<(String, u64)> = store.list("research/").try_collect().await.unwrap();
    assert_eq!(keys.len(), 2 * FILES_PER_PROCESS, "no file was written over");
    let key = &keys[0].0;
    let id = key.trim_start_matches("research/").trim_end_matches(".pdf");
    assert_eq!(uuid::Uuid::parse_str(id).ok().map(|u| u.get_version_num()), Some(4), "{key} is a full random UUID");
}
