//! Reads the application's multipart form with a bound on every part, so a malformed or
//! oversized body is answered with a JSON error, never a dropped connection or a 500.

use actix_multipart::{Field, Multipart};
use futures_util::TryStreamExt;
use platform::http::multipart::{Part, read_part};
use platform::{ApiError, messages};

use crate::certificate;
use crate::form::SentForm;
use crate::messages::{CERTIFICATE_TOO_LARGE, INVALID_FORM};

/// Longest text accepted in one field (the longest field is 2,000 characters of Arabic).
const TEXT_PART_LIMIT: usize = 16 * 1024;
/// More parts than the form has fields, with room for a browser's extras.
const MAX_PARTS: usize = 40;

async fn read_field(field: &mut Field, limit: usize) -> Result<Part, ApiError> {
    read_part(field, limit).await.map_err(|_| ApiError::unprocessable(INVALID_FORM))
}

pub async fn read_form(mut payload: Multipart) -> Result<SentForm, ApiError> {
    let mut form = SentForm::default();
    let mut parts = 0;
    while let Some(mut field) = payload.try_next().await.map_err(|_| ApiError::unprocessable(INVALID_FORM))? {
        parts += 1;
        if parts > MAX_PARTS {
            return Err(ApiError::unprocessable(INVALID_FORM));
        }
        let name = field.name().unwrap_or_default().to_owned();
        if name == "certificate" {
            match read_field(&mut field, certificate::MAX_BYTES).await? {
                Part::Whole(bytes) => form.certificate = Some(bytes),
                Part::TooLarge => return Err(ApiError::too_large().with_field("certificate", CERTIFICATE_TOO_LARGE)),
            }
            continue;
        }
        let Part::Whole(bytes) = read_field(&mut field, TEXT_PART_LIMIT).await? else {
            return Err(ApiError::field(&name, messages::FIELD_TOO_LONG));
        };
        let text = String::from_utf8(bytes).map_err(|_| ApiError::field(&name, messages::FIELD_WRONG_TYPE))?;
        let slot = match name.as_str() {
            "full_name" => &mut form.full_name,
            "display_name" => &mut form.display_name,
            "phone" => &mut form.phone,
            "x_account" => &mut form.x_account,
            "experience_years" => &mut form.experience_years,
            "markets" => &mut form.markets,
            "analysis_type" => &mut form.analysis_type,
            "trader_type" => &mut form.trader_type,
            "timeframes" => &mut form.timeframes,
            "about" => &mut form.about,
            "terms" => &mut form.terms,
            _ => continue,
        };
        *slot = Some(text);
    }
    Ok(form)
}
