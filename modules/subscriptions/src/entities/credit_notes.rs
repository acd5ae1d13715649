use sea_orm::entity::prelude::*;

/// The simplified tax credit note of a refunded payment, referring to its invoice.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "subscriptions_credit_notes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub payment_id: i64,
    /// The invoice it credits.
    pub invoice_id: i64,
    pub number: String,
    pub issued_at: DateTimeUtc,
    /// Why the money went back: `refunded_by_staff` or `refunded_at_provider`.
    pub reason: String,
    pub seller_name: String,
    pub vat_number: String,
    /// The refunded amounts: the whole payment.
    pub total_halalas: i64,
    pub vat_halalas: i64,
    /// The ZATCA QR payload: TLV in base64.
    pub qr_tlv: String,
    /// Where the PDF is stored, once rendered.
    pub document_key: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
