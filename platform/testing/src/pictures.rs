//! Pictures for upload tests: real PNGs that decode, and a decompression bomb's header.

/// A real PNG of `width` × `height` pixels whose colour comes from `seed` (so two differ).
pub fn png(width: u32, height: u32, seed: u8) -> Vec<u8> {
    let picture = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([seed, (x % 256) as u8, (y % 256) as u8]));
    let mut out = std::io::Cursor::new(Vec::new());
    picture.write_to(&mut out, image::ImageFormat::Png).expect("a PNG is written");
    out.into_inner()
}

/// A PNG whose header claims `width` × `height` pixels, followed by a first bit of image data: the
/// shape of a decompression bomb (20,000 × 20,000 is 1.6 GB once decoded, from about 1 MB). Only
/// the claim is here; a server that reads it before decoding refuses it at once.
pub fn png_claiming(width: u32, height: u32) -> Vec<u8> {
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend(u32::try_from(data.len()).unwrap_or(u32::MAX).to_be_bytes());
        let mut typed = kind.to_vec();
        typed.extend(data);
        out.extend(&typed);
        out.extend(crc32fast::hash(&typed).to_be_bytes());
    }
    let mut header = width.to_be_bytes().to_vec();
    header.extend(height.to_be_bytes());
    header.extend([8, 0, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut out, b"IHDR", &header);
    // Zlib's header and a run of zeros: what a real bomb's data begins with.
    let mut data = vec![0x78, 0x9C];
    data.extend([0u8; 64]);
    chunk(&mut out, b"IDAT", &data);
    out
}
