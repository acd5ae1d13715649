//! The QR code of a simplified tax invoice (ZATCA e-invoicing, phase 1): five fields, each as a
//! tag byte, a length byte (the value's UTF-8 length in bytes) and the value, the whole in
//! standard base64. The ZATCA app reads it to show seller, VAT number, time, total and VAT.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, SecondsFormat, Utc};
use platform::money::sar_decimal;

/// What the code carries, in its order: seller name (1), VAT registration number (2), time of
/// issue (3), total with VAT (4), VAT (5).
#[derive(Debug, Clone, Copy)]
pub struct QrFields<'a> {
    pub seller_name: &'a str,
    pub vat_number: &'a str,
    pub issued_at: DateTime<Utc>,
    pub total_halalas: i64,
    pub vat_halalas: i64,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum QrError {
    #[error("the ZATCA QR field {tag} is {len} bytes long; a field holds at most 255")]
    TooLong { tag: u8, len: usize },
}

/// ISO 8601 in UTC to the second, as ZATCA shows it: `2026-11-23T10:15:00Z`.
pub fn timestamp(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// The TLV bytes, before base64.
pub fn tlv(fields: &QrFields<'_>) -> Result<Vec<u8>, QrError> {
    let values = [
        (1u8, fields.seller_name.to_owned()),
        (2, fields.vat_number.to_owned()),
        (3, timestamp(fields.issued_at)),
        (4, sar_decimal(fields.total_halalas)),
        (5, sar_decimal(fields.vat_halalas)),
    ];
    let mut out = Vec::with_capacity(values.iter().map(|(_, v)| v.len() + 2).sum());
    for (tag, value) in &values {
        let len = u8::try_from(value.len()).map_err(|_| QrError::TooLong { tag: *tag, len: value.len() })?;
        out.push(*tag);
        out.push(len);
        out.extend_from_slice(value.as_bytes());
    }
    Ok(out)
}

/// The payload the QR code encodes: the TLV in standard base64.
pub fn payload(fields: &QrFields<'_>) -> Result<String, QrError> {
    Ok(STANDARD.encode(tlv(fields)?))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use chrono::TimeZone;

    /// Reads a payload back the way a QR reader does: base64, then tag, length, value.
    fn decode(payload: &str) -> Vec<(u8, String)> {
        let bytes = STANDARD.decode(payload).unwrap();
        let mut fields = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let (tag, len) = (bytes[i], usize::from(bytes[i + 1]));
            let value = &bytes[i + 2..i + 2 + len];
            fields.push((tag, String::from_utf8(value.to_vec()).unwrap()));
            i += 2 + len;
        }
        assert_eq!(i, bytes.len(), "no bytes left over");
        fields
    }

    fn fields(seller: &str) -> QrFields<'_> {
        QrFields {
            seller_name: seller,
            vat_number: "310123456700003",
            issued_at: Utc.with_ymd_and_hms(2026, 11, 23, 10, 15, 0).unwrap(),
            total_halalas: 44_900,
            vat_halalas: 5_857,
        }
    }

    #[test]
    fn a_known_vector_built_by_hand_with_an_arabic_seller() {
        let seller = "شركة إيفا";
        // Arabic letters take two bytes each in UTF-8: the length byte counts bytes, not characters.
        assert_eq!(seller.chars().count(), 9);
        assert_eq!(seller.len(), 17);

        let mut expected: Vec<u8> = vec![1, 17];
        expected.extend_from_slice(seller.as_bytes());
        expected.extend_from_slice(&[2, 15]);
        expected.extend_from_slice(b"310123456700003");
        expected.extend_from_slice(&[3, 20]);
        expected.extend_from_slice(b"2026-11-23T10:15:00Z");
        expected.extend_from_slice(&[4, 6]);
        expected.extend_from_slice(b"449.00");
        expected.extend_from_slice(&[5, 5]);
        expected.extend_from_slice(b"58.57");
        // The first bytes spelled out: tag 1, length 17, then ش (U+0634) = D8 B4, ر (U+0631) = D8 B1.
        assert_eq!(&expected[..6], &[0x01, 0x11, 0xD8, 0xB4, 0xD8, 0xB1]);

        assert_eq!(tlv(&fields(seller)).unwrap(), expected);
        assert_eq!(payload(&fields(seller)).unwrap(), STANDARD.encode(&expected));
    }

    #[test]
    fn an_ascii_vector_matches_its_base64_spelled_out() {
        let got = payload(&QrFields { seller_name: "Eva", ..fields("") }).unwrap();
        // 01 03 "Eva" 02 0F "310123456700003" 03 14 "2026-11-23T10:15:00Z" 04 06 "449.00" 05 05 "58.57"
        assert_eq!(got, "AQNFdmECDzMxMDEyMzQ1NjcwMDAwMwMUMjAyNi0xMS0yM1QxMDoxNTowMFoEBjQ0OS4wMAUFNTguNTc=");
    }

    #[test]
    fn the_payload_reads_back_field_by_field() {
        let seller = "شركة إيفا للاستشارات المالية";
        let fields = decode(&payload(&fields(seller)).unwrap());
        assert_eq!(
            fields,
            vec![
                (1, seller.to_owned()),
                (2, "310123456700003".to_owned()),
                (3, "2026-11-23T10:15:00Z".to_owned()),
                (4, "449.00".to_owned()),
                (5, "58.57".to_owned()),
            ]
        );
    }

    #[test]
    fn a_value_over_255_bytes_is_refused() {
        // 128 Arabic letters are 128 characters but 256 bytes.
        let long = "ب".repeat(128);
        assert_eq!(tlv(&fields(&long)), Err(QrError::TooLong { tag: 1, len: 256 }));
        let fits = "ب".repeat(127) + "x";
        assert_eq!(tlv(&fields(&fits)).unwrap()[1], 255);
    }
}
