//! Payouts as CSV, for staff (a month's payouts with the accounts to transfer to) and for the
//! analyst (every month, a row per list). UTF-8 with a byte-order mark so spreadsheet programs
//! read Arabic names; amounts in SAR with a dot and two decimals; headers in the request's
//! language.

use platform::Lang;
use platform::http::csv_file::CsvFile;
use platform::money::sar_decimal;
use platform::ports::BankAccount;

use super::views::{PayoutLineView, StaffPayoutView};
use crate::entities::payouts;

fn status_text(status: &str, lang: Lang) -> &str {
    match (status, lang) {
        (super::status::PENDING, Lang::Ar) => "بانتظار التحويل",
        (super::status::PENDING, Lang::En) => "Awaiting transfer",
        (super::status::TRANSFERRED, Lang::Ar) => "تم التحويل",
        (super::status::TRANSFERRED, Lang::En) => "Transferred",
        (super::status::NOTHING_DUE, Lang::Ar) => "لا مستحقات",
        (super::status::NOTHING_DUE, Lang::En) => "Nothing due",
        (other, _) => other,
    }
}

fn service_text(service_type: &str, lang: Lang) -> &'static str {
    match (service_type, lang) {
        ("eva_opinions", Lang::Ar) => "آراء إيفا",
        ("eva_opinions", Lang::En) => "Eva opinions",
        (_, Lang::Ar) => "قوائم إيفا",
        (_, Lang::En) => "Eva lists",
    }
}

fn headers(lang: Lang, ar: &[&'static str], en: &[&'static str]) -> Vec<&'static str> {
    if lang == Lang::Ar { ar.to_vec() } else { en.to_vec() }
}

/// A month's payouts for staff: one row per analyst, with where to transfer.
pub fn staff_csv(rows: &[StaffPayoutView], lang: Lang) -> anyhow::Result<Vec<u8>> {
    let mut w = CsvFile::new();
    w.row(headers(
        lang,
        &[
            "الشهر",
            "رقم المحلل",
            "المحلل",
            "البريد الإلكتروني",
            "عدد المدفوعات",
            "الصافي (ريال)",
            "عمولة المنصة (ريال)",
            "المستحق (ريال)",
            "الحالة",
            "البنك",
            "الآيبان",
            "اسم صاحب الحساب",
            "تاريخ التحويل",
        ],
        &[
            "Month",
            "Analyst id",
            "Analyst",
            "Email",
            "Payments",
            "Net (SAR)",
            "Platform commission (SAR)",
            "Amount due (SAR)",
            "Status",
            "Bank",
            "IBAN",
            "Account holder",
            "Transfer date",
        ],
    ))?;
    for p in rows {
        let bank = p.bank.clone().unwrap_or(BankAccount { bank_name: String::new(), iban: String::new(), holder_name: String::new() });
        w.row([
            p.month.clone(),
            p.analyst_id.to_string(),
            p.analyst_name.clone(),
            p.analyst_email.clone(),
            p.payments_count.to_string(),
            sar_decimal(p.net_halalas),
            sar_decimal(p.commission_halalas),
            sar_decimal(p.amount_halalas),
            status_text(&p.status, lang).to_owned(),
            bank.bank_name,
            bank.iban,
            bank.holder_name,
            p.transferred_on.map(|d| d.to_string()).unwrap_or_default(),
        ])?;
    }
    w.finish()
}

/// The analyst's payouts: a row per month and list, newest month first.
pub fn analyst_csv(months: &[(payouts::Model, Vec<PayoutLineView>)], lang: Lang) -> anyhow::Result<Vec<u8>> {
    let mut w = CsvFile::new();
    w.row(headers(
        lang,
        &[
            "الشهر",
            "القائمة",
            "نوع الخدمة",
            "عدد المدفوعات",
            "الصافي (ريال)",
            "عمولة المنصة (ريال)",
            "المستحق لك (ريال)",
            "الحالة",
            "تاريخ التحويل",
        ],
        &[
            "Month",
            "List",
            "Service",
            "Payments",
            "Net (SAR)",
            "Platform commission (SAR)",
            "Amount due to you (SAR)",
            "Status",
            "Transfer date",
        ],
    ))?;
    for (payout, lines) in months {
        for line in lines {
            w.row([
                payout.month.clone(),
                line.list_name.clone(),
                service_text(&line.service_type, lang).to_owned(),
                line.payments_count.to_string(),
                sar_decimal(line.net_halalas),
                sar_decimal(line.commission_halalas),
                sar_decimal(line.amount_halalas),
                status_text(&payout.status, lang).to_owned(),
                payout.transferred_on.map(|d| d.to_string()).unwrap_or_default(),
            ])?;
        }
    }
    w.finish()
}
