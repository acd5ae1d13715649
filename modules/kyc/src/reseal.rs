//! `eva kyc reseal`: after a key rotation (the new key in `encryption_key`, the old ones in
//! `previous_encryption_keys`), every sealed value, lookup hash and passport photo is sealed again
//! under the new key; then the old keys can be dropped from the configuration. Safe to run again
//! or to resume: a value already under the new key is simply sealed again.

use platform::AppContext;
use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set};

use crate::entities::{kyc_identity_checks, kyc_records};
use crate::purpose;
use crate::vault::Vault;

#[derive(Debug, Default)]
pub struct Resealed {
    pub records: usize,
    pub photos: usize,
    pub checks: usize,
}

fn again(vault: &Vault, purpose: &str, sealed: Option<&str>) -> anyhow::Result<Option<String>> {
    let Some(sealed) = sealed else { return Ok(None) };
    let plain = vault.open(purpose, sealed).map_err(|e| anyhow::anyhow!("{purpose}: {e} (is the old key in previous_encryption_keys?)"))?;
    Ok(Some(vault.seal(purpose, &plain)?))
}

pub async fn all(ctx: &AppContext) -> anyhow::Result<Resealed> {
    let vault = crate::vault_of(ctx).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let mut done = Resealed::default();
    for r in kyc_records::Entity::find().all(&ctx.db).await? {
        let uid = r.user_id;
        let number = match r.identity_sealed.as_deref() {
            Some(s) => Some(vault.open(&purpose::identity(uid), s).map_err(|e| anyhow::anyhow!("record {}: {e}", r.id))?),
            None => None,
        };
        if let Some(key) = r.passport_key.as_deref()
            && let Some(sealed) = ctx.storage.get(key).await?
        {
            let photo =
                vault.open_bytes(&purpose::passport(uid), &sealed).map_err(|e| anyhow::anyhow!("passport of record {}: {e}", r.id))?;
            ctx.storage.put(key, &vault.seal_bytes(&purpose::passport(uid), &photo)?).await?;
            done.photos += 1;
        }
        let mut row = r.clone().into_active_model();
        row.identity_hash = Set(number.as_deref().map(|n| vault.lookup_hash(n)));
        row.identity_sealed = Set(match &number {
            Some(n) => Some(vault.seal(&purpose::identity(uid), n)?),
            None => None,
        });
        row.birth_date_sealed = Set(again(&vault, &purpose::birth_date(uid), r.birth_date_sealed.as_deref())?);
        row.answers = Set(again(&vault, &purpose::answers(uid), r.answers.as_deref())?);
        row.full_name_sealed = Set(again(&vault, &purpose::full_name(uid), r.full_name_sealed.as_deref())?);
        row.update(&ctx.db).await?;
        done.records += 1;
    }
    for c in kyc_identity_checks::Entity::find().all(&ctx.db).await? {
        let number =
            vault.open(&purpose::check(c.user_id), &c.identity_sealed).map_err(|e| anyhow::anyhow!("identity check {}: {e}", c.id))?;
        let mut row = c.clone().into_active_model();
        row.identity_hash = Set(vault.lookup_hash(&number));
        row.identity_sealed = Set(vault.seal(&purpose::check(c.user_id), &number)?);
        row.update(&ctx.db).await?;
        done.checks += 1;
    }
    Ok(done)
}
