//! A key rotation: the new key seals, the old one still opens, `eva kyc reseal` moves everything
//! under the new key, and then the old key can go.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::Utc;
use eva_testing::TestApp;
use kyc::entities::kyc_records;
use kyc::vault::Vault;
use platform::Module;
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::json;

use crate::foreign::photo;

#[tokio::test]
async fn a_rotated_key_opens_old_values_and_reseal_moves_them_to_the_new_key() {
    let app = TestApp::spawn_with(
        |s| {
            let (new, old) = (STANDARD.encode([2u8; 32]), STANDARD.encode([1u8; 32]));
            s.module.insert("kyc".into(), json!({"provider": "sandbox", "encryption_key": new, "previous_encryption_keys": [old]}));
        },
        |_| {},
    )
    .await;
    // A verification sealed under the old key, as it was before the rotation.
    let user = app.verified_subscriber().await;
    let old = Vault::new(&[1; 32]);
    let uid = user.id;
    let original = photo(20_000);
    app.ctx.storage.put("kyc-passports/old.sealed", &old.seal_bytes(&format!("kyc.passport:{uid}"), &original).unwrap()).await.unwrap();
    let now = Utc::now();
    kyc_records::ActiveModel {
        user_id: Set(uid),
        path: Set("foreign".into()),
        status: Set(kyc::KycStatus::Verified),
        full_name_sealed: Set(Some(old.seal(&format!("kyc.full_name:{uid}"), "Lena Berg").unwrap())),
        nationality: Set(Some("SE".into())),
        passport_key: Set(Some("kyc-passports/old.sealed".into())),
        passport_type: Set(Some("image/png".into())),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&app.ctx.db)
    .await
    .unwrap();

    let export = app.get("/api/kyc/export").token(&user.token).send().await;
    assert_eq!(export.body["data"]["full_name"], "Lena Berg", "old values open under the previous key: {:?}", export.body);
    kyc::KycModule.run_command(&app.ctx, &clap::ArgMatches::default()).await.unwrap();

    // Under the new key alone, everything opens.
    let new = Vault::new(&[2; 32]);
    let r = kyc_records::Entity::find().one(&app.ctx.db).await.unwrap().unwrap();
    assert_eq!(new.open(&format!("kyc.full_name:{uid}"), r.full_name_sealed.as_deref().unwrap()).unwrap(), "Lena Berg");
    let sealed = app.ctx.storage.get("kyc-passports/old.sealed").await.unwrap().unwrap();
    assert_eq!(new.open_bytes(&format!("kyc.passport:{uid}"), &sealed).unwrap(), original);
    assert!(old.open_bytes(&format!("kyc.passport:{uid}"), &sealed).is_err(), "the old key no longer opens it");
}
