//! Images attached to published content (charts on ratings and opinions): PNG, JPEG or WebP
//! recognised by their content, a size bound per file and a count bound per item, served back
//! with their type and no sniffing. Each module passes its own messages (the spec words the
//! count limit differently on each form).

use actix_multipart::Multipart;
use actix_web::HttpResponse;
use actix_web::http::header::{CACHE_CONTROL, CONTENT_LENGTH, CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
use futures_util::TryStreamExt;

use crate::http::multipart::{Part, read_part};
use crate::storage::StoredFile;
use crate::{ApiError, ApiResult, Message};

/// The messages of one form's image field.
#[derive(Debug, Clone, Copy)]
pub struct ImageMessages {
    pub too_many: Message,
    pub bad_type: Message,
    pub too_large: Message,
    pub required: Message,
    pub unreadable_form: Message,
}

pub const MAX_BYTES: usize = 5 * 1024 * 1024;

/// The longest side of an accepted picture, in pixels.
pub const MAX_SIDE: u32 = 8_000;
/// The most pixels an accepted picture may have: 40 million (about 160 MB once decoded). A small
/// file can claim far more (a 1 MB PNG of 20,000 × 20,000 is 1.6 GB decoded), so the size is
/// read from the header before anything is decoded.
pub const MAX_PIXELS: u64 = 40_000_000;

/// Why a picture is refused beyond its type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PictureError {
    /// Its header cannot be read, or it does not decode.
    Unreadable,
    /// Larger than [`MAX_SIDE`] or [`MAX_PIXELS`].
    TooManyPixels,
}

fn reader(bytes: &[u8]) -> Result<image::ImageReader<std::io::Cursor<&[u8]>>, PictureError> {
    image::ImageReader::new(std::io::Cursor::new(bytes)).with_guessed_format().map_err(|_| PictureError::Unreadable)
}

/// Width and height from the picture's header, refused past the limits; nothing is decoded.
pub fn check_dimensions(bytes: &[u8]) -> Result<(u32, u32), PictureError> {
    let (width, height) = reader(bytes)?.into_dimensions().map_err(|e| match e {
        image::ImageError::Limits(_) => PictureError::TooManyPixels,
        _ => PictureError::Unreadable,
    })?;
    let fits = width > 0 && height > 0 && width.max(height) <= MAX_SIDE && u64::from(width) * u64::from(height) <= MAX_PIXELS;
    if fits { Ok((width, height)) } else { Err(PictureError::TooManyPixels) }
}

/// Whether the header claims more pixels than the limits: for pictures that are kept as sent
/// (passport photos, certificates), where an unreadable header is the type check's concern.
pub fn too_many_pixels(bytes: &[u8]) -> bool {
    check_dimensions(bytes) == Err(PictureError::TooManyPixels)
}

/// The picture decoded (within the limits) and encoded again, as PNG or JPEG: what others are
/// shown carries no crafted chunks or metadata (a phone's GPS position) of the upload. Answers
/// the new bytes and their type.
pub fn reencode(bytes: &[u8]) -> Result<(Vec<u8>, &'static str), PictureError> {
    check_dimensions(bytes)?;
    let mut reader = reader(bytes)?;
    let source = reader.format();
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    reader.limits(limits);
    let picture = reader.decode().map_err(|_| PictureError::Unreadable)?;
    let mut out = std::io::Cursor::new(Vec::new());
    let mime = if source == Some(image::ImageFormat::Jpeg) {
        let rgb = picture.to_rgb8();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&rgb).map_err(|_| PictureError::Unreadable)?;
        "image/jpeg"
    } else {
        picture.write_to(&mut out, image::ImageFormat::Png).map_err(|_| PictureError::Unreadable)?;
        "image/png"
    };
    Ok((out.into_inner(), mime))
}

/// The accepted type of `bytes` by their magic numbers.
pub fn mime_of(bytes: &[u8]) -> Option<&'static str> {
    match infer::get(bytes)?.mime_type() {
        "image/png" => Some("image/png"),
        "image/jpeg" => Some("image/jpeg"),
        "image/webp" => Some("image/webp"),
        _ => None,
    }
}

pub fn extension(mime: &str) -> &'static str {
    match mime {
        "image/png" => "png",
        "image/webp" => "webp",
        _ => "jpg",
    }
}

/// The `images` parts of the form (at most `max`), each checked; other parts are ignored.
pub async fn read(mut payload: Multipart, max: usize, m: ImageMessages) -> ApiResult<Vec<(Vec<u8>, &'static str)>> {
    let mut out = Vec::new();
    while let Some(mut field) = payload.try_next().await.map_err(|_| ApiError::unprocessable(m.unreadable_form))? {
        if field.name() != Some("images") {
            continue;
        }
        if out.len() == max {
            return Err(ApiError::field("images", m.too_many));
        }
        match read_part(&mut field, MAX_BYTES).await.map_err(|_| ApiError::unprocessable(m.unreadable_form))? {
            Part::TooLarge => return Err(ApiError::too_large().with_field("images", m.too_large)),
            Part::Whole(bytes) => {
                mime_of(&bytes).ok_or_else(|| ApiError::field("images", m.bad_type))?;
                // Shown to every reader of the item: re-encoded from a picture of bounded size.
                let (bytes, mime) = reencode(&bytes).map_err(|e| ApiError::field("images", picture_message(e, m.bad_type)))?;
                out.push((bytes, mime));
            }
        }
    }
    if out.is_empty() {
        return Err(ApiError::field("images", m.required));
    }
    Ok(out)
}

/// What a refused picture is told: too large in pixels, or (unreadable) the form's type message.
pub fn picture_message(error: PictureError, unreadable: Message) -> Message {
    match error {
        PictureError::TooManyPixels => crate::messages::PICTURE_TOO_MANY_PIXELS,
        PictureError::Unreadable => unreadable,
    }
}

/// A stored image as the response, private to its readers.
pub fn serve(file: StoredFile, mime: String) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, mime))
        .insert_header((CONTENT_LENGTH, file.size))
        .insert_header((X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((CACHE_CONTROL, "private, max-age=3600"))
        .streaming(file.bytes)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn png_with_text(width: u32, height: u32, text: &str) -> Vec<u8> {
        let picture = image::RgbImage::from_pixel(width, height, image::Rgb([10, 20, 30]));
        let mut out = std::io::Cursor::new(Vec::new());
        picture.write_to(&mut out, image::ImageFormat::Png).unwrap();
        let mut bytes = out.into_inner();
        // A tEXt chunk before IEND (its CRC is not checked by readers of ancillary chunks here).
        let end = bytes.len() - 12;
        let mut chunk = (u32::try_from(text.len()).unwrap()).to_be_bytes().to_vec();
        chunk.extend(b"tEXt");
        chunk.extend(text.as_bytes());
        chunk.extend([0, 0, 0, 0]);
        bytes.splice(end..end, chunk);
        bytes
    }

    #[test]
    fn a_picture_is_measured_from_its_header_and_encoded_again_without_its_extras() {
        let upload = png_with_text(40, 30, "GPS 24.7136 46.6753");
        assert_eq!(check_dimensions(&upload), Ok((40, 30)));
        let (again, mime) = reencode(&upload).unwrap();
        assert_eq!(mime, "image/png");
        assert!(!again.windows(3).any(|w| w == b"GPS"), "the upload's text chunk is gone");
        assert_eq!(check_dimensions(&again), Ok((40, 30)));
        assert_eq!(check_dimensions(b"\x89PNG\r\n\x1a\nnot really"), Err(PictureError::Unreadable));
    }
}
